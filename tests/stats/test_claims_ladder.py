"""The claims ladder (Section 3.12, Table B1): each rung decided by a named check."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from tests.stats.test_endpoint import _markets_with_gains
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.results import Status
from verifier_app.engine.walk import walk
from verifier_app.stats import compute_stats
from verifier_app.stats.claims_ladder import claims_ladder
from verifier_app.stats.climatology import PAPER_WINDOW_SHA256, Climatology
from verifier_app.stats.endpoint import primary_endpoint

# With pytest-xdist, one process runs these modules: the 8-session league is written,
# walked and counted once (tests/stats/conftest.py) instead of once in each process.
pytestmark = pytest.mark.xdist_group("league")

API = ("api", "v1")


def _ladder(path):
    bundle = open_bundle([path])
    report = walk(bundle)
    return compute_stats(bundle, report).claims


def test_the_demo_reaches_files_recomputed_and_says_why_not_higher(league_stats):
    ladder = league_stats.claims
    assert [r.reached for r in ladder.rungs] == [True, True, False, False, False, False]
    assert ladder.highest == 2
    assert ladder.sentence.startswith("This bundle reaches rung 2, files recomputed. Not rung 3:")
    commitment = ladder.rungs[2]
    assert "step 6 has a warning" in commitment.evidence.lower() and commitment.to_reach
    assert "not the value the paper printed" in ladder.rungs[4].evidence
    assert ladder.to_json()["rungs"][1]["to_reach"] is None  # reached: nothing to add


def test_a_failed_recount_drops_the_ladder_to_published_rules(league):
    path = league.joinpath(*API, "council-stats.json")
    published = json.loads(path.read_bytes())
    seat = sorted(published["brier"]["per_seat"])[0]
    published["brier"]["per_seat"][seat]["1d"]["brier"] += 0.01
    path.write_bytes(json.dumps(published).encode())
    ladder = _ladder(league)
    assert ladder.highest == 1 and "step 7 failed" in ladder.rungs[1].evidence


def test_without_published_rules_no_rung_is_reached(league):
    league.joinpath(*API, "arena-protocol.json").unlink()
    ladder = _ladder(league)
    assert ladder.highest == 0 and "reaches no rung" in ladder.sentence
    # The rungs above are still decided on their own: without the protocol's rules the
    # portfolio accounts cannot be recounted (step 7b), so files are not all recomputed.
    assert not ladder.rungs[1].reached
    assert "step 7 was not checked" in ladder.rungs[1].evidence.lower()


def _report(statuses: dict[str, Status]):
    steps = {s: SimpleNamespace(status=st, detail="") for s, st in statuses.items()}
    return SimpleNamespace(step=lambda step_id: steps[step_id])


def test_anchor_and_registered_benchmark_reach_rungs_3_and_5(league_master):
    bundle = open_bundle([league_master])  # only read
    report = _report({"step4": Status.PASS, "step7": Status.PASS,
                      "step8": Status.NOT_CHECKED, "step6": Status.WARN,
                      "step9": Status.PASS, "step10": Status.NOT_CHECKED})
    clim = Climatology(usable=True, reason="", recomputed=PAPER_WINDOW_SHA256,
                       declared=PAPER_WINDOW_SHA256, q={("SPX", "1d"): 0.5})
    markets, days = _markets_with_gains([0.01] * 12)
    ladder = claims_ladder(bundle, report, clim, primary_endpoint(markets, days, clim))
    assert [r.reached for r in ladder.rungs] == [True, True, True, False, True, False]
    assert ladder.highest == 3  # rung 4 (prices) is not reached, so rung 5 does not count
    assert "step 9 passed" in ladder.rungs[2].evidence
    assert "Benchmark hash equals the paper's" in ladder.rungs[4].evidence
    clim_other = Climatology(usable=True, reason="", recomputed="ab" * 32,
                             q={("SPX", "1d"): 0.5})
    assert not claims_ladder(bundle, report, clim_other, None).rungs[4].reached
