"""The reader as a witness in the window: export a statement, check a folder of them, the
key's fingerprint in Settings, and the workshop's witness-first demonstration."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.gui.helpers import WAIT_MS, open_and_wait, save_shot, walked_window
from verifier_app.core.results import Status
from verifier_app.gui.main_window import MainWindow
from verifier_app.gui.settings_dialog import SettingsDialog
from verifier_app.gui.witness_actions import check_folder, export_to
from verifier_app.witness.keys import witness_key

# The module's window for the workshop opens the demo once, on one test process.
pytestmark = pytest.mark.xdist_group("witness_gui")


@pytest.fixture
def window(qtbot):
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    return win


@pytest.fixture(scope="module")
def opened(request, demo_master):
    """A window that opened the demo, once for the module's workshop tests."""
    return walked_window(request, [demo_master], size=(1200, 800), statistics=False)


@pytest.fixture
def workshop_window(qtbot, opened):
    """The module's window showing the demo as opened; the workshop copy a test makes is
    put away after it, and the witness box unticked again."""
    assert opened.report is opened.original and opened.workshop is None and not opened.busy
    yield opened
    qtbot.waitUntil(lambda: not opened.busy, timeout=WAIT_MS)
    opened.restore_original()
    opened.workshop_view.witness_box.setChecked(False)


def _check(report):
    return next(c for c in report.checks if c.id == "witness")


def test_export_then_check_a_folder_of_statements(qtbot, window, demo_master, tmp_path) -> None:
    open_and_wait(qtbot, window, [demo_master])
    folder = tmp_path / "statements"
    folder.mkdir()
    export_to(window, folder / "mine.txt")
    assert "signed by witness-" in window.status_text
    assert (folder / "mine.txt").read_text(encoding="utf-8").startswith("verifier-app witness")
    check_folder(window, folder)
    qtbot.waitUntil(lambda: not window.busy, timeout=WAIT_MS)
    assert _check(window.report).status is Status.PASS


def test_settings_show_the_witness_key_fingerprint(qtbot) -> None:
    key = witness_key()
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    texts = [w.text() for w in dialog.findChildren(type(dialog.error))]
    assert any(key.fingerprint[:8] in t and key.name in t for t in texts)


def test_workshop_witness_first_catches_the_change(qtbot, workshop_window) -> None:
    window = workshop_window
    window.workshop_view.witness_box.setChecked(True)
    window.apply_tamper("flip")
    qtbot.waitUntil(lambda: not window.busy, timeout=WAIT_MS)
    check = _check(window.workshop.report)
    assert check.status is Status.FAIL and "line" in check.detail
    assert "Witness statements" in window.workshop_view.broke.text()


def test_screenshot_of_the_workshop_witness(qtbot, workshop_window, tmp_path) -> None:
    window = workshop_window
    window.workshop_view.witness_box.setChecked(True)
    window.apply_tamper("flip")
    qtbot.waitUntil(lambda: not window.busy, timeout=WAIT_MS)
    shots = Path(os.environ.get("VERIFIER_APP_SHOTS", tmp_path))
    assert save_shot(window, shots / "workshop-witness.png")
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert save_shot(dialog, shots / "settings-witness-key.png")
