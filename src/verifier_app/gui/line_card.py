"""One book line as a readable card next to its stored bytes.

The card shows who answered and the 12 x 4 grid of one chosen field (probability,
action, target, invalidation); the raw side shows the line as stored and the seal and
link recomputed from it, each marked match or mismatch.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QSizePolicy,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from verifier_app.core.book_lines import LineCheck
from verifier_app.core.results import Status
from verifier_app.engine.properties import LineProperties, P1b
from verifier_app.gui.marks import MarkLabel, word
from verifier_app.gui.messages import engine_text, tr
from verifier_app.gui.messages import text as say

ASSET_ORDER = ("SPX", "NDX", "DJI", "SOX", "US10Y", "DXY", "VIX", "GOLD", "WTI", "BRENT",
               "COPPER", "BTC")
HORIZON_ORDER = ("1d", "1w", "1m", "6m")
FIELDS = [("prob_up", QT_TRANSLATE_NOOP("messages", "Probability up (%)")),
          ("action", QT_TRANSLATE_NOOP("messages", "Action")),
          ("target", QT_TRANSLATE_NOOP("messages", "Target")),
          ("invalidation", QT_TRANSLATE_NOOP("messages", "Invalidation level")),
          ("exp_pct", QT_TRANSLATE_NOOP("messages", "Expected change (%)"))]
HEADER_FIELDS = [("seat", QT_TRANSLATE_NOOP("messages", "Seat")),
                 ("model", QT_TRANSLATE_NOOP("messages", "Model")),
                 ("mode", QT_TRANSLATE_NOOP("messages", "Mode")),
                 ("kind", QT_TRANSLATE_NOOP("messages", "Kind")),
                 ("at", QT_TRANSLATE_NOOP("messages", "Written at")),
                 ("booked_at", QT_TRANSLATE_NOOP("messages", "Booked at")),
                 ("run_id", QT_TRANSLATE_NOOP("messages", "Run"))]


def short(digest: str | None) -> str:
    if not digest:
        return tr("(none)")
    return digest if len(digest) <= 24 else f"{digest[:12]}…{digest[-8:]}"


def ordered(keys: list[str], order: tuple[str, ...]) -> list[str]:
    return [k for k in order if k in keys] + sorted(k for k in keys if k not in order)


PROPERTY_NAMES = (("P2", QT_TRANSLATE_NOOP("messages", "no substitution")),
                  ("P1a", QT_TRANSLATE_NOOP("messages", "no rebuild after the anchor")),
                  ("P1b", QT_TRANSLATE_NOOP("messages", "committed before the reference price")),
                  ("P3", QT_TRANSLATE_NOOP("messages", "no selection among runs")))


def describe_properties(properties: LineProperties | None) -> str:
    """The four proof-of-before conclusions of one line, as rich text with words."""
    if properties is None:
        return ""
    rows = []
    named = dict(properties.named())
    for key, name in PROPERTY_NAMES:
        found = named[key]
        status = found.status
        level = ", " + tr("level {level}").format(level=found.level) if found.level else ""
        detail = html.escape(found.said.render(engine_text))
        # A late line with its own reference is its own event, not a pass or a failure of
        # the common event: said in words, before its status.
        shown = tr("SEPARATE EVENT, {status}").format(status=word(status)) \
            if isinstance(found, P1b) and found.separate_event else word(status)
        rows.append(f"<b>{key}</b> {html.escape(say(name))}: <b>{shown}</b>{level}. {detail}")
    heading = tr("Proof of before for this line")
    return f"<b>{html.escape(heading)}</b><br>" + "<br>".join(rows)


class LineCard(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAccessibleName(tr("Line card"))
        self.check: LineCheck | None = None
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self._build_card())
        split.addWidget(self._build_raw())
        split.setSizes([560, 440])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel(tr("Select a line to see it here."))
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        layout.addWidget(split, 1)

    def _build_card(self) -> QWidget:
        box = QGroupBox(tr("The answer, readable"))
        layout = QVBoxLayout(box)
        form = QGridLayout()  # two label/value pairs per row: saves height for the grid
        self.header_labels: dict[str, QLabel] = {}
        for index, (key, label) in enumerate(HEADER_FIELDS):
            value = QLabel("")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            value.setAccessibleName(say(label))
            self.header_labels[key] = value
            name = QLabel(f"<b>{html.escape(say(label))}:</b>")
            form.addWidget(name, index // 2, 2 * (index % 2))
            form.addWidget(value, index // 2, 2 * (index % 2) + 1)
        form.setColumnStretch(1, 1)
        form.setColumnStretch(3, 1)
        layout.addLayout(form)
        row = QHBoxLayout()
        show = QLabel(tr("&Show in grid:"))
        self.field_box = QComboBox()
        self.field_box.setAccessibleName(tr("Field shown in the forecast grid"))
        for key, label in FIELDS:
            self.field_box.addItem(say(label), key)
        show.setBuddy(self.field_box)
        self.field_box.currentIndexChanged.connect(self._fill_grid)
        row.addWidget(show)
        row.addWidget(self.field_box, 1)
        layout.addLayout(row)
        self.grid = QTableWidget(0, 0)
        self.grid.setAccessibleName(tr("Forecast grid: markets by horizon"))
        self.grid.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        layout.addWidget(self.grid, 1)
        self.note = QLabel("")
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        return box

    def _build_raw(self) -> QWidget:
        box = QGroupBox(tr("The line as stored, with seal and link recomputed"))
        layout = QVBoxLayout(box)
        checks = QGridLayout()
        self.seal_mark = MarkLabel(Status.NOT_CHECKED, scale=1.3)
        self.link_mark = MarkLabel(Status.NOT_CHECKED, scale=1.3)
        self.seal_text = QLabel("")
        self.link_text = QLabel("")
        for row, (mark, text) in enumerate(((self.seal_mark, self.seal_text),
                                            (self.link_mark, self.link_text))):
            text.setWordWrap(True)
            text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            checks.addWidget(mark, row, 0)
            checks.addWidget(text, row, 1)
        checks.setColumnStretch(1, 1)
        layout.addLayout(checks)
        self.problem = QLabel("")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        # What the line's seals prove about it: beside the recomputed seal and link.
        self.proofs = QLabel("")
        self.proofs.setWordWrap(True)
        self.proofs.setAccessibleName(tr("Proof-of-before properties of this line"))
        self.proofs.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # Never clipped: the raw JSON below scrolls and gives up its height first.
        self.proofs.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        layout.addWidget(self.proofs)
        self.raw = QPlainTextEdit()
        self.raw.setReadOnly(True)
        self.raw.setAccessibleName(tr("Raw JSON of the line"))
        self.raw.setMinimumHeight(60)
        layout.addWidget(self.raw, 1)
        return box

    # -- filling -------------------------------------------------------------------------
    def clear(self) -> None:
        """Nothing chosen: no line of any bundle stays on screen."""
        self.check = None
        self.heading.setText(tr("Select a line to see it here."))
        for label in self.header_labels.values():
            label.setText("")
        for mark, text in ((self.seal_mark, self.seal_text), (self.link_mark, self.link_text)):
            mark.set_status(Status.NOT_CHECKED)
            text.setText("")
            text.setToolTip("")
        self.problem.setText("")
        self.proofs.setText("")
        self.raw.setPlainText("")
        self._fill_grid()

    def show_line(self, check: LineCheck, status_word: str = "",
                  properties: LineProperties | None = None) -> None:
        """``properties``: this line's P2, P1a, P1b and P3 from the walk, if it is an answer."""
        self.check = check
        self.proofs.setText(describe_properties(properties))
        line = check.line or {}
        heading = tr("Book line {n}").format(n=check.n)
        self.heading.setText(heading + (f" ({status_word})" if status_word else ""))
        for key, label in self.header_labels.items():
            value = line.get(key)
            label.setText("" if value is None else str(value))
        if "model" not in line and any("commit" in key for key in line):
            self.header_labels["model"].setText(tr("sealed (blind season): shown by seat only"))
        self._fill_checks(check)
        self.raw.setPlainText(check.raw.decode("utf-8", errors="replace"))
        self._fill_grid()

    def _fill_checks(self, check: LineCheck) -> None:
        for mark, text, stored, computed, ok, words in (
            (self.seal_mark, self.seal_text, check.stored_seal, check.computed_seal,
             check.seal_ok, (tr("The seal could not be recomputed."), tr("seal matches"),
                             tr("seal MISMATCH"), tr("seal stored: {value}"),
                             tr("seal recomputed: {value}"))),
            (self.link_mark, self.link_text, check.stored_link, check.computed_link,
             check.link_ok, (tr("The link could not be recomputed."), tr("link matches"),
                             tr("link MISMATCH"), tr("link stored: {value}"),
                             tr("link recomputed: {value}"))),
        ):
            missing, matches, mismatch, was, now = words
            if computed is None:
                mark.set_status(Status.NOT_CHECKED)
                text.setText(missing)
                continue
            mark.set_status(Status.PASS if ok else Status.FAIL, matches if ok else mismatch)
            text.setText(tr("stored {stored}\nrecomputed {computed}").format(
                stored=short(stored), computed=short(computed)))
            text.setToolTip(was.format(value=stored) + "\n" + now.format(value=computed))
        self.problem.setText(check.problem)

    def _fill_grid(self) -> None:
        line = (self.check.line or {}) if self.check else {}
        items = line.get("items")
        if not isinstance(items, dict) or not items:
            self.grid.setRowCount(0)
            self.grid.setColumnCount(0)
            kind = line.get("kind", "unknown")
            self.note.setText(tr("This is a '{kind}' line: it holds no forecasts to show in a "
                                 "grid.").format(kind=kind) if self.check else "")
            return
        self.note.setText(tr("Each cell is one forecast: will the market be higher at the "
                             "end of the horizon than at the reference price?"))
        self._grid_from(items, self.field_box.currentData())

    def _grid_from(self, items: dict[str, Any], key: str) -> None:
        assets = ordered(list(items), ASSET_ORDER)
        horizons = ordered(sorted({h for a in items.values() if isinstance(a, dict)
                                   for h in a}), HORIZON_ORDER)
        self.grid.setRowCount(len(assets))
        self.grid.setColumnCount(len(horizons))
        self.grid.setVerticalHeaderLabels(assets)
        self.grid.setHorizontalHeaderLabels(horizons)
        for r, asset in enumerate(assets):
            for c, horizon in enumerate(horizons):
                cell = items.get(asset, {}).get(horizon) if isinstance(items.get(asset),
                                                                       dict) else None
                value = cell.get(key) if isinstance(cell, dict) else None
                item = QTableWidgetItem("—" if value is None else str(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if isinstance(cell, dict):
                    item.setToolTip("\n".join(f"{k}: {v}" for k, v in sorted(cell.items())))
                self.grid.setItem(r, c, item)
        self.grid.resizeColumnsToContents()
