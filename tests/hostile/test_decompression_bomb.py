"""A packed answer is capped while it inflates (issue 26, item 6): a megabyte of gzip from an
explorer, a log or a node that would unpack to a gibibyte is refused at the body cap, and
never more than the cap and one piece are held. A loopback server sends the bombs."""

from __future__ import annotations

import gzip
import struct
import threading
import tracemalloc
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from verifier_app import net, net_decode
from verifier_app.fetch.client import FetchError
from verifier_app.fetch.responses import too_large

GIB = 1 << 30


def zero_bomb(mebibytes: int) -> bytes:
    """gzip of ``mebibytes`` MiB of zero bytes (about 1,000 : 1). Each MiB is packed alike
    after a full flush, so one packed MiB is repeated instead of packing a gibibyte."""
    packer, block = zlib.compressobj(9, zlib.DEFLATED, -zlib.MAX_WBITS), bytes(1 << 20)
    one = packer.compress(block) + packer.flush(zlib.Z_FULL_FLUSH)
    crc = 0
    for _ in range(mebibytes):
        crc = zlib.crc32(block, crc)
    trailer = struct.pack("<II", crc, (mebibytes << 20) & 0xFFFFFFFF)
    return b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff" + one * mebibytes + packer.flush() + \
        trailer


BOMB = zero_bomb(GIB >> 20)  # about 1 MB sent, 1 GiB unpacked


class _Packed(BaseHTTPRequestHandler):
    body = b""
    encoding = "gzip"

    def do_GET(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Encoding", self.encoding)
        self.send_header("Content-Length", str(len(self.body)))
        self.end_headers()
        self.wfile.write(self.body)

    def log_message(self, *args: object) -> None:
        pass


@contextmanager
def serving(body: bytes, encoding: str = "gzip") -> Iterator[str]:
    handler = type("Handler", (_Packed,), {"body": body, "encoding": encoding})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/block"
    finally:
        server.shutdown()
        server.server_close()


def test_the_bomb_is_a_megabyte_of_real_gzip():
    """The same construction, at 16 MiB, is gzip Python's own reader takes whole."""
    assert 1_000_000 < len(BOMB) < 1_100_000
    assert gzip.decompress(zero_bomb(16)) == bytes(16 << 20)


def test_a_gzip_bomb_stops_at_the_body_cap_holding_no_more_than_the_cap():
    tracemalloc.start()
    try:
        with serving(BOMB) as url, net.make_client() as client, \
                pytest.raises(net.NetError) as refused:
            net.request_once(client, "GET", url, seconds=30.0, cap=net.DEFAULT_CAP)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert refused.value.kind == net.TOO_LARGE
    assert str(refused.value) == "sent an answer far too large"
    # the 1 MiB cap, one 64 KiB piece, the sent chunk and the bytearray's growth margin
    assert peak < 8 * net.DEFAULT_CAP, f"peak {peak:,} bytes"


def test_four_bombs_at_once_stay_bounded():
    tracemalloc.start()
    errors: list[str] = []

    def one(url: str) -> None:
        with net.make_client() as client:
            try:
                net.request_once(client, "GET", url, seconds=30.0)
            except net.NetError as exc:
                errors.append(exc.kind)

    try:
        with serving(BOMB) as url:
            threads = [threading.Thread(target=one, args=(url,)) for _ in range(4)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert errors == [net.TOO_LARGE] * 4
    assert peak < 4 * 8 * net.DEFAULT_CAP, f"peak {peak:,} bytes"


def test_gzip_in_gzip_is_unpacked_layer_by_layer_and_capped():
    double = gzip.compress(BOMB)  # "gzip, gzip": a gibibyte behind two layers
    with serving(double, "gzip, gzip") as url, net.make_client() as client, \
            pytest.raises(net.NetError) as refused:
        net.request_once(client, "GET", url, seconds=30.0)
    assert refused.value.kind == net.TOO_LARGE


def test_the_sent_bytes_count_against_the_cap_too():
    # 2 MiB of gzip members that unpack to nothing: nothing to keep, yet too much was sent
    empty = gzip.compress(b"") * (2 * net.DEFAULT_CAP // len(gzip.compress(b"")) + 1)
    with serving(empty) as url, net.make_client() as client, \
            pytest.raises(net.NetError) as refused:
        net.request_once(client, "GET", url, seconds=30.0)
    assert refused.value.kind == net.TOO_LARGE


@pytest.mark.parametrize(("encoding", "body", "said"), [
    ("br", b"\x1b\x03\x00\xf8\xa5\x90", "(Content-Encoding: br)"),
    ("zstd", b"(\xb5/\xfd", "(Content-Encoding: zstd)"),
    ("gzip", b"\x1f\x8b\x08\x00 this is not deflate data at all", "(Content-Encoding: gzip)"),
    ("gzip, gzip, gzip", gzip.compress(b"{}", mtime=0), "(Content-Encoding: gzip, gzip, gzip)"),
], ids=["br", "zstd", "gzip-damaged", "gzip-three-layers"])
def test_an_encoding_not_asked_for_or_damaged_is_a_sentence(encoding, body, said):
    with serving(body, encoding) as url, net.make_client() as client, \
            pytest.raises(net.NetError) as refused:
        net.request_once(client, "GET", url, seconds=10.0)
    assert refused.value.kind == net.ENCODING
    assert str(refused.value) == f"sent a packed answer the app does not unpack {said}"


def test_an_honest_packed_answer_still_arrives_whole():
    answer = b'{"height": 358391, "ok": true}' * 1000
    for encoding, packed in (("gzip", gzip.compress(answer)), ("deflate", zlib.compress(answer)),
                             ("deflate", zlib.compress(answer, wbits=-15)),
                             ("gzip, gzip", gzip.compress(gzip.compress(answer)))):
        with serving(packed, encoding) as url, net.make_client() as client:
            assert net.request_once(client, "GET", url, seconds=10.0).body == answer


def test_the_app_asks_only_for_what_it_unpacks():
    with net.make_client() as client:
        assert client.headers["accept-encoding"] == "gzip, deflate"


def test_the_downloader_refuses_the_bomb_at_its_own_cap(tmp_path):
    """The downloader asks for no packing at all; a server that packs anyway is capped."""
    from verifier_app.fetch.client import Downloader
    from verifier_app.fetch.policy import FetchPolicy

    with serving(BOMB) as url:
        client = Downloader(FetchPolicy(timeout=30.0, retries=0))
        try:
            with pytest.raises(FetchError) as refused:
                client.read(url, cap=4 << 20, label="manifest.json")
        finally:
            client.close()
    assert str(refused.value) == str(too_large("manifest.json", 4 << 20))
    assert str(refused.value).startswith("manifest.json is larger than the 4")


@settings(max_examples=60, deadline=None)
@given(st.binary(max_size=20_000), st.integers(min_value=1, max_value=5000),
       st.sampled_from(["gzip", "deflate"]))
def test_any_honest_body_in_any_chunking_unpacks_to_itself(answer, size, encoding):
    packed = gzip.compress(answer) if encoding == "gzip" else zlib.compress(answer)
    chunks = [packed[i:i + size] for i in range(0, len(packed), size)]
    pieces = list(net_decode.decoded(chunks, encoding))
    assert b"".join(pieces) == answer
    assert all(len(p) <= net_decode.PIECE for p in pieces)
