"""File > Compare with another copy… in a real window."""

from __future__ import annotations

import pytest

from tests.gui.helpers import WAIT_MS, changed_copies, open_and_wait, save_shot
from verifier_app.demo.generator import DemoSettings
from verifier_app.gui.compare_dialog import compare_with
from verifier_app.gui.main_window import MainWindow

pytestmark = pytest.mark.gui


def test_compare_names_the_changed_field_its_bytes_and_the_extra_file(qtbot, tmp_path,
                                                                       demo_masters):
    first, second = changed_copies(tmp_path, demo_masters(DemoSettings(sessions=1)))
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.compare_action.text().startswith("&Compare with another copy")
    window.show()
    open_and_wait(qtbot, window, [first])
    assert window.original is not None, window.status_text
    window.compare_dialog = None
    compare_with(window, second)
    qtbot.waitUntil(lambda: window.compare_dialog is not None or window.last_message is not None
                    or window.last_crash is not None, timeout=WAIT_MS)
    assert window.last_crash is None and window.last_message is None, window.last_message.text()
    shown = window.compare_dialog.view.toPlainText()
    assert "Only in the second copy:\n  notes.txt" in shown
    assert "api/v1/council-forecasts.csv, line" in shown
    assert "→ 43" in shown and "bytes before:" in shown
    assert caret_under_the_change(shown)
    save_shot(window.compare_dialog, tmp_path / "compare.png")


def caret_under_the_change(shown: str) -> bool:
    """The caret stands under the first character in which the line before and the line
    after differ (both start with ASCII marks, so it holds in every language)."""
    lines = shown.split("\n")
    i = next(n for n, line in enumerate(lines) if line.startswith("  − "))
    before, after, caret = lines[i], lines[i + 1], lines[i + 2]
    first = next(n for n, (a, b) in enumerate(zip(before, after, strict=False))
                 if n >= 4 and a != b)  # past the marks "  − " and "  + "
    return after.startswith("  + ") and caret.rstrip() == " " * first + "^"
