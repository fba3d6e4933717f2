"""Peak memory while four requests at once receive a gzip bomb (issue 26, item 6).

A loopback server answers every request with about 1 MB of gzip that unpacks to 1 GiB of
zeros; four threads ask it at once through ``net.request_once`` with the default 1 MiB
body cap. Each must be refused as too large, and the process's peak resident memory
(``ru_maxrss``) is printed beside the figure before any request was made.

    python benchmarks/gzip_bomb_memory.py [--requests 4] [--mebibytes 1024]
"""

from __future__ import annotations

import argparse
import resource
import struct
import threading
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from verifier_app import net


def zero_bomb(mebibytes: int) -> bytes:
    """gzip of ``mebibytes`` MiB of zeros, one packed MiB repeated after full flushes."""
    packer, block = zlib.compressobj(9, zlib.DEFLATED, -zlib.MAX_WBITS), bytes(1 << 20)
    one = packer.compress(block) + packer.flush(zlib.Z_FULL_FLUSH)
    crc = 0
    for _ in range(mebibytes):
        crc = zlib.crc32(block, crc)
    trailer = struct.pack("<II", crc, (mebibytes << 20) & 0xFFFFFFFF)
    return b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff" + one * mebibytes + packer.flush() + \
        trailer


def serve(body: bytes) -> ThreadingHTTPServer:
    class Bomb(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(200)
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Bomb)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=4)
    parser.add_argument("--mebibytes", type=int, default=1024)
    args = parser.parse_args()
    body = zero_bomb(args.mebibytes)
    server = serve(body)
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    before = peak_mb()
    outcomes: list[str] = []

    def one() -> None:
        with net.make_client() as client:
            try:
                reply = net.request_once(client, "GET", url, seconds=120.0)
                outcomes.append(f"answer of {len(reply.body):,} bytes")
            except net.NetError as exc:
                outcomes.append(f"refused: {exc}")

    threads = [threading.Thread(target=one) for _ in range(args.requests)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    server.shutdown()
    print(f"{args.requests} requests, {len(body):,} bytes sent each, "
          f"{args.mebibytes:,} MiB unpacked each")
    for outcome in sorted(set(outcomes)):
        print(f"  {outcomes.count(outcome)} x {outcome}")
    print(f"peak resident memory: {peak_mb():.0f} MB (before the requests: {before:.0f} MB)")


if __name__ == "__main__":
    main()
