"""Workshop mode: change a copy of the bundle in one known way and watch the walk catch it.

The panel shows what was changed, which step broke, which line and which rule, and the
changed bytes before and after, escaped so that a CR or a byte-order mark is visible.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from verifier_app.core.results import Status
from verifier_app.engine.byte_diff import diff_window
from verifier_app.gui.marks import MarkLabel
from verifier_app.gui.messages import engine_text, text, tr
from verifier_app.gui.workshop_run import (
    BEYOND_THE_SEALS,
    PORTFOLIO_CHANGES,
    TAMPER_CHOICES,
    WorkshopResult,
    what_broke,
)


class WorkshopView(QWidget):
    apply_requested = Signal(str)
    restore_requested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAccessibleName(tr("Workshop"))
        layout = QVBoxLayout(self)
        intro = QLabel(tr("Show how the checks catch a change. Pick a change: it is made to a "
                          "temporary copy of the open bundle (your files are not touched), the "
                          "ten steps run again, and this page points at what broke."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        row = QHBoxLayout()
        pick = QLabel(tr("C&hange:"))
        self.kind_box = QComboBox()
        self.kind_box.setAccessibleName(tr("Change to make"))
        # As wide as the row allows, never wider: long choices (long languages) are elided
        # in the closed box and shown whole in its list.
        self.kind_box.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.kind_box.setMinimumContentsLength(24)
        for kind, choice in TAMPER_CHOICES.items():
            self.kind_box.addItem(text(choice), kind)
        pick.setBuddy(self.kind_box)
        self.apply_button = QPushButton(tr("&Apply the change and check again"))
        self.apply_button.clicked.connect(
            lambda: self.apply_requested.emit(self.kind_box.currentData()))
        self.restore_button = QPushButton(tr("&Restore the original"))
        self.restore_button.setEnabled(False)
        self.restore_button.clicked.connect(self.restore_requested.emit)
        row.addWidget(pick)
        row.addWidget(self.kind_box, 1)
        layout.addLayout(row)
        buttons = QHBoxLayout()
        buttons.addWidget(self.apply_button)
        buttons.addWidget(self.restore_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        # A check box's text never wraps: a short name, and what it does in a label beside.
        witness = QHBoxLayout()
        self.witness_box = QCheckBox(tr("&Witness the original first"))
        witness_note = QLabel(tr("(signs a statement of what it shows with your key, and "
                                 "checks the changed copy against it)"))
        witness_note.setWordWrap(True)
        witness_note.setBuddy(self.witness_box)
        self.witness_box.setAccessibleDescription(witness_note.text())
        witness.addWidget(self.witness_box)
        witness.addWidget(witness_note, 1)
        layout.addLayout(witness)
        self.changed = QLabel("")
        self.changed.setWordWrap(True)
        self.changed.setAccessibleName(tr("What was changed"))
        layout.addWidget(self.changed)
        broke_box = QGroupBox(tr("What the checks found"))
        broke_layout = QVBoxLayout(broke_box)
        self.caught = MarkLabel(Status.NOT_CHECKED, scale=2.0, text=tr("NOTHING CHANGED YET"))
        broke_layout.addWidget(self.caught)
        self.broke = QLabel("")
        self.broke.setWordWrap(True)
        self.broke.setAccessibleName(tr("What broke"))
        broke_layout.addWidget(self.broke)
        layout.addWidget(broke_box)
        bytes_box = QGroupBox(tr("The changed bytes of the affected line, before and after"))
        bytes_layout = QVBoxLayout(bytes_box)
        self.bytes_view = QPlainTextEdit()
        self.bytes_view.setReadOnly(True)
        self.bytes_view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.bytes_view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.bytes_view.setAccessibleName(tr("Changed bytes before and after"))
        bytes_layout.addWidget(self.bytes_view)
        self.bytes_view.setMinimumHeight(self.fontMetrics().height() * 12)
        layout.addWidget(bytes_box)
        layout.addStretch(1)

    def set_busy(self, busy: bool) -> None:
        self.apply_button.setEnabled(not busy)

    def show_result(self, result: WorkshopResult) -> None:
        self.changed.setText(tr("Changed in the copy: {change}.").format(change=result.changed))
        failed = result.report.verdict == "fail"
        self.caught.set_status(Status.FAIL if failed else Status.WARN,
                               tr("CAUGHT: the walk fails") if failed else tr("NOT CAUGHT"))
        beyond = [text(BEYOND_THE_SEALS[result.kind])] if result.kind in BEYOND_THE_SEALS \
            else []
        self.broke.setText("\n\n".join(what_broke(result.report, text, engine_text) + beyond))
        self.bytes_view.setPlainText(_bytes_text(result))
        self.restore_button.setEnabled(True)

    def show_restored(self) -> None:
        self.changed.setText(tr("The original bundle is shown again; the changed copy was "
                                "deleted."))
        self.caught.set_status(Status.NOT_CHECKED, tr("NOTHING CHANGED"))
        self.broke.setText("")
        self.bytes_view.clear()
        self.restore_button.setEnabled(False)


def _bytes_text(result: WorkshopResult) -> str:
    if result.line is None:
        template = tr("The book's bytes are unchanged: this change was made to the forecasts "
                      "file. What changed: {change}.") if result.kind in BEYOND_THE_SEALS else \
            tr("The book's bytes are unchanged: this change was made to a proof file. What "
               "changed: {change}.")
        if result.kind in PORTFOLIO_CHANGES:
            template = tr("The book's bytes are unchanged: this change was made to the "
                          "portfolio league's trades file. What changed: {change}.")
        return template.format(change=result.changed)
    before, after = result.before or b"", result.after or b""
    diff = diff_window(before, after)
    legend = tr("\\r = carriage return (CR), \\n = line feed (LF), \\xNN = one byte that is "
                "not plain ASCII; \\xef\\xbb\\xbf is a byte-order mark.")
    missing = " " + tr("(line missing)") if result.after is None else ""
    none = tr("(none)")
    # The two byte rows stay aligned whatever the language: both names padded alike.
    names = (tr("before"), tr("after"))
    width = max(8, max(len(n) for n in names) + 2)
    before_word, after_word = (f"{n}:".ljust(width) for n in names)
    return "\n".join([
        tr("Line {line}, first changed byte at position {offset} of the line:").format(
            line=result.line, offset=diff.offset),
        "",
        f"{before_word}{diff.before}",
        f"{after_word}{diff.after}{missing}",
        " " * (width + diff.caret) + "^ " + tr("here"),
        "",
        tr("bytes before: {hex}").format(hex=diff.before_hex or none),
        tr("bytes after:  {hex}").format(hex=diff.after_hex or none),
        "",
        legend,
    ])
