"""Malformed addresses get a sentence, not a traceback (issue 26, item 8): given on the
command line they are refused before anything runs (exit 2); reached any other way (the
window's settings, a server's redirect) they are a source that could not be asked."""

from __future__ import annotations

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from verifier_app import net
from verifier_app.anchors.electrum import ElectrumError, parse_address
from verifier_app.cli import main

WEB = "is not a usable web address"
ELECTRUM = "is not an Electrum server address"


@pytest.mark.parametrize(("option", "address", "said"), [
    ("--explorer", "http://[::1", WEB),
    ("--explorer", "tcp://127.0.0.1", WEB),
    ("--explorer", "http://:80", WEB),
    ("--rekor-url", "http://[::1", WEB),
    ("--rekor-url", "http://127.0.0.1:99999", WEB),
    ("--rekor-url", "ftp://127.0.0.1", WEB),
    ("--bitcoind", "http://[::1", WEB),
    ("--electrum", "tcp://127.0.0.1", ELECTRUM),
    ("--electrum", "ssl://[::1", ELECTRUM),
    ("--electrum", "tcp://127.0.0.1:99999", ELECTRUM),
    ("--electrum", "http://127.0.0.1:50001", ELECTRUM),
])
def test_a_malformed_address_on_the_command_line_is_one_sentence(demo_master, capsys,
                                                                 option, address, said):
    with pytest.raises(SystemExit) as stopped:
        main(["verify", str(demo_master), option, address])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert f"argument {option}: {address!r} {said}" in err and "Traceback" not in err


def test_good_addresses_and_no_explorer_are_still_taken(demo_master, capsys):
    from verifier_app.cli import build_parser

    args = build_parser().parse_args(["verify", str(demo_master), "--explorer", "",
                                      "--explorer", "http://[::1]:3002/api",
                                      "--electrum", "127.0.0.1:50001",
                                      "--rekor-url", "https://rekor.sigstore.dev"])
    assert args.explorer == ["", "http://[::1]:3002/api"]
    assert args.electrum == ["127.0.0.1:50001"]


@pytest.mark.parametrize("address", ["tcp://127.0.0.1", "ssl://[::1", "tcp://h:99999", ""])
def test_an_electrum_address_from_anywhere_fails_as_a_sentence(address):
    with pytest.raises(ElectrumError, match=ELECTRUM):
        parse_address(address)


@pytest.mark.parametrize("address", ["http://[::1", "http://127.0.0.1:99999/", "gopher://x"])
def test_a_request_to_a_malformed_address_is_a_source_that_could_not_be_asked(address):
    with net.make_client() as client, pytest.raises(net.NetError) as failed:
        net.request_once(client, "GET", address, seconds=2.0)
    assert failed.value.kind == net.ADDRESS


class _Redirects(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        self.send_response(302)
        self.send_header("Location", "http://[::1/elsewhere")
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *_: object) -> None:
        pass


def test_a_redirect_to_a_malformed_address_is_said_not_raised():
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Redirects)
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        host, port = server.server_address[:2]
        with net.make_client() as client, pytest.raises(net.NetError) as failed:
            net.request_once(client, "GET", f"http://{host}:{port}/", seconds=5.0)
    finally:
        server.shutdown()
        server.server_close()
    assert failed.value.kind in (net.ADDRESS, net.CUT_OFF)  # httpx refuses it first
    assert str(failed.value) in ("is not a usable web address (http:// or https://)",
                                 "cut the connection off before the whole answer arrived")
