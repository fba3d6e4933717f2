"""Directional calibration bins and the logistic fit (paper, Section 4.4).

Each resolved probability is folded to the side it backs: p < 50 becomes 100 - p with the
outcome flipped, exactly 50 is left out. Bins [50,60), [60,70), [70,80), [80,100]; each bin
shows the mean stated probability and the share that came true, and is drawn only from
``calib_min`` forecasts (the paper's 20; the file's own value is not sealed). Rows are the
Brier rows (every scored answer). The logistic fit uses all rows, 50s included.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from verifier_app.core.messages import CATALOGUE
from verifier_app.stats.logistic import LogisticFit, fit

BINS = ((50, 60), (60, 70), (70, 80), (80, 100))


def fold(probs: np.ndarray, outcomes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Folded probabilities and outcomes, 50s dropped."""
    keep = probs != 50
    p, o = probs[keep], outcomes[keep]
    down = p < 50
    return np.where(down, 100 - p, p), np.where(down, 1 - o, o)


@dataclass(frozen=True)
class Bin:
    """One directional bin: the mean stated probability and the share that came true;
    a result only from ``calib_min`` forecasts (``shown``)."""

    low: int
    high: int
    n: int
    shown: bool
    mean_prob: float | None
    hit_rate: float | None

    @property
    def label(self) -> str:
        return f"[{self.low},{self.high}{']' if self.high == 100 else ')'}"

    def to_json(self) -> dict[str, Any]:
        return {"bin": self.label, "low": self.low, "high": self.high, "n": self.n,
                "shown": self.shown, "mean_prob": self.mean_prob, "hit_rate": self.hit_rate}


@dataclass(frozen=True)
class CalibrationCell:
    """The bins and the logistic fit of one group of scored rows."""

    n: int
    fifties_left_out: int
    bins: tuple[Bin, ...]
    logistic: LogisticFit

    def to_json(self) -> dict[str, Any]:
        return {"n": self.n, "fifties_left_out": self.fifties_left_out,
                "bins": [b.to_json() for b in self.bins], "logistic": self.logistic.to_json()}


@dataclass(frozen=True)
class CalibrationTables:
    """Calibration per horizon, per seat and horizon, and of the consensus (Section 4.4)."""

    calib_min: int
    calib_min_source: str
    per_horizon: Mapping[str, CalibrationCell]
    per_seat: Mapping[str, Mapping[str, CalibrationCell]]  # seat -> horizon
    consensus: Mapping[str, CalibrationCell] | None = None  # by horizon, when there is one
    bins_rule: str = CATALOGUE["stats.bins_rule"]

    def to_json(self) -> dict[str, Any]:
        found: dict[str, Any] = {
            "calib_min": self.calib_min, "calib_min_source": self.calib_min_source,
            "bins_rule": self.bins_rule,
            "per_horizon": {h: c.to_json() for h, c in self.per_horizon.items()},
            "per_seat": {seat: {h: c.to_json() for h, c in cells.items()}
                         for seat, cells in self.per_seat.items()}}
        if self.consensus is not None:
            found["consensus"] = {h: c.to_json() for h, c in self.consensus.items()}
        return found


def bins(probs: np.ndarray, outcomes: np.ndarray, calib_min: int) -> tuple[Bin, ...]:
    p, o = fold(probs, outcomes)
    out = []
    for low, high in BINS:
        inside = (p >= low) & ((p < high) if high < 100 else (p <= high))
        n = int(inside.sum())
        out.append(Bin(low, high, n, n >= calib_min,
                       round(float(p[inside].mean()), 4) if n else None,
                       round(float(o[inside].mean()), 4) if n else None))
    return tuple(out)


def calibration_of(rows: pd.DataFrame, calib_min: int) -> CalibrationCell:
    probs = rows["prob_up"].to_numpy(dtype=float)
    outcomes = rows["outcome"].to_numpy(dtype=float)
    return CalibrationCell(len(rows), int((probs == 50).sum()), bins(probs, outcomes, calib_min),
                           fit(probs, outcomes, rows["session"].to_numpy()))


def calibration_tables(df: pd.DataFrame, calib_min: int, calib_min_source: str,
                       consensus: pd.DataFrame | None = None) -> CalibrationTables:
    rows = df.loc[df["drop_score"] == "", ["seat", "session", "horizon", "prob_up", "outcome"]]
    per_seat: dict[str, dict[str, CalibrationCell]] = {}
    for (seat, horizon), group in rows.groupby(["seat", "horizon"], sort=True):
        per_seat.setdefault(str(seat), {})[str(horizon)] = calibration_of(group, calib_min)
    return CalibrationTables(
        calib_min, calib_min_source,
        per_horizon={str(h): calibration_of(g, calib_min)
                     for h, g in rows.groupby("horizon", sort=True)},
        per_seat=per_seat,
        consensus={str(h): calibration_of(g, calib_min)
                   for h, g in consensus.groupby("horizon", sort=True)}
        if consensus is not None and len(consensus) else None)
