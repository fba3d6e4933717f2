"""How far from a half the stated probabilities sit: histogram, K and the [40,60] share."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt

from verifier_app.gui.charts.captions import left_out, wrap
from verifier_app.gui.charts.panel import ChartPanel
from verifier_app.gui.charts.style import PALETTE, count, number
from verifier_app.gui.messages import fixed_text, render, text, tr
from verifier_app.stats.sharpness import HIST_EDGES


class SharpnessChart(ChartPanel):
    key = "sharpness"
    title = QT_TRANSLATE_NOOP("messages", "Sharpness: stated probabilities")

    def show_stats(self, stats, run: str | None = None, horizon: str | None = None) -> None:
        self.reset()
        self.set_axes(tr("Stated chance of a rise (%), 2-point bins"), tr("Number of forecasts"))
        self.set_title(tr("{title}, horizon {horizon}").format(title=text(self.title),
                                                              horizon=horizon))
        cell = stats.sharpness.per_horizon.get(horizon or "")
        if cell is None:
            self.set_caption([tr("No eligible verified forecast for horizon {horizon}.").format(
                horizon=horizon)])
            return
        edges = np.asarray(HIST_EDGES, dtype=float)
        counts = np.asarray(cell.counts, dtype=float)
        band = pg.LinearRegionItem((40, 60), movable=False, brush=pg.mkBrush(0, 0, 0, 18),
                                   pen=pg.mkPen("#555", style=Qt.PenStyle.DashLine))
        self.plot.addItem(band)
        share = cell.sharpness.share_40_60
        percent = number(share * 100 if share is not None else None, 1)
        top = max(counts.max(), 1) * 1.2 if counts.size else 1
        # Hanging from the top of the plot, above the tallest bar (which reaches 1/1.2).
        self.add_label(tr("within [40, 60]: {percent}%").format(percent=percent), 50, top,
                       anchor=(0.5, 0),
                       color="#303030", scale=0.9)
        bars = pg.BarGraphItem(x0=edges[:-1], x1=edges[1:], height=counts,
                               brush=pg.mkBrush(PALETTE[0]), pen=pg.mkPen("w", width=0.5))
        self.plot.addItem(bars)
        centres = (edges[:-1] + edges[1:]) / 2
        shown = counts > 0
        self.add_hover(centres[shown], counts[shown],
                       [tr("[{low}, {high}): %Ln forecast(s)", None, int(c)).format(
                           low=f"{lo:.0f}", high=f"{hi:.0f}") for lo, hi, c in
                        zip(edges[:-1][shown], edges[1:][shown], counts[shown], strict=True)])
        self.plot.setXRange(0, 100, padding=0.01)
        self.plot.setYRange(0, top, padding=0)
        common = stats.eligibility.common_event
        self.set_caption(wrap(tr(
            "{n} stated probabilities (eligible, verified). Sharpness K = {k} (0 = always 50, "
            "100 = always certain); K_clim = {k_clim}; share within [40, 60] = {percent}%; "
            "dispersion across seats = {dispersion} points over {markets} markets. Whole "
            "bundle: {left_out}. Rule: {rule}.").format(
            n=count(cell.sharpness.n), k=number(cell.sharpness.k, 1),
            k_clim=number(cell.sharpness.k_clim, 1), percent=percent,
            dispersion=number(cell.dispersion, 1), markets=cell.markets,
            left_out=left_out(common.dropped), rule=fixed_text(stats.sharpness.rule))
            + _unfixed(stats)))


def _unfixed(stats) -> str:
    """That K_clim's climatology is not the one the paper printed (Section 4.3), if so."""
    said = stats.climatology.unfixed if stats.climatology is not None else None
    return " " + render(said) if said is not None else ""
