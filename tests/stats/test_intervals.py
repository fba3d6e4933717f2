"""Student's t from 5 scored sessions, the bootstrap from 20 (paper Section 4.6: the league
publishes intervals "from 5 scored sessions (Student t on session means) and from 20 by a
bootstrap over sessions"); none before 5·h sessions for a horizon of h (requirement 10)."""

from __future__ import annotations

import math

import numpy as np

from verifier_app.stats.intervals import session_interval, t_quantile


def test_five_to_nineteen_sessions_of_the_day_get_students_t_on_session_means():
    means = np.array([0.20, 0.25, 0.22, 0.30, 0.18, 0.24, 0.21])
    counts = np.array([12, 12, 11, 12, 12, 10, 12])
    found = session_interval(means * counts, counts, "1d")
    sd = float(np.std(means, ddof=1))
    half = 2.446912 * sd / math.sqrt(7)  # t(0.975, 6 degrees of freedom)
    assert found["method"] == "student_t" and found["sessions"] == 7
    assert found["low"] == round(means.mean() - half, 6)
    assert found["high"] == round(means.mean() + half, 6)


def test_from_twenty_sessions_the_bootstrap_with_its_monte_carlo_error():
    rng = np.random.default_rng(5)
    counts = np.full(20, 12)
    found = session_interval(rng.uniform(2, 4, 20), counts, "1d")
    assert found["method"] == "bootstrap" and set(found["mc_error"]) == {"low", "high"}
    assert "random.Random(seed)" in found["draw_order"]


def test_no_interval_before_five_sessions_nor_before_five_blocks_of_a_horizon():
    counts = np.full(4, 12)
    assert session_interval(np.ones(4), counts, "1d")["low"] is None
    week = session_interval(np.ones(24), np.full(24, 12), "1w")  # 5·5 = 25 needed
    assert week["low"] is None and "25 scored sessions" in week["note"]


def test_published_t_quantiles() -> None:
    assert t_quantile(0.95, 4) == 2.776445 and t_quantile(0.95, 18) == 2.100922
    assert t_quantile(0.9, 9) == 1.833113
