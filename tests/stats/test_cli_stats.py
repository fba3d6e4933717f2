"""``verifier-app stats``: exit codes, the JSON contract and the human tables."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from verifier_app.cli_stats import add_stats_parser, run_stats

# With pytest-xdist, one process runs these modules: the 8-session league is written,
# walked and counted once (tests/stats/conftest.py) instead of once in each process.
pytestmark = pytest.mark.xdist_group("league")

API = Path("api") / "v1"


def _run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="verifier-app")
    add_stats_parser(parser.add_subparsers(dest="command"))
    return run_stats(parser.parse_args(["stats", *argv]))


def test_json_contract_and_exit_0_when_the_recount_matches(league_master, stats_once):
    done = stats_once(league_master, "--json")
    assert done.returncode == 0
    data = json.loads(done.stdout)
    for key in ("rows", "n_eff", "consensus", "brier", "calibration", "sharpness", "crowd",
                "recount"):
        assert key in data
    assert set(data["rows"]) >= {"total", "verified", "not_sealed", "failed"}
    first = data["n_eff"][0]
    assert set(first) >= {"run_id", "horizon", "n", "rho", "n_eff", "rows_used", "dropped",
                          "seats", "correlation_matrix"}
    assert data["recount"]["differences"] == [] and data["recount"]["compared"] > 0
    assert data["grid"]["seats"] and data["sharpness"]["per_horizon"]["1d"]["histogram"]


def test_run_and_horizon_filters(league_master, stats_once):
    done = stats_once(league_master, "--json", "--run", "2026-10-21-am", "--horizon", "1w")
    assert done.returncode == 0
    data = json.loads(done.stdout)
    assert [(r["run_id"], r["horizon"]) for r in data["n_eff"]] == [("2026-10-21-am", "1w")]
    assert {m["horizon"] for m in data["consensus"]["markets"]} == {"1w"}


def test_exit_1_when_a_published_figure_differs(league, capsys):
    path = league / API / "council-stats.json"
    published = json.loads(path.read_bytes())
    seat = sorted(published["brier"]["per_seat"])[0]
    published["brier"]["per_seat"][seat]["1d"]["n"] += 1
    path.write_bytes(json.dumps(published).encode())
    assert _run([str(league)]) == 1
    out = capsys.readouterr().out
    assert f"brier.per_seat/{seat}/1d/n" in out and "Recount" in out


def test_exit_1_when_a_published_account_differs(league, capsys):
    """A published portfolio account the app cannot recount from the trades and prices
    (step 7b, Appendix B step 7) is a published figure not reproduced: exit 1, said in the
    text beside the recount of the forecast figures, never only 'the published figures:
    0 differ'."""
    from verifier_app.demo.tamper import apply_tamper

    apply_tamper(league, "trade-price")
    assert _run([str(league), "--lang", "en"]) == 1
    out = capsys.readouterr().out
    assert "0 differ" in out  # the forecast figures alone still recount
    assert "\nFAIL: The portfolio accounts: Account " in out and "DIFFERENT: " in out
    assert _run([str(league), "--json"]) == 1
    json.loads(capsys.readouterr().out)  # the JSON stays one object, its keys unchanged


def test_exit_2_with_a_plain_message_for_unusable_input(league, tmp_path, capsys):
    assert _run([str(tmp_path / "absent")]) == 2
    assert "does not exist" in capsys.readouterr().err
    assert _run([str(league), "--run", "1999-01-01-am"]) == 2
    assert "no run" in capsys.readouterr().err
    (league / API / "council-forecasts.csv").write_bytes(b"run_id,seat\nx,y\n")
    assert _run([str(league)]) == 2
    err = capsys.readouterr().err
    assert "lacks the column(s)" in err and "Traceback" not in err


def test_human_output_reads_as_tables(league_master, stats_once):
    done = stats_once(league_master)
    assert done.returncode == 0
    out = done.stdout.decode("utf-8")
    assert "DEMONSTRATION DATA" in out and "N_eff" in out and "Brier per seat" in out
    assert "Recount of the published figures" in out


def test_n_eff_entries_carry_the_keys_the_contract_names(tmp_path) -> None:
    """The issue spells these keys out; others rely on them."""
    from tests.cli_in_process import json_in_process
    from verifier_app.resources import demo_bundle_dir

    code, report = json_in_process("stats", demo_bundle_dir())
    assert code == 0
    for section in ("n_eff", "consensus", "brier", "calibration", "sharpness", "crowd",
                    "recount", "rows"):
        assert section in report
    entry = report["n_eff"][0]
    for key in ("run_id", "horizon", "n", "rho", "n_eff", "variants", "eigen_share",
                "participation_ratio"):
        assert key in entry
    assert 0 < entry["eigen_share"] <= 1 and entry["participation_ratio"] >= 1
