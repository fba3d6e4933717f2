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


def test_the_changed_close_is_listed_with_both_values(qtbot, tmp_path):
    folder = tmp_path / "bundle"
    shutil.copytree(demo_bundle_dir(), folder)
    changed = apply_tamper(folder, "close")
    window = _window(qtbot, folder)
    page = _reconcile(qtbot, window, folder / "demo-prices.csv")
    assert page.table.rowCount() == 1
    cells = [page.table.item(0, j).text() for j in range(page.table.columnCount())]
    old, new = changed.rsplit("from ", 1)[1].split(" to ")
    assert cells[5:] == ["close", new, old]
    assert page.sentence.text().startswith("3,506 verified rows checked")
    assert window.ladder.claims.reached[4] is False


def test_a_matching_price_file_reaches_rung_4_and_a_damaged_one_is_a_sentence(qtbot, tmp_path):
    window = _window(qtbot, demo_bundle_dir())
    page = _reconcile(qtbot, window, demo_bundle_dir() / "demo-prices.csv")
    assert page.table.rowCount() == 0 and "agrees" in page.sentence.text()
    assert window.ladder.claims.reached[4] is True
    bad = tmp_path / "prices.csv"
    bad.write_text("asset,time,price\nSPX,yesterday,1\n", encoding="utf-8")
    page = _reconcile(qtbot, window, bad)
    assert "line 2: 'yesterday' is neither a date nor a time" in page.sentence.text()
    assert window.stats_view.stats.prices is None and window.price_file is None


def test_the_workshop_close_is_not_caught_by_the_seals_but_by_the_price_file(qtbot):
    window = _window(qtbot, demo_bundle_dir())
    window.apply_tamper("close")
    qtbot.waitUntil(lambda: window.workshop is not None and not window.busy, timeout=WAIT_MS)
    assert window.workshop_view.caught.word_label.text() == "NOT CAUGHT"
    assert "only a price source you trust catches this" in window.workshop_view.broke.text()
    assert "made to the forecasts file" in window.workshop_view.bytes_view.toPlainText()
    qtbot.waitUntil(lambda: window.stats_view.stats is not None, timeout=WAIT_MS)
    page = _reconcile(qtbot, window, demo_bundle_dir() / "demo-prices.csv")
    assert page.table.rowCount() == 1 and page.table.item(0, 5).text() == "close"
    window.restore_original()
