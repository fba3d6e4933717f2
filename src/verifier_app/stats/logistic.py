"""The logistic calibration fit ``logit P(Y=1) = a + b·logit(p)`` (paper, Section 4.4).

Fitted by iteratively reweighted least squares; standard errors keep each session's
forecasts together (cluster-robust sandwich with the usual G/(G-1) small-sample factor).
Stated probabilities of 0 or 100 have no logit, so p is held inside [1, 99] first.
b < 1: probabilities too far from a half; b > 1: too close; a: a lean to rises or falls.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from verifier_app.core.messages import CATALOGUE

P_RANGE = (1.0, 99.0)
MAX_ITER = 50
MIN_CLUSTERS = 2


def logit(p: np.ndarray) -> np.ndarray:
    q = np.clip(p, *P_RANGE) / 100
    return np.log(q / (1 - q))


@dataclass(frozen=True)
class LogisticFit:
    """logit P = a + b·logit p, with standard errors clustered by session; a, b and their
    errors are None where no fit is estimated (``note`` says why)."""

    n: int
    clusters: int
    note: str
    a: float | None = None
    b: float | None = None
    se_a: float | None = None
    se_b: float | None = None

    def to_json(self) -> dict[str, Any]:
        return {"n": self.n, "clusters": self.clusters, "a": self.a, "b": self.b,
                "se_a": self.se_a, "se_b": self.se_b, "note": self.note}


def fit(probs: np.ndarray, outcomes: np.ndarray, clusters: np.ndarray) -> LogisticFit:
    n = len(probs)
    groups = np.unique(clusters)
    if n < 10 or len(np.unique(outcomes)) < 2 or len(groups) < MIN_CLUSTERS:
        return LogisticFit(int(n), len(groups), CATALOGUE["stats.fit_few"])
    x = np.column_stack([np.ones(n), logit(probs)])
    beta, converged = _irls(x, outcomes)
    if beta is None or not converged:
        return LogisticFit(int(n), len(groups), CATALOGUE["stats.fit_separated"])
    mu = 1 / (1 + np.exp(-x @ beta))
    bread = np.linalg.pinv((x * (mu * (1 - mu))[:, None]).T @ x)
    scores = x * (outcomes - mu)[:, None]
    index = np.searchsorted(groups, clusters)
    per_cluster = np.zeros((len(groups), 2))
    np.add.at(per_cluster, index, scores)
    meat = per_cluster.T @ per_cluster * len(groups) / (len(groups) - 1)
    se = np.sqrt(np.maximum(np.diag(bread @ meat @ bread), 0))
    return LogisticFit(int(n), len(groups), CATALOGUE["stats.fit_clustered"],
                       round(float(beta[0]), 6), round(float(beta[1]), 6),
                       round(float(se[0]), 6), round(float(se[1]), 6))


def _irls(x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray | None, bool]:
    beta = np.zeros(x.shape[1])
    for _ in range(MAX_ITER):
        eta = np.clip(x @ beta, -30, 30)
        mu = 1 / (1 + np.exp(-eta))
        w = np.maximum(mu * (1 - mu), 1e-10)
        z = eta + (y - mu) / w
        try:
            new = np.linalg.solve((x * w[:, None]).T @ x, (x * w[:, None]).T @ z)
        except np.linalg.LinAlgError:
            return None, False
        if not np.all(np.isfinite(new)) or np.abs(new).max() > 1e3:
            return None, False
        if np.abs(new - beta).max() < 1e-10:
            return new, True
        beta = new
    return beta, False
