"""A hostile server on 127.0.0.1 that answers every request one byte at a time.

``SlowDripServer(part="body")`` sends a proper status line and headers at once, then the
body one byte every ``interval`` seconds; ``part="head"`` drips the status line and
headers themselves. Either way each reply stops by itself after ``max_seconds`` (and so
does the server's loop when the test leaves it), so nothing outlives the test.
``redirect_to`` makes it answer 302 to that address instead.
"""

from __future__ import annotations

import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class SlowDripServer:
    def __init__(self, part: str = "body", interval: float = 0.25,
                 max_seconds: float = 20.0, redirect_to: str | None = None) -> None:
        self.part = part
        self.interval = interval
        self.max_seconds = max_seconds
        self.redirect_to = redirect_to
        self.requests: list[str] = []
        self.stopped = threading.Event()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _handler_for(self))
        self._server.daemon_threads = True
        self._server.block_on_close = False
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.05,),
                                        daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def __enter__(self) -> SlowDripServer:
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self.stopped.set()
        self._server.shutdown()
        self._server.server_close()

    def drip(self, wfile: Any, data: bytes) -> None:
        """Write ``data`` a byte at a time until done, the time is up or the test left."""
        end = time.monotonic() + self.max_seconds
        for i in range(len(data)):
            if self.stopped.is_set() or time.monotonic() > end:
                return
            try:
                wfile.write(data[i:i + 1])
                wfile.flush()
            except OSError:  # the client gave up, as it should
                return
            self.stopped.wait(self.interval)


def _handler_for(server: SlowDripServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *_: Any) -> None:
            pass

        def do_GET(self) -> None:
            server.requests.append(f"{self.command} {self.path}")
            if server.redirect_to is not None:
                self.send_response(302)
                self.send_header("Location", server.redirect_to + self.path)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            body = b"0" * 4096
            head = (b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n"
                    b"Content-Length: %d\r\n\r\n" % len(body))
            if server.part == "head":
                server.drip(self.wfile, head + body)
                return
            self.wfile.write(head)
            self.wfile.flush()
            server.drip(self.wfile, body)

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", "0") or 0)
            self.rfile.read(min(length, 1 << 20))
            self.do_GET()

    return Handler
