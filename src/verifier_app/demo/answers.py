"""One seat's answer: the 12 x 4 items it seals, and the forecast rows they become."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from verifier_app.demo.market import ASSETS, HORIZONS, Market, Seat, action_for, seat_probability

REVISE_IF = ("a close below the 20-day average", "Rücksetzer unter die Unterstützung",
             "若美元走强则下调", "a surprise in the jobs report")


@dataclass
class Cell:
    asset: str
    horizon: str
    prob: int | None
    status: str  # counted | counted_50 | refused_shape | not_counted | no_answer
    cell_status: str  # elicited | explicit_50 | invalid
    action: str = ""


def build_items(rng: random.Random, market: Market, views: dict, session_index: int, seat: Seat,
                crowd: dict[str, Any], counted: bool) -> tuple[dict[str, Any], list[Cell]]:
    items: dict[str, Any] = {}
    cells: list[Cell] = []
    for asset in ASSETS:
        items[asset] = {}
        ref = market.ref(asset, session_index)
        for horizon in HORIZONS:
            key = (session_index, asset, horizon)
            probability = seat_probability(rng, seat, views[key])
            kind = _special_cell(seat, session_index, asset, horizon)
            if kind == "missing":
                cells.append(Cell(asset, horizon, 50, "counted_50", "invalid"))
                continue
            if kind == "explicit_50":
                probability = 50
            action = action_for(probability)
            item: dict[str, Any] = {
                "prob_up": probability if kind != "refused" else "n/a",
                "action": action,
                "target": round(ref * (1 + (probability - 50) / 1000), 2),
                "invalidation": round(ref * (1 - 0.02 * HORIZONS[horizon] ** 0.5), 2),
                "entry": ref, "exp_pct": round((probability - 50) / 20, 2),
                "risk": "medium", "revise_if": rng.choice(REVISE_IF),
            }
            if horizon == "1d" and asset in crowd["odds"] | crowd["kalshi"]:
                item["crowd_up"] = int(min(97, max(3, probability + rng.randint(-6, 6))))
            items[asset][horizon] = item
            if kind == "refused":
                cells.append(Cell(asset, horizon, None, "refused_shape", "invalid", action))
                continue
            status = "counted" if counted else "not_counted"
            cell_status = "explicit_50" if probability == 50 else "elicited"
            cells.append(Cell(asset, horizon, probability, status, cell_status, action))
    return items, cells


def _special_cell(seat: Seat, index: int, asset: str, horizon: str) -> str:
    """Empty cells, refusals and stated 50s, placed where tests can find them."""
    if seat.seat == "s06" and index % 3 == 0 and horizon == "6m":
        return "missing"
    if seat.seat == "s11" and index % 4 == 3 and asset == "VIX":
        return "refused"
    if seat.seat == "s05" and index % 2 == 0 and asset == "GOLD" and horizon == "1w":
        return "explicit_50"
    return ""


def forecast_row(common: dict[str, Any], cell: Cell, market: Market, session_index: int,
                 last_index: int) -> dict[str, Any]:
    """A ``council-forecasts.csv`` row for one cell; resolved when its horizon has ended."""
    row = dict(common)
    row.update(asset=cell.asset, horizon=cell.horizon, status=cell.status,
               cell_status=cell.cell_status, action=cell.action, action_word=cell.action,
               prob_up=cell.prob if cell.status != "refused_shape" else None,
               ref=market.ref(cell.asset, session_index))
    if session_index + HORIZONS[cell.horizon] <= last_index:
        close = market.close(cell.asset, session_index, cell.horizon)
        row.update(close=close, draw=close == row["ref"],
                   actual_pct=round(100 * (close / row["ref"] - 1), 4))
    if cell.status == "counted_50":
        row["why_missing"] = "no probability given for this horizon"
    return row
