"""What a witness statement is made from: a finished walk's bundle and its seals.

Named here as a protocol, so the witness stands below the walk and never imports it: the
walk's report (``engine.walk_report.WalkReport``) is one, and is passed in by the command
line and the window.
"""

from __future__ import annotations

from typing import Protocol

from verifier_app.core.bundle import Bundle
from verifier_app.core.results import SealResult


class Walked(Protocol):
    @property
    def bundle(self) -> Bundle: ...

    @property
    def seals(self) -> list[SealResult]: ...
