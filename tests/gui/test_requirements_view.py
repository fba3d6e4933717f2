"""The standard's requirement checklist on the Trust ladder tab (paper Section 3.13): the
window shows the engine's rows, one each, and a requirement is drawn as met only when the
engine says so."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from tests.gui.helpers import open_and_wait
from verifier_app.gui.main_window import MainWindow
from verifier_app.gui.marks import MarkLabel
from verifier_app.resources import demo_bundle_dir

pytestmark = pytest.mark.gui


def test_the_trust_ladder_tab_lists_every_requirement_as_the_engine_decided(
        qtbot, demo_walked) -> None:
    expected = demo_walked.report.to_json()["requirements"]  # the engine's own walk
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    open_and_wait(qtbot, window, [demo_bundle_dir()])
    tables = [w for w in window.ladder.findChildren(QLabel)
              if w.accessibleName().startswith("Requirement ")]
    assert [w.accessibleName() for w in tables] == [
        f"Requirement {r['number']}: " + {"met": "MET", "not_met": "NOT MET",
                                           "not_checkable": "NOT CHECKABLE HERE"}[r["status"]]
        for r in expected]
    words = [m.word_label.text() for m in window.ladder.findChildren(MarkLabel)
             if m.word_label.text() in ("MET", "NOT MET", "NOT CHECKABLE HERE")]
    assert words.count("MET") == sum(r["status"] == "met" for r in expected) == 8
    assert "Each answer sealed on arrival" in tables[11].text()
