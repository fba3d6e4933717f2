"""GUI tests run a real window on Qt's offscreen platform, with settings in a temp folder."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before Qt is imported

import pytest
from PySide6.QtCore import QSettings


@pytest.fixture(autouse=True)
def private_settings(tmp_path_factory):
    """Keep tests away from the user's recent bundles and presentation setting."""
    folder = tmp_path_factory.mktemp("settings")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    yield folder


@pytest.fixture(autouse=True)
def no_translator_left_behind():
    """Each test starts with no translation installed, whatever an earlier test in the same
    process chose: a language (English's plural file included) is process-wide state, and a
    view's words must not depend on which test ran before."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from verifier_app.gui import config

    locale = QLocale()  # the default before the test, put back after it
    yield
    app = QCoreApplication.instance()
    if app is not None:
        config.remove_translators(app)
    QLocale.setDefault(locale)
