"""The Statistics tab: every chart from verified rows only, with run and horizon choosers.

The statistics arrive ready-made (computed off the GUI thread by the main window); this
view lays them out. The header says how many forecast rows were verified and how many
were left out, and why, before any chart is read.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from verifier_app.core.messages import Message
from verifier_app.core.results import Status
from verifier_app.engine.verdict import TITLES, VerdictSummary
from verifier_app.gui.charts.panel import ChartPanel
from verifier_app.gui.charts.registry import CHARTS, default_choice, horizons_of, runs_of
from verifier_app.gui.charts.style import count, number
from verifier_app.gui.charts.tables import (
    CONSENSUS_HEADERS,
    CROWD_HEADERS,
    consensus_rows,
    crowd_table_rows,
    fill,
)
from verifier_app.gui.marks import MarkLabel
from verifier_app.gui.messages import fixed_text, render, text, tr
from verifier_app.gui.prices_page import PricesPage
from verifier_app.gui.tables import read_only_table

DONE = object()  # what ``next`` gives once a chart's parts are all drawn
PAGES = ((QT_TRANSLATE_NOOP("messages", "&1 Independence (N_eff)"), ("n_eff", "n_eff_time")),
         (QT_TRANSLATE_NOOP("messages", "&2 Correlation and grid"), ("correlation", "grid")),
         (QT_TRANSLATE_NOOP("messages", "&3 Calibration and sharpness"),
          ("calibration", "sharpness")),
         (QT_TRANSLATE_NOOP("messages", "&4 Crowd"), ("crowd",)))

CONSENSUS_NOTE = QT_TRANSLATE_NOOP(
    "messages",
    "Consensus of the chosen run, per market: the mean of the seats' stated probabilities "
    "(highest and lowest dropped when five or more answered; a later model of the same family "
    "weighs 1/3; clipped to [2, 98]). It is always shown with the number of stated "
    "probabilities behind it, their mean pairwise correlation ρ and N_eff: eleven seats that "
    "move together are worth far fewer than eleven independent voices.")


def scrolled(page: QWidget) -> QScrollArea:
    """A page that scrolls rather than squeeze its charts below a legible height."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidget(page)
    return area


def rows_sentence(rows) -> str:
    left = rows.total - rows.verified
    text = tr("Forecast rows in the file: {total}. Verified (sealed and chained): {verified}; "
              "only these are used. Left out: {left}").format(
        total=count(rows.total), verified=count(rows.verified), left=count(left))
    if left:
        parts = [tr("%Ln whose book line is NOT SEALED YET", None, rows.not_sealed)]
        if rows.line_failed:
            parts.append(tr("%Ln whose book line FAILED the check", None, rows.line_failed))
        if rows.misdirected_count:
            parts.append(tr("%Ln that point(s) at the wrong book line (the book line itself "
                            "verified)", None, rows.misdirected_count))
        parts.append(tr("%Ln with no book line", None, rows.no_line))
        text += ": " + "; ".join(parts)
    text += "."
    if rows.misdirected:
        text += " " + misdirected_sentence(rows.misdirected[0])
    return text


def book_sentence(checked) -> str:
    """Whose values the figures are: always the verified book's (the forecasts file is only
    checked against it); says so, naming the first disagreement when there is one."""
    if checked is None:
        return ""
    if checked.missing:  # a sealed forecast the file leaves out: no figure can include it
        gone = checked.missing[0]
        said = tr("The forecasts file leaves out {n} probability(ies) sealed in the verified "
                  "book (first: {run} {seat} {market} {horizon}): no figure here includes "
                  "them.").format(n=count(len(checked.missing)), run=gone.run_id,
                                  seat=gone.seat, market=gone.asset, horizon=gone.horizon)
        return said if not checked.disagreements else said + " " + _differs(checked)
    if not checked.disagreements:
        return tr("Every value used is the verified book's; the forecasts file agrees with "
                  "it.")
    return _differs(checked)


def _differs(checked) -> str:
    first = checked.disagreements[0]
    return tr("The forecasts file disagrees with the verified book %Ln time(s) (first: {run} "
              "{seat} {market} {horizon}, {column}): every figure here uses the book's sealed "
              "values, not the file's.", None, len(checked.disagreements)).format(
        run=first.run_id, seat=first.seat,
        market=first.asset, horizon=first.horizon, column=first.column)


def n_eff_sentence(headline) -> str:
    interval = tr("no interval before five counted runs") if headline.low is None else \
        tr("interval over those runs {low} to {high}").format(low=number(headline.low),
                                                               high=number(headline.high))
    return tr("N_eff, the counted series ({horizon}): {value} independent voices, the mean "
              "of the last {runs} counted runs; {interval}. (The league's n_eff.per_run, "
              "every sealed run with test runs and late answers, is not this count.)").format(
        horizon=headline.horizon, value=number(headline.value), runs=len(headline.runs),
        interval=interval)


def misdirected_sentence(row: dict) -> str:
    """Names one forecast row that points at the wrong book line, and the line it should."""
    should = row["should_name"]
    return tr("For example: run {run}, seat {seat}, {asset} {horizon} names book line {line} "
              "but {problem}; {should}.").format(
        run=row["run_id"], seat=row["seat"], asset=row["asset"], horizon=row["horizon"],
        line=row["line"] if row["line"] is not None else "—", problem=fixed_text(row["problem"]),
        should=tr("it should name book line {n}").format(n=should) if should is not None
        else tr("the book holds no answer line of that run and seat"))


class StatisticsView(QWidget):
    anchored_toggled = Signal(bool)  # recompute with only rows anchored before their outcome

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAccessibleName(tr("Statistics"))
        self.stats = None
        self._pending: list[ChartPanel] = []  # charts still to draw, one per event-loop turn
        self._staggered = False
        self._steps: Iterator[None] | None = None  # the parts of the chart being drawn
        self._choice: tuple[str | None, str | None] = (None, None)  # run and horizon drawn
        # Started again after each chart, 1 ms on: a repeating zero timer may draw two charts
        # before a timer of the window that fell due meanwhile gets its turn.
        self._draw_timer = QTimer(self)
        self._draw_timer.setSingleShot(True)
        self._draw_timer.setInterval(1)
        self._draw_timer.timeout.connect(self._draw_next)
        layout = QVBoxLayout(self)
        self.mark = MarkLabel(Status.NOT_CHECKED, text=tr("NO STATISTICS YET"))
        self.rows_label = QLabel(tr("Open a bundle: the statistics are computed only from the "
                                    "values sealed in the verified book."))
        self.rows_label.setWordWrap(True)
        self.rows_label.setAccessibleName(tr("Forecast rows verified and left out"))
        layout.addWidget(self.mark)
        layout.addWidget(self.rows_label)
        # The one headline N_eff (the counted series), named as such, with its interval.
        self.n_eff_label = QLabel("")
        self.n_eff_label.setWordWrap(True)
        self.n_eff_label.setAccessibleName(tr("Headline N_eff"))
        self.n_eff_label.setStyleSheet("font-weight: bold;")
        layout.addWidget(self.n_eff_label)
        layout.addLayout(self._choosers())
        self.pages = QTabWidget()
        self.pages.setAccessibleName(tr("Statistics charts"))
        self.charts: dict[str, ChartPanel] = {c.key: c() for c in CHARTS}
        self.crowd_table = read_only_table(tr("Crowd contracts of the chosen run"),
                                           [text(h) for h in CROWD_HEADERS])
        for title, keys in PAGES[:3]:
            self.pages.addTab(self._page(keys), text(title))
        crowd = QSplitter(Qt.Orientation.Vertical)
        crowd.addWidget(self.charts["crowd"])
        crowd.addWidget(self.crowd_table)
        self.crowd_table.setMinimumHeight(self.fontMetrics().height() * 8)
        crowd.setStretchFactor(0, 3)
        crowd.setStretchFactor(1, 1)
        self.pages.addTab(scrolled(crowd), text(PAGES[3][0]))
        self.pages.addTab(self._consensus_page(), tr("&5 Consensus"))
        self.pages.addTab(self._endpoint_page(), tr("&6 Registered test"))
        self.pages.addTab(scrolled(self.charts["margins"]), tr("&7 Margin to outcome"))
        self.prices_page = PricesPage()
        self.pages.addTab(self.prices_page, tr("&8 Independent prices"))
        layout.addWidget(self.pages, 1)
        self.pages.setEnabled(False)

    def _choosers(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.run_box, self.horizon_box = QComboBox(), QComboBox()
        for box, caption, name in ((self.run_box, tr("R&un:"), tr("Run for the run charts")),
                                   (self.horizon_box, tr("Hori&zon:"),
                                    tr("Horizon for the charts"))):
            label = QLabel(caption)
            label.setBuddy(box)
            box.setAccessibleName(name)
            box.currentTextChanged.connect(self._redraw)
            row.addWidget(label)
            row.addWidget(box)
        row.addStretch(1)
        self.anchored_box = QCheckBox(tr("Only rows &anchored before their outcome"))
        self.anchored_box.setToolTip(tr("Recompute every statistic from the rows whose book "
                                        "line was anchored before its outcome was known."))
        self.anchored_box.toggled.connect(self.anchored_toggled.emit)
        row.addWidget(self.anchored_box)
        return row

    def _page(self, keys: tuple[str, ...]) -> QWidget:
        page = QWidget()
        layout = QHBoxLayout(page)
        for key in keys:
            layout.addWidget(self.charts[key], 1)
        return scrolled(page)

    def _consensus_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        note = QLabel(text(CONSENSUS_NOTE))
        note.setWordWrap(True)
        # Where the family weights move the consensus: they rest on an unsealed file.
        self.families_caveat = QLabel()
        self.families_caveat.setWordWrap(True)
        self.families_caveat.setAccessibleName(tr("Caveat on the consensus' families"))
        self.families_caveat.setStyleSheet("background: #fff3cd; color: #5d4037; padding: 4px;")
        self.families_caveat.hide()
        self.consensus_table = read_only_table(
            tr("Consensus per market of the chosen run, with its count of stated "
               "probabilities, mean ρ and N_eff"), [text(h) for h in CONSENSUS_HEADERS])
        layout.addWidget(note)
        layout.addWidget(self.families_caveat)
        layout.addWidget(self.consensus_table, 1)
        return page

    def _endpoint_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        # Above the estimate: the benchmark it is computed against was not frozen.
        self.endpoint_caveat = QLabel()
        self.endpoint_caveat.setWordWrap(True)
        self.endpoint_caveat.setAccessibleName(tr("Caveat on the registered test"))
        self.endpoint_caveat.setStyleSheet("font-weight: bold; background: #fff3cd; "
                                           "color: #5d4037; padding: 4px;")
        self.endpoint_caveat.hide()
        self.endpoint_label = QLabel()
        self.endpoint_label.setWordWrap(True)
        self.endpoint_label.setAccessibleName(tr("Reading of the registered test"))
        layout.addWidget(self.endpoint_caveat)
        layout.addWidget(self.endpoint_label)
        layout.addWidget(self.charts["endpoint"], 1)
        return scrolled(page)

    def _endpoint_text(self) -> str:
        endpoint, secondary = self.stats.endpoint, self.stats.disagreement
        if endpoint is None or secondary is None:
            return ""
        said = tr("Primary endpoint: {label}\nDisagreement (secondary, undirected): {reading}. "
                  "Against the shadow consensus: {shadow}.").format(
            label=render(endpoint.said), reading=render(secondary.said),
            shadow=render(Message.of("disagreement.shadow")))
        families = self.stats.consensus.families_caveat
        return said + ("\n" + render(families) if families is not None else "")

    # -- states -----------------------------------------------------------------------------
    def show_computing(self) -> None:
        """Nothing of the statistics shown before stays on screen while new ones come."""
        self.stats = None
        self._pending, self._steps = [], None
        self.n_eff_label.setText("")
        for chart in self.charts.values():
            chart.reset()
        for table in (self.crowd_table, self.consensus_table):
            fill(table, [])
        self.endpoint_label.setText("")
        self._show_caveat()
        self.mark.set_status(Status.NOT_CHECKED, tr("COMPUTING"))
        self.rows_label.setText(tr("Computing the statistics from the verified book…"))
        self.pages.setEnabled(False)
        self.anchored_box.setEnabled(False)

    def show_error(self, sentence: str) -> None:
        self.stats = None
        self._pending, self._steps = [], None
        self.mark.set_status(Status.NOT_CHECKED, tr("NO STATISTICS"))
        self.rows_label.setText(sentence)
        self.pages.setEnabled(False)

    def show_stats(self, stats, summary: VerdictSummary) -> None:
        """The statistics of a walk whose verdict is ``summary``: its mark is that verdict."""
        self.stats = stats
        rows = stats.rows
        title = text(TITLES[summary.verdict]).format(count=summary.warnings)
        self.mark.set_status(summary.verdict.status, title)  # the banner's words, translated
        demo = tr("DEMONSTRATION DATA, not real forecasts.") + " " if stats.demo else ""
        self.anchored_box.setEnabled(True)
        only = ""
        if stats.filters.get("anchored_before_outcome") and stats.margins is not None:
            only = " " + tr("Only the %Ln row(s) anchored before their outcome are used "
                            "here.", None, stats.margins.anchored)
        book = book_sentence(stats.forecasts_file)
        self.rows_label.setText(demo + rows_sentence(rows) + only + (" " + book if book else ""))
        headline = stats.n_eff_headline
        self.n_eff_label.setText(n_eff_sentence(headline) if headline else "")
        run, horizon = default_choice(stats)
        for box, items, chosen in ((self.run_box, runs_of(stats), run),
                                   (self.horizon_box, horizons_of(stats), horizon)):
            box.blockSignals(True)
            box.clear()
            box.addItems(items)
            if chosen:
                box.setCurrentText(chosen)
            box.blockSignals(False)
        self.pages.setEnabled(True)
        self.prices_page.show_stats(stats)
        self._redraw(staggered=True)

    def _draw_next(self) -> None:
        """One part of a chart; the timer (owned by this view, so it dies with it) brings
        the next."""
        if self.stats is None or not self._pending:
            self._draw_timer.stop()
            return
        chart = self._pending[0]
        if self._steps is None:
            self._steps = chart.draw_steps(self.stats, *self._choice)
        if next(self._steps, DONE) is DONE:
            self._pending.pop(0)
            self._steps = None
            chart.tidy()
        if self._pending and self._staggered:
            self._draw_timer.start()

    def changeEvent(self, event: QEvent) -> None:
        """Presentation mode changes the font: draw the charts again at the new size."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._redraw()

    @property
    def drawing(self) -> bool:
        """Whether charts of the statistics shown are still being drawn."""
        return bool(self._pending)

    def _redraw(self, *_args, staggered: bool = False) -> None:
        """Every chart for the chosen run and horizon. ``staggered`` (the fill after a walk):
        one chart per turn of the event loop, so the window answers between them; a reader's
        own change of run or horizon redraws at once."""
        if self.stats is None:
            return
        run = self.run_box.currentText() or None
        horizon = self.horizon_box.currentText() or None
        self._pending = list(self.charts.values())
        self._steps = None
        self._choice = (run, horizon)
        self._staggered = staggered
        if staggered:
            self._draw_timer.start()
        else:
            self._draw_timer.stop()
            while self._pending:
                self._draw_next()
        fill(self.crowd_table, crowd_table_rows(self.stats, run))
        fill(self.consensus_table, consensus_rows(self.stats, run))
        self.endpoint_label.setText(self._endpoint_text())
        self._show_caveat()

    def _show_caveat(self) -> None:
        caveat = self.stats.claims.benchmark_caveat if self.stats is not None and \
            self.stats.claims is not None else None
        self.endpoint_caveat.setText("! " + render(caveat) if caveat else "")
        self.endpoint_caveat.setVisible(caveat is not None)
        families = self.stats.consensus.families_caveat if self.stats is not None else None
        self.families_caveat.setText(render(families) if families else "")
        self.families_caveat.setVisible(families is not None)
