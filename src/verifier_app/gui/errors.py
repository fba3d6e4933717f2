"""Errors a user reads (a sentence in a dialog) and bugs (a crash dialog to copy).

Dialogs are opened with ``open()``, not ``exec()``: the window keeps running, and tests
can read what was shown.
"""

from __future__ import annotations

import platform
import sys
import traceback

from PySide6 import __version__ as pyside_version
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from verifier_app import __version__
from verifier_app.gui.messages import tr


def show_message(parent: QWidget, title: str, sentence: str,
                 icon: QMessageBox.Icon = QMessageBox.Icon.Warning) -> QMessageBox:
    box = QMessageBox(icon, title, sentence, QMessageBox.StandardButton.Ok, parent)
    box.setAccessibleName(title)
    box.open()
    return box


def crash_text(error: BaseException) -> str:
    lines = [
        f"verifier-app {__version__}",
        f"Python {sys.version.split()[0]}, PySide6 {pyside_version}, {platform.platform()}",
        "",
        *traceback.format_exception(type(error), error, error.__traceback__),
    ]
    return "\n".join(line.rstrip("\n") for line in lines)


class CrashDialog(QDialog):
    """Something went wrong inside the app (a bug, not your files)."""

    def __init__(self, error: BaseException, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(tr("The verifier hit an internal error"))
        self.setAccessibleName(tr("Internal error report"))
        layout = QVBoxLayout(self)
        intro = QLabel(tr("This is a fault in the app, not a finding about your files. "
                          "Nothing was verified by the action that failed. Please copy the "
                          "report below and send it to the app's maintainers."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.details = QPlainTextEdit(crash_text(error))
        self.details.setReadOnly(True)
        self.details.setAccessibleName(tr("Error report text"))
        layout.addWidget(self.details)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        copy = QPushButton(tr("&Copy report"))
        copy.clicked.connect(self.copy_report)
        buttons.addButton(copy, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 400)

    def copy_report(self) -> None:
        QApplication.clipboard().setText(self.details.toPlainText())


def show_crash(error: BaseException, parent: QWidget | None = None) -> CrashDialog:
    dialog = CrashDialog(error, parent)
    dialog.open()
    return dialog


def install_excepthook() -> None:
    """Unexpected exceptions in slots go to the crash dialog instead of the terminal."""
    def hook(kind, error, trace):
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, trace)
            return
        error.__traceback__ = trace
        show_crash(error, QApplication.activeWindow())
    sys.excepthook = hook
