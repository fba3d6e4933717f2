"""Pairwise correlations of seats across markets, each pair over the markets both answered.

A pair enters only with at least three shared markets and some variation on both sides
(a seat that gave the same number everywhere has no correlation); the figures say how many
pairs were skipped.
"""

from __future__ import annotations

import numpy as np

MIN_SHARED = 3
TINY = 1e-9


def pairwise(matrix: np.ndarray, centred: bool = True, centre: float = 50.0) -> np.ndarray:
    """Seats x seats correlation of the rows of ``matrix`` (seats x markets, NaN = no answer).

    ``centred``: Pearson (each pair's means over its shared markets removed). Otherwise the
    uncentred correlation of deviations from ``centre`` (the paper's "deviations from 50"),
    which does not change when a market's question is asked the other way round.
    """
    present = ~np.isnan(matrix)
    mask = present.astype(float)
    values = np.where(present, matrix if centred else matrix - centre, 0.0)
    shared = mask @ mask.T
    cross = values @ values.T
    own_sq = (values**2) @ mask.T  # [i, j]: sum of x_i^2 over markets j also answered
    if centred:
        own = values @ mask.T  # [i, j]: sum of x_i over the shared markets
        with np.errstate(invalid="ignore", divide="ignore"):
            cov = cross - own * own.T / shared
            var_i = own_sq - own**2 / shared
    else:
        cov, var_i = cross, own_sq
    var_j = var_i.T
    usable = (shared >= MIN_SHARED) & (var_i > TINY * np.maximum(1.0, own_sq)) & \
        (var_j > TINY * np.maximum(1.0, own_sq.T))
    with np.errstate(invalid="ignore", divide="ignore"):
        corr = np.where(usable, cov / np.sqrt(np.abs(var_i * var_j)), np.nan)
    np.fill_diagonal(corr, 1.0)
    return np.clip(corr, -1.0, 1.0)


def mean_offdiagonal(corr: np.ndarray) -> tuple[float | None, int, int]:
    """Mean over seat pairs (upper triangle) of the usable correlations, used, skipped."""
    upper = corr[np.triu_indices(corr.shape[0], k=1)]
    used = upper[~np.isnan(upper)]
    mean = float(used.mean()) if used.size else None
    return mean, int(used.size), int(upper.size - used.size)


def eigen_summary(corr: np.ndarray) -> dict[str, object]:
    """Largest eigenvalue's share of the trace and the participation ratio (Σλ)²/Σλ²."""
    if corr.shape[0] < 2 or np.isnan(corr).any():
        return {"largest_share": None, "participation_ratio": None, "eigenvalues": [],
                "note": "not computed: some seat pair has no usable correlation"
                if corr.shape[0] >= 2 else "not computed: fewer than two seats"}
    eigenvalues = np.sort(np.linalg.eigvalsh(corr))[::-1]
    trace = float(eigenvalues.sum())
    return {"largest_share": float(eigenvalues[0] / trace),
            "participation_ratio": float(trace**2 / float((eigenvalues**2).sum())),
            "eigenvalues": [float(v) for v in eigenvalues], "note": ""}


def seat_mean(corr: np.ndarray) -> np.ndarray:
    """Each seat's mean correlation with the other seats (usable pairs only)."""
    off = corr.copy()
    np.fill_diagonal(off, np.nan)
    valid = ~np.isnan(off)
    counts = valid.sum(axis=1)
    sums = np.where(valid, off, 0.0).sum(axis=1)
    return np.where(counts > 0, sums / np.maximum(counts, 1), np.nan)


def majority_agreement(matrix: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per seat: share of its sided cells (p != 50) on the side most other seats took.

    Markets where the other seats split evenly, or where the seat said 50 or nothing, are
    left out; returns (share, cells counted).
    """
    side = np.sign(np.nan_to_num(matrix - 50.0, nan=0.0))
    up, down = (side > 0).sum(axis=0), (side < 0).sum(axis=0)
    others_up = up[None, :] - (side > 0)
    others_down = down[None, :] - (side < 0)
    majority = np.sign(others_up - others_down)
    counted = (side != 0) & (majority != 0)
    agree = (side == majority) & counted
    cells = counted.sum(axis=1)
    with np.errstate(invalid="ignore", divide="ignore"):
        share = np.where(cells > 0, agree.sum(axis=1) / np.maximum(cells, 1), np.nan)
    return share, cells
