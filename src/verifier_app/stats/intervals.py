"""Session-clustered bootstrap intervals for a mean score (paper, Section 4.6).

The session is the resampling unit: the twelve markets of one morning move together, so an
interval over rows would be too narrow. For a horizon of h sessions, consecutive forecasts
share most of their outcome window, so sessions are drawn in moving blocks of h and no
interval is given before 5·h scored sessions (5 for the day; 630 for six months, i.e.
none within one season). 10,000 resamples with the seed the league's archived scripts use,
drawn as ``stats.bootstrap`` describes.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from verifier_app.stats.bootstrap import RESAMPLES, SEED, block_picks

MIN_SESSIONS = 5
HORIZON_SESSIONS = {"1d": 1, "1w": 5, "1m": 21, "6m": 126}


def block_length(horizon: str) -> int:
    return HORIZON_SESSIONS.get(horizon, 1)


def session_interval(sums: np.ndarray, counts: np.ndarray, horizon: str,
                     level: float = 0.95) -> dict[str, Any]:
    """Percentile interval of sum(scores)/sum(rows) with sessions (in date order) resampled."""
    block = block_length(horizon)
    sessions = len(sums)
    needed = MIN_SESSIONS * block
    if sessions < needed:
        return {"low": None, "high": None, "sessions": sessions,
                "note": f"no interval before {needed} scored sessions at this horizon"}
    picks = block_picks(sessions, block)
    means = sums[picks].sum(axis=1) / np.maximum(counts[picks].sum(axis=1), 1)
    tail = (1 - level) / 2
    low, high = np.quantile(means, [tail, 1 - tail])
    method = "session bootstrap" if block == 1 else f"moving-block bootstrap, blocks of {block}"
    return {"low": round(float(low), 6), "high": round(float(high), 6), "sessions": sessions,
            "note": f"{int(level * 100)}% {method}, {RESAMPLES:,} resamples, seed {SEED}"}
