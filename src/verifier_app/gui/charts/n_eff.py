"""N_eff against N with Kish's curves and their 1/ρ ceilings (the paper's Figure 9).

Curves ``N_eff = N / (1 + (N - 1) ρ)`` for fixed ρ are reference lines, not results; the
points are each run x horizon's N_eff as computed by the statistics package.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from verifier_app.gui.charts.captions import left_out, wrap
from verifier_app.gui.charts.panel import ChartPanel
from verifier_app.gui.charts.style import (
    DASHES,
    GREY,
    SYMBOL_WORDS,
    count,
    horizon_look,
    number,
    ordered_horizons,
)

REFERENCE_RHOS = (0.0, 0.2, 0.4, 0.57, 1.0)
NUDGE = 0.09  # markers of different horizons side by side, so none hides another
RULE = ("ρ = mean over seat pairs of the Pearson correlation of their probabilities across "
        "the markets both answered; N_eff = N / (1 + (N − 1) ρ), N = seats with an eligible "
        "answer. Grey curves: fixed ρ; dashed: their ceilings 1/ρ. Markers of each horizon are "
        "nudged sideways to stay visible; N is a whole number.")


def kish_curve(n: np.ndarray, rho: float) -> np.ndarray:
    return n / (1 + (n - 1) * rho)


class NEffChart(ChartPanel):
    key = "n_eff"
    title = "How many independent voices: N_eff against N"

    def show_stats(self, stats, run: str | None = None, horizon: str | None = None) -> None:
        self.reset()
        self.set_axes("N: seats that answered", "N_eff: effective number of independent voices")
        runs = stats.n_eff
        top_n = max([r.count.n for r in runs] + [12])
        top_y = max([r.count.n_eff or 0 for r in runs] + [4.5]) + 1
        self._references(top_n, top_y)
        horizons = ordered_horizons(r.horizon for r in runs)
        self.add_legend(columns=4)
        self.points: list[tuple[str, str, int, float]] = []
        for h in horizons:
            rows = [r for r in runs if r.horizon == h and r.count.n_eff is not None]
            colour, symbol, _ = horizon_look(h, horizons)
            nudge = (horizons.index(h) - (len(horizons) - 1) / 2) * NUDGE
            xs = [r.count.n + nudge for r in rows]
            ys = [r.count.n_eff for r in rows]
            scatter = pg.ScatterPlotItem(xs, ys, symbol=symbol, size=11, brush=colour,
                                         pen=pg.mkPen("k", width=0.8),
                                         data=[(r.run_id, r.horizon, r.count.n) for r in rows],
                                         name=f"{h} ({SYMBOL_WORDS[symbol]})")
            self.plot.addItem(scatter)
            self.points += [(r.run_id, h, r.count.n, r.count.n_eff) for r in rows]
            self.add_hover(xs, ys, [_tip(r) for r in rows])
        self.plot.setXRange(1, top_n + 0.5, padding=0.02)
        self.plot.setYRange(0, top_y, padding=0.02)
        self.set_caption(self._caption(stats, runs))

    def plotted(self) -> list[tuple[str, str, float, float]]:
        """(run, horizon, N, N_eff) read back from the drawn markers (used by tests)."""
        out = []
        for item in self.plot.listDataItems():
            if isinstance(item, pg.ScatterPlotItem):
                for p in item.points():
                    run_id, horizon, n = p.data()
                    out.append((run_id, horizon, n, p.pos().y()))
        return out

    def _references(self, top_n: int, top_y: float) -> None:
        n = np.linspace(1, top_n + 0.5, 200)
        for i, rho in enumerate(REFERENCE_RHOS):
            dash = DASHES[i % len(DASHES)]
            pen = pg.mkPen(GREY, width=1.6, style=dash if rho else DASHES[0])
            self.plot.plot(n, kish_curve(n, rho), pen=pen)
            end = kish_curve(np.array([top_n + 0.5]), rho)[0]
            if end > top_y:  # leaves through the top (ρ = 0: N_eff = N)
                self._label(f"ρ = {rho:g}", top_y - 0.3, top_y - 0.3, anchor=(-0.15, 0.5))
            else:
                self._label(f"ρ = {rho:g}", top_n + 0.45, end, anchor=(1, 1.1))
            if rho > 0:
                ceiling = 1 / rho
                self.plot.addItem(pg.InfiniteLine(ceiling, angle=0, pen=pg.mkPen(
                    GREY, width=1, style=DASHES[1])))
                if rho < 1:
                    self._label(f"ceiling 1/{rho:g} = {ceiling:.2f}", top_n / 2 + 0.5, ceiling,
                                (0, 1.05))

    def _label(self, text: str, x: float, y: float, anchor) -> None:
        self.add_label(text, x, y, anchor=anchor)

    def _caption(self, stats, runs) -> list[str]:
        drawn = sum(r.count.n_eff is not None for r in runs)
        used = sum(r.rows_used for r in runs)
        common = stats.eligibility["common_event"]
        text = (f"{count(drawn)} run × horizon points from {count(used)} verified rows "
                f"({count(len(runs) - drawn)} without a usable ρ). "
                f"Whole bundle: {count(common['rows_used'])} rows eligible; "
                + left_out(common["dropped"]) + ". Rule: " + RULE)
        return wrap(text)


def _tip(run) -> str:
    c = run.count
    return (f"run {run.run_id}, horizon {run.horizon}\nN = {c.n} seats, ρ = {number(c.rho, 3)}"
            f"\nN_eff = {number(c.n_eff)}\n{run.rows_used} rows, {c.pairs_used} pairs used, "
            f"{c.pairs_skipped} skipped")
