"""Sharpness and dispersion of the stated probabilities (paper, Sections 4.4 and 5.2).

``K = (2/n) Σ |p - 50|``: 0 when always 50, 100 when always certain; ``K_clim`` with the
climatological 100·q in place of 50 (only when the climatology's hash checked). Also the
share of probabilities within [40, 60], and the dispersion: the population standard
deviation across seats per market, averaged over markets. Rows: the common-event rows
(no outcome needed). The histogram (2-point steps) is what a chart draws.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from verifier_app.stats.climatology import Climatology
from verifier_app.stats.distinct import float_lookup

HIST_EDGES = np.arange(0, 102, 2)


def sharpness_of(rows: pd.DataFrame, clim: Climatology) -> dict[str, Any]:
    p = rows["prob_up"].to_numpy(dtype=float)
    n = len(p)
    out: dict[str, Any] = {"n": n, "k": _r(2 * np.abs(p - 50).mean()) if n else None,
                           "k_clim": None,
                           "share_40_60": _r(((p >= 40) & (p <= 60)).mean()) if n else None}
    if n and clim.usable:
        q = rows["q"].to_numpy(dtype=float) * 100
        out["k_clim"] = None if np.isnan(q).any() else _r(2 * np.abs(p - q).mean())
    return out


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


def sharpness_tables(df: pd.DataFrame, clim: Climatology) -> dict[str, Any]:
    rows = df.loc[df["drop_common"] == "", ["run_id", "seat", "asset", "horizon", "prob_up"]]
    rows = rows.assign(q=float_lookup(rows, ["asset", "horizon"], clim.q))
    spread = market_spread(rows)
    per_horizon = {}
    for horizon, group in rows.groupby("horizon", sort=True):
        cell = sharpness_of(group, clim)
        cell["dispersion"], cell["markets"] = dispersion(spread[spread["horizon"] == horizon])
        counts, _ = np.histogram(group["prob_up"].to_numpy(dtype=float), bins=HIST_EDGES)
        cell["histogram"] = {"edges": HIST_EDGES.tolist(), "counts": counts.tolist()}
        per_horizon[str(horizon)] = cell
    per_seat: dict[str, dict[str, Any]] = {}
    for (seat, horizon), group in rows.groupby(["seat", "horizon"], sort=True):
        per_seat.setdefault(str(seat), {})[str(horizon)] = sharpness_of(group, clim)
    return {"rule": "K = (2/n) sum |p - 50|; K_clim with 100q; population SD across seats",
            "per_horizon": per_horizon, "per_run": _per_run(rows, spread, clim.usable),
            "per_seat": per_seat}


def _per_run(rows: pd.DataFrame, spread: pd.DataFrame, with_clim: bool) -> list[dict[str, Any]]:
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
        out.append({"run_id": str(run_id), "horizon": str(horizon), "n": int(row["n"]),
                    "k": _r(row["k"]), "k_clim": _r(row["k_clim"]) if with_clim else None,
                    "share_40_60": _r(row["share_40_60"]),
                    "dispersion": _r(spread_by.loc[(run_id, horizon), "mean"]) if has else None,
                    "markets": int(spread_by.loc[(run_id, horizon), "size"]) if has else 0})
    return out
