"""The demo generator: deterministic, consistent, and shaped like a real league."""

from __future__ import annotations

import csv
import filecmp
import json
from pathlib import Path

import pytest

from verifier_app.core.bundle_open import open_bundle
from verifier_app.demo.generator import DemoSettings, write_demo_bundle
from verifier_app.engine.walk import walk
from verifier_app.resources import demo_bundle_dir


def book_lines(root: Path) -> list[dict]:
    raw = (root / "api/v1/council-book.jsonl").read_bytes().splitlines()
    return [json.loads(line) for line in raw]


def test_embedded_demo_is_exactly_what_the_generator_writes(demo_master: Path) -> None:
    comparison = filecmp.dircmp(demo_master, demo_bundle_dir())
    def same(cmp: filecmp.dircmp) -> bool:
        _, mismatch, errors = filecmp.cmpfiles(cmp.left, cmp.right, cmp.common_files,
                                               shallow=False)
        return (not mismatch and not errors and not cmp.left_only and not cmp.right_only
                and all(same(sub) for sub in cmp.subdirs.values()))
    assert same(comparison), "regenerate with: verifier-app demo resources/demo-bundle"


def test_other_seed_gives_other_bytes(demo_masters, demo_master: Path) -> None:
    other = demo_masters(DemoSettings(seed=7))
    assert (other / "api/v1/council-book.jsonl").read_bytes() != \
        (demo_master / "api/v1/council-book.jsonl").read_bytes()


def test_demo_league_has_the_shapes_the_paper_describes(demo_master: Path) -> None:
    lines = book_lines(demo_master)
    kinds = {line["kind"] for line in lines}
    assert {"run", "answer", "score", "crowd", "correction", "portfolio"} <= kinds
    runs = [line for line in lines if line["kind"] == "run"]
    assert any(r["run_id"].endswith("-early") for r in runs)  # development sessions
    for run in runs:
        seats = len(run["roster"]["council"])
        assert run["run_id"].endswith("-early") or 9 <= seats <= 11
        assert set(run["crowd"]) == {"at", "odds", "kalshi"}
    answers = [line for line in lines if line["kind"] == "answer"]
    assert len(answers[0]["items"]) == 12
    assert set(answers[0]["items"]["SPX"]) == {"1d", "1w", "1m", "6m"}
    assert any("late_ref" in a for a in answers)
    assert any(len(a["items"]["SPX"]) < 4 for a in answers)  # an empty cell
    assert any(ord(ch) > 127 for ch in (demo_master / "api/v1/council-book.jsonl").read_text())
    days = {}
    for stamped in (demo_master / "markets/proof").rglob("*Z.txt"):
        days[stamped.parent.name] = days.get(stamped.parent.name, 0) + 1
    assert len(days) == 6 and max(days.values()) >= 3


def test_forecast_csv_matches_the_book(demo_master: Path) -> None:
    lines = {line["n"]: line for line in book_lines(demo_master)}
    with open(demo_master / "api/v1/council-forecasts.csv", newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    statuses = {row["status"] for row in rows}
    assert {"counted", "counted_50", "refused_shape", "not_counted"} <= statuses
    assert {row["line_kind"] for row in rows} == {"issue", "correction"}
    for row in rows[:500]:
        line = lines[int(row["line"])]
        if row["line_kind"] == "issue" and row["status"] in ("counted", "not_counted"):
            assert line["items"][row["asset"]][row["horizon"]]["prob_up"] == int(row["prob_up"])
            assert line["seat"] == row["seat"]


@pytest.mark.slow
def test_season_size_demo_verifies(tmp_path: Path) -> None:
    write_demo_bundle(tmp_path / "season", DemoSettings(sessions=30))
    report = walk(open_bundle([tmp_path / "season"]))
    assert report.verdict == "pass"
    assert report.book.result.chain_ok and report.book.result.lines > 400
