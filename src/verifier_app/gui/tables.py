"""The read-only tables of the app (seals, lines, crowd, consensus): one way to build them."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractItemView, QTableWidget


def read_only_table(name: str, headers: list[str]) -> QTableWidget:
    """A table a reader selects rows in but never edits; Tab leaves it (keyboard users)."""
    table = QTableWidget(0, len(headers))
    table.setAccessibleName(name)
    table.setHorizontalHeaderLabels(headers)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().setVisible(False)
    table.setTabKeyNavigation(False)
    return table
