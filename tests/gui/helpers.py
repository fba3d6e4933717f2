"""Shared steps for the GUI tests: open a bundle in a real window and wait for the walk."""

from __future__ import annotations

import shutil
from pathlib import Path

from verifier_app.demo.generator import DemoSettings, write_demo_bundle

WAIT_MS = 60_000  # generous: the test machine is shared


def open_and_wait(qtbot, window, paths: list[Path]) -> None:
    window.open_paths(paths, remember=False)
    qtbot.waitUntil(lambda: not window.busy, timeout=WAIT_MS)


def changed_copies(root: Path) -> tuple[Path, Path]:
    """A small league and a copy of it with one probability changed (42 → 43) and a file
    added, as the journalist was given."""
    first, second = root / "first", root / "second"
    write_demo_bundle(first, DemoSettings(sessions=1))
    shutil.copytree(first, second)
    path = second / "api/v1/council-forecasts.csv"
    data = path.read_bytes()
    index = data.index(b",42,")
    path.write_bytes(data[:index] + b",43," + data[index + 4:])
    (second / "notes.txt").write_text("added later\n")
    return first, second
