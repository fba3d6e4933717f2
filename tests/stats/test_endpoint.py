"""The registered test (Section 8): G_s by hand, the bootstrap as documented, the readings."""

from __future__ import annotations

import json

import numpy as np
import pytest

from tests.stats.conftest import make_rows
from verifier_app.core.sessions import session_day, session_number
from verifier_app.stats.bootstrap import block_picks
from verifier_app.stats.climatology import Climatology
from verifier_app.stats.consensus import Market, consensus_markets
from verifier_app.stats.eligibility import select
from verifier_app.stats.endpoint import Interval, primary_endpoint, read
from verifier_app.stats.n_eff import n_eff_runs

# With pytest-xdist, one process runs these modules: the 8-session league is written,
# walked and counted once (tests/stats/conftest.py) instead of once in each process.
pytestmark = pytest.mark.xdist_group("league")

CLIM = Climatology(usable=True, reason="",
                   q={("SPX", "1d"): 0.53, ("GOLD", "1d"): 0.52, ("SPX", "1w"): 0.9},
                   q_ex_draw={("SPX", "1d"): 0.70, ("GOLD", "1d"): 0.60})


def _answers(run, day, table, closes, sealed, line0):
    records = []
    for i, (seat, markets) in enumerate(sorted(table.items())):
        for asset, p in markets.items():
            records.append({"run_id": run, "session": day, "seat": seat, "asset": asset,
                            "prob_up": p, "line": line0 + i, "close": closes[asset],
                            "book_sealed": sealed})
    return records


def _small_league():
    """Three counted runs: one of the design window (session 10) and two of the window."""
    records = _answers("2026-10-30-am", "2026-10-30", {"s01": {"SPX": 90}, "s02": {"SPX": 90}},
                       {"SPX": 101}, "2026-10-30T13:00:00Z", 10)
    records += _answers("2026-11-02-am", "2026-11-02",
                        {"s01": {"SPX": 60, "GOLD": 30}, "s02": {"SPX": 70, "GOLD": 40},
                         "s03": {"SPX": 50, "GOLD": 50}, "s04": {"SPX": 40, "GOLD": 20}},
                        {"SPX": 101, "GOLD": 100}, "2026-11-02T14:00:00Z", 20)
    # s05 sealed at 15:00Z, after the 09:30 EST open (14:30Z): never in the consensus.
    records += _answers("2026-11-02-am", "2026-11-02", {"s05": {"SPX": 90, "GOLD": 90}},
                        {"SPX": 101, "GOLD": 100}, "2026-11-02T15:00:00Z", 30)
    records += _answers("2026-11-03-am", "2026-11-03",
                        {"s01": {"SPX": 80}, "s02": {"SPX": 60}, "s03": {"SPX": 70},
                         "s04": {"SPX": 50}}, {"SPX": 99}, "2026-11-03T14:00:00Z", 40)
    # a one-week row of the same run is not a one-day event
    records += _answers("2026-11-03-am", "2026-11-03", {"s01": {"SPX": 99}}, {"SPX": 120},
                        "2026-11-03T14:00:00Z", 40)
    records[-1]["horizon"] = "1w"
    df = make_rows(records)
    markets = consensus_markets(select(df, "drop_common").rows, n_eff_runs(df), {}, {})
    days = dict(zip(df["run_id"], df["session"], strict=True))
    return markets, days


def test_sessions_are_nyse_trading_days():
    assert [session_number(d) for d in ("2026-10-19", "2026-10-30", "2026-11-02",
                                        "2026-11-30", "2026-12-31")] == [1, 10, 11, 30, 52]
    assert session_number("2026-11-26") is None and session_number("2026-12-25") is None
    assert str(session_day(126)) == "2027-04-20"


def test_g_s_recomputed_by_hand_for_a_small_league():
    markets, days = _small_league()
    result = primary_endpoint(markets, days, CLIM)
    g = {s.session: s for s in result.sessions}
    # session 10 (design window): p = 0.90, y = 1, q = 0.53: 0.47^2 - 0.10^2
    assert g[10].part == "design" and g[10].gain == pytest.approx(0.2109)
    # session 11: SPX p = (60+70+50+40)/4 = 55, rose: (0.53-1)^2 - (0.55-1)^2 = 0.0184;
    # GOLD p = 35, a draw (close = ref) counts as no rise, q is p_up (0.52) not p_up_ex_draw:
    # 0.52^2 - 0.35^2 = 0.1479.  G_11 = (0.0184 + 0.1479) / 2
    assert g[11].events == 2 and g[11].gain == pytest.approx(0.08315)
    # session 12: SPX p = 65, fell: 0.53^2 - 0.65^2 = -0.1416 (the 1w row is not an event)
    assert g[12].events == 1 and g[12].gain == pytest.approx(-0.1416)
    assert result.estimate == pytest.approx((0.08315 - 0.1416) / 2)  # design window not read
    assert result.interim and result.ci95 is None and result.reading is None
    assert result.label.startswith("Interim reading as of session 12 (2026-11-03), resting on "
                                   "2 of 116 sessions")
    assert [r.mean for r in result.running] == pytest.approx([0.08315, (0.08315 - 0.1416) / 2])
    assert result.running[-1].ci95 is None  # two sessions: no band yet


def test_without_a_checked_climatology_there_is_no_endpoint():
    markets, days = _small_league()
    result = primary_endpoint(markets, days, Climatology(reason="the hash differs."))
    assert not result.available and "hash differs" in result.label


def _markets_with_gains(gains: list[float]) -> tuple[list[Market], dict[str, str]]:
    """One SPX event per window session whose paired gain is the given value (y = 1)."""
    markets, days = [], {}
    for i, gain in enumerate(gains):
        day = str(session_day(11 + i))
        q = 0.5
        p = 1 - np.sqrt((q - 1) ** 2 - gain)  # (q-1)^2 - (p-1)^2 = gain
        markets.append(Market(f"{day}-am", "1d", "SPX", 4, p * 100, [], [], None, None, 1.0))
        days[f"{day}-am"] = day
    return markets, days


def test_the_bootstrap_is_the_one_the_readme_describes():
    import random

    rng = random.Random(20261102)  # the standard library alone, as the archived scripts
    gains = np.random.default_rng(7).normal(0.004, 0.03, size=40)
    markets, days = _markets_with_gains(list(gains))
    clim = Climatology(usable=True, reason="", q={("SPX", "1d"): 0.5})
    result = primary_endpoint(markets, days, clim)
    # by hand: ceil(40/5) = 8 block starts per resample, uniform over 0..35, in turn
    starts = [[int(rng.random() * 36) for _ in range(8)] for _ in range(10_000)]
    resampled = np.stack([np.concatenate([np.arange(s, s + 5) for s in row])[:40]
                          for row in starts])
    assert (resampled == block_picks(40, 5)).all()
    means = gains[resampled].mean(axis=1)
    assert result.estimate == pytest.approx(gains.mean())
    assert result.ci95.low == pytest.approx(np.quantile(means, 0.025))
    assert result.ci90.high == pytest.approx(np.quantile(means, 0.95))
    assert result.reading == read(result.ci95, result.ci90)
    assert result.to_json()["bootstrap"]["generator"] == "Python's random.Random(20261102)"
    assert set(result.to_json()["ci95"]["mc_error"]) == {"low", "high"}


@pytest.mark.parametrize(("ci95", "ci90", "reading"), [
    ((0.001, 0.02), (0.002, 0.018), "confirmed"),
    ((0.001, 0.009), (0.002, 0.008), "confirmed_smaller_than_margin"),
    ((0.0, 0.009), (0.001, 0.008), "no_gain_of_practical_size"),  # 0 is not above 0
    ((-0.012, 0.011), (-0.01, 0.01), "no_gain_of_practical_size"),  # bounds are inside
    ((-0.02, 0.011), (-0.015, 0.009), "inconclusive"),
    ((-0.03, -0.012), (-0.028, -0.014), "inconclusive"),
])
def test_the_registered_readings_in_order(ci95, ci90, reading):
    assert read(Interval(0.95, *ci95), Interval(0.9, *ci90)) == reading


@pytest.mark.parametrize(("after", "interim"), [(4, True), (8, False)])
def test_the_verdict_is_read_on_30_april_2027_and_later_sessions_are_not_read(after, interim):
    # sessions after 126 would drag the mean far down; session 134 is 2027-04-30
    markets, days = _markets_with_gains([0.03] * 116 + [-0.5] * after)
    result = primary_endpoint(markets, days, Climatology(usable=True, reason="",
                                                         q={("SPX", "1d"): 0.5}))
    assert result.interim is interim and len(result.window) == 116
    assert result.as_of.session == 126 + after
    assert result.estimate == pytest.approx(0.03) and result.reading == "confirmed"
    assert result.label.startswith("Interim reading as of session 130 (2027-04-26)" if interim
                                   else "Registered verdict, read on or after 2027-04-30")
    assert [s.part for s in result.sessions[-after:]] == ["after"] * after
    assert len(result.running) == 116 and result.running[8].ci95 is None
    assert result.running[9].ci95 is not None and result.running[-1].ci90 == result.ci90


def test_stats_json_carries_the_primary_endpoint(league_master, stats_once):
    done = stats_once(league_master, "--json")
    assert done.returncode == 0
    data = json.loads(done.stdout)
    endpoint = data["primary_endpoint"]
    assert endpoint["available"] and endpoint["interim"]
    assert endpoint["window"] == {"first": 11, "last": 126, "sessions_expected": 116,
                                  "sessions_scored": 0}
    assert endpoint["bootstrap"]["seed"] == 20261102 and endpoint["bootstrap"]["block"] == 5
    assert {s["part"] for s in endpoint["sessions"]} == {"design"}
    assert endpoint["estimate"] is None and endpoint["reading"] is None
    assert endpoint["as_of_session"] == 7 and endpoint["as_of_date"] == "2026-10-27"
    assert endpoint["check_dates"] == ["2026-11-30", "2026-12-31", "2027-04-30"]
    first = endpoint["events"][0]
    assert first["gain"] == pytest.approx((first["q"] - first["y"]) ** 2
                                          - (first["p"] - first["y"]) ** 2, abs=2e-6)
    assert data["disagreement"]["design_events"] > 0
    assert data["disagreement"]["reading"].startswith("unresolved")


def test_g_s_of_a_small_bundle_recomputed_by_hand_from_its_files(league_master, league_stats):
    """Session 3 (2026-10-21) of an 8-session demo bundle, straight from the CSV, the book,
    the seat families and the climatology, without the app's statistics code."""
    import csv
    from datetime import datetime

    api = league_master / "api" / "v1"
    book = [json.loads(line) for line in (api / "council-book.jsonl").read_bytes().splitlines()]
    sealed = {line["n"]: max(line["at"], line.get("booked_at", line["at"])) for line in book}
    families = {s["seat"]: s["family"] for s in
                json.loads((api / "council-league.json").read_bytes())["seats"]}
    order = sorted(families)
    table = json.loads((api / "council-calibration.json").read_bytes())["climatology_fixed"]
    q = {row["asset"]: row["p_up"] for row in table["table"] if row["h"] == "1d"}
    with open(api / "council-forecasts.csv", encoding="utf-8", newline="") as stream:
        rows = [r for r in csv.DictReader(stream) if r["run_id"] == "2026-10-21-am"
                and r["horizon"] == "1d" and r["run_role"] == "session_run"
                and r["status"] == "counted" and r["line_kind"] == "issue"
                and r["same_event"] == "true" and r["cell_status"] in ("elicited", "explicit_50")
                and sealed[int(r["line"])] < "2026-10-21T13:30:00Z"]
    latest = {}
    for r in rows:  # the latest answer line of each seat
        latest[r["seat"]] = max(latest.get(r["seat"], 0), int(r["line"]))
    gains = []
    for asset in sorted({r["asset"] for r in rows}):
        cell = sorted((float(r["prob_up"]), order.index(r["seat"]), r["seat"]) for r in rows
                       if r["asset"] == asset and int(r["line"]) == latest[r["seat"]])
        if len(cell) >= 5:
            cell = cell[1:-1]  # drop one lowest and one highest
        seen, total, weight = set(), 0.0, 0.0
        for p, _, seat in sorted(cell, key=lambda c: c[1]):
            w = 1 / 3 if families[seat] in seen else 1.0
            seen.add(families[seat])
            total, weight = total + w * p, weight + w
        p = min(98.0, max(2.0, total / weight)) / 100
        one = next(r for r in rows if r["asset"] == asset)
        y = 1.0 if float(one["close"]) > float(one["ref"]) else 0.0
        gains.append((q[asset] - y) ** 2 - (p - y) ** 2)
    by_hand = sum(gains) / len(gains)

    endpoint = league_stats.endpoint  # the app's statistics of the same files
    session = next(s for s in endpoint.sessions if s.session == 3)
    assert session.day == "2026-10-21" and session.events == len(gains) == 12
    assert session.gain == pytest.approx(by_hand, abs=1e-12)
    assert datetime.fromisoformat(session.day).weekday() == 2  # a Wednesday, the third session
