"""The registered test (Section 8): G_s per session, the running mean and its bands.

Filled points are the sessions of the registered window (11-126); hollow grey points lie
outside it (the design window, or after the season) and enter no estimate. The running mean
is drawn with its 95% and 90% bands, the ±0.01 zone of "no gain of practical size" is
shaded, and the three check dates are marked. The whole season is always on the x axis, so
an interim reading shows how much of the window is still to come.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt

from verifier_app.core.sessions import WINDOW, session_number
from verifier_app.gui.charts.captions import wrap
from verifier_app.gui.charts.panel import ChartPanel
from verifier_app.gui.charts.style import GREY, PALETTE
from verifier_app.gui.messages import render
from verifier_app.stats.endpoint import CHECK_DATES, MARGIN

SEASON_END = 136  # a little beyond the reading date (session 134, 2027-04-30)


def tr(source: str, disambiguation: str | None = None, n: int = -1) -> str:
    # lupdate files module-level tr() calls under the empty context; look them up there.
    # A text that counts is written with %Ln and given its number (its plural forms).
    return QCoreApplication.translate("", source, disambiguation, n)


def signed(value: float | None) -> str:
    return "–" if value is None else f"{value:+.4f}"


class EndpointChart(ChartPanel):
    key = "endpoint"
    title = QT_TRANSLATE_NOOP("messages", "Registered test: the consensus against the base rate")

    def show_stats(self, stats, run: str | None = None, horizon: str | None = None) -> None:
        self.reset()
        self.set_title(tr("Registered test: the consensus against the base rate"))
        self.set_axes(tr("Session (NYSE trading days; 11 to 126 is the registered window)"),
                      tr("Paired gain G (Brier units; above 0: the consensus did better)"))
        endpoint = getattr(stats, "endpoint", None)
        self.plot.setMouseEnabled(False, False)
        self.plot.getAxis("left").enableAutoSIPrefix(False)
        if endpoint is None or not endpoint.available:
            self.set_caption(wrap(render(endpoint.said) if endpoint else
                                  tr("No registered test.")))
            return
        self.add_legend(columns=3)
        self._zone()
        self._bands(endpoint)
        self._points(endpoint)
        values = [s.gain for s in endpoint.sessions] + [MARGIN * 2, -MARGIN * 2]
        top = max(abs(v) for v in values) * 1.3
        self.plot.setYRange(-top, top, padding=0)
        self._check_dates(top)
        self.plot.setXRange(0, max([SEASON_END] + [s.session + 2 for s in endpoint.sessions]),
                            padding=0)
        self.set_caption(self._caption(endpoint))

    def _zone(self) -> None:
        zone = pg.LinearRegionItem((-MARGIN, MARGIN), orientation="horizontal", movable=False,
                                   brush=pg.mkBrush(0, 158, 115, 45), pen=pg.mkPen(None))
        zone.setZValue(-20)
        self.plot.addItem(zone)
        self.plot.addItem(pg.InfiniteLine(0, angle=0, pen=pg.mkPen("#444", width=1)))
        # a legend entry for the zone: a thick line in the zone's colour
        self.plot.plot([], [], pen=pg.mkPen((0, 158, 115, 110), width=10),
                       name=tr("±0.01: no gain of practical size"))

    def _bands(self, endpoint) -> None:
        banded = [r for r in endpoint.running if r.ci95 is not None]
        for level, colour, name in (("ci95", (0, 114, 178, 50), tr("95% band")),
                                    ("ci90", (0, 114, 178, 95), tr("90% band"))):
            if not banded:
                break
            xs = [r.session for r in banded]
            edge = pg.mkPen(colour, width=1)
            low = pg.PlotCurveItem(xs, [getattr(r, level).low for r in banded], pen=edge)
            high = pg.PlotCurveItem(xs, [getattr(r, level).high for r in banded], pen=edge)
            self.plot.addItem(low)
            self.plot.addItem(high)
            fill = pg.FillBetweenItem(low, high, brush=pg.mkBrush(*colour))
            fill.setZValue(-10)
            self.plot.addItem(fill)
            self.plot.plot([], [], pen=pg.mkPen(colour, width=10), name=name)
        if endpoint.running:
            xs = [r.session for r in endpoint.running]
            ys = [r.mean for r in endpoint.running]
            self.plot.plot(xs, ys, pen=pg.mkPen("k", width=2.5), name=tr("running mean"))
            template = tr("after session {session}: mean {mean}, 95% {low} to {high}")
            self.add_hover(xs, ys, [template.format(
                session=r.session, mean=signed(r.mean),
                low=signed(r.ci95.low if r.ci95 else None),
                high=signed(r.ci95.high if r.ci95 else None)) for r in endpoint.running])

    def _points(self, endpoint) -> None:
        for inside, name in ((True, tr("G of a window session")),
                             (False, tr("G outside the window (not read)"))):
            rows = [s for s in endpoint.sessions if (s.part == "window") == inside]
            if not rows:
                continue
            xs, ys = [s.session for s in rows], [s.gain for s in rows]
            self.plot.addItem(pg.ScatterPlotItem(
                xs, ys, size=7, symbol="o" if inside else "s",
                brush=pg.mkBrush(PALETTE[0]) if inside else pg.mkBrush(None),
                pen=pg.mkPen(PALETTE[0] if inside else GREY, width=1.2), name=name))
            self.add_hover(xs, ys, [tr("session {session} ({day}): G = {g}, %Ln event(s)", None,
                                       s.events).format(session=s.session, day=s.day,
                                                        g=signed(s.gain)) for s in rows])

    def _check_dates(self, top: float) -> None:
        for i, day in enumerate(CHECK_DATES):
            number = session_number(day)
            if number is None:
                continue
            self.plot.addItem(pg.InfiniteLine(number, angle=90, pen=pg.mkPen(
                "#555", width=1.2, style=Qt.PenStyle.DashLine)))
            self.add_label(tr("check {date}").format(date=day.isoformat()), number, top,
                           anchor=(1.02, 0) if i == len(CHECK_DATES) - 1 else (-0.02, 0),
                           color="k")
        self.plot.addItem(pg.InfiniteLine(WINDOW[0] - 0.5, angle=90, pen=pg.mkPen(GREY, width=1)))

    def _caption(self, endpoint) -> list[str]:
        lines = wrap(render(endpoint.said))
        if endpoint.estimate is not None:
            template = tr("Estimate {estimate} over {sessions} sessions; 95% interval "
                          "{low95} to {high95}; 90% interval {low90} to {high90}.")
            ends = {}
            for name, interval in (("95", endpoint.ci95), ("90", endpoint.ci90)):
                ends[f"low{name}"] = signed(interval.low if interval else None)
                ends[f"high{name}"] = signed(interval.high if interval else None)
            lines += wrap(template.format(estimate=signed(endpoint.estimate),
                                          sessions=len(endpoint.window), **ends))
        lines += wrap(tr("Each point: G_s, the mean over the session's one-day events of "
                         "(q − y)² − (p − y)²; p the consensus of answers sealed before 09:30 ET, "
                         "y a strict rise, q the sealed climatology. Bands: moving blocks of 5 "
                         "sessions, 10,000 resamples, seed 20261102."))
        return lines
