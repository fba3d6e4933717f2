"""The 09:30 New York open under real EDT/EST rules."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from verifier_app.core.errors import UserFacingError
from verifier_app.core.market_time import (
    before_open,
    margin_message,
    new_york,
    session_open_utc,
)


def test_open_in_summer_time_is_1330z():
    assert session_open_utc("2026-10-20") == datetime(2026, 10, 20, 13, 30, tzinfo=UTC)


def test_open_after_clocks_go_back_is_1430z():
    assert session_open_utc("2026-11-02") == datetime(2026, 11, 2, 14, 30, tzinfo=UTC)


def test_papers_token_is_29_min_41_s_before_the_open():
    early, margin = before_open(datetime(2026, 10, 21, 13, 0, 19, tzinfo=UTC), "2026-10-21")
    assert early is True
    assert margin == timedelta(minutes=29, seconds=41)
    assert margin_message(margin).render() == "29 min 41 s before"


def test_after_the_open_gives_negative_margin():
    early, margin = before_open(datetime(2026, 11, 2, 14, 31, tzinfo=UTC), "2026-11-02")
    assert early is False
    assert margin == timedelta(minutes=-1)
    assert margin_message(margin).render() == "1 min 0 s after"


def test_exactly_at_the_open_is_not_before_it():
    early, margin = before_open(datetime(2026, 10, 20, 13, 30, tzinfo=UTC), "2026-10-20")
    assert early is False and margin == timedelta(0)


def test_new_york_wall_clock_and_naive_input_taken_as_utc():
    assert new_york(datetime(2026, 10, 21, 13, 0, 19)).isoformat() == "2026-10-21T09:00:19-04:00"
    assert new_york(datetime(2026, 11, 2, 14, 30, tzinfo=UTC)).strftime("%H:%M %Z") == "09:30 EST"


@pytest.mark.parametrize("day", ["2026-13-01", "yesterday", ""])
def test_bad_day_is_a_plain_error(day):
    with pytest.raises(UserFacingError, match="YYYY-MM-DD"):
        session_open_utc(day)
