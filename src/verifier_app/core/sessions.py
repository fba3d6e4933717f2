"""Session numbers: New York Stock Exchange trading days counted from 2026-10-19.

The paper (Section 8.1) numbers sessions by the days the NYSE is open: session 1 is
2026-10-19, session 11 is 2026-11-02, session 126 about 2027-04-20. The trading days come
from ``exchange_calendars`` (calendar ``XNYS``), never from a list written here.
"""

from __future__ import annotations

import warnings
from bisect import bisect_left
from datetime import date
from functools import lru_cache

FIRST_SESSION = date(2026, 10, 19)
CALENDAR_END = date(2029, 12, 31)
DESIGN_LAST = 10  # sessions 1-10: the design window, read by no confirmatory estimate
WINDOW = (11, 126)  # the registered test's window


@lru_cache(maxsize=1)
def _numbers() -> dict[date, int]:
    import exchange_calendars

    with warnings.catch_warnings():  # the library's own pandas deprecation notices
        warnings.simplefilter("ignore")
        calendar = exchange_calendars.get_calendar("XNYS", start=FIRST_SESSION.isoformat(),
                                                   end=CALENDAR_END.isoformat())
        days = calendar.sessions_in_range(FIRST_SESSION.isoformat(), CALENDAR_END.isoformat())
    return {day.date(): i for i, day in enumerate(days, 1)}


def session_number(day: str | date) -> int | None:
    """1 for 2026-10-19, counting NYSE trading days; None for a day the exchange is shut,
    a day before the season or a text that is not a date."""
    if isinstance(day, str):
        try:
            day = date.fromisoformat(day[:10])
        except ValueError:
            return None
    return _numbers().get(day)


def session_day(number: int) -> date | None:
    """The trading day of session ``number`` (None beyond the calendar)."""
    return _days().get(number)


@lru_cache(maxsize=1)
def _days() -> dict[int, date]:
    return {n: day for day, n in _numbers().items()}


def trading_days(count: int, start: date = FIRST_SESSION) -> list[date]:
    """The first ``count`` NYSE trading days from ``start`` on."""
    days = [day for day in _numbers() if day >= start]
    if len(days) < count:
        raise ValueError(f"the trading calendar holds only {len(days)} days from {start}")
    return days[:count]


CALENDAR_START = date(2026, 1, 2)  # early enough for the draw band's sessions before the first


@lru_cache(maxsize=1)
def _all_days() -> tuple[date, ...]:
    import exchange_calendars

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        calendar = exchange_calendars.get_calendar("XNYS", start=CALENDAR_START.isoformat(),
                                                   end=CALENDAR_END.isoformat())
        days = calendar.sessions_in_range(CALENDAR_START.isoformat(), CALENDAR_END.isoformat())
    return tuple(day.date() for day in days)


def sessions_before(day: date, count: int) -> list[date]:
    """The ``count`` NYSE trading days before ``day`` (fewer near the calendar's start)."""
    days = _all_days()
    at = bisect_left(days, day)
    return list(days[max(0, at - count):at])


def is_session_day(day: date) -> bool:
    """Whether the NYSE is open on ``day`` (within ``CALENDAR_START``..``CALENDAR_END``)."""
    days = _all_days()
    at = bisect_left(days, day)
    return at < len(days) and days[at] == day
