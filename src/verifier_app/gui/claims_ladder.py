"""The claims ladder (Section 3.12, Table B1), beside the trust ladder.

What a reader may claim about prices and skill, rung by rung, from the engine's
``stats.claims_ladder``: each rung says whether this bundle reaches it, with the check
that decided it, and for a rung not reached what would reach it. The highest rung is at
the top, as on the trust ladder. The rungs' fixed wording is translated
(``messages.CLAIMS_TEXTS``), the evidence and the summary are engine messages.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from verifier_app.core.results import Status
from verifier_app.gui.marks import MarkLabel
from verifier_app.gui.messages import engine_text, render, text


def tr(source: str) -> str:
    # lupdate files module-level tr() calls under the empty context; look them up there.
    return QCoreApplication.translate("", source)


class ClaimsLadder(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAccessibleName(tr("Claims ladder"))
        self.reached: dict[int, bool] = {}
        self.layout_ = QVBoxLayout(self)
        self.show_message(tr("The claims ladder appears when the statistics are computed."))

    def _clear(self) -> None:
        while self.layout_.count():
            item = self.layout_.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()  # at once: deleteLater waits for the event loop
                item.widget().deleteLater()

    def show_message(self, sentence: str) -> None:
        self._clear()
        self.reached = {}
        label = QLabel(sentence)
        label.setWordWrap(True)
        self.layout_.addWidget(label)
        self.layout_.addStretch(1)

    def show_ladder(self, ladder) -> None:
        if ladder is None:
            self.show_message(tr("No statistics: the claims ladder cannot be read."))
            return
        self._clear()
        intro = QLabel(tr("What may a reader claim about prices and skill? Each rung needs a "
                          "further check; the highest rung is at the top."))
        intro.setWordWrap(True)
        self.layout_.addWidget(intro)
        summary = QLabel(render(ladder.message))
        summary.setWordWrap(True)
        summary.setAccessibleName(tr("Highest rung reached"))
        self.layout_.addWidget(summary)
        self.reached = {r.number: r.reached for r in ladder.rungs}
        for rung in reversed(ladder.rungs):
            self.layout_.addWidget(self._rung(rung))
        self.layout_.addStretch(1)

    def _rung(self, rung) -> QFrame:
        frame = QFrame()
        frame.setFrameShape(QFrame.Shape.Box)
        frame.setLineWidth(3 if rung.reached else 1)
        name = text(rung.name)
        state = tr("reached") if rung.reached else tr("not reached")
        frame.setAccessibleName(tr("Rung {number}: {name}: {state}").format(
            number=rung.number, name=name, state=state))
        grid = QGridLayout(frame)
        title = QLabel(tr("Rung {number}: {name}").format(number=rung.number, name=name))
        title.setWordWrap(True)
        font = QFont(title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        title.setFont(font)
        mark = MarkLabel(Status.PASS if rung.reached else Status.NOT_CHECKED, scale=1.3,
                         text=tr("REACHED") if rung.reached else tr("NOT REACHED"))
        head = QHBoxLayout()
        head.addWidget(title, 1)
        head.addWidget(mark)
        grid.addLayout(head, 0, 0, 1, 2)
        rows = [(tr("This bundle:"), rung.evidence_in(engine_text)),
                (tr("Supports:"), text(rung.supports)),
                (tr("Leaves open:"), text(rung.leaves_open))]
        if not rung.reached:
            rows.append((tr("To reach it:"), text(rung.to_reach)))
        for row, (label, body_text) in enumerate(rows, start=1):
            body = QLabel(body_text)
            body.setWordWrap(True)
            grid.addWidget(QLabel(f"<b>{label}</b>"), row, 0)
            grid.addWidget(body, row, 1)
        grid.setColumnStretch(1, 1)
        return frame
