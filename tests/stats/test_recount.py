"""The recount on real demo bundles: matches, a changed figure, a tampered book."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.errors import UserFacingError
from verifier_app.core.results import Status
from verifier_app.demo.generator import DemoSettings
from verifier_app.engine.walk import walk
from verifier_app.stats import compute_stats, recount_step

# With pytest-xdist, one process runs these modules: the 8-session league is written,
# walked and counted once (tests/stats/conftest.py) instead of once in each process.
pytestmark = pytest.mark.xdist_group("league")

API = Path("api") / "v1"


def _stats(root: Path):
    bundle = open_bundle([root])
    report = walk(bundle)
    return bundle, report, compute_stats(bundle, report)


def test_recount_reproduces_every_published_figure(league_walked, league_stats):
    bundle, report, stats = league_walked.bundle, league_walked, league_stats
    assert stats.rows.total == stats.rows.verified > 0
    assert stats.recount.available and not stats.recount.differences
    figures = {c.figure.split("/")[0] for c in stats.recount.comparisons}
    assert figures == {"n_eff.counted.per_run", "brier.per_seat",
                       "council-calibration.json"}
    step = recount_step(bundle, report.lines).step
    assert step.id == "step7" and step.status == Status.PASS
    assert "replay.py" in step.command


def test_recount_reports_a_changed_published_figure(league):
    path = league / API / "council-stats.json"
    published = json.loads(path.read_bytes())
    run = sorted(published["n_eff"]["counted"]["per_run"])[3]
    old = published["n_eff"]["counted"]["per_run"][run]["1d"]["n_eff"]
    published["n_eff"]["counted"]["per_run"][run]["1d"]["n_eff"] = round(old + 0.25, 6)
    path.write_bytes(json.dumps(published, indent=2, sort_keys=True).encode())
    bundle, report, stats = _stats(league)
    (diff,) = stats.recount.differences
    assert diff.figure == f"n_eff.counted.per_run/{run}/1d/n_eff"
    assert diff.difference == pytest.approx(-0.25, abs=1e-6)
    step = recount_step(bundle, report.lines).step
    assert step.status == Status.FAIL and run in step.detail


def test_recount_refuses_a_climatology_whose_hash_does_not_match(league):
    path = league / API / "council-calibration.json"
    calibration = json.loads(path.read_bytes())
    calibration["climatology_fixed"]["table"][0]["p_up"] = 0.9
    path.write_bytes(json.dumps(calibration, indent=2, sort_keys=True).encode())
    _, _, stats = _stats(league)
    assert not stats.climatology.usable and "not used" in stats.climatology.reason
    cell = stats.brier.per_seat["s01"]["1d"].score
    assert cell.climatology.bss is None
    (diff,) = stats.recount.differences
    assert diff.figure.endswith("climatology_fixed/sha256")


def test_tampered_book_line_rows_are_shown_apart_and_not_used(tmp_path, make_demo):
    root = make_demo(tmp_path / "flipped", DemoSettings(sessions=8), tamper="flip")
    bundle, report, stats = _stats(root)
    bad = report.book.result.first_bad_line
    assert bad is not None
    reasons = stats.rows.failed_reasons
    assert stats.rows.failed > 0 and reasons["line_failed_walk"] > 0
    # the flipped cell itself also no longer matches the CSV
    assert reasons.get("differs_from_book", 0) == 1
    assert stats.rows.verified + stats.rows.failed + stats.rows.not_sealed == stats.rows.total
    common = stats.eligibility.common_event
    assert common.dropped["line_failed"] == stats.rows.failed
    assert common.dropped["line_not_sealed"] == stats.rows.not_sealed
    assert common.rows_used <= stats.rows.verified
    assert recount_step(bundle, report.lines).step.status == Status.FAIL


def test_csv_row_that_the_book_does_not_hold_is_failed(league):
    path = league / API / "council-forecasts.csv"
    lines = path.read_bytes().split(b"\n")
    header = lines[0].split(b",")
    column = header.index(b"prob_up")
    target = next(i for i, line in enumerate(lines[1:], 1)
                  if line.split(b",")[header.index(b"status")] == b"counted")
    cells = lines[target].split(b",")
    cells[column] = b"3" if cells[column] != b"3" else b"4"
    lines[target] = b",".join(cells)
    path.write_bytes(b"\n".join(lines))
    _, _, stats = _stats(league)
    assert stats.rows.failed_reasons == {"differs_from_book": 1}


def test_missing_csv_columns_are_named(league):
    path = league / API / "council-forecasts.csv"
    text = path.read_bytes().replace(b"cell_status", b"cellstatus", 1)
    path.write_bytes(text.replace(b"same_event", b"sameevent", 1))
    bundle = open_bundle([league])
    with pytest.raises(UserFacingError, match="same_event, cell_status"):
        compute_stats(bundle, walk(bundle))
    step = walk(bundle).step("step7")
    assert step.status == Status.FAIL and "cell_status" in step.detail


def test_recount_is_not_checked_without_published_figures(league):
    (league / API / "council-stats.json").unlink()
    bundle = open_bundle([league])
    step = walk(bundle).step("step7")
    assert step.status == Status.NOT_CHECKED and "council-stats.json" in step.detail


def test_statistics_reuse_step_7s_rows_and_recount_and_give_the_same_figures(league_walked):
    """The recount is computed once, in the walk; the statistics take its rows and figures,
    and computing them again (or with other switches first) changes nothing."""
    report = league_walked
    recounted = report.recounted
    assert recounted is not None and recounted.step is report.step("step7")
    first = compute_stats(report.bundle, report)
    assert first.recount is recounted.figures.recount  # not computed a second time
    assert first.rows is recounted.prepared.rows
    compute_stats(report.bundle, report, anchored=True)
    again = compute_stats(report.bundle, report)
    assert json.dumps(first.to_json(), sort_keys=True, default=str) == \
        json.dumps(again.to_json(), sort_keys=True, default=str)
    fresh = compute_stats(report.bundle, replace(report, recounted=None))
    assert json.dumps(first.to_json(), sort_keys=True, default=str) == \
        json.dumps(fresh.to_json(), sort_keys=True, default=str)


def test_recount_step_needs_only_the_verified_lines(league_walked):
    """Step 7 reads the book's verified lines, not the finished report."""
    report = league_walked
    alone = recount_step(report.bundle, report.lines)
    assert alone.step == report.step("step7")


def test_a_row_naming_the_wrong_book_line_is_named_with_the_line_it_should_name(league, qapp):
    """Every book line verifies; one forecast row points at another seat's line."""
    path = league / API / "council-forecasts.csv"
    lines = path.read_bytes().split(b"\n")
    header = lines[0].decode().split(",")
    col = {name: header.index(name) for name in ("line", "seat", "status", "run_id", "asset",
                                                 "horizon")}
    rows = [line.decode().split(",") for line in lines[1:] if line]
    target = next(i for i, r in enumerate(rows) if r[col["status"]] == "counted")
    row = rows[target]
    other = next(r for r in rows if r[col["run_id"]] == row[col["run_id"]]
                 and r[col["seat"]] != row[col["seat"]] and r[col["line"]])
    own_line = int(row[col["line"]])
    row[col["line"]] = other[col["line"]]
    lines[target + 1] = ",".join(row).encode()
    path.write_bytes(b"\n".join(lines))
    _, report, stats = _stats(league)
    assert report.book.result.first_bad_line is None  # every book line verified
    assert stats.rows.misdirected_count == 1 and stats.rows.line_failed == 0
    [named] = stats.rows.misdirected
    assert named == {"run_id": row[col["run_id"]], "seat": row[col["seat"]],
                     "asset": row[col["asset"]], "horizon": row[col["horizon"]],
                     "line": int(other[col["line"]]), "should_name": own_line,
                     "problem": "names a book line of another run or seat"}
    from verifier_app.gui.config import install_translator
    from verifier_app.gui.stats_view import rows_sentence

    install_translator(qapp, "en")  # the English file holds the plural forms (%Ln)
    sentence = rows_sentence(stats.rows)
    assert "FAILED the check" not in sentence
    assert "1 that points at the wrong book line (the book line itself verified)" in sentence
    assert f"it should name book line {own_line}" in sentence
