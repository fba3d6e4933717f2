"""The seals table at the default window size: Overall right after the time and on screen,
and the header in step with the columns whatever day is chosen or scrolled to."""

from __future__ import annotations

import pytest

from tests.gui.helpers import walked_window
from verifier_app.gui.main_window import MainWindow
from verifier_app.gui.seal_rows import ALL_DAYS
from verifier_app.gui.seals_view import OVERALL_COLUMN
from verifier_app.resources import demo_bundle_dir

# The module's window opens the demo once, on one test process.
pytestmark = [pytest.mark.gui, pytest.mark.xdist_group("seals_table")]


@pytest.fixture(scope="module")
def opened(request) -> MainWindow:
    """A window at its default size that opened the demo, once for the module."""
    return walked_window(request, [demo_bundle_dir()], statistics=False)


@pytest.fixture
def seals(qtbot, opened):
    """The module's window on its Seals tab, every day listed and scrolled to the left, as
    the demo's opening shows it; the day and scrolling a test chooses are put back after."""
    assert (opened.width(), opened.height()) == (1200, 820)  # the default size
    opened.tabs.setCurrentWidget(opened.seals_view)
    qtbot.wait(30)
    view = opened.seals_view
    yield view
    view.day_box.setCurrentText(ALL_DAYS)
    view.seals.horizontalScrollBar().setValue(0)


def _assert_aligned(table) -> None:
    header = table.horizontalHeader()
    assert header.count() == table.columnCount()
    assert header.offset() == table.horizontalScrollBar().value()
    for c in range(table.columnCount()):
        assert header.sectionSize(c) == table.columnWidth(c)
        assert header.sectionViewportPosition(c) == table.columnViewportPosition(c)
        item = table.item(0, c) if table.rowCount() else None
        if item is not None:  # the cell under the header section is that column's cell
            assert table.visualItemRect(item).left() == header.sectionViewportPosition(c)


def test_overall_is_the_first_column_after_the_time_and_fully_visible(seals):
    table = seals.seals
    names = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert names[1:4] == ["Time (UTC)", "Time (New York)", "Overall"]
    assert OVERALL_COLUMN == 3
    left = table.columnViewportPosition(OVERALL_COLUMN)
    assert left >= 0 and left + table.columnWidth(OVERALL_COLUMN) <= table.viewport().width()


def test_header_stays_aligned_when_the_day_filter_changes(qtbot, seals):
    table = seals.seals
    choices = [seals.day_box.itemText(i) for i in range(seals.day_box.count())]
    assert choices[0] == ALL_DAYS and len(choices) > 2
    for day in [*choices[1:], ALL_DAYS, choices[-1]]:
        table.horizontalScrollBar().setValue(table.horizontalScrollBar().maximum())
        seals.day_box.setCurrentText(day)
        qtbot.wait(10)
        _assert_aligned(table)
        left = table.columnViewportPosition(OVERALL_COLUMN)
        assert left >= 0 and left + table.columnWidth(OVERALL_COLUMN) <= \
            table.viewport().width()
        assert table.rowCount() == len(seals.rows)


def test_new_york_times_have_their_date_and_the_overall_mark_stays_in_view(qtbot, seals):
    """Issue 27, item 17: New York beside UTC, with its date; scrolled right, each row's
    overall mark is still seen in the row header."""
    table = seals.seals
    first = seals.rows[0].seal
    assert first.time == "2026-10-19T12:10:12Z"
    assert table.item(0, 1).text() == "12:10:12"
    assert table.item(0, 2).text() == "2026-10-19 08:10:12"  # EDT, UTC-4 in October
    table.horizontalScrollBar().setValue(table.horizontalScrollBar().maximum())
    qtbot.wait(10)
    assert table.verticalHeader().isVisible()
    for r, row in enumerate(seals.rows):
        mark = table.verticalHeaderItem(r)
        assert mark.toolTip() == row.overall.text == table.item(r, OVERALL_COLUMN).text()
