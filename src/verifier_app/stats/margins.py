"""Each counted forecast's margin to its outcome: how long before the outcome was known the
forecast provably existed.

For every row of a counted run, the earliest time bound on its book line that the walk
established (``engine.properties``): a time-stamp token's signing time (P1b, a token on a
covering list signed before the open), a Bitcoin header time plus τ, or the Rekor log's
integrated time (P1a), whichever is earliest. The outcome became known at the end of the
row's horizon, worked out from the session of the row's sealed run line (the book's, not
the file's ``session``) by the paper's rule (Section 3.7: 1, 5, 21 and 126 NYSE sessions
counted from that day, which is the first; Bitcoin 7, 30 and 182 calendar days), at the
close of the day's scoring (Section 4.3: 16:00 New York, the 10-year yield 15:00). The
forecasts file's ``event_end_at`` is not sealed and is never read here: a file that moved
it later would otherwise make a forecast written after its outcome look anchored before
it. The margin is the outcome time minus the bound. A row is flagged when its margin is
smaller than the anchor's own uncertainty: the token's stated accuracy (1 second when it
states none); 1 second for the log's integrated time (whole seconds); nothing more for
Bitcoin, whose bound already is the header time plus τ (2 hours, paper Section 3.11: "no
more than T_k + τ"), so τ is counted once.

A row of a correction line has no bound: the walk concludes the four properties for answer
lines only (such cells never enter a statistic anyway). Decisions where the paper is
silent: an anchor that checked out with a warning (for the demonstration: demo keys and
headers) still gives a bound, carried with its status so it is never shown as trusted;
"anchored before its outcome" means a bound whose margin is at least the anchor's
uncertainty, so a flagged row is not anchored before its outcome; Bitcoin's N-day horizon
ends at 16:00 New York N calendar days after the session day (its one-day horizon on the
day itself, Section 3.7); a half-day close of the exchange is not taken into account.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from functools import lru_cache
from typing import Any

import numpy as np
import pandas as pd

from verifier_app.core.market_time import NEW_YORK
from verifier_app.core.results import Status
from verifier_app.core.sessions import session_day, session_number
from verifier_app.core.times import TAU

LOG_UNCERTAINTY = timedelta(seconds=1)
BITCOIN_UNCERTAINTY = timedelta(0)  # τ is inside the bound (header time + τ) already
TOKEN_UNCERTAINTY = timedelta(seconds=1)
NOT_ANCHORED = "not_anchored_before_outcome"
MAX_LISTED = 200
# Section 3.7: the horizons in NYSE sessions, the session day itself the first; Bitcoin's
# in calendar days after the session day. Section 4.3: the day's terminal price at 16:00
# New York, the 10-year yield's at 15:00.
HORIZON_SESSIONS = {"1d": 1, "1w": 5, "1m": 21, "6m": 126}
BITCOIN_DAYS = {"1d": 0, "1w": 7, "1m": 30, "6m": 182}
CLOSE_LOCAL = time(16, 0)
CLOSE_LOCAL_BY_ASSET = {"US10Y": time(15, 0)}


@dataclass(frozen=True)
class Bound:
    when: pd.Timestamp
    anchor: str  # bitcoin | rekor | token
    uncertainty: timedelta
    status: str  # pass | warn


@dataclass(frozen=True)
class HorizonMargins:
    horizon: str
    rows: int
    anchored: int
    flagged: int
    no_bound: int
    min_hours: float | None
    median_hours: float | None

    def to_json(self) -> dict[str, Any]:
        return {"rows": self.rows, "anchored_before_outcome": self.anchored,
                "flagged": self.flagged, "no_bound": self.no_bound,
                "min_hours": _r(self.min_hours), "median_hours": _r(self.median_hours)}


@dataclass(frozen=True)
class Margins:
    rows: pd.DataFrame  # one row per counted forecast row: line, horizon, margin_hours, ...
    per_horizon: tuple[HorizonMargins, ...]

    @property
    def anchored(self) -> int:
        return int(self.rows["anchored"].sum())

    @property
    def flagged(self) -> int:
        return int(self.rows["flagged"].sum())

    def to_json(self) -> dict[str, Any]:
        flagged = self.rows[self.rows["flagged"]].head(MAX_LISTED)
        return {
            "rule": "margin = the outcome time minus the earliest anchor bound of the row's "
                    "line (token time, Bitcoin header time + tau, or Rekor integrated time); "
                    "flagged when smaller than the anchor's uncertainty (tau is counted once, "
                    "in the Bitcoin bound); the outcome time is the end of the horizon from "
                    "the sealed run's session (Section 3.7: 1, 5, 21, 126 NYSE sessions, "
                    "Bitcoin 7, 30, 182 days; 16:00 New York, the yield 15:00, Section 4.3), "
                    "never the forecasts file's unsealed event_end_at",
            "tau_seconds": TAU.total_seconds(),
            "uncertainty_seconds": {"bitcoin": BITCOIN_UNCERTAINTY.total_seconds(),
                                    "token": "stated accuracy, else 1",
                                    "rekor": LOG_UNCERTAINTY.total_seconds()},
            "rows": len(self.rows), "anchored_before_outcome": self.anchored,
            "flagged": self.flagged, "no_bound": int(self.rows["bound"].isna().sum()),
            "per_horizon": {h.horizon: h.to_json() for h in self.per_horizon},
            "flagged_rows": [{"run_id": r.run_id, "seat": r.seat, "line": r.line,
                              "asset": r.asset, "horizon": r.horizon, "anchor": r.anchor,
                              "margin_hours": _r(r.margin_hours)}
                             for r in flagged.itertuples(index=False)],
        }


def _r(value: float | None) -> float | None:
    return None if value is None or value != value else round(float(value), 4)


def line_bounds(properties: Any) -> dict[int, Bound]:
    """The earliest bound per answer line, from the walk's P1a and P1b conclusions
    (``properties``: the walk's ``engine.properties.Properties``, read by its fields: the
    statistics stand below the walk and do not import it; a broken line's P1a and P1b
    carry no bound and no token)."""
    out: dict[int, Bound] = {}
    for line in properties.lines if properties is not None else ():
        found = []
        p1a, p1b = line.p1a, line.p1b
        bound = getattr(p1a, "bound", None)
        if p1a.status in (Status.PASS, Status.WARN) and bound is not None and bound.when:
            uncertainty = BITCOIN_UNCERTAINTY if bound.anchor == "bitcoin" else LOG_UNCERTAINTY
            found.append(Bound(pd.Timestamp(bound.when), bound.anchor, uncertainty,
                               p1a.status.value))
        sealed = getattr(p1b, "token", None)
        token = sealed.token if sealed else None
        if token is not None and token.status in (Status.PASS, Status.WARN) and \
                token.gen_time_text:
            accuracy = token.evidence.get("accuracy_seconds")
            uncertainty = timedelta(seconds=float(accuracy)) if isinstance(
                accuracy, int | float) and accuracy > 0 else TOKEN_UNCERTAINTY
            found.append(Bound(pd.Timestamp(token.gen_time_text), "token", uncertainty,
                               token.status.value))
        if found:
            out[line.line] = min(found, key=lambda b: b.when)
    return out


def margins(frame: pd.DataFrame, properties: Any) -> Margins:
    counted = frame[(frame["run_role"] == "session_run") & (frame["status"] != "not_counted")
                    & (frame["row_status"] == "verified")]
    bounds = line_bounds(properties)
    lines = counted["line"].astype("float64")  # NaN where a row names no line
    by_line = _per_line(lines, bounds)
    end = outcome_times(counted)
    hours = (end - by_line["bound"]).dt.total_seconds() / 3600
    limit = by_line["limit"]
    rows = pd.DataFrame({
        "run_id": counted["run_id"], "seat": counted["seat"],
        "line": by_line["line"], "asset": counted["asset"],
        "horizon": counted["horizon"], "bound": by_line["bound"],
        "anchor": by_line["anchor"], "status": by_line["status"],
        "margin_hours": hours, "flagged": (hours < limit).fillna(False).astype(bool),
        "anchored": (hours >= limit).fillna(False).astype(bool)}, index=counted.index)
    per = []
    for horizon, group in rows.groupby("horizon", sort=False):
        known = group["margin_hours"].dropna()
        per.append(HorizonMargins(str(horizon), len(group), int(group["anchored"].sum()),
                                  int(group["flagged"].sum()), int(group["bound"].isna().sum()),
                                  float(known.min()) if len(known) else None,
                                  float(known.median()) if len(known) else None))
    return Margins(rows, tuple(per))


def outcome_times(rows: pd.DataFrame) -> pd.Series:
    """Per row, when its outcome became known (UTC; NaT where the session or horizon is
    not one the rule knows), from the row's sealed ``session``, ``asset`` and ``horizon``,
    worked out once per distinct triple."""
    keys = list(zip(rows["session"].astype(str), rows["asset"].astype(str),
                    rows["horizon"].astype(str), strict=True))
    known = {key: outcome_time(*key) for key in set(keys)}
    return pd.Series(pd.to_datetime([known[key] for key in keys], utc=True),
                     index=rows.index)


@lru_cache(maxsize=4096)
def outcome_time(session: str, asset: str, horizon: str) -> datetime | None:
    """The end of ``horizon`` for a forecast of the session ``session`` (YYYY-MM-DD), by the
    paper's rule (Sections 3.7 and 4.3); None for a day or horizon the rule does not know."""
    try:
        day = date.fromisoformat(session[:10])
    except ValueError:
        return None
    close = CLOSE_LOCAL_BY_ASSET.get(asset, CLOSE_LOCAL)
    if asset == "BTC":
        if horizon not in BITCOIN_DAYS:
            return None
        return datetime.combine(day + timedelta(days=BITCOIN_DAYS[horizon]), close, NEW_YORK)
    first = session_number(day)
    last = session_day(first + HORIZON_SESSIONS[horizon] - 1) \
        if first is not None and horizon in HORIZON_SESSIONS else None
    return None if last is None else datetime.combine(last, close, NEW_YORK)


def _per_line(lines: pd.Series, bounds: dict[int, Bound]) -> pd.DataFrame:
    """Each row's line number, bound, anchor, status and uncertainty (hours), worked out
    once per distinct line number and spread to the rows by their codes."""
    codes, distinct = pd.factorize(lines, use_na_sentinel=False)
    numbers = pd.Series(distinct, dtype=lines.dtype)
    found = numbers.map(lambda n: bounds.get(int(n)) if n == n else None)
    per = pd.DataFrame({
        "line": numbers.map(lambda n: int(n) if n == n else None),
        "bound": pd.to_datetime(found.map(lambda b: b.when if b else None), utc=True),
        "anchor": found.map(lambda b: b.anchor if b else None),
        "status": found.map(lambda b: b.status if b else None),
        "limit": found.map(lambda b: b.uncertainty.total_seconds() / 3600 if b else np.nan)})
    return per.take(codes).set_axis(lines.index)


def anchored_only(frame: pd.DataFrame, found: Margins) -> pd.DataFrame:
    """A copy of the prepared rows in which every row not anchored before its outcome is
    dropped (reason ``not_anchored_before_outcome``) from every statistic."""
    out = frame.copy()
    keep = pd.Series(False, index=frame.index)
    keep[found.rows.index[found.rows["anchored"].to_numpy(dtype=bool)]] = True
    for column in ("drop_common", "drop_score"):
        free = (out[column] == "") & ~keep
        out.loc[free, column] = NOT_ANCHORED
    return out
