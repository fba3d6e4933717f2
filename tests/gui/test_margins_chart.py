"""The margins chart and the "only rows anchored before their outcome" switch (pytest-qt)."""

from __future__ import annotations

import pyqtgraph as pg
import pytest
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import WAIT_MS, open_and_wait
from verifier_app.gui import config
from verifier_app.gui.main_window import MainWindow
from verifier_app.resources import demo_bundle_dir

pytestmark = pytest.mark.gui


def test_the_switch_recomputes_the_statistics_and_the_chart_shows_flagged_lines(qtbot):
    config.install_translator(QApplication.instance(), "en")  # as the app starts: English's
    window = MainWindow()  # plural forms say "2,928 rows", not the template's "row(s)"
    qtbot.addWidget(window)
    window.resize(1400, 950)
    open_and_wait(qtbot, window, [demo_bundle_dir()])
    view = window.stats_view
    qtbot.waitUntil(lambda: view.stats is not None and not view.drawing, timeout=WAIT_MS)
    every = view.stats
    assert not every.filters["anchored_before_outcome"]
    chart = view.charts["margins"]
    symbols = [i.opts["symbol"] for i in chart.plot.items if isinstance(i, pg.ScatterPlotItem)]
    assert symbols == ["o", "t"]  # anchored lines, and the flagged ones
    # The demo's block headers are low-work and give no time (paper Section 3.11): its
    # lines are bounded by the demo log and the tokens, the log's a day after the seal.
    assert any("h (rekor)" in t for t in chart.hover_texts)
    assert not any("h (bitcoin)" in t for t in chart.hover_texts)
    assert "288 flagged" in " ".join(chart.caption_lines)
    view.anchored_box.setChecked(True)
    qtbot.waitUntil(lambda: view.stats is not None and view.stats is not every
                    and not view.drawing, timeout=WAIT_MS)
    assert view.stats.filters["anchored_before_outcome"]
    assert "Only the 2,928 rows anchored before their outcome are used here." in \
        view.rows_label.text()
    common = view.stats.eligibility.common_event
    assert common.rows_used < every.eligibility.common_event.rows_used
    view.anchored_box.setChecked(False)
    qtbot.waitUntil(lambda: view.stats is not None and not view.drawing and
                    not view.stats.filters["anchored_before_outcome"], timeout=WAIT_MS)
