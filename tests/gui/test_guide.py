"""Help > Guide, also opened from the "?" of every step."""

from __future__ import annotations

import pytest

from tests.gui.helpers import open_and_wait
from verifier_app.gui.guide import sections
from verifier_app.gui.main_window import MainWindow
from verifier_app.resources import demo_bundle_dir

pytestmark = pytest.mark.gui


def test_the_guide_opens_from_the_help_menu_and_from_a_step(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert [title for title, _ in sections()] == [
        "How to read a verdict", "What each level proves", "How to check offline",
        "How to compare two copies"]
    window.guide_action.trigger()
    assert window.guide_dialog.isVisible()
    assert "Level 2+" in window.guide_dialog.view.toPlainText()
    window.guide_dialog.close()
    window.guide_dialog = None
    open_and_wait(qtbot, window, [demo_bundle_dir()])
    card = window.walk_view.cards[0]
    card.help.linkActivated.emit("guide")
    assert window.guide_dialog is not None and window.guide_dialog.isVisible()
