"""What a walk found: the ten steps, the further checks, every seal, the verdict decided
once (``engine.verdict``), and the ``--json`` contract that writes it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from verifier_app.core.bundle import Bundle
from verifier_app.core.chain import ChainScan
from verifier_app.core.messages import Message, sentences
from verifier_app.core.results import SealResult, Status, StepResult
from verifier_app.engine.paper_check import PaperRow, paper_verdict
from verifier_app.engine.requirements import Requirement
from verifier_app.engine.sealed_before_open import P1bSummary
from verifier_app.engine.trust import Rung
from verifier_app.engine.verdict import VerdictSummary
from verifier_app.engine.verified_lines import VerifiedLines

if TYPE_CHECKING:
    from verifier_app.engine.check_settings import CheckSettings
    from verifier_app.engine.commitments import Identities
    from verifier_app.engine.properties import Properties
    from verifier_app.stats.step7 import Recounted


@dataclass(frozen=True)
class WalkReport:
    bundle: Bundle
    steps: list[StepResult]
    seals: list[SealResult]
    lines: VerifiedLines
    asks_chain: ChainScan | None
    summary: VerdictSummary  # decided once, at the end of the walk
    problems: list[str] = field(default_factory=list)
    properties: Properties | None = None  # None: no line's properties were concluded
    paper: list[PaperRow] = field(default_factory=list)
    commitments: Identities | None = None  # the blind season's (None: not opened)
    checks: list[StepResult] = field(default_factory=list)  # beyond the ten steps
    trust: tuple[Rung, ...] = ()  # the trust ladder's rungs, decided with the verdict
    p1b: P1bSummary | None = None  # the central claim summed up (engine.sealed_before_open)
    requirements: tuple[Requirement, ...] = ()  # the standard's checklist (Section 3.13)
    # What the anchors were checked against (the report's first page names it).
    settings: CheckSettings | None = field(default=None, compare=False)
    # Step 7's verified forecast rows and figures, reused by the statistics.
    recounted: Recounted | None = field(default=None, repr=False, compare=False)

    @property
    def book(self) -> ChainScan | None:
        return self.lines.book

    @property
    def verdict_summary(self) -> VerdictSummary:
        return self.summary

    @property
    def verdict(self) -> str:
        """pass, incomplete or fail: the ``--json`` word (see ``engine.verdict``)."""
        return self.summary.verdict.contract_word

    @property
    def has_inputs(self) -> bool:
        """Whether anything at all could be checked; otherwise the input is unusable."""
        return bool(self.seals) or any(s.status != Status.NOT_CHECKED for s in self.steps)

    def unusable_reason(self) -> Message:
        """Why nothing of the bundle can be verified, with the problems its files have."""
        reason = Message.of("open.nothing_usable", label=self.bundle.label)
        return sentences([reason, *(Message.of("join.text", text=p) for p in self.problems)])

    @property
    def verified_through(self) -> int:
        """Book lines 1..N are verified: inside a stamped prefix that matched (P2) and before
        any line the chain check rejected. 0 when no seal of the book passed."""
        return self.lines.verified_through

    def line_status(self, n: int) -> str:
        """``verified``, ``not_sealed`` (after the last matching seal) or ``failed``."""
        return self.lines.line_status(n)

    def step(self, step_id: str) -> StepResult:
        return next(s for s in self.steps if s.id == step_id)

    def to_json(self) -> dict[str, Any]:
        book = self.book.result if self.book else None
        return {
            "verdict": self.verdict,
            "demo": self.bundle.is_demo,
            "steps": [s.to_json() for s in self.steps],
            "book": _chain_json(book),
            "verified_through": self.verified_through,
            "asks_chain": _chain_json(self.asks_chain.result if self.asks_chain else None),
            "seals": [s.to_json() for s in self.seals],
            "problems": self.problems,
            "properties": self.properties.to_json() if self.properties else {},
            "paper": [row.to_json() for row in self.paper],
            "paper_verdict": paper_verdict(self.paper),
            "commitments": self.commitments.to_json() if self.commitments else {},
            "checks": [c.to_json() for c in self.checks],
            "verdict_reasons": self.summary.to_json(),
            "verdict_detail": self.summary.verdict.value,
            "headline": self.summary.headline.to_json() if self.summary.headline else None,
            "warnings": self.summary.warnings,
            "trust_ladder": [r.to_json() for r in self.trust],
            "p1b_summary": self.p1b.to_json() if self.p1b else None,
            "requirements": [r.to_json() for r in self.requirements],
        }


def _chain_json(result: Any) -> dict[str, Any] | None:
    if result is None:
        return None
    data = result.to_json()
    data["path"] = result.path
    return data
