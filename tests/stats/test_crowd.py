"""AI against the crowd: prices, the volume floor, Brier of each side and d."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from verifier_app.stats.book import AnswerLine, BookIndex
from verifier_app.stats.crowd import crowd_price, crowd_rows, crowd_summary


def test_kalshi_price_is_interpolated_between_the_strikes():
    entry = {"p_lo": 0.7, "p_hi": 0.3, "lo": 99.0, "hi": 101.0, "prev": 100.5, "p_up": 0.9}
    price, rule = crowd_price(entry)
    assert price == pytest.approx(0.4) and "interpolated" in rule
    assert crowd_price({"p_up": 55}) == (0.55, "as sealed")


def _book() -> BookIndex:
    at = datetime(2026, 10, 21, 13, 0, tzinfo=UTC)
    crowd = {"odds": {"SPX": {"p_up": 0.6, "vol": 5000}},
             "kalshi": {"GOLD": {"p_up": 0.3, "vol": 500, "lo": 1, "hi": 2},
                        "SPX": {"p_up": 0.1, "vol": 9000}}}
    return BookIndex(
        answers={2: AnswerLine(2, "answer", "r1", "s01", at, crowd_up={"SPX": 70, "GOLD": 20}),
                 3: AnswerLine(3, "answer", "r1", "s02", at.replace(hour=13, minute=45),
                               crowd_up={"SPX": 10})},
        runs={"r1": (1, crowd)},
        crowd={"r1": (4, {"SPX": {"up": True}, "GOLD@kalshi": {"up": False}})})


def test_each_contract_scored_on_its_own_resolution():
    rows = crowd_rows(_book(), {"r1": "2026-10-21"}, lambda n: "verified",
                      {("r1", "SPX"): 0.0, ("r1", "GOLD"): 0.0})
    by_code = {r.code: r for r in rows}
    assert set(by_code) == {"SPX", "GOLD"}  # Kalshi's SPX: Polymarket lists the market
    spx, gold = by_code["SPX"], by_code["GOLD"]
    assert spx.seats == {"s01": 70}  # s02 sealed after the 13:30Z open
    assert spx.brier_crowd == pytest.approx(0.16) and spx.brier_seats == pytest.approx(0.09)
    assert spx.primary and not gold.primary
    assert spx.opposite_sign and not gold.opposite_sign
    summary = crowd_summary(rows)
    assert summary.primary.gap == pytest.approx(-0.07)
    assert summary.primary.d == 1.0 and summary.primary.reading.startswith("no edge")
    assert summary.thin.brier_crowd == pytest.approx(0.09)
    assert summary.per_seat["s01"].n == 1
    assert list(summary.to_json()) == ["volume_floor", "contracts", "unverified", "primary",
                                       "thin", "per_seat", "rows"]


def test_contracts_on_unverified_lines_are_counted_apart():
    rows = crowd_rows(_book(), {"r1": "2026-10-21"}, lambda n: "failed" if n == 1 else "verified",
                      {})
    summary = crowd_summary(rows)
    assert summary.unverified == 2 and summary.primary.contracts == 0
