"""The File and View menus: open a folder, a zip or loose files, recent bundles, download.

Every entry has a keyboard shortcut or an accelerator; the dialogs only collect paths
and hand them to the window's ``open_paths``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from verifier_app.gui import settings
from verifier_app.gui.errors import show_message
from verifier_app.gui.messages import DOWNLOAD_LATER
from verifier_app.resources import demo_bundle_dir

if TYPE_CHECKING:
    from verifier_app.gui.main_window import MainWindow


def _action(window: MainWindow, text: str, slot, shortcut: str | None = None) -> QAction:
    action = QAction(text, window)
    if shortcut:
        action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(slot)
    return action


def build_menus(window: MainWindow) -> None:
    bar = window.menuBar()
    file_menu = bar.addMenu("&File")
    file_menu.addAction(_action(window, "Open &Folder…", lambda: open_folder(window), "Ctrl+O"))
    file_menu.addAction(_action(window, "Open &Zip…", lambda: open_zip(window), "Ctrl+Shift+O"))
    file_menu.addAction(_action(window, "Open F&iles…", lambda: open_files(window), "Ctrl+I"))
    window.download_action = _action(window, "&Download…", lambda: show_download(window))
    file_menu.addAction(window.download_action)
    window.recent_menu = file_menu.addMenu("&Recent bundles")
    window.recent_menu.aboutToShow.connect(lambda: fill_recent(window))
    file_menu.addAction(_action(window, "Open the &demonstration bundle",
                                lambda: window.open_paths([demo_bundle_dir()], remember=False)))
    file_menu.addSeparator()
    file_menu.addAction(_action(window, "&Quit", window.close, "Ctrl+Q"))
    view_menu = bar.addMenu("&View")
    window.presentation_action = _action(window, "&Presentation mode (larger text)",
                                         window.set_presentation, "Ctrl+Shift+P")
    window.presentation_action.setCheckable(True)
    window.presentation_action.setToolTip(settings.PRESENTATION.description)
    view_menu.addAction(window.presentation_action)
    for index, name in enumerate(("&Walk", "&Seals", "&Trust ladder", "W&orkshop",
                                  "St&atistics"), start=1):
        view_menu.addAction(_action(window, name, lambda _=False, i=index - 1:
                                    window.tabs.setCurrentIndex(i), f"Ctrl+{index}"))
    help_menu = bar.addMenu("&Help")
    help_menu.addAction(_action(window, "&About", lambda: show_about(window)))


def open_folder(window: MainWindow) -> None:
    folder = QFileDialog.getExistingDirectory(window, "Open a bundle folder")
    if folder:
        window.open_paths([Path(folder)])


def open_zip(window: MainWindow) -> None:
    path, _ = QFileDialog.getOpenFileName(window, "Open a bundle zip", "",
                                          "Zip files (*.zip);;All files (*)")
    if path:
        window.open_paths([Path(path)])


def open_files(window: MainWindow) -> None:
    paths, _ = QFileDialog.getOpenFileNames(
        window, "Open loose files (the book, stamped lists, proofs)", "",
        "Book, lists and proofs (*.jsonl *.txt *.ots *.tsr *.json *.md);;All files (*)")
    if paths:
        window.open_paths([Path(p) for p in paths])


def fill_recent(window: MainWindow) -> None:
    menu: QMenu = window.recent_menu
    menu.clear()
    entries = settings.recent_bundles()
    if not entries:
        empty = menu.addAction("(no bundles opened yet)")
        empty.setEnabled(False)
        return
    for number, paths in enumerate(entries, start=1):
        label = ", ".join(Path(p).name for p in paths)
        action = menu.addAction(f"&{number} {label}")
        action.setToolTip("\n".join(paths))
        action.triggered.connect(lambda _=False, p=paths: window.open_paths([Path(x) for x in p]))


def show_download(window: MainWindow) -> QMessageBox:
    """The download dialog's slot: downloading lands in a later version."""
    window.last_message = show_message(window, "Download", DOWNLOAD_LATER,
                                       QMessageBox.Icon.Information)
    return window.last_message


def show_about(window: MainWindow) -> None:
    from verifier_app import __version__

    window.last_message = show_message(
        window, "About", f"Verifier for the 'sealed before the open' standard, version "
        f"{__version__}. It checks a forecasting league's sealed book without trusting "
        "the operator.", QMessageBox.Icon.Information)
