"""The league's registered test, recomputed from verified rows (paper, Section 8).

For each session s from 11 to 126 the paired gain of the consensus over the base rate is

    G_s = mean over the session's one-day events e of [(q_e - y_e)² - (p_e - y_e)²]

with p_e the council's consensus (``stats.consensus``, built from the eligible answers:
counted run, sealed before the event's 09:30 ET reference, latest answer per seat), y_e = 1
for a strict rise over all rows (draws included), and q_e the 1d ``p_up`` of
``climatology_fixed`` (not ``p_up_ex_draw``), used only after its content hash checked
(``stats.climatology``). The estimate is the mean of G_s; its intervals come from the
moving-block bootstrap over sessions (blocks of 5, 10,000 resamples, seed 20261102,
percentiles; ``stats.bootstrap``). The reading, in order: confirmed if the 95% interval
lies above 0; else "no gain of practical size" if the 90% interval lies within ±0.01;
else inconclusive; a confirmed gain whose 90% interval is also within ±0.01 is "confirmed
and smaller than the margin".

Decisions where the paper is silent, each shown in the output:
- sessions are numbered by NYSE trading days (``core.sessions``); sessions 1-10 (the
  design window) and sessions after 126 get a G_s for the chart but enter no estimate;
- "above 0" is strict; "within ±0.01" includes the bounds;
- an interval needs at least two blocks (10 sessions of the window); with fewer there is
  an estimate but no interval and no reading;
- the verdict is read on 2027-04-30: while the last session with a verified, resolved
  G_s (the "as of" session) lies before that date, every figure is labelled an interim
  reading as of that session, with the number of sessions it rests on;
- the running mean at session t is the mean of G_11 … G_t, its bands the same bootstrap
  applied to those sessions (from the tenth window session on);
- an event whose market has no 1d base rate in the table is left out and counted.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from typing import Any

import numpy as np

from verifier_app.core.messages import Message
from verifier_app.core.sessions import DESIGN_LAST, WINDOW, session_number
from verifier_app.stats.bootstrap import (
    DRAW_ORDER,
    RESAMPLES,
    SEED,
    block_picks,
    monte_carlo_error,
    percentile_interval,
)
from verifier_app.stats.climatology import Climatology
from verifier_app.stats.consensus import Market

BLOCK = 5
MIN_BLOCKS = 2
MARGIN = 0.01
HORIZON = "1d"
READ_ON = date(2027, 4, 30)  # the registered reading date
CHECK_DATES = (date(2026, 11, 30), date(2026, 12, 31), READ_ON)
# The readings' words: message ids ``reading.<code>`` (core.messages), their English there.
READINGS = {code: f"reading.{code}" for code in
            ("confirmed", "confirmed_smaller_than_margin", "no_gain_of_practical_size",
             "inconclusive")}


@dataclass(frozen=True)
class Event:
    """One one-day market event of a counted run, with its paired gain."""

    session: int
    day: str
    run_id: str
    asset: str
    p: float  # consensus, 0-1
    q: float  # climatology base rate, 0-1
    y: float  # 1 strict rise, else 0
    n_stated: int

    @property
    def gain(self) -> float:
        return (self.q - self.y) ** 2 - (self.p - self.y) ** 2

    def to_json(self) -> dict[str, Any]:
        return {"session": self.session, "day": self.day, "run_id": self.run_id,
                "asset": self.asset, "p": _r(self.p), "q": _r(self.q), "y": self.y,
                "n_stated": self.n_stated, "gain": _r(self.gain)}


@dataclass(frozen=True)
class SessionGain:
    session: int
    day: str
    events: int
    gain: float
    part: str  # design | window | after

    def to_json(self) -> dict[str, Any]:
        return {"session": self.session, "day": self.day, "events": self.events,
                "g": _r(self.gain), "part": self.part}


@dataclass(frozen=True)
class Interval:
    level: float
    low: float
    high: float
    mc_error: tuple[float, float] | None = None  # each bound's Monte Carlo error

    def to_json(self) -> dict[str, Any]:
        found = {"level": self.level, "low": _r(self.low), "high": _r(self.high)}
        if self.mc_error is not None:
            found["mc_error"] = {"low": _r(self.mc_error[0]), "high": _r(self.mc_error[1])}
        return found


@dataclass(frozen=True)
class RunningMean:
    """The estimate as it stood at one session of the window, with its bands."""

    session: int
    day: str
    mean: float
    ci95: Interval | None
    ci90: Interval | None

    def to_json(self) -> dict[str, Any]:
        return {"session": self.session, "day": self.day, "mean": _r(self.mean),
                "ci95": self.ci95.to_json() if self.ci95 else None,
                "ci90": self.ci90.to_json() if self.ci90 else None}


@dataclass(frozen=True)
class PrimaryEndpoint:
    available: bool
    reason: str
    sessions: tuple[SessionGain, ...] = ()
    events: tuple[Event, ...] = ()
    left_out: tuple[tuple[str, int], ...] = ()
    estimate: float | None = None
    ci95: Interval | None = None
    ci90: Interval | None = None
    reading: str | None = None
    interim: bool = True
    running: tuple[RunningMean, ...] = ()
    reason_said: Message | None = None  # ``reason`` as a message id with its values

    @property
    def as_of(self) -> SessionGain | None:
        """The last session with a verified, resolved G_s."""
        return self.sessions[-1] if self.sessions else None

    @property
    def window(self) -> tuple[SessionGain, ...]:
        return tuple(s for s in self.sessions if s.part == "window")

    @property
    def expected_sessions(self) -> int:
        return WINDOW[1] - WINDOW[0] + 1

    @property
    def label(self) -> str:
        """One sentence: what this reading is (interim or the registered verdict)."""
        return self.said.render()

    @property
    def said(self) -> Message:
        """``label`` as a message, for a view in the reader's language."""
        if not self.available:
            return Message.of("endpoint.not_computed", reason=self.reason_said or self.reason)
        done = len(self.window)
        window = {"first": WINDOW[0], "last": WINDOW[1], "design": DESIGN_LAST}
        if not done:
            if self.as_of is None:
                return Message.of("endpoint.no_window", **window)
            return Message.of("endpoint.no_window_as_of", session=self.as_of.session,
                              day=self.as_of.day, **window)
        words = Message.of(READINGS[self.reading]) if self.reading in READINGS else \
            Message.of("reading.none", count=BLOCK * MIN_BLOCKS)
        sessions = {"done": done, "expected": self.expected_sessions, "read_on": READ_ON}
        if self.interim:
            return Message.of("endpoint.interim", session=self.as_of.session,
                              day=self.as_of.day, words=words, **sessions)
        return Message.of("endpoint.final", words=words, **sessions)

    def to_json(self) -> dict[str, Any]:
        return {
            "available": self.available, "reason": self.reason,
            "rule": "G_s = mean over the session's 1d events of (q - y)^2 - (p - y)^2; "
                    "p consensus, y strict rise (draws included), q climatology_fixed 1d p_up",
            "window": {"first": WINDOW[0], "last": WINDOW[1],
                       "sessions_expected": self.expected_sessions,
                       "sessions_scored": len(self.window)},
            "interim": self.interim, "label": self.label, "label_message": self.said.to_json(),
            "read_on": READ_ON.isoformat(),
            "as_of_session": self.as_of.session if self.as_of else None,
            "as_of_date": self.as_of.day if self.as_of else None,
            "check_dates": [d.isoformat() for d in CHECK_DATES],
            "estimate": _r(self.estimate),
            "ci95": self.ci95.to_json() if self.ci95 else None,
            "ci90": self.ci90.to_json() if self.ci90 else None,
            "margin": MARGIN, "reading": self.reading,
            "bootstrap": {"method": "moving-block over sessions, percentile", "block": BLOCK,
                          "resamples": RESAMPLES, "seed": SEED,
                          "generator": f"Python's random.Random({SEED})",
                          "draw_order": DRAW_ORDER,
                          "min_sessions": BLOCK * MIN_BLOCKS},
            "events_used": sum(s.events for s in self.window),
            "events_left_out": dict(self.left_out),
            "sessions": [s.to_json() for s in self.sessions],
            "running": [r.to_json() for r in self.running],
            "events": [e.to_json() for e in self.events],
        }


def _r(value: float | None) -> float | None:
    return None if value is None or np.isnan(value) else round(float(value), 6)


def part_of(session: int) -> str:
    if session <= DESIGN_LAST:
        return "design"
    return "window" if session <= WINDOW[1] else "after"


def one_day_events(markets: Iterable[Market], run_days: dict[str, str], clim: Climatology
                   ) -> tuple[list[Event], dict[str, int]]:
    """The scored one-day events and the count of left-out markets by reason."""
    events: list[Event] = []
    left: dict[str, int] = {}
    for m in markets:
        if m.horizon != HORIZON:
            continue
        day = str(run_days.get(m.run_id, ""))
        number = session_number(day)
        q = clim.q.get((m.asset, HORIZON))
        reason = ("not_resolved" if m.outcome is None else
                  "not_a_trading_session" if number is None else
                  "no_base_rate" if q is None else "")
        if reason:
            left[reason] = left.get(reason, 0) + 1
            continue
        events.append(Event(number, day[:10], m.run_id, m.asset, m.consensus / 100, q,
                            float(m.outcome), m.n_stated))
    events.sort(key=lambda e: (e.session, e.asset))
    return events, left


def session_gains(events: list[Event]) -> list[SessionGain]:
    """Each session's G_s: every event weighs the same within its session."""
    by: dict[int, list[Event]] = {}
    for e in events:
        by.setdefault(e.session, []).append(e)
    return [SessionGain(s, group[0].day, len(group), float(np.mean([e.gain for e in group])),
                        part_of(s)) for s, group in sorted(by.items())]


def read(ci95: Interval, ci90: Interval, margin: float = MARGIN) -> str:
    """The registered reading, in the paper's order."""
    within = -margin <= ci90.low and ci90.high <= margin
    if ci95.low > 0:
        return "confirmed_smaller_than_margin" if within else "confirmed"
    return "no_gain_of_practical_size" if within else "inconclusive"


def primary_endpoint(markets: Iterable[Market], run_days: dict[str, str],
                     clim: Climatology) -> PrimaryEndpoint:
    if not clim.usable:
        said = Message.of("clim.not_usable",
                          reason=clim.said or clim.reason or Message.of("clim.hash_unchecked"))
        return PrimaryEndpoint(False, said.render(), reason_said=said)
    events, left = one_day_events(markets, run_days, clim)
    sessions = session_gains(events)
    window = [s for s in sessions if s.part == "window"]
    base = {"sessions": tuple(sessions), "events": tuple(events),
            "left_out": tuple(sorted(left.items())),
            "interim": not sessions or date.fromisoformat(sessions[-1].day) < READ_ON}
    if not window:
        return PrimaryEndpoint(True, "", **base)
    gains = np.array([s.gain for s in window])
    running = tuple(RunningMean(s.session, s.day, float(gains[:t].mean()), *_bands(gains[:t]))
                    for t, s in enumerate(window, 1))
    ci95, ci90 = _bands(gains)
    return PrimaryEndpoint(True, "", estimate=float(gains.mean()), ci95=ci95, ci90=ci90,
                           reading=read(ci95, ci90) if ci95 and ci90 else None,
                           running=running, **base)


def _bands(gains: np.ndarray) -> tuple[Interval | None, Interval | None]:
    """The 95% and 90% percentile intervals of the mean, or none before two blocks."""
    if len(gains) < BLOCK * MIN_BLOCKS:
        return None, None
    means = gains[block_picks(len(gains), BLOCK)].mean(axis=1)
    return _interval(means, 0.95), _interval(means, 0.9)


def _interval(means: np.ndarray, level: float) -> Interval:
    return Interval(level, *percentile_interval(means, level),
                    mc_error=monte_carlo_error(means, level))
