"""The Download dialog fetches from a loopback site off the GUI thread and hands the
bundle folder to the window; Cancel leaves nothing half-written."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QWidget

from tests.gui.helpers import WAIT_MS
from tests.servers.live_site import LiveSite
from verifier_app.gui.download_dialog import DownloadDialog, open_download_dialog
from verifier_app.gui.tasks import TaskRunner


@pytest.fixture
def site(demo_master: Path):
    with LiveSite(demo_master) as server:
        yield server


def make_dialog(qtbot, done: list[Path]) -> DownloadDialog:
    dialog = DownloadDialog(None, done.append, TaskRunner())
    qtbot.addWidget(dialog)
    return dialog


def test_download_from_live_site_calls_on_done(qtbot, site, demo_master, tmp_path):
    done: list[Path] = []
    dialog = make_dialog(qtbot, done)
    dialog.source_edit.setText(site.data_url)
    dialog.first_day.setDate(QDate(2026, 10, 21))
    dialog.last_day.setDate(QDate(2026, 10, 22))
    dialog.dest_edit.setText(str(tmp_path / "league"))
    qtbot.mouseClick(dialog.download_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(done), timeout=WAIT_MS)
    assert done == [tmp_path / "league"]
    assert dialog.report is not None and dialog.report.verdict == "ok"
    book = "api/v1/council-book.jsonl"
    assert (done[0] / book).read_bytes() == (demo_master / book).read_bytes()
    assert sorted(p.name for p in (done[0] / "markets/proof").iterdir()) == \
        ["2026-10-21", "2026-10-22"]
    assert dialog.overall_bar.value() == dialog.overall_bar.maximum()


def test_download_of_a_release_by_doi(qtbot, site, tmp_path):
    done: list[Path] = []
    dialog = make_dialog(qtbot, done)
    dialog.source_edit.setText(f"10.5281/zenodo.{site.record_id}")
    dialog.zenodo_edit.setText(site.zenodo_api)
    dialog.days_check.setChecked(False)
    dialog.dest_edit.setText(str(tmp_path / "release"))
    dialog.start()
    qtbot.waitUntil(lambda: bool(done), timeout=WAIT_MS)
    assert (done[0] / "DEMONSTRATION.txt").is_file() and (done[0] / "bundle.json").is_file()


def test_cancel_stops_and_writes_nothing(qtbot, site, tmp_path):
    site.slow["/api/v1/council-forecasts.csv"] = 1.0
    done: list[Path] = []
    dialog = make_dialog(qtbot, done)
    dialog.source_edit.setText(site.data_url)
    dialog.days_check.setChecked(False)
    dialog.dest_edit.setText(str(tmp_path / "league"))
    dialog.start()
    assert dialog.busy and not dialog.download_button.isEnabled()
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.busy, timeout=WAIT_MS)
    assert "Stopped" in dialog.status.text()
    assert not done and not (tmp_path / "league").exists()
    assert dialog.download_button.isEnabled()


def test_unusable_source_is_a_sentence_not_a_crash(qtbot, tmp_path):
    done: list[Path] = []
    dialog = make_dialog(qtbot, done)
    dialog.source_edit.setText("http://example.org/api/v1/")
    dialog.dest_edit.setText(str(tmp_path / "x"))
    dialog.start()
    qtbot.waitUntil(lambda: not dialog.busy, timeout=WAIT_MS)
    assert "plain http" in dialog.status.text() and not done


def test_open_download_dialog_shows_it_on_the_parent(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    open_download_dialog(parent, lambda path: None)
    dialog = parent.download_dialog
    assert isinstance(dialog, DownloadDialog) and dialog.isVisible()
    dialog.cancel()
    assert not dialog.isVisible()
