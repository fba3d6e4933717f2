"""Directional calibration bins and the logistic calibration fit."""

from __future__ import annotations

import numpy as np

from verifier_app.stats.calibration import bins, fold
from verifier_app.stats.logistic import fit


def test_fold_flips_the_outcome_below_50_and_drops_exactly_50():
    p, o = fold(np.array([55.0, 45, 50, 30]), np.array([1.0, 1, 1, 0]))
    assert p.tolist() == [55, 55, 70] and o.tolist() == [1, 0, 1]


def test_bins_by_hand_with_calib_min():
    probs = np.array([55.0, 45, 65, 50, 85, 30, 100])
    outcomes = np.array([1.0, 1, 0, 1, 1, 0, 1])
    result = bins(probs, outcomes, calib_min=2)
    assert [b.n for b in result] == [2, 1, 1, 2]
    assert result[0].mean_prob == 55 and result[0].hit_rate == 0.5
    assert result[1].hit_rate == 0 and result[2].mean_prob == 70
    assert result[3].mean_prob == 92.5 and result[3].to_json()["bin"] == "[80,100]"
    assert result[0].label == "[50,60)"
    assert [b.shown for b in result] == [True, False, False, True]


def test_logistic_fit_recovers_a_calibrated_forecaster():
    rng = np.random.default_rng(7)
    sessions = np.repeat(np.arange(200), 24)
    probs = rng.uniform(15, 85, size=sessions.size).round()
    outcomes = (rng.random(sessions.size) < probs / 100).astype(float)
    result = fit(probs, outcomes, sessions)
    assert result.clusters == 200 and result.n == sessions.size
    assert result.a is not None and result.b is not None
    assert result.se_a is not None and result.se_b is not None
    assert abs(result.b - 1) < 3 * result.se_b + 0.05
    assert abs(result.a) < 3 * result.se_a + 0.05
    assert 0 < result.se_b < 0.3


def test_logistic_fit_is_not_claimed_when_outcomes_are_separated():
    probs = np.array([30.0] * 10 + [70.0] * 10)
    outcomes = np.array([0.0] * 10 + [1.0] * 10)
    result = fit(probs, outcomes, np.arange(20) % 4)
    assert result.b is None and "not estimated" in result.note
    assert fit(probs[:5], outcomes[:5], np.arange(5)).b is None
