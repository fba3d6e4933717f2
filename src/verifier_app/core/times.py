"""One reading of every time the evidence carries: UTC inside, never guessed.

A time written with a zone (``Z`` or ``+01:00``) is converted to UTC. A time written
without one is *not established*: it is never read in the computer's zone, because the same
line would then give two answers on two computers. A time outside what a calendar can hold
(year 0, year 1 minus an hour, 10**30 seconds) is reported as out of range, never raised.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from enum import StrEnum
from typing import Any

MAX_TIME_TEXT = 64  # an ISO 8601 time is about 30 characters; anything longer is not one
DAY_TEXT = re.compile(r"^\d{4}-\d{2}-\d{2}$")
SEAL_NAME_TIME = re.compile(r"^(\d{2})(\d{2})(\d{2})Z\.txt$")

# τ, the practical margin between a block's header time and the moment it was really
# mined. Miners set header times. Consensus only demands a time later than the median of
# the previous 11 blocks (which usually trails the real clock by about an hour) and no
# more than two hours ahead of the nodes' clocks; in practice miners use their real
# clock. Two hours covers the usual spread. It is a practical bound (SPEC, Level 2), not
# one consensus proves, so the app always shows the header time and median time too.
TAU = timedelta(hours=2)


class TimeProblem(StrEnum):
    MISSING = "missing"
    MALFORMED = "malformed"
    NO_ZONE = "no_zone"
    OUT_OF_RANGE = "out_of_range"


PROBLEM_WORDS = {
    TimeProblem.MISSING: "no time is given",
    TimeProblem.MALFORMED: "the time is not of the form 2026-10-20T13:00:25Z",
    TimeProblem.NO_ZONE: "the time has no zone (no Z or +hh:mm), so the moment it names is "
    "not established; it is not read in this computer's zone",
    TimeProblem.OUT_OF_RANGE: "the time lies outside any real calendar date",
}


@dataclass(frozen=True)
class TimeReading:
    """A time as read from the evidence: the UTC moment, or why there is none."""

    text: str
    moment: datetime | None
    problem: TimeProblem | None = None

    @property
    def established(self) -> bool:
        return self.moment is not None

    def explain(self) -> str:
        return PROBLEM_WORDS[self.problem] if self.problem else ""


def read_time(value: Any) -> TimeReading:
    """Read an ISO 8601 time; a missing, malformed, zone-less or impossible one says so."""
    if value is None or value == "":
        return TimeReading("", None, TimeProblem.MISSING)
    if not isinstance(value, str) or len(value) > MAX_TIME_TEXT:
        return TimeReading(_shown(value), None, TimeProblem.MALFORMED)
    try:
        moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return TimeReading(value, None, TimeProblem.MALFORMED)
    if moment.tzinfo is None or moment.utcoffset() is None:
        return TimeReading(value, None, TimeProblem.NO_ZONE)
    try:
        return TimeReading(value, moment.astimezone(UTC))
    except (OverflowError, ValueError):
        return TimeReading(value, None, TimeProblem.OUT_OF_RANGE)


def parse_utc(value: Any) -> datetime | None:
    """The UTC moment of a time with a zone; None for anything else (see ``read_time``)."""
    return read_time(value).moment


def sealed_time(at: Any, booked_at: Any) -> TimeReading:
    """When a line was sealed into the book: ``max(at, booked_at)`` (SPEC section 3).

    ``booked_at`` is optional; but when either time is present and unreadable, the later
    of the two cannot be known, so the seal time is not established.
    """
    first = read_time(at)
    if booked_at is None:
        return first
    second = read_time(booked_at)
    for reading in (first, second):
        if not reading.established:
            return reading
    return first if first.moment >= second.moment else second  # type: ignore[operator]


def parse_day(value: Any) -> date | None:
    """A calendar day written YYYY-MM-DD; None for anything else (``2026-13-45`` too)."""
    if not isinstance(value, str) or not DAY_TEXT.match(value):
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        return None


def seal_name_time(name: str, day: str | None) -> str | None:
    """The seal time (ISO 8601 UTC) from a ``HHMMSSZ.txt`` name and its proof day.

    None when either is missing or names an impossible moment (``996099Z.txt``).
    """
    match = SEAL_NAME_TIME.match(name)
    if not match or parse_day(day) is None:
        return None
    hh, mm, ss = (int(part) for part in match.groups())
    if hh > 23 or mm > 59 or ss > 59:
        return None
    return f"{day}T{hh:02d}:{mm:02d}:{ss:02d}Z"


def iso_utc(moment: datetime) -> str:
    """``2026-10-20T13:00:25Z``: how the app writes a UTC moment."""
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _shown(value: Any) -> str:
    text = value if isinstance(value, str) else repr(value)
    return text[:MAX_TIME_TEXT] + ("…" if len(text) > MAX_TIME_TEXT else "")
