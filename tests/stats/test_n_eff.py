"""N_eff and the correlation measures on hand-computed cases."""

from __future__ import annotations

import numpy as np
import pytest

from tests.stats.conftest import grid, make_rows
from verifier_app.stats.correlation import (
    eigen_summary,
    majority_agreement,
    mean_offdiagonal,
    pairwise,
    seat_mean,
)
from verifier_app.stats.n_eff import kish, n_eff_runs

NAN = np.nan


@pytest.mark.parametrize(("n", "rho", "expected"), [(7, 0.505, 1.74), (8, 0.64, 1.46),
                                                     (9, 0.379, 2.23)])
def test_kish_reproduces_the_papers_check_values(n, rho, expected):
    assert round(kish(n, rho), 2) == expected


def test_kish_has_no_value_without_rho_or_for_a_non_positive_denominator():
    assert kish(5, None) is None
    assert kish(3, -0.6) is None  # 1 + 2 * -0.6 < 0
    assert kish(4, 0.0) == 4


def test_pearson_over_shared_markets_by_hand():
    a = [40, 50, 60]
    b = [40, 60, 50]  # deviations (-10, 0, 10) and (-10, 10, 0): r = 100 / 200 = 0.5
    corr = pairwise(np.array([a, b, a], dtype=float))
    assert corr[0, 1] == pytest.approx(0.5)
    assert corr[0, 2] == pytest.approx(1.0)
    rho, used, skipped = mean_offdiagonal(corr)
    assert rho == pytest.approx(2 / 3) and (used, skipped) == (3, 0)
    assert kish(3, rho) == pytest.approx(9 / 7)


def test_pairs_with_fewer_than_three_shared_markets_or_no_variation_are_skipped():
    matrix = np.array([[40, 50, 60, 70], [41, 52, 58, NAN], [NAN, NAN, 50, 60],
                       [55, 55, 55, 55]], dtype=float)
    corr = pairwise(matrix)
    assert np.isnan(corr[0, 2]) and np.isnan(corr[0, 3]) and np.isnan(corr[1, 2])
    assert corr[0, 1] == pytest.approx(np.corrcoef([40, 50, 60], [41, 52, 58])[0, 1])
    assert mean_offdiagonal(corr)[1:] == (1, 5)


def test_deviation_from_50_is_not_centred():
    a, b = [60, 70, 80], [80, 70, 60]
    both = np.array([a, b], dtype=float)
    assert pairwise(both)[0, 1] == pytest.approx(-1.0)
    # (300 + 400 + 300) / 1400
    assert pairwise(both, centred=False)[0, 1] == pytest.approx(1000 / 1400)


def test_eigen_share_and_participation_ratio_of_a_two_seat_matrix():
    summary = eigen_summary(np.array([[1.0, 0.5], [0.5, 1.0]]))
    assert summary["eigenvalues"] == pytest.approx([1.5, 0.5])
    assert summary["largest_share"] == pytest.approx(0.75)
    assert summary["participation_ratio"] == pytest.approx(4 / 2.5)
    assert eigen_summary(np.array([[1.0, NAN], [NAN, 1.0]]))["largest_share"] is None


def test_seat_mean_and_majority_agreement_by_hand():
    corr = np.array([[1, 0.2, 0.4], [0.2, 1, NAN], [0.4, NAN, 1]])
    assert seat_mean(corr) == pytest.approx([0.3, 0.2, 0.4])
    share, cells = majority_agreement(np.array([[60, 40, 55], [70, 45, 45], [65, 30, 50]],
                                               dtype=float))
    assert share == pytest.approx([2 / 3, 2 / 3, 1.0])
    assert cells.tolist() == [3, 3, 2]


def test_n_eff_run_uses_eligible_rows_and_reports_what_it_dropped():
    table = {"s01": {"SPX": 40, "NDX": 50, "GOLD": 60, "BTC": 70},
             "s02": {"SPX": 40, "NDX": 60, "GOLD": 50, "BTC": 70},
             "s03": {"SPX": 45, "NDX": 55, "GOLD": 65, "BTC": 75}}
    records = grid("2026-10-21-am", "1d", table)
    late = grid("2026-10-21-am", "1d", {"s04": {"SPX": 90, "NDX": 10, "GOLD": 90, "BTC": 10}},
                line0=30)
    for r in late:
        r["book_sealed"] = "2026-10-21T13:45:00Z"  # after the 13:30Z open
    early = grid("2026-10-21-am", "1d", {"s01": {"SPX": 90, "NDX": 10, "GOLD": 90, "BTC": 10}},
                 line0=5)  # an earlier line of s01: superseded by line 10
    (run,) = n_eff_runs(make_rows(records + late + early))
    expected = pairwise(np.array([list(v.values()) for v in table.values()], dtype=float))
    assert run.count.n == 3
    assert run.count.rho == pytest.approx(mean_offdiagonal(expected)[0])
    assert run.count.n_eff == pytest.approx(kish(3, run.count.rho))
    assert run.rows_used == 12
    assert run.dropped == {"sealed_after_open": 4, "superseded": 4}
    assert run.seats == ["s01", "s02", "s03"]
    # one market per group drops NDX: three markets remain
    assert run.variants["one_per_group"].n == 3
    grid_json = run.grid_json()
    assert grid_json["probabilities"][1][grid_json["assets"].index("NDX")] == 60
