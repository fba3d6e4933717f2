"""AI against the crowd, contract by contract (paper, Section 4.9).

Per counted run and contract sealed in the run line's ``crowd``: the crowd price and volume
as sealed (Polymarket under ``odds``; a market Polymarket does not list under ``kalshi``),
each seat's ``crowd_up`` from its answer line (verified, sealed before 09:30 ET, latest per
seat), the resolution from the ``crowd`` line and the Brier of each side on it.

Kalshi price: a Kalshi question is fixed at a strike; its price is brought to "above the
previous close" by linear interpolation between the two adjacent strikes ``lo`` and
``hi``: p = p_lo + (prev - lo)/(hi - lo)·(p_hi - p_lo), with prev clamped into [lo, hi].
This needs the price at each strike (``p_lo``/``p_hi``) and the previous close (``prev``,
``prev_close`` or ``ref``) on the entry; when the sealed entry holds only ``p_up``, that
sealed value (the operator's interpolation) is used as is and the row says so.

Contracts with a sealed volume of at least $1,000 form the primary comparison; thinner ones
are shown apart. d is the share of contracts whose resolution has the opposite sign of the
league's own one-day question on that market; a gap in Brier of at most 2d is no edge.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from verifier_app.core.messages import CATALOGUE
from verifier_app.stats.book import AnswerLine, BookIndex, number
from verifier_app.stats.forecasts import open_of

VOLUME_FLOOR = 1000.0


def crowd_price(entry: dict[str, Any]) -> tuple[float | None, str]:
    """The crowd's probability (0-1) of "above the previous close" and how it was read."""
    p_lo, p_hi = number(entry.get("p_lo")), number(entry.get("p_hi"))
    lo, hi = number(entry.get("lo")), number(entry.get("hi"))
    prev = next((number(entry.get(k)) for k in ("prev", "prev_close", "ref")
                 if number(entry.get(k)) is not None), None)
    if None not in (p_lo, p_hi, lo, hi, prev) and hi > lo:  # type: ignore[operator]
        x = min(max(prev, lo), hi)  # type: ignore[type-var]
        p = p_lo + (x - lo) / (hi - lo) * (p_hi - p_lo)  # type: ignore[operator]
        return _unit(p), CATALOGUE["stats.interpolated"]
    p_up = number(entry.get("p_up"))
    return (_unit(p_up) if p_up is not None else None), CATALOGUE["stats.as_sealed"]


def _unit(p: float) -> float:
    return p / 100 if p > 1 else p


def seat_answers(answers: list[AnswerLine], session: str,
                 line_status: Callable[[int], str]) -> dict[str, AnswerLine]:
    """The latest verified answer per seat (of one run) sealed before the session's open."""
    opening = open_of(session)
    latest: dict[str, AnswerLine] = {}
    for answer in answers:
        if answer.kind != "answer" or answer.sealed is None or opening is None:
            continue
        if answer.sealed >= opening or line_status(answer.n) != "verified":
            continue
        if answer.seat not in latest or answer.n > latest[answer.seat].n:
            latest[answer.seat] = answer
    return latest


@dataclass(frozen=True)
class CrowdRow:
    """One contract of a counted run: the crowd's price, the seats' sealed answers, and
    both scored against the contract's own sealed resolution."""

    run_id: str
    session: str
    code: str
    venue: str
    crowd_p: float | None
    price_rule: str
    volume: float | None
    outcome: float | None
    league_outcome: float | None
    verified: bool
    seats: Mapping[str, Any]  # seat -> its stated chance of "up", in points
    primary: bool  # sealed volume at or above VOLUME_FLOOR
    seat_mean: float | None
    brier_crowd: float | None
    brier_seats: float | None
    opposite_sign: bool | None  # the contract resolved against the league's own 1-day outcome

    def to_json(self) -> dict[str, Any]:
        return {"run_id": self.run_id, "session": self.session, "code": self.code,
                "venue": self.venue, "crowd_p": self.crowd_p, "price_rule": self.price_rule,
                "volume": self.volume, "outcome": self.outcome,
                "league_outcome": self.league_outcome, "verified": self.verified,
                "seats": dict(self.seats), "primary": self.primary,
                "seat_mean": self.seat_mean, "brier_crowd": self.brier_crowd,
                "brier_seats": self.brier_seats, "opposite_sign": self.opposite_sign}


@dataclass(frozen=True)
class CrowdComparison:
    """The seats against the crowd over one group of contracts (primary or thin)."""

    contracts: int
    scored: int
    brier_crowd: float | None
    brier_seats: float | None
    gap: float | None
    d: float | None
    two_d: float | None
    reading: str

    def to_json(self) -> dict[str, Any]:
        return {"contracts": self.contracts, "scored": self.scored,
                "brier_crowd": self.brier_crowd, "brier_seats": self.brier_seats,
                "gap": self.gap, "d": self.d, "two_d": self.two_d, "reading": self.reading}


@dataclass(frozen=True)
class SeatAgainstCrowd:
    n: int
    brier_seat: float | None
    brier_crowd: float | None

    def to_json(self) -> dict[str, Any]:
        return {"n": self.n, "brier_seat": self.brier_seat, "brier_crowd": self.brier_crowd}


@dataclass(frozen=True)
class CrowdSummary:
    """Every contract, and the comparisons over the verified ones."""

    contracts: int
    unverified: int
    primary: CrowdComparison
    thin: CrowdComparison
    per_seat: Mapping[str, SeatAgainstCrowd]
    rows: tuple[CrowdRow, ...]
    volume_floor: float = VOLUME_FLOOR

    def to_json(self) -> dict[str, Any]:
        return {"volume_floor": self.volume_floor, "contracts": self.contracts,
                "unverified": self.unverified, "primary": self.primary.to_json(),
                "thin": self.thin.to_json(),
                "per_seat": {seat: found.to_json() for seat, found in self.per_seat.items()},
                "rows": [row.to_json() for row in self.rows]}


def crowd_rows(book: BookIndex, sessions: dict[str, str], line_status: Callable[[int], str],
               league_1d: dict[tuple[str, str], float]) -> list[CrowdRow]:
    out = []
    by_run: dict[str, list[AnswerLine]] = {}
    for answer in book.answers.values():
        by_run.setdefault(answer.run_id, []).append(answer)
    for run_id, (run_line, crowd) in sorted(book.runs.items()):
        if run_id not in sessions:
            continue  # not a counted run
        seats = seat_answers(by_run.get(run_id, []), sessions[run_id], line_status)
        resolution_line, resolutions = book.crowd.get(run_id, (None, {}))
        for code, venue, entry in _contracts(crowd):
            key = code if venue == "polymarket" else f"{code}@kalshi"
            price, rule = crowd_price(entry)
            resolved = resolutions.get(key) if isinstance(resolutions, dict) else None
            up = resolved.get("up") if isinstance(resolved, dict) else None
            verified = line_status(run_line) == "verified" and (
                resolution_line is None or line_status(resolution_line) == "verified")
            volume = number(entry.get("vol"))
            out.append(_scored(
                run_id, sessions[run_id], code, venue, price, rule, volume,
                float(up) if isinstance(up, bool) else None, league_1d.get((run_id, code)),
                verified, {s: a.crowd_up[code] for s, a in sorted(seats.items())
                           if code in a.crowd_up}))
    return out


def _contracts(crowd: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    odds = crowd.get("odds") if isinstance(crowd.get("odds"), dict) else {}
    kalshi = crowd.get("kalshi") if isinstance(crowd.get("kalshi"), dict) else {}
    found = [(c, "polymarket", e) for c, e in odds.items() if isinstance(e, dict)]
    found += [(c, "kalshi", e) for c, e in kalshi.items() if isinstance(e, dict) and c not in odds]
    return sorted(found)


def _scored(run_id: str, session: str, code: str, venue: str, price: float | None,
            rule: str, volume: float | None, outcome: float | None, league: float | None,
            verified: bool, seats: dict[str, Any]) -> CrowdRow:
    stated = list(seats.values())
    return CrowdRow(
        run_id, session, code, venue, price, rule, volume, outcome, league, verified, seats,
        primary=(volume or 0) >= VOLUME_FLOOR,
        seat_mean=round(float(np.mean(stated)), 4) if stated else None,
        brier_crowd=None if outcome is None or price is None else
        round((price - outcome) ** 2, 6),
        brier_seats=None if outcome is None or not stated else
        round(float(np.mean([(p / 100 - outcome) ** 2 for p in stated])), 6),
        opposite_sign=None if outcome is None or league is None else outcome != league)


def crowd_summary(rows: list[CrowdRow]) -> CrowdSummary:
    verified = [r for r in rows if r.verified]
    return CrowdSummary(len(rows), len(rows) - len(verified),
                        _side_by_side([r for r in verified if r.primary]),
                        _side_by_side([r for r in verified if not r.primary]),
                        _per_seat([r for r in verified if r.primary]), tuple(rows))


def _side_by_side(rows: list[CrowdRow]) -> CrowdComparison:
    scored = [r for r in rows if r.brier_crowd is not None and r.brier_seats is not None]
    flips = [r.opposite_sign for r in rows if r.opposite_sign is not None]
    crowd = float(np.mean([r.brier_crowd for r in scored])) if scored else None
    seats = float(np.mean([r.brier_seats for r in scored])) if scored else None
    d = float(np.mean(flips)) if flips else None
    gap = None if crowd is None or seats is None else seats - crowd
    reading = "crowd.not_enough"
    if gap is not None and d is not None:
        reading = "crowd.no_edge" if abs(gap) <= 2 * d else \
            ("crowd.seats_ahead" if gap < 0 else "crowd.crowd_ahead")
    return CrowdComparison(len(rows), len(scored), _r(crowd), _r(seats), _r(gap), _r(d),
                           _r(2 * d) if d is not None else None, CATALOGUE[reading])


def _per_seat(rows: list[CrowdRow]) -> dict[str, SeatAgainstCrowd]:
    pairs = [(s, (v / 100 - r.outcome) ** 2, r.brier_crowd) for r in rows
             if r.outcome is not None and r.brier_crowd is not None
             for s, v in r.seats.items()]
    frame = pd.DataFrame(pairs, columns=["seat", "seat_b", "crowd_b"])
    return {str(s): SeatAgainstCrowd(len(g), _r(g["seat_b"].mean()), _r(g["crowd_b"].mean()))
            for s, g in frame.groupby("seat", sort=True)}


def _r(value: float | None) -> float | None:
    return None if value is None or np.isnan(value) else round(float(value), 6)
