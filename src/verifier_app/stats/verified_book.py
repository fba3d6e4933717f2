"""What the statistics read of a walk, as small protocols rather than the whole report.

The walk's ``VerifiedLines`` (engine) is a ``VerifiedBook``; its ``WalkReport`` is a
``WalkedBook``. The statistics depend on these few names only, so a test or another caller
can hand them any object that has them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from verifier_app.anchors.properties import Properties
    from verifier_app.engine.chain import ChainScan
    from verifier_app.engine.results import StepResult
    from verifier_app.stats.step7 import Recounted


class VerifiedBook(Protocol):
    """The book's scan and each line's status (verified, not_sealed, failed)."""

    @property
    def book(self) -> ChainScan | None: ...

    def line_status(self, n: int) -> str: ...


class WalkedBook(VerifiedBook, Protocol):
    """A finished walk: its steps, the lines' properties and the recount of step 7."""

    @property
    def properties(self) -> Properties | None: ...

    @property
    def recounted(self) -> Recounted | None: ...

    def step(self, step_id: str) -> StepResult: ...
