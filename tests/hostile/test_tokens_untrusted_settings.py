"""The intermediate certificates in Settings: stored, checked for existence, used by the walk."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from verifier_app.core.bundle_open import open_bundle
from verifier_app.gui import config
from verifier_app.gui.config import anchor_options_from_settings
from verifier_app.gui.settings_dialog import SettingsDialog

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def private_settings(tmp_path_factory):
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      str(tmp_path_factory.mktemp("settings")))


def test_intermediates_in_settings_reach_the_token_check_next_to_trust_roots(qtbot, tmp_path):
    middle = tmp_path / "intermediate.pem"
    middle.write_bytes(b"-----BEGIN CERTIFICATE-----\n")
    loose = tmp_path / "notice.txt"
    loose.write_text("hello\n")
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    assert config.UNTRUSTED.key in dialog.fields
    dialog.show_value(config.UNTRUSTED, [str(middle)])
    dialog.accept()
    assert dialog.error.text() == ""
    options = anchor_options_from_settings(open_bundle([loose]))
    assert options.untrusted == [middle] and options.trust_ca == []


def test_settings_refuse_a_missing_intermediate_file(qtbot, tmp_path):
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.show_value(config.UNTRUSTED, [str(tmp_path / "gone.pem")])
    dialog.accept()
    assert "gone.pem" in dialog.error.text()
    assert config.UNTRUSTED.get() == []
