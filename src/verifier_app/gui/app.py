"""Start the desktop app: one window, opened on the embedded demonstration bundle."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

from verifier_app.gui.errors import install_excepthook
from verifier_app.gui.main_window import MainWindow
from verifier_app.resources import demo_bundle_dir


def run_app(argv: list[str] | None = None) -> int:
    app = QApplication.instance() or QApplication(argv or sys.argv)
    app.setApplicationName("verifier-app")
    app.setOrganizationName("verifier-app")
    install_excepthook()
    window = MainWindow()
    window.set_presentation(window.presentation_action.isChecked())
    window.show()
    window.open_paths([demo_bundle_dir()], remember=False)
    return app.exec()
