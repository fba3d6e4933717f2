"""Each way a server can misbehave gives its own plain message; what arrived is kept."""

from __future__ import annotations

import socket

import pytest

from tests.fetch.conftest import fast_policy, live_request
from verifier_app.fetch import FetchRequest, fetch_bundle
from verifier_app.fetch.client import Downloader
from verifier_app.fetch.policy import FetchError, check_url

STATS = "/api/v1/council-stats.json"


def problems_about(report, name: str) -> list[str]:
    return [p for p in report.problems if name in p]


def test_slow_server_times_out_with_a_message(site, tmp_path):
    site.slow[STATS] = 1.5
    report = fetch_bundle(live_request(site, tmp_path / "b", days=[], timeout=0.5, retries=0))
    [message] = problems_about(report, "council-stats.json")
    assert "did not answer within 0.5 s" in message
    assert (tmp_path / "b/api/v1/council-book.jsonl").is_file()  # the rest stays usable


def test_failing_server_is_retried_then_named(site, tmp_path):
    site.fail.add(STATS)
    report = fetch_bundle(live_request(site, tmp_path / "b", days=[], retries=2))
    [message] = problems_about(report, "council-stats.json")
    assert "HTTP 500" in message
    assert [p for p, _ in site.requests].count(STATS) == 3
    assert report.verdict == "problems"


def test_a_passing_failure_is_overcome_by_a_retry(site, tmp_path):
    site.fail_times[STATS] = 1
    report = fetch_bundle(live_request(site, tmp_path / "b", days=[], retries=1))
    assert report.verdict == "ok", report.problems


def test_truncated_body_is_named_and_not_stored(site, tmp_path):
    site.truncate.add(STATS)
    report = fetch_bundle(live_request(site, tmp_path / "b", days=[], retries=1))
    [message] = problems_about(report, "council-stats.json")
    assert "cut off" in message
    assert not (tmp_path / "b/api/v1/council-stats.json").exists()


def test_oversized_announced_file_is_refused_before_reading(site, tmp_path):
    site.oversize[STATS] = 200_000
    report = fetch_bundle(live_request(site, tmp_path / "b", days=[],
                                       max_file_bytes=150_000, max_book_bytes=10**7))
    [message] = problems_about(report, "council-stats.json")
    assert "larger than the 146.5 KB allowed" in message and "server announced" in message
    assert not (tmp_path / "b/api/v1/council-stats.json").exists()


def test_oversized_unannounced_file_is_cut_at_the_limit(site, tmp_path):
    site.oversize[STATS] = 200_000
    site.no_length.add(STATS)
    report = fetch_bundle(live_request(site, tmp_path / "b", days=[],
                                       max_file_bytes=150_000, max_book_bytes=10**7))
    [message] = problems_about(report, "council-stats.json")
    assert "larger than the 146.5 KB allowed" in message
    assert not any(p.name.startswith("council-stats") for p in tmp_path.rglob("*"))


def test_plain_http_to_another_host_is_refused():
    with pytest.raises(FetchError, match="plain http is only allowed to this computer"):
        check_url("http://trends.polyhelper.ai/api/v1/")
    check_url("http://127.0.0.5:8080/api/v1/")
    check_url("http://[::1]:8080/")
    check_url("http://localhost/")


def test_cli_refuses_plain_http_source(tmp_path, capsys):
    from verifier_app.core.errors import UserFacingError

    with pytest.raises(UserFacingError, match="plain http"):
        fetch_bundle(FetchRequest("http://example.org/api/v1/", tmp_path / "b"))


def test_redirect_to_another_host_is_refused(site, tmp_path):
    site.redirect[STATS] = f"http://localhost:{site.port}{STATS}"
    report = fetch_bundle(live_request(site, tmp_path / "b", days=[]))
    [message] = problems_about(report, "council-stats.json")
    assert "Refused a redirect" in message and "--allow-redirect-host localhost" in message


def test_redirect_to_an_allowed_host_is_followed(site, tmp_path):
    site.redirect[STATS] = f"http://localhost:{site.port}/api/v1/council-league.json"
    report = fetch_bundle(live_request(site, tmp_path / "b", days=[],
                                       allow_redirect_hosts={"localhost"}))
    assert report.verdict == "ok", report.problems


def test_redirect_on_the_same_host_is_followed(site, tmp_path):
    site.redirect["/old/league.json"] = "/api/v1/council-league.json"
    downloader = Downloader(fast_policy())
    data, final = downloader.read(site.url + "old/league.json", 10**6, "league")
    assert final == site.url + "api/v1/council-league.json" and data.startswith(b"{")


def test_unreachable_server_names_what_was_not_fetched(tmp_path):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    from verifier_app.core.errors import UserFacingError

    request = FetchRequest(f"http://127.0.0.1:{port}/api/v1/", tmp_path / "b",
                           policy=fast_policy(retries=0))
    with pytest.raises(UserFacingError, match="could not reach"):
        fetch_bundle(request)


def test_certificate_error_is_a_clear_failure(tmp_path):
    import ssl
    import threading
    from http.server import HTTPServer, SimpleHTTPRequestHandler

    # serve TLS with a fresh self-signed certificate, which no system trusts
    server = HTTPServer(("127.0.0.1", 0), SimpleHTTPRequestHandler)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    try:
        context.load_cert_chain(*_self_signed(tmp_path))
    except ssl.SSLError:
        pytest.skip("no certificate")
    server.socket = context.wrap_socket(server.socket, server_side=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        downloader = Downloader(fast_policy(retries=0))
        with pytest.raises(FetchError, match=r"certificate .* could not be verified"):
            downloader.read(f"https://127.0.0.1:{server.server_address[1]}/", 1000, "page")
    finally:
        server.shutdown()
        server.server_close()


def _self_signed(folder):
    import datetime

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name)
            .public_key(key.public_key()).serial_number(1).not_valid_before(now)
            .not_valid_after(now + datetime.timedelta(days=1)).sign(key, hashes.SHA256()))
    cert_path, key_path = folder / "cert.pem", folder / "key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(key.private_bytes(serialization.Encoding.PEM,
                                           serialization.PrivateFormat.PKCS8,
                                           serialization.NoEncryption()))
    return str(cert_path), str(key_path)
