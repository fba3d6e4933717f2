"""Opening a second bundle clears or refills every view: nothing of the first stays."""

from __future__ import annotations

import pytest

from tests.gui.helpers import WAIT_MS, open_and_wait
from verifier_app.core import book_lines
from verifier_app.core.bundle_open import open_bundle
from verifier_app.demo.generator import DemoSettings
from verifier_app.gui.main_window import MainWindow

pytestmark = pytest.mark.gui


def _choose_line(qtbot, window, number: int) -> None:
    view = window.seals_view
    last = len(view.rows) - 1
    view.seals.selectRow(last)
    qtbot.waitUntil(lambda: view.lines.rowCount() == view.rows[last].lines, timeout=WAIT_MS)
    view.lines.selectRow(number - 1)
    qtbot.waitUntil(lambda: view.card.check is not None and view.card.check.n == number,
                    timeout=WAIT_MS)


def _flipped_window(qtbot, tmp_path, make_demo):
    """A window showing a copy with one probability changed; the clean copy beside it and
    the first line the change broke."""
    clean, flipped = tmp_path / "clean", tmp_path / "flip"
    make_demo(clean, DemoSettings(sessions=1))
    make_demo(flipped, DemoSettings(sessions=1), tamper="flip")
    changed = book_lines.first_difference(open_bundle([clean]).book,
                                          open_bundle([flipped]).book)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    open_and_wait(qtbot, window, [flipped])
    return window, clean, changed


def test_every_view_shows_only_the_second_bundle(qtbot, tmp_path, make_demo):
    window, clean, changed = _flipped_window(qtbot, tmp_path, make_demo)
    _choose_line(qtbot, window, changed)
    assert "FAILED" in window.seals_view.card.heading.text()
    first = window.report

    qtbot.waitUntil(lambda: window.stats_for(first) is not None, timeout=WAIT_MS)
    open_and_wait(qtbot, window, [clean])
    second = window.report
    assert second is not first and second.verdict != "fail"
    view = window.seals_view
    card = view.card
    assert card.check is None and "FAILED" not in card.heading.text()
    assert card.raw.toPlainText() == "" and card.proofs.text() == ""
    assert card.seal_text.text() == "" and card.grid.rowCount() == 0
    assert view.lines.rowCount() == 0 and view.loaded_seal is None
    assert view.report is second and view.seals.rowCount() == len(second.seals)
    shown = [c.step for c in window.walk_view.cards]
    assert shown == [*second.steps, *second.checks]
    assert window.verdict.verdict == second.verdict
    assert window.workshop_view.bytes_view.toPlainText() == ""
    qtbot.waitUntil(lambda: window.stats_for(second) is not None, timeout=WAIT_MS)
    assert window.stats_view.mark.word_label.text() == second.verdict_summary.title
    window.stats_view.show_computing()  # what a new bundle's statistics start from
    assert window.stats_view.n_eff_label.text() == ""
    assert window.stats_view.crowd_table.rowCount() == 0
    assert window.stats_view.consensus_table.rowCount() == 0

    # The same line, chosen again, is now the clean one.
    _choose_line(qtbot, window, changed)
    assert card.seal_mark.status.value == "pass"
    assert "FAILED" not in card.heading.text()


def test_a_failed_line_card_shows_no_property_that_passes(qtbot, tmp_path, make_demo):
    window, _, changed = _flipped_window(qtbot, tmp_path, make_demo)
    answers = [p.line for p in window.report.properties.lines if p.line >= changed]
    _choose_line(qtbot, window, answers[0])
    proofs = window.seals_view.card.proofs.text()
    assert "PASS" not in proofs and proofs.count("<b>FAIL</b>") == 4
