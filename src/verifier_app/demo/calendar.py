"""Trading sessions and the 09:30 New York open, with real EDT/EST rules."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

NEW_YORK = ZoneInfo("America/New_York")
FIRST_SESSION = date(2026, 10, 19)
# NYSE holidays inside a season that starts in October 2026.
HOLIDAYS = {date(2026, 11, 26), date(2026, 12, 25), date(2027, 1, 1), date(2027, 1, 18),
            date(2027, 2, 15), date(2027, 3, 26), date(2027, 5, 31)}


def trading_days(count: int, start: date = FIRST_SESSION) -> list[date]:
    days: list[date] = []
    day = start
    while len(days) < count:
        if day.weekday() < 5 and day not in HOLIDAYS:
            days.append(day)
        day += timedelta(days=1)
    return days


def new_york_time(day: date, hour: int, minute: int, second: int = 0) -> datetime:
    """A wall-clock time in New York on ``day``, as an aware UTC datetime."""
    return datetime.combine(day, time(hour, minute, second), NEW_YORK).astimezone(UTC)


def open_utc(day: date) -> datetime:
    return new_york_time(day, 9, 30)


def iso(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
