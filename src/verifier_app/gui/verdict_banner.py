"""The verdict at the top of the window: big, worded, with its own icon shape.

"INCOMPLETE" uses the not-checked mark and says "NOT A PASS" in words, so it can never
be mistaken for a pass, in colour or in greyscale.
"""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from verifier_app.engine.results import Status
from verifier_app.engine.verdict import MEANINGS, TITLES, VerdictSummary
from verifier_app.gui.marks import MarkLabel
from verifier_app.gui.messages import engine_text, render, text, tr

BACKGROUNDS = {"pass": "#e6f4ea", "fail": "#fdecea", "incomplete": "#fff4d6", "none": "#eceff1"}


class VerdictBanner(QFrame):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("verdictBanner")
        self.setFrameShape(QFrame.Shape.Box)
        self.setAccessibleName(tr("Verdict"))
        layout = QVBoxLayout(self)
        self.mark = MarkLabel(Status.NOT_CHECKED, scale=2.6, text=tr("NO BUNDLE OPEN"))
        # What was proven and at which level: the headline, beside the one-word verdict.
        self.headline = QLabel("")
        self.headline.setWordWrap(True)
        self.headline.setAccessibleName(tr("What was proven"))
        font = QFont(self.headline.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.35)
        self.headline.setFont(font)
        self.sentence = QLabel(tr("Open a bundle to verify it."))
        self.sentence.setWordWrap(True)
        self.sentence.setAccessibleName(tr("Verdict explanation"))
        self.subject = QLabel("")
        self.subject.setWordWrap(True)
        self.subject.setAccessibleName(tr("What was verified"))
        top = QHBoxLayout()
        top.addWidget(self.mark)
        top.addWidget(self.headline, 1)
        layout.addLayout(top)
        layout.addWidget(self.sentence)
        layout.addWidget(self.subject)
        self.verdict = "none"
        self._paint("none")

    def show_verdict(self, summary: VerdictSummary, subject: str) -> None:
        """The engine's verdict as it decided it: title, first reason, what it means."""
        self.verdict = summary.verdict.contract_word
        status = summary.verdict.status
        title = text(TITLES[summary.verdict]).format(count=summary.warnings)
        meaning = text(MEANINGS[summary.verdict])
        reason = summary.first_reason
        sentence = summary.sentence_in(engine_text, text)
        self.mark.set_status(status, title)
        headline = render(summary.headline) if summary.headline else ""
        self.headline.setText(headline)
        self.sentence.setText(sentence)
        self.sentence.setToolTip(meaning)
        self.subject.setText(subject if reason is None else f"{meaning} {subject}")
        self.setAccessibleDescription(f"{title}. {headline} {sentence}")
        self._paint("incomplete" if status == Status.WARN else self.verdict)

    def show_recheck(self, status: Status, title: str, sentence: str, subject: str) -> None:
        """A re-check from the reader's history (issue 29, item 3): its own status word and
        sentence; a re-check that is not a pass is painted as one that is not."""
        self.verdict = {Status.PASS: "pass", Status.FAIL: "fail"}.get(status, "incomplete")
        self.mark.set_status(status)
        self.headline.setText(title)
        self.sentence.setText(sentence)
        self.sentence.setToolTip("")
        self.subject.setText(subject)
        self.setAccessibleDescription(f"{title}. {sentence}")
        self._paint(self.verdict)

    def show_busy(self, message: str) -> None:
        self.verdict = "none"
        self.mark.set_status(Status.NOT_CHECKED, tr("CHECKING…"))
        self.headline.setText("")
        self.sentence.setText(message)
        self.subject.setText("")
        self._paint("none")

    def _paint(self, verdict: str) -> None:
        self.setStyleSheet(f"#verdictBanner {{ background: {BACKGROUNDS[verdict]}; "
                           "border: 2px solid #455a64; }")

    @property
    def title(self) -> str:
        return self.mark.word_label.text()
