"""The reader as a witness, in the window: export a signed statement of what the open
bundle shows, check a folder of statements against it, and the key's fingerprint in
Settings. The work itself is in ``verifier_app.witness`` (no Qt)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QGroupBox, QLabel, QVBoxLayout

from verifier_app.core.errors import UserFacingError
from verifier_app.gui.messages import error_text, render, tr
from verifier_app.gui.window_parts import Window
from verifier_app.gui.write_places import refused
from verifier_app.witness.keys import data_root, existing_key
from verifier_app.witness.use import export_statement, witnesses_for

TITLE = QT_TRANSLATE_NOOP("", "Witness statements")  # said with tr() where shown


def add_witness_actions(window: Window, menu) -> tuple[QAction, QAction]:
    """Export and Check witness statements, added to ``menu``; returned for the window."""
    export_action = QAction(tr("Export &witness statement…"), window)
    export_action.setToolTip(tr(
        "Sign, with your own key, what you saw: the book's verified lines and head link and "
        "the stamped list. Keep it: a later copy that rewrites those lines will not match."))
    export_action.triggered.connect(lambda: export_dialog(window))
    check_action = QAction(tr("Check witness &statements…"), window)
    check_action.setToolTip(tr(
        "Choose a folder of statements (yours or other readers'): the open bundle is checked "
        "again, and each statement must be a prefix of its book."))
    check_action.triggered.connect(lambda: check_dialog(window))
    menu.addAction(export_action)
    menu.addAction(check_action)
    return export_action, check_action


def export_dialog(window: Window) -> None:
    if window.report is None:
        window.tell(tr(TITLE), tr("Open a bundle first."))
        return
    path, _ = QFileDialog.getSaveFileName(window, tr("Export witness statement"),
                                          "witness-statement.txt", tr("Text files (*.txt)"))
    if path:
        export_to(window, Path(path))


def export_to(window: Window, path: Path) -> None:
    if refused(window, path, "write.what_statement", TITLE):
        return
    try:
        sentence = export_statement(window.report, path)
    except UserFacingError as error:
        window.tell(tr(TITLE), error_text(error))
        return
    window.set_status(render(sentence))


def check_dialog(window: Window) -> None:
    folder = QFileDialog.getExistingDirectory(window, tr("Folder of witness statements"))
    if folder:
        check_folder(window, Path(folder))


def check_folder(window: Window, folder: Path) -> None:
    paths = getattr(window, "opened_paths", None)
    if not paths:
        window.tell(tr(TITLE), tr("Open a bundle first."))
        return
    try:
        found = witnesses_for(folder)
    except UserFacingError as error:
        window.tell(tr(TITLE), error_text(error))
        return
    window.open_paths(paths, remember=False, witnesses=found)


def witness_group() -> QGroupBox:
    """Settings: the fingerprint of the reader's witness key, or that none was made yet."""
    box = QGroupBox(tr("Your witness key"))
    layout = QVBoxLayout(box)
    key = existing_key()
    if key is None:
        text = tr("No key yet: it is made (Ed25519, in {folder}) the first time you export "
                  "a witness statement.").format(folder=str(data_root()))
    else:
        fingerprint = " ".join(key.fingerprint[i:i + 8] for i in range(0, 64, 8))
        text = tr("{name}, fingerprint (SHA-256 of the public key):\n{fingerprint}").format(
            name=key.name, fingerprint=fingerprint)
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setAccessibleName(tr("Witness key fingerprint"))
    layout.addWidget(label)
    return box
