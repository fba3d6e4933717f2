"""The main window on real bundles: steps, verdict banner, cancel, bad input, menus."""

from __future__ import annotations

import os
import shutil
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from tests.gui.helpers import WAIT_MS, open_and_wait, walked_window
from verifier_app.core.results import Status
from verifier_app.demo.tamper import apply_tamper
from verifier_app.gui import settings
from verifier_app.gui.errors import CrashDialog
from verifier_app.gui.main_window import MainWindow
from verifier_app.resources import demo_bundle_dir

# The module's window on the demo opens it once, on one test process.
pytestmark = [pytest.mark.gui, pytest.mark.xdist_group("main_window")]


@pytest.fixture
def window(qtbot):
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    return win


@pytest.fixture(scope="module")
def demo_window(request):
    """A window that opened the demo, once for the module's tests that read what it shows."""
    return walked_window(request, [demo_bundle_dir()], statistics=False)


@pytest.fixture(scope="module")
def flipped_bundle(tmp_path_factory, demo_master) -> Path:
    folder = tmp_path_factory.mktemp("flip") / "b"
    shutil.copytree(demo_master, folder)
    apply_tamper(folder, "flip")
    return folder


def test_demo_bundle_shows_the_ten_steps_with_the_walks_statuses(demo_window, demo_walked):
    window, expected = demo_window, demo_walked.report  # the window's walk, and the engine's
    cards = window.walk_view.cards
    assert [c.step.id for c in cards] == [f"step{i}" for i in range(1, 11)] + \
        ["p1b", "p3", "asked_runs", "paper", "identities", "forecasts_file", "log_signer",
         "log_history",
         "log_equivocation"]
    assert [c.mark.status for c in cards] == [s.status for s in expected.steps] + \
        [c.status for c in expected.checks]
    # Step 7 in its two parts (7a the scores, 7b the portfolio accounts), each its own mark.
    step7 = next(s for s in expected.steps if s.id == "step7")
    assert [r.part.id for r in cards[6].parts] == [p.id for p in step7.parts] == \
        ["step7a", "step7b"]
    assert [r.mark.status for r in cards[6].parts] == [p.status for p in step7.parts]
    identities = next(c for c in cards if c.step.id == "identities")
    assert identities.mark.word_label.text() == "DOES NOT APPLY"  # no sealed identities
    assert [c.mark.word_label.text() for c in cards][:4] == ["PASS"] * 4
    assert window.demo_banner.isVisible()
    assert "DEMONSTRATION" in window.windowTitle()


def test_demo_pass_with_warnings_says_so_first(demo_window):
    window = demo_window
    assert window.report.verdict == "pass"
    assert window.verdict.title == "PASS WITH 3 WARNINGS"
    assert window.verdict.mark.status == Status.WARN
    assert window.verdict.sentence.text().startswith("WARNING: 14 of 17 seals")
    assert "read the warnings" in window.verdict.subject.text()


def test_incomplete_banner_never_reads_as_a_pass(qtbot, window, tmp_path):
    book = demo_bundle_dir() / "api" / "v1" / "council-book.jsonl"
    open_and_wait(qtbot, window, [book])
    assert window.report.verdict == "incomplete"
    assert window.verdict.title == "INCOMPLETE: NOT A PASS"
    assert window.verdict.mark.status == Status.NOT_CHECKED
    assert window.verdict.sentence.text().startswith("NOT CHECKED: ")
    assert "not a pass" in window.verdict.subject.text()


def test_flipped_probability_fails_step_4_and_the_verdict(qtbot, window, flipped_bundle):
    open_and_wait(qtbot, window, [flipped_bundle])
    step4 = window.walk_view.cards[3]
    assert step4.mark.status == Status.FAIL
    assert step4.mark.word_label.text() == "FAIL"
    assert "does not match its seal" in step4.detail.text()
    assert window.verdict.title == "FAIL"


def test_cancel_stops_a_walk_and_the_window_keeps_running(qtbot, window):
    release = threading.Event()  # the walk waits at its first progress until Cancel is pressed
    window.progress_hook = lambda fraction, message: release.wait(WAIT_MS / 1000)
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(20)
    window.open_paths([demo_bundle_dir()], remember=False)
    assert window.busy and window.progress_row.isVisible()
    qtbot.waitUntil(lambda: len(ticks) >= 10, timeout=WAIT_MS)  # the window is alive
    assert window.busy  # ... while the walk is still running
    qtbot.mouseClick(window.cancel_button, Qt.MouseButton.LeftButton)
    release.set()
    qtbot.waitUntil(lambda: not window.busy, timeout=WAIT_MS)
    timer.stop()
    assert "cancelled" in window.status_text
    assert window.report is None
    assert window.verdict.verdict == "none"  # no verdict is claimed
    assert not window.progress_row.isVisible()


def test_garbage_file_gives_a_plain_sentence(qtbot, window, tmp_path):
    garbage = tmp_path / "garbage.bin"
    garbage.write_bytes(os.urandom(5000))
    open_and_wait(qtbot, window, [garbage])
    assert window.last_crash is None
    text = window.last_message.text()
    assert text.startswith("Nothing in garbage.bin can be verified")
    assert "Traceback" not in text
    assert window.report is None


def test_missing_folder_gives_a_plain_sentence(qtbot, window, tmp_path):
    open_and_wait(qtbot, window, [tmp_path / "nowhere"])
    assert "does not exist" in window.last_message.text()


def test_crash_dialog_copies_versions_and_the_trace(qtbot):
    try:
        raise RuntimeError("boom")
    except RuntimeError as error:
        dialog = CrashDialog(error)
    qtbot.addWidget(dialog)
    dialog.copy_report()
    copied = QApplication.clipboard().text()
    assert copied.startswith("verifier-app ")
    assert "RuntimeError: boom" in copied


def test_download_entry_opens_the_download_dialog(qtbot, window):
    window.download_action.trigger()
    qtbot.waitUntil(lambda: getattr(window, "download_dialog", None) is not None)
    assert window.download_dialog.isVisible()
    window.download_dialog.close()


def test_opened_bundle_is_remembered(qtbot, window, flipped_bundle):
    window.open_paths([flipped_bundle])
    qtbot.waitUntil(lambda: not window.busy, timeout=WAIT_MS)
    assert settings.recent_bundles()[0] == [str(flipped_bundle.resolve())]


def test_presentation_mode_enlarges_the_font(qtbot, window):
    base = QApplication.font().pointSizeF()
    window.set_presentation(True)
    try:
        assert QApplication.font().pointSizeF() > base * 1.4
    finally:
        window.set_presentation(False)
    assert QApplication.font().pointSizeF() == pytest.approx(base)


def test_focusable_widgets_have_names(demo_window):
    window = demo_window
    window.walk_view.cards[0].toggle.setChecked(True)
    try:
        unnamed = []
        for widget in window.findChildren(QWidget):
            if widget.focusPolicy() == Qt.FocusPolicy.NoFocus or \
                    not widget.isVisibleTo(window):
                continue
            text = getattr(widget, "text", lambda: "")
            label = text() if callable(text) else ""
            if not (widget.accessibleName() or label):
                unnamed.append(type(widget).__name__)
        assert unnamed == []
    finally:
        window.walk_view.cards[0].toggle.setChecked(False)


def test_file_menu_saves_evidence_beside_the_bundle_never_into_it(qtbot, window, tmp_path):
    import hashlib
    import shutil

    from verifier_app.gui.evidence_menu import save_evidence_to

    copy = tmp_path / "bundle"
    shutil.copytree(demo_bundle_dir(), copy)

    def tree() -> dict:
        return {p.as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
                for p in sorted(copy.rglob("*")) if p.is_file()}

    before = tree()
    open_and_wait(qtbot, window, [copy])
    assert window.save_evidence_action in window.file_menu.actions()
    save_evidence_to(window, copy / "evidence")
    assert not (copy / "evidence").exists() and "inside the bundle" in window.last_message.text()
    window.last_message.close()
    save_evidence_to(window, tmp_path / "evidence")
    assert (tmp_path / "evidence" / "rekor" / "by-list.json").is_file()
    assert (tmp_path / "evidence" / "bitcoin-headers.json").is_file()
    # The status bar says what the pack holds as the command line does (one message).
    assert window.status_text.startswith("Evidence pack written to ")
    assert tree() == before
