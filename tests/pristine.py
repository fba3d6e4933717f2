"""The pristine master bundles walked once per test process, for the tests that only read
the report (or the statistics) of a walk with the default options. A test that changes a
bundle, or is about what a walk itself does (what it opens, writes or asks), walks its own.

Keyed by the master's folder: the masters (``demo_master``, ``demo_masters(...)``,
``league_master``) are written once per run and never changed afterwards."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from verifier_app.core.bundle_open import open_bundle
from verifier_app.engine.walk import walk
from verifier_app.engine.walk_report import WalkReport
from verifier_app.stats.summary import LeagueStats, compute_stats


@cache
def walked(master: Path) -> WalkReport:
    """``walk(open_bundle([master]))``, once."""
    return walk(open_bundle([master]))


@cache
def counted(master: Path) -> LeagueStats:
    """``compute_stats`` of ``walked(master)``, once."""
    report = walked(master)
    return compute_stats(report.bundle, report)
