"""The seat-by-seat correlation matrix of one run and horizon (the paper's Figure 11)."""

from __future__ import annotations

from verifier_app.gui.charts.captions import left_out, wrap
from verifier_app.gui.charts.heatmap import clear_ticks, draw_matrix
from verifier_app.gui.charts.panel import ChartPanel
from verifier_app.gui.charts.style import number

RULE = ("Each cell: Pearson correlation of two seats' probabilities across the markets both "
        "answered (at least 3, with some variation; otherwise –).")


class CorrelationChart(ChartPanel):
    key = "correlation"
    title = "Seat-by-seat correlation"

    def show_stats(self, stats, run: str | None = None, horizon: str | None = None) -> None:
        self.reset()
        clear_ticks(self)
        found = [r for r in stats.n_eff if r.run_id == run and r.horizon == horizon]
        if not found:
            self.set_caption([f"No eligible verified rows for run {run}, horizon {horizon}."])
            return
        r = found[0]
        self.title_item.setText(f"{self.title}: run {r.run_id}, horizon {r.horizon}")
        self.set_axes("Seat", "Seat")
        draw_matrix(self, r.matrix, r.seats, r.seats, (-1.0, 1.0), lambda v: f"{v:.2f}",
                    lambda a, b, v: f"{a} with {b}: ρ = {number(v)}", "correlation ρ")
        eigen = r.eigen
        extra = f" ({eigen['note']})" if eigen.get("note") else ""
        self.set_caption(wrap(
            f"N = {r.count.n} seats, {r.rows_used} verified rows ({left_out(r.dropped)}); "
            f"mean ρ = {number(r.count.rho, 3)} over {r.count.pairs_used} pairs "
            f"({r.count.pairs_skipped} skipped), N_eff = {number(r.count.n_eff)}. "
            f"Largest eigenvalue's share of the trace: "
            f"{number(eigen.get('largest_share'), 3)}; participation ratio (Σλ)²/Σλ² = "
            f"{number(eigen.get('participation_ratio'))}{extra}. " + RULE))
