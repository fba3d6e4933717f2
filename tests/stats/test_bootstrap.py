"""Property tests of the one moving-block draw every interval uses."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from verifier_app.stats.bootstrap import block_picks, pick_counts


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 8).flatmap(lambda b: st.tuples(st.just(b), st.integers(b, 60))))
def test_every_resample_is_whole_blocks_of_consecutive_sessions(block_and_n):
    block, n = block_and_n
    picks = block_picks(n, block, resamples=50)
    assert picks.shape == (50, n) and picks.min() >= 0 and picks.max() <= n - 1
    starts = picks[:, ::block]
    for k in range(1, block):  # inside a block each session follows the one before
        inside = picks[:, k::block]
        assert (inside == starts[:, :inside.shape[1]] + k).all()
    assert (pick_counts(picks, n).sum(axis=1) == n).all()


def test_the_same_seed_gives_the_same_draw_and_too_few_sessions_are_refused():
    assert (block_picks(30, 5) == block_picks(30, 5)).all()
    assert not (block_picks(30, 5, seed=1) == block_picks(30, 5)).all()
    with pytest.raises(ValueError, match="at least 5 sessions"):
        block_picks(4, 5)  # four sessions cannot hold a block of five
    assert np.array_equal(np.sort(np.unique(block_picks(5, 5))), np.arange(5))
