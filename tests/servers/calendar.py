"""A small OpenTimestamps calendar on 127.0.0.1 for tests.

Route: ``GET /timestamp/<commitment hex>`` (what the ``opentimestamps`` library's
``RemoteCalendar.get_timestamp`` asks). The test sets what it answers, and may change it
between walks: ``pending()`` (404 with the real calendars' words), ``complete(answers)``
(200 with the timestamp bytes for each commitment), ``garbage(status, body)`` (the same
answer for every commitment), or ``redirect(location)``. Complete answers are built with
the demo's own chain builder (``calendar_answer``): a real upgrade path ending in a
``BitcoinBlockHeaderAttestation`` whose header the test's loopback explorer serves.
"""

from __future__ import annotations

from opentimestamps.core.serialize import BytesDeserializationContext, BytesSerializationContext
from opentimestamps.core.timestamp import DetachedTimestampFile

from tests.servers.esplora import _Handler, _Server
from verifier_app.anchors.ots_demo import make_demo_chain

PENDING_WORDS = b"Pending confirmation in Bitcoin blockchain"


def calendar_answer(commitment: bytes, height: int,
                    header_time: int = 1_792_500_000) -> tuple[bytes, dict[int, bytes]]:
    """What a calendar sends once it has anchored ``commitment`` in block ``height``: the
    timestamp from the commitment on (no file header), and the block's header."""
    chain = make_demo_chain({height: [commitment]}, {height: header_time})
    whole = DetachedTimestampFile.deserialize(
        BytesDeserializationContext(chain.proofs[commitment]))
    ctx = BytesSerializationContext()
    whole.timestamp.serialize(ctx)
    return ctx.getbytes(), chain.headers


class CalendarServer(_Server):
    def __init__(self) -> None:
        super().__init__(_CalendarHandler)
        self.mode = "pending"
        self.answers: dict[str, bytes] = {}  # commitment hex -> timestamp bytes
        self.status = 200
        self.body = b""
        self.location = ""

    def pending(self) -> None:
        self.mode = "pending"

    def complete(self, answers: dict[bytes, bytes]) -> None:
        self.mode, self.answers = "complete", {c.hex(): a for c, a in answers.items()}

    def garbage(self, status: int, body: bytes) -> None:
        self.mode, self.status, self.body = "garbage", status, body

    def redirect(self, location: str) -> None:
        self.mode, self.location = "redirect", location


class _CalendarHandler(_Handler):
    def do_GET(self) -> None:
        server: CalendarServer = self.owner
        server.requests.append(self.path)
        parts = self.path.strip("/").split("/")
        if len(parts) != 2 or parts[0] != "timestamp":
            return self.reply(404, b"Not found")
        if server.mode == "redirect":
            self.send_response(302)
            self.send_header("Location", server.location)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        if server.mode == "garbage":
            return self.reply(server.status, server.body, "application/octet-stream")
        answer = server.answers.get(parts[1]) if server.mode == "complete" else None
        if answer is None:
            return self.reply(404, PENDING_WORDS)
        return self.reply(200, answer, "application/octet-stream")
