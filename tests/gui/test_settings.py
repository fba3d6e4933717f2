"""Settings: stored once in QSettings, shown in the dialog, and used by the walk."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from verifier_app.anchors.header_sources import DEFAULT_EXPLORERS
from verifier_app.core.bundle_open import open_bundle
from verifier_app.gui import config
from verifier_app.gui.config import anchor_options_from_settings, install_translator
from verifier_app.gui.main_window import MainWindow, walk_job
from verifier_app.gui.settings_dialog import SettingsDialog
from verifier_app.gui.tasks import TaskControl
from verifier_app.resources import demo_bundle_dir

pytestmark = pytest.mark.gui
HEADERS = demo_bundle_dir() / "demo-anchors" / "DEMO-NOT-BITCOIN-block-headers.json"


@pytest.fixture(scope="module")
def plain_bundle(tmp_path_factory) -> Path:
    """The demo's files without its demonstration marker: checked like any real bundle."""
    folder = tmp_path_factory.mktemp("plain") / "bundle"
    shutil.copytree(demo_bundle_dir(), folder)
    (folder / "DEMONSTRATION.txt").unlink()
    return folder


def test_defaults_give_public_sources_and_no_extra_trust(plain_bundle):
    options = anchor_options_from_settings(open_bundle([plain_bundle]))
    assert options.explorers == list(DEFAULT_EXPLORERS)
    assert options.headers_file is None and options.bitcoind_url is None
    assert options.trust_ca == [] and options.rekor_key is None
    assert options.rekor_url == "https://rekor.sigstore.dev"
    assert options.offline is False and options.demo_trust is False


def test_dialog_values_round_trip_through_qsettings(qtbot, tmp_path, plain_bundle):
    root = tmp_path / "root.pem"
    root.write_bytes(b"-----BEGIN CERTIFICATE-----\n")
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.show_value(config.HEADERS_FILE, str(HEADERS))
    dialog.show_value(config.EXPLORERS, ["https://explorer.example/api"])
    dialog.show_value(config.BITCOIND_URL, "http://127.0.0.1:8332")
    dialog.show_value(config.TRUST_ROOTS, [str(root)])
    dialog.show_value(config.REKOR_URL, "https://rekor.example")
    dialog.show_value(config.OFFLINE, True)
    dialog.show_value(config.LANGUAGE, "ko")
    dialog.accept()
    assert dialog.error.text() == ""

    again = SettingsDialog()  # reads the store afresh
    qtbot.addWidget(again)
    assert again.value(config.EXPLORERS) == ["https://explorer.example/api"]
    assert again.value(config.LANGUAGE) == "ko"
    options = anchor_options_from_settings(open_bundle([plain_bundle]))
    assert options.headers_file == HEADERS
    assert options.explorers == ["https://explorer.example/api"]
    assert options.bitcoind_url == "http://127.0.0.1:8332"
    assert options.trust_ca == [root]
    assert options.rekor_url == "https://rekor.example"
    assert options.offline is True


def test_dialog_refuses_a_bad_address_and_a_missing_file_and_stores_nothing(qtbot, tmp_path):
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.show_value(config.REKOR_URL, "rekor.example")
    dialog.show_value(config.HEADERS_FILE, str(tmp_path / "missing.json"))
    dialog.accept()
    assert "http://" in dialog.error.text() and "missing.json" in dialog.error.text()
    assert config.REKOR_URL.get() == config.REKOR_URL.default
    assert config.HEADERS_FILE.get() == ""


def test_every_field_has_its_description_as_label_and_tooltip(qtbot):
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    labels = {label.text() for label in dialog.findChildren(QLabel)}
    for var in config.ALL:
        widget = dialog.fields[var.key]
        assert widget.toolTip() == var.tooltip() and widget.accessibleName() == var.label()
        assert var.type is bool or var.label() in labels


def test_demo_is_always_checked_against_its_own_sources():
    config.HEADERS_FILE.set("/nowhere/headers.json")
    options = anchor_options_from_settings(open_bundle([demo_bundle_dir()]))
    assert options.demo_trust is True and options.offline is True
    assert options.headers_file is not None and options.headers_file.name == HEADERS.name


def test_walk_uses_the_header_source_from_the_settings(plain_bundle):
    config.OFFLINE.set(True)
    config.EXPLORERS.set([])
    without = walk_job([plain_bundle])(TaskControl())
    assert without.step("step6").status.value == "not_checked"
    assert all(not s.ots.source for s in without.seals)

    config.HEADERS_FILE.set(str(HEADERS))
    with_file = walk_job([plain_bundle])(TaskControl())
    sources = {s.ots.source for s in with_file.seals}
    assert f"headers file {HEADERS.name}" in sources
    assert with_file.step("step6").status.value != "not_checked"


def test_german_menus_after_switching_the_language_and_reloading(qtbot):
    app = QApplication.instance()
    config.LANGUAGE.set("de")
    try:
        assert install_translator(app) == "de"
        window = MainWindow()
        qtbot.addWidget(window)
        assert window.file_menu.title() == "&Datei"
        assert window.export_pdf_action.text() == "Bericht als &PDF exportieren…"
        dialog = SettingsDialog()
        qtbot.addWidget(dialog)
        assert dialog.windowTitle() == "Einstellungen"
        assert config.LANGUAGE.label() == "Sprache"
    finally:
        install_translator(app, "en")
    english = MainWindow()
    qtbot.addWidget(english)
    assert english.file_menu.title() == "&File"


def test_trust_roots_are_listed_with_fingerprints_and_who_trusts_them(qtbot):
    from verifier_app.anchors.trust_roots import fingerprint, shipped_catalogue
    from verifier_app.anchors.tsa_demo import demo_root_path, load_demo_signer

    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    listed = dialog.root_list.text()
    for entry in shipped_catalogue():
        assert entry["sha256"] in listed
    assert "trusted by you" not in listed
    dialog.show_value(config.TRUST_ROOTS, [str(demo_root_path())])
    listed = dialog.root_list.text()
    assert "trusted by you" in listed
    assert fingerprint(load_demo_signer("demo-root")[1]) in listed


def test_a_language_applies_at_once_and_only_a_source_change_marks_the_result_stale(qtbot):
    """Issue 27, item 8: a language changes no finding, so it never makes the result stale;
    a change of where anchors are checked does, until Check again."""
    from tests.gui.helpers import WAIT_MS, open_and_wait

    app = QApplication.instance()
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    open_and_wait(qtbot, window, [demo_bundle_dir()])
    assert window.recheck.note.text() == ""
    dialog = SettingsDialog(window)
    qtbot.addWidget(dialog)
    dialog.show_value(config.LANGUAGE, "de")
    try:
        dialog.accept()
        assert window.file_menu.title() == "&Datei"  # at once, without a restart
        assert window.tabs.tabText(1) != "S&eals"
        assert window.recheck.note.text() == ""  # a language alone: the same result
        dialog = SettingsDialog(window)
        qtbot.addWidget(dialog)
        dialog.show_value(config.OFFLINE, True)
        dialog.accept()
        assert window.recheck.note.text()  # the result predates the change
        window.recheck.check_again()
        qtbot.waitUntil(lambda: not window.busy, timeout=WAIT_MS)
        assert window.recheck.note.text() == ""
    finally:
        config.LANGUAGE.set("")
        config.OFFLINE.set(False)
        install_translator(app, "en")
