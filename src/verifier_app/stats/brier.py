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
"""

from __future__ import annotations

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
    rows["b"] = (rows["prob_up"].to_numpy() / 100 - rows["outcome"].to_numpy()) ** 2
    return rows


def scored_frame(df: pd.DataFrame, clim: Climatology) -> pd.DataFrame:
    rows = _scored(df, ["seat", "session", "asset", "horizon", "prob_up", "outcome", "draw"])
    o = rows["outcome"].to_numpy()
    markets = ["asset", "horizon"]  # q is looked up once per market and horizon
    q = float_lookup(rows, markets, clim.q) if clim.usable else np.full(len(rows), np.nan)
    q_nd = float_lookup(rows, markets, clim.q_ex_draw) if clim.usable else q
    rows["b_clim"] = (q - o) ** 2
    rows["b_clim_nd"] = (q_nd - o) ** 2
    return rows


def score(rows: pd.DataFrame, horizon: str | None = None) -> dict[str, Any]:
    """The scores of one group of scored rows."""
    n = len(rows)
    brier = _mean(rows)
    no_draw = rows[~rows["draw"]]
    out: dict[str, Any] = {
        "n": n, "sessions": int(rows["session"].nunique()), "brier": _r(brier), "coin": COIN,
        "skill_vs_coin": _r(1 - brier / COIN) if brier is not None else None,
        "no_draw": {"n": len(no_draw), "dropped_draws": n - len(no_draw),
                    "brier": _r(float(no_draw["b"].mean())) if len(no_draw) else None},
        "climatology": _clim(rows, "b_clim", brier),
    }
    out["no_draw"]["climatology"] = _clim(no_draw, "b_clim_nd", out["no_draw"]["brier"])
    if horizon is not None:
        per_session = rows.groupby("session", sort=True)["b"].agg(["sum", "count"])
        out["interval"] = session_interval(per_session["sum"].to_numpy(),
                                           per_session["count"].to_numpy(), horizon)
    return out


def brier_cells(df: pd.DataFrame) -> dict[tuple[str, str], dict[str, Any]]:
    """Only {n, brier} per seat and horizon, as ``brier_tables`` finds them: what step 7
    compares with the published totals, without the intervals and the other tables."""
    rows = _scored(df, ["seat", "horizon", "prob_up", "outcome"])
    return {(str(seat), str(horizon)): {"n": len(group), "brier": _r(_mean(group))}
            for (seat, horizon), group in rows.groupby(["seat", "horizon"], sort=True)}


def _mean(rows: pd.DataFrame) -> float | None:
    return float(rows["b"].mean()) if len(rows) else None


def _clim(rows: pd.DataFrame, column: str, brier: float | None) -> dict[str, Any]:
    if brier is None or rows[column].isna().any():
        return {"brier_clim": None, "bss": None,
                "note": "climatology not available for these rows" if len(rows) else ""}
    b_clim = float(rows[column].mean())
    return {"brier_clim": _r(b_clim), "bss": _r(1 - brier / b_clim) if b_clim > 0 else None,
            "note": ""}


def _r(value: float | None) -> float | None:
    return None if value is None or np.isnan(value) else round(float(value), 6)


def brier_tables(df: pd.DataFrame, clim: Climatology) -> dict[str, Any]:
    rows = scored_frame(df, clim)
    beside = _beside(df)
    per_seat: dict[str, dict[str, Any]] = {}
    for (seat, horizon), group in rows.groupby(["seat", "horizon"], sort=True):
        cell = score(group, str(horizon))
        cell["ranked"] = cell["n"] >= RANK_MIN_ROWS and cell["sessions"] >= RANK_MIN_SESSIONS
        cell.update(beside.get((seat, horizon), {"empty_cells": 0, "no_answer": 0,
                                                 "refused": 0}))
        cell["per_asset"] = {str(a): {"n": len(g), "brier": _r(float(g["b"].mean()))}
                             for a, g in group.groupby("asset", sort=True)}
        per_seat.setdefault(str(seat), {})[str(horizon)] = cell
    _rank(per_seat)
    dropped = df.loc[df["drop_score"] != "", "drop_score"].value_counts()
    return {
        "rule": "B = (p/100 - o)^2, o = 1 for a strict rise, all rows; no-draw second",
        "rows_used": len(rows), "dropped": {str(k): int(v) for k, v in dropped.items()},
        "sources": sources(df[df["drop_score"] == ""]),
        "per_seat": per_seat,
        "per_horizon": {str(h): score(g) for h, g in rows.groupby("horizon", sort=True)},
        "per_asset": {f"{a}/{h}": score(g) for (a, h), g in
                      rows.groupby(["asset", "horizon"], sort=True)},
        "ranking_rule": RANKING_RULE.render(),
    }


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


def _rank(per_seat: dict[str, dict[str, Any]]) -> None:
    horizons = {h for cells in per_seat.values() for h in cells}
    for horizon in horizons:
        ranked = sorted((cells[horizon]["brier"], seat) for seat, cells in per_seat.items()
                        if horizon in cells and cells[horizon]["ranked"])
        for place, (_, seat) in enumerate(ranked, 1):
            per_seat[seat][horizon]["rank"] = place
