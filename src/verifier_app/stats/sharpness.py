"""Sharpness and dispersion of the stated probabilities (paper, Sections 4.4 and 5.2).

``K = (2/n) Σ |p - 50|``: 0 when always 50, 100 when always certain; ``K_clim`` with the
climatological 100·q in place of 50 (only when the climatology's hash checked). Also the
share of probabilities within [40, 60], and the dispersion: the population standard
deviation across seats per market, averaged over markets. Rows: the common-event rows
(no outcome needed). The histogram (2-point steps) is what a chart draws.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from verifier_app.stats.climatology import Climatology
from verifier_app.stats.distinct import float_lookup

HIST_EDGES = np.arange(0, 102, 2)


@dataclass(frozen=True)
class Sharpness:
    """K, K_clim (None unless the climatology's hash checked) and the share within
    [40, 60] of one group of rows."""

    n: int
    k: float | None
    k_clim: float | None
    share_40_60: float | None

    def to_json(self) -> dict[str, Any]:
        return {"n": self.n, "k": self.k, "k_clim": self.k_clim,
                "share_40_60": self.share_40_60}


@dataclass(frozen=True)
class HorizonSharpness:
    """One horizon: its sharpness, the dispersion across seats over its markets, and the
    histogram of its stated probabilities (``HIST_EDGES``)."""

    sharpness: Sharpness
    dispersion: float | None
    markets: int
    counts: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {**self.sharpness.to_json(), "dispersion": self.dispersion,
                "markets": self.markets,
                "histogram": {"edges": HIST_EDGES.tolist(), "counts": list(self.counts)}}


@dataclass(frozen=True)
class RunSharpness:
    """The same figures for one run and horizon."""

    run_id: str
    horizon: str
    n: int
    k: float | None
    k_clim: float | None
    share_40_60: float | None
    dispersion: float | None
    markets: int

    def to_json(self) -> dict[str, Any]:
        return {"run_id": self.run_id, "horizon": self.horizon, "n": self.n, "k": self.k,
                "k_clim": self.k_clim, "share_40_60": self.share_40_60,
                "dispersion": self.dispersion, "markets": self.markets}


@dataclass(frozen=True)
class SharpnessTables:
    """Sharpness and dispersion per horizon, per run and horizon, per seat and horizon."""

    per_horizon: Mapping[str, HorizonSharpness]
    per_run: tuple[RunSharpness, ...]
    per_seat: Mapping[str, Mapping[str, Sharpness]]  # seat -> horizon
    rule: str = "K = (2/n) sum |p - 50|; K_clim with 100q; population SD across seats"

    def to_json(self) -> dict[str, Any]:
        return {"rule": self.rule,
                "per_horizon": {h: c.to_json() for h, c in self.per_horizon.items()},
                "per_run": [r.to_json() for r in self.per_run],
                "per_seat": {seat: {h: c.to_json() for h, c in cells.items()}
                             for seat, cells in self.per_seat.items()}}


def sharpness_of(rows: pd.DataFrame, clim: Climatology) -> Sharpness:
    p = rows["prob_up"].to_numpy(dtype=float)
    n = len(p)
    k_clim = None
    if n and clim.usable:
        q = rows["q"].to_numpy(dtype=float) * 100
        k_clim = None if np.isnan(q).any() else _r(2 * np.abs(p - q).mean())
    return Sharpness(n, _r(2 * np.abs(p - 50).mean()) if n else None, k_clim,
                     _r(((p >= 40) & (p <= 60)).mean()) if n else None)


def market_spread(rows: pd.DataFrame) -> pd.DataFrame:
    """Population SD across seats per market (run x horizon x asset), two or more seats."""
    sd = rows.groupby(["run_id", "horizon", "asset"])["prob_up"].agg(["std", "count"])
    sd = sd[sd["count"] >= 2]
    # pandas' std is the sample SD; the paper uses the population SD.
    return (sd["std"] * np.sqrt((sd["count"] - 1) / sd["count"])).rename("sd").reset_index()


def dispersion(spread: pd.DataFrame) -> tuple[float | None, int]:
    """Mean over markets of the population SD across seats."""
    if spread.empty:
        return None, 0
    return _r(float(spread["sd"].mean())), len(spread)


def _r(value: float | None) -> float | None:
    return None if value is None or np.isnan(value) else round(float(value), 6)


def sharpness_tables(df: pd.DataFrame, clim: Climatology) -> SharpnessTables:
    rows = df.loc[df["drop_common"] == "", ["run_id", "seat", "asset", "horizon", "prob_up"]]
    rows = rows.assign(q=float_lookup(rows, ["asset", "horizon"], clim.q))
    spread = market_spread(rows)
    per_horizon = {}
    for horizon, group in rows.groupby("horizon", sort=True):
        counts, _ = np.histogram(group["prob_up"].to_numpy(dtype=float), bins=HIST_EDGES)
        per_horizon[str(horizon)] = HorizonSharpness(
            sharpness_of(group, clim), *dispersion(spread[spread["horizon"] == horizon]),
            tuple(int(c) for c in counts))
    per_seat: dict[str, dict[str, Sharpness]] = {}
    for (seat, horizon), group in rows.groupby(["seat", "horizon"], sort=True):
        per_seat.setdefault(str(seat), {})[str(horizon)] = sharpness_of(group, clim)
    return SharpnessTables(per_horizon, _per_run(rows, spread, clim.usable), per_seat)


def _per_run(rows: pd.DataFrame, spread: pd.DataFrame,
             with_clim: bool) -> tuple[RunSharpness, ...]:
    """The same figures per run and horizon, computed in one pass (a season has 500 runs)."""
    p = rows["prob_up"].to_numpy(dtype=float)
    work = rows[["run_id", "horizon"]].assign(
        dev=2 * np.abs(p - 50), dev_clim=2 * np.abs(p - 100 * rows["q"].to_numpy(dtype=float)),
        mid=((p >= 40) & (p <= 60)).astype(float))
    agg = work.groupby(["run_id", "horizon"], sort=True).agg(
        n=("dev", "size"), k=("dev", "mean"), k_clim=("dev_clim", "mean"),
        share_40_60=("mid", "mean"))
    spread_by = spread.groupby(["run_id", "horizon"])["sd"].agg(["mean", "size"])
    out = []
    for (run_id, horizon), row in agg.iterrows():
        has = (run_id, horizon) in spread_by.index
        out.append(RunSharpness(
            str(run_id), str(horizon), int(row["n"]), _r(row["k"]),
            _r(row["k_clim"]) if with_clim else None, _r(row["share_40_60"]),
            _r(spread_by.loc[(run_id, horizon), "mean"]) if has else None,
            int(spread_by.loc[(run_id, horizon), "size"]) if has else 0))
    return tuple(out)
