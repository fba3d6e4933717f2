"""The standard's requirement checklist (paper Section 3.13), each requirement with this
bundle's status: met, not met (why), or not checkable from a bundle (what would check it),
and the check behind it. ``verify --json`` key ``requirements``; the window's Trust ladder
tab shows the same rows.

A requirement is *met* only when the check behind it passed outright; a warning or a check
that could not be done leaves it not met or not checkable, never met. Requirements about
what a league publishes elsewhere (its pages, its rankings, its readers) cannot be checked
from a bundle: each says what would check it.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import timedelta
from enum import StrEnum
from typing import Any

from verifier_app.core.counted_run import COUNTED_FROM
from verifier_app.core.market_time import margin_length
from verifier_app.core.messages import Message
from verifier_app.core.results import Status, StepResult
from verifier_app.engine.asked_runs import AskedRuns
from verifier_app.engine.p3 import SessionP3


class Standing(StrEnum):
    MET = "met"
    NOT_MET = "not_met"
    NOT_CHECKABLE = "not_checkable"


@dataclass(frozen=True)
class Requirement:
    number: int
    strength: str  # MUST, SHOULD, or MUST/SHOULD (a MUST with a level 2+ SHOULD)
    standing: Standing
    why: Message
    checks: tuple[str, ...]  # the checks behind it (step and check ids)

    @property
    def title(self) -> Message:
        return Message.of(f"req.{self.number}")

    def to_json(self) -> dict[str, Any]:
        return {"number": self.number, "strength": self.strength,
                "title": self.title.render(), "status": self.standing.value,
                "why": self.why.render(), "checks": list(self.checks),
                "message": self.why.to_json()}


@dataclass(frozen=True)
class Evidence:
    """What the checklist reads: the ten steps and further checks by id, the answer lines'
    facts, P3 per session (``engine.p3``) and the asked runs."""

    checks: Mapping[str, StepResult]
    answers: Mapping[int, Mapping[str, Any]]
    runs: Mapping[str, Mapping[str, Any]]  # run id -> the run line's facts
    sessions: Mapping[str, SessionP3]
    asked: AskedRuns


Rule = Callable[[Evidence], tuple[Standing, Message, tuple[str, ...]]]


def _by(check_id: str, *more: str) -> Rule:
    """Met when every named check passed outright; not met when one failed; otherwise not
    checkable, with the first such check's own sentence as the reason."""
    ids = (check_id, *more)

    def rule(found: Evidence) -> tuple[Standing, Message, tuple[str, ...]]:
        checks = [found.checks[i] for i in ids if i in found.checks]
        if not checks:
            return Standing.NOT_CHECKABLE, Message.of("req.no_check"), ids
        failed = next((c for c in checks if c.status is Status.FAIL), None)
        if failed is not None:
            return Standing.NOT_MET, _said(failed), ids
        open_ = next((c for c in checks if c.status is not Status.PASS), None)
        if open_ is not None:
            return Standing.NOT_CHECKABLE, _said(open_), ids
        return Standing.MET, _said(checks[0]), ids
    return rule


def _any_of(*ids: str) -> Rule:
    """Met when one of the checks passed outright (Bitcoin or the log: requirement 3)."""
    def rule(found: Evidence) -> tuple[Standing, Message, tuple[str, ...]]:
        checks = [found.checks[i] for i in ids if i in found.checks]
        passed = next((c for c in checks if c.status is Status.PASS), None)
        if passed is not None:
            return Standing.MET, _said(passed), ids
        if checks and all(c.status is Status.FAIL for c in checks):
            return Standing.NOT_MET, _said(checks[0]), ids
        return (Standing.NOT_CHECKABLE, _said(checks[0]) if checks else
                Message.of("req.no_check"), ids)
    return rule


def _elsewhere(key: str) -> Rule:
    """A requirement on what the league publishes outside a bundle."""
    def rule(_found: Evidence) -> tuple[Standing, Message, tuple[str, ...]]:
        return Standing.NOT_CHECKABLE, Message.of(f"req.elsewhere_{key}"), ()
    return rule


def _identity(found: Evidence) -> tuple[Standing, Message, tuple[str, ...]]:
    """Requirement 1's checkable part: every answer line seals its model (or a salted
    commitment to it, in a blind season). The event contract itself is checked by the
    league's conformance script, which this app never runs."""
    if not found.answers:
        return Standing.NOT_CHECKABLE, Message.of("req.no_answers"), ("identities",)
    bare = [n for n, facts in found.answers.items()
            if not isinstance(facts.get("model"), str) and not any("commit" in k for k in facts)]
    if bare:
        return Standing.NOT_MET, Message.of("req.1_bare", count=len(bare), line=bare[0]), \
            ("identities",)
    return Standing.MET, Message.of("req.1_met", count=len(found.answers)), ("identities",)


def _declared_before(found: Evidence) -> tuple[Standing, Message, tuple[str, ...]]:
    """Requirement 6: the counted run follows a rule sealed before the runs it governs (the
    asks chain's declaration, Section 3.4: from 2026-10-21), as P3 found it per session."""
    governed = [s for day, s in sorted(found.sessions.items()) if day >= COUNTED_FROM]
    failed = next((s for s in governed if s.status is Status.FAIL and s.declared), None)
    if failed is not None:
        return Standing.NOT_MET, Message.of("req.6_after", declared=failed.declared.at,
                                            line=failed.declared.line,
                                            day=failed.day), ("p3",)
    unchecked = next((s for s in governed if s.status is not Status.PASS), None)
    if unchecked is not None:
        return Standing.NOT_CHECKABLE, unchecked.message, ("p3",)
    declared = next((s.declared for s in governed if s.declared is not None), None)
    if declared is None:
        return Standing.NOT_CHECKABLE, Message.of("req.6_no_session"), ("p3",)
    return Standing.MET, Message.of("req.6_met", declared=declared.at,
                                    line=declared.line), ("p3",)


def _published_runs(found: Evidence) -> tuple[Standing, Message, tuple[str, ...]]:
    """Requirement 5: every run, counted or not, is published: each ask of the asks chain
    names a run line of the book."""
    asked = found.asked
    if not asked.asked:
        return Standing.NOT_CHECKABLE, Message.of("asked.none"), ("asked_runs",)
    if asked.never_sealed:
        return Standing.NOT_MET, Message.of("req.5_unsealed", count=len(asked.never_sealed)), \
            ("asked_runs",)
    return Standing.MET, Message.of("req.5_met", count=asked.asked), ("asked_runs",)


def _asks_sealed(found: Evidence) -> tuple[Standing, Message, tuple[str, ...]]:
    """Requirement 13 (level 2+): each outgoing ask's hash is sealed when sent, with the
    register of expected answers (seats, markets, horizons, deadline); it needs what
    requirement 5 needs first."""
    published = _published_runs(found)
    if published[0] is not Standing.MET:
        return published
    bare = [r for r in found.asked.runs if not r.expected_seats]
    if bare:
        return Standing.NOT_MET, Message.of("req.13_no_register", count=len(bare)), \
            ("asked_runs",)
    return Standing.MET, Message.of("req.13_met", count=found.asked.asked), ("asked_runs",)


def _arrival(found: Evidence) -> tuple[Standing, Message, tuple[str, ...]]:
    """Requirement 12: each answer sealed on arrival, judged only against a declared limit."""
    asked = found.asked
    gaps = [g.seconds for g in asked.gaps]
    if not gaps:
        return Standing.NOT_CHECKABLE, Message.of("req.no_answers"), ("asked_runs",)
    values = {"median": _seconds(statistics.median(gaps)), "longest": _seconds(max(gaps))}
    if asked.gap_limit_seconds is None:
        return Standing.NOT_CHECKABLE, Message.of("req.12_no_limit", **values), ("asked_runs",)
    over = asked.over_limit
    if over:
        return Standing.NOT_MET, Message.of("req.12_over", count=len(over), line=over[0].line,
                                            limit=_seconds(asked.gap_limit_seconds),
                                            **values), ("asked_runs",)
    return Standing.MET, Message.of("req.12_met", limit=_seconds(asked.gap_limit_seconds),
                                    **values), ("asked_runs",)


def _seconds(value: float) -> str:
    return margin_length(timedelta(seconds=value))


def _said(check: StepResult) -> Message:
    return check.message if check.message is not None else Message.of("req.detail",
                                                                      detail=check.detail)


# Section 3.13: each numbered requirement, its strength and how a bundle speaks to it.
RULES: tuple[tuple[int, str, Rule], ...] = (
    (1, "MUST", _identity),
    (2, "MUST", _by("step4", "step5")),
    (3, "MUST", _any_of("step6", "step10")),
    (4, "MUST", _by("p1b")),
    (5, "MUST", _published_runs),
    (6, "MUST/SHOULD", _declared_before),
    (7, "MUST", _by("step7")),
    (8, "MUST", _elsewhere("8")),
    (9, "MUST", _elsewhere("9")),
    (10, "MUST", _elsewhere("10")),
    (11, "MUST", _by("step8")),
    (12, "MUST/SHOULD", _arrival),
    (13, "SHOULD", _asks_sealed),
    (14, "MUST", _elsewhere("14")),
    (15, "MUST", _elsewhere("15")),
    (16, "MUST", _elsewhere("16")),
    (17, "SHOULD", _elsewhere("17")),
)


def requirements(found: Evidence) -> tuple[Requirement, ...]:
    rows = []
    for number, strength, rule in RULES:
        standing, why, checks = rule(found)
        rows.append(Requirement(number, strength, standing, why, checks))
    return tuple(rows)
