"""Start the desktop app: one window, opened on the embedded demonstration bundle."""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from verifier_app.gui.config import install_translator
from verifier_app.gui.errors import install_excepthook
from verifier_app.gui.main_window import MainWindow
from verifier_app.gui.warm_up import warm_up
from verifier_app.resources import demo_bundle_dir, resource_path

APP_ID = "io.github.sealedbeforetheopen.Verifier"  # matches packaging/linux/<APP_ID>.desktop


def run_app(argv: list[str] | None = None) -> int:
    app = QApplication.instance() or QApplication(argv or sys.argv)
    app.setApplicationName("verifier-app")
    app.setOrganizationName("verifier-app")
    app.setDesktopFileName(APP_ID)  # lets Wayland docks find the launcher entry and icon
    app.setWindowIcon(QIcon(str(resource_path("icons", "app", "256x256", f"{APP_ID}.png"))))
    install_excepthook()
    install_translator(app)  # before any window: texts are translated as widgets are built
    warm_up()  # before the window shows: it never waits on these while a bundle is checked
    window = MainWindow()
    window.set_presentation(window.presentation_action.isChecked())
    window.show()
    window.open_paths([demo_bundle_dir()], remember=False)
    _quit_after_first_walk(app, window, os.environ.get("VERIFIER_APP_SMOKE_QUIT_MS"))
    code = app.exec()
    window.runner.pool.waitForDone()  # a worker still running as Qt shuts down aborts the app
    return code


def _quit_after_first_walk(app: QApplication, window: MainWindow, deadline: str | None) -> None:
    """Smoke-test hook: with ``VERIFIER_APP_SMOKE_QUIT_MS=<ms>`` set, quit once the first
    walk is on screen (exit 0, verdict printed) or after <ms> without one (exit 3).

    Packaging uses it to prove a built program opens its window and verifies offscreen.
    """
    if not deadline:
        return
    timer = QTimer(app)
    remaining = [int(deadline)]

    def poll() -> None:
        remaining[0] -= timer.interval()
        if window.report is not None and not window.busy:
            print(f"smoke: window walked {window.report.bundle.label}, "
                  f"verdict {window.report.verdict}", flush=True)
            app.exit(0)
        elif remaining[0] <= 0 or window.last_crash is not None:
            print(f"smoke: no walk on screen ({window.status_text or 'no status'})",
                  file=sys.stderr, flush=True)
            window.cancel()
            app.exit(3)

    timer.timeout.connect(poll)
    timer.start(100)
