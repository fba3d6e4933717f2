"""The consensus rules and the shared-error counts, on hand-computed markets."""

from __future__ import annotations

import pytest

from tests.stats.conftest import grid, make_rows
from verifier_app.stats.consensus import consensus_markets, consensus_value
from verifier_app.stats.eligibility import select
from verifier_app.stats.n_eff import n_eff_runs

SEATS = ["s01", "s02", "s03", "s04", "s05"]
ORDER = {s: i for i, s in enumerate(SEATS)}


def test_five_answers_drop_the_highest_and_lowest():
    families = {s: s for s in SEATS}
    value, trimmed, reduced = consensus_value([30, 60, 62, 70, 90], SEATS, families, ORDER)
    assert value == pytest.approx(64.0)
    assert trimmed == ["s01", "s05"] and reduced == []


def test_a_second_model_of_a_family_weighs_a_third():
    families = {"s01": "a", "s02": "a", "s03": "x", "s04": "x", "s05": "d"}
    value, _, reduced = consensus_value([30, 60, 62, 70, 90], SEATS, families, ORDER)
    assert value == pytest.approx((60 + 62 + 70 / 3) / (2 + 1 / 3))
    assert reduced == ["s04"]


def test_four_answers_are_not_trimmed_and_the_result_is_clipped():
    value, trimmed, _ = consensus_value([1, 1, 1, 2], SEATS[:4], {}, ORDER)
    assert value == 2.0 and trimmed == []
    assert consensus_value([99, 99, 99, 99], SEATS[:4], {}, ORDER)[0] == 98.0


def _markets(table):
    df = make_rows(grid("2026-10-21-am", "1d", table, closes={"SPX": 101, "GOLD": 101}))
    used = select(df, "drop_common").rows
    return {m.asset: m for m in consensus_markets(used, n_eff_runs(df), {}, ORDER)}


def test_all_wrong_and_minority_right():
    table = {"s01": {"SPX": 40, "GOLD": 40, "DXY": 55}, "s02": {"SPX": 45, "GOLD": 45, "DXY": 60},
             "s03": {"SPX": 30, "GOLD": 30, "DXY": 65}, "s04": {"SPX": 20, "GOLD": 60, "DXY": 70}}
    markets = _markets(table)
    spx, gold = markets["SPX"], markets["GOLD"]
    assert spx.outcome == 1.0 and spx.seats_wrong == 4 and spx.all_wrong
    assert not spx.minority_right
    assert gold.consensus == pytest.approx(43.75) and gold.minority_right and not gold.all_wrong
    assert gold.brier == pytest.approx((0.4375 - 1) ** 2)
    assert markets["DXY"].outcome is None and markets["DXY"].n_stated == 4
    # every consensus carries its count of voices
    assert spx.rho is not None and spx.n_eff is not None


def test_a_stated_50_is_neither_right_nor_wrong():
    table = {"s01": {"SPX": 50}, "s02": {"SPX": 40}, "s03": {"SPX": 45}, "s04": {"SPX": 30}}
    spx = _markets(table)["SPX"]
    assert spx.seats_wrong == 3 and spx.seats_right == 0
    assert not spx.all_wrong  # only three seats took a side
