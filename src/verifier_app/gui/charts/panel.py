"""One chart on screen: title, plot, caption (rows and rule), hover values and export.

The title and caption live inside the graphics scene, so a saved PNG or SVG carries the
row counts and the rule with it. Hovering a point (or stepping with the arrow keys while
the chart has focus) shows that point's values beside it.
"""

from __future__ import annotations

import html
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pyqtgraph as pg
import pyqtgraph.exporters as exporters
from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QEvent,
    QIODevice,
    QObject,
    QPointF,
    QRectF,
    Qt,
    QTimer,
)
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from verifier_app.gui.charts.axis import locale_axes
from verifier_app.gui.charts.layout import fit_legend, thin_ticks, tidy_labels, wrap_px
from verifier_app.gui.charts.style import base_points, font, points
from verifier_app.gui.charts.values import fill_values, values_table
from verifier_app.gui.messages import text, tr
from verifier_app.gui.write_places import refused

HOVER_RADIUS_PX = 14.0
MIN_LINES = 34  # the chart's least height, in lines of the app's font
PLOT_ROW = 2  # of the scene's grid: title, vertical axis name, plot, axis name, legend, caption
MARGIN_PX = 24  # the scene's own margins and a little air, left out of a line's width
EXPORT_WIDTH = 1400


class ChartPanel(QWidget):
    """A chart with its caption; subclasses draw through ``self.plot`` and ``add_hover``."""

    key = "chart"
    title = "Chart"

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAccessibleName(text(self.title))
        self.view = pg.GraphicsLayoutWidget()
        self.view.setAccessibleName(tr("{title}: chart").format(title=text(self.title)))
        self.view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # Tall enough for title, plot, legend and caption: a page scrolls rather than squeeze.
        self.view.setMinimumHeight(self.fontMetrics().height() * MIN_LINES)
        self.title_item = self.view.addLabel("", row=0, col=0, colspan=2)
        # The vertical axis is named above the plot, written across: a long name then
        # wraps with the chart's width instead of running past a short plot's height.
        self.y_label = self.view.addLabel("", row=1, col=0, colspan=2, justify="left")
        self.plot = self.view.addPlot(row=PLOT_ROW, col=0, axisItems=locale_axes())
        self.plot.setMenuEnabled(False)
        self.colour_bar: pg.ColorBarItem | None = None  # heatmaps (beside the plot, col 1)
        self.x_label = self.view.addLabel("", row=PLOT_ROW + 1, col=0)
        self.legend: pg.LegendItem | None = None  # below the plot: never over data
        self.caption_item = self.view.addLabel("", row=PLOT_ROW + 3, col=0, colspan=2,
                                               justify="left")
        # Words as given; drawn wrapped to the chart's width by ``tidy`` (titles, axis
        # names and captions never run past the chart, in any language).
        self.words: dict[str, str] = {"title": "", "x": "", "y": ""}
        self.caption_lines: list[str] = []
        self.labels: list[pg.TextItem] = []  # words drawn in the plot, most important first
        self.bottom_ticks: list[tuple[float, str]] | None = None  # thinned to fit (tidy)
        self.tick_shrink = 1.0
        self.legend_columns = 1
        self._tidying = False
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
        # Fitted again once Qt has laid the scene out (the geometry is final only then).
        self._tidy_timer = QTimer(self)
        self._tidy_timer.setSingleShot(True)
        self._tidy_timer.setInterval(0)
        self._tidy_timer.timeout.connect(self.tidy)
        self.plot.vb.sigResized.connect(self._tidy_later)
        self.plot.vb.sigRangeChanged.connect(self._tidy_later)
        self.view.installEventFilter(self)
        # The chart or, one click away, every point's values as a table (no hover needed).
        self.values = values_table(text(self.title))
        self.stack = QStackedWidget()
        self.stack.addWidget(self.view)
        self.stack.addWidget(self.values)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack, 1)
        layout.addLayout(self._buttons())
        self.reset()

    def _buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.values_button = QPushButton(tr("Show the values"))
        self.values_button.setCheckable(True)
        self.values_button.setAccessibleName(tr("Show the values of every point as a table"))
        self.values_button.toggled.connect(self.show_values)
        row.addWidget(self.values_button)
        row.addStretch(1)
        for fmt in ("PNG", "SVG"):
            button = QPushButton(tr("Save as {format}…").format(format=fmt))
            button.setAccessibleName(tr("Save the chart as {format}").format(format=fmt))
            button.clicked.connect(lambda _=False, f=fmt: self.ask_export(f))
            row.addWidget(button)
        return row

    # -- drawing ------------------------------------------------------------------------
    @classmethod
    def prepare(cls, stats) -> None:
        """Work a chart can do from the statistics alone (no widget), done off the GUI
        thread where they are computed; most charts have none."""

    def draw_steps(self, stats, run: str | None, horizon: str | None) -> Iterator[None]:
        """The drawing in parts, one per turn of the event loop (``show_stats`` draws them
        all at once); a chart quick to draw is one part."""
        self.show_stats(stats, run, horizon)
        yield

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
        self.labels, self.bottom_ticks, self.tick_shrink = [], None, 1.0
        if self.values_button.isChecked():
            fill_values(self.values, [])
        self.shown_hover = None
        self.plot.addItem(self.hover_label, ignoreBounds=True)
        self.hover_label.setVisible(False)
        self.hover_label.setFont(font())
        for side in ("left", "bottom"):
            self.plot.getAxis(side).setStyle(tickFont=font(0.9))
        self.words = {"title": "", "x": "", "y": ""}
        self.caption_lines = []
        self.set_title(text(self.title))

    def set_title(self, title: str) -> None:
        self.words["title"] = title
        self._draw_words()

    def set_axes(self, bottom: str, left: str) -> None:
        self.words["x"], self.words["y"] = bottom, "↑ " + left
        self._draw_words()

    def set_caption(self, lines: list[str]) -> None:
        self.caption_lines = lines
        self._draw_words()
        self.setAccessibleDescription(" ".join(lines))
        self.view.setAccessibleDescription(" ".join(lines))

    def add_label(self, text: str, x: float, y: float, anchor=(0, 0), color="#404040",
                  scale: float = 0.85, bold: bool = False) -> pg.TextItem:
        """A word in the plot at (x, y) in data units; ``tidy`` keeps it clear of the others
        and inside the plot, so add the most important first."""
        item = pg.TextItem(text, color=color, anchor=anchor)
        item.setFont(font(scale, bold))
        item.setPos(x, y)
        self.plot.addItem(item, ignoreBounds=True)
        self.labels.append(item)
        return item

    def set_bottom_ticks(self, ticks: list[tuple[float, str]], shrink_to: float = 1.0) -> None:
        """Named ticks on the bottom axis, thinned (or first shrunk) to fit by ``tidy``."""
        self.bottom_ticks, self.tick_shrink = list(ticks), shrink_to
        self.plot.getAxis("bottom").setTicks([self.bottom_ticks])

    def showEvent(self, event) -> None:
        """Drawn while hidden (another page), the words were fitted to no width: fit them
        to the width the chart is shown at."""
        super().showEvent(event)
        self.tidy()
        self._tidy_later()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.tidy()
        self._tidy_later()

    def _tidy_later(self, *_args) -> None:
        self._tidy_timer.start()

    def scene_width(self) -> float:
        """The width the scene is laid out to: the view's on screen, else the export's."""
        if self.view.isVisible():
            return float(self.view.viewport().width())
        return self.view.ci.geometry().width() or float(self.view.viewport().width())

    def _draw_words(self) -> None:
        """Title, axis names and caption, each wrapped to the chart's present width."""
        width = max(120.0, self.scene_width() - MARGIN_PX)
        for item, key, scale, bold, colour in (
                (self.title_item, "title", 1.25, True, "#000000"),
                (self.y_label, "y", 1.0, False, "#000000"),
                (self.x_label, "x", 1.0, False, "#000000")):
            lines = wrap_px(self.words[key], font(scale, bold), width)
            item.setText("<br>".join(html.escape(line) for line in lines),
                         size=points(scale), bold=bold, color=colour)
        small = font(0.9)
        lines = [part for line in self.caption_lines for part in wrap_px(line, small, width)]
        self.caption_item.setText("<br>".join(html.escape(line) for line in lines),
                                  size=points(0.9), color="#202020")

    def tidy(self, *_args) -> None:
        """After a draw or resize: words wrapped, legend columns, tick and plot labels
        fitted."""
        if self._tidying:
            return
        self._tidying = True
        try:
            self._draw_words()
            if self.view.isVisible():  # shrink back to the view once long words are wrapped
                self.view.ci.setGeometry(self.view.range)
            fit_legend(self.legend, self.scene_width() * 0.95, self.legend_columns,
                       base_points() * 0.9)
            if self.bottom_ticks is not None:
                thin_ticks(self.plot, self.bottom_ticks, font(0.9), self.tick_shrink)
            self.plot.vb.prepareForPaint()  # the data-to-scene mapping as it will be drawn
            tidy_labels(self.labels, self.plot.vb.sceneBoundingRect())
        finally:
            self._tidying = False

    def add_legend(self, columns: int = 3) -> pg.LegendItem:
        """A legend under the plot; items added to the plot with a name join it."""
        self.legend_columns = columns
        self.legend = pg.LegendItem(labelTextSize=points(0.9), colCount=columns,
                                    pen=pg.mkPen("#999"), horSpacing=30)
        self.view.addItem(self.legend, row=PLOT_ROW + 2, col=0)
        self.plot.legend = self.legend
        return self.legend

    def add_hover(self, xs, ys, texts: list[str]) -> None:
        """Values of drawn points: shown on hover, and as rows of the values table."""
        self.hover_x = np.concatenate([self.hover_x, np.asarray(xs, dtype=float)])
        self.hover_y = np.concatenate([self.hover_y, np.asarray(ys, dtype=float)])
        self.hover_texts += list(texts)
        if self.values_button.isChecked():
            fill_values(self.values, self.hover_texts)

    def show_values(self, on: bool) -> None:
        """The table of every point's values in place of the chart, or the chart again."""
        fill_values(self.values, self.hover_texts if on else [])
        self.stack.setCurrentWidget(self.values if on else self.view)
        self.values_button.setText(tr("Show the chart") if on else tr("Show the values"))

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
        generator.setTitle(text(self.title))
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
        name, _ = QFileDialog.getSaveFileName(self, tr("Save {title} as {format}").format(
                                                  title=text(self.title), format=fmt),
                                              f"{self.key}.{suffix}", f"{fmt} (*.{suffix})")
        if name:
            if not name.lower().endswith(f".{suffix}"):
                name += f".{suffix}"
            self.save_as(Path(name))

    def save_as(self, path: Path) -> Path | None:
        """Export, unless ``path`` lies inside the bundle being verified (then say so)."""
        if refused(self.window(), path, "write.what_chart", tr("Save chart")):
            return None
        return self.export(path)
