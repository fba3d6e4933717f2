"""Each forecast's margin to its outcome, and the statistics on rows anchored before it."""

from __future__ import annotations

import csv
import json
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pandas as pd
import pytest

from verifier_app.core.anchor_results import TokenResult
from verifier_app.core.messages import Message
from verifier_app.core.results import Status
from verifier_app.engine.properties import (
    P2,
    AnchorBound,
    LineProperties,
    P1a,
    P1b,
    P3Line,
    Properties,
    SealToken,
)
from verifier_app.stats.margins import NOT_ANCHORED, line_bounds, outcome_time

# With pytest-xdist, one process runs these modules: the 8-session league is written,
# walked and counted once (tests/stats/conftest.py) instead of once in each process.
pytestmark = pytest.mark.xdist_group("league")


def _line(n: int, p1a: P1a, token: TokenResult | None = None) -> LineProperties:
    said = Message.of("prop.no_anchor")
    p1b = P1b(Status.PASS, "1", said, token=SealToken(token, "x.txt") if token else None)
    p3 = P3Line(Status.NOT_CHECKED, said)
    return LineProperties(n, None, None, P2(Status.PASS, "1", said), p1a, p1b, p3)


def _properties(*lines: LineProperties) -> Properties:
    return Properties(lines, ())


def test_the_earliest_bound_wins_and_carries_its_uncertainty():
    """A Bitcoin bound is the header time plus τ already: τ is not required again."""
    said = Message.of("prop.no_anchor")
    bitcoin = AnchorBound("2026-10-21T15:10:00Z", "bitcoin", "x.txt")
    token = TokenResult(tsa="a", status=Status.PASS, evidence={"accuracy_seconds": 0.5},
                        gen_time=datetime(2026, 10, 21, 13, 0, 19, tzinfo=UTC))
    first = _line(5, P1a(Status.PASS, said, bitcoin), token)
    properties = _properties(
        first,
        _line(6, P1a(Status.WARN, said, AnchorBound("2026-10-22T00:00:16Z", "rekor", "y"))),
        _line(7, P1a(Status.FAIL, said, bitcoin)))
    bounds = line_bounds(properties)
    assert bounds[5].anchor == "token" and bounds[5].uncertainty == timedelta(seconds=0.5)
    assert bounds[5].when == pd.Timestamp("2026-10-21T13:00:19Z")
    assert bounds[6].anchor == "rekor" and bounds[6].status == "warn"
    assert 7 not in bounds  # a failed anchor bounds nothing
    only_bitcoin = line_bounds(_properties(_line(5, first.p1a)))
    assert only_bitcoin[5].anchor == "bitcoin" and only_bitcoin[5].uncertainty == timedelta(0)


def test_a_line_anchored_only_after_its_one_day_outcome_is_flagged(league_stats):
    stats = league_stats
    found = stats.margins
    rows = found.rows
    assert found.anchored + found.flagged + int(rows["margin_hours"].isna().sum()) == len(rows)
    flagged = rows[rows["flagged"]]
    assert len(flagged) and set(flagged["horizon"]) == {"1d"}
    # τ is counted once, inside the Bitcoin bound; the log's time is good to the second.
    assert (flagged["margin_hours"] < 1 / 3600).all()
    # The demo's headers are low-work: they give no time at all (paper Section 3.11), so
    # the rows are bounded by the demo log's integrated times and the tokens.
    assert "bitcoin" not in set(rows["anchor"].dropna())
    first = stats.to_json()["margins"]["flagged_rows"][0]
    assert first["anchor"] == "rekor" and first["margin_hours"] < 0
    one_day = next(h for h in found.per_horizon if h.horizon == "1d")
    assert one_day.flagged == len(flagged) and one_day.min_hours < 0 < one_day.median_hours


def test_the_switch_leaves_out_rows_not_anchored_before_their_outcome(league_master,
                                                                       stats_once):
    done = stats_once(league_master, "--json")
    assert done.returncode == 0
    every = json.loads(done.stdout)
    done = stats_once(league_master, "--json", "--anchored-only")
    assert done.returncode == 0
    anchored = json.loads(done.stdout)
    assert anchored["filters"]["anchored_before_outcome"] is True
    assert every["filters"]["anchored_before_outcome"] is False
    dropped = anchored["eligibility"]["common_event"]["dropped"]
    assert dropped[NOT_ANCHORED] > 0 and NOT_ANCHORED not in every["eligibility"][
        "common_event"]["dropped"]
    used = anchored["eligibility"]["common_event"]["rows_used"]
    assert used == every["eligibility"]["common_event"]["rows_used"] - dropped[NOT_ANCHORED]
    # the recount of the published figures always uses every verified row
    assert anchored["recount"]["matched"] == every["recount"]["matched"]
    kept = {(a["run_id"], a["horizon"]): a["n"] for a in anchored["n_eff"]}
    changed = [(b["run_id"], b["horizon"]) for b in every["n_eff"]
               if kept.get((b["run_id"], b["horizon"])) != b["n"]]
    assert changed  # seats (or whole runs) anchored only after their outcome drop out


def test_the_outcome_time_is_the_papers_horizon_end_from_the_sealed_session():
    """Section 3.7: 1d, 1w, 1m, 6m are 1, 5, 21 and 126 NYSE sessions (the session day the
    first); Bitcoin's longer ones 7, 30 and 182 calendar days. Section 4.3: the day ends at
    16:00 ET, the 10-year yield at 15:00 ET. Section 9's calendar: session 126 is about
    2027-04-20."""
    assert outcome_time("2026-10-20", "SPX", "1d") == datetime(2026, 10, 20, 20, 0, tzinfo=UTC)
    assert outcome_time("2026-10-20", "US10Y", "1d") == datetime(2026, 10, 20, 19, 0,
                                                                 tzinfo=UTC)
    assert outcome_time("2026-11-02", "SPX", "1d") == datetime(2026, 11, 2, 21, 0, tzinfo=UTC)
    assert outcome_time("2026-10-19", "SPX", "1w") == datetime(2026, 10, 23, 20, 0, tzinfo=UTC)
    assert outcome_time("2026-10-19", "SPX", "6m") == datetime(2027, 4, 20, 20, 0, tzinfo=UTC)
    assert outcome_time("2026-10-19", "BTC", "1w") == datetime(2026, 10, 26, 20, 0, tzinfo=UTC)
    assert outcome_time("2026-10-19", "BTC", "1d") == datetime(2026, 10, 19, 20, 0, tzinfo=UTC)
    assert outcome_time("2026-10-24", "SPX", "1d") is None  # a Saturday: no session
    assert outcome_time("2026-10-19", "SPX", "2y") is None


def _rewrite_forecasts(bundle: Path, change: Callable[[dict[str, str]], None]) -> None:
    path = bundle / "api" / "v1" / "council-forecasts.csv"
    with path.open(newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        fields, rows = reader.fieldnames, list(reader)
    for row in rows:
        change(row)
    with path.open("w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=fields, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)


def test_the_files_unsealed_event_end_moves_no_margin(league_master, league, stats_once):
    """The forecasts file's event_end_at is not sealed (Appendix C: the file is a
    convenience; Section 3.11 P1a bounds a forecast by T_k + τ against its outcome): moving
    every row's end to 2099 once made all 1d rows anchored before their outcome (the
    flagged ones vanished) and moved every minimum; the margins must not move at all."""
    every = json.loads(stats_once(league_master, "--json").stdout)["margins"]
    assert every["flagged"] > 0
    _rewrite_forecasts(league, lambda row: row.update(event_end_at="2099-01-01T00:00:00Z"))
    moved = json.loads(stats_once(league, "--json").stdout)["margins"]
    assert moved == every
    kept = json.loads(stats_once(league_master, "--json", "--anchored-only").stdout)
    moved_kept = json.loads(stats_once(league, "--json", "--anchored-only").stdout)
    assert moved_kept["eligibility"] == kept["eligibility"]  # the switch drops the same rows
