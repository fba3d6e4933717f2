"""Read chosen book lines by number, as stored bytes, for the line card and the workshop.

The book is streamed line by line and never read whole, so a card for line 3 of a very
large book costs one short read. Nothing is decoded or normalised before hashing: the
seal and link shown on a card are recomputed from the parsed stored bytes with the
paper's rule, exactly as the chain check does.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from verifier_app.core.bundle import BundleFile
from verifier_app.core.canonical import compute_link, compute_seal
from verifier_app.core.errors import Cancelled
from verifier_app.core.line_rules import MAX_LINE_BYTES

CancelCheck = Callable[[], bool]


def iter_lines(book: BundleFile, first: int = 1, last: int | None = None,
               cancel: CancelCheck | None = None, begins: int | None = None
               ) -> Iterator[tuple[int, bytes]]:
    """Lines ``first..last`` (1-based, inclusive) with their stored line ending, if any.

    The one line reader of the app (the chain check streams the same way): a line longer
    than ``MAX_LINE_BYTES`` is given as its first bytes, without LF, and the rest of it is
    skipped, so it reads as broken and the lines after it keep their numbers.
    ``begins``: the byte at which line ``first`` begins, when the caller has just read the
    lines before it (a re-check's prefix check): they are then not read again.
    """
    with book.open() as stream:
        number = 0
        if begins is not None:
            stream.seek(begins)
            number = first - 1
        while last is None or number < last:
            raw = stream.readline(MAX_LINE_BYTES + 1)
            if not raw:
                return
            if len(raw) > MAX_LINE_BYTES and not raw.endswith(b"\n"):
                _skip_rest_of_line(stream)
            number += 1
            if cancel is not None and number % 256 == 0 and cancel():
                raise Cancelled()
            if number >= first:
                yield number, raw


def _skip_rest_of_line(stream) -> None:
    while True:
        chunk = stream.readline(MAX_LINE_BYTES)
        if not chunk or chunk.endswith(b"\n"):
            return


def read_lines(book: BundleFile, numbers: Iterable[int]) -> dict[int, bytes]:
    """The stored bytes of the wanted lines; numbers past the end are simply absent."""
    wanted = {n for n in numbers if n >= 1}
    if not wanted:
        return {}
    found: dict[int, bytes] = {}
    for number, raw in iter_lines(book, min(wanted), max(wanted)):
        if number in wanted:
            found[number] = raw
    return found


def read_line(book: BundleFile, number: int) -> bytes | None:
    return read_lines(book, [number]).get(number)


@dataclass
class LineSummary:
    """The few fields a list of lines shows; ``kind`` is ``?`` for an unreadable line."""

    n: int
    kind: str
    seat: str
    at: str


def summarize(number: int, raw: bytes) -> LineSummary:
    line = parse_line(raw)
    if line is None:
        return LineSummary(number, "?", "", "")
    return LineSummary(number, str(line.get("kind", "")), str(line.get("seat", "")),
                       str(line.get("at", "")))


def summaries(book: BundleFile, first: int, last: int,
              cancel: CancelCheck | None = None) -> list[LineSummary]:
    return [summarize(n, raw) for n, raw in iter_lines(book, first, last, cancel)]


def parse_line(raw: bytes) -> dict[str, Any] | None:
    """The line as a JSON object, or None when it is not one (damaged, BOM, not UTF-8)."""
    try:
        line = json.loads(raw.decode("utf-8").rstrip("\n"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    return line if isinstance(line, dict) else None


@dataclass
class LineCheck:
    """A line's stored seal and link next to the values recomputed from its content."""

    n: int
    raw: bytes
    line: dict[str, Any] | None
    stored_seal: str | None = None
    computed_seal: str | None = None
    stored_link: str | None = None
    computed_link: str | None = None
    problem: str = ""

    @property
    def seal_ok(self) -> bool:
        return self.computed_seal is not None and self.stored_seal == self.computed_seal

    @property
    def link_ok(self) -> bool:
        return self.computed_link is not None and self.stored_link == self.computed_link


def check_line(number: int, raw: bytes) -> LineCheck:
    """Recompute one line's seal and link; say plainly why when that is impossible."""
    check = LineCheck(number, raw, parse_line(raw))
    if raw.startswith(b"\xef\xbb\xbf"):
        check.problem = "The line starts with a byte-order mark, so it is not read as JSON."
    elif raw.endswith(b"\r\n"):
        check.problem = "The line ends with CR LF instead of LF: its bytes were rewritten."
    elif not raw.endswith(b"\n"):
        check.problem = "The line does not end with LF: it is not yet part of the book."
    if check.line is None:
        check.problem = check.problem or "The line is not a readable JSON object."
        return check
    check.stored_seal = _text(check.line.get("seal"))
    check.stored_link = _text(check.line.get("link"))
    try:
        check.computed_seal = compute_seal(check.line)
        check.computed_link = compute_link(check.line)
    except UnicodeEncodeError:
        check.problem = "The line holds a lone surrogate escape, which is not text: its seal " \
            "and link cannot be recomputed."
    return check


def _text(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def first_difference(a: BundleFile, b: BundleFile) -> int | None:
    """The number of the first line whose stored bytes differ between two copies."""
    left, right = iter_lines(a), iter_lines(b)
    while True:
        one, two = next(left, None), next(right, None)
        if one is None and two is None:
            return None
        if one is None or two is None or one[1] != two[1]:
            return (one or two)[0]  # type: ignore[index]
