"""Which run counts for a session, from sealed run times only (paper Sections 3.4, 3.11 P3).

One rule, used by P3 (``engine.p3``) and by the statistics (``stats.book_rows``):

- from 2026-10-21 the published schedule decides, as the asks chain declares it
  (``core.declarations``): of the runs of a session day, the first sealed inside the
  declared slot's window counts (the scheduled morning run: from its ask time to the next
  declared slot, or to the 16:00 New York close); every other run is a reference
  computation (``earlier_run``). A run's name never decides: a run sealed before the slot,
  whatever it is called, does not count. Without a readable declaration no run counts.
- in the development sessions (19 and 20 October 2026) the methodology sealed then counted
  the last run sealed before the session's 09:30 New York open.

A run's session is the day its ``run_id`` names (as every row and P1b read it); its time is
the run line's ``max(at, booked_at)``, and ties go to the earlier book line. The forecasts
file's ``run_role`` never decides. A part of the book decides a session only when nothing
after it could change the answer (``settled``).
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from functools import lru_cache

from verifier_app.core.declarations import ScheduleRule
from verifier_app.core.market_time import session_open_utc
from verifier_app.core.times import parse_day

COUNTED_FROM = "2026-10-21"  # Section 3.4: "from 21 October 2026, the start of the record"
DEVELOPMENT_RULE = "development session: the last run sealed before the open"

# Per run id: its run line's number and sealed time (None: not established).
RunTimes = Mapping[str, tuple[int, datetime | None]]


def session_day(run_id: object) -> str | None:
    """The session day a run id names (``2026-10-20-am``), when it is a real date."""
    return _session_day(run_id) if isinstance(run_id, str) else None


@lru_cache(maxsize=4096)  # a season's lines name a few hundred runs
def _session_day(run_id: str) -> str | None:
    return run_id[:10] if parse_day(run_id[:10]) is not None else None


def declared_rule(schedule: ScheduleRule | None) -> str:
    """The declared rule in words, with the line that declares it."""
    if schedule is None:
        return "no counted-run rule was read from the asks chain"
    slot = schedule.slot
    return (f"the first run sealed in the declared {slot.name} slot ({slot.asks_at:%H:%M} "
            f"{slot.zone}), declared at asks.jsonl line {schedule.declared.line}")


def rule_of(day: str, schedule: ScheduleRule | None) -> str:
    """The counted-run rule that governs ``day`` (Section 3.4)."""
    return declared_rule(schedule) if day >= COUNTED_FROM else DEVELOPMENT_RULE


def counted_run(day: str, runs: RunTimes, schedule: ScheduleRule | None) -> str | None:
    """The run that counts on ``day``; ``runs``: every run line's id, number and sealed
    time; ``schedule``: the declared rule (None: not read). None: no run counts."""
    mine = [(at, n, run_id) for run_id, (n, at) in runs.items()
            if at is not None and session_day(run_id) == day]
    if day >= COUNTED_FROM:
        if schedule is None or day < schedule.from_day:
            return None
        start, end = schedule.window(day)
        inside = [run for run in mine if start <= run[0] < end]
        return min(inside)[2] if inside else None
    opening = session_open_utc(day)
    before = [run for run in mine if run[0] < opening]
    return max(before)[2] if before else None


def settled(day: str, runs: RunTimes, schedule: ScheduleRule | None,
            through: datetime | None, unverified: bool) -> bool:
    """Whether the verified part of the book decides ``day``'s counted run. ``runs``: its
    verified run lines; ``schedule``: the declared rule (None: not read); ``through``: the
    latest sealed time among the verified lines; ``unverified``: whether a run line of
    ``day`` lies outside the verified part.

    A declared day needs its counted run in the verified part, sealed after the
    declaration ("a rule declared before the runs", requirement 6). A development day needs
    every run line of the day verified and the verified part to reach past the open: until
    then a later run sealed before the open could follow."""
    if day >= COUNTED_FROM:
        run = counted_run(day, runs, schedule)
        run_at = runs[run][1] if run is not None else None
        declared_at = schedule.declared.sealed if schedule is not None else None
        return declared_at is not None and run_at is not None and declared_at < run_at
    return not unverified and through is not None and through >= session_open_utc(day)


def counted_runs(runs: RunTimes, schedule: ScheduleRule | None) -> dict[str, str | None]:
    """Per session day named by a run line, the run that counts (None: none)."""
    by_day: dict[str, dict[str, tuple[int, datetime | None]]] = {}
    for run_id, times in runs.items():  # grouped once: a season names a few hundred days
        day = session_day(run_id)
        if day is not None:
            by_day.setdefault(day, {})[run_id] = times
    return {day: counted_run(day, by_day[day], schedule) for day in sorted(by_day)}
