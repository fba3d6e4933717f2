"""The reader's own history in the window (issue 29, items 2 and 3).

- File > History: every check the history holds (when, which source, the head verified,
  how many seals) and every entry that could not be used, with its reason
  (``HistoryDialog``).
- The re-check on screen (``HistoryPanel``): opening a downloaded bundle whose source the
  history knows re-checks it from there; the verdict banner says what the re-check found
  ("Unchanged since your check of …"), this panel lists the new seals and the recomputed
  step 7, and offers a full walk.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from verifier_app.anchors.anchor_options import AnchorOptions
from verifier_app.core.bundle import Bundle
from verifier_app.core.errors import UserFacingError
from verifier_app.core.messages import Message
from verifier_app.core.results import SealResult, Status
from verifier_app.core.status import combine
from verifier_app.gui.marks import icon, word
from verifier_app.gui.messages import engine_text, render, tr
from verifier_app.history.recheck import Recheck, recheck
from verifier_app.history.source import bundle_source
from verifier_app.history.store import (
    History,
    load_history,
    not_written,
    record_walk,
    unusable_key,
)

if TYPE_CHECKING:
    from verifier_app.engine.walk import WalkReport
    from verifier_app.gui.window_parts import Window

MAX_SHOWN_SEALS = 200  # new seals listed in the panel; the rest are counted


class HistoryDialog(QDialog):
    """File > History: the checks kept, newest first, and the entries not used."""

    def __init__(self, history: History, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(tr("Your history of checks"))
        self.setAccessibleName(tr("Your history of checks"))
        layout = QVBoxLayout(self)
        intro = QLabel(tr("Each check of a downloaded bundle records the book lines it "
                          "verified, signed with your own key. Opening the same source again "
                          "checks that those lines are unchanged and walks only what is "
                          "new."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.table = QTableWidget(0, 5)
        self.table.setAccessibleName(tr("Checks in your history"))
        self.table.setHorizontalHeaderLabels([
            tr("Checked at (UTC)"), tr("Source"), tr("Book lines verified"),
            tr("Prefix SHA-256"), tr("Seals")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self._fill(history)
        layout.addWidget(self.table, 1)
        self.damaged = QLabel("\n".join(render(d.message) for d in history.damaged))
        self.damaged.setWordWrap(True)
        self.damaged.setAccessibleName(tr("History entries not used"))
        self.damaged.setStyleSheet("color: #b71c1c;")
        self.damaged.setVisible(bool(history.damaged))
        layout.addWidget(self.damaged)
        self.not_read = QLabel("\n".join(render(m) for m in history.not_read))
        self.not_read.setWordWrap(True)  # a cap, said where its result is shown
        self.not_read.setVisible(bool(history.not_read))
        layout.addWidget(self.not_read)
        self.empty = QLabel(tr("Your history is empty: no downloaded bundle was checked yet."))
        self.empty.setVisible(not history.entries)
        layout.addWidget(self.empty)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(980, 420)

    def _fill(self, history: History) -> None:
        entries = list(reversed(history.entries))
        self.table.setRowCount(len(entries))
        for row, entry in enumerate(entries):
            record, s = entry.record, entry.record.statement
            values = (s.time, record.source,
                      tr("1–{lines} of {book}").format(lines=f"{s.lines:,}", book=record.file),
                      s.prefix_sha256[:16] + "…", f"{len(record.seals):,}")
            tips = (s.time, record.source, record.file, tr(
                "Prefix SHA-256: {sha256}\nLast link: {link}").format(
                sha256=s.prefix_sha256, link=s.head_link), "")
            for column, (value, tip) in enumerate(zip(values, tips, strict=True)):
                item = QTableWidgetItem(value)
                item.setToolTip(tip or value)
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)


def show_history(window: Window) -> HistoryDialog:
    return window.show_history(HistoryDialog(load_history(), window))


class HistoryPanel(QFrame):
    """Under the verdict, after a re-check: the new seals, step 7, and a full walk."""

    def __init__(self, walk_again: Callable[[], None]):
        """``walk_again``: the window's full walk of the bundle on screen."""
        super().__init__()
        self.walk_again = walk_again
        self.setObjectName("historyPanel")
        self.setStyleSheet("#historyPanel { border: 1px solid #90a4ae; }")
        self.setAccessibleName(tr("Re-check from your history"))
        layout = QVBoxLayout(self)
        self.details = QLabel("")
        self.details.setWordWrap(True)
        self.details.setAccessibleName(tr("What the re-check walked"))
        row = QHBoxLayout()
        self.full = QPushButton(tr("Walk in &full"))
        self.full.setAccessibleName(tr("Walk the whole bundle again, every line and seal"))
        self.full.clicked.connect(self.walk_in_full)
        row.addWidget(self.details, 1)
        row.addWidget(self.full)
        layout.addLayout(row)
        self.seals = QTableWidget(0, 3)
        self.seals.setAccessibleName(tr("New seals"))
        self.seals.setHorizontalHeaderLabels([tr("Result"), tr("Stamped list"), tr("Anchors")])
        self.seals.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.seals.verticalHeader().setVisible(False)
        layout.addWidget(self.seals, 1)
        layout.addStretch(0)  # takes the room only while the table is hidden
        self.shown: Recheck | None = None
        self.setVisible(False)

    def show_recheck(self, found: Recheck) -> None:
        self.shown = found
        if found.prefix is None or not found.prefix.extends:
            lines = [tr("Nothing after the recorded lines was walked: a rewrite of lines you "
                        "checked fails the re-check, whatever follows. Walk in full to see "
                        "every step on this copy.")]
        else:
            lines = self._walked_lines(found)
        lines += [render(d.message) for d in found.damaged]
        lines += [render(n) for n in found.notes]
        self.details.setText("\n".join(lines))
        self._fill_seals(found)
        self.setVisible(True)

    def _walked_lines(self, found: Recheck) -> list[str]:
        lines = [tr("Lines walked now: %Ln (the new ones only); seals checked now: {seals}; "
                    "seals you checked before and found unchanged: {known}.", None,
                    found.lines_scanned).format(seals=len(found.new_seals),
                                                known=found.known_seals)]
        if found.statistics is not None:
            lines.append(tr("Step 7 recomputed: {status}. {said}").format(
                status=word(found.statistics.status), said=found.statistics.said(engine_text)))
        elif step7_pending(found):
            lines.append(tr("Step 7 is being recomputed from the rows verified now…"))
        hidden = len(found.new_seals) - MAX_SHOWN_SEALS
        if hidden > 0:  # a cap, said where its result is shown
            lines.append(tr("The table lists the first {shown} new seals; %Ln more are not "
                            "listed here (all are in 'verifier-app history PATH --json').",
                            None, hidden).format(shown=MAX_SHOWN_SEALS))
        return lines

    def _fill_seals(self, found: Recheck) -> None:
        shown = found.new_seals[:MAX_SHOWN_SEALS]
        self.seals.setRowCount(len(shown))
        for row, seal in enumerate(shown):
            status = QTableWidgetItem(icon(seal.status), word(seal.status))
            self.seals.setItem(row, 0, status)
            self.seals.setItem(row, 1, QTableWidgetItem(seal.list))
            self.seals.setItem(row, 2, QTableWidgetItem(_anchor_words(seal)))
        self.seals.setVisible(bool(shown))
        self.seals.resizeColumnsToContents()

    def walk_in_full(self) -> None:
        self.walk_again()


def recheck_known(bundle: Bundle, anchors: AnchorOptions) -> Recheck | None:
    """In the worker: the re-check of a downloaded bundle the history knows; None when
    there is no usable entry to start from (the bundle is then walked in full)."""
    if bundle_source(bundle) is None:
        return None
    found = recheck(bundle, anchors, statistics=False)  # step 7 follows (statistics_for)
    return found if found.done else None


# Why a report's walk could not be recorded (a full disk, a folder that cannot be made),
# by the report's id while the report lives: said with it (``damaged_notice``).
_not_recorded: dict[int, Message] = {}


def record_known(report: WalkReport) -> None:
    """In the worker: a full walk of a downloaded bundle is recorded in the history. A
    history that cannot be written leaves the walk's result as it is, and is said beside
    it (``damaged_notice``)."""
    source = bundle_source(report.bundle)
    if source is None:
        return
    try:
        record_walk(report, source)
    except (OSError, ValueError, UserFacingError) as error:
        key = id(report)
        _not_recorded[key] = not_written(error)
        weakref.finalize(report, _not_recorded.pop, key, None)


def damaged_notice(report: WalkReport) -> str:
    """The entries of this bundle's source that could not be used (a few small files), and
    why the walk was not recorded when the reader's key file is damaged (the worker's
    recording leaves the walk's result as it is, so it is said here)."""
    source = bundle_source(report.bundle)
    if source is None:
        return ""
    said = [render(d.message) for d in load_history(source).damaged]
    not_recorded = _not_recorded.get(id(report))
    key = unusable_key() if not_recorded is None else not_recorded
    return "\n".join([*said, render(key)] if key is not None else said)


def recheck_title(found: Recheck) -> str:
    """The verdict banner's headline for a re-check."""
    return tr("Re-checked from where you left off")


def recheck_status(found: Recheck) -> str:
    """The status bar's line for a re-check."""
    return tr("Re-checked from where you left off: {status}.").format(
        status=word(shown_status(found)))


def step7_pending(found: Recheck) -> bool:
    """Whether step 7 of this re-check is still to be recomputed (``with_statistics``)."""
    return found.statistics is None and found.bundle is not None and \
        found.prefix is not None and found.prefix.extends


def shown_status(found: Recheck) -> Status:
    """The re-check's status as the window shows it: while step 7 is still being
    recomputed, a re-check is not a pass yet (not checked, unless it already failed);
    afterwards, the re-check's own status, which step 7's joins."""
    return combine([found.status, Status.NOT_CHECKED]) if step7_pending(found) else found.status


def _anchor_words(seal: SealResult) -> str:
    named = [(tr("Bitcoin"), seal.ots)] if seal.ots is not None else []
    named += [(token.tsa, token) for token in seal.tokens]
    named += [(tr("log"), seal.rekor)] if seal.rekor is not None else []
    return ", ".join(f"{name}: {word(anchor.status)}" for name, anchor in named) or "-"
