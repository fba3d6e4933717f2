"""N_eff per run over time, one line per horizon (marker and dash differ per horizon)."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import lru_cache

import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP

from verifier_app.gui.charts.captions import wrap
from verifier_app.gui.charts.panel import ChartPanel
from verifier_app.gui.charts.style import (
    SYMBOL_WORDS,
    count,
    day_text,
    horizon_look,
    number,
    ordered_horizons,
)
from verifier_app.gui.messages import text, tr

MAX_TICKS = 7


def session_time(session: str) -> float | None:
    return _day_time(session[:10])


@lru_cache(maxsize=4096)
def _day_time(day: str) -> float | None:
    """Parsed once per day: a season's runs name a few hundred days, each many times."""
    try:
        when = datetime.strptime(day, "%Y-%m-%d").replace(tzinfo=UTC)
    except ValueError:
        return None
    return when.timestamp()


class NEffTimeChart(ChartPanel):
    key = "n_eff_time"
    title = QT_TRANSLATE_NOOP("messages", "N_eff per run over time")

    def show_stats(self, stats, run: str | None = None, horizon: str | None = None) -> None:
        self.reset()
        self.set_axes(tr("Session (date of the run)"), "N_eff")
        self._date_ticks(sorted({r.session[:10] for r in stats.n_eff}))
        runs = [r for r in stats.n_eff if r.count.n_eff is not None
                and session_time(r.session) is not None]
        horizons = ordered_horizons(r.horizon for r in runs)
        self.add_legend()
        for h in horizons:
            rows = sorted((r for r in runs if r.horizon == h), key=lambda r: r.session)
            colour, symbol, dash = horizon_look(h, horizons)
            xs = [session_time(r.session) for r in rows]
            ys = [r.count.n_eff for r in rows]
            self.plot.plot(xs, ys, pen=pg.mkPen(colour, width=2, style=dash),
                                  symbol=symbol, symbolSize=9, symbolBrush=colour,
                                  symbolPen=pg.mkPen("k", width=0.8),
                                  name=f"{h} ({text(SYMBOL_WORDS[symbol])})")
            tip = tr("run {run}, horizon {horizon}\nN = {n}, ρ = {rho}, N_eff = {n_eff}")
            self.add_hover(xs, ys, [tip.format(run=r.run_id, horizon=h, n=r.count.n,
                                               rho=number(r.count.rho, 3),
                                               n_eff=number(r.count.n_eff)) for r in rows])
        self.plot.setMouseEnabled(False, False)
        times = [t for r in runs if (t := session_time(r.session)) is not None]
        if times:  # room at both ends for the first and last date's label
            pad = max((max(times) - min(times)) * 0.08, 43_200)
            self.plot.setXRange(min(times) - pad, max(times) + pad, padding=0)
        top = max([r.count.n_eff for r in runs] + [3])
        self.plot.setYRange(0, top * 1.15, padding=0)
        skipped = len(stats.n_eff) - len(runs)
        self.set_caption(wrap(tr(
            "{values} run × horizon values in {lines} lines, from {rows} verified rows; "
            "{skipped} without a usable ρ not drawn. Each point: N_eff = N / (1 + (N − 1) ρ) of "
            "one counted run (eligible answers sealed before 09:30 ET, latest per seat).").format(
            values=count(len(runs)), lines=count(len(horizons)),
            rows=count(sum(r.rows_used for r in runs)), skipped=count(skipped))))

    def _date_ticks(self, days: list[str]) -> None:
        """About eight readable dates ('19 Oct 2026', '19. Okt. 2026'), whatever the
        season's length."""
        step = max(1, -(-len(days) // MAX_TICKS))
        ticks = []
        for day in days[::step]:
            when = session_time(day)
            if when is not None:
                label = day_text(datetime.fromtimestamp(when, UTC).date())
                ticks.append((when, label))
        self.plot.getAxis("bottom").enableAutoSIPrefix(False)  # seconds must not read "x1e+09"
        self.set_bottom_ticks(ticks)  # thinned to the dates that fit side by side
