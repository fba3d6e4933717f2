"""Check again: after Settings change, the result on screen predates them until the walk
runs again, and the window says so. A new language applies at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QPushButton, QWidget

from verifier_app.gui.messages import tr

if TYPE_CHECKING:
    from verifier_app.gui.main_window import MainWindow


class RecheckRow(QWidget):
    """'The result shown predates your change of settings' and a Check again button."""

    def __init__(self, window: MainWindow):
        super().__init__()
        self.window_ = window
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
        self.stale = self.window_.report is not None
        self.retranslate()

    def mark_fresh(self) -> None:
        self.stale = False
        self.retranslate()

    def check_again(self) -> None:
        paths = self.window_.last_paths
        if paths:
            self.window_.open_paths(paths, remember=False)


def settings_changed(window: MainWindow, language_before: str,
                     sources_before: tuple[Any, ...]) -> None:
    """Called when Settings were stored: a new language at once; the result is stale only
    when a setting that decides it changed (a language alone changes no finding)."""
    from verifier_app.gui.config import chosen_language, deciding_values, install_translator

    if chosen_language() != language_before:
        install_translator(QApplication.instance())
        window.retranslate()
    if deciding_values() != sources_before:
        window.recheck.mark_stale()


def retranslate_window(window: MainWindow) -> None:
    """Every view built again in the new language and the result on screen shown in it:
    the views' fixed words are set when they are built, so building them anew is the one
    way no word of the old language stays."""
    from verifier_app.gui import config
    from verifier_app.gui.file_menu import build_menus

    window.rebuild_views()
    window.menuBar().clear()
    build_menus(window)
    window.presentation_action.setChecked(bool(config.PRESENTATION.get()))
    window._name_tabs()
    window.recheck.retranslate()
    retranslate_dialogs(window)


def retranslate_dialogs(window: MainWindow) -> None:
    """Every open dialog of the window that words its content (the comparison, the guide)
    words it again in the new language, as the views are."""
    from PySide6.QtWidgets import QDialog

    for dialog in window.findChildren(QDialog):
        retranslate = getattr(dialog, "retranslate", None)
        if callable(retranslate) and dialog.isVisible():
            retranslate()
