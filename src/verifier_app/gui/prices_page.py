"""The Statistics tab's page for independent prices: choose your own price file, then read
every row where the league's prices or outcomes differ from it, with both values.

The file is read and reconciled off the GUI thread by the main window (``stats.prices``);
this page only asks for the file and shows the result. The format is in the README.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from verifier_app.gui.charts.tables import fill
from verifier_app.gui.messages import render
from verifier_app.gui.tables import read_only_table


def tr(source: str) -> str:
    # lupdate files module-level tr() calls under the empty context; look them up there.
    return QCoreApplication.translate("", source)


class PricesPage(QWidget):
    chosen = Signal(object)  # the Path of the reader's price file

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAccessibleName(tr("Independent prices"))
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.choose_button = QPushButton(tr("Reconcile with a &price file…"))
        self.choose_button.setAccessibleName(tr("Choose your own price file to reconcile "
                                                "every verified row with"))
        self.choose_button.clicked.connect(self.ask)
        row.addWidget(self.choose_button)
        row.addStretch(1)
        layout.addLayout(row)
        self.sentence = QLabel(tr("No price file given. Choose one exported from a provider "
                                  "you trust (columns asset, time, price; see the README): "
                                  "every verified row's reference price, close, change and "
                                  "outcome is then recomputed from it."))
        self.sentence.setWordWrap(True)
        self.sentence.setAccessibleName(tr("Result of the price reconciliation"))
        layout.addWidget(self.sentence)
        self.table = read_only_table(tr("Rows whose prices or outcome differ"), [
            tr("Run"), tr("Seat"), tr("Line"), tr("Market"), tr("Horizon"), tr("Field"),
            tr("League's file"), tr("Your price file")])
        layout.addWidget(self.table, 1)

    def ask(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, tr("Your price file"), "",
                                              tr("Price files (*.csv);;All files (*)"))
        if name:
            self.chosen.emit(Path(name))

    def show_problem(self, sentence: str) -> None:
        self.sentence.setText(sentence)
        fill(self.table, [])

    def show_stats(self, stats) -> None:
        result = getattr(stats, "prices", None)
        if result is None:
            return
        self.sentence.setText(render(result.said))
        fill(self.table, [[d.run_id, d.seat, "–" if d.line is None else str(d.line), d.asset,
                           d.horizon, d.field, str(d.league), str(d.recomputed)]
                          for d in result.differences])
