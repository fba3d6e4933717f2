"""Keep a chart's words legible at any size: no label over another, none past the plot.

Run after every draw and resize (``ChartPanel.tidy``). Labels are kept in the order the
chart added them (the most important first); one that would overlap a kept label, or leave
the plot, is hidden: its value is still in the caption or the chart's values table. Tick
labels are thinned the same way, after shrinking them a little where a heatmap's column
names are too wide; a legend takes as many columns as fit its chart's width.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

GAP_PX = 6.0  # the least white space between two tick labels
SLACK_PX = 1.0  # rounding of scene coordinates
LEAST_LEGEND_SCALE = 0.6  # a legend's words shrink at most to this share of their size


def inside(rect: QRectF, area: QRectF) -> bool:
    return area.adjusted(-SLACK_PX, -SLACK_PX, SLACK_PX, SLACK_PX).contains(rect)


def wrap_px(text: str, font, width: float) -> list[str]:
    """``text`` broken at spaces into lines no wider than ``width`` pixels in ``font``
    (a single word wider than that stays whole on its own line)."""
    metrics = QFontMetricsF(font)
    lines: list[str] = []
    current = ""
    for word in text.split(" "):
        candidate = f"{current} {word}" if current else word
        # A pixel kept free: the label's rich-text layout rounds a line's width up.
        if current and metrics.horizontalAdvance(candidate) > width - 1:
            lines.append(current)
            current = word
        else:
            current = candidate
    if current:
        lines.append(current)
    return lines


def tidy_labels(labels: list[pg.TextItem], area: QRectF) -> int:
    """Show each label that fits ``area`` and overlaps none kept before it; count the rest."""
    kept: list[QRectF] = []
    hidden = 0
    for label in labels:
        label.setVisible(True)
        label.updateTransform(force=True)  # a hidden label kept the scale of its last draw
        rect = label.sceneBoundingRect()
        if inside(rect, area) and not any(rect.intersects(k) for k in kept):
            kept.append(rect)
        else:
            label.setVisible(False)
            hidden += 1
    return hidden


def thin_ticks(plot: pg.PlotItem, ticks: list[tuple[float, str]], base_font,
               shrink_to: float = 1.0) -> list[tuple[float, str]]:
    """The bottom ticks that fit side by side at the plot's present width.

    With ``shrink_to`` below 1 the tick font first shrinks (down to that share of its size)
    so that every label fits its slot, as a heatmap's column names should.
    """
    axis = plot.getAxis("bottom")
    if not ticks:
        axis.setTicks(None)
        return []
    font = pg.QtGui.QFont(base_font)
    positions = [plot.vb.mapViewToScene(pg.Point(x, 0)).x() for x, _ in ticks]
    if shrink_to < 1.0 and len(ticks) > 1:
        slot = abs(positions[1] - positions[0]) - GAP_PX
        widest = max(QFontMetricsF(font).horizontalAdvance(t) for _, t in ticks)
        scale = max(shrink_to, min(1.0, slot / widest)) if widest > 0 else 1.0
        font.setPointSizeF(font.pointSizeF() * scale)
    metrics = QFontMetricsF(font)
    area = plot.vb.sceneBoundingRect()
    kept: list[tuple[float, str]] = []
    right_edge = float("-inf")
    for (x, text), at in zip(ticks, positions, strict=True):
        half = metrics.horizontalAdvance(text) / 2
        # A label must fit whole on the axis (the axis drops one that would stick out).
        if area.left() - SLACK_PX <= at - half and at + half <= area.right() + SLACK_PX and \
                at - half >= right_edge + GAP_PX:
            kept.append((x, text))
            right_edge = at + half
    axis.setStyle(tickFont=font)
    axis.setTicks([kept])
    return kept


def fit_legend(legend: pg.LegendItem | None, width: float, columns: int,
               points: float) -> int:
    """Fewer legend columns until the legend is no wider than ``width``, then (one column
    still too wide, as a long language makes it) smaller words; the column count used."""
    if legend is None:
        return 0
    count = max(1, columns)
    _label_size(legend, points)
    legend.setColumnCount(count)
    while count > 1 and legend.layout.preferredWidth() > width:
        count -= 1
        legend.setColumnCount(count)
    size = points
    while legend.layout.preferredWidth() > width and size > points * LEAST_LEGEND_SCALE:
        size *= 0.9
        _label_size(legend, size)
        legend.setColumnCount(count)  # lays the entries out again at the new size
    return count


def _label_size(legend: pg.LegendItem, points: float) -> None:
    for _sample, label in legend.items:
        label.setText(label.text, size=f"{points:.1f}pt")
