"""GUI tests run a real window on Qt's offscreen platform, with settings in a temp folder."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import TYPE_CHECKING

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before Qt is imported

import pytest
from PySide6.QtCore import QSettings

if TYPE_CHECKING:
    from verifier_app.engine.walk import WalkReport
    from verifier_app.stats.summary import LeagueStats


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


@dataclass(frozen=True)
class Walked:
    """A bundle's report and its statistics."""

    report: WalkReport
    stats: LeagueStats


@pytest.fixture(scope="session")
def demo_walked() -> Walked:
    """The app's demonstration bundle walked once per test process with the default
    options, and its statistics, for the tests that only read them (a test that changes a
    report walks its own): the same walk as ``tests.pristine`` keeps for the engine's
    tests."""
    from tests import pristine
    from verifier_app.resources import demo_bundle_dir

    return Walked(pristine.walked(demo_bundle_dir()), pristine.counted(demo_bundle_dir()))
