"""How many independent voices: N_eff per run x horizon (paper, Sections 5 and 5.1).

``N_eff = n / (1 + (n - 1) ρ)`` with ρ the mean over seat pairs of the Pearson correlation
of their probabilities across the markets both answered, n the seats with an eligible
answer. Variants: one market per group (Nasdaq-100, Dow and Brent dropped), deviations
from 50 without centring, and the error-indicator correlation on resolved markets; plus
the largest eigenvalue's share and the participation ratio of the seat correlation matrix,
each seat's mean correlation and its agreement with the majority of the others.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd

from verifier_app.stats.correlation import (
    eigen_summary,
    majority_agreement,
    mean_offdiagonal,
    pairwise,
    seat_mean,
)
from verifier_app.stats.eligibility import dropped_by_group

GROUP_DUPLICATES = ("NDX", "DJI", "BRENT")


def kish(n: int, rho: float | None) -> float | None:
    """Kish's effective number; None when ρ is unknown or the formula has no meaning."""
    if rho is None or n < 1:
        return None
    denominator = 1 + (n - 1) * rho
    return n / denominator if denominator > 0 else None


@dataclass
class Count:
    n: int
    rho: float | None
    n_eff: float | None
    pairs_used: int = 0
    pairs_skipped: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"n": self.n, "rho": _r(self.rho), "n_eff": _r(self.n_eff),
                "pairs_used": self.pairs_used, "pairs_skipped": self.pairs_skipped}


@dataclass
class NEffRun:
    run_id: str
    session: str
    horizon: str
    count: Count
    seats: list[str]
    assets: list[str]
    probabilities: np.ndarray  # seats x assets, NaN = no eligible answer (the grid)
    matrix: np.ndarray  # seats x seats correlation
    variants: dict[str, Count] = field(default_factory=dict)
    eigen: dict[str, Any] = field(default_factory=dict)
    rows_used: int = 0
    dropped: dict[str, int] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        rho_mean = seat_mean(self.matrix)
        share, cells = majority_agreement(self.probabilities)
        return {
            "run_id": self.run_id, "session": self.session, "horizon": self.horizon,
            **self.count.to_json(), "rows_used": self.rows_used, "dropped": self.dropped,
            "variants": {k: v.to_json() for k, v in self.variants.items()},
            "eigen": {k: _rounded(v) for k, v in self.eigen.items()},
            "eigen_share": _r(self.eigen.get("largest_share")),
            "participation_ratio": _r(self.eigen.get("participation_ratio")),
            "seats": self.seats,
            "correlation_matrix": [[_r(v) for v in row] for row in self.matrix],
            "seat_mean_rho": {s: _r(v) for s, v in zip(self.seats, rho_mean, strict=True)},
            "majority_agreement": {s: {"share": _r(v), "cells": int(c)} for s, v, c in
                                   zip(self.seats, share, cells, strict=True)},
        }

    def grid_json(self) -> dict[str, Any]:
        """The model x market grid of stated probabilities for this run and horizon."""
        return {"run_id": self.run_id, "horizon": self.horizon, "seats": self.seats,
                "assets": self.assets,
                "probabilities": [[_r(v) for v in row] for row in self.probabilities]}


def _r(value: Any) -> Any:
    if value is None or (isinstance(value, float) and np.isnan(value)):
        return None
    return round(float(value), 6)


def _rounded(value: Any) -> Any:
    """A figure, or a list of figures (the eigenvalues), at the six places of every other
    figure: the digits past them depend on the linear-algebra library, not on the data."""
    if isinstance(value, list):
        return [_r(v) for v in value]
    return _r(value) if isinstance(value, float) else value


def count_of(matrix: np.ndarray, centred: bool = True) -> tuple[Count, np.ndarray]:
    answered = ~np.isnan(matrix).all(axis=1)
    corr = pairwise(matrix[answered], centred=centred)
    rho, used, skipped = mean_offdiagonal(corr)
    n = int(answered.sum())
    return Count(n, rho, kish(n, rho), used, skipped), corr


def errors_matrix(probs: np.ndarray, outcomes: np.ndarray) -> np.ndarray:
    """1 where a seat's side (p != 50) was wrong, 0 where right, NaN otherwise."""
    side = probs > 50
    wrong = np.where(side, outcomes == 0, outcomes == 1).astype(float)
    usable = ~np.isnan(probs) & (probs != 50) & ~np.isnan(outcomes)[None, :]
    return np.where(usable, wrong, np.nan)


def n_eff_runs(df: pd.DataFrame) -> list[NEffRun]:
    """One ``NEffRun`` per counted run and horizon with eligible rows (``drop_common``).

    The columns are taken out of pandas once and each group is a slice of plain arrays: a
    season has a thousand groups, and pandas' per-group slicing cost more than the sums."""
    dropped = dropped_by_group(df, "drop_common", ["run_id", "horizon"])
    columns, groups, assets = _eligible(df)
    return [_one(str(run_id), str(horizon), columns, groups[(run_id, horizon)], assets,
                 dropped.get((run_id, horizon), {})) for run_id, horizon in sorted(groups)]


def _eligible(df: pd.DataFrame, markets: Sequence[str] | None = None
              ) -> tuple[_Columns, dict[Any, np.ndarray], list[str]]:
    """The eligible rows' columns, each run and horizon's row positions in them (in frame
    order), and the markets in order of first appearance (``markets``: that order as the
    whole file gives it, for a frame of some runs' rows; each of their markets is in it)."""
    eligible = (df["drop_common"] == "").to_numpy()
    used = df[eligible]
    # Codes in order of first appearance: each row's index into the markets, by hashing
    # (walking a text column value by value costs a Python call per row).
    if markets is None:
        asset_codes, assets = pd.factorize(df["asset"], use_na_sentinel=False)
    else:
        assets = list(markets)
        asset_codes = pd.Index(assets).get_indexer(df["asset"])
        if (asset_codes < 0).any():
            raise ValueError("a market outside the given order")
    columns = _columns(used, asset_codes[eligible])
    return columns, used.groupby(["run_id", "horizon"]).indices, list(assets)


@dataclass(frozen=True)
class _Columns:
    """The columns one run and horizon needs, as arrays in the frame's row order."""

    seat: np.ndarray
    asset: np.ndarray  # index into the assets, in order of first appearance
    prob_up: np.ndarray
    outcome: np.ndarray
    session: np.ndarray


def _columns(rows: pd.DataFrame, asset_codes: np.ndarray) -> _Columns:
    def text(name: str) -> np.ndarray:
        return rows[name].to_numpy(dtype=object)

    return _Columns(text("seat"), asset_codes.astype(np.intp),
                    rows["prob_up"].to_numpy(dtype=float), rows["outcome"].to_numpy(dtype=float),
                    text("session"))


def n_eff_counts(df: pd.DataFrame, markets: Sequence[str] | None = None
                 ) -> dict[tuple[str, str], Count]:
    """Only the counted figures (n, ρ, N_eff) per run and horizon, as ``n_eff_runs`` finds
    them: what step 7 compares with the published ones, without the variants, matrices and
    drop counts that only the statistics show. ``markets``: as ``_eligible``'s."""
    columns, groups, assets = _eligible(df, markets)
    return {(str(run_id), str(horizon)):
            count_of(_grid(columns, groups[(run_id, horizon)], len(assets))[0])[0]
            for run_id, horizon in sorted(groups)}


def _grid(columns: _Columns, index: np.ndarray, markets: int
          ) -> tuple[np.ndarray, list[str], np.ndarray]:
    """Seats x markets probabilities of one group (NaN: no eligible answer), its seats in
    order, and each market's outcome (NaN: not resolved)."""
    seat_names = columns.seat[index]
    seats = sorted(set(seat_names))
    probs = np.full((len(seats), markets), np.nan)
    outcomes = np.full(markets, np.nan)
    seat_at = {s: i for i, s in enumerate(seats)}
    s_idx = np.array([seat_at[s] for s in seat_names], dtype=np.intp)
    a_idx = columns.asset[index]
    probs[s_idx, a_idx] = columns.prob_up[index]
    outcome = columns.outcome[index]
    resolved = ~np.isnan(outcome)
    outcomes[a_idx[resolved]] = outcome[resolved]
    return probs, seats, outcomes


def _one(run_id: str, horizon: str, columns: _Columns, index: np.ndarray,
         assets: list[str], dropped: dict[str, int]) -> NEffRun:
    probs, seats, outcomes = _grid(columns, index, len(assets))
    count, corr = count_of(probs)
    keep = [i for i, a in enumerate(assets) if a not in GROUP_DUPLICATES]
    variants = {"one_per_group": count_of(probs[:, keep])[0],
                "deviation_from_50": count_of(probs, centred=False)[0],
                "errors": count_of(errors_matrix(probs, outcomes))[0]}
    answered = ~np.isnan(probs).all(axis=1)
    return NEffRun(run_id, str(columns.session[index[0]]), horizon, count,
                   [s for s, a in zip(seats, answered, strict=True) if a], assets,
                   probs[answered], corr, variants, eigen_summary(corr),
                   len(index), dropped)
