"""What the statistics read of a walk's book, as a small protocol rather than the whole
report.

The walk's ``VerifiedLines`` (engine) is a ``VerifiedBook`` (a finished walk, with step 7's
recount, is a ``walked_book.WalkedBook``). The statistics depend on these few names only, so
a test or another caller can hand them any object that has them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from verifier_app.core.chain import ChainScan


class VerifiedBook(Protocol):
    """The book's scan and each line's status (verified, not_sealed, failed)."""

    @property
    def book(self) -> ChainScan | None: ...

    def line_status(self, n: int) -> str: ...
