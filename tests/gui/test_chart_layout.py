"""Charts a reader can read at the default window size: every point's value without a
hover, and no label over another or past the plot, in English and stretched 40%."""

from __future__ import annotations

from itertools import pairwise

import numpy as np
import pyqtgraph as pg
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import WAIT_MS, open_and_wait, walked_window
from tests.gui.pseudo import Stretched
from verifier_app.gui import config
from verifier_app.gui.charts.grid import GridChart
from verifier_app.gui.charts.heatmap import draw_matrix
from verifier_app.gui.charts.layout import GAP_PX, SLACK_PX
from verifier_app.gui.charts.registry import CHARTS, default_choice
from verifier_app.gui.charts.render import drawn
from verifier_app.gui.charts.values import one_line
from verifier_app.gui.config import install_translator
from verifier_app.gui.main_window import MainWindow
from verifier_app.resources import demo_bundle_dir

# The module's English window is built once, on one test process.
pytestmark = [pytest.mark.gui, pytest.mark.xdist_group("chart_layout")]


def _stats_window(qtbot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1200, 820)
    window.show()
    open_and_wait(qtbot, window, [demo_bundle_dir()])
    qtbot.waitUntil(lambda: window.stats_for(window.report) is not None, timeout=WAIT_MS)
    window.tabs.setCurrentWidget(window.stats_view)
    return window


@pytest.fixture(scope="module")
def english_window(request) -> MainWindow:
    """An English window at the default size that opened the demo and drew its statistics,
    once for the module's tests in English."""
    return walked_window(request, [demo_bundle_dir()], size=(1200, 820))


@pytest.fixture
def stats_window(english_window) -> MainWindow:
    """The English window on its Statistics tab; the page, run and horizon a test chooses
    and any chart it turns to its values are put back after it, as freshly opened."""
    view = english_window.stats_view
    english_window.tabs.setCurrentWidget(view)
    chosen = (view.run_box.currentText(), view.horizon_box.currentText(),
              view.pages.currentIndex())
    yield english_window
    for chart in view.charts.values():
        chart.values_button.setChecked(False)
    view.run_box.setCurrentText(chosen[0])
    view.horizon_box.setCurrentText(chosen[1])
    view.pages.setCurrentIndex(chosen[2])


def _shown_charts(qtbot, window):
    """Each chart page in turn, with the charts on it (as a reader would flip through)."""
    view = window.stats_view
    for index in range(view.pages.count()):
        view.pages.setCurrentIndex(index)
        qtbot.wait(30)
        yield [c for c in view.charts.values() if c.isVisible()]  # as shown, not re-fitted


def test_every_drawn_point_has_its_values_in_a_table_one_click_away(qtbot, stats_window):
    window = stats_window
    with_points = 0
    for charts in _shown_charts(qtbot, window):
        for chart in charts:
            qtbot.mouseClick(chart.values_button, Qt.MouseButton.LeftButton)
            assert chart.stack.currentWidget() is chart.values
            table = chart.values
            assert table.rowCount() == len(chart.hover_texts)
            assert [table.item(r, 0).text() for r in range(table.rowCount())] == \
                [one_line(t) for t in chart.hover_texts]
            with_points += bool(chart.hover_texts)
            qtbot.mouseClick(chart.values_button, Qt.MouseButton.LeftButton)
            assert chart.stack.currentWidget() is chart.view
    assert with_points == len(window.stats_view.charts)  # the demo draws points in each


def test_the_values_table_follows_a_redraw_for_another_run(stats_window):
    window = stats_window
    view = window.stats_view
    chart = view.charts["correlation"]
    view.pages.setCurrentIndex(1)
    chart.values_button.setChecked(True)
    first = chart.values.item(0, 0).text()
    view.run_box.setCurrentIndex(0)
    assert chart.values.rowCount() == len(chart.hover_texts) > 0
    assert chart.values.item(0, 0).text() == one_line(chart.hover_texts[0])
    assert view.run_box.currentIndex() != view.run_box.count() - 1 or first


def _visible_labels(chart) -> list:
    return [label for label in chart.labels if label.isVisible()]


def _assert_legible(chart) -> None:
    area = chart.plot.vb.sceneBoundingRect().adjusted(-SLACK_PX, -SLACK_PX, SLACK_PX, SLACK_PX)
    rects = [label.sceneBoundingRect() for label in _visible_labels(chart)]
    assert chart.view.ci.geometry().width() <= chart.view.viewport().width() + 1, chart.key
    for i, rect in enumerate(rects):
        assert area.contains(rect), (chart.key, chart.labels[i].toPlainText())
        for other in rects[i + 1:]:
            assert not rect.intersects(other), chart.key
    if chart.legend is not None:
        assert chart.legend.sceneBoundingRect().right() <= chart.view.viewport().width() + 1
    ticks = chart.plot.getAxis("bottom")._tickLevels
    if ticks:
        metrics = QFontMetricsF(chart.plot.getAxis("bottom").style["tickFont"])
        edges = sorted((chart.plot.vb.mapViewToScene(pg.Point(x, 0)).x(),
                        metrics.horizontalAdvance(text)) for x, text in ticks[0])
        for (a, wa), (b, wb) in pairwise(edges):
            assert a + wa / 2 + GAP_PX <= b - wb / 2 + 0.5, chart.key


@pytest.mark.parametrize("language", ["en", "stretched", "de", "ko"])
def test_chart_labels_neither_overlap_nor_leave_the_plot(qtbot, request, language):
    app = QApplication.instance()
    translator = Stretched()
    if language == "stretched":
        app.installTranslator(translator)
    elif language != "en":
        assert install_translator(app, language) == language
    try:
        # English: the module's window; another language: a window built in it.
        window = request.getfixturevalue("stats_window") if language == "en" \
            else _stats_window(qtbot)
        seen = 0
        for charts in _shown_charts(qtbot, window):
            for chart in charts:
                _assert_legible(chart)
                seen += len(_visible_labels(chart))
        assert seen > 10  # the labels are there, not all hidden
    finally:
        app.removeTranslator(translator)
        install_translator(app, "en")
        config.LANGUAGE.set("")


def test_many_long_column_names_are_shrunk_or_thinned_never_overlapped(qtbot):
    """A heatmap of 30 markets with long names in a narrow chart."""
    chart = GridChart()
    qtbot.addWidget(chart)
    chart.resize(520, 700)
    chart.show()
    names = [f"MARKET-{i:02d}-LONGNAME" for i in range(30)]
    chart.reset()
    draw_matrix(chart, np.array([[50.0] * 30, [60.0] * 30]), ["s01", "s02"], names,
                (0.0, 100.0), lambda v: f"{v:.0f}", lambda s, a, v: f"{s} on {a}", "x")
    qtbot.wait(30)
    chart.tidy()
    kept = chart.plot.getAxis("bottom")._tickLevels[0]
    assert 0 < len(kept) < 30
    _assert_legible(chart)


def test_one_headline_n_eff_named_with_its_interval_and_the_other_figure_named(stats_window):
    window = stats_window
    headline = window.stats_view.stats.n_eff_headline
    shown = window.stats_view.n_eff_label.text()
    assert len(headline.runs) == 5 and headline.low is not None
    assert shown.startswith("N_eff, the counted series (1d): ")
    assert f"{headline.value:.2f} independent voices" in shown
    assert f"interval over those runs {headline.low:.2f} to {headline.high:.2f}" in shown
    assert "n_eff.per_run" in shown and "is not this count" in shown
    assert window.stats_view.n_eff_label.isVisible()


def test_exported_charts_keep_their_labels_clear_and_inside_the_plot(stats_window):
    """The report's charts are drawn without a window: their labels are fitted too."""
    window = stats_window
    stats = window.stats_view.stats
    run, horizon = default_choice(stats)
    shown = 0
    for chart_class in CHARTS:
        chart = drawn(chart_class, stats, run, horizon)
        area = chart.plot.vb.sceneBoundingRect().adjusted(-SLACK_PX, -SLACK_PX, SLACK_PX,
                                                          SLACK_PX)
        rects = [label.sceneBoundingRect() for label in _visible_labels(chart)]
        assert all(area.contains(r) for r in rects), chart.key
        assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        shown += len(rects)
        if chart.key == "calibration":  # each result bin's n and share, written beside it
            assert sum(t.toPlainText().startswith("n = ") for t in _visible_labels(chart)) >= 3
        chart.deleteLater()
    assert shown > 10
