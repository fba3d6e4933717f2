"""Sharpness K, K_clim, the share within [40, 60] and the dispersion across seats."""

from __future__ import annotations

import pytest

from tests.stats.conftest import grid, make_rows
from verifier_app.stats.climatology import Climatology
from verifier_app.stats.sharpness import sharpness_tables


def test_sharpness_and_dispersion_by_hand():
    table = {"s01": {"SPX": 50, "NDX": 30}, "s02": {"SPX": 60, "NDX": 45}}
    clim = Climatology(usable=True, reason="", q={("SPX", "1d"): 0.55, ("NDX", "1d"): 0.55})
    result = sharpness_tables(make_rows(grid("2026-10-21-am", "1d", table)), clim)
    cell = result.per_horizon["1d"]
    assert cell.sharpness.k == pytest.approx(2 / 4 * (0 + 10 + 20 + 5))
    assert cell.sharpness.k_clim == pytest.approx(2 / 4 * (5 + 5 + 25 + 10))
    assert cell.sharpness.share_40_60 == pytest.approx(0.75)
    assert cell.dispersion == pytest.approx((5 + 7.5) / 2)  # population SDs
    assert sum(cell.counts) == 4 and sum(cell.to_json()["histogram"]["counts"]) == 4
    (run,) = result.per_run
    assert run.k == pytest.approx(17.5) and run.dispersion == pytest.approx(6.25)
    assert result.per_seat["s01"]["1d"].k == pytest.approx(2 / 2 * (0 + 20))


def test_k_clim_is_absent_without_a_checked_climatology():
    table = {"s01": {"SPX": 70}}
    cell = sharpness_tables(make_rows(grid("2026-10-21-am", "1d", table)),
                            Climatology()).per_horizon["1d"]
    assert cell.sharpness.k == pytest.approx(40.0) and cell.sharpness.k_clim is None
    assert cell.dispersion is None  # one seat: no spread
