"""Fixtures for the statistics: small hand-built frames and fresh demo bundles, and the
pristine league walked and counted once for the tests that only read it."""

from __future__ import annotations

import argparse
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pandas as pd
import pytest

from tests.cli_in_process import Finished, run_in_process
from tests.pristine import counted, walked
from verifier_app import cli_stats
from verifier_app.demo.generator import DemoSettings
from verifier_app.engine.p3 import PAPER_WITHIN_RUN_FROM
from verifier_app.engine.walk_report import WalkReport
from verifier_app.stats.eligibility import mark_first_answer_rule, with_reasons
from verifier_app.stats.forecasts import typed
from verifier_app.stats.summary import LeagueStats

SESSION = "2026-10-21"  # 09:30 EDT = 13:30Z
DEFAULTS: dict[str, Any] = {
    "run_id": "2026-10-21-am", "session": SESSION, "seat": "s01", "line": 10,
    "status": "counted", "asset": "SPX", "horizon": "1d", "prob_up": "60", "ref": "100",
    "close": "", "draw": "false", "run_role": "session_run", "line_kind": "issue",
    "same_event": "true", "cell_status": "elicited",
}


def make_rows(records: list[dict[str, Any]], sealed: str = "2026-10-21T13:00:00Z",
              row_status: str = "verified") -> pd.DataFrame:
    """Forecast rows as the CSV gives them, already tied to verified book lines."""
    raw = pd.DataFrame([{k: str(v) for k, v in {**DEFAULTS, **r}.items()
                         if k not in ("book_sealed", "row_status")} for r in records])
    df = typed(raw)
    df["book_sealed"] = pd.to_datetime([r.get("book_sealed", sealed) for r in records], utc=True)
    df["row_status"] = [r.get("row_status", row_status) for r in records]
    df["tie"] = "ok"
    # The rule within the run as the paper declares it: from session 11 (2026-11-02).
    return with_reasons(mark_first_answer_rule(df, PAPER_WITHIN_RUN_FROM))


def grid(run_id: str, horizon: str, table: dict[str, dict[str, float]],
         closes: dict[str, float] | None = None, line0: int = 10) -> list[dict[str, Any]]:
    """Rows for a seat x market table of probabilities (one line per seat)."""
    records = []
    for i, (seat, markets) in enumerate(sorted(table.items())):
        for asset, p in markets.items():
            record = {"run_id": run_id, "horizon": horizon, "seat": seat, "asset": asset,
                      "prob_up": p, "line": line0 + i}
            if closes and asset in closes:
                record["close"] = closes[asset]
            records.append(record)
    return records


@pytest.fixture(scope="session")
def league_master(demo_masters) -> Path:
    return demo_masters(DemoSettings(sessions=8))


@pytest.fixture
def league(league_master: Path, tmp_path: Path) -> Path:
    """A private copy of a 8-session demo bundle that a test may change."""
    copy = tmp_path / "bundle"
    shutil.copytree(league_master, copy)
    return copy


@pytest.fixture
def league_walked(league_master: Path) -> WalkReport:
    """The pristine league walked once per test process (``walk`` with its default
    options), for the tests that only read the report; a test that changes the bundle
    walks its own copy."""
    return walked(league_master)


@pytest.fixture
def league_stats(league_master: Path) -> LeagueStats:
    """The statistics of the pristine league, computed once from ``league_walked``."""
    return counted(league_master)


@pytest.fixture(scope="session")
def stats_once() -> Callable[..., Finished]:
    """``verifier-app stats ARGS…`` run in this process (``run_in_process``) for inputs no
    test changes: the pristine masters, or a module's own copy made once and then only read.
    Each call parses its arguments, renders its output in its language and decides its exit
    code; what the command computes (the bundle opened, walked and counted) is computed once
    per distinct input, every argument but ``--lang`` and ``--json``, which only choose how
    the same statistics are written."""
    computed: dict[tuple[tuple[str, str], ...], Any] = {}
    compute = cli_stats._compute

    def once(args: argparse.Namespace) -> Any:
        key = tuple(sorted((name, repr(value)) for name, value in vars(args).items()
                           if name not in ("lang", "json")))
        if key not in computed:
            computed[key] = compute(args)  # an error is raised each time, never kept
        return computed[key]

    def run(*args: str | Path) -> Finished:
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(cli_stats, "_compute", once)
            return run_in_process("stats", *args)

    return run
