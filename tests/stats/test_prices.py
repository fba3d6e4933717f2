"""Independent prices: the reader's price file, and every row reconciled with it."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from tests.stats.test_cli_stats import _run
from verifier_app.core.errors import UserFacingError
from verifier_app.demo.tamper import apply_tamper
from verifier_app.stats.price_file import read_price_file
from verifier_app.stats.prices import end_time

# With pytest-xdist, one process runs these modules: the 8-session league is written,
# walked and counted once (tests/stats/conftest.py) instead of once in each process.
pytestmark = pytest.mark.xdist_group("league")

PRICES = "demo-prices.csv"


def _stats(league, capsys, *extra):
    code = _run([str(league), "--json", "--prices", str(league / PRICES), *extra])
    return code, json.loads(capsys.readouterr().out)


def _pristine(league_master, stats_once):
    """``_stats`` of the pristine league, with its own price file (counted once)."""
    done = stats_once(league_master, "--json", "--prices", league_master / PRICES)
    return done.returncode, json.loads(done.stdout)


def test_the_demo_market_reconciles_every_row_and_reaches_rung_4(league_master, stats_once):
    code, data = _pristine(league_master, stats_once)
    prices = data["independent_prices"]
    assert code == 0 and prices["reconciled"] and prices["differences"] == []
    rows = (league_master / "api/v1/council-forecasts.csv").read_text(encoding="utf-8").splitlines()
    assert prices["rows_checked"] == len(rows) - 1  # every row has a reference price
    assert prices["closes_checked"] > 0 and prices["not_priced"] == {}
    assert data["claims_ladder"]["rungs"][3]["reached"]


def test_the_workshop_close_is_named_by_the_book_and_the_sealed_close_reconciles(league,
                                                                               capsys):
    """The close moved in the forecasts file is not the sealed one: the statistics read the
    book's score line, so the reader's prices agree with every figure, and the forecasts
    file's check names the row."""
    changed = apply_tamper(league, "close")
    code, data = _stats(league, capsys)
    prices = data["independent_prices"]
    assert prices["reconciled"] and prices["rows_differing"] == 0
    assert data["recount"]["differences"] == []
    assert data["claims_ladder"]["rungs"][3]["reached"]
    (found,) = data["forecasts_file"]["disagreements"]
    old, new = changed.rsplit("from ", 1)[1].split(" to ")
    assert (found["column"], found["file"], found["book"]) == ("close", float(new), float(old))
    row = found["row"]
    assert f"seat {row['seat']}, {row['market']} {row['horizon']}" in changed
    assert code == 1  # the forecasts file disagrees with the book


def test_a_reader_price_that_differs_lists_every_row_of_that_event(league, capsys):
    path = league / PRICES
    lines = path.read_text(encoding="utf-8").splitlines()
    index = next(i for i, line in enumerate(lines) if line.startswith("GOLD,2026-10-21T13:30"))
    asset, when, price = lines[index].split(",")
    lines[index] = f"{asset},{when},{float(price) + 1}"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, data = _stats(league, capsys)
    refs = [d for d in data["independent_prices"]["differences"] if d["field"] == "ref"]
    assert code == 1 and refs and {d["asset"] for d in refs} == {"GOLD"}
    assert all(d["recomputed"] == pytest.approx(d["league"] + 1) for d in refs)


def test_event_end_counts_nyse_sessions_and_new_york_time():
    # 25 Nov 2026 + 2 sessions: the 26th (Thanksgiving) is closed, so the 27th, 16:00 EST
    assert end_time("2026-11-25+2d").isoformat() == "2026-11-27T21:00:00+00:00"
    assert end_time("2026-10-19+1d").isoformat() == "2026-10-19T20:00:00+00:00"  # EDT
    assert end_time("2026-10-20T20:00:00Z").hour == 20
    assert end_time("soon") is None and end_time("2026-10-19+0d") is None


@pytest.mark.parametrize(("content", "words"), [
    ("asset,when,price\nSPX,2026-10-19,1\n", "lacks the column(s) time"),
    ("symbol,time,price\nSPX,2026-10-19T13:30:00,1\n", "line 2: '2026-10-19T13:30:00' is "
                                                       "neither a date nor a time with its zone"),
    ("asset,time,price\nSPX,2026-10-19,1\nSPX,2026-10-19,-4\n", "line 3: the price must be"),
    ("asset,time,price\nSPX,2026-10-19,1\nSPX,2026-10-19T19:59:00Z,2\n", "two prices for SPX"),
    ("asset,time,price\n", "holds no prices"),
    ("", "is empty; give a price file (CSV)"),  # the one opener refuses it unread
])
def test_a_damaged_price_file_is_a_sentence(tmp_path, content, words):
    path = tmp_path / "prices.csv"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(UserFacingError, match=words.replace("(", r"\(").replace(")", r"\)")):
        read_price_file(path)


def test_the_command_line_says_what_is_wrong_with_the_price_file(league, tmp_path, capsys):
    bad = tmp_path / "prices.csv"
    bad.write_bytes(b"\xff\xfe not text")
    assert _run([str(league), "--prices", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "not a readable CSV file" in err and "Traceback" not in err
    assert _run([str(league), "--prices", str(tmp_path / "absent.csv")]) == 2
    assert "does not exist" in capsys.readouterr().err


def test_the_statistics_can_run_on_the_readers_outcomes(league, league_master, stats_once,
                                                         capsys):
    def gold(data):
        return next(m for m in data["consensus"]["markets"] if m["run_id"] == "2026-10-21-am"
                    and m["horizon"] == "1d" and m["asset"] == "GOLD")

    _, league_view = _pristine(league_master, stats_once)
    rose = gold(league_view)["outcome"] == 1.0
    path = league / PRICES
    lines = path.read_text(encoding="utf-8").splitlines()
    index = lines.index(next(line for line in lines if line.startswith("GOLD,2026-10-21,")))
    lines[index] = f"GOLD,2026-10-21,{0.01 if rose else 999999}"  # the reader's source differs
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, reader_view = _stats(league, capsys, "--outcomes-from-prices")
    assert code == 1 and reader_view["filters"]["outcomes_from"] == "price file"
    assert league_view["filters"]["outcomes_from"] == "league"
    assert gold(reader_view)["outcome"] == (0.0 if rose else 1.0)
    assert reader_view["brier"]["per_horizon"]["1d"]["brier"] != \
        league_view["brier"]["per_horizon"]["1d"]["brier"]
    # the published figures are always recounted on the league's own outcomes
    assert reader_view["recount"]["matched"] == league_view["recount"]["matched"]
    assert _run([str(league), "--outcomes-from-prices"]) == 2
    assert "needs a price file" in capsys.readouterr().err


def test_the_draw_band_comes_from_the_readers_minute_bars(league, league_master, stats_once,
                                                           capsys):
    """Section 3.5: a draw is a move within 0.1 × mean|r_1min| × √390, the mean taken over
    the four sessions of minute bars before the reference. Without those bars the draw flag
    is said not compared, never a difference and never a pass."""
    _, before = _pristine(league_master, stats_once)
    prices = before["independent_prices"]
    assert prices["draws_not_compared"] == prices["closes_checked"] > 0
    assert "draw flags of" in prices["sentence"]
    # Minute bars for SPX on the four sessions before 19 October (13, 14, 15 and 16 Oct):
    # alternating 100 and 105, so |r| is 5% or 4.76% and the band about 9.6%, far wider
    # than any one-day move of the demo: the resolved SPX rows of 19 October are draws.
    bars = []
    for day in ("2026-10-13", "2026-10-14", "2026-10-15", "2026-10-16"):
        for minute in range(390):
            hour, rest = divmod(9 * 60 + 30 + minute, 60)
            bars.append(f"SPX,{day}T{hour:02d}:{rest:02d}:00-04:00,{100 if minute % 2 else 105}")
    path = league / PRICES
    path.write_text(path.read_text(encoding="utf-8") + "\n".join(bars) + "\n", encoding="utf-8")
    code, after = _stats(league, capsys)
    draws = [d for d in after["independent_prices"]["differences"] if d["field"] == "draw"]
    assert code == 1 and draws and {d["asset"] for d in draws} == {"SPX"}
    # A reference on 20 or 21 October still finds at least half of its four sessions' bars
    # there (two or three of the four days); one on 22 October or later finds too few.
    days = {d["run_id"][:10] for d in draws}
    assert "2026-10-19" in days and days <= {"2026-10-19", "2026-10-20", "2026-10-21"}
    assert all((d["league"], d["recomputed"]) == (False, True) for d in draws)
    from verifier_app.stats.draw_band import band_at
    from verifier_app.stats.price_file import read_price_file

    band = band_at(read_price_file(path).assets["SPX"], pd.Timestamp("2026-10-19T13:30Z"))
    assert band == pytest.approx(0.1 * (5 + 100 * (1 - 100 / 105)) / 2 * 390 ** 0.5, rel=1e-3)


def test_the_reconciliation_says_its_event_times_are_the_files_and_not_sealed(
        league, league_master, stats_once, capsys):
    """Section 3.3: the reference is the first price after the seal, by each market's rule;
    Section 3.7 fixes the horizons. The times the reader's prices are taken at are the
    forecasts file's reference_at and event_end_at (Appendix C), which the book does not
    seal: ending every 1d event at 13:00 New York in that file alone turned a reconciled
    bundle (rung 4 reached) into 1,692 rows that differ, while no sentence said those times
    came from an unsealed file. Every result, the claims ladder's rung 4 included, says so."""
    _, every = _pristine(league_master, stats_once)
    said = "reference_at and event_end_at, which are not sealed"
    assert said in every["independent_prices"]["sentence"]
    assert every["independent_prices"]["event_times_from"].endswith("(not sealed)")
    assert said in every["claims_ladder"]["rungs"][3]["evidence"]
    path = league / "api" / "v1" / "council-forecasts.csv"
    frame = pd.read_csv(path, dtype=str, keep_default_na=False)
    one_day = frame["horizon"] == "1d"
    frame.loc[one_day, "event_end_at"] = frame.loc[one_day, "session"] + "T17:00:00Z"
    frame.to_csv(path, index=False, lineterminator="\n")
    _, moved = _stats(league, capsys)
    assert not moved["independent_prices"]["reconciled"]
    assert said in moved["independent_prices"]["sentence"]


def test_the_draw_rule_names_the_choices_the_paper_does_not_make(league_master, stats_once):
    """Section 3.5 fixes the band, 0.1 x mean|r_1min| x sqrt(390) over "las cuatro sesiones
    de barras de minutos antes de la referencia", and leaves out futures' roll minutes
    (noise_rolls). It does not say whether the edge is a draw, nor whose four sessions
    Bitcoin's are, and a price file cannot name the roll minutes. The JSON's rule once put
    the app's "<=" and "NYSE" under "(Section 3.5)" and did not say the roll minutes are
    kept; it now names each as this app's choice."""
    _, data = _pristine(league_master, stats_once)
    rule = data["independent_prices"]["draw_rule"]
    assert rule.startswith("|change| <= 0.1 x mean|r_1min| x sqrt(390)")
    assert "this app's choices" in rule and "the edge counts as a draw" in rule
    assert "the NYSE's for every market" in rule and "roll minutes" in rule
    assert "NYSE" not in rule.split("(Section 3.5)")[0]
