"""Each counted forecast's margin to its outcome, by horizon (``stats.margins``).

One point per book line and horizon (the rows of one line share the same bound and, within
a horizon, the same end), on a logarithmic scale of hours. Points at or below the anchor's
uncertainty are drawn as red triangles; margins of zero or less (anchored only after the
outcome was known) sit on the floor of the plot, so none is hidden. The dashed line is τ,
the Bitcoin anchor's two-hour uncertainty.
"""

from __future__ import annotations

import math
import weakref
from collections.abc import Iterator

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt

from verifier_app.core.times import TAU
from verifier_app.gui.charts.captions import wrap
from verifier_app.gui.charts.panel import ChartPanel
from verifier_app.gui.charts.style import PALETTE, count, ordered_horizons

FLOOR_HOURS = 0.1  # where margins of zero or less are drawn (log scale)
RED = "#C0392B"


def tr(source: str, disambiguation: str | None = None, n: int = -1) -> str:
    # lupdate files module-level tr() calls under the empty context; look them up there.
    # A text that counts is written with %Ln and given its number (its plural forms).
    return QCoreApplication.translate("", source, disambiguation, n)


def points(rows) -> list[tuple[str, int, float, bool, int, str]]:
    """(horizon, line, margin hours, flagged, rows, anchor) per line and horizon."""
    known = rows.dropna(subset=["margin_hours"])
    grouped = known.groupby(["horizon", "line", "margin_hours", "flagged", "anchor"],
                            sort=True).size()
    return [(str(h), int(line), float(m), bool(f), int(n), str(a))
            for (h, line, m, f, a), n in grouped.items()]


_WORKED_OUT: list[tuple[weakref.ref, list]] = []  # the latest statistics' points


def margin_points(found) -> list[tuple[str, int, float, bool, int, str]]:
    """``points`` of ``found`` (a statistics' margins), worked out once: first where the
    statistics are computed (``MarginsChart.prepare``), so the GUI thread only draws."""
    for ref, data in list(_WORKED_OUT):
        if ref() is found:
            return data
    data = points(found.rows)
    _WORKED_OUT[:] = [*_WORKED_OUT[-1:], (weakref.ref(found), data)]
    return data


class MarginsChart(ChartPanel):
    key = "margins"
    title = QT_TRANSLATE_NOOP("messages", "Margin between each forecast's anchor and its outcome")

    @classmethod
    def prepare(cls, stats) -> None:
        found = getattr(stats, "margins", None)
        if found is not None and not found.rows.empty:
            margin_points(found)

    def show_stats(self, stats, run: str | None = None, horizon: str | None = None) -> None:
        for _step in self.draw_steps(stats, run, horizon):
            pass

    def draw_steps(self, stats, run: str | None = None,
                   horizon: str | None = None) -> Iterator[None]:
        """Axes, then each kind of point, then τ and the caption: one part per turn of the
        event loop (a season has thousands of points)."""
        self.reset()
        self.set_title(tr("Margin between each forecast's anchor and its outcome"))
        self.set_axes(tr("Horizon"), tr("Hours from the anchor's bound to the outcome (log)"))
        self.plot.setMouseEnabled(False, False)
        found = getattr(stats, "margins", None)
        if found is None or found.rows.empty:
            self.set_caption([tr("No counted forecast row to measure.")])
            return
        data = margin_points(found)
        horizons = ordered_horizons({p[0] for p in data} | set(found.rows["horizon"].unique()))
        self.plot.setLogMode(x=False, y=True)
        self.add_legend(columns=3)
        rng = np.random.default_rng(0)  # a fixed jitter, so the chart is the same each time
        for flagged, name, colour, symbol in (
                (False, tr("anchored before the outcome"), PALETTE[0], "o"),
                (True, tr("flagged: margin below the anchor's uncertainty"), RED, "t")):
            group = [p for p in data if p[3] == flagged]
            if group:
                yield
                self._draw_group(group, horizons, rng, name, colour, symbol)
        below = [p for p in data if p[2] <= FLOOR_HOURS]
        if below:
            self.add_label(tr("at the floor: anchored only after the outcome"), -0.55,
                           math.log10(FLOOR_HOURS) + 0.2, anchor=(0, 1), color=RED)
        tau = math.log10(TAU.total_seconds() / 3600)
        self.plot.addItem(pg.InfiniteLine(tau, angle=0, pen=pg.mkPen(
            "k", width=1.2, style=Qt.PenStyle.DashLine)))
        self.plot.plot([], [], pen=pg.mkPen("k", width=1.2, style=Qt.PenStyle.DashLine),
                       name=tr("τ = 2 h, the Bitcoin anchor's uncertainty"))
        top = max([p[2] for p in data] + [10.0])
        self.plot.setYRange(math.log10(FLOOR_HOURS) - 0.3, math.log10(top) + 0.3, padding=0)
        self.plot.setXRange(-0.6, len(horizons) - 0.4, padding=0)
        self.set_bottom_ticks([(i, h) for i, h in enumerate(horizons)])
        self.set_caption(self._caption(found))

    def _draw_group(self, group, horizons: list[str], rng, name: str, colour: str,
                    symbol: str) -> None:
        flagged = group[0][3]
        xs = [horizons.index(p[0]) + float(rng.uniform(-0.25, 0.25)) for p in group]
        ys = [math.log10(max(p[2], FLOOR_HOURS)) for p in group]
        self.plot.addItem(pg.ScatterPlotItem(
            xs, ys, size=8 if flagged else 6, symbol=symbol, brush=pg.mkBrush(colour),
            pen=pg.mkPen("k" if flagged else colour, width=0.6), name=name))
        self.add_hover(xs, ys, [tr("line {line}, {horizon}: {hours} h ({anchor}), %Ln row(s)",
                                   None, p[4]).format(line=p[1], horizon=p[0],
                                                      hours=f"{p[2]:,.1f}", anchor=p[5])
                                for p in group])

    def _caption(self, found) -> list[str]:
        no_bound = int(found.rows["bound"].isna().sum())
        template = tr("{anchored} of {rows} counted rows were anchored before their outcome "
                      "was known; {flagged} flagged; {no_bound} with no anchor bound (not "
                      "drawn). Bound: the earliest of a time-stamp token's time, a Bitcoin "
                      "header time plus τ, or the log's integrated time; anchors with a "
                      "warning (such as demonstration keys) still count here.")
        lines = wrap(template.format(anchored=count(found.anchored), rows=count(len(found.rows)),
                                     flagged=count(found.flagged), no_bound=count(no_bound)))
        return lines
