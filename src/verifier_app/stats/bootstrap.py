"""The moving-block bootstrap over sessions that every interval of the app uses.

One draw, so the Brier intervals, the disagreement test and the registered test (paper,
Section 8) resample the same way and anyone can repeat the figures with Python's standard
library alone, as the league's archived scripts are written:

    rng = random.Random(20261102)
    for each of the 10,000 resamples, in turn:
        for each of its ceil(n / block) blocks, in turn:
            start = int(rng.random() * (n - block + 1))

Each start ``i`` contributes the sessions ``i, i+1, …, i+block-1`` (in date order); the
blocks are laid end to end and cut to ``n`` sessions. Intervals are percentiles of the
resampled statistic (numpy's default linear interpolation). The numbers ``rng.random()``
gives are drawn here from the very same Mersenne Twister state at numpy's speed
(``stdlib_uniforms``, held to the standard library by a test). Each bound comes with its
Monte Carlo error: the spread of the same percentile over ten consecutive batches of the
resamples, divided by √10, so a reader can tell a difference of generators from a real one.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import numpy as np

RESAMPLES = 10_000
SEED = 20261102
MC_BATCHES = 10
DRAW_ORDER = ("random.Random(seed); for each resample in turn, for each of its "
              "ceil(n / block) blocks in turn: start = int(random() * (n - block + 1))")


def stdlib_uniforms(seed: int, count: int) -> np.ndarray:
    """The first ``count`` numbers ``random.Random(seed).random()`` gives, in order."""
    state = random.Random(seed).getstate()[1]
    generator = np.random.RandomState()
    generator.set_state(("MT19937", np.array(state[:624], dtype=np.uint32), state[624]))
    return generator.random_sample(count)


def block_picks(n: int, block: int, resamples: int = RESAMPLES, seed: int = SEED) -> np.ndarray:
    """(resamples, n) session indices: moving blocks of ``block`` sessions, cut to ``n``."""
    if block < 1 or n < block:
        raise ValueError(f"a bootstrap with blocks of {block} needs at least {block} sessions")
    return _block_picks(n, block, resamples, seed).copy()


@lru_cache(maxsize=256)  # the same draw serves every statistic over n sessions
def _block_picks(n: int, block: int, resamples: int, seed: int) -> np.ndarray:
    per = -(-n // block)
    uniforms = stdlib_uniforms(seed, resamples * per).reshape(resamples, per)
    starts = (uniforms * (n - block + 1)).astype(np.int64)
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


def monte_carlo_error(values: np.ndarray, level: float) -> tuple[float, float]:
    """Each bound's Monte Carlo error: the standard error of its percentile over
    ``MC_BATCHES`` consecutive batches of the resamples."""
    tail = (1 - level) / 2
    batches = np.array_split(np.asarray(values, dtype=float), MC_BATCHES)
    bounds = np.array([np.nanquantile(b, [tail, 1 - tail]) for b in batches])
    low, high = bounds.std(axis=0, ddof=1) / math.sqrt(MC_BATCHES)
    return float(low), float(high)
