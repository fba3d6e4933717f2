"""The Statistics tab and its charts, drawn from the walk's verified rows (pytest-qt)."""

from __future__ import annotations

from pathlib import Path

import pyqtgraph as pg
import pytest
from PySide6.QtCore import QPointF

from tests.gui.helpers import WAIT_MS, open_and_wait, walked_window
from verifier_app.core.bundle_open import open_bundle
from verifier_app.engine.walk import walk
from verifier_app.gui.charts.render import chart_images
from verifier_app.gui.main_window import MainWindow
from verifier_app.resources import demo_bundle_dir
from verifier_app.stats import compute_stats

# The module's window on the demo is built once, on one test process.
pytestmark = [pytest.mark.gui, pytest.mark.xdist_group("charts")]
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


@pytest.fixture
def demo_stats(demo_walked):
    return demo_walked.stats


@pytest.fixture
def window(qtbot):
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1400, 950)
    win.show()
    return win


@pytest.fixture(scope="module")
def demo_window(request):
    """A window that opened the demo and drew its statistics, once for the module."""
    return walked_window(request, [demo_bundle_dir()], size=(1400, 950))


@pytest.fixture
def demo_view(demo_window):
    """The demo's Statistics tab on screen; the run, horizon and page a test chooses, and a
    point it hovers, are put back after it, as a window freshly opened shows them."""
    view = demo_window.stats_view
    demo_window.tabs.setCurrentWidget(view)
    chosen = (view.run_box.currentText(), view.horizon_box.currentText(),
              view.pages.currentIndex())
    yield view
    view.run_box.setCurrentText(chosen[0])
    view.horizon_box.setCurrentText(chosen[1])
    view.pages.setCurrentIndex(chosen[2])
    for chart in view.charts.values():
        chart._mouse_moved(QPointF(-10, -10))  # the mouse leaves the plot: no point shown


def plotted(chart) -> list[tuple[str, str, float, float]]:
    """(run, horizon, N, N_eff) read back from the markers the N_eff chart drew."""
    out = []
    for item in chart.plot.listDataItems():
        if isinstance(item, pg.ScatterPlotItem):
            for point in item.points():
                run_id, horizon, n = point.data()
                out.append((run_id, horizon, n, point.pos().y()))
    return out


def open_with_stats(qtbot, window, paths: list[Path]):
    open_and_wait(qtbot, window, paths)
    qtbot.waitUntil(lambda: window.stats_for(window.report) is not None, timeout=WAIT_MS)
    window.tabs.setCurrentWidget(window.stats_view)
    return window.stats_view


def test_demo_fills_the_statistics_tab(demo_window, demo_view):
    view = demo_view
    assert view.pages.isEnabled()
    assert view.mark.word_label.text() == demo_window.verdict.title == "PASS WITH 3 WARNINGS"
    assert "3,506" in view.rows_label.text()
    assert view.run_box.count() == 6 and view.horizon_box.currentText() == "1d"
    assert view.consensus_table.rowCount() > 0


def test_n_eff_chart_has_one_point_per_run_and_horizon_with_the_stats_values(
        demo_view, demo_stats):
    view = demo_view
    drawn = sorted(plotted(view.charts["n_eff"]))
    expected = sorted((r.run_id, r.horizon, r.count.n, r.count.n_eff) for r in demo_stats.n_eff)
    assert len(drawn) == len(expected) == 24
    for got, want in zip(drawn, expected, strict=True):
        assert got[:3] == want[:3]
        assert got[3] == pytest.approx(want[3])


def test_calibration_bin_counts_equal_the_stats(demo_view, demo_stats):
    view = demo_view
    chart = view.charts["calibration"]
    bins = demo_stats.calibration.per_horizon["1d"].bins
    assert chart.bin_counts == [b.n for b in bins]
    caption = " ".join(chart.caption_lines)
    assert f"{demo_stats.calibration.per_horizon['1d'].n} resolved verified" in caption
    thin = [b for b in bins if not b.shown]
    assert thin, "the demo has a bin below calib_min"
    labels = [i.toPlainText() for i in chart.plot.items if hasattr(i, "toPlainText")]
    assert any("fewer than 20: not shown as a result" in t for t in labels)


def test_the_sharpness_caption_says_its_climatology_is_not_the_papers(demo_view, demo_stats):
    """Section 4.3: q is the climatology fixed before the season, 2810d11e…3cabb7 by the
    paper; the demo's hashes to another value, checked only by its own file. K_clim in the
    caption rests on it, and the caption says so."""
    caption = " ".join(demo_view.charts["sharpness"].caption_lines)
    assert "K_clim = " in caption
    assert "BSS and K_clim are computed against a climatology that hashes to" in caption
    assert "not the value the paper printed (2810d11e907b" in caption


def test_changing_run_redraws_the_correlation_for_that_run(demo_view, demo_stats):
    view = demo_view
    first = demo_stats.n_eff[0]
    view.run_box.setCurrentText(first.run_id)
    caption = " ".join(view.charts["correlation"].caption_lines)
    assert f"mean ρ = {first.count.rho:.3f}" in caption


def test_hovering_a_point_shows_its_values(qtbot, demo_view, demo_stats):
    view = demo_view
    view.pages.setCurrentIndex(0)
    chart = view.charts["n_eff"]
    qtbot.waitUntil(lambda: chart.view.isVisible(), timeout=WAIT_MS)
    x, y = chart.hover_x[0], chart.hover_y[0]
    scene = chart.plot.vb.mapViewToScene(QPointF(x, y))
    chart._mouse_moved(scene)  # what a mouse move over the point delivers
    assert chart.shown_hover is not None and "N_eff = " in chart.shown_hover
    assert chart.hover_label.isVisible()


def test_export_writes_valid_png_and_svg(demo_view, tmp_path):
    view = demo_view
    for key in ("n_eff", "correlation", "crowd"):
        png = view.charts[key].export(tmp_path / f"{key}.png")
        svg = view.charts[key].export(tmp_path / f"{key}.svg")
        assert png.read_bytes().startswith(PNG_SIGNATURE)
        text = svg.read_text(encoding="utf-8")
        assert "<svg" in text and text.rstrip().endswith("</svg>")
        assert len(text) > 1000


def test_chart_images_returns_png_bytes_for_every_chart(qtbot, demo_stats):
    images = chart_images(demo_stats)
    assert set(images) == {"n_eff", "n_eff_time", "correlation", "grid", "calibration",
                           "sharpness", "crowd", "endpoint", "margins"}
    for key, data in images.items():
        assert data.startswith(PNG_SIGNATURE), key
        assert len(data) > 10_000, key


def test_flipped_probability_shows_the_rows_left_out(qtbot, window, tmp_path, make_demo):
    bundle = make_demo(tmp_path / "flip", tamper="flip")
    report = walk(open_bundle([bundle]))
    expected = compute_stats(report.bundle, report).rows
    view = open_with_stats(qtbot, window, [bundle])
    text = view.rows_label.text()
    assert expected.failed > 0 and expected.verified < expected.total
    assert view.mark.word_label.text() == window.verdict.title == "FAIL"  # the walk's verdict
    assert f"Verified (sealed and chained): {expected.verified:,}" in text
    assert f"{expected.failed:,} whose book line FAILED" in text
    assert f"{expected.not_sealed:,} whose book line is NOT SEALED YET" in text


def test_the_statistics_tab_says_when_the_file_leaves_out_a_sealed_forecast(qtbot):
    """Issue 24, item 6: "every value used is the verified book's" is said only when the
    file leaves no sealed probability out; otherwise the tab names the first one."""
    from verifier_app.gui.stats_view import book_sentence
    from verifier_app.stats.book_rows import Disagreement, FileAgainstBook

    gone = Disagreement("2026-10-21-am", "s03", "SPX", "1d", "row", None, 55.0)
    agreed = FileAgainstBook(10, 10, 0, 0, 0, ())
    assert book_sentence(agreed).startswith("Every value used is the verified book's")
    said = book_sentence(FileAgainstBook(10, 10, 0, 0, 0, (), missing=(gone,)))
    assert "leaves out 1 probability(ies) sealed in the verified book (first: 2026-10-21-am " \
           "s03 SPX 1d): no figure here includes them." in said
    assert "Every value used" not in said
