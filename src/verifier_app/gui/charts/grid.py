"""The model x market grid of stated probabilities for a run and horizon (Figure 6B)."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QT_TRANSLATE_NOOP

from verifier_app.gui.charts.captions import left_out, wrap
from verifier_app.gui.charts.heatmap import clear_ticks, draw_matrix
from verifier_app.gui.charts.panel import ChartPanel
from verifier_app.gui.charts.style import number
from verifier_app.gui.messages import text, tr


class GridChart(ChartPanel):
    key = "grid"
    title = QT_TRANSLATE_NOOP("messages", "Stated probabilities: seat × market")

    def show_stats(self, stats, run: str | None = None, horizon: str | None = None) -> None:
        self.reset()
        clear_ticks(self)
        grid = stats.grid(run, horizon) if run and horizon else None
        if not grid:
            self.set_caption([tr("No eligible verified rows for run {run}, horizon {horizon}.")
                              .format(run=run, horizon=horizon)])
            return
        self.set_title(tr("{title}: run {run}, horizon {horizon}").format(
            title=text(self.title), run=grid["run_id"], horizon=grid["horizon"]))
        self.set_axes(tr("Market"), tr("Seat"))
        values = np.array([[np.nan if v is None else v for v in row]
                           for row in grid["probabilities"]], dtype=float)
        if values.size == 0:
            self.set_caption([tr("No seat has an eligible answer in this run and horizon.")])
            return
        said, silent = tr("{seat} on {market}: {value}% chance of a rise"), \
            tr("{seat} on {market}: no eligible answer")
        draw_matrix(self, values, grid["seats"], grid["assets"], (0.0, 100.0),
                    lambda v: f"{v:.0f}",
                    lambda s, a, v: said.format(seat=s, market=a, value=number(v, 0))
                    if v is not None else silent.format(seat=s, market=a),
                    tr("stated chance of a rise (%)"))
        stated = int((~np.isnan(values)).sum())
        run_stats = next(r for r in stats.n_eff if r.run_id == run and r.horizon == horizon)
        self.set_caption(wrap(tr(
            "{stated} stated probabilities ({seats} seats × {markets} markets) from verified "
            "rows; {left_out}. – = no eligible answer (not stated, sealed after the open, or "
            "left out). Each cell: the seat's latest answer sealed before 09:30 ET, in percent "
            "chance the market closes up.").format(
            stated=stated, seats=values.shape[0], markets=values.shape[1],
            left_out=left_out(run_stats.dropped))))
