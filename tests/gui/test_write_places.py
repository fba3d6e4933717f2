"""The window writes nothing into what it verifies (issue 26, item 10): an evidence pack
beside loose files, a witness statement, a report and a chart inside the bundle folder are
refused with a sentence in the reader's language; outside the bundle they are written."""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import pytest

from tests.gui.helpers import WAIT_MS, open_and_wait
from verifier_app.gui.evidence_menu import save_evidence_to
from verifier_app.gui.file_menu import export_to as export_report_to
from verifier_app.gui.main_window import MainWindow
from verifier_app.gui.messages import engine_text
from verifier_app.gui.witness_actions import export_to as export_statement_to

pytestmark = pytest.mark.gui
REFUSED = "is inside the bundle being checked"


@pytest.fixture
def window(qtbot):
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    return win


@pytest.fixture
def bundle(demo_master: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "bundle"
    shutil.copytree(demo_master, copy)
    return copy


def tree(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def said(window) -> str:
    text = window.last_message.text()
    window.last_message.close()
    return text


def test_statement_report_and_chart_inside_the_bundle_are_refused(qtbot, window, bundle,
                                                                   tmp_path):
    (tmp_path / "link").symlink_to(bundle / "api")
    before = tree(bundle)
    open_and_wait(qtbot, window, [bundle])
    qtbot.waitUntil(lambda: window.stats_for(window.report) is not None, timeout=WAIT_MS)
    export_statement_to(window, tmp_path / "link" / "mine.txt")
    assert REFUSED in said(window)
    export_report_to(window, bundle / "report.html", "html")
    assert REFUSED in said(window) and "a report is written" in window.status_text
    chart = window.stats_view.charts["n_eff"]
    assert chart.save_as(bundle / "markets" / "chart.png") is None
    assert REFUSED in said(window)
    assert tree(bundle) == before
    assert chart.save_as(tmp_path / "chart.png") == tmp_path / "chart.png"
    assert (tmp_path / "chart.png").read_bytes().startswith(b"\x89PNG")


def test_evidence_beside_loose_files_is_refused_and_beside_them_elsewhere_written(
        qtbot, window, bundle, tmp_path):
    loose = sorted((bundle / "api" / "v1").glob("council-book.jsonl"))
    before = tree(bundle)
    open_and_wait(qtbot, window, loose)
    save_evidence_to(window, bundle / "api" / "v1" / "evidence")
    assert REFUSED in said(window) and tree(bundle) == before
    save_evidence_to(window, tmp_path / "evidence")
    assert (tmp_path / "evidence" / "rekor" / "by-list.json").is_file()


def test_the_refusal_is_said_in_the_readers_language(qtbot, window, bundle, tmp_path):
    from PySide6.QtCore import QCoreApplication, QTranslator

    from verifier_app.resources import resource_path

    translator = QTranslator()
    assert translator.load("verifier_app_de", str(resource_path("translations")))
    QCoreApplication.installTranslator(translator)
    try:
        german = engine_text("{path} is inside the bundle being checked ({tree}), and {what} "
                             "is written beside a bundle, never into it: choose a place "
                             "outside it.")
        assert german != "" and "bundle being checked" not in german
        open_and_wait(qtbot, window, [bundle])
        export_statement_to(window, bundle / "mine.txt")
        text = said(window)
        assert REFUSED not in text and str(bundle / "mine.txt") in text
        assert "Zeugen" in text  # the German name of a witness statement
    finally:
        QCoreApplication.removeTranslator(translator)
