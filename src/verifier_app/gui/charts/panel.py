"""One chart on screen: title, plot, caption (rows and rule), hover values and export.

The title and caption live inside the graphics scene, so a saved PNG or SVG carries the
row counts and the rule with it. Hovering a point (or stepping with the arrow keys while
the chart has focus) shows that point's values beside it.
"""

from __future__ import annotations

import html
from pathlib import Path

import numpy as np
import pyqtgraph as pg
import pyqtgraph.exporters as exporters
from PySide6.QtCore import QBuffer, QByteArray, QEvent, QIODevice, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from verifier_app.gui.charts.style import font, points

HOVER_RADIUS_PX = 14.0
EXPORT_WIDTH = 1400


class ChartPanel(QWidget):
    """A chart with its caption; subclasses draw through ``self.plot`` and ``add_hover``."""

    key = "chart"
    title = "Chart"

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAccessibleName(self.title)
        self.view = pg.GraphicsLayoutWidget()
        self.view.setAccessibleName(f"{self.title}: chart")
        self.view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.view.setMinimumHeight(self.fontMetrics().height() * 20)
        self.title_item = self.view.addLabel("", row=0, col=0, colspan=2)
        self.plot = self.view.addPlot(row=1, col=0)
        self.plot.setMenuEnabled(False)
        self.colour_bar: pg.ColorBarItem | None = None  # heatmaps (row 1, col 1)
        self.legend: pg.LegendItem | None = None  # below the plot (row 2): never over data
        self.caption_item = self.view.addLabel("", row=3, col=0, colspan=2, justify="left")
        self.caption_lines: list[str] = []
        self.hover_x = np.empty(0)
        self.hover_y = np.empty(0)
        self.hover_texts: list[str] = []
        self.hover_radius_px = HOVER_RADIUS_PX
        self.hover_label = pg.TextItem("", color="k", fill=pg.mkBrush(255, 255, 255, 235),
                                       border=pg.mkPen("k"), anchor=(0, 1))
        self.hover_label.setZValue(100)
        self.shown_hover: str | None = None
        self._key_index = -1
        self.view.scene().sigMouseMoved.connect(self._mouse_moved)
        self.view.installEventFilter(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)
        layout.addLayout(self._buttons())
        self.reset()

    def _buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addStretch(1)
        for fmt in ("PNG", "SVG"):
            button = QPushButton(f"Save as {fmt}…")
            button.setAccessibleName(f"Save the chart {self.title} as {fmt}")
            button.clicked.connect(lambda _=False, f=fmt: self.ask_export(f))
            row.addWidget(button)
        return row

    # -- drawing ------------------------------------------------------------------------
    def reset(self) -> None:
        """Empty plot with the app's fonts; subclasses draw after this."""
        self.plot.clear()
        for extra in (self.colour_bar, self.legend):
            if extra is not None:
                self.view.ci.removeItem(extra)
        self.colour_bar = None
        if self.legend is not None:
            self.legend.deleteLater()
            self.legend = self.plot.legend = None
        self.hover_x, self.hover_y, self.hover_texts = np.empty(0), np.empty(0), []
        self.shown_hover = None
        self.plot.addItem(self.hover_label, ignoreBounds=True)
        self.hover_label.setVisible(False)
        self.hover_label.setFont(font())
        for side in ("left", "bottom"):
            self.plot.getAxis(side).setStyle(tickFont=font(0.9))
        self.title_item.setText(html.escape(self.title), size=points(1.25), bold=True)

    def set_axes(self, bottom: str, left: str) -> None:
        self.plot.setLabel("bottom", html.escape(bottom), **{"font-size": points()})
        self.plot.setLabel("left", html.escape(left), **{"font-size": points()})

    def set_caption(self, lines: list[str]) -> None:
        self.caption_lines = lines
        text = "<br>".join(html.escape(line) for line in lines)
        self.caption_item.setText(text, size=points(0.9), color="#202020")
        self.setAccessibleDescription(" ".join(lines))
        self.view.setAccessibleDescription(" ".join(lines))

    def add_legend(self, columns: int = 3) -> pg.LegendItem:
        """A legend under the plot; items added to the plot with a name join it."""
        self.legend = pg.LegendItem(labelTextSize=points(0.9), colCount=columns,
                                    pen=pg.mkPen("#999"), horSpacing=30)
        self.view.addItem(self.legend, row=2, col=0)
        self.plot.legend = self.legend
        return self.legend

    def add_hover(self, xs, ys, texts: list[str]) -> None:
        self.hover_x = np.concatenate([self.hover_x, np.asarray(xs, dtype=float)])
        self.hover_y = np.concatenate([self.hover_y, np.asarray(ys, dtype=float)])
        self.hover_texts += list(texts)

    # -- hover ----------------------------------------------------------------------------
    def hover_at(self, x: float, y: float) -> str | None:
        """Show the values of the point nearest to (x, y) in data units, if close enough."""
        if not self.hover_texts:
            return self._hide_hover()
        px, py = self.plot.vb.viewPixelSize()
        dist = np.hypot((self.hover_x - x) / px, (self.hover_y - y) / py)
        i = int(np.nanargmin(dist))
        if dist[i] > self.hover_radius_px:
            return self._hide_hover()
        return self._show_hover(i)

    def _show_hover(self, i: int) -> str:
        text = self.hover_texts[i]
        self.hover_label.setText(text)
        self.hover_label.setPos(self.hover_x[i], self.hover_y[i])
        self.hover_label.setVisible(True)
        self.view.setToolTip(text)
        self.shown_hover = text
        return text

    def _hide_hover(self) -> None:
        self.hover_label.setVisible(False)
        self.view.setToolTip("")
        self.shown_hover = None
        return None

    def _mouse_moved(self, pos: QPointF) -> None:
        if not self.plot.sceneBoundingRect().contains(pos):
            self._hide_hover()
            return
        point = self.plot.vb.mapSceneToView(pos)
        self.hover_at(point.x(), point.y())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Left/Right step through the points while the chart has keyboard focus."""
        if watched is self.view and event.type() == QEvent.Type.KeyPress and self.hover_texts:
            step = {Qt.Key.Key_Right: 1, Qt.Key.Key_Left: -1}.get(event.key())
            if step:
                self._key_index = (self._key_index + step) % len(self.hover_texts)
                self._show_hover(self._key_index)
                return True
        return super().eventFilter(watched, event)

    # -- export ---------------------------------------------------------------------------
    def export(self, path: Path) -> Path:
        """Write the chart (title, plot, caption) as PNG or SVG, chosen by the suffix."""
        path = Path(path)
        self._hide_hover()
        if path.suffix.lower() == ".svg":
            self._write_svg(path)
        else:
            path.write_bytes(self.png_bytes())
        return path

    def png_bytes(self, width: int = EXPORT_WIDTH) -> bytes:
        self._hide_hover()
        exporter = exporters.ImageExporter(self.view.ci)
        exporter.parameters()["width"] = width
        image: QImage = exporter.export(toBytes=True)
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        buffer.close()
        return bytes(data)

    def _write_svg(self, path: Path) -> None:
        """Render the scene into Qt's SVG generator.

        pyqtgraph's SVGExporter cannot read the path data Qt 6.12 writes (it stops with a
        ValueError), so the scene is drawn straight into an SVG file instead.
        """
        source = self.view.ci.sceneBoundingRect()
        generator = QSvgGenerator()
        generator.setFileName(str(path))
        generator.setSize(source.size().toSize())
        generator.setViewBox(QRectF(0, 0, source.width(), source.height()))
        generator.setTitle(self.title)
        generator.setDescription(" ".join(self.caption_lines))
        painter = QPainter(generator)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.fillRect(QRectF(0, 0, source.width(), source.height()), Qt.GlobalColor.white)
            self.view.scene().render(painter, QRectF(0, 0, source.width(), source.height()),
                                     source)
        finally:
            painter.end()

    def ask_export(self, fmt: str) -> None:
        suffix = fmt.lower()
        name, _ = QFileDialog.getSaveFileName(self, f"Save {self.title} as {fmt}",
                                              f"{self.key}.{suffix}", f"{fmt} (*.{suffix})")
        if name:
            if not name.lower().endswith(f".{suffix}"):
                name += f".{suffix}"
            self.export(Path(name))
