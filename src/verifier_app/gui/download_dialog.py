"""File > Download…: fetch a league's bundle from its site or its analysis release.

The dialog only collects the source, the days and the folder; the download itself is
``verifier_app.fetch.fetch_bundle`` (the same as ``verifier-app fetch``), run off the GUI
thread. Cancel stops it between two blocks and leaves any earlier copy of the bundle as it
was. On success ``on_done(bundle folder)`` lets the main window open the bundle.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDate, QObject, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QDateEdit,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from verifier_app.core.errors import Cancelled, UserFacingError
from verifier_app.fetch import FetchReport, FetchRequest, Progress, fetch_bundle
from verifier_app.fetch.sources import DEFAULT_DATA_URL
from verifier_app.fetch.store import default_bundles_dir
from verifier_app.gui.errors import show_message
from verifier_app.gui.messages import engine_text, error_text, render, tr
from verifier_app.gui.tasks import TaskControl, TaskRunner

PROGRESS_EVERY = 0.05  # seconds between progress updates for one file


class _Relay(QObject):
    """Carries progress from the download thread to the dialog (a queued signal)."""

    progressed = Signal(object)


class DownloadDialog(QDialog):
    def __init__(self, parent: QWidget | None, on_done: Callable[[Path], None],
                 runner: TaskRunner | None = None):
        super().__init__(parent)
        self.setWindowTitle(tr("Download a bundle"))
        self.on_done = on_done
        self.runner = runner or getattr(parent, "runner", None) or TaskRunner()
        self.control: TaskControl | None = None
        self.report: FetchReport | None = None
        self.last_message: QMessageBox | None = None
        self._relay = _Relay(self)
        self._relay.progressed.connect(self._show_progress)
        self._last_emit = (0.0, "")
        self._build()

    # -- layout ------------------------------------------------------------------------
    def _build(self) -> None:
        form = QFormLayout()
        self.source_edit = QLineEdit(DEFAULT_DATA_URL)
        self.source_edit.setToolTip(tr("The data address, a proof-day page, or the analysis "
                                       "release's DOI (10.5281/zenodo.N)"))
        form.addRow(tr("&Source (address or DOI):"), self.source_edit)
        self.days_check = QCheckBox(tr("Fetch the &proofs of these days:"))
        self.days_check.setChecked(True)
        today = QDate.currentDate()
        self.first_day, self.last_day = QDateEdit(today), QDateEdit(today)
        days_row = QHBoxLayout()
        for widget in (self.first_day, self.last_day):
            widget.setCalendarPopup(True)
            widget.setDisplayFormat("yyyy-MM-dd")
        days_row.addWidget(self.first_day)
        days_row.addWidget(QLabel(tr("to")))
        days_row.addWidget(self.last_day)
        form.addRow(self.days_check, days_row)
        self.dest_edit = QLineEdit()
        self.dest_edit.setPlaceholderText(str(default_bundles_dir() / "<name>"))
        choose = QPushButton(tr("C&hoose…"))
        choose.clicked.connect(self._choose_folder)
        dest_row = QHBoxLayout()
        dest_row.addWidget(self.dest_edit)
        dest_row.addWidget(choose)
        form.addRow(tr("&Folder:"), dest_row)
        self.zenodo_edit = QLineEdit()
        self.zenodo_edit.setPlaceholderText(tr("https://zenodo.org/api (for a DOI)"))
        form.addRow(tr("Release &API:"), self.zenodo_edit)
        self.file_label = QLabel("")
        self.file_bar, self.overall_bar = QProgressBar(), QProgressBar()
        self.overall_bar.setAccessibleName(tr("overall progress"))
        self.file_bar.setAccessibleName(tr("progress of this file"))
        self.status = QLabel("")
        self.status.setWordWrap(True)
        self.download_button = QPushButton(tr("&Download"))
        self.download_button.setDefault(True)
        self.download_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(tr("Cancel"))
        self.cancel_button.clicked.connect(self.cancel)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.download_button)
        buttons.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        for widget in (self.file_label, self.file_bar, QLabel(tr("All files:")), self.overall_bar,
                       self.status):
            layout.addWidget(widget)
        layout.addLayout(buttons)

    def _choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, tr("Folder for the bundle"))
        if folder:
            self.dest_edit.setText(folder)

    # -- running ---------------------------------------------------------------------
    def request(self) -> FetchRequest:
        days = []
        if self.days_check.isChecked():
            first = self.first_day.date().toString("yyyy-MM-dd")
            last = self.last_day.date().toString("yyyy-MM-dd")
            days = [f"{first}..{last}"] if first != last else [first]
        dest = self.dest_edit.text().strip()
        return FetchRequest(self.source_edit.text().strip(), Path(dest) if dest else None,
                            days, self.zenodo_edit.text().strip() or None)

    @property
    def busy(self) -> bool:
        return self.control is not None

    def start(self) -> None:
        if self.busy:
            return
        request = self.request()
        self.report = None
        self._set_running(True)
        self.status.setText(tr("Downloading…"))
        self.control = self.runner.run(lambda control: self._work(request, control),
                                       self._finished)

    def _work(self, request: FetchRequest, control: TaskControl) -> FetchReport:
        """In the worker thread: no widgets here, only the relay."""
        def progress(event: Progress) -> None:
            now = time.monotonic()
            last_time, last_label = self._last_emit
            if event.label != last_label or now - last_time >= PROGRESS_EVERY:
                self._last_emit = (now, event.label)
                self._relay.progressed.emit(event)

        return fetch_bundle(request, progress, control.cancelled)

    def cancel(self) -> None:
        if self.control is not None:
            self.control.cancel()
            self.status.setText(tr("Stopping…"))
        else:
            self.reject()

    @Slot(object)
    def _show_progress(self, event: Progress) -> None:
        self.file_label.setText(event.label)
        fraction = event.file_fraction
        self.file_bar.setRange(0, 0 if fraction is None else 1000)  # busy when size unknown
        if fraction is not None:
            self.file_bar.setValue(int(fraction * 1000))
        self.overall_bar.setRange(0, 1000)
        self.overall_bar.setValue(int(event.overall * 1000))

    def _finished(self, report: Any, error: BaseException | None) -> None:
        self.control = None
        self._set_running(False)
        if isinstance(error, Cancelled):
            self.status.setText(tr("Stopped. Any earlier copy of the bundle is as it was; "
                                   "Download again to resume."))
            return
        if isinstance(error, UserFacingError):
            self.status.setText(error_text(error))
            return
        if error is not None:
            from verifier_app.gui.errors import show_crash

            show_crash(error, self)
            return
        self.report = report
        self._summarise(report)
        self.on_done(report.dest)
        if report.verdict == "ok":
            self.accept()

    def _summarise(self, report: FetchReport) -> None:
        self.overall_bar.setRange(0, 1000)
        self.overall_bar.setValue(1000)
        lines = [tr("Saved in {folder}.").format(folder=report.dest)]
        lines += [render(said) for said in report.said_problems[:6]] or report.problems[:6]
        if len(report.problems) > 6:
            lines.append(tr("… and %Ln more problem(s).", None, len(report.problems) - 6))
        self.status.setText("\n".join(lines))
        if report.alarms:
            text = "\n\n".join(tr("{detail}\nYour earlier copy: {kept_at}").format(
                detail=f.said_in(engine_text), kept_at=f.kept_at) for f in report.alarms)
            self.last_message = show_message(self, tr("History was rewritten"), text)

    def _set_running(self, running: bool) -> None:
        for widget in (self.source_edit, self.days_check, self.first_day, self.last_day,
                       self.dest_edit, self.zenodo_edit, self.download_button):
            widget.setEnabled(not running)
        self.cancel_button.setText(tr("Cancel") if running else tr("Close"))


def open_download_dialog(parent: QWidget | None, on_done: Callable[[Path], None]) -> None:
    """Show the dialog (non-blocking); it stays reachable as ``parent.download_dialog``."""
    dialog = DownloadDialog(parent, on_done)
    if parent is not None:
        parent.download_dialog = dialog  # type: ignore[attr-defined]
    dialog.open()
