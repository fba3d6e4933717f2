"""The trust ladder (levels 0, 1, 2, 2+) for the bundle on screen.

Each rung says what it proves and what it does not, and whether this bundle reaches it,
as the engine decided (``engine.trust``). A rung not reached is never drawn as reached.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from verifier_app.core.results import Status
from verifier_app.engine.requirements import Requirement, Standing
from verifier_app.engine.walk import WalkReport
from verifier_app.gui.claims_ladder import ClaimsLadder
from verifier_app.gui.marks import MarkLabel
from verifier_app.gui.messages import LADDER, render, text, tr

# How each standing is drawn: a requirement is met only when its check passed outright.
STANDING_MARKS = {Standing.MET: Status.PASS, Standing.NOT_MET: Status.FAIL,
                  Standing.NOT_CHECKABLE: Status.NOT_CHECKED}


def reached(report: WalkReport, level: str) -> tuple[bool, str]:
    """Whether this bundle reaches ``level`` (as the engine decided), and why, in words."""
    rung = next(r for r in report.trust if r.level == level)
    if level == "0":
        return True, tr("Always: this is where every reader starts.")
    if rung.reached:
        numbers = ", ".join(s.removeprefix("step") for s in rung.via)
        return True, tr("Reached: steps {numbers} passed.").format(numbers=numbers)
    step = rung.blocked_by
    if step is None:
        return False, tr("Not reached.")
    number = step.id.removeprefix("step")
    template = tr("Not reached: step {number} ({title}) failed.") \
        if step.status == Status.FAIL else \
        tr("Not reached: step {number} ({title}) was not checked.") \
        if step.status == Status.NOT_CHECKED else \
        tr("Not reached: step {number} ({title}) has a warning.")
    return False, template.format(number=number, title=text(step.title))


class TrustLadder(QWidget):
    """The trust ladder and, beside it, the claims ladder; each column scrolls on its own,
    so a long column is never squeezed to fit the window."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAccessibleName(tr("Trust ladder"))
        self.levels: dict[str, bool] = {}
        columns = QHBoxLayout(self)
        columns.setContentsMargins(0, 0, 0, 0)
        self.trust = QWidget()
        self.trust_layout = QVBoxLayout(self.trust)
        self.trust_layout.addWidget(QLabel(tr("Open a bundle to see which levels of trust it "
                                              "reaches.")))
        self.claims = ClaimsLadder()  # beside it: what a reader may claim (Table B1)
        for column in (self.trust, self.claims):
            scroll = QScrollArea()
            # Text wraps to the column instead of running off to the right (long languages).
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setWidget(column)
            columns.addWidget(scroll, 1)

    def show_claims(self, stats) -> None:
        """The claims ladder of the statistics computed for the report on screen."""
        self.claims.show_ladder(getattr(stats, "claims", None))

    def show_report(self, report: WalkReport) -> None:
        while self.trust_layout.count():
            item = self.trust_layout.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()  # at once: deleteLater waits for the event loop
                item.widget().deleteLater()
        self.claims.show_message(tr("The claims ladder appears when the statistics are "
                                    "computed."))
        layout = self.trust_layout
        intro = QLabel(tr("How far can you trust these forecasts without trusting the "
                          "operator? Each level adds a check by someone the operator does not "
                          "control. The highest level is at the top."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.levels = {}
        for level, name, proves, not_proves in reversed(LADDER):
            ok, why = reached(report, level)
            self.levels[level] = ok
            layout.addWidget(self._rung(level, text(name), text(proves), text(not_proves),
                                        ok, why))
        if report.requirements:
            layout.addWidget(requirements_table(report.requirements))
        layout.addStretch(1)

    def _rung(self, level: str, name: str, proves: str, not_proves: str, ok: bool,
              why: str) -> QFrame:
        rung = QFrame()
        rung.setFrameShape(QFrame.Shape.Box)
        rung.setLineWidth(3 if ok else 1)
        state = tr("reached") if ok else tr("not reached")
        rung.setAccessibleName(tr("Level {level}: {name}: {state}").format(
            level=level, name=name, state=state))
        grid = QGridLayout(rung)
        title = QLabel(tr("Level {level}: {name}").format(level=level, name=name))
        title.setWordWrap(True)
        font = QFont(title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        title.setFont(font)
        mark = MarkLabel(Status.PASS if ok else Status.NOT_CHECKED, scale=1.6,
                         text=tr("REACHED") if ok else tr("NOT REACHED"))
        head = QHBoxLayout()
        head.addWidget(title, 1)
        head.addWidget(mark)
        head.addStretch(1)
        grid.addLayout(head, 0, 0, 1, 2)
        for row, (label, body_text) in enumerate(((tr("This bundle:"), why),
                                                  (tr("Proves:"), proves),
                                                  (tr("Does not prove:"), not_proves)), start=1):
            name_label = QLabel(f"<b>{label}</b>")
            body = QLabel(body_text)
            body.setWordWrap(True)
            grid.addWidget(name_label, row, 0)
            grid.addWidget(body, row, 1)
        grid.setColumnStretch(1, 1)
        return rung


def standing_word(standing: Standing) -> str:
    return {Standing.MET: tr("MET"), Standing.NOT_MET: tr("NOT MET"),
            Standing.NOT_CHECKABLE: tr("NOT CHECKABLE HERE")}[standing]


def strength_words(strength: str) -> str:
    """MUST, SHOULD or MUST/SHOULD as the paper's translations write the standard's words."""
    words = {"MUST": tr("MUST"), "SHOULD": tr("SHOULD")}
    return "/".join(words.get(part, part) for part in strength.split("/"))


def requirements_table(rows: tuple[Requirement, ...]) -> QFrame:
    """The standard's requirement checklist (paper Section 3.13), one row each: its number
    and strength, this bundle's standing, what it asks and why it stands so."""
    frame = QFrame()
    frame.setFrameShape(QFrame.Shape.Box)
    frame.setAccessibleName(tr("The standard's requirements"))
    grid = QGridLayout(frame)
    heading = QLabel(tr("The standard's requirements (the paper's Section 3.13)"))
    font = QFont(heading.font())
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * 1.15)
    heading.setFont(font)
    heading.setWordWrap(True)
    grid.addWidget(heading, 0, 0, 1, 3)
    for row, requirement in enumerate(rows, start=1):
        number = QLabel(f"<b>{requirement.number}</b><br>{strength_words(requirement.strength)}")
        mark = MarkLabel(STANDING_MARKS[requirement.standing], scale=1.0,
                         text=standing_word(requirement.standing))
        body = QLabel(f"<b>{escape(render(requirement.title))}</b><br>"
                      f"{escape(render(requirement.why))}")
        body.setWordWrap(True)
        body.setTextFormat(Qt.TextFormat.RichText)
        body.setAccessibleName(tr("Requirement {number}: {standing}").format(
            number=requirement.number, standing=standing_word(requirement.standing)))
        grid.addWidget(number, row, 0, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(mark, row, 1, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(body, row, 2)
    grid.setColumnStretch(2, 1)
    return frame
