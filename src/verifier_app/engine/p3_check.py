"""P3 as a further check beside the ten steps: it moves the verdict (Sections 3.4, 3.11).

"For each model and session the counted line is fixed by a rule declared before the runs
and applied to sealed timestamps only" (P3). ``engine.p3`` concludes it per session day;
this adds the sessions up once. A session whose rule was sealed after its runs fails the
claim, as a counted answer sealed after the open fails P1b: the operator could have chosen
among runs. A session whose counted run cannot be told (no schedule declared, no rule within
the run from session 11) is NOT CHECKED, never a pass.
"""

from __future__ import annotations

from collections.abc import Mapping

from verifier_app.core.failures import ClaimFailure
from verifier_app.core.messages import Grouped, Message
from verifier_app.core.results import Status, StepResult
from verifier_app.core.status import combine
from verifier_app.engine.p3 import SessionP3

P3_TITLE = "Which run counts, by a rule declared before the runs (P3)"
P3_COMMAND = ("jq -c 'select(.kind==\"declaration\")' asks.jsonl   "
              "# and each run line's at/booked_at in council-book.jsonl")


def p3_check(sessions: Mapping[str, SessionP3]) -> StepResult:
    """Every session's P3, added up: the worst status, and the first session that has it."""
    days = list(sessions.values())
    status = combine([s.status for s in days]) if days else Status.NOT_CHECKED
    evidence = {"sessions": len(days),
                "by_status": {st.value: sum(s.status is st for s in days) for st in Status
                              if any(s.status is st for s in days)}}
    return StepResult("p3", P3_TITLE, status, evidence=evidence, command=P3_COMMAND,
                      applies=bool(days), left_unchecked=not days,
                      failure=ClaimFailure.RULE_AFTER_RUNS if status is Status.FAIL else None,
                      message=_sentence(days, status))


def _sentence(days: list[SessionP3], status: Status) -> Message:
    if not days:  # no run line was read: nothing to add up (and the check does not apply)
        return Message.of("p3.no_sessions")
    if status is Status.PASS:
        return Message.of("p3.pass", count=Grouped(len(days)))
    first = next(s for s in days if s.status is status)
    count = sum(s.status is status for s in days)
    key = {Status.FAIL: "p3.fail", Status.NOT_CHECKED: "p3.not_checked"}.get(status, "p3.warn")
    return Message.of(key, count=Grouped(count), day=first.day, said=first.message)
