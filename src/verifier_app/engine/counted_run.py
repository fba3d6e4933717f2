"""Which run counts for a session, from sealed run times only (paper Sections 3.4, 3.11 P3).

One rule, used by P3 (``anchors.properties``) and by the statistics (``stats.book_rows``):

- from 2026-10-21 the published schedule decides: the scheduled morning run counts, as the
  declaration sealed as the first line of ``asks.jsonl`` says; every other run is a
  reference computation (``earlier_run``). The schedule names its morning run
  ``<session>-am``; without the declaration nothing decides, and no run counts.
- in the development sessions (19 and 20 October 2026) the methodology sealed then counted
  the last run sealed before the session's 09:30 New York open.

A run's session is the day its ``run_id`` names; its time is the run line's
``max(at, booked_at)``. The forecasts file's ``run_role`` never decides. A part of the book
decides a session only when nothing after it could change the answer (``settled``).
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from functools import lru_cache

from verifier_app.anchors.market_time import session_open_utc
from verifier_app.engine.times import parse_day

COUNTED_FROM = "2026-10-21"  # from this day the counted run is declared in asks.jsonl
MORNING_SUFFIX = "-am"  # the schedule's name for a session's morning run
DECLARED_RULE = "the scheduled morning run, declared in asks.jsonl line 1"
DEVELOPMENT_RULE = "development session: the last run sealed before the open"


def session_day(run_id: object) -> str | None:
    """The session day a run id names (``2026-10-20-am``), when it is a real date."""
    return _session_day(run_id) if isinstance(run_id, str) else None


@lru_cache(maxsize=4096)  # a season's lines name a few hundred runs
def _session_day(run_id: str) -> str | None:
    return run_id[:10] if parse_day(run_id[:10]) is not None else None


def rule_of(day: str) -> str:
    """The counted-run rule that governs ``day`` (Section 3.4)."""
    return DECLARED_RULE if day >= COUNTED_FROM else DEVELOPMENT_RULE


def counted_run(day: str, runs: Mapping[str, datetime | None], declared: bool) -> str | None:
    """The run that counts on ``day``; ``runs``: every run line's id and sealed time;
    ``declared``: whether the asks chain's declaration was read. None: no run counts."""
    mine = {run_id: at for run_id, at in runs.items() if session_day(run_id) == day}
    if day >= COUNTED_FROM:
        morning = day + MORNING_SUFFIX
        return morning if declared and morning in mine else None
    opening = session_open_utc(day)
    before = [(at, run_id) for run_id, at in mine.items() if at is not None and at < opening]
    return max(before)[1] if before else None


def settled(day: str, runs: Mapping[str, datetime | None], declared_at: datetime | None,
            through: datetime | None, unverified: bool) -> bool:
    """Whether the verified part of the book decides ``day``'s counted run. ``runs``: its
    verified run lines; ``declared_at``: when the declaration was sealed (None: not read);
    ``through``: the latest sealed time among the verified lines; ``unverified``: whether a
    run line of ``day`` lies outside the verified part.

    A declared day needs its morning run in the verified part, sealed after the
    declaration ("a rule declared before the runs", requirement 6). A development day needs
    every run line of the day verified and the verified part to reach past the open: until
    then a later run sealed before the open could follow."""
    if day >= COUNTED_FROM:
        run = counted_run(day, runs, declared_at is not None)
        run_at = runs.get(run) if run is not None else None
        return declared_at is not None and run_at is not None and declared_at < run_at
    return not unverified and through is not None and through >= session_open_utc(day)


def counted_runs(runs: Mapping[str, datetime | None], declared: bool) -> dict[str, str | None]:
    """Per session day named by a run line, the run that counts (None: none)."""
    days = {d for d in map(session_day, runs) if d is not None}
    return {day: counted_run(day, runs, declared) for day in sorted(days)}
