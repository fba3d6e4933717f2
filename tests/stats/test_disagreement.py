"""The secondary question (does disagreement help?): terciles and the difference by hand."""

from __future__ import annotations

import numpy as np
import pytest

from verifier_app.core.sessions import session_day
from verifier_app.stats.disagreement import disagreement
from verifier_app.stats.endpoint import Event


def _event(session: int, asset: str, gain: float) -> Event:
    p = 1 - np.sqrt(0.25 - gain)  # q = 0.5, y = 1: (q - y)^2 - (p - y)^2 = gain
    return Event(session, str(session_day(session)), f"run{session}", asset, p, 0.5, 1.0, 5)


def _league(window_sessions: int):
    events, spread = [], {}
    for s in range(1, 11):  # design window: dispersions 1..10 set the bounds
        events.append(_event(s, "SPX", 0.0))
        spread[(f"run{s}", "SPX")] = float(s)
    gains = {"SPX": (0.01, 0.03, 0.05), "GOLD": (0.02, 0.0, 0.0)}  # bottom, middle, top
    for i in range(window_sessions):
        s, tercile = 11 + i, i % 3
        for asset in ("SPX", "GOLD"):
            events.append(_event(s, asset, gains[asset][tercile]))
            spread[(f"run{s}", asset)] = (2.0, 5.0, 9.0)[tercile]
    return events, spread


def test_terciles_from_the_design_window_and_the_mean_difference_across_markets():
    events, spread = _league(90)
    result = disagreement(events, spread)
    assert result.bounds == pytest.approx(tuple(np.percentile(np.arange(1, 11), [33.3, 66.7])))
    assert result.counts == (60, 60, 60) and result.design_events == 10
    # SPX: 0.05 - 0.01 = 0.04; GOLD: 0.00 - 0.02 = -0.02; mean across markets 0.01
    assert dict(result.markets) == pytest.approx({"GOLD": -0.02, "SPX": 0.04})
    assert result.estimate == pytest.approx(0.01)
    assert result.resolved and result.ci95.low == pytest.approx(0.01, abs=1e-9)
    assert "gained more" in result.reading


def test_a_tercile_under_thirty_events_leaves_it_unresolved():
    events, spread = _league(40)  # fewer than 30 events in every tercile
    result = disagreement(events, spread)
    assert result.counts == (28, 26, 26)
    assert not result.resolved and result.reading.startswith("unresolved")
    assert result.to_json()["shadow_consensus"].startswith("unresolved")


def test_no_design_window_no_bounds():
    events, spread = _league(90)
    late = [e for e in events if e.session > 10]
    result = disagreement(late, spread)
    assert not result.available and "sessions 1-10" in result.reason
