"""A long seals table is filled a part per turn of the event loop, and ends up exactly as
one filled at once (pytest-qt)."""

from __future__ import annotations

import pytest

from tests.gui.helpers import WAIT_MS, open_and_wait, walked_window
from verifier_app.gui import seals_view
from verifier_app.gui.main_window import MainWindow
from verifier_app.gui.seal_rows import ALL_DAYS, iter_rows
from verifier_app.resources import demo_bundle_dir

# The module's window opens the demo once, on one test process.
pytestmark = [pytest.mark.gui, pytest.mark.xdist_group("seals_in_parts")]


def _cells(table) -> list[list[tuple[str, str]]]:
    return [[(table.item(r, c).text(), table.item(r, c).toolTip())
             for c in range(table.columnCount())] for r in range(table.rowCount())]


@pytest.fixture(scope="module")
def opened(request) -> MainWindow:
    """A window that opened the demo, once for the module's tests that fill its table
    again; the test of what opening itself does opens its own."""
    return walked_window(request, [demo_bundle_dir()], statistics=False)


@pytest.fixture
def window(opened):
    """The module's window on its first tab, every day's seals listed, as opened."""
    opened.tabs.setCurrentIndex(0)
    opened.seals_view.day_box.setCurrentText(ALL_DAYS)
    return opened


def test_the_seals_come_in_parts_and_match_a_table_filled_at_once(qtbot, monkeypatch, window):
    view = window.seals_view
    window.tabs.setCurrentWidget(view)
    qtbot.waitUntil(lambda: not view.filling, timeout=WAIT_MS)
    whole = _cells(view.seals)
    widths = [view.seals.columnWidth(c) for c in range(view.seals.columnCount())]
    monkeypatch.setattr(seals_view, "ROWS_PER_TURN", 4)
    counts: list[int] = []
    view.seals.model().rowsInserted.connect(lambda *_: counts.append(view.seals.rowCount()))
    view.show_report(window.report)
    assert view.filling and view.seals.rowCount() == 0  # the parts come in later turns
    qtbot.waitUntil(lambda: not view.filling, timeout=WAIT_MS)
    assert counts == [min(n, len(whole)) for n in range(4, len(whole) + 4, 4)]
    assert view.seals.rowCount() == len(list(iter_rows(window.report))) == len(whole) > 8
    assert _cells(view.seals) == whole
    assert [view.seals.columnWidth(c) for c in range(view.seals.columnCount())] == widths
    assert any("\n" in tip for row in whole for _, tip in row)  # the checks' own sentences


def test_choosing_a_day_fills_its_table_at_once(qtbot, monkeypatch, window):
    view = window.seals_view
    qtbot.waitUntil(lambda: not view.filling, timeout=WAIT_MS)
    monkeypatch.setattr(seals_view, "ROWS_PER_TURN", 1)
    day = view.day_box.itemText(1)
    view.day_box.setCurrentText(day)
    assert not view.filling
    shown = list(iter_rows(window.report, day))
    assert view.seals.rowCount() == len(view.rows) == len(shown) > 1


def test_the_statistics_start_once_the_seals_table_is_full(qtbot, monkeypatch):
    """Computed beside the table's parts, the statistics made each part wait."""
    monkeypatch.setattr(seals_view, "ROWS_PER_TURN", 4)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    started: list[bool] = []
    compute = window.statistics.compute
    monkeypatch.setattr(window.statistics, "compute",
                        lambda report: (started.append(window.seals_view.filling),
                                        compute(report)))
    open_and_wait(qtbot, window, [demo_bundle_dir()])
    qtbot.waitUntil(lambda: bool(started), timeout=WAIT_MS)
    assert started == [False]  # asked for once, when no row was still to come
    qtbot.waitUntil(lambda: window.stats_for(window.report) is not None, timeout=WAIT_MS)
