"""Small block-header servers on 127.0.0.1 for tests: an Esplora-style explorer and a
Bitcoin Core-style JSON-RPC node. Both serve exactly the headers a test hands them.

Esplora routes: ``GET /api/block-height/<h>`` -> hash text, ``GET /api/block/<hash>/header``
-> header hex, ``GET /api/block/<hash>`` -> JSON with ``mediantime``.
"""

from __future__ import annotations

import base64
import hashlib
import json
import struct
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


def display_hash(raw_header: bytes) -> str:
    return hashlib.sha256(hashlib.sha256(raw_header).digest()).digest()[::-1].hex()


class _Server:
    """A threaded HTTP server on a free loopback port, stopped on exit."""

    def __init__(self, handler: type[BaseHTTPRequestHandler]) -> None:
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.httpd.daemon_threads = True
        self.httpd.block_on_close = False  # a deliberately slow handler must not hang exit
        self.httpd.owner = self  # type: ignore[attr-defined]
        self.requests: list[str] = []
        self._thread = threading.Thread(target=self.httpd.serve_forever, args=(0.05,),
                                        daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}"

    def __enter__(self) -> _Server:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


class _Handler(BaseHTTPRequestHandler):
    def log_message(self, *args: Any) -> None:  # keep test output quiet
        pass

    @property
    def owner(self) -> Any:
        return self.server.owner  # type: ignore[attr-defined]

    def reply(self, status: int, body: bytes, kind: str = "text/plain") -> None:
        try:
            self.send_response(status)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):  # the client gave up (a timeout test)
            pass


class EsploraServer(_Server):
    """``headers``: height -> 80 raw bytes. ``hash_for``: height -> the hash to name instead
    of the header's real one (a lying explorer). ``delay``: seconds to wait before answering.
    ``mediantime`` values are sent as given (any JSON value); ``block_json`` replaces the
    whole block description with these bytes."""

    def __init__(self, headers: dict[int, bytes], *, delay: float = 0.0,
                 mediantime: dict[int, Any] | None = None,
                 hash_for: dict[int, str] | None = None,
                 block_json: bytes | None = None, bulk: bool = False) -> None:
        super().__init__(_EsploraHandler)
        self.delay = delay
        self.bulk = bulk  # also serve ``/blocks/<height>``: ten blocks described in JSON
        self.headers = headers
        self.mediantime = mediantime or {}
        self.block_json = block_json
        self.hash_by_height = {h: display_hash(raw) for h, raw in headers.items()}
        self.hash_by_height.update(hash_for or {})
        self.header_by_hash = {self.hash_by_height[h]: raw for h, raw in headers.items()}
        self.height_by_hash = {v: k for k, v in self.hash_by_height.items()}

    @property
    def url(self) -> str:
        return super().url + "/api"


class _EsploraHandler(_Handler):
    def do_GET(self) -> None:
        server: EsploraServer = self.owner
        server.requests.append(self.path)
        if server.delay:
            time.sleep(server.delay)
        parts = self.path.strip("/").split("/")
        if server.bulk and parts[:2] == ["api", "blocks"] and len(parts) == 3:
            start = int(parts[2])
            if start > max(server.headers, default=-1):  # above the tip, as Esplora says
                return self._answer(None)
            return self._answer(json.dumps(blocks_from(server, start)).encode())
        if parts[:2] == ["api", "block-height"] and len(parts) == 3:
            found = server.hash_by_height.get(int(parts[2]))
            return self._answer(found.encode() if found else None)
        if parts[:2] == ["api", "block"] and len(parts) in (3, 4):
            raw = server.header_by_hash.get(parts[2])
            if raw is None:
                return self._answer(None)
            if len(parts) == 4 and parts[3] == "header":
                return self._answer(raw.hex().encode())
            if server.block_json is not None:
                return self._answer(server.block_json)
            height = server.height_by_hash[parts[2]]
            info = {"id": parts[2], "height": height, "mediantime": server.mediantime.get(height)}
            return self._answer(json.dumps(info).encode())
        return self._answer(None)

    def _answer(self, body: bytes | None) -> None:
        if body is None:
            self.reply(404, b"Block not found")
        else:
            self.reply(200, body)


def blocks_from(server: EsploraServer, start: int) -> list[dict[str, Any]]:
    """Esplora's description of ``start`` and the nine blocks below it, as far as known."""
    found = []
    for height in range(start, start - 10, -1):
        raw = server.headers.get(height)
        if raw is None:
            continue
        version, = struct.unpack_from("<i", raw, 0)
        stamp, bits, nonce = struct.unpack_from("<III", raw, 68)
        found.append({"id": server.hash_by_height[height], "height": height,
                      "version": version, "timestamp": stamp, "bits": bits, "nonce": nonce,
                      "previousblockhash": raw[4:36][::-1].hex(),
                      "merkle_root": raw[36:68][::-1].hex(),
                      "mediantime": server.mediantime.get(height)})
    return found


class BitcoinRpcServer(_Server):
    """Bitcoin Core's getblockhash / getblockheader over JSON-RPC with basic auth.
    ``results``: (method, verbose or None) -> a result to send instead, as given; ``raw``:
    bytes to send instead of every JSON-RPC answer."""

    def __init__(self, headers: dict[int, bytes], user: str, password: str,
                 mediantime: dict[int, Any] | None = None) -> None:
        super().__init__(_RpcHandler)
        self.results: dict[tuple[str, bool | None], Any] = {}
        self.raw: bytes | None = None
        self.auth = "Basic " + base64.b64encode(f"{user}:{password}".encode()).decode()
        self.mediantime = mediantime or {}
        self.hash_by_height = {h: display_hash(raw) for h, raw in headers.items()}
        self.header_by_hash = {self.hash_by_height[h]: raw for h, raw in headers.items()}
        self.height_by_hash = {v: k for k, v in self.hash_by_height.items()}


class _RpcHandler(_Handler):
    def do_POST(self) -> None:
        server: BitcoinRpcServer = self.owner
        length = int(self.headers.get("Content-Length", "0"))
        call = json.loads(self.rfile.read(length))
        server.requests.append("batch" if isinstance(call, list) else call["method"])
        if self.headers.get("Authorization") != server.auth:
            return self.reply(401, b"")
        if isinstance(call, list):  # a batch: one answer per call, in one reply
            answers = [dict(zip(("result", "error"), self._call(server, c["method"],
                                                                c["params"]), strict=True),
                            id=c["id"]) for c in call]
            return self.reply(200, json.dumps(answers).encode(), "application/json")
        if server.raw is not None:
            return self.reply(200, server.raw, "application/json")
        verbose = call["params"][1] if call["method"] == "getblockheader" else None
        if (call["method"], verbose) in server.results:
            result, error = server.results[(call["method"], verbose)], None
        else:
            result, error = self._call(server, call["method"], call["params"])
        body = json.dumps({"result": result, "error": error, "id": call["id"]}).encode()
        self.reply(500 if error else 200, body, "application/json")

    @staticmethod
    def _call(server: BitcoinRpcServer, method: str, params: list[Any]) -> tuple[Any, Any]:
        if method == "getblockcount":
            return max(server.hash_by_height, default=0), None
        if method == "getblockhash":
            found = server.hash_by_height.get(params[0])
            if found is None:
                return None, {"code": -8, "message": "Block height out of range"}
            return found, None
        raw = server.header_by_hash.get(params[0])
        if method != "getblockheader" or raw is None:
            return None, {"code": -5, "message": "Block not found"}
        if not params[1]:
            return raw.hex(), None
        height = server.height_by_hash[params[0]]
        return {"hash": params[0], "height": height,
                "mediantime": server.mediantime.get(height)}, None
