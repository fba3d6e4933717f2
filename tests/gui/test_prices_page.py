"""Independent prices in the window: the reader's price file reconciled off the GUI thread."""

from __future__ import annotations

import shutil

import pytest

from tests.gui.helpers import WAIT_MS, open_and_wait
from verifier_app.demo.tamper import apply_tamper
from verifier_app.gui.main_window import MainWindow
from verifier_app.resources import demo_bundle_dir

pytestmark = pytest.mark.gui


def _window(qtbot, folder):
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1400, 950)
    open_and_wait(qtbot, window, [folder])
    qtbot.waitUntil(lambda: window.stats_view.stats is not None, timeout=WAIT_MS)
    return window


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


def test_a_matching_price_file_reaches_rung_4_and_a_damaged_one_is_a_sentence(qtbot, tmp_path):
    window = _window(qtbot, demo_bundle_dir())
    page = _reconcile(qtbot, window, demo_bundle_dir() / "demo-prices.csv")
    assert page.table.rowCount() == 0 and "agrees" in page.sentence.text()
    assert window.ladder.claims.reached[4] is True
    assert "the forecasts file agrees with it" in window.stats_view.rows_label.text()
    bad = tmp_path / "prices.csv"
    bad.write_text("asset,time,price\nSPX,yesterday,1\n", encoding="utf-8")
    page = _reconcile(qtbot, window, bad)
    assert "line 2: 'yesterday' is neither a date nor a time" in page.sentence.text()
    assert window.stats_view.stats.prices is None and window.price_file is None


def test_the_workshop_close_is_caught_by_the_forecasts_file_check(qtbot):
    window = _window(qtbot, demo_bundle_dir())
    window.apply_tamper("close")
    qtbot.waitUntil(lambda: window.workshop is not None and not window.busy, timeout=WAIT_MS)
    assert window.workshop_view.caught.word_label.text() == "CAUGHT: the walk fails"
    assert "names the row" in window.workshop_view.broke.text()
    assert "made to the forecasts file" in window.workshop_view.bytes_view.toPlainText()
    qtbot.waitUntil(lambda: window.stats_view.stats is not None, timeout=WAIT_MS)
    page = _reconcile(qtbot, window, demo_bundle_dir() / "demo-prices.csv")
    assert page.table.rowCount() == 0  # the statistics use the sealed close
    window.restore_original()
