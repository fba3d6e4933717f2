"""Placeholder for the statistics views, which come in a later version (no fake charts)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from verifier_app.gui.messages import STATISTICS_LATER


class StatisticsView(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAccessibleName("Statistics")
        layout = QVBoxLayout(self)
        note = QLabel(STATISTICS_LATER)
        note.setWordWrap(True)
        note.setAccessibleName("Statistics are coming")
        layout.addWidget(note)
        layout.addStretch(1)
