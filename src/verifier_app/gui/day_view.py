"""A day's page (issue 29, item 5): the chosen day's seals, the lines each covers, each
anchor's time in UTC and New York, and what is still pending with when it will likely
complete; exportable as the report's first page.

The page itself is the engine's (``engine.day_report``); this view only lays it out, in
the window's language, with the same sentences the report's first page prints.
"""

from __future__ import annotations

from datetime import UTC, datetime
from html import escape

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from verifier_app.engine.day_report import DayReport, day_report, today_in_new_york
from verifier_app.engine.walk import WalkReport
from verifier_app.gui.marks import icon
from verifier_app.gui.messages import engine_text, render, text, tr
from verifier_app.gui.tables import read_only_table
from verifier_app.report.day import anchor_said, cover_said
from verifier_app.report.words import ReportWords


def words() -> ReportWords:
    return ReportWords(engine_text, text)


class DayView(QWidget):
    export_requested = Signal(str)  # the day shown: export the report with it first

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.report: WalkReport | None = None
        self.page: DayReport | None = None
        self.now = lambda: datetime.now(UTC)  # replaced in tests: "today" is a New York day
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        label = QLabel(tr("&Day:"))
        self.day_box = QComboBox()
        self.day_box.setAccessibleName(tr("Day of the page"))
        label.setBuddy(self.day_box)
        self.day_box.currentIndexChanged.connect(lambda _: self._show_day())
        self.export_button = QPushButton(tr("Export as the report's first page (PDF)…"))
        self.export_button.setAccessibleName(tr("Export the report with this day's page first"))
        self.export_button.clicked.connect(self._export)
        top.addWidget(label)
        top.addWidget(self.day_box)
        top.addStretch(1)
        top.addWidget(self.export_button)
        layout.addLayout(top)
        self.summary = QLabel("")
        self.summary.setWordWrap(True)
        self.summary.setAccessibleName(tr("Summary of the day"))
        layout.addWidget(self.summary)
        self.table = read_only_table(tr("Seals of the day"), [
            tr("Time (UTC)"), tr("New York"), tr("Overall"), tr("Level"),
            tr("Lines covered"), tr("Anchors")])
        self.table.horizontalHeader().setStretchLastSection(True)
        layout.addWidget(self.table, 1)
        self.pending = QLabel("")
        self.pending.setWordWrap(True)
        self.pending.setAccessibleName(tr("What is still pending"))
        layout.addWidget(self.pending)
        self._set_enabled(False)

    def _set_enabled(self, on: bool) -> None:
        self.day_box.setEnabled(on)
        self.export_button.setEnabled(on)

    def show_report(self, report: WalkReport) -> None:
        """A new report: the days with seals, today in New York chosen when it has seals
        (else the last day with seals)."""
        self.report = report
        today = today_in_new_york(self.now())
        days = sorted({s.day for s in report.seals if s.day})
        self.day_box.blockSignals(True)
        self.day_box.clear()
        if today not in days:
            self.day_box.addItem(tr("{day} (today in New York)").format(day=today), today)
        for day in days:
            shown = tr("{day} (today in New York)").format(day=day) if day == today else day
            self.day_box.addItem(shown, day)
        chosen = today if today in days or not days else days[-1]
        self.day_box.setCurrentIndex(max(0, self.day_box.findData(chosen)))
        self.day_box.blockSignals(False)
        self._set_enabled(True)
        self._show_day()

    def choose(self, day: str) -> None:
        index = self.day_box.findData(day)
        if index >= 0:
            self.day_box.setCurrentIndex(index)

    @property
    def day(self) -> str | None:
        return self.day_box.currentData()

    def _show_day(self) -> None:
        if self.report is None or self.day is None:
            return
        self.page = page = day_report(self.report, self.day, self.now())
        w = words()
        summary = render(page.headline())
        if not page.seals and page.days:
            summary += " " + w.say("day.other_days", days=", ".join(page.days[-10:]))
        self.summary.setText(summary)
        self.table.setRowCount(len(page.seals))
        for row, seal in enumerate(page.seals):
            cells = [seal.time.utc_text if seal.time else "—",
                     seal.time.new_york_text if seal.time else "—",
                     w.status(seal.status), seal.level or w.say("day.no_level"),
                     "\n".join(cover_said(c, w, short=True) for c in seal.covers) or "—",
                     "\n".join(anchor_said(a, w) for a in seal.anchors)
                     or w.say("report.no_anchor")]
            if seal.problem is not None:
                cells[-1] += "\n" + render(seal.problem)
            for column, value in enumerate(cells):
                item = QTableWidgetItem(value)
                item.setToolTip(f"{seal.list}\n{value}")
                if column == 2:
                    item.setIcon(icon(seal.status))
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()
        self.table.resizeRowsToContents()
        self.pending.setText(self._pending_text(page, w))

    @staticmethod
    def _pending_text(page: DayReport, w: ReportWords) -> str:
        if not page.pending:
            return w.say("day.nothing_pending") if page.seals else ""
        # Rich text: names and addresses from the bundle are escaped.
        lines = [f"<b>{escape(w.say('day.pending_heading'))}</b>"]
        lines += [escape(f"{s.list}: {render(s.pending.said())}") for s in page.pending
                  if s.pending is not None]
        lines.append(f"<i>{escape(w.say('day.assumption'))}</i>")
        return "<br>".join(lines)

    def _export(self) -> None:
        if self.day is not None:
            self.export_requested.emit(self.day)
