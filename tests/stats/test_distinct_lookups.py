"""Look-ups done once per distinct value (session, market, line, event) give the per-row
answers.

Each reference below is the rule as it reads row by row; the module's version works on the
distinct values and spreads them back. Frames mix odd values: spaces, days the exchange is
shut, texts that are not dates, missing lines and times, repeated and unknown keys.
"""

from __future__ import annotations

from datetime import timedelta

import numpy as np
import pandas as pd
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

from verifier_app.core.sessions import _numbers, session_day
from verifier_app.stats.distinct import float_lookup
from verifier_app.stats.forecasts import open_of, sealed_before_open
from verifier_app.stats.margins import Bound, _per_line
from verifier_app.stats.prices import _surely_agree, event_columns, screen

SETTINGS = settings(max_examples=120, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
SESSIONS = ["2026-10-21", "2026-10-22", " 2026-10-21", "2026-10-24", "2026-13-01", "", "x",
            "2026-10-21T00:00", "2026-11-03", "2027-03-09"]
SEALED = [None, "2026-10-21T13:29:59Z", "2026-10-21T13:30:00Z", "2026-10-22T13:00:00Z",
          "2026-11-03T14:29:59.5Z", "2027-03-09T13:31:00Z"]


def _row_sealed_before_open(df: pd.DataFrame) -> np.ndarray:
    opens = df["session"].map(open_of)
    ok = df["book_sealed"].notna() & opens.notna()
    out = np.zeros(len(df), dtype=bool)
    opening = pd.to_datetime(opens[ok], utc=True)
    out[ok.to_numpy()] = (df.loc[ok, "book_sealed"] < opening).to_numpy()
    return out


@seed(11)
@SETTINGS
@given(st.lists(st.tuples(st.sampled_from(SESSIONS), st.sampled_from(SEALED)), max_size=30))
def test_sealed_before_open_matches_the_per_row_rule(rows):
    df = pd.DataFrame({"session": pd.Series([s for s, _ in rows], dtype=str),
                       "book_sealed": pd.to_datetime([t for _, t in rows], utc=True,
                                                      format="ISO8601")})
    assert sealed_before_open(df).tolist() == _row_sealed_before_open(df).tolist()


TABLE = {("SPX", "1d"): 0.52, ("SPX", "1w"): 0.55, ("NDX", "1d"): 0.5}


@seed(12)
@SETTINGS
@given(st.lists(st.tuples(st.sampled_from(["SPX", "NDX", "spx", " SPX", "", "DJI"]),
                          st.sampled_from(["1d", "1w", "6m", ""])), max_size=30))
def test_a_value_per_market_matches_the_per_row_look_up(rows):
    frame = pd.DataFrame(rows, columns=["asset", "horizon"], dtype=str)
    expected = np.array([TABLE.get(k, np.nan) for k in
                         zip(frame["asset"], frame["horizon"], strict=True)], dtype=float)
    np.testing.assert_array_equal(float_lookup(frame, ["asset", "horizon"], TABLE), expected)


BOUNDS = {
    3: Bound(pd.Timestamp("2026-10-21T13:00:19Z"), "token", timedelta(seconds=0.5), "pass"),
    4: Bound(pd.Timestamp("2026-10-21T15:10:00.123456Z"), "bitcoin", timedelta(hours=2),
             "warn"),
    9: Bound(pd.Timestamp("2026-10-22T00:00:16Z"), "rekor", timedelta(seconds=1), "pass"),
}


def _row_columns(lines: pd.Series) -> pd.DataFrame:
    found = lines.map(lambda n: BOUNDS.get(int(n)) if n == n else None)
    return pd.DataFrame({
        "line": lines.map(lambda n: int(n) if n == n else None),
        "bound": pd.to_datetime(found.map(lambda b: b.when if b else None), utc=True),
        "anchor": found.map(lambda b: b.anchor if b else None),
        "status": found.map(lambda b: b.status if b else None),
        "limit": found.map(lambda b: b.uncertainty.total_seconds() / 3600 if b else np.nan)})


@seed(13)
@SETTINGS
@given(st.lists(st.sampled_from([3.0, 4.0, 9.0, 5.0, np.nan, 12.0]), max_size=30))
def test_each_lines_bound_matches_the_per_row_look_up(values):
    lines = pd.Series(values, dtype="float64", index=pd.RangeIndex(len(values)) * 3 + 1)
    pd.testing.assert_frame_equal(_per_line(lines, BOUNDS),
                                  _row_columns(lines).set_axis(lines.index), check_exact=True)


def test_session_day_is_the_day_the_calendar_numbers_so():
    numbers = _numbers()
    for number in [*range(-2, len(numbers) + 3), 2.0, True]:
        scanned = next((day for day, n in numbers.items() if n == number), None)
        assert session_day(number) == scanned


def _row_surely_agree(rows: pd.DataFrame, events: dict) -> np.ndarray:
    """``_surely_agree`` with each row's event looked up by itself."""
    looked = [events[k] for k in zip(rows["asset"], rows["reference_at"], rows["event_end_at"],
                                     strict=True)]
    return screen(rows, *event_columns(looked))


# (problem, ref, close, draw band): with a band and without one (draw flag not compared).
EVENTS = {("SPX", "t0", "e1"): ("", 100.0, 101.0, 0.05), ("SPX", "t0", "e2"): ("", 100.0, 100.0,
                                                                               None),
          ("NDX", "t0", "e1"): ("asset_not_in_price_file", None, None, None),
          ("NDX", "t1", "e1"): ("", 50.0, None, None), ("SPX", "t1", "e2"): ("", 99.99, 98.0,
                                                                             2.5)}


@seed(14)
@SETTINGS
@given(st.lists(st.tuples(st.sampled_from(sorted(EVENTS)),
                          st.sampled_from([100.0, 99.99, 50.0, 100.0000001]),
                          st.sampled_from([101.0, 100.0, 98.0, np.nan]),
                          st.sampled_from(["1", "1.0", " 0 ", "-2.0101", "", "x"]),
                          st.booleans()), max_size=30))
def test_the_price_screen_matches_the_per_row_look_up(rows):
    frame = pd.DataFrame({
        "asset": pd.Series([k[0] for k, *_ in rows], dtype=str),
        "reference_at": pd.Series([k[1] for k, *_ in rows], dtype=str),
        "event_end_at": pd.Series([k[2] for k, *_ in rows], dtype=str),
        "ref": [r[1] for r in rows], "close": [r[2] for r in rows],
        "actual_pct": pd.Series([r[3] for r in rows], dtype=str),
        "draw": [r[4] for r in rows]})
    assert _surely_agree(frame, EVENTS).tolist() == _row_surely_agree(frame, EVENTS).tolist()
