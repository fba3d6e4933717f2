"""The Statistics tab's work: computed off the GUI thread once per report, again when the
reader changes the price file or the "anchored before the outcome" switch."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from shiboken6 import isValid

from verifier_app.core.errors import UserFacingError
from verifier_app.engine.walk import WalkReport
from verifier_app.gui.charts.registry import prepare as prepare_charts
from verifier_app.gui.messages import error_text, tr
from verifier_app.gui.stats_view import StatisticsView
from verifier_app.gui.trust_ladder import TrustLadder
from verifier_app.gui.window_parts import Window
from verifier_app.stats import compute_stats
from verifier_app.stats.price_file import read_price_file


class StatisticsRunner:
    """Which report the statistics belong to, and the reader's price file (kept for every
    bundle); an answer for a report no longer on screen is dropped."""

    def __init__(self, window: Window, view: StatisticsView, ladder: TrustLadder):
        self.window = window
        self.view = view
        self.ladder = ladder
        self.price_file: Path | None = None
        self.report: WalkReport | None = None  # the report the statistics belong to
        view.anchored_toggled.connect(lambda _checked: self.again())
        view.prices_page.chosen.connect(self.choose_price_file)

    def compute(self, report: WalkReport) -> None:
        if report is self.report:
            return
        self.report = report
        self.view.show_computing()
        self._run(report)

    def again(self) -> None:
        """The same report, with the tab's current switches."""
        if self.report is not None:
            self.view.show_computing()
            self._run(self.report)

    def choose_price_file(self, path: Path) -> None:
        """The reader's own price file: every verified row is reconciled with it."""
        self.price_file = path
        self.again()

    def stats_for(self, report: WalkReport):
        """The statistics the tab already holds for ``report`` (None while they are computed
        or their charts drawn)."""
        if report is not self.report or self.view.drawing:
            return None
        return self.view.stats

    def _run(self, report: WalkReport) -> None:
        anchored = self.view.anchored_box.isChecked()
        path = self.price_file

        def work(control) -> Any:
            prices, problem = None, ""
            if path is not None:
                try:
                    prices = read_price_file(path)
                except UserFacingError as error:  # the statistics go on without it
                    problem = error_text(error)
            stats = compute_stats(report.bundle, report, anchored=anchored, prices=prices)
            prepare_charts(stats)
            return stats, problem

        self.window.runner.run(work, lambda result, error: self._done(
            report, result[0] if result else None, error, result[1] if result else ""))

    def _done(self, report: WalkReport, stats, error, price_problem: str = "") -> None:
        if report is not self.report or not isValid(self.view):
            return  # another bundle is on screen by now, or the window was closed
        if price_problem:
            self.price_file = None
        self.ladder.show_claims(stats if error is None else None)
        if error is None:
            self.view.show_stats(stats, report.verdict_summary)
            if price_problem:
                self.view.prices_page.show_problem(price_problem)
        elif isinstance(error, UserFacingError):
            self.view.show_error(error_text(error))
        else:
            self.view.show_error(tr("An internal error stopped the statistics."))
            self.window.show_bug(error)
