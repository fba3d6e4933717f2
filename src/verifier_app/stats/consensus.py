"""The council's consensus per market, always shown with its count of voices (Section 5.3).

Per run x horizon x market, from the stated probabilities of the eligible seats:

1. with five or more answers, drop one lowest and one highest (ties broken by seat order);
2. a second and later model of the same family (``council-league.json`` seats[].family)
   weighs 1/3, counted in seat order among the seats kept (the paper does not say whether
   trimming or weighting comes first; trimming first keeps both rules simple to check);
3. the weighted mean, clipped to [2, 98].

Each consensus carries the number of stated probabilities, the run's mean pairwise ρ and
N_eff (requirement 14). The families are not in the book: ``council-league.json`` gives
them and is not sealed, so wherever a family weighs a seat 1/3 the consensus (and what is
read from it: its calibration, the registered test) rests on that file, and
``families_caveat`` says so where they are shown. ``all_wrong``: every sided seat wrong,
at least four sided; ``minority_right``: the consensus on the wrong side and at least one
seat right. A stated 50 is neither right nor wrong.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd

from verifier_app.core.messages import Grouped, Message
from verifier_app.stats.n_eff import NEffRun

TRIM_FROM = 5
LATER_FAMILY_WEIGHT = 1 / 3
CLIP = (2.0, 98.0)
ALL_WRONG_MIN = 4


@dataclass
class Market:
    run_id: str
    horizon: str
    asset: str
    n_stated: int
    consensus: float
    trimmed: list[str]
    reduced_weight: list[str]
    rho: float | None
    n_eff: float | None
    outcome: float | None = None
    seats_right: int = 0
    seats_wrong: int = 0

    @property
    def brier(self) -> float | None:
        return None if self.outcome is None else (self.consensus / 100 - self.outcome) ** 2

    @property
    def consensus_wrong(self) -> bool:
        return self.outcome is not None and self.consensus != 50 and \
            (self.consensus > 50) != (self.outcome == 1)

    @property
    def all_wrong(self) -> bool:
        sided = self.seats_right + self.seats_wrong
        return self.outcome is not None and sided >= ALL_WRONG_MIN and self.seats_right == 0

    @property
    def minority_right(self) -> bool:
        return self.consensus_wrong and self.seats_right > 0

    def to_json(self) -> dict[str, Any]:
        return {"run_id": self.run_id, "horizon": self.horizon, "asset": self.asset,
                "n_stated": self.n_stated, "consensus": round(self.consensus, 4),
                "trimmed": self.trimmed, "reduced_weight": self.reduced_weight,
                "rho": None if self.rho is None else round(self.rho, 6),
                "n_eff": None if self.n_eff is None else round(self.n_eff, 6),
                "outcome": self.outcome, "brier": _r(self.brier),
                "seats_right": self.seats_right, "seats_wrong": self.seats_wrong,
                "all_wrong": self.all_wrong, "minority_right": self.minority_right}


@dataclass
class ConsensusResult:
    markets: list[Market] = field(default_factory=list)
    families_source: str = ""

    def summary(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for horizon in sorted({m.horizon for m in self.markets}):
            resolved = [m for m in self.markets if m.horizon == horizon and m.outcome is not None]
            briers = [m.brier for m in resolved if m.brier is not None]
            out[horizon] = {"markets": sum(m.horizon == horizon for m in self.markets),
                            "resolved": len(resolved),
                            "brier": _r(float(np.mean(briers))) if briers else None,
                            "all_wrong": sum(m.all_wrong for m in resolved),
                            "minority_right": sum(m.minority_right for m in resolved)}
        return out

    @property
    def weighed_one_third(self) -> int:
        """Stated probabilities weighed 1/3 as a later model of a family."""
        return sum(len(m.reduced_weight) for m in self.markets)

    @property
    def families_caveat(self) -> Message | None:
        """That the family weights rest on the unsealed council-league.json, when they
        weigh any probability 1/3 (Section 5.3); None when every weight is 1."""
        count = self.weighed_one_third
        return Message.of("stats.families_unsealed", count=Grouped(count)) if count else None

    def to_json(self) -> dict[str, Any]:
        return {"families_source": self.families_source, "by_horizon": self.summary(),
                "markets": [m.to_json() for m in self.markets],
                "families_sealed": False, "weighed_one_third": self.weighed_one_third}


def _r(value: float | None) -> float | None:
    return None if value is None else round(value, 6)


def consensus_value(probs: list[float], seats: list[str], families: dict[str, str],
                    order: dict[str, int]) -> tuple[float, list[str], list[str]]:
    """(clipped consensus, trimmed seats, seats weighted 1/3) for one market."""
    ranked = sorted(zip(probs, seats, strict=True), key=lambda ps: (ps[0], order.get(ps[1], 99)))
    trimmed: list[str] = []
    if len(ranked) >= TRIM_FROM:
        trimmed = [ranked[0][1], ranked[-1][1]]
        ranked = ranked[1:-1]
    seen: set[str] = set()
    reduced: list[str] = []
    total = weight_sum = 0.0
    for p, seat in sorted(ranked, key=lambda ps: (order.get(ps[1], 99), ps[1])):
        family = families.get(seat, seat)
        weight = LATER_FAMILY_WEIGHT if family in seen else 1.0
        if family in seen:
            reduced.append(seat)
        seen.add(family)
        total += weight * p
        weight_sum += weight
    value = min(CLIP[1], max(CLIP[0], total / weight_sum))
    return value, trimmed, reduced


def consensus_markets(used: pd.DataFrame, runs: list[NEffRun], families: dict[str, str],
                      order: dict[str, int]) -> list[Market]:
    counts = {(r.run_id, r.horizon): r.count for r in runs}
    ordered = used.sort_values(["run_id", "horizon", "asset"], kind="stable")
    keys = list(zip(ordered["run_id"], ordered["horizon"], ordered["asset"], strict=True))
    seats, probs = ordered["seat"].tolist(), ordered["prob_up"].tolist()
    outcomes = ordered["outcome"].tolist()
    markets, start = [], 0
    for end in range(1, len(keys) + 1):  # plain lists: a groupby per market is too slow
        if end < len(keys) and keys[end] == keys[start]:
            continue
        markets.append(_market(keys[start], probs[start:end], seats[start:end],
                               outcomes[start:end], counts, families, order))
        start = end
    return markets


def _market(key: tuple, probs: list[float], seats: list[str], outcomes: list[float],
            counts: dict, families: dict[str, str], order: dict[str, int]) -> Market:
    run_id, horizon, asset = (str(k) for k in key)
    value, trimmed, reduced = consensus_value(probs, seats, families, order)
    count = counts.get((run_id, horizon))
    market = Market(run_id, horizon, asset, len(probs), value, trimmed, reduced,
                    count.rho if count else None, count.n_eff if count else None)
    resolved = [o for o in outcomes if o == o]  # NaN is not equal to itself
    if resolved:
        market.outcome = float(resolved[0])
        sided = [p for p in probs if p != 50]
        market.seats_right = sum((p > 50) == (market.outcome == 1) for p in sided)
        market.seats_wrong = len(sided) - market.seats_right
    return market
