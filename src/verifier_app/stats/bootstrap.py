"""The moving-block bootstrap over sessions that every interval of the app uses.

One draw, so the Brier intervals and the registered test (paper, Section 8) resample the
same way and anyone can repeat the figures: ``numpy.random.default_rng(20261102)`` (a
PCG64 generator) draws, for each of the 10,000 resamples, ``ceil(n / block)`` block starts
at once with ``rng.integers(0, n - block + 1, size=(10_000, ceil(n / block)))``, each
uniform over the ``n - block + 1`` starts. Each start ``i`` contributes the sessions
``i, i+1, …, i+block-1`` (in date order); the blocks are laid end to end and cut to ``n``
sessions. Intervals are percentiles of the resampled statistic (numpy's default linear
interpolation).
"""

from __future__ import annotations

import numpy as np

RESAMPLES = 10_000
SEED = 20261102


def block_picks(n: int, block: int, resamples: int = RESAMPLES, seed: int = SEED) -> np.ndarray:
    """(resamples, n) session indices: moving blocks of ``block`` sessions, cut to ``n``."""
    if block < 1 or n < block:
        raise ValueError(f"a bootstrap with blocks of {block} needs at least {block} sessions")
    rng = np.random.default_rng(seed)
    starts = rng.integers(0, n - block + 1, size=(resamples, -(-n // block)))
    picks = (starts[:, :, None] + np.arange(block)[None, None, :]).reshape(resamples, -1)
    return picks[:, :n]


def pick_counts(picks: np.ndarray, n: int) -> np.ndarray:
    """(resamples, n): how often each session was drawn in each resample."""
    counts = np.zeros((picks.shape[0], n))
    np.add.at(counts, (np.arange(picks.shape[0])[:, None], picks), 1.0)
    return counts


def percentile_interval(values: np.ndarray, level: float) -> tuple[float, float]:
    """The central ``level`` percentile interval of the resampled values (NaN ignored)."""
    tail = (1 - level) / 2
    low, high = np.nanquantile(values, [tail, 1 - tail])
    return float(low), float(high)
