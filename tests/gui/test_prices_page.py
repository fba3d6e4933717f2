"""Independent prices in the window: the reader's price file reconciled off the GUI thread."""

from __future__ import annotations

import shutil

import pytest

from tests.gui.helpers import WAIT_MS, open_and_wait, walked_window
from verifier_app.demo.tamper import apply_tamper
from verifier_app.gui.main_window import MainWindow
from verifier_app.resources import demo_bundle_dir

# The module's window opens the demo once, on one test process.
pytestmark = [pytest.mark.gui, pytest.mark.xdist_group("prices_page")]


def _window(qtbot, folder):
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1400, 950)
    open_and_wait(qtbot, window, [folder])
    qtbot.waitUntil(lambda: window.stats_view.stats is not None, timeout=WAIT_MS)
    return window


@pytest.fixture(scope="module")
def opened(request):
    """A window (not shown, as ``_window`` makes one) that opened the demo and computed its
    statistics, once for the module's tests on the demo."""
    return walked_window(request, [demo_bundle_dir()], size=(1400, 950), shown=False)


@pytest.fixture
def demo_window(qtbot, opened):
    """The module's window showing the demo as opened; a workshop copy is put away after
    the test, as a window made for each test would have it."""
    assert opened.report is opened.original and opened.workshop is None and not opened.busy
    qtbot.waitUntil(lambda: opened.stats_view.stats is not None, timeout=WAIT_MS)
    yield opened
    qtbot.waitUntil(lambda: not opened.busy, timeout=WAIT_MS)
    if opened.workshop is not None:
        opened.restore_original()


def _reconcile(qtbot, window, path):
    before = window.stats_view.stats
    window.stats_view.prices_page.chosen.emit(path)
    qtbot.waitUntil(lambda: window.stats_view.stats is not None
                    and window.stats_view.stats is not before, timeout=WAIT_MS)
    return window.stats_view.prices_page


def test_a_close_changed_in_the_file_is_not_used_the_sealed_close_reconciles(qtbot, tmp_path):
    """The statistics read the close from the book's score line, so the reader's prices
    agree with every figure; the forecasts file's own check names the changed row."""
    folder = tmp_path / "bundle"
    shutil.copytree(demo_bundle_dir(), folder)
    apply_tamper(folder, "close")
    window = _window(qtbot, folder)
    page = _reconcile(qtbot, window, folder / "demo-prices.csv")
    assert page.table.rowCount() == 0 and "agrees" in page.sentence.text()
    assert page.sentence.text().startswith("3,506 verified rows checked")
    assert window.verdict.title == "FAIL"
    said = window.stats_view.rows_label.text()
    assert "The forecasts file disagrees with the verified book 1 time(s)" in said
    assert "close): every figure here uses the book's sealed values" in said


def test_a_matching_price_file_reaches_rung_4_and_a_damaged_one_is_a_sentence(qtbot, tmp_path,
                                                                              demo_window):
    window = demo_window
    page = _reconcile(qtbot, window, demo_bundle_dir() / "demo-prices.csv")
    assert page.table.rowCount() == 0 and "agrees" in page.sentence.text()
    assert window.ladder.claims.reached[4] is True
    assert "the forecasts file agrees with it" in window.stats_view.rows_label.text()
    bad = tmp_path / "prices.csv"
    bad.write_text("asset,time,price\nSPX,yesterday,1\n", encoding="utf-8")
    page = _reconcile(qtbot, window, bad)
    assert "line 2: 'yesterday' is neither a date nor a time" in page.sentence.text()
    assert window.stats_view.stats.prices is None and window.price_file is None


def test_the_workshop_close_is_caught_by_the_forecasts_file_check(qtbot, demo_window):
    window = demo_window
    window.apply_tamper("close")
    qtbot.waitUntil(lambda: window.workshop is not None and not window.busy, timeout=WAIT_MS)
    assert window.workshop_view.caught.word_label.text() == "CAUGHT: the walk fails"
    assert "names the row" in window.workshop_view.broke.text()
    assert "made to the forecasts file" in window.workshop_view.bytes_view.toPlainText()
    qtbot.waitUntil(lambda: window.stats_view.stats is not None, timeout=WAIT_MS)
    page = _reconcile(qtbot, window, demo_bundle_dir() / "demo-prices.csv")
    assert page.table.rowCount() == 0  # the statistics use the sealed close
    window.restore_original()
