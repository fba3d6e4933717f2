"""The headline: what a walk proved, and at which level, in words.

"Chain intact — times proven by Bitcoin block 972,334 and 2 time-stamp authorities
(level 2+)". It is decided here, beside the verdict, from the steps, the typed anchor
results on the seals and the trust ladder's rungs; every view only renders it. The one-word
verdict (PASS, FAIL, …) stays beside it.

Only an anchor that passed outright counts as proving a time: one that passed with a
warning (the demo's keys and headers, a root the operator supplied) proves nothing
independent, so the demo reads "times proven by: nothing independent (level 1)".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from verifier_app.core.messages import Grouped, Lookup, Message, joined, semicolons
from verifier_app.core.results import SealResult, Status, StepResult
from verifier_app.engine.levels import lowest, rank
from verifier_app.engine.trust import Rung, highest_level

if TYPE_CHECKING:
    from verifier_app.engine.sealed_before_open import PeriodLevel


@dataclass(frozen=True)
class Headline:
    message: Message
    level: str  # the level every counted line reaches (the lowest of levels_by_period)
    proofs: tuple[str, ...]  # "bitcoin", "tsa:<name>", "rekor": what proved a time
    levels_by_period: tuple[tuple[str, str], ...] = ()  # (period, level), when they differ

    @property
    def text(self) -> str:
        return self.message.render()

    def render(self, lookup: Lookup | None = None) -> str:
        return self.message.render(lookup)

    def to_json(self) -> dict[str, Any]:
        return {"text": self.text, "level": self.level, "proven_by": list(self.proofs),
                "message": self.message.to_json(),
                "levels_by_period": [{"period": period, "level": level}
                                     for period, level in self.levels_by_period]}


def decide_headline(steps: list[StepResult], seals: list[SealResult],
                    rungs: tuple[Rung, ...], first_bad_line: int | None,
                    periods: tuple[PeriodLevel, ...] = ()) -> Headline:
    """The level is the trust ladder's, but never one overall level for lines that do not
    all reach it: the development sessions rest P1b on level 1 where the counted register
    reaches 2+ (paper Section 3.11), and the headline then names each period's level."""
    ladder = highest_level(rungs)
    chain = _chain(steps, first_bad_line)
    parts, proofs = _proofs(seals)
    # Each period's level, no higher than the ladder's; the headline's level is the lowest
    # of them, so it never claims more for "sealed before the open" than the lines show.
    capped = [(p, min(p.level, ladder, key=rank)) for p in periods if p.level is not None]
    level = lowest([ladder, *(lvl for _, lvl in capped)]) or ladder
    if len({lvl for _, lvl in capped}) > 1:
        said = semicolons([_period_said(p, lvl) for p, lvl in capped])
        key = "headline.proven_periods" if parts else "headline.nothing_periods"
        message = Message.of(key, chain=chain, proofs=joined(parts) if parts else "",
                             levels=said)
        return Headline(message, level, tuple(proofs),
                        tuple((p.period, lvl) for p, lvl in capped))
    if parts:
        message = Message.of("headline.proven", chain=chain, proofs=joined(parts), level=level)
    else:
        message = Message.of("headline.nothing", chain=chain, level=level)
    return Headline(message, level, tuple(proofs))


def _period_said(period: PeriodLevel, level: str) -> Message:
    if period.period == "development":
        return Message.of("level.development", level=level, count=period.sessions)
    return Message.of("level.counted", level=level, day=period.first_day)


def _chain(steps: list[StepResult], first_bad_line: int | None) -> Message:
    found = {s.id: s.status for s in steps}
    if found.get("step4") == Status.FAIL and first_bad_line is not None:
        return Message.of("chain.broken", line=Grouped(first_bad_line))
    if Status.FAIL in (found.get("step3"), found.get("step4")):
        return Message.of("chain.differs")
    if found.get("step3") == Status.PASS and found.get("step4") == Status.PASS:
        return Message.of("chain.intact")
    return Message.of("chain.not_checked")


def _proofs(seals: list[SealResult]) -> tuple[list[Message], list[str]]:
    """What proved a time outright (a pass, not a pass with a warning), strongest first."""
    parts: list[Message] = []
    proofs: list[str] = []
    heights = sorted({s.ots.height for s in seals if s.ots is not None and
                      s.ots.status == Status.PASS and s.ots.height is not None})
    if len(heights) == 1:
        parts.append(Message.of("proof.bitcoin", height=Grouped(heights[0])))
    elif heights:
        parts.append(Message.of("proof.bitcoin_many", count=len(heights),
                                height=Grouped(heights[0])))
    proofs += ["bitcoin"] if heights else []
    authorities = sorted({t.tsa for s in seals for t in s.tokens if t.status == Status.PASS})
    if len(authorities) == 1:
        parts.append(Message.of("proof.authority"))
    elif authorities:
        parts.append(Message.of("proof.authorities", count=len(authorities)))
    proofs += [f"tsa:{name}" for name in authorities]
    if any(s.rekor is not None and s.rekor.status == Status.PASS
           and s.rekor.signed_time is not None for s in seals):
        parts.append(Message.of("proof.log"))
        proofs.append("rekor")
    return parts, proofs
