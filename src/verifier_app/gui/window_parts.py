"""What the window's parts (the menus, the compare and evidence dialogs, the witness
actions, the statistics runner, Settings) use of the window, named as a protocol so that
none of them imports ``MainWindow``: the window passes itself in, and is also the parent of
what they open. The window keeps its own state: a part asks it to show a message, a bug or
a dialog, and never writes its attributes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialog, QMenuBar, QMessageBox, QTabWidget

from verifier_app.engine.walk import WalkReport
from verifier_app.gui.recheck import RecheckRow
from verifier_app.gui.seals_view import SealsView
from verifier_app.gui.tasks import TaskRunner
from verifier_app.gui.workshop_run import WorkshopResult


class Window(Protocol):
    runner: TaskRunner
    report: WalkReport | None  # what is on screen
    original: WalkReport | None  # the bundle the user opened
    workshop: WorkshopResult | None
    recheck: RecheckRow
    seals_view: SealsView
    tabs: QTabWidget
    last_paths: list[Path]  # what Check again opens

    @property
    def busy(self) -> bool: ...

    def open_paths(self, paths: list[Path], remember: bool = True) -> None: ...

    def set_status(self, text: str) -> None: ...

    def set_presentation(self, on: bool) -> None: ...

    def stats_for(self, report: WalkReport): ...

    def retranslate(self) -> None: ...

    def tell(self, title: str, sentence: str,
             icon: QMessageBox.Icon = QMessageBox.Icon.Warning) -> None: ...

    def show_bug(self, error: BaseException) -> None: ...

    def show_comparison(self, dialog: QDialog) -> None: ...

    def show_settings(self, dialog: QDialog) -> QDialog: ...

    def show_history(self, dialog: QDialog) -> QDialog: ...

    def show_walked(self, report: WalkReport) -> None: ...

    def toggle_watch(self) -> None: ...

    def windowIcon(self) -> QIcon: ...  # Qt's own name

    def report_saved(self, path: Path) -> None: ...

    def menuBar(self) -> QMenuBar: ...  # Qt's own name

    def close(self) -> bool: ...
