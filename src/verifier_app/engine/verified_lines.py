"""Which book lines are verified: inside a stamped prefix that matched (P2) and before any
line the chain check rejected. Decided once the seals are concluded, before the anchors, the
recount and the line properties, which all read it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from verifier_app.core.chain import ChainScan
from verifier_app.core.results import SealResult, Status

VERIFIED = "verified"
NOT_SEALED = "not_sealed"
FAILED = "failed"


@dataclass(frozen=True)
class VerifiedLines:
    """The book's scan and how far its lines are verified; the small view of a walk that
    the statistics need (see ``stats.verified_book``)."""

    book: ChainScan | None
    verified_through: int = 0  # lines 1..N are verified; 0 when no seal of the book passed
    first_bad_line: int | None = field(default=None)

    def line_status(self, n: int) -> str:
        """``verified``, ``not_sealed`` (after the last matching seal) or ``failed``."""
        if n <= self.verified_through:
            return VERIFIED
        bad = self.first_bad_line
        return FAILED if bad is not None and n >= bad else NOT_SEALED


def verified_lines(book: ChainScan | None, seals: Sequence[SealResult]) -> VerifiedLines:
    if book is None:
        return VerifiedLines(None)
    result = book.result
    sealed = max((c.lines for s in seals for c in s.covers
                  if c.file == result.path and c.status == Status.PASS), default=0)
    good = result.first_bad_line - 1 if result.first_bad_line else result.lines
    return VerifiedLines(book, min(sealed, good), result.first_bad_line)
