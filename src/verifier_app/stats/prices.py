"""The league's prices reconciled with the reader's own price file, row by row.

For each verified forecast row, by the row's own event contract: the reference price is
the close of the first one-minute bar that starts at or after ``reference_at``; the close
is the close of the last bar that ends at or before ``event_end_at``; the change is
``100 · (close / ref − 1)`` and the outcome a strict rise; a draw when the change lies
within the draw band recomputed from the reader's own minute bars (``stats.draw_band``,
paper Section 3.5), and the draw flag is not compared where the file lacks those bars.
Every row where the league's ``ref``, ``close``, ``actual_pct``, outcome or ``draw``
differs is listed with both values. A row still open (no close published) is checked on
its reference only.

``event_end_at`` is read as an ISO-8601 time, or in the form ``<day>+<N>d``, which the
app reads as the 16:00 New York close of the N-th NYSE session counted from that day (the
day itself is the first). These two times are the forecasts file's and are not sealed;
every result says so (``prices.times_unsealed``, ``event_times_from``). Prices are
compared as numbers, to 1e-9 of their size; the change to 1e-4 points (the league
publishes four decimals).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np
import pandas as pd

from verifier_app.core.messages import Grouped, Message, fixed, semicolons
from verifier_app.core.sessions import session_day, session_number
from verifier_app.stats.distinct import key_codes
from verifier_app.stats.draw_band import band_at
from verifier_app.stats.price_file import BAR_NS, PriceFile, close_bar_start

NEEDED = ("reference_at", "event_end_at", "actual_pct")
PCT_TOLERANCE = 1e-4
REL_TOLERANCE = 1e-9
MAX_LISTED = 500
END_FORM = re.compile(r"(\d{4}-\d{2}-\d{2})\+(\d+)d")


@dataclass(frozen=True)
class Difference:
    run_id: str
    seat: str
    line: int | None
    asset: str
    horizon: str
    field: str
    league: Any
    recomputed: Any

    def to_json(self) -> dict[str, Any]:
        return {"run_id": self.run_id, "seat": self.seat, "line": self.line,
                "asset": self.asset, "horizon": self.horizon, "field": self.field,
                "league": self.league, "recomputed": self.recomputed}


@dataclass(frozen=True)
class Reconciliation:
    source: dict[str, Any]
    rows_checked: int
    closes_checked: int
    not_priced: tuple[tuple[str, int], ...]
    differences: tuple[Difference, ...]
    rows_differing: int
    draws_not_compared: int = 0  # resolved rows whose band the reader's file cannot give

    @property
    def reconciled(self) -> bool:
        return self.rows_checked > 0 and not self.differences and not self.not_priced

    @property
    def sentence(self) -> str:
        return self.said.render()

    @property
    def said(self) -> Message:
        """``sentence`` as a message, for a view in the reader's language: the result, and
        that the events' times are the forecasts file's, which is not sealed."""
        return Message.of("join.sentences", first=self._result,
                          second=Message.of("prices.times_unsealed"))

    @property
    def _result(self) -> Message:
        checked = {"rows": Grouped(self.rows_checked), "file": self.source["file"],
                   "closes": Grouped(self.closes_checked)}
        if self.reconciled:
            agree = Message.of("prices.agree")
            if self.draws_not_compared:
                agree = Message.of("join.sentences", first=agree, second=Message.of(
                    "prices.draws_not_compared", count=Grouped(self.draws_not_compared)))
            return Message.of("prices.checked", **checked, result=agree)
        unpriced = sum(n for _, n in self.not_priced)
        parts = []
        if self.rows_differing:
            first = self.differences[0]
            rows = Message.of("prices.one_row") if self.rows_differing == 1 else \
                Message.of("prices.rows", count=Grouped(self.rows_differing))
            parts.append(Message.of(
                "prices.differ", rows=rows, run=first.run_id, seat=first.seat,
                line=first.line, asset=first.asset, horizon=first.horizon, field=first.field,
                league=first.league, recomputed=first.recomputed))
        if unpriced:
            said = [Message.of("stats.unpriced", kind=fixed(k.replace("_", " ")),
                               count=Grouped(v)) for k, v in self.not_priced]
            reasons = said[0]
            for part in said[1:]:
                reasons = Message.of("stats.comma", first=reasons, second=part)
            parts.append(Message.of("prices.unpriced", count=Grouped(unpriced), reasons=reasons))
        if not self.rows_checked:
            parts.append(Message.of("prices.none_checked"))
        return Message.of("prices.checked", **checked,
                          result=Message.of("prices.parts", parts=semicolons(parts)))

    def to_json(self) -> dict[str, Any]:
        return {"source": self.source, "rows_checked": self.rows_checked,
                "closes_checked": self.closes_checked, "reconciled": self.reconciled,
                "sentence": self.sentence, "message": self.said.to_json(),
                "not_priced": dict(self.not_priced),
                "rows_differing": self.rows_differing,
                "differences": [d.to_json() for d in self.differences[:MAX_LISTED]],
                "differences_listed": min(len(self.differences), MAX_LISTED),
                "differences_total": len(self.differences),
                "draw_rule": "|change| <= 0.1 x mean|r_1min| x sqrt(390) over the four "
                             "sessions of minute bars before the reference (Section 3.5); "
                             "this app's choices where the paper is silent or a price file "
                             "cannot say: the edge counts as a draw, the four sessions are "
                             "the NYSE's for every market, and futures' roll minutes "
                             "(noise_rolls, which Section 3.5 leaves out) are kept",
                "draws_not_compared": self.draws_not_compared,
                "event_times_from": "council-forecasts.csv reference_at, event_end_at "
                                    "(not sealed)"}


def end_time(text: str) -> pd.Timestamp | None:
    """``event_end_at`` as a UTC time (None when it cannot be read)."""
    text = str(text).strip()
    match = END_FORM.fullmatch(text)
    if match:
        first = session_number(match[1])
        day = session_day(first + int(match[2]) - 1) if first and int(match[2]) > 0 else None
        if day is None:
            return None
        return (pd.Timestamp(close_bar_start(day)) + pd.Timedelta(1, "m")).tz_convert("UTC")
    return _moment(text)


def _moment(text: str) -> pd.Timestamp | None:
    """A time with its zone, in nanoseconds (the bars' unit); None for any other text and
    for a time outside the years nanoseconds reach (1678–2261, e.g. year 1)."""
    try:
        moment = pd.Timestamp(str(text).strip())
        if moment is pd.NaT or moment.tzinfo is None:
            return None
        return moment.tz_convert("UTC").as_unit("ns")
    except (ValueError, OverflowError):  # OutOfBoundsDatetime is a ValueError
        return None


def _price_at(bars, moment: int, first_after: bool) -> float | None:
    if first_after:
        i = int(np.searchsorted(bars.starts, moment, side="left"))
        return float(bars.prices[i]) if i < len(bars.starts) else None
    i = int(np.searchsorted(bars.starts + BAR_NS, moment, side="right")) - 1
    return float(bars.prices[i]) if i >= 0 else None


Event = tuple[str, float | None, float | None, float | None]  # problem, ref, close, band


def _events(rows: pd.DataFrame, prices: PriceFile) -> dict[tuple[str, str, str], Event]:
    """Per event contract (asset, reference_at, event_end_at): (problem, ref, close, draw
    band); the band is None where the reader's minute bars cannot give it."""
    out: dict[tuple[str, str, str], Event] = {}
    bands: dict[tuple[str, str], float | None] = {}
    keys = rows[["asset", "reference_at", "event_end_at"]].drop_duplicates()
    # Thousands of events share a few hundred times: each text is read once.
    start_of, end_of = (lru_cache(maxsize=None, typed=True)(f) for f in (_moment, end_time))
    for asset, ref_at, end_at in keys.itertuples(index=False):
        bars = prices.assets.get(str(asset).upper())
        start = start_of(ref_at)
        end = end_of(end_at)
        if bars is None:
            out[(asset, ref_at, end_at)] = ("asset_not_in_price_file", None, None, None)
        elif start is None:
            out[(asset, ref_at, end_at)] = ("reference_time_unreadable", None, None, None)
        else:
            ref = _price_at(bars, start.value, True)
            close = _price_at(bars, end.value, False) if end is not None else None
            problem = "no_bar_after_reference" if ref is None else ""
            if (asset, ref_at) not in bands:
                bands[(asset, ref_at)] = band_at(bars, start)
            out[(asset, ref_at, end_at)] = (problem, ref, close, bands[(asset, ref_at)])
    return out


def reconcile(frame: pd.DataFrame, prices: PriceFile) -> Reconciliation:
    missing = [c for c in NEEDED if c not in frame.columns]
    source = prices.to_json()
    if missing:
        return Reconciliation(source, 0, 0, ((f"forecasts_lack_{missing[0]}", len(frame)),),
                              (), 0)
    rows = frame[(frame["row_status"] == "verified") & frame["ref"].notna()]
    events = _events(rows, prices)
    clean = _surely_agree(rows, events)
    differences: list[Difference] = []
    unpriced: dict[str, int] = {}
    checked, closes = int(clean.sum()), int((clean & rows["close"].notna().to_numpy()).sum())
    differing = 0
    unjudged = _draws_not_compared(rows[clean], events)
    for row in rows[~clean].itertuples(index=False):  # the rule, row by row, for the rest
        problem, ref, close, band = events[(row.asset, row.reference_at, row.event_end_at)]
        resolved = row.close == row.close  # NaN when the horizon is still open
        if not problem and resolved and close is None:
            problem = "end_time_unreadable" if end_time(row.event_end_at) is None else \
                "no_bar_before_end"
        if problem:
            unpriced[problem] = unpriced.get(problem, 0) + 1
            continue
        checked += 1
        found = [("ref", row.ref, ref)]
        if resolved:
            closes += 1
            found += _outcome_fields(row, ref, close, band)
            unjudged += band is None
        listed = [(f, a, b) for f, a, b in found if _differs(f, a, b)]
        if listed:
            differing += 1
            line = None if pd.isna(row.line) else int(row.line)
            differences += [Difference(str(row.run_id), str(row.seat), line, str(row.asset),
                                       str(row.horizon), f, a, b) for f, a, b in listed]
    return Reconciliation(source, checked, closes, tuple(sorted(unpriced.items())),
                          tuple(differences), differing, unjudged)


def _draws_not_compared(rows: pd.DataFrame, events: dict[tuple[str, str, str], Event]) -> int:
    """Resolved rows (screened as agreeing) whose draw flag no band could judge."""
    resolved = rows[rows["close"].notna()]
    keys = zip(resolved["asset"], resolved["reference_at"], resolved["event_end_at"],
               strict=True)
    return sum(events[key][3] is None for key in keys)


def _surely_agree(rows: pd.DataFrame, events: dict) -> np.ndarray:
    """A fast screen: rows that certainly pass every comparison below (the others are
    compared one by one); each event is looked up once and spread to its rows by codes."""
    codes, keys = key_codes(rows, ["asset", "reference_at", "event_end_at"])
    looked = [events[k] for k in zip(keys["asset"], keys["reference_at"], keys["event_end_at"],
                                     strict=True)]
    problem, mine_ref, mine_close, band = (column[codes] for column in event_columns(looked))
    return screen(rows, problem, mine_ref, mine_close, band)


def event_columns(looked: list[Event]) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(problem, reference, close, band) of events as arrays; NaN where one is missing."""
    problem = np.array([x[0] for x in looked], dtype=object)
    ref, close, band = (np.array([np.nan if x[i] is None else x[i] for x in looked],
                                 dtype=float) for i in (1, 2, 3))
    return problem, ref, close, band


def screen(rows: pd.DataFrame, problem: np.ndarray, mine_ref: np.ndarray,
           mine_close: np.ndarray, band: np.ndarray) -> np.ndarray:
    """The rows that certainly agree with their events' own prices. The change is screened
    against half the tolerance before rounding, so rounding can never turn a screened row
    into a difference."""
    ref, close = rows["ref"].to_numpy(dtype=float), rows["close"].to_numpy(dtype=float)
    pct = pd.to_numeric(rows["actual_pct"].astype(str).str.strip(), errors="coerce")
    with np.errstate(all="ignore"):
        change = 100 * (mine_close / mine_ref - 1)
        outcome_ok = (
            (np.abs(close - mine_close) <= REL_TOLERANCE * np.maximum(1.0, np.abs(mine_close)))
            & (np.abs(pct.to_numpy(dtype=float) - change) < PCT_TOLERANCE / 2)
            & ((close > ref) == (mine_close > mine_ref))
            & (np.isnan(band) | (rows["draw"].to_numpy(dtype=bool) == (np.abs(change) <= band))))
        ref_ok = np.abs(ref - mine_ref) <= REL_TOLERANCE * np.maximum(1.0, np.abs(mine_ref))
    return (problem == "") & ref_ok & (np.isnan(close) | outcome_ok)


def _outcome_fields(row: Any, ref: float, close: float,
                    band: float | None) -> list[tuple[str, Any, Any]]:
    change = 100 * (close / ref - 1)
    league_pct = pd.to_numeric(str(row.actual_pct).strip(), errors="coerce")
    found = [("close", row.close, close),
             ("actual_pct", None if pd.isna(league_pct) else float(league_pct), round(change, 4)),
             ("outcome", "rise" if row.close > row.ref else "no rise",
              "rise" if close > ref else "no rise")]
    if band is not None:  # without the reader's minute bars the band is not known
        found.append(("draw", bool(row.draw), abs(change) <= band))
    return found


def _differs(field: str, league: Any, mine: Any) -> bool:
    if field in ("ref", "close"):
        return abs(float(league) - mine) > REL_TOLERANCE * max(1.0, abs(mine))
    if field == "actual_pct":
        return league is None or abs(league - mine) > PCT_TOLERANCE
    return league != mine


def with_reader_outcomes(frame: pd.DataFrame, prices: PriceFile) -> pd.DataFrame:
    """A copy of the prepared rows whose outcome and draw flag come from the reader's price
    file (same contract rule as ``reconcile``; the sealed draw flag stands where the file
    cannot give the draw band). A resolved row the file cannot price gets
    no outcome, so it leaves every score (reason ``not_resolved``); the drop reasons are
    then recomputed by the app's one eligibility rule."""
    from verifier_app.stats.eligibility import with_reasons

    out = frame.copy()
    resolved = out[out["ref"].notna() & out["close"].notna()]
    events = _events(resolved, prices) if len(resolved) else {}
    outcome = pd.Series(np.nan, index=out.index)
    draw = out["draw"].copy()
    for index, row in zip(resolved.index, resolved.itertuples(index=False), strict=True):
        problem, ref, close, band = events[(row.asset, row.reference_at, row.event_end_at)]
        if not problem and close is not None:
            outcome[index] = float(close > ref)
            if band is not None:  # else the sealed draw flag stands
                draw[index] = abs(100 * (close / ref - 1)) <= band
    out["outcome"], out["draw"] = outcome, draw.astype(bool)
    return with_reasons(out)
