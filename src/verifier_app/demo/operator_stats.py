"""What the demo operator publishes in ``council-stats.json``, computed as it writes rows.

This is the operator's side of the recount: the app's statistics module recomputes these
figures independently from the verified rows and compares.
"""

from __future__ import annotations

from collections import defaultdict
from itertools import combinations
from typing import Any

import numpy as np

from verifier_app.demo.market import Seat

STATED = ("elicited", "explicit_50")


class OperatorStats:
    def __init__(self) -> None:
        # run_id -> horizon -> seat -> asset -> probability (latest line per seat wins)
        self.probs: dict[str, dict[str, dict[str, dict[str, float]]]] = defaultdict(
            lambda: defaultdict(lambda: defaultdict(dict)))
        self.brier: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))

    def add(self, run_id: str, seat: Seat, row: dict[str, Any], counted: bool) -> None:
        stated = row["cell_status"] in STATED and row["status"] == "counted"
        if not (counted and stated and row["line_kind"] == "issue" and row["same_event"]):
            return
        probability = float(row["prob_up"])
        self.probs[run_id][row["horizon"]][seat.seat][row["asset"]] = probability
        if row.get("close") is not None:
            outcome = 1.0 if row["close"] > row["ref"] else 0.0
            self.brier[seat.seat][row["horizon"]].append((probability / 100 - outcome) ** 2)

    def to_json(self) -> dict[str, Any]:
        per_run = {
            run_id: {h: n_eff(seats) for h, seats in sorted(horizons.items())}
            for run_id, horizons in sorted(self.probs.items())
        }
        per_seat = {
            seat: {h: {"n": len(v), "brier": round(float(np.mean(v)), 6)}
                   for h, v in sorted(horizons.items())}
            for seat, horizons in sorted(self.brier.items())
        }
        return {"demo": True, "time_basis": "book_sealed_at",
                "n_eff": {"counted": {"per_run": per_run}},
                "brier": {"per_seat": per_seat, "coin": 0.25}}


def n_eff(seats: dict[str, dict[str, float]]) -> dict[str, Any]:
    """Kish: mean pairwise Pearson rho over shared markets, n / (1 + (n - 1) rho)."""
    rhos = []
    for a, b in combinations(sorted(seats), 2):
        shared = sorted(set(seats[a]) & set(seats[b]))
        if len(shared) < 3:
            continue
        x = np.array([seats[a][m] for m in shared])
        y = np.array([seats[b][m] for m in shared])
        if x.std() == 0 or y.std() == 0:
            continue
        rhos.append(float(np.corrcoef(x, y)[0, 1]))
    n = len(seats)
    rho = float(np.mean(rhos)) if rhos else 0.0
    return {"n": n, "rho": round(rho, 6), "n_eff": round(n / (1 + (n - 1) * rho), 6)}
