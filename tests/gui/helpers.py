"""Shared steps for the GUI tests: open a bundle in a real window and wait for the walk."""

from __future__ import annotations

from pathlib import Path

WAIT_MS = 60_000  # generous: the test machine is shared


def open_and_wait(qtbot, window, paths: list[Path]) -> None:
    window.open_paths(paths, remember=False)
    qtbot.waitUntil(lambda: not window.busy, timeout=WAIT_MS)
