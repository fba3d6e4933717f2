"""The settings dialog: where anchors are checked, the language, presentation mode.

Each field is built from its ``ConfigVar`` (label and tooltip included), so a setting is
described in one place. Nothing is stored until OK; OK refuses addresses that are not
http(s) and files that do not exist, and says which.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from verifier_app.gui import config
from verifier_app.gui.config import ConfigVar
from verifier_app.gui.messages import tr
from verifier_app.gui.trust_root_list import TrustRootList
from verifier_app.gui.trusted_root_box import TrustedRootBox
from verifier_app.gui.window_parts import Window
from verifier_app.gui.witness_actions import witness_group


class SettingsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(tr("Settings"))
        self.setAccessibleName(tr("Settings"))
        self.fields: dict[str, QWidget] = {}
        outer = QVBoxLayout(self)
        content = QWidget()
        layout = QVBoxLayout(content)
        for title, entries in (
            (tr("Bitcoin block headers"), (config.HEADERS_FILE, config.EXPLORERS,
                                           config.BITCOIND_URL, config.BITCOIND_COOKIE)),
            (tr("Time-stamp authorities"), (config.TRUST_ROOTS, config.UNTRUSTED)),
            (tr("Transparency log"), (config.REKOR_URL, config.REKOR_KEY)),
            (tr("Network"), (config.OFFLINE,)),
            (tr("Display"), (config.LANGUAGE, config.PRESENTATION)),
        ):
            layout.addWidget(self._group(title, entries))
        layout.addWidget(witness_group())
        self.root_list = TrustRootList(self.fields[config.TRUST_ROOTS.key])
        layout.insertWidget(2, self.root_list)  # under the time-stamp authorities
        self.trusted_root = TrustedRootBox()
        layout.insertWidget(4, self.trusted_root)  # under the transparency log
        note = QLabel(tr("The demonstration bundle is always checked against its own "
                         "demonstration sources. A new language applies at once."))
        note.setWordWrap(True)
        layout.addWidget(note)
        outer.addWidget(self._scrolling(content), 1)
        self.error = QLabel("")
        self.error.setWordWrap(True)
        self.error.setAccessibleName(tr("Problem with the settings"))
        self.error.setStyleSheet("color: #b71c1c; font-weight: bold;")
        outer.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel
                                   | QDialogButtonBox.StandardButton.RestoreDefaults)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        restore = buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.clicked.connect(self.restore_defaults)
        outer.addWidget(buttons)
        self.load()

    def _scrolling(self, content: QWidget) -> QScrollArea:
        """The groups scroll, so OK and Cancel stay on a small laptop screen."""
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(content)
        screen = QGuiApplication.primaryScreen()
        room = screen.availableGeometry().height() if screen is not None else 768
        wanted = content.sizeHint().height() + 4
        scroll.setMinimumHeight(min(wanted, int(room * 0.75)))
        scroll.setMinimumWidth(content.sizeHint().width() + 24)  # room for the scroll bar
        return scroll

    # -- building -------------------------------------------------------------------------
    def _group(self, title: str, entries: tuple[ConfigVar, ...]) -> QGroupBox:
        box = QGroupBox(title)
        form = QFormLayout(box)
        for var in entries:
            widget = self._field(var)
            widget.setToolTip(var.tooltip())
            widget.setAccessibleName(var.label())
            widget.setAccessibleDescription(var.tooltip())
            self.fields[var.key] = widget
            if isinstance(widget, QCheckBox):
                form.addRow(widget)
                continue
            label = QLabel(var.label())
            label.setToolTip(var.tooltip())
            label.setBuddy(widget)
            form.addRow(label, self._with_browse(var, widget))
        return box

    def _field(self, var: ConfigVar) -> QWidget:
        if var is config.LANGUAGE:
            combo = QComboBox()
            for code, name in config.LANGUAGES.items():
                label = QCoreApplication.translate("settings_dialog", name) if not code else name
                combo.addItem(label, code)
            return combo
        if var.type is bool:
            return QCheckBox(var.label())
        if var.type is list:
            edit = QPlainTextEdit()
            edit.setTabChangesFocus(True)  # Tab moves on, as in every other field
            edit.setMaximumHeight(edit.fontMetrics().height() * 4 + 12)
            return edit
        return QLineEdit()

    def _with_browse(self, var: ConfigVar, widget: QWidget) -> QWidget:
        if var not in (config.HEADERS_FILE, config.BITCOIND_COOKIE, config.REKOR_KEY,
                       config.TRUST_ROOTS, config.UNTRUSTED):
            return widget
        holder = QWidget()
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(widget, 1)
        button = QPushButton(tr("Choose…"))
        button.setAccessibleName(tr("Choose a file for: {setting}").format(setting=var.label()))
        button.clicked.connect(lambda: self._browse(var, widget))
        row.addWidget(button)
        return holder

    def _browse(self, var: ConfigVar, widget: QWidget) -> None:
        path, _ = QFileDialog.getOpenFileName(self, var.label())
        if not path:
            return
        if isinstance(widget, QPlainTextEdit):
            widget.appendPlainText(path)
        elif isinstance(widget, QLineEdit):
            widget.setText(path)

    # -- values ---------------------------------------------------------------------------
    def value(self, var: ConfigVar):
        widget = self.fields[var.key]
        if isinstance(widget, QComboBox):
            return widget.currentData()
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        if isinstance(widget, QPlainTextEdit):
            return [line.strip() for line in widget.toPlainText().splitlines() if line.strip()]
        return widget.text().strip()

    def show_value(self, var: ConfigVar, value) -> None:
        widget = self.fields[var.key]
        if isinstance(widget, QComboBox):
            widget.setCurrentIndex(max(0, widget.findData(value)))
        elif isinstance(widget, QCheckBox):
            widget.setChecked(bool(value))
        elif isinstance(widget, QPlainTextEdit):
            widget.setPlainText("\n".join(value))
        else:
            widget.setText(str(value))

    def load(self) -> None:
        for var in config.ALL:
            self.show_value(var, var.get())

    def restore_defaults(self) -> None:
        for var in config.ALL:
            self.show_value(var, var.default)

    def problems(self) -> list[str]:
        found = []
        for var in (config.BITCOIND_URL, config.REKOR_URL):
            text = self.value(var)
            if text and not text.startswith(("http://", "https://")):
                found.append(tr("{setting}: the address must start with http:// or https://.")
                             .format(setting=var.label()))
        for url in self.value(config.EXPLORERS):
            if not url.startswith(("http://", "https://")):
                found.append(tr("Block explorer {address}: the address must start with "
                                "http:// or https://.").format(address=url))
        for var in (config.HEADERS_FILE, config.BITCOIND_COOKIE, config.REKOR_KEY):
            text = self.value(var)
            if text and not Path(text).is_file():
                found.append(tr("{setting}: no file at {path}.").format(setting=var.label(),
                                                                        path=text))
        for text in self.value(config.TRUST_ROOTS):
            if not Path(text).is_file():
                found.append(tr("Trust root: no file at {path}.").format(path=text))
        for text in self.value(config.UNTRUSTED):
            if not Path(text).is_file():
                found.append(tr("Intermediate certificate: no file at {path}.").format(path=text))
        return found

    def save(self) -> None:
        for var in config.ALL:
            var.set(self.value(var))

    def accept(self) -> None:
        found = self.problems()
        if found:
            self.error.setText("\n".join(found))
            return
        self.error.setText("")
        language_before = config.chosen_language()
        sources_before = config.deciding_values()
        self.save()
        window = self.parent()
        if window is not None and hasattr(window, "recheck"):
            settings_changed(window, language_before, sources_before)
        if window is not None and hasattr(window, "set_presentation"):
            on = bool(self.value(config.PRESENTATION))
            window.presentation_action.setChecked(on)
            window.set_presentation(on)
        super().accept()


def settings_changed(window: Window, language_before: str,
                     sources_before: tuple[Any, ...]) -> None:
    """Called when Settings were stored: a new language at once; the result is stale only
    when a setting that decides it changed (a language alone changes no finding)."""
    from verifier_app.gui.config import chosen_language, deciding_values, install_translator

    if chosen_language() != language_before:
        install_translator(QApplication.instance())
        window.retranslate()
    if deciding_values() != sources_before:
        window.recheck.mark_stale()
