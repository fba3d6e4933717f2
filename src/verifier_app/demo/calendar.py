"""Trading sessions and the 09:30 New York open, with real EDT/EST rules."""

from __future__ import annotations

from datetime import UTC, date, datetime, time
from zoneinfo import ZoneInfo

from verifier_app.core.sessions import FIRST_SESSION, trading_days

__all__ = ["FIRST_SESSION", "iso", "new_york_time", "open_utc", "trading_days"]

NEW_YORK = ZoneInfo("America/New_York")


def new_york_time(day: date, hour: int, minute: int, second: int = 0) -> datetime:
    """A wall-clock time in New York on ``day``, as an aware UTC datetime."""
    return datetime.combine(day, time(hour, minute, second), NEW_YORK).astimezone(UTC)


def open_utc(day: date) -> datetime:
    return new_york_time(day, 9, 30)


def iso(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
