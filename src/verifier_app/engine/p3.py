"""P3, no selection among disclosed sealed runs, per session (paper Sections 3.4, 3.11).

"For each model and session the counted line is fixed by a rule declared before the runs
and applied to sealed timestamps only." Per session day this says which run counts, by
which rule, declared at which line of the asks chain, and whether that line was sealed
before the run it governs:

- development sessions (before 2026-10-21): the rule of Section 3.4 as the paper states it,
  the last run sealed before the open; a rule applied after the runs, so nothing is
  declared to precede them;
- from 2026-10-21: the declared schedule (``core.declarations``); its line's sealed time
  must precede the counted run's, or P3 fails for the session. Where a signed time (an
  RFC 3161 token on a stamped list covering the line) exists it is shown beside it; the
  paper's P3 rests on level 1, the chain's own times (Section 3.12);
- the rule within a run ("the first well-formed answer of each seat counts from session
  11", asks.jsonl line 74 in the paper) is read from the chain too and must precede the
  runs it governs. Where it is not declared, P3 of the sessions it would govern is NOT
  CHECKED, with the reason; no rule is filled in.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from verifier_app.core.counted_run import (
    COUNTED_FROM,
    DEVELOPMENT_RULE,
    RunTimes,
    counted_run,
    declared_rule,
    session_day,
)
from verifier_app.core.declarations import Declarations, Declared, ScheduleRule
from verifier_app.core.messages import Message, semicolons
from verifier_app.core.results import SealResult, Status

UTC_SECONDS = "%Y-%m-%dT%H:%M:%SZ"
# Session 11 (Section 8.1: NYSE days from 2026-10-19): where the paper declares the rule
# within a run. Sessions from it need that declaration; it is never assumed.
PAPER_WITHIN_RUN_FROM = "2026-11-02"
PAPER_WITHIN_RUN_LINE = 74


@dataclass(frozen=True)
class SignedTime:
    """The earliest signed time over a declaration line: an authority's token on a stamped
    list that covers the line in the asks chain."""

    list: str
    tsa: str
    time: datetime

    def to_json(self, run_at: datetime | None) -> dict[str, Any]:
        return {"list": self.list, "tsa": self.tsa, "time": self.time.strftime(UTC_SECONDS),
                "before_run": run_at is not None and self.time < run_at}


@dataclass(frozen=True)
class SessionP3:
    """P3 for one session day: the counted run, the rule and where it was declared."""

    day: str
    status: Status
    counted_run: str | None
    known: bool  # whether which run counts is decided (a line's ``counted`` is then said)
    rule: str
    message: Message
    run_at: datetime | None = None
    declared: Declared | None = None
    signed: SignedTime | None = None
    within_run: Declared | None = None
    first_run_at: datetime | None = None  # the session's first run: what a rule precedes

    def line_message(self, run_id: Any) -> Message:
        """The sentence for one answer line of the session: this run or another counts. A
        passing session's lines say only that (a season has thousands of them); the
        session's own sentence adds the signed time and the rule within the run."""
        if self.declared is None or self.status is not Status.PASS or self.counted_run is None:
            return self.message
        key = "prop.counted_declared" if run_id == self.counted_run else \
            "prop.not_counted_declared"
        return Message.of(key, run=self.counted_run, line=self.declared.line,
                          at=self.declared.at)

    def to_json(self) -> dict[str, Any]:
        return {"session": self.day, "status": self.status.value, "counted_run": self.counted_run,
                "rule": self.rule, "rule_line": self.declared.line if self.declared else None,
                "declared_at": self.declared.at if self.declared else None,
                "run_sealed_at": self.run_at.strftime(UTC_SECONDS) if self.run_at else None,
                "declaration_signed": (self.signed.to_json(self.first_run_at) if self.signed
                                       else None),
                "within_run_line": self.within_run.line if self.within_run else None,
                "detail": self.message.render(), "message": self.message.to_json()}


def conclude_sessions(runs: RunTimes, days: Iterable[str], declarations: Declarations,
                      seals: Iterable[SealResult]) -> dict[str, SessionP3]:
    """P3 of every session day in ``days``, from the run lines' sealed times ``runs``."""
    by_day: dict[str, dict[str, tuple[int, datetime | None]]] = {}
    for run_id, times in runs.items():
        day = session_day(run_id)
        if day is not None:
            by_day.setdefault(day, {})[run_id] = times
    signed = _signed_times(list(seals), declarations)
    return {day: _session(day, by_day.get(day, {}), declarations, signed)
            for day in sorted(set(days))}


def _session(day: str, runs: RunTimes, declarations: Declarations,
             signed: Mapping[int, SignedTime]) -> SessionP3:
    if day < COUNTED_FROM:
        run = counted_run(day, runs, None)
        return SessionP3(day, Status.PASS, run, True, DEVELOPMENT_RULE,
                         Message.of("prop.counted_development", run=run) if run else
                         Message.of("prop.no_run_before_open", day=day))
    schedule = declarations.schedule
    if schedule is None:
        return SessionP3(day, Status.NOT_CHECKED, None, False, declared_rule(None),
                         _not_declared(declarations))
    rule = declared_rule(schedule)
    if day < schedule.from_day:
        return SessionP3(day, Status.NOT_CHECKED, None, False, rule, Message.of(
            "prop.declared_from", line=schedule.declared.line, day=schedule.from_day))
    run = counted_run(day, runs, schedule)
    if run is None:
        start, end = schedule.window(day)
        return SessionP3(day, Status.PASS, None, True, rule, Message.of(
            "prop.no_run_in_slot", day=day, slot=schedule.slot.name,
            start=start.strftime(UTC_SECONDS), end=end.strftime(UTC_SECONDS)),
            declared=schedule.declared)
    first = min((at, n, run_id) for run_id, (n, at) in runs.items() if at is not None)
    return _declared_session(day, run, runs[run][1], (first[2], first[0]), schedule,
                             declarations, signed)


def _declared_session(day: str, run: str, run_at: datetime | None,
                      first: tuple[str, datetime], schedule: ScheduleRule,
                      declarations: Declarations,
                      signed: Mapping[int, SignedTime]) -> SessionP3:
    """A session the schedule decides: the counted run, and each governing declaration
    sealed before the session's first run (a rule declared before the runs, requirement
    6); ``first``: that run and its sealed time."""
    declared = schedule.declared
    stamp = signed.get(declared.line)
    if not _before(declared, first[1]):
        status, said = Status.FAIL, Message.of(
            "prop.declared_after", line=declared.line, at=declared.at, run=first[0],
            run_at=first[1].strftime(UTC_SECONDS))
    else:
        status, said = Status.PASS, Message.of("prop.counted_declared", run=run,
                                               line=declared.line, at=declared.at)
        said = semicolons([said, _signed_words(stamp, first[1])])
    within = declarations.within_run
    within_status, within_said = _within_run(day, first, declarations)
    if within_said is not None:
        said = semicolons([said, within_said])
        status = _worse(status, within_status)
    return SessionP3(day, status, run, True, declared_rule(schedule), said, run_at, declared,
                     stamp, within.declared if within is not None else None, first[1])


def _within_run(day: str, first: tuple[str, datetime],
                declarations: Declarations) -> tuple[Status, Message | None]:
    """The rule within the run, for a session it governs (None: it governs none here);
    ``first``: the session's first run and its sealed time."""
    within = declarations.within_run
    if within is None:
        if day < PAPER_WITHIN_RUN_FROM:
            return Status.PASS, None
        return Status.NOT_CHECKED, Message.of("prop.within_missing",
                                              line=PAPER_WITHIN_RUN_LINE)
    if day < within.from_day:
        return Status.PASS, None
    declared = within.declared
    if not _before(declared, first[1]):
        return Status.FAIL, Message.of(
            "prop.within_after", line=declared.line, at=declared.at, run=first[0],
            run_at=first[1].strftime(UTC_SECONDS))
    return Status.PASS, Message.of("prop.within_declared", line=declared.line,
                                   at=declared.at, session=within.from_session)


def _before(declared: Declared, run_at: datetime | None) -> bool:
    return declared.sealed is not None and run_at is not None and declared.sealed < run_at


def _worse(first: Status, second: Status) -> Status:
    order = (Status.FAIL, Status.NOT_CHECKED, Status.WARN, Status.PASS)
    return min(first, second, key=order.index)


def _not_declared(declarations: Declarations) -> Message:
    if not declarations.chain:
        return Message.of("prop.no_declaration")
    if declarations.problems:
        return Message.of("prop.declaration_unread", why=semicolons(list(declarations.problems)))
    return Message.of("prop.declaration_absent")


def _signed_words(stamp: SignedTime | None, run_at: datetime | None) -> Message:
    if stamp is None:
        return Message.of("prop.declaration_unsigned")
    key = ("prop.declaration_signed" if run_at is not None and stamp.time < run_at
           else "prop.declaration_signed_late")
    return Message.of(key, tsa=stamp.tsa, time=stamp.time.strftime(UTC_SECONDS),
                      seal=stamp.list)


def _signed_times(seals: list[SealResult],
                  declarations: Declarations) -> dict[int, SignedTime]:
    """Per declaration line, the earliest valid token on a list that covers it."""
    lines = [d.declared.line for d in (declarations.schedule, declarations.within_run)
             if d is not None]
    found: dict[int, SignedTime] = {}
    for line in lines:
        for seal in seals:
            if not any(c.status == Status.PASS and c.file and c.book.endswith("asks.jsonl")
                       and c.lines >= line for c in seal.covers):
                continue
            for token in seal.tokens:
                if token.proven and token.gen_time is not None and (
                        line not in found or token.gen_time < found[line].time):
                    found[line] = SignedTime(seal.list, token.tsa, token.gen_time)
    return found
