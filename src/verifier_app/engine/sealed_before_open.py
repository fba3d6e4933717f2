"""The central claim as a check of its own: every counted answer was sealed before the
open (the paper's Section 3.11, P1b; Section 3.3 for lines with their own reference).

P1b is concluded per line in ``engine.properties``; this module sums it up once for every
view (the verdict, the text output, ``--json`` key ``p1b_summary``, the window and the
report). A counted line sealed after its session's 09:30 New York open without a sealed
late_ref fails the claim, and so the verdict, naming the line, seat, run and how late. A
counted line whose seal time cannot be read leaves the claim not checked. Lines of runs
that do not count are kept in the book and do not move it (Section 3.4).

Per period it also says the level the counted lines reach: the development sessions
(19 and 20 October 2026) rest on level 1, the counted register from 21 October can reach
2+ (Section 3.11: "P1b descansa en nivel 1" for the development sessions).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from verifier_app.core.counted_run import COUNTED_FROM, session_day
from verifier_app.core.failures import ClaimFailure
from verifier_app.core.market_time import margin_message
from verifier_app.core.messages import Grouped, Message, joined
from verifier_app.core.results import Status, StepResult
from verifier_app.engine.levels import LEVEL_CHAIN, lowest
from verifier_app.engine.properties import Broken, LineProperties, P1b

P1B_TITLE = "Every counted answer sealed before the open (P1b)"
P1B_COMMAND = ("jq -c 'select(.kind==\"answer\") | [.n, .run_id, .seat, .at, .booked_at, "
               ".late_ref]' council-book.jsonl   # max(at, booked_at) before 09:30 New York")
NAMED_IN_SENTENCE = 3  # late lines named in the sentence; --json lists every one


@dataclass(frozen=True)
class LateLine:
    """A counted answer sealed after its session's open with no own reference."""

    line: int
    run_id: str | None
    seat: str | None
    sealed_at: str
    open: str
    late_seconds: int

    def message(self) -> Message:
        late = margin_message(-timedelta(seconds=self.late_seconds))
        return Message.of("p1b.late_line", line=Grouped(self.line), seat=self.seat or "?",
                          run=self.run_id or "?", late=late)

    def to_json(self) -> dict[str, Any]:
        return {"line": self.line, "run_id": self.run_id, "seat": self.seat,
                "sealed_at": self.sealed_at, "open": self.open,
                "late_seconds": self.late_seconds}


@dataclass(frozen=True)
class PeriodLevel:
    """The level every counted line of one period reaches for P1b (None: not all do)."""

    period: str  # "development" (before 2026-10-21) or "counted"
    first_day: str
    last_day: str
    sessions: int
    lines: int
    level: str | None

    def to_json(self) -> dict[str, Any]:
        return {"period": self.period, "first_day": self.first_day, "last_day": self.last_day,
                "sessions": self.sessions, "lines": self.lines, "level": self.level}


@dataclass(frozen=True)
class P1bSummary:
    counted: int  # counted answer lines whose chain holds
    before_open: int
    separate_events: int  # sealed after the open with a sealed late_ref
    late: tuple[LateLine, ...]
    not_established: tuple[int, ...]  # counted lines whose seal time or day is unknown
    undecided: tuple[int, ...]  # sealed after the open, counted or not cannot be told
    broken: int  # lines at or after the chain's first bad line: step 4 speaks for them
    periods: tuple[PeriodLevel, ...]

    @property
    def status(self) -> Status:
        if self.late:
            return Status.FAIL
        if self.not_established or self.undecided or not self.counted:
            return Status.NOT_CHECKED
        return Status.PASS

    def to_json(self) -> dict[str, Any]:
        return {"status": self.status.value, "counted_lines": self.counted,
                "before_open": self.before_open, "separate_events": self.separate_events,
                "late": [line.to_json() for line in self.late],
                "not_established": list(self.not_established),
                "undecided": list(self.undecided), "broken": self.broken,
                "levels_by_period": [p.to_json() for p in self.periods]}


def summarise(lines: Iterable[LineProperties]) -> P1bSummary:
    """The P1b summary over the lines ``engine.properties.conclude`` returned."""
    counted, late, unknown, undecided, dated = [], [], [], [], []
    broken = separate = 0
    for line in lines:
        p1b, p3 = line.p1b, line.p3
        if isinstance(p1b, Broken) or isinstance(p3, Broken):
            broken += 1
            continue
        is_late = p1b.status is Status.FAIL
        if p3.counted is None:  # which run counts is not known
            if is_late:
                undecided.append(line.line)
            continue
        if not p3.counted:
            continue
        counted.append(line)
        separate += p1b.separate_event
        if is_late:
            late.append(_late_line(line, p1b))
        elif p1b.status is Status.NOT_CHECKED:
            unknown.append(line.line)
        dated.append((session_day(line.run_id), _outright_level(p1b)))
    before = len(counted) - len(late) - len(unknown) - separate
    return P1bSummary(len(counted), before, separate, tuple(late), tuple(unknown),
                      tuple(undecided), broken, _periods(dated))


def p1b_check(summary: P1bSummary) -> StepResult:
    """The summary as a further check beside the ten steps: it moves the verdict."""
    status = summary.status
    return StepResult("p1b", P1B_TITLE, status, evidence=summary.to_json(),
                      command=P1B_COMMAND, applies=summary.counted > 0 or bool(summary.undecided),
                      failure=ClaimFailure.SEALED_AFTER_OPEN if status is Status.FAIL else None,
                      message=_sentence(summary))


def _sentence(summary: P1bSummary) -> Message:
    if summary.late:
        named = [line.message() for line in summary.late[:NAMED_IN_SENTENCE]]
        more = len(summary.late) - len(named)
        key = "p1b.late_more" if more else "p1b.late"
        return Message.of(key, count=len(summary.late), lines=joined(named), more=more)
    if summary.undecided:
        return Message.of("p1b.undecided", count=len(summary.undecided),
                          line=Grouped(summary.undecided[0]))
    if summary.not_established:
        return Message.of("p1b.unknown", count=len(summary.not_established),
                          line=Grouped(summary.not_established[0]))
    if not summary.counted:
        return Message.of("p1b.none")
    key = "p1b.pass_separate" if summary.separate_events else "p1b.pass"
    return Message.of(key, count=summary.counted, separate=summary.separate_events)


def _late_line(line: LineProperties, p1b: P1b) -> LateLine:
    return LateLine(line.line, line.run_id, line.seat, p1b.sealed_at or "", p1b.open or "",
                    int(p1b.late_seconds or 0))


def _outright_level(p1b: P1b) -> str | None:
    """The level a line's P1b proves on its own: a pass proves its level; a pass with a
    caveat (a token the reader does not trust outright) proves only the chain's level 1."""
    if p1b.status is Status.PASS:
        return p1b.level
    return LEVEL_CHAIN if p1b.status is Status.WARN else None


def _periods(dated: list[tuple[str | None, str | None]]) -> tuple[PeriodLevel, ...]:
    """The development sessions and the counted register, each with its lowest level."""
    found = []
    for period, inside in (("development", lambda day: day < COUNTED_FROM),
                           ("counted", lambda day: day >= COUNTED_FROM)):
        rows = [(day, level) for day, level in dated if day is not None and inside(day)]
        if rows:
            days = sorted({day for day, _ in rows})
            found.append(PeriodLevel(period, days[0], days[-1], len(days), len(rows),
                                     lowest(level for _, level in rows)))
    return tuple(found)
