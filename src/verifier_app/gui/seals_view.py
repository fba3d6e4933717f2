"""The seals of a chosen day: one row per stamped list, its lines, and a line card.

Book lines are read on demand in a worker (``core.book_lines``), so a long book
never blocks the window.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import islice
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSplitter,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from verifier_app.core import book_lines
from verifier_app.core.market_time import new_york
from verifier_app.core.results import Status
from verifier_app.core.times import read_time
from verifier_app.engine.walk import WalkReport
from verifier_app.gui.line_card import LineCard
from verifier_app.gui.marks import icon
from verifier_app.gui.messages import tr
from verifier_app.gui.seal_rows import ALL_DAYS, Cell, SealRow, days, iter_rows, tsa_names
from verifier_app.gui.tables import read_only_table
from verifier_app.gui.tasks import TaskRunner

OVERALL_COLUMN = 3  # after the day, the UTC and the New York time: on screen at any width
ROWS_PER_TURN = 50  # of the seals table: 10-15 ms each, a season's 668 rows in 14 parts


def line_status_word(status: str) -> str:
    """A book line's state ('verified', 'not_sealed', 'failed') in the reader's language."""
    return {"verified": tr("verified"), "not_sealed": tr("NOT SEALED YET"),
            "failed": tr("FAILED")}[status]


def new_york_text(time: str | None) -> str:
    """The seal's time in New York with its date (a seal at 00:00 UTC is the evening
    before there); a dash when the list names no readable time."""
    moment = read_time(time).moment if time else None
    return f"{new_york(moment):%Y-%m-%d %H:%M:%S}" if moment is not None else "—"


class CellItem(QTableWidgetItem):
    """A cell of the seals table; its tooltip (the check's own sentence) is written only
    when it is shown."""

    def __init__(self, cell: Cell):
        super().__init__(icon(cell.status), cell.text)
        self.cell = cell

    def data(self, role: int) -> Any:
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = self.cell.tip
            return f"{self.cell.text}\n{tip}" if tip else self.cell.text
        return super().data(role)


class SealsView(QWidget):
    filled = Signal()  # the table holds every row of the report shown

    def __init__(self, runner: TaskRunner, parent: QWidget | None = None):
        super().__init__(parent)
        self.runner = runner
        self.report: WalkReport | None = None
        self.rows: list[SealRow] = []
        self.loaded_seal: SealRow | None = None
        self._wanted: tuple[int, int] | None = None  # seal and line rows to choose once filled
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        day_label = QLabel(tr("&Day:"))
        self.day_box = QComboBox()
        self.day_box.setAccessibleName(tr("Day of the seals"))
        day_label.setBuddy(self.day_box)
        self.day_box.currentTextChanged.connect(self._fill_seals)
        top.addWidget(day_label)
        top.addWidget(self.day_box)
        top.addStretch(1)
        layout.addLayout(top)
        self.seals = read_only_table(tr("Seals of the day"), [])
        # Column widths from the first rows only: a season's 670 rows would each be measured.
        self.seals.horizontalHeader().setResizeContentsPrecision(100)
        self.seals.verticalHeader().setVisible(True)  # each row's overall mark, always seen
        self.seals.itemSelectionChanged.connect(self._seal_chosen)
        self._names: list[str] = []
        self._unfilled: Iterator[SealRow] | None = None  # rows still to put in the table
        self._fill_timer = QTimer(self)  # 1 ms, single shot: the window's timers run between
        self._fill_timer.setSingleShot(True)
        self._fill_timer.setInterval(1)
        self._fill_timer.timeout.connect(self._next_part)
        self.lines = read_only_table(tr("Book lines covered by the chosen seal"),
                                     [tr("Line"), tr("Kind"), tr("Seat"), tr("Written at"),
                                      tr("New"), tr("Status")])
        self.lines.itemSelectionChanged.connect(self._line_chosen)
        self.lines_note = QLabel(tr("Select a seal to list the book lines it covers."))
        self.lines_note.setWordWrap(True)
        lines_box = QWidget()
        lines_layout = QVBoxLayout(lines_box)
        lines_layout.setContentsMargins(0, 0, 0, 0)
        lines_layout.addWidget(self.lines_note)
        lines_layout.addWidget(self.lines, 1)
        self.card = LineCard()
        lower = QSplitter(Qt.Orientation.Horizontal)
        lower.addWidget(lines_box)
        lower.addWidget(self.card)
        lower.setSizes([420, 980])
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.seals)
        split.addWidget(lower)
        split.setSizes([420, 440])  # the seals table first: it is what a reader scans
        layout.addWidget(split, 1)

    def show_report(self, report: WalkReport) -> None:
        """A new report refills the table and empties the lines and the card: nothing of
        the bundle shown before stays on screen."""
        self.report = report
        self.card.clear()
        self.day_box.blockSignals(True)
        self.day_box.clear()
        self.day_box.addItem(tr("All days"), ALL_DAYS)  # shown translated, kept as the key
        for day in days(report):
            self.day_box.addItem(day, day)
        self.day_box.blockSignals(False)
        self._fill_seals(staggered=True)

    def chosen(self) -> tuple[str, int, int]:
        """The day, seal row and line row the reader chose (-1: none)."""
        return (self.day_box.currentData() or ALL_DAYS, self.seals.currentRow(),
                self.lines.currentRow())

    def choose(self, day: str, seal: int, line: int) -> None:
        """Choose again what ``chosen`` gave (another view of the same report, such as the
        one built for a new language): the day now, the seal once the table is full, the
        line once the seal's lines are read."""
        index = self.day_box.findData(day)
        if index > 0:
            self.day_box.setCurrentIndex(index)
        if seal < 0:
            return
        self._wanted = (seal, line)
        if not self.filling:
            self._choose_wanted()
        else:
            self.filled.connect(self._choose_wanted, Qt.ConnectionType.SingleShotConnection)

    def _choose_wanted(self) -> None:
        if self._wanted is not None and self._wanted[0] < self.seals.rowCount():
            self.seals.selectRow(self._wanted[0])

    # -- the seals table -------------------------------------------------------------
    def _fill_seals(self, *_args, staggered: bool = False) -> None:
        """The table of the chosen day. ``staggered`` (a new report): a table longer than
        ROWS_PER_TURN comes that many rows at a time, one part per turn of the event loop
        after this one; a shorter one, or a reader's own choice of day, is filled at once."""
        if self.report is None:
            return
        self._names = tsa_names(self.report)
        # Overall first after the time: at the default window size it is never off-screen.
        headers = [tr("Day"), tr("Time (UTC)"), tr("Time (New York)"), tr("Overall"),
                   tr("Book prefix"), tr("Chain"), tr("Bitcoin anchor")]
        headers += [tr("Time-stamp: {name}").format(name=n) for n in self._names] or \
            [tr("Time-stamp authorities")]
        headers += [tr("Rekor log")]
        self.seals.clear()
        self.seals.setColumnCount(len(headers))
        self.seals.setHorizontalHeaderLabels(headers)
        self.seals.setRowCount(0)
        self.rows = []
        self._clear_lines()
        self.card.clear()
        self._unfilled = iter_rows(self.report, self.day_box.currentData() or ALL_DAYS)
        self._fill_timer.stop()
        if staggered and len(self.report.seals) > ROWS_PER_TURN:
            self._fill_timer.start()  # even the first part: the verdict is drawn this turn
            return
        while self._fill_part() and not staggered:
            pass
        if self._unfilled is not None:
            self._fill_timer.start()

    @property
    def filling(self) -> bool:
        """Whether rows of the report shown are still to come."""
        return self._unfilled is not None

    def _fill_part(self) -> bool:
        """The next ROWS_PER_TURN rows; False once the table is complete."""
        if self._unfilled is None:
            return False
        part = list(islice(self._unfilled, ROWS_PER_TURN))
        first = len(self.rows)
        self.rows += part
        self.seals.setRowCount(len(self.rows))
        for r, row in enumerate(part, start=first):
            self._set_row(r, row)
        done = len(part) < ROWS_PER_TURN
        if first == 0 or done:  # widths from the rows in (the header samples 100 of them)
            self.seals.resizeColumnsToContents()
            self._home_columns()
        if done:
            self._unfilled = None
            self.filled.emit()
        return not done

    def _next_part(self) -> None:
        if self._fill_part():
            self._fill_timer.start()

    def _set_row(self, r: int, row: SealRow) -> None:
        when = (row.seal.time or "")[11:19] or row.seal.list
        self.seals.setItem(r, 0, QTableWidgetItem(row.seal.day or ""))
        self.seals.setItem(r, 1, QTableWidgetItem(when))
        self.seals.setItem(r, 2, QTableWidgetItem(new_york_text(row.seal.time)))
        # The row's overall mark in the row header too: it stays in view however far the
        # table is scrolled to the right.
        mark = QTableWidgetItem(icon(row.overall.status), "")
        mark.setToolTip(row.overall.text)
        mark.setData(Qt.ItemDataRole.AccessibleTextRole, row.overall.text)
        self.seals.setVerticalHeaderItem(r, mark)
        tsa_cells = [row.tsas[n] for n in self._names] or \
            [Cell(Status.NOT_CHECKED, tr("NOT CHECKED (no token)"))]
        cells = [row.overall, row.prefix, row.chain, row.bitcoin, *tsa_cells, row.rekor]
        for c, cell in enumerate(cells, start=OVERALL_COLUMN):
            self.seals.setItem(r, c, self._cell(cell, bold=c == OVERALL_COLUMN))

    def _home_columns(self) -> None:
        """Back to the first columns (Overall on screen), the header moved with them: new
        column widths leave a scrolled header at its old offset otherwise."""
        self.seals.updateGeometries()
        bar = self.seals.horizontalScrollBar()
        bar.setValue(0)
        self.seals.horizontalHeader().setOffset(bar.value())

    def _cell(self, cell: Cell, bold: bool = False) -> QTableWidgetItem:
        item = CellItem(cell)
        if bold:
            font = QFont(item.font())
            font.setBold(True)
            item.setFont(font)
        return item

    def _clear_lines(self) -> None:
        self.lines.setRowCount(0)
        self.loaded_seal = None
        self.lines_note.setText(tr("Select a seal to list the book lines it covers."))

    # -- the lines of one seal -------------------------------------------------------
    def _seal_chosen(self) -> None:
        selected = self.seals.selectionModel().selectedRows()
        if not selected or self.report is None:
            return
        row = self.rows[selected[0].row()]
        book = self.report.bundle.files.get(row.cover.file) if row.cover and row.cover.file \
            else None
        if book is None:
            self._clear_lines()
            self.lines_note.setText(tr("The book this seal covers was not provided."))
            return
        self.lines_note.setText(tr("Reading the %Ln line(s) this seal covers…", None, row.lines))
        report = self.report
        self.runner.run(lambda control: book_lines.summaries(book, 1, row.lines,
                                                             control.cancelled),
                        lambda result, error: self._lines_loaded(report, row, result, error))

    def _lines_loaded(self, report: WalkReport, row: SealRow, result: list | None,
                      error: BaseException | None):
        if report is not self.report or not any(r is row for r in self.rows):
            return  # another bundle (or day) is on screen by now
        if error is not None or result is None or self.report is None:
            self.lines_note.setText(tr("The book lines could not be read."))
            return
        self.loaded_seal = row
        new = max(0, row.lines - row.new_from + 1)
        self.lines_note.setText(tr(
            "This seal covers lines 1–{lines}; {new} of them are new since the seal before it "
            "(marked NEW).").format(lines=row.lines, new=new))
        self.lines.setRowCount(len(result))
        for r, summary in enumerate(result):
            is_new = summary.n >= row.new_from
            status = line_status_word(self.report.line_status(summary.n))
            values = [str(summary.n), summary.kind, summary.seat, summary.at,
                      tr("NEW") if is_new else "", status]
            for c, value in enumerate(values):
                item = QTableWidgetItem(value)
                if is_new:
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                self.lines.setItem(r, c, item)
        self.lines.resizeColumnsToContents()
        if new:
            self.lines.scrollToItem(self.lines.item(max(0, row.new_from - 1), 0))
        wanted, self._wanted = self._wanted, None
        if wanted is not None and 0 <= wanted[1] < self.lines.rowCount():
            self.lines.selectRow(wanted[1])

    def _line_chosen(self) -> None:
        selected = self.lines.selectionModel().selectedRows()
        row = self.loaded_seal
        if not selected or row is None or row.cover is None or self.report is None:
            return
        number = int(self.lines.item(selected[0].row(), 0).text())
        book = self.report.bundle.files[row.cover.file]
        status = line_status_word(self.report.line_status(number))

        def load(_control):
            raw = book_lines.read_line(book, number)
            return None if raw is None else book_lines.check_line(number, raw)

        report = self.report
        self.runner.run(load, lambda check, error: self._line_loaded(report, check, error,
                                                                     status))

    def _line_loaded(self, report: WalkReport, check, error, status: str) -> None:
        if report is not self.report:
            return  # the line belongs to a bundle no longer on screen
        if error is None and check is not None:
            properties = self.report.properties if self.report else None
            found = properties.line(check.n) if properties is not None else None
            self.card.show_line(check, status, found)
