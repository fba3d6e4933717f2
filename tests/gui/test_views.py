"""Seals table, line card, trust ladder and workshop on a real window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.helpers import WAIT_MS, walked_window
from verifier_app.core.anchor_results import OtsResult, ProofKind
from verifier_app.core.results import Status
from verifier_app.gui.seal_rows import ALL_DAYS, iter_rows
from verifier_app.gui.seals_view import OVERALL_COLUMN
from verifier_app.resources import demo_bundle_dir

# The module's window opens the demo once, on one test process.
pytestmark = [pytest.mark.gui, pytest.mark.xdist_group("views")]


@pytest.fixture(scope="module")
def opened(request):
    return walked_window(request, [demo_bundle_dir()], statistics=False)


@pytest.fixture
def window(qtbot, opened):
    """The module's window showing the demo as opened, every day's seals listed and its
    first tab chosen; what a test changes (a workshop copy, the day) is put back after it."""
    assert opened.report is opened.original and opened.workshop is None and not opened.busy
    opened.tabs.setCurrentIndex(0)
    opened.seals_view.day_box.setCurrentText(ALL_DAYS)
    yield opened
    qtbot.waitUntil(lambda: not opened.busy, timeout=WAIT_MS)
    if opened.workshop is not None:
        opened.restore_original()


def test_seals_table_has_one_row_per_stamped_list(window):
    table = window.seals_view.seals
    assert table.rowCount() == len(window.report.seals)
    day = window.report.seals[-1].day
    window.seals_view.day_box.setCurrentText(day)
    assert table.rowCount() == sum(1 for s in window.report.seals if s.day == day)
    window.seals_view.day_box.setCurrentText(ALL_DAYS)
    assert table.rowCount() == len(window.report.seals)


def test_anchor_columns_say_not_checked_until_the_anchors_report(window):
    rows = list(iter_rows(window.report))
    assert all(r.overall.status != Status.PASS for r in rows)  # anchors not verified here
    seal = window.report.seals[0]
    walked = seal.ots  # the walk's own, put back for the module's other tests
    try:
        seal.ots = OtsResult(kind=ProofKind.BITCOIN, status=Status.PASS, height=972334,
                             header_time="2026-10-20T13:55:20Z")
        lit = next(iter_rows(window.report))
        assert lit.bitcoin.status == Status.PASS
        assert "block 972,334" in lit.bitcoin.text
        seal.ots = OtsResult(kind=ProofKind.PENDING)
        pending = next(iter_rows(window.report))
        assert pending.bitcoin.status == Status.NOT_CHECKED
        assert "pending" in pending.bitcoin.text
    finally:
        seal.ots = walked


def test_selecting_a_seal_lists_its_lines_and_a_line_shows_its_card(qtbot, window):
    view = window.seals_view
    view.seals.selectRow(4)
    row = view.rows[4]
    qtbot.waitUntil(lambda: view.lines.rowCount() == row.lines, timeout=WAIT_MS)
    new_marks = [view.lines.item(r, 4).text() for r in range(view.lines.rowCount())]
    assert new_marks.count("NEW") == row.lines - row.new_from + 1
    answer_row = next(r for r in range(view.lines.rowCount())
                      if view.lines.item(r, 1).text() == "answer")
    number = int(view.lines.item(answer_row, 0).text())
    view.lines.selectRow(answer_row)
    qtbot.waitUntil(lambda: view.card.check is not None and view.card.check.n == number,
                    timeout=WAIT_MS)
    card = view.card
    assert card.header_labels["seat"].text() == view.lines.item(answer_row, 2).text()
    assert (card.grid.rowCount(), card.grid.columnCount()) == (12, 4)
    assert card.seal_mark.status == Status.PASS and card.link_mark.status == Status.PASS
    assert f'"n": {number}' in card.raw.toPlainText()
    proofs = card.proofs.text()
    for name in ("P2", "P1a", "P1b", "P3"):
        assert f"<b>{name}</b>" in proofs
    expected = next(p for p in window.report.properties.to_json()["lines"] if p["line"] == number)
    assert f"level {expected['P1b']['level']}" in proofs


def test_trust_ladder_of_the_demo_reaches_level_1_only(window):
    assert window.ladder.levels == {"2+": False, "2": False, "1": True, "0": True}


def test_workshop_flip_is_caught_and_restored(qtbot, window):
    original = window.report
    view = window.workshop_view
    view.kind_box.setCurrentIndex(view.kind_box.findData("flip"))
    qtbot.mouseClick(view.apply_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.workshop is not None and not window.busy, timeout=WAIT_MS)
    folder = window.workshop.folder
    line = window.workshop.line
    assert window.verdict.title == "FAIL"
    assert window.workshop_banner.isVisible()
    assert window.walk_view.cards[3].mark.status == Status.FAIL
    assert f"line {line}; rule 'seal'" in view.broke.text()
    assert "before:" in view.bytes_view.toPlainText()
    assert window.ladder.levels["1"] is False
    qtbot.mouseClick(view.restore_button, Qt.MouseButton.LeftButton)
    assert window.report is original
    assert window.verdict.title == "PASS WITH 3 WARNINGS"
    assert not window.workshop_banner.isVisible()
    assert not folder.exists()


def test_overall_column_follows_the_time_and_is_on_screen(window):
    table = window.seals_view.seals
    window.tabs.setCurrentWidget(window.seals_view)
    assert table.horizontalHeaderItem(OVERALL_COLUMN).text() == "Overall"
    right = table.columnViewportPosition(OVERALL_COLUMN) + table.columnWidth(OVERALL_COLUMN)
    assert table.columnViewportPosition(OVERALL_COLUMN) >= 0
    assert right <= table.viewport().width()
    day = window.report.seals[-1].day
    window.seals_view.day_box.setCurrentText(day)
    assert table.horizontalHeaderItem(OVERALL_COLUMN).text() == "Overall"
    assert table.columnCount() == len([table.horizontalHeaderItem(c).text()
                                       for c in range(table.columnCount())])
