"""The seat-by-seat correlation matrix of one run and horizon (the paper's Figure 11)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from verifier_app.gui.charts.captions import left_out, wrap
from verifier_app.gui.charts.heatmap import clear_ticks, draw_matrix
from verifier_app.gui.charts.panel import ChartPanel
from verifier_app.gui.charts.style import number
from verifier_app.gui.messages import text, tr

RULE = QT_TRANSLATE_NOOP("messages",
                         "Each cell: Pearson correlation of two seats' probabilities across the "
                         "markets both answered (at least 3, with some variation; otherwise –).")


class CorrelationChart(ChartPanel):
    key = "correlation"
    title = QT_TRANSLATE_NOOP("messages", "Seat-by-seat correlation")

    def show_stats(self, stats, run: str | None = None, horizon: str | None = None) -> None:
        self.reset()
        clear_ticks(self)
        found = [r for r in stats.n_eff if r.run_id == run and r.horizon == horizon]
        if not found:
            self.set_caption([tr("No eligible verified rows for run {run}, horizon {horizon}.")
                              .format(run=run, horizon=horizon)])
            return
        r = found[0]
        self.set_title(tr("{title}: run {run}, horizon {horizon}").format(
            title=text(self.title), run=r.run_id, horizon=r.horizon))
        self.set_axes(tr("Seat"), tr("Seat"))
        with_word = tr("{a} with {b}: ρ = {rho}")
        draw_matrix(self, r.matrix, r.seats, r.seats, (-1.0, 1.0), lambda v: number(v),
                    lambda a, b, v: with_word.format(a=a, b=b, rho=number(v)),
                    tr("correlation ρ"))
        eigen = r.eigen
        extra = f" ({eigen['note']})" if eigen.get("note") else ""
        self.set_caption(wrap(tr(
            "N = {n} seats, {rows} verified rows ({left_out}); mean ρ = {rho} over {pairs} pairs "
            "({skipped} skipped), N_eff = {n_eff}. Largest eigenvalue's share of the trace: "
            "{share}; participation ratio (Σλ)²/Σλ² = {ratio}{extra}.").format(
            n=r.count.n, rows=r.rows_used, left_out=left_out(r.dropped),
            rho=number(r.count.rho, 3), pairs=r.count.pairs_used, skipped=r.count.pairs_skipped,
            n_eff=number(r.count.n_eff), share=number(eigen.get("largest_share"), 3),
            ratio=number(eigen.get("participation_ratio")), extra=extra) + " " + text(RULE)))
