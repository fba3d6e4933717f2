"""A small Electrum-protocol server on 127.0.0.1 for tests: newline-delimited JSON-RPC
over TCP, serving exactly the headers a test hands it (``server.version``,
``blockchain.headers.subscribe``, ``blockchain.block.headers``). It stops on exit."""

from __future__ import annotations

import json
import socketserver
import threading
import time
from typing import Any

CHUNK = 2016


class ElectrumServer:
    """``headers``: height -> 80 raw bytes; the tip is the highest. ``delay``: seconds
    before each answer. ``requests`` records each method asked."""

    def __init__(self, headers: dict[int, bytes], *, delay: float = 0.0) -> None:
        self.headers = headers
        self.delay = delay
        self.requests: list[str] = []
        owner = self

        class Handler(socketserver.StreamRequestHandler):
            def handle(self) -> None:
                for line in self.rfile:
                    try:
                        self.wfile.write(owner.answer(json.loads(line)) + b"\n")
                    except (BrokenPipeError, ConnectionResetError):
                        return

        self.server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, args=(0.05,),
                                       daemon=True)

    @property
    def address(self) -> str:
        return f"tcp://127.0.0.1:{self.server.server_address[1]}"

    def answer(self, call: dict[str, Any]) -> bytes:
        self.requests.append(call["method"])
        if self.delay:
            time.sleep(self.delay)
        result: Any = None
        if call["method"] == "server.version":
            result = ["test-electrum 1.0", "1.4"]
        elif call["method"] == "blockchain.headers.subscribe":
            tip = max(self.headers)
            result = {"height": tip, "hex": self.headers[tip].hex()}
        elif call["method"] == "blockchain.block.headers":
            first, count = call["params"]
            found = b""
            for height in range(first, first + min(count, CHUNK)):
                if height not in self.headers:
                    break
                found += self.headers[height]
            result = {"count": len(found) // 80, "hex": found.hex(), "max": CHUNK}
        return json.dumps({"jsonrpc": "2.0", "id": call["id"], "result": result}).encode()

    def __enter__(self) -> ElectrumServer:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()
