"""The ten steps of Appendix B, in order: a mark, the verdict sentence, and the evidence.

The evidence part is folded by default and opens with a keyboard-reachable button; it
shows the step's evidence and the command to check the step by hand, with Copy.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from verifier_app.core.results import StepResult
from verifier_app.gui.evidence import format_evidence
from verifier_app.gui.guide import show_guide
from verifier_app.gui.marks import MarkLabel
from verifier_app.gui.messages import STEP_HELP, command_text, engine_text, text, tr

Sentences = Callable[[], Mapping[str, str]]  # English sentence -> the window's language


class StepCard(QFrame):
    def __init__(self, step: StepResult, parent: QWidget | None = None,
                 sentences: Sentences | None = None):
        super().__init__(parent)
        self.step = step
        self.sentences = sentences  # the evidence's English sentences, said when shown
        number = step.id.removeprefix("step")
        numbered = number.isdigit()  # the checks after step 10 have names, not numbers
        title_text = text(step.title)
        help_text = text(STEP_HELP.get(step.id, ""))
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(tr("Step {number}: {title}").format(number=number,
                                                                  title=title_text)
                               if numbered else title_text)
        layout = QVBoxLayout(self)
        head = QHBoxLayout()
        self.mark = MarkLabel(step.status, scale=1.8,
                              text=None if step.marked_applies else tr("DOES NOT APPLY"))
        self.mark.setMinimumWidth(max(self.mark.width_for(w) for w in (
            text("NOT CHECKED"), tr("DOES NOT APPLY"))))
        title = QLabel(f"{number}. {title_text}" if numbered else title_text)
        font = QFont(title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        title.setFont(font)
        title.setWordWrap(True)
        help_button = QToolButton()
        help_button.setText("?")
        help_button.setToolTip(help_text)
        help_button.setAccessibleName(tr("What step {number} checks").format(number=number))
        help_button.clicked.connect(self._toggle_help)
        head.addWidget(self.mark)
        head.addWidget(title, 1)
        head.addWidget(help_button)
        layout.addLayout(head)
        guide = tr("Read the guide")  # outside the f-string: lupdate does not read inside it
        self.help = QLabel(f"{help_text} <a href='guide'>{guide}</a>")
        self.help.linkActivated.connect(lambda _link: show_guide(self))
        self.help.setWordWrap(True)
        self.help.setVisible(False)
        self.help.setStyleSheet("color: palette(dark);")
        layout.addWidget(self.help)
        self.detail = QLabel(step.said(engine_text))
        self.detail.setWordWrap(True)
        self.detail.setAccessibleName(tr("Step {number} verdict").format(number=number))
        layout.addWidget(self.detail)
        # A step done in parts (7a, 7b) shows each part with its own mark and sentence
        # instead of the joined sentence, so a part not checked is never hidden in a pass.
        self.parts = [PartRow(part) for part in step.parts]
        self.detail.setVisible(not self.parts)
        for row in self.parts:
            layout.addWidget(row)
        self.toggle = QToolButton()
        self.toggle.setText(tr("Show evidence"))
        self.toggle.setCheckable(True)
        self.toggle.setAccessibleName(tr("Show evidence for step {number}").format(number=number))
        self.toggle.toggled.connect(self._show_evidence)
        layout.addWidget(self.toggle)
        self.evidence = self._evidence_panel(step)
        self.evidence.setVisible(False)
        layout.addWidget(self.evidence)

    def _evidence_panel(self, step: StepResult) -> QWidget:
        panel = QWidget()
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(0, 0, 0, 0)
        # Filled on first show: a season's evidence runs to megabytes of text, and ten
        # cards formatting it at once would hold up the window.
        evidence = QPlainTextEdit()
        self.evidence_text, self.evidence_filled = evidence, False
        title = text(step.title)
        evidence.setReadOnly(True)
        evidence.setAccessibleName(tr("Evidence for {title}").format(title=title))
        evidence.setMaximumHeight(evidence.fontMetrics().height() * 14)
        layout.addWidget(evidence)
        # A step in parts: each part's command (7a the scores', 7b the paper's replay.py).
        for said, by_hand in ([(text(p.title), p.command) for p in step.parts] or
                              [(title, step.command)]):
            if by_hand:
                layout.addLayout(_command_row(said, by_hand))
        return panel

    def _show_evidence(self, shown: bool) -> None:
        if shown and not self.evidence_filled:
            evidence = ({part.id: part.evidence for part in self.step.parts}
                        if self.step.parts else self.step.evidence)
            said = self.sentences() if self.sentences is not None else {}
            self.evidence_text.setPlainText(format_evidence(evidence, said=said))
            self.evidence_filled = True
        self.evidence.setVisible(shown)
        self.toggle.setText(tr("Hide evidence") if shown else tr("Show evidence"))

    def _toggle_help(self) -> None:
        self.help.setVisible(not self.help.isVisible())


def _command_row(title: str, by_hand: str) -> QHBoxLayout:
    row = QHBoxLayout()
    row.addWidget(QLabel(tr("By hand:")))
    command = QLineEdit(command_text(by_hand))
    command.setReadOnly(True)
    command.setAccessibleName(tr("Command to check {title} by hand").format(title=title))
    command.setCursorPosition(0)
    copy = QPushButton(tr("Copy"))
    copy.setAccessibleName(tr("Copy the command for {title}").format(title=title))
    copy.clicked.connect(lambda: QApplication.clipboard().setText(by_hand))
    row.addWidget(command, 1)
    row.addWidget(copy)
    return row


class PartRow(QFrame):
    """One part of a step (7a, 7b): its mark, its title, and its sentence."""

    def __init__(self, part: StepResult, parent: QWidget | None = None):
        super().__init__(parent)
        self.part = part
        number = part.id.removeprefix("step")
        title_text = text(part.title)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(24, 2, 0, 2)
        self.mark = MarkLabel(part.status, scale=1.2)
        self.mark.setMinimumWidth(self.mark.width_for("NOT CHECKED"))
        column = QVBoxLayout()
        title = QLabel(f"{number}. {title_text}")
        font = QFont(title.font())
        font.setBold(True)
        title.setFont(font)
        title.setWordWrap(True)
        self.detail = QLabel(part.said(engine_text))
        self.detail.setWordWrap(True)
        self.detail.setAccessibleName(tr("Step {number} verdict").format(number=number))
        column.addWidget(title)
        column.addWidget(self.detail)
        layout.addWidget(self.mark, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(column, 1)


class WalkView(QScrollArea):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setAccessibleName(tr("The ten steps of the walk"))
        self.cards: list[StepCard] = []
        self._empty()

    def _empty(self) -> None:
        holder = QWidget()
        layout = QVBoxLayout(holder)
        layout.addWidget(QLabel(tr("No bundle has been verified yet.")))
        layout.addStretch(1)
        self.setWidget(holder)

    def show_steps(self, steps: list[StepResult], sentences: Sentences | None = None) -> None:
        """The ten steps, then the further checks (same cards), in the engine's order.
        ``sentences``: the English sentences the evidence holds, in the window's language
        (asked for only when a reader opens an evidence pane)."""
        holder = QWidget()
        layout = QVBoxLayout(holder)
        self.cards = [StepCard(step, sentences=sentences) for step in steps]
        for card in self.cards:
            layout.addWidget(card)
        layout.addStretch(1)
        self.setWidget(holder)
