"""Shared steps for the GUI tests: open a bundle in a real window and wait for the walk."""

from __future__ import annotations

import shutil
from pathlib import Path

WAIT_MS = 60_000  # generous: the test machine is shared


def open_and_wait(qtbot, window, paths: list[Path]) -> None:
    window.open_paths(paths, remember=False)
    qtbot.waitUntil(lambda: not window.busy, timeout=WAIT_MS)


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
