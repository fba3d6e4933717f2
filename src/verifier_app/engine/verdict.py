"""The one verdict of a walk, decided here and nowhere else, with its reasons in order.

Every view (the text output, ``--json``, the HTML/PDF report, the window's banner, the
seals table, the trust ladder, the statistics tab) reads a ``VerdictSummary``; none of
them counts warnings or combines statuses itself.

- **fail**: some check failed; the reasons name each failed check first.
- **incomplete**: nothing failed, but some check could not be done. Never a pass.
- **pass with warnings**: every check was done and none failed, some with a caveat.
- **pass**: every check was done and passed.

The checks are the ten steps, then the checks beyond them (the paper's printed values, the
sealed identities of the blind season), then each seal that failed. A check that does not
apply to this bundle (``applies`` false: the demo holds none of the paper's values; the
salts are not yet published) is shown, but does not move the verdict.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from verifier_app.core.messages import Lookup, Message
from verifier_app.core.results import SealResult, Status, StepResult
from verifier_app.core.status import STATUS_WORDS
from verifier_app.engine.headline import Headline

SEVERITY = (Status.FAIL, Status.NOT_CHECKED, Status.WARN)


class Verdict(StrEnum):
    PASS = "pass"
    PASS_WITH_WARNINGS = "pass_with_warnings"
    INCOMPLETE = "incomplete"
    FAIL = "fail"

    @property
    def contract_word(self) -> str:
        """The ``verdict`` key of ``--json``: pass, incomplete or fail, as always."""
        return "pass" if self is Verdict.PASS_WITH_WARNINGS else self.value

    @property
    def status(self) -> Status:
        """The mark a view draws for it (a pass with warnings is drawn as a warning)."""
        return {Verdict.PASS: Status.PASS, Verdict.PASS_WITH_WARNINGS: Status.WARN,
                Verdict.INCOMPLETE: Status.NOT_CHECKED, Verdict.FAIL: Status.FAIL}[self]


@dataclass(frozen=True)
class Reason:
    """Why the verdict is what it is: which check, its status, one plain sentence."""

    check: str  # "step3", "paper", "identities", "seal markets/proof/…/130025Z.txt"
    label: str  # "Step 3: The book starts with the stamped lines"
    status: Status
    sentence: str
    failure: StrEnum | None = None  # the check's failure code (``core.failures``)
    message: Message | None = None  # the sentence for views in the reader's language

    def said(self, lookup: Lookup | None = None) -> str:
        """The sentence in the reader's language (``lookup``), or as the engine wrote it."""
        return self.message.render(lookup) if self.message and lookup else self.sentence

    def to_json(self) -> dict[str, Any]:
        return {"check": self.check, "label": self.label, "status": self.status.value,
                "sentence": self.sentence,
                "failure": self.failure.value if self.failure else None}


@dataclass(frozen=True)
class VerdictSummary:
    verdict: Verdict
    warnings: int
    reasons: tuple[Reason, ...]
    # What was proven and at which level, decided beside the verdict (engine.headline).
    headline: Headline | None = None

    @property
    def first_reason(self) -> Reason | None:
        return self.reasons[0] if self.reasons else None

    @property
    def title(self) -> str:
        """The one-word verdict: PASS, PASS WITH 3 WARNINGS, INCOMPLETE: NOT A PASS, FAIL."""
        return TITLES[self.verdict].format(count=self.warnings)

    @property
    def reason_word(self) -> str:
        """FAIL, NOT CHECKED or WARNING: the word before the first reason."""
        return STATUS_WORDS[self.first_reason.status] if self.first_reason else ""

    @property
    def sentence(self) -> str:
        """The line under the title: the first reason ("FAIL: …"), or what a pass means."""
        return self.sentence_in(None, str)

    def sentence_in(self, engine: Lookup | None, text: Lookup) -> str:
        """``sentence`` in the reader's language: ``engine`` for the engine's messages,
        ``text`` for the fixed words (status words, the meanings)."""
        reason = self.first_reason
        if reason is None:
            return text(self.meaning)
        said = reason.said(engine)
        if said == reason.sentence:  # English (or no translation): "FAIL: the book …"
            said = lower_first(text(said))
        return f"{text(self.reason_word)}: {said}"

    @property
    def meaning(self) -> str:
        """What the verdict means for a reader, in one sentence."""
        return MEANINGS[self.verdict]

    def to_json(self) -> list[dict[str, Any]]:
        return [r.to_json() for r in self.reasons]


# The words of each verdict. Views translate these very texts, so they are kept here once.
TITLES = {
    Verdict.PASS: "PASS",
    Verdict.PASS_WITH_WARNINGS: "PASS WITH {count} WARNINGS",
    Verdict.INCOMPLETE: "INCOMPLETE: NOT A PASS",
    Verdict.FAIL: "FAIL",
}
MEANINGS = {
    Verdict.PASS: "PASS: every step was checked and passed.",
    Verdict.PASS_WITH_WARNINGS: "No check failed, but some passed only with a caveat: read "
    "the warnings and the headline's level before relying on it.",
    Verdict.INCOMPLETE: "INCOMPLETE: nothing failed, but some steps could not be checked "
    "(this is not a pass).",
    Verdict.FAIL: "FAIL: at least one check failed. Do not rely on these seals.",
}


def decide(steps: Iterable[StepResult], checks: Iterable[StepResult],
           seals: Iterable[SealResult]) -> VerdictSummary:
    """The verdict over every check that applies, with the reasons most severe first."""
    counted = [c for c in [*steps, *checks] if c.applies]
    reasons = [_reason(c) for c in counted if c.status != Status.PASS]
    reasons += [Reason(f"seal {s.list}", f"Seal {s.list}", Status.FAIL, s.problem,
                       message=s.problem_message)
                for s in seals if s.status == Status.FAIL and s.problem]
    reasons.sort(key=lambda r: SEVERITY.index(r.status))  # stable: steps stay in order
    statuses = {c.status for c in counted}
    warnings = sum(c.status == Status.WARN for c in counted)
    if Status.FAIL in statuses:
        verdict = Verdict.FAIL
    elif Status.NOT_CHECKED in statuses or not counted:
        verdict = Verdict.INCOMPLETE
    elif warnings:
        verdict = Verdict.PASS_WITH_WARNINGS
    else:
        verdict = Verdict.PASS
    return VerdictSummary(verdict, warnings, tuple(reasons))


def _reason(check: StepResult) -> Reason:
    number = check.id.removeprefix("step")
    label = f"Step {number}: {check.title}" if number.isdigit() else check.title
    return Reason(check.id, label, check.status, check.detail, check.failure, check.message)


def lower_first(sentence: str) -> str:
    """'The book …' → 'the book …' after a 'FAIL:'; names and numbers stay as they are."""
    if len(sentence) > 1 and sentence[0].isupper() and sentence[1].islower():
        return sentence[0].lower() + sentence[1:]
    return sentence
