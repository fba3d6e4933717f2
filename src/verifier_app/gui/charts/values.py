"""Every drawn point's values as a table, one click from its chart: nothing needs a hover.

The rows are the very texts the hover shows (``ChartPanel.add_hover``), in drawing order,
so the table and the hover can never disagree. It is filled only while it is shown: a
chart of thousands of points costs nothing until a reader asks for its values.
"""

from __future__ import annotations

from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem

from verifier_app.gui.messages import tr
from verifier_app.gui.tables import read_only_table


def one_line(text: str) -> str:
    """A hover text's lines as one table cell ('a\\nb' -> 'a; b')."""
    return "; ".join(part.strip() for part in text.splitlines() if part.strip())


def values_table(title: str) -> QTableWidget:
    table = read_only_table(tr("Values of the chart {title}").format(title=title),
                            [tr("Each drawn point, in the order drawn")])
    table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    table.setWordWrap(True)
    return table


def fill_values(table: QTableWidget, texts: list[str]) -> None:
    table.setRowCount(len(texts))
    for row, text in enumerate(texts):
        item = QTableWidgetItem(one_line(text))
        item.setToolTip(text)
        table.setItem(row, 0, item)
