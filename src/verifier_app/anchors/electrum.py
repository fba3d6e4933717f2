"""Block headers in bulk from an Electrum server: JSON-RPC over one TCP (or TLS) stream.

Electrum servers answer ``blockchain.block.headers`` with up to 2,016 headers a call, so
the whole chain on top of a season's anchors takes a handful of requests. The server is
transport only: every header it sends is checked by its own proof of work and linked
(``header_chain``). Every read and write is bounded by the time left, and an answer past
its size limit is dropped, as ``net`` does for HTTP.
"""

from __future__ import annotations

import json
import socket
import ssl
import time
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from verifier_app.anchors.block_headers import HEADER_SIZE, BlockHeader, HeaderError, parse_header
from verifier_app.net import CERTIFICATE, TIMEOUT, UNREACHABLE

CHUNK = 2016  # the most headers a server gives in one answer
MAX_LINE = 2 * CHUNK * HEADER_SIZE + 4096  # one answer of 2,016 headers in hex, and a margin
PROTOCOL = "1.4"


class ElectrumError(Exception):
    """The server gave no usable answer; the message follows the server's name. ``kind``
    is ``net``'s word for a failure that says something of the server (unreachable,
    untrusted, out of time), None for a bad answer."""

    def __init__(self, text: str, kind: str | None = None) -> None:
        super().__init__(text)
        self.kind = kind


@dataclass
class ElectrumServer:
    host: str
    port: int
    tls: bool

    @property
    def name(self) -> str:
        return f"Electrum server {self.host}:{self.port}"


def parse_address(text: str) -> ElectrumServer:
    """``tcp://host:port`` or ``ssl://host:port`` (``host:port`` means TCP)."""
    try:  # urlsplit raises on some malformed addresses ("ssl://[::1", a port of 99999)
        split = urlsplit(text if "://" in text else f"tcp://{text}")
        host, port = split.hostname, split.port
    except ValueError:
        host = port = None
    if split_scheme(text) not in ("tcp", "ssl") or not host or port is None:
        raise ElectrumError(f"{text!r} is not an Electrum server address (tcp://host:port "
                            "or ssl://host:port)")
    return ElectrumServer(host, port, split_scheme(text) == "ssl")


def split_scheme(text: str) -> str:
    return text.split("://", 1)[0].lower() if "://" in text else "tcp"


class ElectrumClient:
    """One connection; requests are answered in order (one at a time)."""

    def __init__(self, server: ElectrumServer, seconds: float) -> None:
        self.server = server
        self.end = time.monotonic() + seconds
        self.seconds = seconds
        self.requests = 0
        try:
            raw = socket.create_connection((server.host, server.port), self._left())
            self.sock = ssl.create_default_context().wrap_socket(
                raw, server_hostname=server.host) if server.tls else raw
        except TimeoutError:
            raise ElectrumError(f"did not answer in time (within {seconds:g} s)",
                                TIMEOUT) from None
        except ssl.SSLError:
            raise ElectrumError("could not be trusted: its certificate did not verify",
                                CERTIFICATE) from None
        except OSError:
            raise ElectrumError("could not be reached", UNREACHABLE) from None
        self.buffer = b""
        self.next_id = 0
        self.call("server.version", ["verifier-app", PROTOCOL])

    def _left(self) -> float:
        left = self.end - time.monotonic()
        if left <= 0:
            raise ElectrumError(f"did not answer in time (within {self.seconds:g} s)", TIMEOUT)
        return left

    def close(self) -> None:
        self.sock.close()

    def __enter__(self) -> ElectrumClient:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def call(self, method: str, params: list[Any]) -> Any:
        self.next_id += 1
        line = json.dumps({"jsonrpc": "2.0", "id": self.next_id, "method": method,
                           "params": params}).encode() + b"\n"
        self.requests += 1
        try:
            self.sock.settimeout(self._left())
            self.sock.sendall(line)
            answer = self._read_line()
        except TimeoutError:
            raise ElectrumError(f"did not answer in time (within {self.seconds:g} s)",
                                TIMEOUT) from None
        except OSError:
            raise ElectrumError("cut the connection off before the whole answer arrived") \
                from None
        return self._result(answer, method)

    def _read_line(self) -> bytes:
        while b"\n" not in self.buffer:
            if len(self.buffer) > MAX_LINE:
                raise ElectrumError("sent an answer far too large")
            self.sock.settimeout(self._left())
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ElectrumError("cut the connection off before the whole answer arrived")
            self.buffer += chunk
        line, _, self.buffer = self.buffer.partition(b"\n")
        return line

    def _result(self, line: bytes, method: str) -> Any:
        try:
            answer = json.loads(line)
        except (ValueError, RecursionError):
            raise ElectrumError("did not answer as an Electrum server does") from None
        if not isinstance(answer, dict) or answer.get("id") != self.next_id:
            raise ElectrumError("did not answer as an Electrum server does")
        if answer.get("error"):
            error = answer["error"]
            message = error.get("message") if isinstance(error, dict) else error
            raise ElectrumError(f"refused {method}: {str(message)[:200]}")
        return answer.get("result")

    def tip_height(self) -> int:
        tip = self.call("blockchain.headers.subscribe", [])
        height = tip.get("height") if isinstance(tip, dict) else None
        if not isinstance(height, int) or isinstance(height, bool) or height < 0:
            raise ElectrumError("did not name the height of its chain's tip")
        return height

    def headers(self, first: int, count: int) -> dict[int, BlockHeader]:
        """Up to ``count`` headers from ``first`` on, in as few calls as the server allows."""
        found: dict[int, BlockHeader] = {}
        height, last = first, first + count - 1
        while height <= last:
            asked = min(CHUNK, last - height + 1)
            got = self._chunk(height, asked)
            if not got:
                break
            found.update(got)
            height += len(got)
        return found

    def _chunk(self, first: int, count: int) -> dict[int, BlockHeader]:
        answer = self.call("blockchain.block.headers", [first, count])
        text = answer.get("hex") if isinstance(answer, dict) else None
        if not isinstance(text, str) or len(text) % (2 * HEADER_SIZE) or \
                len(text) > 2 * HEADER_SIZE * count:
            raise ElectrumError("did not answer with block headers")
        try:
            raw = bytes.fromhex(text)
            return {first + i: parse_header(raw[i * HEADER_SIZE:(i + 1) * HEADER_SIZE])
                    for i in range(len(raw) // HEADER_SIZE)}
        except (ValueError, HeaderError):
            raise ElectrumError("did not answer with block headers") from None
