"""What the statistics read of a finished walk, as a small protocol rather than the whole
report: its steps, the lines' properties and step 7's recount (``Recounted``), on top of the
verified book. The walk's ``WalkReport`` (engine) is one; it is passed in by whoever walked.
"""

from __future__ import annotations

from typing import Any, Protocol

from verifier_app.core.results import StepResult
from verifier_app.stats.step7 import Recounted
from verifier_app.stats.verified_book import VerifiedBook


class WalkedBook(VerifiedBook, Protocol):
    """A finished walk: its steps, the lines' properties and the recount of step 7."""

    @property
    def properties(self) -> Any: ...  # the walk's Properties (engine.properties)

    @property
    def recounted(self) -> Recounted | None: ...

    def step(self, step_id: str) -> StepResult: ...
