"""The registered secondary question, undirected: does disagreement help? (paper, Section 8)

Per one-day event, the dispersion is the population SD of the seats' stated probabilities
(in points; ``stats.sharpness.market_spread``, the same eligible rows as the consensus).
The events of the window (sessions 11-126) are split into terciles by the 33.3rd and 66.7th
percentiles of the dispersion over the events of sessions 1-10 (numpy's default linear
interpolation). The statistic is the mean across markets of the difference in mean paired
gain (``stats.endpoint``), top tercile minus bottom tercile, each market compared with
itself; its 95% interval comes from the same moving-block bootstrap as the primary
endpoint. Unresolved when a tercile has fewer than 30 events.

Decisions where the paper is silent: the events are those the primary endpoint scores (a
resolved outcome and a base rate), in sessions 1-10 for the bounds as in the window; an
event at a boundary goes to the lower tercile (bottom: SD ≤ the 33.3rd percentile; top: SD
above the 66.7th); a market enters the mean only when both its top and its bottom tercile
hold an event (in a resample too); an event answered by one seat has no dispersion and is
left out.

The second secondary question (published against the shadow consensus) needs the shadow
weights filed with the registration; the open files do not carry them, so it stays
unresolved and the output says so.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from verifier_app.core.messages import CATALOGUE, Message
from verifier_app.core.sessions import DESIGN_LAST, WINDOW
from verifier_app.stats.bootstrap import (
    block_picks,
    monte_carlo_error,
    percentile_interval,
    pick_counts,
)
from verifier_app.stats.endpoint import BLOCK, MIN_BLOCKS, Event, Interval
from verifier_app.stats.sharpness import market_spread

PERCENTILES = (33.3, 66.7)
MIN_EVENTS = 30
TERCILES = ("bottom", "middle", "top")
SHADOW = CATALOGUE["disagreement.shadow"]


@dataclass(frozen=True)
class Disagreement:
    available: bool
    reason: str
    bounds: tuple[float, float] | None = None
    design_events: int = 0
    counts: tuple[int, int, int] = (0, 0, 0)
    markets: tuple[tuple[str, float], ...] = ()  # per market: top minus bottom mean gain
    estimate: float | None = None
    ci95: Interval | None = None
    without_dispersion: int = 0

    @property
    def resolved(self) -> bool:
        return self.available and min(self.counts) >= MIN_EVENTS and self.estimate is not None

    @property
    def reading(self) -> str:
        return self.said.render()

    @property
    def said(self) -> Message:
        """``reading`` as a message, for a view in the reader's language."""
        return self._said(sizes_said=True)

    def _said(self, sizes_said: bool) -> Message:
        """``sizes_said``: the terciles' sizes as a message of their own (the window's
        language); else as their English text, the form the JSON has always kept."""
        if not self.available:
            return Message.of("disagreement.not_computed", reason=self.reason)
        if min(self.counts) < MIN_EVENTS:
            bottom, middle, top = self.counts
            sizes = Message.of("disagreement.sizes", bottom=bottom, middle=middle, top=top)
            return Message.of("disagreement.small", min=MIN_EVENTS,
                              sizes=sizes if sizes_said else sizes.render())
        if self.ci95 is None:
            return Message.of("disagreement.no_interval")
        if self.ci95.low > 0:
            return Message.of("disagreement.more")
        if self.ci95.high < 0:
            return Message.of("disagreement.less")
        return Message.of("disagreement.no_difference")

    def to_json(self) -> dict[str, Any]:
        return {
            "available": self.available, "reason": self.reason,
            "rule": "population SD of the seats' stated probabilities per 1d event; terciles "
                    "by the 33.3/66.7 percentiles of sessions 1-10; mean across markets of "
                    "mean gain top minus bottom tercile",
            "bounds": None if self.bounds is None else [_r(b) for b in self.bounds],
            "design_events": self.design_events,
            "tercile_events": dict(zip(TERCILES, self.counts, strict=True)),
            "min_events": MIN_EVENTS, "events_without_dispersion": self.without_dispersion,
            "per_market": {a: _r(v) for a, v in self.markets},
            "estimate": _r(self.estimate), "ci95": self.ci95.to_json() if self.ci95 else None,
            "resolved": self.resolved, "reading": self.reading,
            "reading_message": self._said(sizes_said=False).to_json(),
            "shadow_consensus": SHADOW,
        }


def _r(value: float | None) -> float | None:
    return None if value is None or np.isnan(value) else round(float(value), 6)


def dispersion(common: pd.DataFrame) -> dict[tuple[str, str], float]:
    """(run, asset) -> population SD in points of the eligible one-day answers."""
    spread = market_spread(common[common["horizon"] == "1d"])
    return {(str(r), str(a)): float(sd) for r, a, sd in
            zip(spread["run_id"], spread["asset"], spread["sd"], strict=True)}


def disagreement(events: list[Event], spread: dict[tuple[str, str], float]) -> Disagreement:
    rated = [(e, spread[(e.run_id, e.asset)]) for e in events if (e.run_id, e.asset) in spread]
    missing = len(events) - len(rated)
    design = np.array([sd for e, sd in rated if e.session <= DESIGN_LAST])
    if not len(design):
        return Disagreement(False, "no one-day event of sessions 1-10 to set the tercile "
                            "bounds", without_dispersion=missing)
    low, high = (float(v) for v in np.percentile(design, PERCENTILES))
    window = [(e, 0 if sd <= low else 2 if sd > high else 1) for e, sd in rated
              if WINDOW[0] <= e.session <= WINDOW[1]]
    counts = tuple(sum(t == k for _, t in window) for k in range(3))
    base = {"bounds": (low, high), "design_events": len(design), "counts": counts,
            "without_dispersion": missing}
    if not window:
        return Disagreement(True, "", **base)
    sessions = sorted({e.session for e, _ in window})
    assets = sorted({e.asset for e, _ in window})
    s_at, a_at = {s: i for i, s in enumerate(sessions)}, {a: i for i, a in enumerate(assets)}
    sums = np.zeros((len(sessions), len(assets), 2))
    cnts = np.zeros_like(sums)
    for e, t in window:
        if t != 1:
            sums[s_at[e.session], a_at[e.asset], t // 2] += e.gain
            cnts[s_at[e.session], a_at[e.asset], t // 2] += 1
    per_market = _difference(sums.sum(axis=0)[None], cnts.sum(axis=0)[None])
    estimate = float(np.nanmean(per_market[0])) if np.isfinite(per_market).any() else None
    markets = tuple((a, float(v)) for a, v in zip(assets, per_market[0], strict=True)
                    if np.isfinite(v))
    ci95 = None
    if estimate is not None and len(sessions) >= BLOCK * MIN_BLOCKS:
        weights = pick_counts(block_picks(len(sessions), BLOCK), len(sessions))
        shape = (len(sessions), -1)
        r_sums = (weights @ sums.reshape(shape)).reshape(-1, len(assets), 2)
        r_cnts = (weights @ cnts.reshape(shape)).reshape(-1, len(assets), 2)
        diffs = _difference(r_sums, r_cnts)
        with np.errstate(all="ignore"):
            means = np.where(np.isfinite(diffs).any(axis=1),
                             np.nansum(diffs, axis=1) / np.isfinite(diffs).sum(axis=1), np.nan)
        ci95 = Interval(0.95, *percentile_interval(means, 0.95),
                        mc_error=monte_carlo_error(means, 0.95))
    return Disagreement(True, "", markets=markets, estimate=estimate, ci95=ci95, **base)


def _difference(sums: np.ndarray, counts: np.ndarray) -> np.ndarray:
    """(resamples, markets): mean gain top minus bottom, NaN where either tercile is empty."""
    with np.errstate(all="ignore"):
        means = sums / counts
    return means[..., 1] - means[..., 0]
