"""The 09:30 New York open of a session day, in UTC, and how far a moment lies before it.

New York switches between EST (UTC-5) and EDT (UTC-4); the IANA rules from ``zoneinfo``
(with the ``tzdata`` package as a fallback where the system has none) decide which applies
on a given day, so 2026-10-20 opens at 13:30Z and 2026-11-02 at 14:30Z.
"""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from functools import lru_cache
from zoneinfo import ZoneInfo

from verifier_app.core.errors import UserFacingError
from verifier_app.core.messages import Message

NEW_YORK = ZoneInfo("America/New_York")
OPEN_LOCAL = time(9, 30)


def _parse_day(day: str) -> date:
    try:
        return date.fromisoformat(day)
    except (TypeError, ValueError):
        raise UserFacingError(Message.of("cli.not_a_day", day=repr(day))) from None


def session_open_utc(day: str) -> datetime:
    """09:30 America/New_York on ``day`` (YYYY-MM-DD), as an aware UTC datetime."""
    return _open_of(day) if isinstance(day, str) else _open_of_day(day)


@lru_cache(maxsize=4096)  # a season's thousands of lines and tokens name a few hundred days
def _open_of(day: str) -> datetime:
    return _open_of_day(day)


def _open_of_day(day: str) -> datetime:
    local = datetime.combine(_parse_day(day), OPEN_LOCAL, tzinfo=NEW_YORK)
    return local.astimezone(UTC)


def new_york(dt: datetime) -> datetime:
    """The same moment on New York wall-clock time (naive datetimes are taken as UTC)."""
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    return dt.astimezone(NEW_YORK)


def before_open(t: datetime, day: str) -> tuple[bool, timedelta]:
    """Whether ``t`` lies strictly before the open of ``day``, and the open minus ``t``.

    The margin is negative when ``t`` is after the open; a moment exactly at 09:30:00 is
    not before the open.
    """
    if t.tzinfo is None:
        t = t.replace(tzinfo=UTC)
    margin = session_open_utc(day) - t
    return margin > timedelta(0), margin


def margin_message(margin: timedelta) -> Message:
    """'29 min 41 s before' / '1 h 2 min after': a margin in words, as a message
    (``render()`` for English, a lookup for the reader's language)."""
    if margin == timedelta(0):
        return Message.of("margin.at")
    side = "margin.before" if margin > timedelta(0) else "margin.after"
    return Message.of(side, length=margin_length(margin))


def margin_length(margin: timedelta) -> str:
    """'1 h 2 min 3.5 s': the size of a margin, either side."""
    seconds = abs(margin.total_seconds())
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    parts = [f"{hours} h"] if hours else []
    if minutes or hours:
        parts.append(f"{minutes} min")
    fraction = seconds - whole
    parts.append(f"{secs + fraction:.3f} s".replace(".000 s", " s"))
    return " ".join(parts)
