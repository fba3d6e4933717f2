"""The Statistics tab is drawn in short parts, one per turn of the event loop, and the parts
draw exactly what one call draws (pytest-qt)."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
import pytest
from PySide6.QtGui import QImage

from verifier_app.gui.charts.grid import GridChart
from verifier_app.gui.charts.heatmap import CellNumbers, draw_matrix
from verifier_app.gui.charts.margins import MarginsChart, margin_points
from verifier_app.gui.charts.registry import CHARTS, default_choice, prepare
from verifier_app.gui.charts.style import font
from verifier_app.gui.stats_view import StatisticsView

pytestmark = pytest.mark.gui


@pytest.fixture
def walked(demo_walked):
    return demo_walked.report, demo_walked.stats


def test_the_margins_chart_in_parts_draws_what_one_call_draws(qtbot, walked):
    _, stats = walked
    whole, parts = MarginsChart(), MarginsChart()
    qtbot.addWidget(whole)
    qtbot.addWidget(parts)
    whole.show_stats(stats)
    steps = parts.draw_steps(stats, None, None)
    assert sum(1 for _ in steps) == 2  # three parts: axes, the anchored points, the rest
    assert parts.hover_texts == whole.hover_texts and parts.hover_texts
    assert parts.caption_lines == whole.caption_lines
    kinds = [[(i.opts["symbol"], len(i.data)) for i in c.plot.items
              if isinstance(i, pg.ScatterPlotItem)] for c in (whole, parts)]
    assert kinds[0] == kinds[1] and [k[0] for k in kinds[0]] == ["o", "t"]


def test_margin_points_are_worked_out_once_where_the_statistics_are(walked):
    _, stats = walked
    prepare(stats)  # as the statistics' worker does
    first = margin_points(stats.margins)
    assert margin_points(stats.margins) is first and first


def test_the_view_draws_one_part_per_turn_until_every_chart_is_drawn(qtbot, walked):
    report, stats = walked
    view = StatisticsView()
    qtbot.addWidget(view)
    parts: list[str] = []

    def counted(chart):
        drawn = chart.draw_steps

        def steps(*args):
            for step in drawn(*args):
                parts.append(chart.key)
                yield step
        return steps

    for chart in view.charts.values():
        chart.draw_steps = counted(chart)
    view.show_stats(stats, report.verdict_summary)
    assert view.drawing and not parts  # nothing drawn before the event loop turns
    qtbot.waitUntil(lambda: not view.drawing, timeout=20_000)
    assert len(parts) == len(CHARTS) + 1 and parts.count("margins") == 2  # two pauses
    run, horizon = default_choice(stats)
    assert view.charts["correlation"].words["title"].endswith(f"run {run}, horizon {horizon}")


def test_a_heatmap_writes_every_cell_from_one_item_with_a_dash_where_empty(qtbot):
    chart = GridChart()
    qtbot.addWidget(chart)
    chart.reset()
    draw_matrix(chart, np.array([[50.0, np.nan], [60.4, 7.0]]), ["s01", "s02"], ["A", "B"],
                (0.0, 100.0), lambda v: f"{v:.0f}", lambda s, a, v: f"{s} on {a}", "x")
    numbers = [i for i in chart.plot.items if isinstance(i, CellNumbers)]
    assert len(numbers) == 1 and numbers[0].texts == [["50", "–"], ["60", "7"]]
    assert not [i for i in chart.plot.items if isinstance(i, pg.TextItem)
                and i.toPlainText() in ("50", "–", "60", "7")]
    image = chart.png_bytes(400)
    assert image.startswith(b"\x89PNG")


def _dark_pixels(png: bytes) -> set[tuple[int, int]]:
    image = QImage.fromData(png).convertToFormat(QImage.Format.Format_ARGB32)
    pixels = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), -1, 4)
    alpha, dark = pixels[..., 3] > 200, pixels[..., :3].max(axis=2) < 90
    return {(int(x), int(y)) for y, x in zip(*np.nonzero(alpha & dark), strict=True)}


@pytest.mark.parametrize("width", [400, 1400])
def test_cell_numbers_look_as_pyqtgraph_text_would_on_screen_and_in_an_export(qtbot, width):
    """The same number at the same place and size as a TextItem, at any export width."""
    chart = GridChart()  # one chart for the three drawings: the same layout for each
    qtbot.addWidget(chart)
    chart.resize(400, 500)
    chart.show()
    qtbot.waitExposed(chart)
    shown = []
    for way in ("none", "one item", "text item", "none"):
        chart.reset()
        draw_matrix(chart, np.array([[55.0]]), ["s01"], ["A"], (0.0, 100.0),
                    (lambda v: f"{v:.0f}") if way == "one item" else (lambda v: ""),
                    lambda s, a, v: "", "x")
        if way == "text item":
            label = pg.TextItem("55", color="k", anchor=(0.5, 0.5))
            label.setFont(font(0.85))
            label.setPos(0.5, 0.5)
            chart.plot.addItem(label)
        qtbot.wait(50)
        chart.tidy()
        shown.append(_dark_pixels(chart.png_bytes(width)))
    assert shown[0] == shown[3]  # the layout did not move between the drawings
    ours, theirs = shown[1] - shown[0], shown[2] - shown[0]  # the number's pixels alone
    assert theirs and len(ours ^ theirs) < 0.6 * len(theirs)  # a pixel's shift at most
