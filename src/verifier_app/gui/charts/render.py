"""Every chart as PNG bytes, without a window (for the report export).

Needs Qt but no display: when no application exists yet, one is made on the offscreen
platform (unless the caller chose a platform).
"""

from __future__ import annotations

import os

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

WIDTH = 900  # drawn near print size: its words stay legible on the page
HEIGHT = 600


def _application() -> QApplication:
    app = QApplication.instance()
    if app is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication([])
    return app  # type: ignore[return-value]


def chart_images(stats) -> dict[str, bytes]:
    """{chart key: PNG bytes} for each chart, drawn for the latest run and shortest horizon."""
    _application()
    from verifier_app.gui.charts.registry import CHARTS, default_choice

    run, horizon = default_choice(stats)
    out: dict[str, bytes] = {}
    for chart_class in CHARTS:
        chart = drawn(chart_class, stats, run, horizon)
        out[chart.key] = chart.png_bytes(WIDTH)
        chart.deleteLater()
    return out


def drawn(chart_class, stats, run: str | None, horizon: str | None):
    """One chart drawn and laid out at the export size, its words fitted, without a window."""
    chart = chart_class()
    chart.show_stats(stats, run, horizon)
    for _ in range(2):  # the words' wrapping changes the layout: lay out, fit, lay out again
        chart.view.ci.setGeometry(QRectF(0, 0, WIDTH, HEIGHT))  # no window: size it directly
        chart.view.ci.layout.activate()
        chart.tidy()
    return chart
