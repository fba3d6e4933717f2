"""The folded reliability diagram with bin counts and the logistic fit (Section 4.4).

Bins drawn from fewer than ``calib_min`` forecasts are hollow and grey and say so: they
are not a result. The fit curve is the fitted ``a + b·logit(p)`` seen from the folded
side: the mean of the fitted chances for an 'up' call at p and a 'down' call at 100 - p.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt

from verifier_app.gui.charts.captions import left_out, wrap
from verifier_app.gui.charts.panel import ChartPanel
from verifier_app.gui.charts.style import GREY, PALETTE, count, number
from verifier_app.gui.messages import fixed_text, text, tr
from verifier_app.stats.calibration import Bin, CalibrationCell
from verifier_app.stats.logistic import LogisticFit

SHOWN, HIDDEN = PALETTE[0], GREY


def folded_fit(p: np.ndarray, a: float, b: float) -> np.ndarray:
    x = np.log(p / (100 - p))
    return 50 * (1 / (1 + np.exp(-(a + b * x))) + 1 / (1 + np.exp(-(b * x - a))))


class CalibrationChart(ChartPanel):
    key = "calibration"
    title = QT_TRANSLATE_NOOP("messages", "Calibration: folded reliability diagram")

    def show_stats(self, stats, run: str | None = None, horizon: str | None = None) -> None:
        self.reset()
        self.set_axes(tr("Stated probability for the side backed (%)"),
                      tr("Share that came true (%)"))
        cal = stats.calibration
        cell = cal.per_horizon.get(horizon or "")
        self.set_title(tr("{title}, horizon {horizon}").format(title=text(self.title),
                                                              horizon=horizon))
        perfect = tr("perfect calibration")
        self.plot.plot([50, 100], [50, 100], pen=pg.mkPen("k", width=1, style=Qt.PenStyle.DashLine),
                       name=perfect)
        self.plot.setXRange(48, 100, padding=0.01)
        self.plot.setYRange(0, 105, padding=0.01)
        if cell is None:
            self.set_caption([tr("No resolved verified forecast for horizon {horizon} yet.")
                              .format(horizon=horizon)])
            return
        self.add_legend(columns=2)
        self.legend.addItem(self.plot.listDataItems()[0], perfect)
        self.bin_counts = [b.n for b in cell.bins]
        self._bins(cell.bins, cal.calib_min)
        self._fit(cell.logistic)
        self.set_caption(self._caption(stats, cell))

    def _bins(self, bins: tuple[Bin, ...], calib_min: int) -> None:
        drawn = [b for b in bins if b.n]
        for shown in (True, False):
            group = [b for b in drawn if b.shown == shown]
            if not group:
                continue
            xs = [b.mean_prob for b in group]
            ys = [b.hit_rate * 100 for b in group]
            name = tr("bin (mean, share)") if shown else \
                tr("fewer than {n}: not a result").format(n=calib_min)
            scatter = pg.ScatterPlotItem(
                xs, ys, size=13, symbol="o" if shown else "s",
                brush=pg.mkBrush(SHOWN) if shown else pg.mkBrush(None),
                pen=pg.mkPen("k" if shown else HIDDEN, width=1.5), name=name)
            self.plot.addItem(scatter)
            for b, x, y in zip(group, xs, ys, strict=True):
                # The point's values written beside it: n and the share that came true.
                words = f"n = {count(b.n)}: {number(y, 1)}%" if shown else \
                    tr("n = {n}: fewer than {least}: not shown as a result").format(
                        n=b.n, least=calib_min)
                # Under the point: the fit curve runs through the points, the diagonal lower.
                self.add_label(words, x, y, anchor=(0.5, -0.45),
                               color="k" if shown else "#555555")
            few = "" if shown else "\n" + tr("not a result (too few)")
            self.add_hover(xs, ys, [tr("bin {bin}: %Ln forecast(s)\nmean stated {stated}%, came "
                                       "true {true}%", None, int(b.n)).format(
                bin=b.label, stated=number(b.mean_prob, 1),
                true=number(b.hit_rate * 100, 1)) + few for b in group])

    def _fit(self, fit: LogisticFit) -> None:
        if fit.a is None or fit.b is None:
            return
        p = np.linspace(50.5, 99, 120)
        self.plot.plot(p, folded_fit(p, fit.a, fit.b), name=tr("logistic fit (folded)"),
                       pen=pg.mkPen(PALETTE[1], width=2.5, style=Qt.PenStyle.DashDotLine))

    def _caption(self, stats, cell: CalibrationCell) -> list[str]:
        cal, fit = stats.calibration, cell.logistic
        scores = stats.eligibility.scores
        if fit.a is not None:
            fit_text = tr("Logistic fit logit P = a + b·logit p: a = {a} (s.e. {se_a}), b = {b} "
                          "(s.e. {se_b}), {n} forecasts in {clusters} sessions; {note}.").format(
                a=number(fit.a, 3), se_a=number(fit.se_a, 3), b=number(fit.b, 3),
                se_b=number(fit.se_b, 3), n=fit.n, clusters=fit.clusters,
                note=fixed_text(fit.note))
        else:
            fit_text = tr("Logistic fit: {note}.").format(
                note=fixed_text(fit.note or "") or tr("not estimated"))
        return wrap(tr(
            "{n} resolved verified forecasts, {fifties} stated 50s left out. Whole bundle's "
            "scored rows: {used} used; {left_out}. Rule: {rule}; a bin is a result only from "
            "{least} forecasts ({source}).").format(
            n=count(cell.n), fifties=cell.fifties_left_out,
            used=count(scores.rows_used), left_out=left_out(scores.dropped),
            rule=fixed_text(cal.bins_rule), least=cal.calib_min,
            source=fixed_text(cal.calib_min_source))
            + " " + fit_text)
