"""Shared steps for the GUI tests: open a bundle in a real window and wait for the walk."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from verifier_app.gui.main_window import MainWindow

WAIT_MS = 60_000  # generous: the test machine is shared
# Screenshots kept for a person to look at are PNG, which is lossless at every level: Qt's
# quality 80 (zlib level 1) writes the same pixels about four times faster than its default.
SHOT_QUALITY = 80


def open_and_wait(qtbot, window, paths: list[Path]) -> None:
    window.open_paths(paths, remember=False)
    qtbot.waitUntil(lambda: not window.busy, timeout=WAIT_MS)


def save_shot(widget: QWidget, path: Path | str) -> bool:
    """A picture of ``widget`` as it is drawn now, saved as a PNG file at ``path``."""
    return widget.grab().save(str(path), "PNG", SHOT_QUALITY)


def walked_window(request: pytest.FixtureRequest, paths: list[Path],
                  size: tuple[int, int] | None = None, statistics: bool = True,
                  before_opening: Callable[[MainWindow], None] | None = None,
                  shown: bool = True) -> MainWindow:
    """A window (``shown`` or not) that has opened ``paths`` (and computed and drawn their
    statistics), for a module's tests that read what it shows, or put back what they
    change; closed when the module's tests are done. ``before_opening`` is done to the
    window before it is shown. It keeps settings of its own meanwhile (each test then gets
    its own, as the GUI tests' ``private_settings`` gives them)."""
    from pytestqt.qtbot import QtBot

    from verifier_app.gui.main_window import MainWindow

    request.getfixturevalue("qapp")  # pytest-qt's application, made before any widget
    folder = request.getfixturevalue("tmp_path_factory").mktemp("window-settings")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    window = MainWindow()
    if size is not None:
        window.resize(*size)
    if before_opening is not None:
        before_opening(window)
    if shown:
        window.show()
    request.addfinalizer(lambda: (window.close(), window.deleteLater()))
    bot = QtBot(request)
    open_and_wait(bot, window, paths)
    if statistics:
        bot.waitUntil(lambda: window.stats_for(window.report) is not None, timeout=WAIT_MS)
    return window


def changed_copies(root: Path, league: Path) -> tuple[Path, Path]:
    """Two copies of a small league (``league``: the one-session demo), the second with one
    probability changed (42 → 43) and a file added, as the journalist was given."""
    first, second = root / "first", root / "second"
    shutil.copytree(league, first)
    shutil.copytree(league, second)
    path = second / "api/v1/council-forecasts.csv"
    data = path.read_bytes()
    index = data.index(b",42,")
    path.write_bytes(data[:index] + b",43," + data[index + 4:])
    (second / "notes.txt").write_text("added later\n")
    return first, second
