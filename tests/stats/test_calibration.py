"""Directional calibration bins and the logistic calibration fit."""

from __future__ import annotations

import json

import numpy as np
import pytest

from verifier_app.stats.calibration import bins, fold
from verifier_app.stats.logistic import fit

# The league's demo bundle is written, walked and counted once per process.
pytestmark = pytest.mark.xdist_group("league")


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


def test_the_files_unsealed_calib_min_changes_no_bin(league_master, league, stats_once):
    """Section 4.4: each bin is "trazada a partir de 20 pronósticos (calib_min)". The file's
    calib_min sits outside the hashed climatology_fixed and is not sealed: a file saying 500
    once hid every bin as 'not a result'; now the paper's 20 holds and the file's word is
    only shown (calib_min_file)."""
    every = json.loads(stats_once(league_master, "--json").stdout)
    path = league / "api" / "v1" / "council-calibration.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["calib_min"] = 500
    path.write_text(json.dumps(data), encoding="utf-8")
    moved = json.loads(stats_once(league, "--json").stdout)
    assert moved["calibration"]["calib_min"] == 20
    assert moved["calibration"]["per_horizon"] == every["calibration"]["per_horizon"]
    assert moved["calibration"]["per_seat"] == every["calibration"]["per_seat"]
    assert moved["climatology"]["calib_min_file"] == 500
    assert every["climatology"]["calib_min_file"] == 20
    assert any(b["shown"] for b in moved["calibration"]["per_horizon"]["1d"]["bins"])
