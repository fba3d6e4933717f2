"""The folded reliability diagram with bin counts and the logistic fit (Section 4.4).

Bins drawn from fewer than ``calib_min`` forecasts are hollow and grey and say so: they
are not a result. The fit curve is the fitted ``a + b·logit(p)`` seen from the folded
side: the mean of the fitted chances for an 'up' call at p and a 'down' call at 100 - p.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt

from verifier_app.gui.charts.captions import left_out, wrap
from verifier_app.gui.charts.panel import ChartPanel
from verifier_app.gui.charts.style import GREY, PALETTE, count, number

SHOWN, HIDDEN = PALETTE[0], GREY


def folded_fit(p: np.ndarray, a: float, b: float) -> np.ndarray:
    x = np.log(p / (100 - p))
    return 50 * (1 / (1 + np.exp(-(a + b * x))) + 1 / (1 + np.exp(-(b * x - a))))


class CalibrationChart(ChartPanel):
    key = "calibration"
    title = "Calibration: folded reliability diagram"

    def show_stats(self, stats, run: str | None = None, horizon: str | None = None) -> None:
        self.reset()
        self.set_axes("Stated probability for the side backed (%)",
                      "Share that came true (%)")
        cal = stats.calibration
        cell = cal["per_horizon"].get(horizon or "")
        self.title_item.setText(f"{self.title}, horizon {horizon}")
        self.plot.plot([50, 100], [50, 100], pen=pg.mkPen("k", width=1, style=Qt.PenStyle.DashLine),
                       name="perfect calibration")
        self.plot.setXRange(48, 100, padding=0.01)
        self.plot.setYRange(0, 105, padding=0.01)
        if cell is None:
            self.set_caption([f"No resolved verified forecast for horizon {horizon} yet."])
            return
        self.add_legend(columns=2)
        self.legend.addItem(self.plot.listDataItems()[0], "perfect calibration")
        self.bin_counts = [b["n"] for b in cell["bins"]]
        self._bins(cell["bins"], cal["calib_min"])
        self._fit(cell["logistic"])
        self.set_caption(self._caption(stats, cell))

    def _bins(self, bins: list[dict], calib_min: int) -> None:
        drawn = [b for b in bins if b["n"]]
        for shown in (True, False):
            group = [b for b in drawn if b["shown"] == shown]
            if not group:
                continue
            xs = [b["mean_prob"] for b in group]
            ys = [b["hit_rate"] * 100 for b in group]
            name = "bin (mean, share)" if shown else f"fewer than {calib_min}: not a result"
            scatter = pg.ScatterPlotItem(
                xs, ys, size=13, symbol="o" if shown else "s",
                brush=pg.mkBrush(SHOWN) if shown else pg.mkBrush(None),
                pen=pg.mkPen("k" if shown else HIDDEN, width=1.5), name=name)
            self.plot.addItem(scatter)
            for b, x, y in zip(group, xs, ys, strict=True):
                # The point's values written beside it: n and the share that came true.
                text = f"n = {count(b['n'])}: {number(y, 1)}%" if shown else \
                    f"n = {b['n']}: fewer than {calib_min}: not shown as a result"
                # Under the point: the fit curve runs through the points, the diagonal lower.
                self.add_label(text, x, y, anchor=(0.5, -0.45),
                               color="k" if shown else "#555555")
            self.add_hover(xs, ys, [f"bin {b['bin']}: {b['n']} forecasts\nmean stated "
                                    f"{number(b['mean_prob'], 1)}%, came true "
                                    f"{number(b['hit_rate'] * 100, 1)}%"
                                    + ("" if shown else "\nnot a result (too few)")
                                    for b in group])

    def _fit(self, fit: dict) -> None:
        if fit.get("a") is None:
            return
        p = np.linspace(50.5, 99, 120)
        self.plot.plot(p, folded_fit(p, fit["a"], fit["b"]), name="logistic fit (folded)",
                       pen=pg.mkPen(PALETTE[1], width=2.5, style=Qt.PenStyle.DashDotLine))

    def _caption(self, stats, cell: dict) -> list[str]:
        cal, fit = stats.calibration, cell["logistic"]
        scores = stats.eligibility["scores"]
        if fit.get("a") is not None:
            fit_text = (f"Logistic fit logit P = a + b·logit p: a = {number(fit['a'], 3)} "
                        f"(s.e. {number(fit['se_a'], 3)}), b = {number(fit['b'], 3)} (s.e. "
                        f"{number(fit['se_b'], 3)}), {fit['n']} forecasts in "
                        f"{fit['clusters']} sessions; {fit['note']}.")
        else:
            fit_text = f"Logistic fit: {fit.get('note', 'not estimated')}."
        return wrap(
            f"{count(cell['n'])} resolved verified forecasts, {cell['fifties_left_out']} "
            f"stated 50s left out. Whole bundle's scored rows: {count(scores['rows_used'])} "
            f"used; {left_out(scores['dropped'])}. Rule: {cal['bins_rule']}; a bin is a result "
            f"only from {cal['calib_min']} forecasts ({cal['calib_min_source']}). " + fit_text)
