"""Report export from the window: a PDF and an HTML file that carry the verdict."""

from __future__ import annotations

import shutil
import subprocess
from datetime import UTC, datetime

import pytest
from PySide6.QtGui import QKeySequence

from tests.gui.helpers import WAIT_MS, open_and_wait
from verifier_app.gui.file_menu import export_to
from verifier_app.gui.main_window import MainWindow
from verifier_app.gui.report_export import build_document, write_pdf_report
from verifier_app.resources import demo_bundle_dir

pytestmark = pytest.mark.gui


@pytest.fixture
def demo_report(demo_walked):
    return demo_walked.report


def test_pdf_starts_with_the_pdf_header_and_carries_the_verdict(qtbot, demo_report, tmp_path):
    target = tmp_path / "report.pdf"
    checked = datetime(2026, 10, 27, 9, 0, tzinfo=UTC)
    write_pdf_report(demo_report, target, checked_at=checked)
    data = target.read_bytes()
    assert data.startswith(b"%PDF-") and b"%%EOF" in data[-64:]
    assert b"verifier-app" in data  # the creator entry names the app
    text = build_document(demo_report, checked_at=checked).toPlainText()
    assert "PASS WITH 3 WARNINGS" in text and "2026-10-27 09:00:00 UTC" in text
    if shutil.which("pdftotext"):  # the laid-out pages themselves, when poppler is present
        pages = subprocess.run(["pdftotext", str(target), "-"], capture_output=True,
                               check=True, text=True).stdout
        assert "PASS WITH 3 WARNINGS" in pages and "2026-10-27 09:00:00 UTC" in pages


def test_pdf_into_a_missing_folder_is_a_sentence_not_a_traceback(qtbot, demo_report, tmp_path):
    from verifier_app.core.errors import UserFacingError

    with pytest.raises(UserFacingError, match="could not be written"):
        write_pdf_report(demo_report, tmp_path / "no-such-folder" / "report.pdf")


def test_menu_has_export_and_settings_entries_with_shortcuts(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    entries = {a.text(): a for a in window.file_menu.actions()}
    for text, keys in (("Export report as &HTML…", "Ctrl+E"),
                       ("Export report as &PDF…", "Ctrl+P"), ("&Settings…", "Ctrl+,")):
        assert entries[text].shortcut() == QKeySequence(keys)
    assert "&Download…" in entries  # left for the download dialog


@pytest.mark.parametrize("kind", ["html", "pdf"])
def test_export_from_the_window_writes_the_report_with_charts(qtbot, tmp_path, kind):
    window = MainWindow()
    qtbot.addWidget(window)
    open_and_wait(qtbot, window, [demo_bundle_dir()])
    qtbot.waitUntil(lambda: window.report is not None, timeout=WAIT_MS)
    target = tmp_path / f"report.{kind}"
    export_to(window, target, kind)
    qtbot.waitUntil(lambda: getattr(window, "last_export", None) == target, timeout=WAIT_MS)
    assert window.status_text.startswith("Report saved")
    data = target.read_bytes()
    if kind == "pdf":
        assert data.startswith(b"%PDF-")
        return
    page = data.decode("utf-8")
    assert "PASS WITH 3 WARNINGS" in page and "Forecast rows:" in page
    for seal in window.report.seals:
        assert seal.sha256 in page
    try:
        import verifier_app.gui.charts.render  # noqa: F401
        expected = True
    except ImportError:  # the charts may not be part of this build
        expected = False
    assert ("data:image/png;base64," in page) == expected
    assert ("Charts not available" in page) != expected


def test_export_before_any_bundle_says_what_to_do(qtbot):
    from verifier_app.gui.file_menu import export_dialog

    window = MainWindow()
    qtbot.addWidget(window)
    export_dialog(window, "pdf")
    assert "Open a bundle" in window.last_message.text()
