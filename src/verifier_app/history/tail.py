"""The lines after a recorded head: each one's seal and link recomputed, the first's ``prev``
against the head's link, and the prefix hash carried on from the head's (issue 29, item 3;
Appendix B steps 3 and 4 over the new lines only).

The head's lines were verified at the reader's earlier check and are only hashed again
(``prefix.read_head``); here the rules of every new line are applied by the one line
checker (``engine.line_rules.check_line``), in order, in this process: a day adds a few
hundred lines, not a season.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import BinaryIO

from verifier_app.engine.chain import ChainScan, Prefix
from verifier_app.engine.line_rules import MAX_LINE_BYTES, REASONS, RULE_ORDER, check_line
from verifier_app.engine.results import ChainResult
from verifier_app.history.prefix import HeadRead, RecordedHead


@dataclass(frozen=True)
class TailScan:
    """The whole book's scan as the seals' claims read it, and how many lines were walked."""

    scan: ChainScan
    lines_scanned: int  # the new lines whose seal and link were recomputed


def scan_tail(stream: BinaryIO, head: HeadRead, recorded: RecordedHead, path: str,
              size: int, checkpoints: set[int]) -> TailScan:
    """Read ``stream`` on from line N+1 (where ``read_head`` left it)."""
    result = ChainResult(path=path, size=size)
    digest = head.digest
    prefixes = {n: Prefix(n, sha, link) for n, (sha, link) in head.checkpoints.items()}
    prefixes[recorded.lines] = Prefix(recorded.lines, recorded.sha256, recorded.last_link)
    position, previous, unfinished = recorded.lines, recorded.last_link, b""
    while raw := stream.readline(MAX_LINE_BYTES + 1):
        if not raw.endswith(b"\n") and len(raw) <= MAX_LINE_BYTES:
            unfinished = raw  # a last line without LF is not yet part of the book
            break
        position += 1
        rules, link = _rules(stream, raw, position, previous, digest)
        if rules and result.first_bad_line is None:
            _first_problem(result, position, rules)
        previous = link or ""
        if position in checkpoints:
            prefixes[position] = Prefix(position, digest.hexdigest(), link)
    result.lines = position
    whole = digest.copy()
    whole.update(unfinished)
    result.sha256 = whole.hexdigest()
    result.partial_last_line = bool(unfinished)
    result.chain_ok = result.first_bad_line is None and position > 0
    return TailScan(ChainScan(result, prefixes), position - recorded.lines)


def _rules(stream: BinaryIO, raw: bytes, position: int, previous: str,
           digest: object) -> tuple[list[str], str | None]:
    """The rules line ``position`` breaks, and its link."""
    if not raw.endswith(b"\n"):  # far too long: hashed in parts, never kept
        digest.update(raw)  # type: ignore[attr-defined]
        while chunk := stream.readline(MAX_LINE_BYTES):
            digest.update(chunk)  # type: ignore[attr-defined]
            if chunk.endswith(b"\n"):
                break
        return ["too_long"], None
    digest.update(raw)  # type: ignore[attr-defined]
    verdict = check_line(raw, position)
    rules = verdict.rules
    if verdict.prev is not None and verdict.prev != previous:
        rules.append("prev")
    return rules, verdict.link


def _first_problem(result: ChainResult, position: int, rules: list[str]) -> None:
    rule = min(rules, key=RULE_ORDER.index)
    result.first_bad_line, result.rule = position, rule
    result.problem = f"Line {position}: {REASONS[rule]}."
