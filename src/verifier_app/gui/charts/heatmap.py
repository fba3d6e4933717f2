"""Cells of a labelled matrix with the value written in each cell (never colour alone).

Empty cells (NaN) are light grey and marked with a dash. Row 0 is drawn at the top. The
colours are one image (plain Qt rectangle items crash PySide when the plot is cleared).
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter

from verifier_app.gui.charts.axis import in_locale
from verifier_app.gui.charts.panel import PLOT_ROW, ChartPanel
from verifier_app.gui.charts.style import HEATMAP, font, points


def draw_matrix(panel: ChartPanel, values: np.ndarray, rows: list[str], cols: list[str],
                limits: tuple[float, float], fmt, tip, bar_label: str) -> None:
    """Draw ``values`` (rows x cols) as coloured cells with numbers and hover tips."""
    cmap = pg.colormap.get(HEATMAP)
    plot = panel.plot
    _cells(plot, cmap, values, limits)
    texts = [["–" if np.isnan(v) else fmt(v) for v in row] for row in values]
    plot.addItem(CellNumbers(texts, font(0.7 if len(cols) > 14 else 0.85)), ignoreBounds=True)
    xs, ys, tips = [], [], []
    for i, j in np.ndindex(values.shape):
        value = values[i, j]
        xs.append(j + 0.5)
        ys.append(i + 0.5)
        tips.append(tip(rows[i], cols[j], None if np.isnan(value) else value))
    panel.add_hover(xs, ys, tips)
    panel.hover_radius_px = 400.0  # nearest cell centre
    plot.invertY(True)
    panel.set_bottom_ticks([(j + 0.5, c) for j, c in enumerate(cols)], shrink_to=0.6)
    plot.getAxis("left").setTicks([[(i + 0.5, r) for i, r in enumerate(rows)]])
    plot.setXRange(0, max(len(cols), 1), padding=0.01)
    plot.setYRange(0, max(len(rows), 1), padding=0.01)
    plot.setMouseEnabled(False, False)
    _colour_bar(panel, cmap, limits, bar_label)


class CellNumbers(pg.GraphicsObject):
    """Every cell's number, centred in its cell at the font's own size whatever the zoom.

    One item paints them all: an item per number (pyqtgraph's TextItem) made a matrix
    of a few hundred cells hold up the window for a tenth of a second or more."""

    def __init__(self, texts: list[list[str]], text_font: QFont):
        super().__init__()
        self.texts = texts
        self.text_font = text_font
        self._rect = QRectF(0, 0, len(texts[0]) if texts else 0, len(texts))

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, *_args) -> None:
        # Written in the scene's units, not the data's: the plot's scaling is left out, an
        # export's enlargement (scene to image) is kept, as for pyqtgraph's own text.
        to_scene = self.sceneTransform()
        from_scene, _ = to_scene.inverted()
        painter.save()
        painter.setTransform(from_scene * painter.transform())
        painter.setFont(self.text_font)
        painter.setPen(QColor("black"))
        for i, row in enumerate(self.texts):
            for j, text in enumerate(row):
                centre = to_scene.map(QPointF(j + 0.5, i + 0.5))
                painter.drawText(QRectF(centre.x() - 200, centre.y() - 100, 400, 200),
                                 Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()


def _cells(plot, cmap, values: np.ndarray, limits: tuple[float, float]) -> None:
    low, high = limits
    scaled = np.clip((np.nan_to_num(values, nan=low) - low) / (high - low), 0, 1)
    rgba = cmap.map(scaled.ravel(), mode="byte").reshape(*values.shape, 4)
    rgba[np.isnan(values)] = (225, 225, 225, 255)
    image = pg.ImageItem(rgba, axisOrder="row-major")
    image.setRect(QRectF(0, 0, values.shape[1], values.shape[0]))
    plot.addItem(image)
    rows, cols = values.shape
    xs, ys = [], []  # white borders between cells, as pairs of end points
    for j in range(cols + 1):
        xs += [j, j]
        ys += [0, rows]
    for i in range(rows + 1):
        xs += [0, cols]
        ys += [i, i]
    plot.addItem(pg.PlotCurveItem(xs, ys, connect="pairs", pen=pg.mkPen("w", width=1.5)))


def _colour_bar(panel: ChartPanel, cmap, limits, label: str) -> None:
    bar = pg.ColorBarItem(values=limits, colorMap=cmap, interactive=False, width=16,
                          colorMapMenu=False)
    bar.axis.setStyle(tickFont=font(0.85))
    in_locale(bar.axis)
    bar.axis.setLabel(label, **{"font-size": points(0.9)})
    panel.view.addItem(bar, row=PLOT_ROW, col=1)
    panel.colour_bar = bar


def clear_ticks(panel: ChartPanel) -> None:
    panel.plot.getAxis("bottom").setTicks(None)
    panel.plot.getAxis("left").setTicks(None)
