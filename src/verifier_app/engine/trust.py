"""Which rungs of the trust ladder (paper Sections 3.11 and 3.12) a walk reaches.

Decided here once, from the steps, for every view: a rung is reached only when every step
it rests on passed; a warning, a failure or a step not checked leaves it unreached.

- 0 trust the operator: always.
- 1 the operator's hash chain: steps 3 and 4.
- 2 an anchor outside the operator: level 1, and the Bitcoin anchor (step 6) *or* the
  transparency log (step 10), as property P1a grants it.
- 2+ level 2 plus a signed time (Section 3.12: "level 2+ is level 2 plus a time signed by
  a third party at every seal"): everything level 2 rests on, and step 9.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from verifier_app.core.results import Status, StepResult
from verifier_app.engine.levels import (
    LEVEL_ANCHOR,
    LEVEL_CHAIN,
    LEVEL_OPERATOR,
    LEVEL_SIGNED_TIME,
    LEVELS,
)

# Each rung of engine.levels' LEVELS: the steps all of which must pass, then groups of
# which one must pass.
RUNGS: dict[str, tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]] = {
    LEVEL_OPERATOR: ((), ()),
    LEVEL_CHAIN: (("step3", "step4"), ()),
    LEVEL_ANCHOR: (("step3", "step4"), (("step6", "step10"),)),
    LEVEL_SIGNED_TIME: (("step3", "step4", "step9"), (("step6", "step10"),)),
}


@dataclass(frozen=True)
class Rung:
    level: str
    reached: bool
    via: tuple[str, ...]  # the steps that carry it (reached), in order
    blocked_by: StepResult | None = None  # the first step that keeps it from being reached

    def to_json(self) -> dict[str, Any]:
        blocked = self.blocked_by
        return {"level": self.level, "reached": self.reached, "via": list(self.via),
                "blocked_by": None if blocked is None else
                {"step": blocked.id, "status": blocked.status.value}}


def trust_ladder(steps: list[StepResult]) -> tuple[Rung, ...]:
    by_id = {s.id: s for s in steps}
    return tuple(_rung(level, by_id) for level in LEVELS)


def highest_level(rungs: tuple[Rung, ...]) -> str:
    """The highest rung reached: 0, 1, 2 or 2+ (2+ rests on level 2)."""
    return next(r.level for r in reversed(rungs) if r.reached)


def _rung(level: str, steps: dict[str, StepResult]) -> Rung:
    required, alternatives = RUNGS[level]
    for step_id in required:
        step = steps.get(step_id)
        if step is None or step.status != Status.PASS:
            return Rung(level, False, (), step)
    via = list(required)
    for group in alternatives:
        passed = [i for i in group if i in steps and steps[i].status == Status.PASS]
        if not passed:
            return Rung(level, False, (), steps.get(group[0]))
        via.append(passed[0])
    return Rung(level, True, tuple(via))
