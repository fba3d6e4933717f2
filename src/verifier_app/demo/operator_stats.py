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


FIRST_ANSWER_FROM = "2026-11-02"  # session 11: the first well-formed answer counts (P3)


class OperatorStats:
    def __init__(self) -> None:
        # (run_id, seat) -> answer line -> its eligible cells (horizon, asset, p, outcome)
        self.lines: dict[tuple[str, str], dict[int, list[tuple]]] = defaultdict(
            lambda: defaultdict(list))
        self.sessions: dict[str, str] = {}

    def add(self, run_id: str, seat: Seat, row: dict[str, Any], counted: bool) -> None:
        stated = row["cell_status"] in STATED and row["status"] == "counted"
        if not (counted and stated and row["line_kind"] == "issue" and row["same_event"]):
            return
        outcome = None
        if row.get("close") is not None:
            outcome = 1.0 if row["close"] > row["ref"] else 0.0
        self.sessions[run_id] = row["session"]
        self.lines[(run_id, seat.seat)][row["line"]].append(
            (row["horizon"], row["asset"], float(row["prob_up"]), outcome))

    def _counted(self) -> list[tuple[str, str, list[tuple]]]:
        """One answer line per seat and run: the latest before session 11, the first
        from it (the operator follows the league's declared rule)."""
        out = []
        for (run_id, seat), lines in sorted(self.lines.items()):
            first = self.sessions[run_id] >= FIRST_ANSWER_FROM
            out.append((run_id, seat, lines[min(lines) if first else max(lines)]))
        return out

    def to_json(self) -> dict[str, Any]:
        probs: dict[str, dict[str, dict[str, dict[str, float]]]] = defaultdict(
            lambda: defaultdict(lambda: defaultdict(dict)))
        brier: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
        for run_id, seat, cells in self._counted():
            for horizon, asset, probability, outcome in cells:
                probs[run_id][horizon][seat][asset] = probability
                if outcome is not None:
                    brier[seat][horizon].append((probability / 100 - outcome) ** 2)
        per_run = {
            run_id: {h: n_eff(seats) for h, seats in sorted(horizons.items())}
            for run_id, horizons in sorted(probs.items())
        }
        per_seat = {
            seat: {h: {"n": len(v), "brier": round(float(np.mean(v)), 6)}
                   for h, v in sorted(horizons.items())}
            for seat, horizons in sorted(brier.items())
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
