"""Directional calibration bins and the logistic fit (paper, Section 4.4).

Each resolved probability is folded to the side it backs: p < 50 becomes 100 - p with the
outcome flipped, exactly 50 is left out. Bins [50,60), [60,70), [70,80), [80,100]; each bin
shows the mean stated probability and the share that came true, and is drawn only from
``calib_min`` forecasts (20 unless ``council-calibration.json`` says otherwise). Rows are the
Brier rows (every scored answer). The logistic fit uses all rows, 50s included.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from verifier_app.core.messages import CATALOGUE
from verifier_app.stats.logistic import fit

BINS = ((50, 60), (60, 70), (70, 80), (80, 100))


def fold(probs: np.ndarray, outcomes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Folded probabilities and outcomes, 50s dropped."""
    keep = probs != 50
    p, o = probs[keep], outcomes[keep]
    down = p < 50
    return np.where(down, 100 - p, p), np.where(down, 1 - o, o)


def bins(probs: np.ndarray, outcomes: np.ndarray, calib_min: int) -> list[dict[str, Any]]:
    p, o = fold(probs, outcomes)
    out = []
    for low, high in BINS:
        inside = (p >= low) & ((p < high) if high < 100 else (p <= high))
        n = int(inside.sum())
        out.append({"bin": f"[{low},{high}{']' if high == 100 else ')'}", "low": low,
                    "high": high, "n": n, "shown": n >= calib_min,
                    "mean_prob": round(float(p[inside].mean()), 4) if n else None,
                    "hit_rate": round(float(o[inside].mean()), 4) if n else None})
    return out


def calibration_of(rows: pd.DataFrame, calib_min: int) -> dict[str, Any]:
    probs = rows["prob_up"].to_numpy(dtype=float)
    outcomes = rows["outcome"].to_numpy(dtype=float)
    return {"n": len(rows), "fifties_left_out": int((probs == 50).sum()),
            "bins": bins(probs, outcomes, calib_min),
            "logistic": fit(probs, outcomes, rows["session"].to_numpy())}


def calibration_tables(df: pd.DataFrame, calib_min: int, calib_min_source: str,
                       consensus: pd.DataFrame | None = None) -> dict[str, Any]:
    rows = df.loc[df["drop_score"] == "", ["seat", "session", "horizon", "prob_up", "outcome"]]
    out: dict[str, Any] = {
        "calib_min": calib_min, "calib_min_source": calib_min_source,
        "bins_rule": CATALOGUE["stats.bins_rule"],
        "per_horizon": {str(h): calibration_of(g, calib_min)
                        for h, g in rows.groupby("horizon", sort=True)},
        "per_seat": {},
    }
    for (seat, horizon), group in rows.groupby(["seat", "horizon"], sort=True):
        out["per_seat"].setdefault(str(seat), {})[str(horizon)] = calibration_of(group,
                                                                                  calib_min)
    if consensus is not None and len(consensus):
        out["consensus"] = {str(h): calibration_of(g, calib_min)
                            for h, g in consensus.groupby("horizon", sort=True)}
    return out
