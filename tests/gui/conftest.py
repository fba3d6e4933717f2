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
