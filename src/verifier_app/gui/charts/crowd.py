"""AI against the crowd, per contract of one run (Section 4.9).

Contracts at or above the $1,000 sealed-volume floor come first; thinner ones sit to the
right of a dashed divider, drawn hollow and grey: they are shown apart, not compared.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt

from verifier_app.gui.charts.captions import wrap
from verifier_app.gui.charts.panel import ChartPanel
from verifier_app.gui.charts.style import GREY, PALETTE, number
from verifier_app.gui.config import window_locale
from verifier_app.gui.messages import fixed_text, text, tr
from verifier_app.stats.crowd import CrowdRow

OUTCOME_WORDS = {1.0: QT_TRANSLATE_NOOP("messages", "rose"),
                 0.0: QT_TRANSLATE_NOOP("messages", "fell"),
                 None: QT_TRANSLATE_NOOP("messages", "open")}


def outcome_word(outcome: float | None) -> str:
    """How a contract resolved ('rose', 'fell', or still 'open'), in the reader's language."""
    return text(OUTCOME_WORDS.get(outcome, OUTCOME_WORDS[None]))


def money(volume: float | None) -> str:
    if volume is None:
        return tr("vol. ?")
    if volume >= 1e6:
        return f"${volume / 1e6:.1f}M"
    return f"${volume / 1e3:.1f}k" if volume >= 1e3 else f"${volume:,.0f}"


def run_rows(stats, run: str | None) -> tuple[list[CrowdRow], list[CrowdRow]]:
    """(verified rows of the run, primary first then thin; unverified rows of the run)."""
    rows = [r for r in stats.crowd.rows if r.run_id == run]
    good = [r for r in rows if r.verified]
    good.sort(key=lambda r: (not r.primary, r.code))
    return good, [r for r in rows if not r.verified]


class CrowdChart(ChartPanel):
    key = "crowd"
    title = QT_TRANSLATE_NOOP("messages", "AI seats against the crowd")

    def show_stats(self, stats, run: str | None = None, horizon: str | None = None) -> None:
        self.reset()
        self.set_title(tr("{title}: run {run}").format(title=text(self.title), run=run))
        self.set_axes(tr("Contract (sealed volume)"), tr("Chance of a rise (%)"))
        rows, unverified = run_rows(stats, run)
        self.plot.getAxis("bottom").setTicks(None)
        if not rows:
            self.set_caption([tr("No verified crowd contract sealed for run {run}.").format(
                run=run)] + ([tr("%Ln contract(s) left out: their book lines are not "
                                 "verified.", None, len(unverified))] if unverified else []))
            return
        self.add_legend(columns=2)
        primary = sum(r.primary for r in rows)
        xs = [i + (1 if not r.primary and primary else 0) for i, r in enumerate(rows)]
        self._seats(rows, xs)
        self._crowd(rows, xs)
        if primary < len(rows):
            self._floor(primary if primary else -0.5, stats.crowd.volume_floor)
        self.set_bottom_ticks([(x, f"{r.code} {money(r.volume)}")
                               for x, r in zip(xs, rows, strict=True)], shrink_to=0.7)
        self.plot.setXRange(-0.7, xs[-1] + 0.7, padding=0)
        self.plot.setYRange(0, 108, padding=0)
        self.plot.setMouseEnabled(False, False)
        self.set_caption(self._caption(stats, rows, unverified, primary))

    def _seats(self, rows: list[CrowdRow], xs: list[float]) -> None:
        said = tr("{code}: {seat} said {value}% (crowd_up)")
        for primary in (True, False):
            px, py, tips = [], [], []
            for x, r in zip(xs, rows, strict=True):
                if r.primary != primary:
                    continue
                seats = sorted(r.seats.items())
                offsets = np.linspace(-0.25, 0.25, len(seats)) if len(seats) > 1 else [0.0]
                for off, (seat, value) in zip(offsets, seats, strict=True):
                    px.append(x + off)
                    py.append(value)
                    shown = window_locale().toString(float(value), "g", 6)  # "61,5" in German
                    tips.append(said.format(code=r.code, seat=seat, value=shown))
            if not px:
                continue
            name = tr("each seat's crowd_up") if primary else \
                tr("each seat's crowd_up (thin contract)")
            self.plot.addItem(pg.ScatterPlotItem(
                px, py, size=8, symbol="o", brush=pg.mkBrush(PALETTE[0] if primary else None),
                pen=pg.mkPen(PALETTE[0] if primary else GREY, width=1.2), name=name))
            self.add_hover(px, py, tips)

    def _crowd(self, rows: list[CrowdRow], xs: list[float]) -> None:
        for primary in (True, False):
            group = [(x, r) for x, r in zip(xs, rows, strict=True)
                     if r.primary == primary and r.crowd_p is not None]
            if not group:
                continue
            gx = [x for x, _ in group]
            gy = [r.crowd_p * 100 for _, r in group]
            name = tr("sealed crowd price") if primary else \
                tr("sealed crowd price (thin: shown apart)")
            self.plot.addItem(pg.ScatterPlotItem(
                gx, gy, size=17, symbol="d", brush=pg.mkBrush(PALETTE[1] if primary else None),
                pen=pg.mkPen("k" if primary else GREY, width=2), name=name))
            self.add_hover(gx, gy, [_tip(r) for _, r in group])
            for x, r in group:
                self.add_label(outcome_word(r.outcome), x, 107, anchor=(0.5, 0),
                               color="k" if primary else "#555555", bold=True)

    def _floor(self, position: float, floor: float) -> None:
        self.plot.addItem(pg.InfiniteLine(position, angle=90, pen=pg.mkPen(
            "k", width=1.5, style=Qt.PenStyle.DashLine)))
        self.add_label(tr("volume floor {floor}: thinner contracts →").format(
            floor=f"${floor:,.0f}"), position, 2,
                       anchor=(1, 1), color="k")

    def _caption(self, stats, rows, unverified, primary: int) -> list[str]:
        crowd = stats.crowd
        parts = []
        side_text = tr("{name}, all runs: {contracts} contracts, {scored} resolved; Brier crowd "
                       "{crowd}, seats {seats}, gap {gap}, 2d {two_d}: {reading}.")
        for side, name in ((crowd.primary, tr("At or above the floor")),
                           (crowd.thin, tr("Thin (shown apart)"))):
            parts.append(side_text.format(
                name=name, contracts=side.contracts, scored=side.scored,
                crowd=number(side.brier_crowd, 3), seats=number(side.brier_seats, 3),
                gap=number(side.gap, 3), two_d=number(side.two_d, 3),
                reading=fixed_text(side.reading)))
        head = tr("This run: {n} verified contracts ({primary} at or above the {floor} "
                  "sealed-volume floor, {thin} thin); {unverified} left out as not verified. "
                  "Word above each contract: how it resolved.").format(
            n=len(rows), primary=primary, floor=f"${crowd.volume_floor:,.0f}",
            thin=len(rows) - primary, unverified=len(unverified))
        rule = tr("Rule: Brier = (p − outcome)²; a gap of at most 2d (d = share resolving "
                  "opposite to the league's own 1-day question) is no edge.")
        return wrap(" ".join([head, *parts, rule]))


def _tip(r: CrowdRow) -> str:
    return tr("{code} ({venue}), volume {volume}\ncrowd {crowd}% ({rule}), seats' mean "
              "{mean}%\nresolved: {outcome}; Brier crowd {brier_crowd}, seats {brier_seats}\n"
              "%Ln seat(s) answered", None, len(r.seats)).format(
        code=r.code, venue=r.venue, volume=money(r.volume),
        crowd=f"{r.crowd_p * 100:.1f}", rule=fixed_text(r.price_rule),
        mean=number(r.seat_mean, 1), outcome=outcome_word(r.outcome),
        brier_crowd=number(r.brier_crowd, 3), brier_seats=number(r.brier_seats, 3))
