"""Settings show the trusted root in use and update it through a loopback TUF repository;
a failed update is one sentence and the copy in use stays named."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.gui.helpers import save_shot
from tests.servers.tuf_repo import TufRepository
from tests.witness.test_trust_refresh import DEMO_URL, root_with_demo_log
from verifier_app.anchors import trusted_root_cache
from verifier_app.gui.settings_dialog import SettingsDialog
from verifier_app.gui.tasks import TaskRunner
from verifier_app.gui.trusted_root_box import TrustedRootBox


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("VERIFIER_APP_CACHE_DIR", str(tmp_path / "cache"))
    with TufRepository(root_with_demo_log()) as served:
        monkeypatch.setattr(trusted_root_cache, "tuf_anchor", lambda: served.anchor)
        yield served


def test_settings_name_the_shipped_root_and_its_age(qtbot, repo) -> None:
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    text = dialog.trusted_root.in_use.text()
    assert "shipped with the app" in text and "days ago" in text
    assert "rekor.sigstore.dev" in text and not dialog.trusted_root.outcome.isVisibleTo(dialog)


def test_the_button_updates_the_root_off_the_gui_thread(qtbot, repo) -> None:
    box = TrustedRootBox(TaskRunner(), repository=repo.url)
    qtbot.addWidget(box)
    box.show()
    qtbot.mouseClick(box.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: box.button.isEnabled(), timeout=10_000)
    assert "verified by TUF" in box.outcome.text()
    assert "updated on this computer" in box.in_use.text()
    assert DEMO_URL.split("//")[1] in box.in_use.text()


def test_screenshot_of_the_settings_after_an_update(qtbot, repo, tmp_path) -> None:
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.trusted_root.runner = TaskRunner(inline=True)
    dialog.trusted_root.repository = repo.url
    dialog.show()
    dialog.trusted_root.update_root()
    qtbot.wait(100)  # the layout settles, as it does for the reader
    shots = Path(os.environ.get("VERIFIER_APP_SHOTS", tmp_path))
    assert save_shot(dialog, shots / "settings-trusted-root.png")


def test_a_failed_update_is_one_sentence_and_the_copy_stays(qtbot, repo, tmp_path) -> None:
    repo.publish(root_with_demo_log() + b"\n", timestamp_days=-1)
    box = TrustedRootBox(TaskRunner(inline=True), repository=repo.url)
    qtbot.addWidget(box)
    box.setFixedWidth(620)
    box.show()
    box.update_root()
    box.adjustSize()
    assert "expired" in box.outcome.text()
    assert "Walks keep using the shipped copy" in box.outcome.text()
    assert "shipped with the app" in box.in_use.text()
    shots = Path(os.environ.get("VERIFIER_APP_SHOTS", tmp_path))
    assert save_shot(box, shots / "settings-trusted-root-failed.png")


def test_settings_show_the_tuf_roots_expiry_and_an_out_of_date_anchor(qtbot, tmp_path,
                                                                       monkeypatch) -> None:
    """The shipped TUF root is named with its expiry; an update against a repository with
    no newer root says the app's own anchor is out of date and what to do."""
    monkeypatch.setenv("VERIFIER_APP_CACHE_DIR", str(tmp_path / "cache"))
    with TufRepository(root_with_demo_log(), root_days=-1) as served:
        monkeypatch.setattr(trusted_root_cache, "tuf_anchor", lambda: served.anchor)
        box = TrustedRootBox(TaskRunner(inline=True), repository=served.url)
        qtbot.addWidget(box)
        box.setFixedWidth(620)
        box.show()
        assert "version 1, expired on " in box.in_use.text()
        assert "install the newest version of this app" in box.in_use.text()
        box.update_root()
        box.adjustSize()
        assert box.outcome.text().startswith("The app's own trust anchor is out of date")
        assert "offered expired metadata" not in box.outcome.text()
        shots = Path(os.environ.get("VERIFIER_APP_SHOTS", tmp_path))
        assert save_shot(box, shots / "settings-trust-anchor-out-of-date.png")
        served.publish_root(days=365)
        box.update_root()
        assert "verified by TUF" in box.outcome.text()


def test_the_valid_anchor_is_named_with_its_end(qtbot, repo) -> None:
    box = TrustedRootBox(TaskRunner(inline=True), repository=repo.url)
    qtbot.addWidget(box)
    assert "version 1, valid until " in box.in_use.text()
