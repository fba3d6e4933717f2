"""Brier scores against the coin and the climatology (paper, Sections 4.2, 4.3, 4.6).

``B = (p/100 - o)²`` with o = 1 for a strict rise (close > ref) over all rows: the primary
score. The no-draw score comes second with how many rows it drops. The coin scores 0.25;
the climatology q (only when its hash checked) gives ``BSS = 1 - B̄/B̄_clim`` on the same
rows (q = p_up for the primary score, p_up_ex_draw for the no-draw score).

Rows: the verified answer that counts of each seat in the counted run (one line per seat,
``eligibility.answer_reasons``: the latest before session 11, the first well-formed from
it, Section 3.11 P3), sealed before 09:30 ET on the common event, with a stated
probability and an outcome sealed in the book's score line. The other answers stay in the
book, labelled, and are not scored. Empty cells (counted_50) and missing answers are
reported beside each score.
Ranking: a seat enters a horizon's table with at least 30 resolved forecasts on at least
10 sessions (the 30/10 rule).

Every mean of Brier terms is their exact sum rounded once (``math.fsum``), then divided by
their number: the same float whatever order the rows come in, and the same whether the
terms are summed at once or run by run (``exact_total``: a re-check keeps each run's exact
sum and adds them, ``stats.run_parts``).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

import numpy as np
import pandas as pd

from verifier_app.core.messages import Message
from verifier_app.stats.climatology import Climatology
from verifier_app.stats.distinct import float_lookup
from verifier_app.stats.eligibility import sources
from verifier_app.stats.intervals import session_interval

COIN = 0.25
RANK_MIN_ROWS, RANK_MIN_SESSIONS = 30, 10
RANKING_RULE = Message.of("stats.ranking_rule", rows=RANK_MIN_ROWS, sessions=RANK_MIN_SESSIONS)


def _scored(df: pd.DataFrame, columns: list[str]) -> pd.DataFrame:
    """The scored rows with their Brier term ``b``."""
    rows = df.loc[df["drop_score"] == "", columns].copy()
    rows["b"] = brier_terms(rows["prob_up"].to_numpy(), rows["outcome"].to_numpy())
    return rows


def brier_terms(prob_up: np.ndarray, outcome: np.ndarray) -> np.ndarray:
    """Each row's ``(p/100 - o)²`` (Section 4.2)."""
    return (prob_up / 100 - outcome) ** 2


# Every finite double is a whole multiple of 2**-1074: sums in that unit are exact.
UNIT_BITS = 1074


def exact_total(values: Iterable[float]) -> int:
    """The exact sum of ``values``, in units of 2**-1074 (a whole number)."""
    return sum(n << (UNIT_BITS + 1 - d.bit_length())
               for n, d in map(float.as_integer_ratio, map(float, values)))


def mean_of_total(total: int, n: int) -> float:
    """The mean of ``n`` values whose exact sum is ``total`` (``exact_total``): the sum
    rounded once (Python's integer division is correctly rounded, as ``math.fsum`` is),
    then divided by ``n``, so it is ``_mean``'s float for the same values."""
    return (total / (1 << UNIT_BITS)) / n


def brier_cell(n: int, total: int) -> dict[str, Any]:
    """What step 7 compares for one seat and horizon: {n, brier} from the exact sum."""
    return {"n": n, "brier": _r(mean_of_total(total, n))}


def scored_frame(df: pd.DataFrame, clim: Climatology) -> pd.DataFrame:
    rows = _scored(df, ["seat", "session", "asset", "horizon", "prob_up", "outcome", "draw"])
    o = rows["outcome"].to_numpy()
    markets = ["asset", "horizon"]  # q is looked up once per market and horizon
    q = float_lookup(rows, markets, clim.q) if clim.usable else np.full(len(rows), np.nan)
    q_nd = float_lookup(rows, markets, clim.q_ex_draw) if clim.usable else q
    rows["b_clim"] = (q - o) ** 2
    rows["b_clim_nd"] = (q_nd - o) ** 2
    return rows


@dataclass(frozen=True)
class ClimatologyScore:
    """The same rows against the climatology q: its Brier score and the skill over it."""

    brier_clim: float | None
    bss: float | None
    note: str

    def to_json(self) -> dict[str, Any]:
        return {"brier_clim": self.brier_clim, "bss": self.bss, "note": self.note}


@dataclass(frozen=True)
class NoDrawScore:
    """The no-draw score: the rows without a draw, and how many draws it drops."""

    n: int
    dropped_draws: int
    brier: float | None
    climatology: ClimatologyScore

    def to_json(self) -> dict[str, Any]:
        return {"n": self.n, "dropped_draws": self.dropped_draws, "brier": self.brier,
                "climatology": self.climatology.to_json()}


@dataclass(frozen=True)
class Score:
    """The scores of one group of scored rows (a horizon, a market, a seat's horizon)."""

    n: int
    sessions: int
    brier: float | None
    skill_vs_coin: float | None
    no_draw: NoDrawScore
    climatology: ClimatologyScore
    interval: Mapping[str, Any] | None = None  # a seat's horizon only (intervals.py)
    coin: float = COIN

    def to_json(self) -> dict[str, Any]:
        found = {"n": self.n, "sessions": self.sessions, "brier": self.brier,
                 "coin": self.coin, "skill_vs_coin": self.skill_vs_coin,
                 "no_draw": self.no_draw.to_json(), "climatology": self.climatology.to_json()}
        if self.interval is not None:
            found["interval"] = dict(self.interval)
        return found


@dataclass(frozen=True)
class AssetBrier:
    n: int
    brier: float | None

    def to_json(self) -> dict[str, Any]:
        return {"n": self.n, "brier": self.brier}


@dataclass(frozen=True)
class SeatScore:
    """One seat's horizon: its scores, whether it is ranked (the 30/10 rule) and where,
    and the rows beside it that were not scored."""

    score: Score
    ranked: bool
    empty_cells: int
    no_answer: int
    refused: int
    per_asset: Mapping[str, AssetBrier]
    rank: int | None = None

    def to_json(self) -> dict[str, Any]:
        found = {**self.score.to_json(), "ranked": self.ranked,
                 "empty_cells": self.empty_cells, "no_answer": self.no_answer,
                 "refused": self.refused,
                 "per_asset": {a: cell.to_json() for a, cell in self.per_asset.items()}}
        if self.rank is not None:
            found["rank"] = self.rank
        return found


@dataclass(frozen=True)
class BrierTables:
    """Every Brier table of the statistics (Sections 4.2, 4.3, 4.6)."""

    rows_used: int
    dropped: Mapping[str, int]  # rows left out, by reason
    sources: Mapping[str, int]  # the rows used, by where they were read
    per_seat: Mapping[str, Mapping[str, SeatScore]]  # seat -> horizon
    per_horizon: Mapping[str, Score]
    per_asset: Mapping[str, Score]  # "asset/horizon"
    rule: str = "B = (p/100 - o)^2, o = 1 for a strict rise, all rows; no-draw second"
    ranking_rule: str = RANKING_RULE.render()
    # Section 3.9 (requirement 8): the empty cells, missing answers and refusals beside each
    # score are the forecasts file's ``status`` of cells the book states no probability for:
    # the book does not say which of the three a cell is, and that file is not sealed.
    unstated_counts_from: str = "council-forecasts.csv status (not sealed)"

    @property
    def unstated_shown(self) -> bool:
        """Whether any seat's empty, missing or refused count is more than zero."""
        return any(c.empty_cells or c.no_answer or c.refused
                   for cells in self.per_seat.values() for c in cells.values())

    def to_json(self) -> dict[str, Any]:
        return {"rule": self.rule, "rows_used": self.rows_used, "dropped": dict(self.dropped),
                "sources": dict(self.sources),
                "per_seat": {seat: {h: cell.to_json() for h, cell in cells.items()}
                             for seat, cells in self.per_seat.items()},
                "per_horizon": {h: cell.to_json() for h, cell in self.per_horizon.items()},
                "per_asset": {k: cell.to_json() for k, cell in self.per_asset.items()},
                "ranking_rule": self.ranking_rule,
                "unstated_counts_from": self.unstated_counts_from}


def score(rows: pd.DataFrame, horizon: str | None = None) -> Score:
    """The scores of one group of scored rows; with ``horizon``, the interval too."""
    brier = _mean(rows)
    no_draw = rows[~rows["draw"]]
    no_draw_brier = _r(_mean(no_draw))
    interval = None
    if horizon is not None:
        per_session = rows.groupby("session", sort=True)["b"].agg(["sum", "count"])
        interval = session_interval(per_session["sum"].to_numpy(),
                                    per_session["count"].to_numpy(), horizon)
    return Score(
        n=len(rows), sessions=int(rows["session"].nunique()), brier=_r(brier),
        skill_vs_coin=_r(1 - brier / COIN) if brier is not None else None,
        no_draw=NoDrawScore(len(no_draw), len(rows) - len(no_draw), no_draw_brier,
                            _clim(no_draw, "b_clim_nd", no_draw_brier)),
        climatology=_clim(rows, "b_clim", brier), interval=interval)


def brier_cells(df: pd.DataFrame) -> dict[tuple[str, str], dict[str, Any]]:
    """Only {n, brier} per seat and horizon, as ``brier_tables`` finds them: what step 7
    compares with the published totals, without the intervals and the other tables."""
    rows = _scored(df, ["seat", "horizon", "prob_up", "outcome"])
    return {(str(seat), str(horizon)): brier_cell(len(group), exact_total(group["b"]))
            for (seat, horizon), group in rows.groupby(["seat", "horizon"], sort=True)}


def _mean(rows: pd.DataFrame, column: str = "b") -> float | None:
    return math.fsum(rows[column].to_numpy()) / len(rows) if len(rows) else None


def _clim(rows: pd.DataFrame, column: str, brier: float | None) -> ClimatologyScore:
    if brier is None or rows[column].isna().any():
        return ClimatologyScore(None, None, "climatology not available for these rows"
                                if len(rows) else "")
    b_clim = _mean(rows, column)
    assert b_clim is not None  # brier is None for no rows
    return ClimatologyScore(_r(b_clim), _r(1 - brier / b_clim) if b_clim > 0 else None, "")


def _r(value: float | None) -> float | None:
    return None if value is None or np.isnan(value) else round(float(value), 6)


def brier_tables(df: pd.DataFrame, clim: Climatology) -> BrierTables:
    rows = scored_frame(df, clim)
    beside = _beside(df)
    cells: dict[tuple[str, str], SeatScore] = {}
    for (seat, horizon), group in rows.groupby(["seat", "horizon"], sort=True):
        found = score(group, str(horizon))
        counts = beside.get((seat, horizon), {"empty_cells": 0, "no_answer": 0, "refused": 0})
        cells[(str(seat), str(horizon))] = SeatScore(
            found, found.n >= RANK_MIN_ROWS and found.sessions >= RANK_MIN_SESSIONS,
            per_asset={str(a): AssetBrier(len(g), _r(_mean(g)))
                       for a, g in group.groupby("asset", sort=True)}, **counts)
    per_seat: dict[str, dict[str, SeatScore]] = {}
    for (seat, horizon), cell in _ranked(cells).items():
        per_seat.setdefault(seat, {})[horizon] = cell
    dropped = df.loc[df["drop_score"] != "", "drop_score"].value_counts()
    return BrierTables(
        rows_used=len(rows), dropped={str(k): int(v) for k, v in dropped.items()},
        sources=sources(df[df["drop_score"] == ""]), per_seat=per_seat,
        per_horizon={str(h): score(g) for h, g in rows.groupby("horizon", sort=True)},
        per_asset={f"{a}/{h}": score(g) for (a, h), g in
                   rows.groupby(["asset", "horizon"], sort=True)})


def _beside(df: pd.DataFrame) -> dict[tuple[str, str], dict[str, int]]:
    """Empty cells, missing answers and refusals of otherwise eligible rows, per seat x h."""
    base = df[df["drop_score"].isin(("not_stated", "no_answer"))]
    out: dict[tuple[str, str], dict[str, int]] = {}
    for (seat, horizon), group in base.groupby(["seat", "horizon"]):
        status = group["status"]
        out[(seat, horizon)] = {"empty_cells": int((status == "counted_50").sum()),
                                "no_answer": int((status == "no_answer").sum()),
                                "refused": int((status == "refused_shape").sum())}
    return out


def _ranked(cells: dict[tuple[str, str], SeatScore]) -> dict[tuple[str, str], SeatScore]:
    """The cells with each ranked seat's place in its horizon, by Brier score (then seat)."""
    places: dict[tuple[str, str], int] = {}
    for horizon in {h for _, h in cells}:
        ranked = sorted((cell.score.brier, seat) for (seat, h), cell in cells.items()
                        if h == horizon and cell.ranked)
        places.update({(seat, horizon): place for place, (_, seat) in enumerate(ranked, 1)})
    return {key: replace(cell, rank=places[key]) if key in places else cell
            for key, cell in cells.items()}
