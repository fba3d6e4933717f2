"""Draw every screenshot the README shows, from the current app, at the default window size.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/screenshots.py [OUT_DIR]

OUT_DIR defaults to docs/screenshots. The window runs on the demonstration bundle (and,
for the registered test, a season-size demonstration league written to a temporary
folder), with settings and the witness key in a temporary folder, so nothing of the
user's own set-up shows. Look at every PNG before committing it.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
SCRATCH = Path(tempfile.mkdtemp(prefix="verifier-shots-"))
os.environ["VERIFIER_APP_DATA_DIR"] = str(SCRATCH / "data")  # a throwaway witness key
os.environ["VERIFIER_APP_CACHE_DIR"] = str(SCRATCH / "cache")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(SCRATCH))
APP = QApplication(sys.argv[:1])

from verifier_app.demo.generator import DemoSettings, write_demo_bundle  # noqa: E402
from verifier_app.gui.main_window import MainWindow  # noqa: E402
from verifier_app.gui.settings_dialog import SettingsDialog  # noqa: E402
from verifier_app.resources import demo_bundle_dir  # noqa: E402

SIZE = (1200, 820)  # the window's default size
SEASON_SESSIONS = 130  # past the registered window (sessions 11 to 126)
WAIT_S = 600


def settle(until=lambda: True, seconds: float = WAIT_S) -> None:
    """Let the window work (walks and statistics run off the GUI thread) until ``until``."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        APP.processEvents()
        if until():
            break
        time.sleep(0.02)
    for _ in range(30):  # layouts and deferred fitting
        APP.processEvents()
        time.sleep(0.005)


def opened(paths: list[Path]) -> MainWindow:
    window = MainWindow()
    window.resize(*SIZE)
    window.show()
    window.open_paths(paths, remember=False)
    settle(lambda: not window.busy and window.stats_for(window.report) is not None)
    return window


def save(widget: QWidget, out: Path, name: str) -> None:
    settle()
    path = out / name
    if not widget.grab().save(str(path)):
        sys.exit(f"Could not write {path}.")
    print(path)


def demo_shots(out: Path) -> None:
    window = opened([demo_bundle_dir()])
    window.tabs.setCurrentWidget(window.walk_view)
    save(window, out, "walk.png")
    seals = window.seals_view
    window.tabs.setCurrentWidget(seals)
    seals.seals.selectRow(4)
    settle(lambda: seals.loaded_seal is not None)
    seals.lines.selectRow(1)
    settle(lambda: seals.card.check is not None)
    save(window, out, "seals.png")
    window.tabs.setCurrentWidget(window.ladder)
    save(window, out, "claims-ladder.png")
    window.tabs.setCurrentWidget(window.stats_view)
    window.stats_view.pages.setCurrentIndex(0)
    save(window, out, "statistics.png")
    window.tabs.setCurrentWidget(window.workshop_view)
    window.apply_tamper("flip")
    settle(lambda: not window.busy and window.workshop is not None)
    save(window, out, "workshop.png")
    window.restore_original()
    settle(lambda: not window.busy)
    window.workshop_view.witness_box.setChecked(True)
    window.apply_tamper("flip")
    settle(lambda: not window.busy and window.workshop is not None)
    save(window, out, "workshop-witness.png")
    dialog = SettingsDialog()
    dialog.show()
    save(dialog, out, "settings-witness-key.png")
    dialog.close()
    window.close()


def season_shot(out: Path) -> None:
    league = SCRATCH / "season"
    write_demo_bundle(league, DemoSettings(sessions=SEASON_SESSIONS))
    window = opened([league])
    window.tabs.setCurrentWidget(window.stats_view)
    view = window.stats_view
    view.pages.setCurrentIndex(5)  # the registered test
    save(window, out, "registered-test.png")
    window.close()


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else \
        Path(__file__).resolve().parents[1] / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    demo_shots(out)
    season_shot(out)


if __name__ == "__main__":
    main()
