"""N_eff against N with Kish's curves and their 1/ρ ceilings (the paper's Figure 9).

Curves ``N_eff = N / (1 + (N - 1) ρ)`` for fixed ρ are reference lines, not results; the
points are each run x horizon's N_eff as computed by the statistics package.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP

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
from verifier_app.gui.config import window_locale
from verifier_app.gui.messages import text, tr

REFERENCE_RHOS = (0.0, 0.2, 0.4, 0.57, 1.0)
NUDGE = 0.09  # markers of different horizons side by side, so none hides another
RULE = QT_TRANSLATE_NOOP(
    "messages",
    "ρ = mean over seat pairs of the Pearson correlation of their probabilities across the "
    "markets both answered; N_eff = N / (1 + (N − 1) ρ), N = seats with an eligible answer. "
    "Grey curves: fixed ρ; dashed: their ceilings 1/ρ. Markers of each horizon are nudged "
    "sideways to stay visible; N is a whole number.")


def kish_curve(n: np.ndarray, rho: float) -> np.ndarray:
    return n / (1 + (n - 1) * rho)


class NEffChart(ChartPanel):
    key = "n_eff"
    title = QT_TRANSLATE_NOOP("messages", "How many independent voices: N_eff against N")

    def show_stats(self, stats, run: str | None = None, horizon: str | None = None) -> None:
        self.reset()
        self.set_axes(tr("N: seats that answered"),
                      tr("N_eff: effective number of independent voices"))
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
                                         name=f"{h} ({text(SYMBOL_WORDS[symbol])})")
            self.plot.addItem(scatter)
            self.points += [(r.run_id, h, r.count.n, r.count.n_eff) for r in rows]
            self.add_hover(xs, ys, [_tip(r) for r in rows])
        self.plot.setXRange(1, top_n + 0.5, padding=0.02)
        self.plot.setYRange(0, top_y, padding=0.02)
        self.set_caption(self._caption(stats, runs))

    def _references(self, top_n: int, top_y: float) -> None:
        n = np.linspace(1, top_n + 0.5, 200)
        for i, rho in enumerate(REFERENCE_RHOS):
            dash = DASHES[i % len(DASHES)]
            pen = pg.mkPen(GREY, width=1.6, style=dash if rho else DASHES[0])
            self.plot.plot(n, kish_curve(n, rho), pen=pen)
            end = kish_curve(np.array([top_n + 0.5]), rho)[0]
            said = window_locale().toString(float(rho), "g", 6)  # "0,2" in German
            if end > top_y:  # leaves through the top (ρ = 0: N_eff = N)
                self._label(f"ρ = {said}", top_y - 0.3, top_y - 0.3, anchor=(-0.15, 0.5))
            else:
                self._label(f"ρ = {said}", top_n + 0.45, end, anchor=(1, 1.1))
            if rho > 0:
                ceiling = 1 / rho
                self.plot.addItem(pg.InfiniteLine(ceiling, angle=0, pen=pg.mkPen(
                    GREY, width=1, style=DASHES[1])))
                if rho < 1:
                    self._label(tr("ceiling 1/{rho} = {ceiling}").format(
                        rho=said, ceiling=number(ceiling)), top_n / 2 + 0.5, ceiling,
                        (0, 1.05))

    def _label(self, text: str, x: float, y: float, anchor) -> None:
        self.add_label(text, x, y, anchor=anchor)

    def _caption(self, stats, runs) -> list[str]:
        drawn = sum(r.count.n_eff is not None for r in runs)
        used = sum(r.rows_used for r in runs)
        common = stats.eligibility.common_event
        return wrap(tr("{drawn} run × horizon points from {used} verified rows ({unusable} "
                       "without a usable ρ). Whole bundle: {eligible} rows eligible; {left_out}. "
                       "Rule: {rule}").format(
            drawn=count(drawn), used=count(used), unusable=count(len(runs) - drawn),
            eligible=count(common.rows_used), left_out=left_out(common.dropped),
            rule=text(RULE)))


def _tip(run) -> str:
    c = run.count
    # One counted noun per text, each in its plural form (Qt's %Ln takes one number).
    return "\n".join([
        tr("run {run}, horizon {horizon}").format(run=run.run_id, horizon=run.horizon),
        tr("N = %Ln seat(s), ρ = {rho}", None, c.n).format(rho=number(c.rho, 3)),
        tr("N_eff = {n_eff}").format(n_eff=number(c.n_eff)),
        ", ".join([tr("%Ln row(s)", None, run.rows_used),
                   tr("%Ln pair(s) used", None, c.pairs_used),
                   tr("%Ln skipped", None, c.pairs_skipped)])])
