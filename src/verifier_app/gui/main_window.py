"""The main window: banners, the verdict, progress with Cancel, and one tab per view.

It owns the flow (open, walk off the GUI thread, show; workshop change and restore) and
leaves drawing to the views. Errors from opening are sentences; bugs go to the crash
dialog.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QTimer
from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent, QFont
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.errors import Cancelled, UserFacingError
from verifier_app.core.messages import Message
from verifier_app.core.process_pool import process_pool, side_pool
from verifier_app.engine.walk import WalkOptions, WalkReport, walk
from verifier_app.gui import config, settings
from verifier_app.gui.collector import hand_back, keep_alive_objects
from verifier_app.gui.day_view import DayView
from verifier_app.gui.errors import show_crash, show_message
from verifier_app.gui.file_menu import Menus, build_menus
from verifier_app.gui.history_view import (
    HistoryPanel,
    Recheck,
    damaged_notice,
    recheck_known,
    recheck_status,
    recheck_title,
    record_known,
    shown_status,
    step7_pending,
)
from verifier_app.gui.messages import DEMO_BANNER, engine_text, error_text, render, text, tr
from verifier_app.gui.recheck import RecheckRow, retranslate_dialogs
from verifier_app.gui.seals_view import SealsView
from verifier_app.gui.stats_runner import StatisticsRunner
from verifier_app.gui.stats_view import StatisticsView
from verifier_app.gui.tasks import ProgressSink, TaskControl, TaskRunner
from verifier_app.gui.trust_ladder import TrustLadder
from verifier_app.gui.verdict_banner import VerdictBanner
from verifier_app.gui.walk_view import WalkView
from verifier_app.gui.watch_action import WatchController, ask_and_watch
from verifier_app.gui.workshop_run import WorkshopResult, run_workshop
from verifier_app.gui.workshop_view import WorkshopView
from verifier_app.history.recheck import with_statistics
from verifier_app.witness.check import WitnessFolder
from verifier_app.witness.workshop import witness_original

APP_TITLE = QT_TRANSLATE_NOOP("", "Sealed before the open: verifier")
PRESENTATION_SCALE = 1.5


def _banner(text: str, background: str, name: str) -> QLabel:
    label = QLabel(f"<b>{text}</b>")  # bold via markup: a stylesheet font would not scale
    label.setWordWrap(True)
    label.setAccessibleName(name)
    label.setStyleSheet(f"background: {background}; color: #1f1f1f; padding: 6px; "
                        "border: 2px dashed #5d4037;")
    label.setVisible(False)
    return label


def walk_job(paths: list[Path], witnesses: WitnessFolder | None = None, full: bool = False):
    """The work of opening a bundle, run in a worker: plain data in, a report out. A
    downloaded bundle whose source the reader's history knows is re-checked from there
    (a ``Recheck`` out), unless ``full``; a full walk of one is recorded in the history."""
    def job(control: TaskControl) -> WalkReport | Recheck:
        from verifier_app.gui.config import anchor_options_from_settings

        bundle = open_bundle(paths)
        anchors = anchor_options_from_settings(bundle)
        if not full and witnesses is None:
            found = recheck_known(bundle, anchors)
            if found is not None:
                return found
        keep_alive_objects()  # the bundle's bytes and indexes live as long as its report
        with process_pool() as pool:  # the walk's worker processes, ended with it
            report = walk(bundle, WalkOptions(anchors=anchors, pool=pool,
                                              progress=control.progress,
                                              cancel=control.cancelled, witnesses=witnesses))
        if control.cancelled():
            raise Cancelled()
        if not report.has_inputs:
            raise UserFacingError(report.unusable_reason())
        record_known(report)
        return report
    return job


def statistics_job(found: Recheck):
    """Step 7 of a re-check shown without it, run in a worker: step 7b in a process of
    its own beside step 7a (``with_statistics``)."""
    def job(_control: TaskControl) -> Recheck:
        with side_pool() as pool:
            return with_statistics(found, pool)
    return job


def evidence_sentences(report: WalkReport) -> dict[str, str]:
    """The English sentences of the report's results (steps, checks, anchors, seals'
    problems) and how the window's language says them: the evidence panes hold the
    English, the reader reads the translation."""
    results = [*report.steps, *report.checks,
               *(a for seal in report.seals for a in seal.anchors())]
    said = {r.detail: r.said(engine_text) for r in results
            if getattr(r, "message", None) is not None and r.detail}
    said.update({s.problem: s.said_problem(engine_text) for s in report.seals if s.problem})
    return said


class MainWindow(QMainWindow):
    def __init__(self, runner: TaskRunner | None = None):
        super().__init__()
        self.runner = runner or TaskRunner()
        self.report: WalkReport | None = None  # what is on screen
        self.original: WalkReport | None = None  # the bundle the user opened
        self.workshop: WorkshopResult | None = None
        self.control: TaskControl | None = None
        self.progress_hook: ProgressSink | None = None  # runs in the worker (tests)
        self.last_message: QMessageBox | None = None
        self.last_crash = None
        self.status_text = ""
        self.last_paths: list[Path] = []  # what Check again opens
        self.rechecked: Recheck | None = None  # a re-check from the history on screen
        self._generation = 0
        self._base_font = QFont(QApplication.font())
        self.setAcceptDrops(True)
        self.setAccessibleName("Verifier main window")
        self._build()
        self.watch = WatchController(self)
        self._build_menus()
        self._update_title()
        self.resize(1200, 820)

    def _build(self) -> None:
        central = QWidget()
        layout = QVBoxLayout(central)
        self.demo_banner = _banner(text(DEMO_BANNER), "#fff59d", "Demonstration notice")
        self.workshop_banner = _banner("", "#ffccbc", "Workshop notice")
        self.verdict = VerdictBanner()
        layout.addWidget(self.demo_banner)
        layout.addWidget(self.workshop_banner)
        layout.addWidget(self.verdict)
        self.history_panel = HistoryPanel(self.walk_in_full)
        layout.addWidget(self.history_panel, 1)
        self.recheck = RecheckRow(lambda: self.report is not None, self.check_again)
        layout.addWidget(self.recheck)
        self.network_notice = _banner("", "#e3f2fd", "Network notice")
        layout.addWidget(self.network_notice)
        self.history_notice = _banner("", "#ffcdd2", "History notice")
        layout.addWidget(self.history_notice)
        layout.addWidget(self._progress_row())
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName("Views")
        self.tabs.tabBar().setAccessibleName("Choose a view")
        self.walk_view = WalkView()
        self.seals_view = SealsView(self.runner)
        self.ladder = TrustLadder()
        self.day_view = DayView()
        self.day_view.export_requested.connect(self.export_day)
        self.workshop_view = WorkshopView()
        self.workshop_view.apply_requested.connect(self.apply_tamper)
        self.workshop_view.restore_requested.connect(self.restore_original)
        self.stats_view = StatisticsView()
        self.statistics = StatisticsRunner(self, self.stats_view, self.ladder)
        self._statistics_waiting: WalkReport | None = None  # until its seals table is full
        self.seals_view.filled.connect(self._seals_filled)
        for widget in (self.walk_view, self.seals_view, self.ladder, self.workshop_view,
                       self.stats_view, self.day_view):
            self.tabs.addTab(widget, "")
        self._name_tabs()
        layout.addWidget(self.tabs, 1)
        self.setCentralWidget(central)
        central.show()  # built again in a shown window (a new language): shown at once

    def _name_tabs(self) -> None:
        for index, name in enumerate((self.tr("&Walk: the ten steps"), self.tr("S&eals"),
                                      self.tr("Trust &ladder"), self.tr("Wor&kshop"),
                                      self.tr("Stat&istics"), self.tr("Day's &page"))):
            self.tabs.setTabText(index, name)

    def _build_menus(self) -> None:
        """The menus, built anew in the language now installed; the window holds the menus
        and actions it fills, enables, checks or retranslates."""
        self.menuBar().clear()
        menus: Menus = build_menus(self)
        self.file_menu, self.recent_menu = menus.file_menu, menus.recent_menu
        self.download_action, self.compare_action = menus.download_action, menus.compare_action
        self.export_html_action = menus.export_html_action
        self.export_pdf_action = menus.export_pdf_action
        self.save_evidence_action = menus.save_evidence_action
        self.export_witness_action = menus.export_witness_action
        self.check_witness_action = menus.check_witness_action
        self.settings_action, self.guide_action = menus.settings_action, menus.guide_action
        self.presentation_action = menus.presentation_action
        self.history_action, self.watch_action = menus.history_action, menus.watch_action
        self.presentation_action.setChecked(bool(config.PRESENTATION.get()))

    def retranslate(self) -> None:
        """A new language, at once: every view built again in it and the result on screen
        shown in it (the views' fixed words are set when they are built, so building them
        anew is the one way no word of the old language stays), then menus and tab names."""
        self.rebuild_views()
        self._build_menus()
        self._name_tabs()
        self.recheck.retranslate()
        retranslate_dialogs(self)

    def rebuild_views(self) -> None:
        """Build the banners and every view again (in the language now installed) and show
        the report on screen in them, as the reader left it: the tab and the statistics
        page chosen, the seal and line picked, the workshop's result, the price file, the
        statistics already computed (not computed again), a check still running."""
        tab, page = self.tabs.currentIndex(), self.stats_view.pages.currentIndex()
        chosen = self.seals_view.chosen()
        day = self.day_view.day
        stats = self.stats_for(self.report) if self.report is not None else None
        price_file, stale = self.statistics.price_file, self.recheck.stale
        busy = self.verdict.sentence.text() if self.busy else None
        rechecked = self.rechecked
        self._build()
        self.statistics.price_file = price_file
        self.recheck.stale = stale
        self._update_title()
        if busy is not None:
            self._show_busy(busy)
        elif self.report is not None:
            if stats is not None:  # the statistics of this report: shown, not recomputed
                self.statistics.report = self.report
                self.stats_view.show_stats(stats, self.report.verdict_summary)
                self.ladder.show_claims(stats)
            self._show(self.report)
            self.seals_view.choose(*chosen)
            if day is not None:
                self.day_view.choose(day)
            if self.workshop is not None and self.report is self.workshop.report:
                self.workshop_view.show_result(self.workshop)
        elif rechecked is not None:
            self._show_recheck(rechecked)
        self.tabs.setCurrentIndex(tab)
        self.stats_view.pages.setCurrentIndex(page)

    def _progress_row(self) -> QWidget:
        self.progress_row = QWidget()
        row = QHBoxLayout(self.progress_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.progress_label = QLabel("")
        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        self.progress.setAccessibleName(tr("Progress of the check"))
        self.cancel_button = QPushButton(tr("&Cancel"))
        self.cancel_button.setAccessibleName(tr("Cancel the check"))
        self.cancel_button.clicked.connect(self.cancel)
        row.addWidget(self.progress_label)
        row.addWidget(self.progress, 1)
        row.addWidget(self.cancel_button)
        self.progress_row.setVisible(False)
        return self.progress_row

    # -- busy state ------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.control is not None

    def _start(self, message: str, func, done) -> None:
        if self.control is not None:
            self.control.cancel()
        if self.report is not None:
            hand_back()  # what this check replaces may be collected again
        self._generation += 1
        generation = self._generation
        # What belongs to the result on screen leaves with it (issue 27, item 6): its
        # demonstration or workshop notice, and the Check again row once pressed.
        for stale in (self.demo_banner, self.workshop_banner, self.recheck,
                      self.network_notice, self.history_panel, self.history_notice):
            stale.setVisible(False)
        self._show_busy(message)
        self.progress.setValue(0)
        self.control = None

        def finished(result, error):
            if generation != self._generation:
                if isinstance(result, WorkshopResult):
                    result.cleanup()
                return
            self.control = None
            self.progress_row.setVisible(False)
            self.recheck.setVisible(True)  # says something again only if still stale
            self.tabs.setEnabled(True)
            self.workshop_view.set_busy(False)
            done(result, error)

        control = self.runner.run(func, finished, self._on_progress, self.progress_hook)
        if generation == self._generation and self.progress_row.isVisible():
            self.control = control

    def _show_busy(self, message: str) -> None:
        self.verdict.show_busy(message)
        self.tabs.setEnabled(False)
        self.workshop_view.set_busy(True)
        self.progress_label.setText(message)
        self.progress_row.setVisible(True)

    def _on_progress(self, fraction: float, message: str | Message) -> None:
        self.progress.setValue(round(fraction * 1000))
        if isinstance(message, Message):
            shown, no_network = without_no_network(message)
            if no_network:  # said apart, in the reader's language, and kept (issue 27, item 6)
                self.network_notice.setText(f"<b>{render(Message.of(NO_NETWORK))}</b>")
                self.network_notice.setVisible(True)
            message = render(shown) if shown is not None else ""
        self.progress_label.setText(message)

    def cancel(self) -> None:
        if self.control is not None:
            self.control.cancel()
            self.progress_label.setText(self.tr("Cancelling…"))

    def _failed(self, error: BaseException) -> None:
        if self.report is not None:
            self._show(self.report)
        else:
            self.verdict.show_busy(tr("Nothing was verified."))
        if isinstance(error, Cancelled):
            self.set_status(tr("The check was cancelled: nothing new was verified."))
        elif isinstance(error, UserFacingError):
            said = error_text(error)
            self.set_status(said)
            self.last_message = show_message(self, tr("This cannot be verified"), said)
        else:
            self.set_status(tr("An internal error stopped the check."))
            self.last_crash = show_crash(error, self)

    def tell(self, title: str, sentence: str,
             icon: QMessageBox.Icon = QMessageBox.Icon.Warning) -> None:
        """One sentence in a message box over the window (kept as ``last_message``)."""
        self.last_message = show_message(self, title, sentence, icon)

    def show_bug(self, error: BaseException) -> None:
        """A bug, not the reader's doing: the crash dialog (kept as ``last_crash``)."""
        self.last_crash = show_crash(error, self)

    def show_comparison(self, dialog: QDialog) -> None:
        self.compare_dialog = dialog
        dialog.show()

    def show_history(self, dialog: QDialog) -> QDialog:
        self.history_dialog = dialog
        dialog.open()
        return dialog

    def toggle_watch(self) -> None:
        """File > Watch this league: stop the watch that runs, or ask for a source."""
        ask_and_watch(self, self.watch)

    def show_walked(self, report: WalkReport) -> None:
        """A result walked elsewhere (a watch's poll) put on screen like a check's."""
        self._show(report)

    def walk_in_full(self) -> None:
        """The bundle on screen walked again in full, past any re-check from the history."""
        if self.last_paths:
            self.open_paths(self.last_paths, remember=False, full=True)

    def show_settings(self, dialog: QDialog) -> QDialog:
        self.settings_dialog = dialog
        dialog.open()
        return dialog

    def report_saved(self, path: Path) -> None:
        self.last_export = path
        self.set_status(tr("Report saved: {path}").format(path=str(path)))

    def check_again(self) -> None:
        """The bundle on screen walked again with the current settings."""
        if self.last_paths:
            self.open_paths(self.last_paths, remember=False)

    def set_status(self, text: str) -> None:
        self.status_text = text
        self.statusBar().showMessage(text)

    # -- opening and walking ---------------------------------------------------------
    def open_paths(self, paths: list[Path], remember: bool = True,
                   witnesses: WitnessFolder | None = None, full: bool = False) -> None:
        self.last_paths = list(paths)
        names = ", ".join(p.name for p in paths)
        self.opened_paths = list(paths)  # witness statements re-open the same bundle
        self._start(tr("Checking {names}…").format(names=names),
                    walk_job(paths, witnesses, full),
                    lambda report, error: self._walked(paths, remember, report, error))

    def _walked(self, paths: list[Path], remember: bool, report, error) -> None:
        if error is not None:
            self._failed(error)
            return
        if isinstance(report, Recheck):
            self._show_recheck(report)
            if remember:
                settings.remember_bundle([str(p.resolve()) for p in paths])
            return
        self._drop_workshop()
        self.original = report
        self.recheck.mark_fresh()
        self._show(report)
        notice = damaged_notice(report)  # a damaged history: said, and the walk was in full
        self.history_notice.setText(f"<b>{notice}</b>")
        self.history_notice.setVisible(bool(notice))
        self.workshop_view.show_restored()
        self.workshop_view.changed.setText("")
        if remember:
            settings.remember_bundle([str(p.resolve()) for p in paths])

    def _show_recheck(self, found: Recheck) -> None:
        """A re-check from the history on screen: the verdict banner says what it found;
        the views of a full walk are hidden (they would show another result)."""
        self._drop_workshop()
        self.report = self.original = None
        self.rechecked = found
        self.recheck.mark_fresh()
        subject = tr("Bundle: {label}.").format(label=", ".join(p.name for p in
                                                               self.last_paths))
        self.verdict.show_recheck(shown_status(found), recheck_title(found),
                                  render(found.message), subject)
        self.tabs.setVisible(False)
        self.history_panel.show_recheck(found)
        self.set_status(recheck_status(found))
        if step7_pending(found):
            self.runner.run(statistics_job(found),
                            lambda done, error: self._recounted(found, done, error))

    def _recounted(self, found: Recheck, done: Recheck | None, error) -> None:
        """Step 7 of a re-check, computed after it was shown; dropped if another result
        replaced it meanwhile."""
        if self.rechecked is not found:
            return
        if error is not None:
            self.last_crash = show_crash(error, self) if not isinstance(
                error, UserFacingError) else None
            return
        if done is not None and done.statistics is not None:
            self.rechecked = replace(found, statistics=done.statistics, notes=done.notes,
                                     status=done.status)  # step 7's status joins the re-check's
            self.history_panel.show_recheck(self.rechecked)
            self.verdict.show_recheck(shown_status(self.rechecked), recheck_title(found),
                                      render(found.message), self.verdict.subject.text())
            self.set_status(recheck_status(self.rechecked))

    def _show(self, report: WalkReport) -> None:
        self.report = report
        self.rechecked = None
        self.history_panel.setVisible(False)
        self.tabs.setVisible(True)
        subject = tr("Bundle: {label}.").format(label=report.bundle.label)
        lines = report.book.result.lines if report.book is not None else 0
        if report.book is not None and report.verified_through:
            subject += " " + tr("Book lines verified (sealed and chained): 1–{through} of "
                                "{lines}.").format(through=report.verified_through, lines=lines)
        elif report.book is not None:
            subject += " " + tr("None of the book's %Ln line(s) is verified.", None, lines)
        self.verdict.show_verdict(report.verdict_summary, subject)
        self.demo_banner.setVisible(report.bundle.is_demo)
        in_workshop = self.workshop is not None and report is self.workshop.report
        self.workshop_banner.setVisible(in_workshop)
        if in_workshop:
            self.workshop_banner.setText("<b>" + tr(
                "WORKSHOP: you are looking at a deliberately changed copy ({kind}), not the "
                "bundle you opened. Use Restore the original on the Workshop tab to go "
                "back.").format(kind=self.workshop.kind) + "</b>")
        self.walk_view.show_steps([*report.steps, *report.checks],
                                  lambda: evidence_sentences(report))
        self.seals_view.show_report(report)
        self.ladder.show_report(report)
        self.day_view.show_report(report)
        self._update_title()
        self.set_status(tr("{label}: %Ln stamped list(s), verdict: {verdict}.", None,
                           len(report.seals)).format(label=report.bundle.label,
                                                     verdict=self.verdict.title))
        # The statistics start once the seals table is complete: computed beside its
        # parts, they made each part wait for the interpreter (stalls of 100-190 ms).
        self._statistics_waiting = report
        if not self.seals_view.filling:
            self._seals_filled()

    def _seals_filled(self) -> None:
        report, self._statistics_waiting = self._statistics_waiting, None
        if report is not None and report is self.report:
            self.statistics.compute(report)

    @property
    def price_file(self) -> Path | None:
        return self.statistics.price_file

    def stats_for(self, report: WalkReport):
        """The statistics the tab already holds for ``report`` (None while computing)."""
        return self.statistics.stats_for(report)

    def _update_title(self) -> None:
        title = tr(APP_TITLE)
        if self.report is not None:
            title = tr("{label} — {title}").format(label=self.report.bundle.label, title=title)
            if self.report.bundle.is_demo:
                title = tr("DEMONSTRATION DATA — {title}").format(title=title)
            if self.workshop is not None and self.report is self.workshop.report:
                title = tr("WORKSHOP COPY — {title}").format(title=title)
        self.setWindowTitle(title)

    def export_day(self, day: str) -> None:
        """The report as a PDF whose first page is the day's page of ``day``."""
        from verifier_app.gui.file_menu import export_dialog

        export_dialog(self, "pdf", day)

    # -- workshop ------------------------------------------------------------------------
    def apply_tamper(self, kind: str) -> None:
        if self.original is None:
            self.last_message = show_message(self, self.tr("Workshop"),
                                             self.tr("Open a bundle first."))
            return
        bundle = self.original.bundle
        try:
            witnesses = witness_original(self.original) \
                if self.workshop_view.witness_box.isChecked() else None
        except UserFacingError as error:
            self.last_message = show_message(self, self.tr("Workshop"), error_text(error))
            return
        self._start(self.tr("Changing a copy ({kind}) and checking it again…").format(kind=kind),
                    lambda control: run_workshop(bundle, kind, control.progress, witnesses),
                    self._tampered)

    def _tampered(self, result: WorkshopResult | None, error) -> None:
        if error is not None or result is None:
            self._failed(error)
            return
        self._drop_workshop()
        self.workshop = result
        self._show(result.report)
        self.workshop_view.show_result(result)
        self.tabs.setCurrentWidget(self.workshop_view)

    def restore_original(self) -> None:
        self._drop_workshop()
        if self.original is not None:
            self._show(self.original)
        self.workshop_view.show_restored()

    def _drop_workshop(self) -> None:
        if self.workshop is not None:
            self.workshop.cleanup()
            self.workshop = None

    # -- presentation, drops, closing -----------------------------------------------------
    def set_presentation(self, on: bool) -> None:
        font = QFont(self._base_font)
        if on:
            font.setPointSizeF(self._base_font.pointSizeF() * PRESENTATION_SCALE)
        QApplication.setFont(font)
        for banner in (self.demo_banner, self.workshop_banner):
            banner.setFont(font)  # styled labels do not follow the application font
        config.PRESENTATION.set(on)
        # Redraw once the font change has reached every widget, so sizes are measured anew.
        QTimer.singleShot(0, self._redraw)

    def _redraw(self) -> None:
        if self.report is not None and not self.busy:
            self._show(self.report)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        paths = [Path(u.toLocalFile()) for u in event.mimeData().urls() if u.isLocalFile()]
        if paths:
            event.acceptProposedAction()
            self.open_paths(paths)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.control is not None:
            self.control.cancel()
        if self.watch.watching:
            self.watch.stop()
        self._drop_workshop()
        super().closeEvent(event)


NO_NETWORK = "net.no_network"


def without_no_network(message: Message) -> tuple[Message | None, bool]:
    """The walk's progress sentence without its no-network notice, which the window shows
    apart, and whether the notice was in it (anywhere in a "; "-joined sentence)."""
    if message.id == NO_NETWORK:
        return None, True
    found = False
    values = []
    for name, value in message.values:
        if isinstance(value, Message):
            value, here = without_no_network(value)
            found = found or here
        values.append((name, value))
    if message.id == "join.semicolon":
        kept = [v for _, v in values if v is not None]
        if len(kept) < 2:
            return (kept[0] if kept else None), found
    if any(v is None for _, v in values):  # the notice was a whole value: keep the sentence
        return message, found
    return Message(message.id, tuple(values)), found
