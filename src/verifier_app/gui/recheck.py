"""Check again: after Settings change, the result on screen predates them until the walk
runs again, and the window says so (``settings_dialog.settings_changed`` marks it).

The row is handed what it needs: whether a result is on screen, and how to check again.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QWidget

from verifier_app.gui.messages import tr


class RecheckRow(QWidget):
    """'The result shown predates your change of settings' and a Check again button."""

    def __init__(self, has_result: Callable[[], bool], check_again: Callable[[], None]):
        super().__init__()
        self._has_result = has_result
        self._check_again = check_again
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.note = QLabel("")
        self.note.setWordWrap(True)
        self.note.setAccessibleName(tr("Whether the result is up to date"))
        self.note.setStyleSheet("color: #8a4b00; font-weight: bold;")
        self.button = QPushButton(tr("Check &again"))
        self.button.setAccessibleName(tr("Check the bundle again with the current settings"))
        self.button.clicked.connect(self.check_again)
        row.addWidget(self.note, 1)
        row.addWidget(self.button)
        self.stale = False
        self.retranslate()

    def retranslate(self) -> None:
        self.button.setText(tr("Check &again"))
        self.note.setText(tr("The result shown predates your change of settings: press Check "
                             "again to apply them.") if self.stale else "")

    def mark_stale(self) -> None:
        self.stale = self._has_result()
        self.retranslate()

    def mark_fresh(self) -> None:
        self.stale = False
        self.retranslate()

    def check_again(self) -> None:
        self._check_again()


def retranslate_dialogs(window: QWidget) -> None:
    """Every open dialog of the window that words its content (the comparison, the guide)
    words it again in the new language, as the views are."""
    for dialog in window.findChildren(QDialog):
        retranslate = getattr(dialog, "retranslate", None)
        if callable(retranslate) and dialog.isVisible():
            retranslate()
