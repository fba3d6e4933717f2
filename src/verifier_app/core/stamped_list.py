"""Reading a stamped list (SPEC section 4, Appendix B step 2).

A stamped list is a short text; among other lines it holds one per book it commits to::

    daily/council/book.jsonl: 159 lines, sha256 59673b9e…a7d9, last link 378273fd…5b2c
"""

from __future__ import annotations

import re
from dataclasses import dataclass

COVER_LINE = re.compile(
    rb"^(?P<book>[^\s:][^:\r\n]*?):\s+(?P<lines>\d+)\s+lines?,\s+sha256\s+(?P<sha>[0-9a-f]{64}),"
    rb"\s+last link\s+(?P<link>[0-9a-f]{64})\s*$",
    re.MULTILINE,
)
MAX_LINE_COUNT_DIGITS = 15


@dataclass(frozen=True)
class ListedBook:
    """One claim of a stamped list: the first ``lines`` lines of ``book``."""

    book: str
    lines: int
    sha256: str
    last_link: str
    problem: str = ""  # set when the claim itself cannot be true


def parse_stamped_list(data: bytes) -> list[ListedBook]:
    """Every book line of a stamped list, in the order written."""
    return [_claim(m) for m in COVER_LINE.finditer(data)]


def _claim(match: re.Match[bytes]) -> ListedBook:
    book = match["book"].decode("utf-8", "replace").strip()
    digits = match["lines"].lstrip(b"0") or b"0"
    problem = ""
    if len(digits) > MAX_LINE_COUNT_DIGITS:  # no book has 10**15 lines; int() would balk
        lines = 0
        problem = (f"The stamped list claims {book} has a {len(digits):,}-digit number of "
                   "lines; no book is that long, so the claim cannot hold.")
    else:
        lines = int(digits)
    return ListedBook(book, lines, match["sha"].decode(), match["link"].decode(), problem)


def looks_like_stamped_list(data: bytes) -> bool:
    return COVER_LINE.search(data) is not None


def render_stamped_list(stamped_at: str, covers: list[ListedBook]) -> bytes:
    """The text of a stamped list as the demo operator writes it."""
    lines = [
        "stamped list (sealed before the open)",
        f"stamped at {stamped_at}",
        "rule: each book is hashed as stored (UTF-8, no byte-order mark, nothing re-encoded "
        "or normalised); every line ends with LF; the hash of N lines covers lines 1..N, "
        "each with its LF; a last line without LF is not yet counted.",
        "line rule: seal = sha256(json.dumps(line without seal, link, prev, n, "
        "sort_keys=True, ensure_ascii=False)); link = sha256(json.dumps(line without link, "
        "sort_keys=True, ensure_ascii=False)); prev = link of the line before.",
    ]
    lines += [
        f"{c.book}: {c.lines} lines, sha256 {c.sha256}, last link {c.last_link}" for c in covers
    ]
    return ("\n".join(lines) + "\n").encode("utf-8")
