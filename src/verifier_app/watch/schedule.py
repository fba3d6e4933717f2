"""When the watch polls next.

In order of preference:

1. ``--every MINUTES``: the reader's own interval, day and night.
2. The site's seal times, where its protocol file (``arena-protocol.json``) states them:
   ``seal_times`` (or ``schedule.seal_times``), a list of ``HH:MM`` New York times (the
   paper's stamps are written at fixed times before the 09:30 ET open; it does not print
   the key, so the app reads it only where the protocol gives it). The watch polls
   ``AFTER_SEAL`` after each such time on a New York trading day.
3. Otherwise every ``EVERY_IN_SESSION`` during the New York session (09:30-16:00 ET on an
   NYSE trading day, ``stats.sessions``), and nothing between sessions.

All times are UTC inside; the New York wall clock follows the real zone rules.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path

from verifier_app.core.errors import UserFacingError
from verifier_app.core.input_files import read_input_file
from verifier_app.core.market_time import NEW_YORK

EVERY_IN_SESSION = timedelta(minutes=15)
AFTER_SEAL = timedelta(minutes=2)  # the stamped list and its proofs are published then
SESSION_OPEN, SESSION_CLOSE = time(9, 30), time(16, 0)
MAX_PROTOCOL_BYTES = 4 * 1024 * 1024
MAX_SEAL_TIMES = 48
HH_MM = re.compile(r"^([01]\d|2[0-3]):([0-5]\d)$")
LOOK_AHEAD_DAYS = 14  # a long holiday stretch is never this long


@dataclass(frozen=True)
class Schedule:
    every: timedelta | None = None
    seal_times: tuple[time, ...] = ()  # New York wall-clock times
    # the protocol's seal times past MAX_SEAL_TIMES, not read (said where the rule is)
    seal_times_not_read: int = 0

    @property
    def rule(self) -> str:
        """every | seal_times | session: which rule decides (said in the watch's JSON)."""
        if self.every is not None:
            return "every"
        return "seal_times" if self.seal_times else "session"

    def next_poll(self, now: datetime) -> datetime:
        """The first poll strictly after ``now`` (UTC)."""
        if self.every is not None:
            return now + self.every
        for offset in range(LOOK_AHEAD_DAYS + 1):
            day = now.astimezone(NEW_YORK).date() + timedelta(days=offset)
            if not is_trading_day(day):
                continue
            for moment in self._moments(day):
                if moment > now:
                    return moment
        return now + timedelta(days=1)  # beyond the calendar: once a day

    def _moments(self, day: date) -> list[datetime]:
        if self.seal_times:
            return sorted(_utc(day, t) + AFTER_SEAL for t in self.seal_times)
        moment, close = _utc(day, SESSION_OPEN), _utc(day, SESSION_CLOSE)
        found = []
        while moment <= close:
            found.append(moment)
            moment += EVERY_IN_SESSION
        return found


def _utc(day: date, wall: time) -> datetime:
    return datetime.combine(day, wall, tzinfo=NEW_YORK).astimezone(UTC)


def is_trading_day(day: date) -> bool:
    """An NYSE trading day (``exchange_calendars``); outside its calendar, a weekday."""
    from verifier_app.core.sessions import CALENDAR_END, CALENDAR_START, is_session_day

    if CALENDAR_START <= day <= CALENDAR_END:
        return is_session_day(day)
    return day.weekday() < 5


def protocol_schedule(bundle: Path) -> Schedule:
    """The schedule of the seal times the site's protocol states (New York ``HH:MM``), with
    how many entries of its list past the cap were not read; without any such time, the
    New York session's. The file is hostile input like any other: capped, and anything
    but a list of such times ignored."""
    path = bundle / "api" / "v1" / "arena-protocol.json"
    try:  # through the one opener: a pipe in its place must not hang the watch
        data = json.loads(read_input_file(path, MAX_PROTOCOL_BYTES, "the site's protocol"))
    except (UserFacingError, OSError, ValueError, RecursionError):
        return Schedule()
    if not isinstance(data, dict):
        return Schedule()
    found = data.get("seal_times")
    if found is None and isinstance(data.get("schedule"), dict):
        found = data["schedule"].get("seal_times")
    if not isinstance(found, list):
        return Schedule()
    times = [m for t in found[:MAX_SEAL_TIMES] if isinstance(t, str) and (m := HH_MM.match(t))]
    if not times:
        return Schedule()
    return Schedule(None, tuple(sorted({time(int(m[1]), int(m[2])) for m in times})),
                    max(0, len(found) - MAX_SEAL_TIMES))
