"""Brier scores, benchmarks, the 30/10 rule and intervals on hand-computed rows."""

from __future__ import annotations

import math
import random

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.stats.conftest import make_rows
from verifier_app.stats.brier import brier_tables, brier_terms, exact_total, mean_of_total
from verifier_app.stats.climatology import Climatology
from verifier_app.stats.intervals import session_interval


def near(value):
    return pytest.approx(value, abs=1e-6)  # published figures are rounded to six decimals


def _clim(q=0.6, q_nd=0.5):
    return Climatology(usable=True, reason="", q={("SPX", "1d"): q},
                       q_ex_draw={("SPX", "1d"): q_nd})


def test_primary_no_draw_coin_and_climatology_by_hand():
    rows = [{"prob_up": 70, "close": 101, "line": 10},   # (0.7 - 1)^2 = 0.09
            {"prob_up": 70, "close": 99, "line": 10},    # 0.49
            {"prob_up": 40, "close": 100, "draw": "true", "line": 10},  # a draw: o = 0, 0.16
            {"status": "counted_50", "cell_status": "invalid", "prob_up": 50, "close": 101},
            {"prob_up": 60, "line": 10}]                  # unresolved
    tables = brier_tables(make_rows(rows), _clim())
    seat = tables.per_seat["s01"]["1d"]
    cell = seat.score
    assert cell.n == 3
    assert cell.brier == near((0.09 + 0.49 + 0.16) / 3)
    assert cell.skill_vs_coin == near(1 - cell.brier / 0.25)
    assert cell.no_draw.to_json() == {"n": 2, "dropped_draws": 1, "brier": near(0.29),
                                      "climatology": {"brier_clim": 0.25, "bss": -0.16,
                                                      "note": ""}}
    b_clim = ((0.6 - 1) ** 2 + 0.36 + 0.36) / 3
    assert cell.climatology.brier_clim == near(b_clim)
    assert cell.climatology.bss == pytest.approx(1 - cell.brier / b_clim, abs=1e-5)
    assert seat.empty_cells == 1
    assert tables.dropped == {"not_stated": 1, "not_resolved": 1}
    assert not seat.ranked and seat.rank is None and "rank" not in seat.to_json()
    assert cell.interval is not None and cell.interval["low"] is None  # one session only


def test_climatology_is_not_used_when_its_hash_failed():
    cell = brier_tables(make_rows([{"close": 101}]), Climatology()).per_seat["s01"]["1d"].score
    assert cell.climatology.bss is None and cell.brier == pytest.approx(0.16)


def test_the_30_10_rule_ranks_only_seats_with_enough_sessions():
    rows = []
    for day in range(1, 11):
        session = f"2026-11-{day + 2:02d}"
        for seat, p in (("s01", 60), ("s02", 70)):
            for asset in ("SPX", "NDX", "DJI"):
                rows.append({"seat": seat, "prob_up": p, "close": 101, "session": session,
                             "run_id": f"{session}-am", "asset": asset,
                             "book_sealed": f"{session}T12:00:00Z"})
    rows.append({"seat": "s03", "prob_up": 90, "close": 101})  # 1 row: not ranked
    per_seat = brier_tables(make_rows(rows), Climatology()).per_seat
    assert per_seat["s02"]["1d"].rank == 1 and per_seat["s01"]["1d"].rank == 2
    assert per_seat["s01"]["1d"].score.n == 30 and per_seat["s01"]["1d"].score.sessions == 10
    assert per_seat["s03"]["1d"].rank is None and "rank" not in per_seat["s03"]["1d"].to_json()
    interval = per_seat["s01"]["1d"].score.interval
    assert interval is not None
    assert interval["low"] == pytest.approx(0.16) and interval["high"] == pytest.approx(0.16)


def test_no_interval_before_five_sessions_then_a_session_bootstrap():
    sums, counts = np.array([1.0, 2.0, 3.0, 4.0]), np.ones(4)
    assert session_interval(sums, counts, "1d")["low"] is None
    sums, counts = np.array([0.1, 0.2, 0.3, 0.2, 0.1, 0.3]), np.ones(6)
    interval = session_interval(sums, counts, "1d")
    assert 0.1 <= interval["low"] < interval["high"] <= 0.3
    assert interval == session_interval(sums, counts, "1d")  # fixed seed
    # a one-week horizon needs 25 sessions (moving blocks of five)
    assert session_interval(sums, counts, "1w")["low"] is None


@pytest.mark.xdist_group("league")
def test_bss_and_k_clim_say_their_climatology_is_not_the_papers(league_master, league,
                                                               stats_once):
    """Section 4.3: BSS = 1 - B/B_clim against the climatology fixed before the season,
    which the paper seals by 2810d11e...3cabb7. A climatology table rewritten to 0.5 with
    its own hash recomputed passed its content-hash check; BSS and K_clim moved while the
    text said only "used (content hash checked)" (the caveat stood only at the registered
    test). Under the Brier and sharpness tables and on the climatology line the text now
    says the table is not the paper's."""
    import json

    from verifier_app.stats.climatology import content_hash

    said = "BSS and K_clim are computed against a climatology that hashes to"
    pristine = stats_once(league_master, "--lang", "en").stdout.decode("utf-8")
    assert pristine.count(said) == 3  # the demo's own table is not the paper's either
    path = league / "api" / "v1" / "council-calibration.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    fixed = data["climatology_fixed"]
    for row in fixed["table"]:
        row["p_up"] = row["p_up_ex_draw"] = 0.5
    fixed["sha256"] = content_hash(fixed)
    path.write_text(json.dumps(data), encoding="utf-8")
    window = {k: v for k, v in fixed.items() if k not in ("sha256", "sha256_ok")}
    (league / "api" / "v1" / "council-clim-window.json").write_text(json.dumps(window),
                                                                    encoding="utf-8")
    moved = json.loads(stats_once(league, "--json").stdout)
    every = json.loads(stats_once(league_master, "--json").stdout)
    assert moved["climatology"]["usable"] and not moved["climatology"]["equals_paper_value"]
    assert moved["brier"]["per_seat"]["s01"]["1d"] != every["brier"]["per_seat"]["s01"]["1d"]
    text = stats_once(league, "--lang", "en").stdout.decode("utf-8")
    brier = text[text.index("Brier per seat"):text.index("Directional calibration")]
    sharp = text[text.index("Sharpness K"):text.index("Consensus (trimmed")]
    assert said in brier and said in sharp
    assert f"{content_hash(fixed)[:12]}…, not the value the paper printed" in text


@pytest.mark.xdist_group("league")
def test_the_empty_counts_say_they_are_the_forecasts_files_word(league_master, league,
                                                               stats_once):
    """Section 3.9 (requirement 8): "reporto el recuento de celdas vacías junto a cada
    puntuación". Which of empty (counted_50), no answer or refused a cell without a stated
    probability is comes from the forecasts file's status: relabelling a seat's refused
    cells as counted_50 in that file alone turned its "empty" count from 0 to 3 beside its
    1d score, with no disagreement reported. The table now says where the counts come from,
    and the JSON names it (brier.unstated_counts_from)."""
    import json

    every = json.loads(stats_once(league_master, "--json").stdout)
    refused = {(seat, h): c["refused"] for seat, cells in every["brier"]["per_seat"].items()
               for h, c in cells.items() if c["refused"]}
    assert refused and every["brier"]["unstated_counts_from"].endswith("(not sealed)")
    path = league / "api" / "v1" / "council-forecasts.csv"
    path.write_text(path.read_text(encoding="utf-8").replace(",refused_shape,", ",counted_50,"),
                    encoding="utf-8")
    moved = json.loads(stats_once(league, "--json").stdout)
    (seat, horizon), count = next(iter(refused.items()))
    cell = moved["brier"]["per_seat"][seat][horizon]
    assert cell["empty_cells"] == every["brier"]["per_seat"][seat][horizon]["empty_cells"] \
        + count and cell["refused"] == 0
    text = stats_once(league, "--lang", "en").stdout.decode("utf-8")
    brier = text[text.index("Brier per seat"):text.index("Directional calibration")]
    assert "The empty and no-answer counts are the forecasts file's status" in brier
    assert "that file is not sealed" in brier


terms = st.lists(st.floats(min_value=0, max_value=1, allow_subnormal=True), min_size=1,
                 max_size=60)


@given(values=terms, cut=st.integers(min_value=0, max_value=60), seed=st.integers())
def test_an_exact_sum_split_anywhere_and_shuffled_gives_the_mean_of_fsum(values, cut, seed):
    """A re-check adds each run's exact sum of Brier terms (Section 4.2's B = (p/100 - o)²):
    the mean must be the float the whole season's terms give, in any order."""
    shuffled = values[:]
    random.Random(seed).shuffle(shuffled)
    split = exact_total(shuffled[:cut]) + exact_total(shuffled[cut:])
    assert split == exact_total(values)
    assert mean_of_total(split, len(values)) == math.fsum(values) / len(values)


def test_the_mean_of_terms_that_plain_addition_rounds_differently():
    # summed left to right in floats, these drift from their exact sum; the rule does not
    values = [0.1] * 10 + [1e-17] * 10
    assert sum(values) != math.fsum(values)
    assert mean_of_total(exact_total(values), 20) == math.fsum(values) / 20
    assert brier_terms(np.array([70.0]), np.array([1.0]))[0] == (0.7 - 1) ** 2
