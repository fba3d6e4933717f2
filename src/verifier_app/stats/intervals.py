"""Session-clustered intervals for a mean score (paper, Section 4.6).

The session is the resampling unit: the twelve markets of one morning move together, so an
interval over rows would be too narrow. The league publishes intervals "from 5 scored
sessions (Student t on session means) and from 20 by a bootstrap over sessions"
(Section 4.6); the app does the same for the day. For a horizon of h sessions, consecutive
forecasts share most of their outcome window, so sessions are drawn in moving blocks of h
and no interval is given before 5·h scored sessions (5 for the day; 630 for six months, i.e.
none within one season, requirement 10). 10,000 resamples with the seed the league's
archived scripts use, drawn as ``stats.bootstrap`` describes.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from verifier_app.stats.bootstrap import (
    DRAW_ORDER,
    RESAMPLES,
    SEED,
    block_picks,
    monte_carlo_error,
)

MIN_SESSIONS = 5
BOOTSTRAP_FROM = 20  # sessions; before it (from 5) the day's interval is Student's t
HORIZON_SESSIONS = {"1d": 1, "1w": 5, "1m": 21, "6m": 126}
# Student's t quantiles for 4 to 18 degrees of freedom (5 to 19 sessions), as published
# tables give them: the 97.5th (95% intervals) and the 95th (90% intervals) percentiles.
T_QUANTILES = {
    0.95: (2.776445, 2.570582, 2.446912, 2.364624, 2.306004, 2.262157, 2.228139, 2.200985,
           2.178813, 2.160369, 2.144787, 2.131450, 2.119905, 2.109816, 2.100922),
    0.9: (2.131847, 2.015048, 1.943180, 1.894579, 1.859548, 1.833113, 1.812461, 1.795885,
          1.782288, 1.770933, 1.761310, 1.753050, 1.745884, 1.739607, 1.734064),
}
T_FIRST_DF = 4


def block_length(horizon: str) -> int:
    return HORIZON_SESSIONS.get(horizon, 1)


def t_quantile(level: float, df: int) -> float:
    """Student's t quantile for a two-sided ``level`` interval with ``df`` degrees."""
    return T_QUANTILES[level][df - T_FIRST_DF]


def session_interval(sums: np.ndarray, counts: np.ndarray, horizon: str,
                     level: float = 0.95) -> dict[str, Any]:
    """The interval of sum(scores)/sum(rows) over sessions (in date order): Student's t on
    session means for 5 to 19 sessions of the day, else the (moving-block) bootstrap."""
    block = block_length(horizon)
    sessions = len(sums)
    needed = MIN_SESSIONS * block
    if sessions < needed:
        return {"low": None, "high": None, "sessions": sessions,
                "note": f"no interval before {needed} scored sessions at this horizon"}
    if block == 1 and sessions < BOOTSTRAP_FROM:
        return _student(sums / np.maximum(counts, 1), level)
    picks = block_picks(sessions, block)
    means = sums[picks].sum(axis=1) / np.maximum(counts[picks].sum(axis=1), 1)
    tail = (1 - level) / 2
    low, high = np.quantile(means, [tail, 1 - tail])
    error_low, error_high = monte_carlo_error(means, level)
    method = "session bootstrap" if block == 1 else f"moving-block bootstrap, blocks of {block}"
    return {"low": round(float(low), 6), "high": round(float(high), 6), "sessions": sessions,
            "method": "bootstrap", "draw_order": DRAW_ORDER,
            "mc_error": {"low": round(error_low, 6), "high": round(error_high, 6)},
            "note": f"{int(level * 100)}% {method}, {RESAMPLES:,} resamples, seed {SEED}"}


def _student(means: np.ndarray, level: float) -> dict[str, Any]:
    """mean ± t · sd / √n over the session means (the league's rule for 5 to 19 sessions)."""
    n = len(means)
    centre = float(np.mean(means))
    half = t_quantile(level, n - 1) * float(np.std(means, ddof=1)) / math.sqrt(n)
    return {"low": round(centre - half, 6), "high": round(centre + half, 6), "sessions": n,
            "method": "student_t", "mean_of_session_means": round(centre, 6),
            "note": f"{int(level * 100)}% Student's t on {n} session means ({n - 1} degrees "
                    f"of freedom); the bootstrap from {BOOTSTRAP_FROM} sessions"}
