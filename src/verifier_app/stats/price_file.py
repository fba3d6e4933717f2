"""A reader's own price file: one-minute bars or daily closes from a provider they trust.

Format (CSV, UTF-8, a header line, columns read by name, extra columns ignored):

- ``asset`` (or ``symbol``): the league's market code (SPX, NDX, DJI, SOX, US10Y, DXY,
  VIX, GOLD, WTI, BRENT, COPPER, BTC);
- ``time``: the start of a one-minute bar as ISO-8601 with its zone
  (``2026-10-19T13:30:00Z``, ``2026-10-19T09:30:00-04:00``), or a date (``2026-10-19``)
  for that day's close, which counts as the bar that ends at 16:00 New York time;
- ``price``: the bar's closing price (or the day's close), a positive number.

Any damage is reported as a sentence naming the line; nothing in the file is executed.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time
from pathlib import Path
from zoneinfo import ZoneInfo

import numpy as np
import pandas as pd

from verifier_app.core.errors import UserFacingError
from verifier_app.core.input_files import open_input_file
from verifier_app.core.messages import Message

NEW_YORK = ZoneInfo("America/New_York")
MAX_BYTES = 512 * 1024 * 1024
BAR_NS = 60 * 10**9  # one minute
CLOSE_BAR_START = time(15, 59)  # a daily close is the bar that ends at 16:00 New York time
OLDEST, NEWEST = 1678, 2261  # the whole years pandas' nanosecond times reach


@dataclass(frozen=True)
class Bars:
    """One asset's bars in time order: start times (ns since 1970, UTC) and closes."""

    starts: np.ndarray
    prices: np.ndarray


@dataclass(frozen=True)
class PriceFile:
    name: str
    rows: int
    assets: dict[str, Bars]

    def to_json(self) -> dict[str, object]:
        return {"file": self.name, "rows": self.rows, "assets": sorted(self.assets)}


def close_bar_start(day: date) -> datetime:
    """The start of the bar ending at 16:00 New York time on ``day``, in UTC."""
    return datetime.combine(day, CLOSE_BAR_START, NEW_YORK)


def read_price_file(path: Path) -> PriceFile:
    path = Path(path)
    name = path.name
    try:
        # The one opener: a pipe or a device (``/dev/zero``) is refused, not read for ever.
        with open_input_file(path, MAX_BYTES, "a price file (CSV)") as stream:
            raw = pd.read_csv(stream, dtype=str, keep_default_na=False, encoding="utf-8")
    except (OSError, pd.errors.ParserError, pd.errors.EmptyDataError, UnicodeDecodeError,
            ValueError):
        raise UserFacingError(Message.of("price_file.unreadable", name=name)) from None
    columns = {c.strip().lower(): c for c in raw.columns}
    asset = columns.get("asset") or columns.get("symbol")
    missing = [n for n, c in ((Message.of("price_file.asset_column"), asset),
                              ("time", columns.get("time")),
                              ("price", columns.get("price"))) if c is None]
    if missing:
        raise UserFacingError(Message.of("price_file.columns", name=name,
                                         columns=_listed(missing)))
    if raw.empty:
        raise UserFacingError(Message.of("price_file.empty", name=name))
    assets = raw[asset].astype(str).str.strip().str.upper()
    starts = _starts(raw[columns["time"]].astype(str).str.strip(), name)
    prices = pd.to_numeric(raw[columns["price"]].astype(str).str.strip(), errors="coerce")
    bad = prices.isna() | ~np.isfinite(prices) | (prices <= 0) | (assets == "")
    if bad.any():
        line = int(np.flatnonzero(bad.to_numpy())[0]) + 2  # the header is line 1
        raise UserFacingError(Message.of("price_file.bad_price", name=name, line=line))
    frame = pd.DataFrame({"asset": assets, "start": starts, "price": prices.astype(float)})
    out: dict[str, Bars] = {}
    for code, group in frame.groupby("asset", sort=True):
        group = group.sort_values("start", kind="stable")
        if group["start"].duplicated().any():
            when = pd.Timestamp(group.loc[group["start"].duplicated(), "start"].iloc[0])
            raise UserFacingError(Message.of("price_file.two_prices", name=name, code=str(code),
                                             time=when.tz_localize("UTC").isoformat()))
        out[str(code)] = Bars(group["start"].to_numpy(dtype=np.int64),
                              group["price"].to_numpy(dtype=float))
    return PriceFile(name, len(frame), out)


def _listed(names: list[str | Message]) -> str | Message:
    """Names one after the other, separated by commas ("asset (or symbol), time")."""
    if len(names) == 1:
        return names[0]
    return Message.of("join.list", first=names[0], rest=_listed(names[1:]))


def _parsed_times(texts: pd.Series, name: str, lines: np.ndarray) -> pd.Series:
    """ISO-8601 times as UTC (NaT where unreadable). A time outside the years nanoseconds
    reach (year 1, year 9999) raises in pandas even with errors="coerce": it is found row
    by row and named."""
    try:
        parsed = pd.to_datetime(texts, utc=True, errors="coerce", format="ISO8601")
        return parsed.dt.as_unit("ns")  # the bars' unit; raises for year 1 or 9999
    except (ValueError, OverflowError):
        for i, text in zip(lines, texts, strict=True):
            try:
                moment = pd.Timestamp(text)
            except (ValueError, OverflowError):
                continue  # unreadable: said below as neither a date nor a time
            if moment.tzinfo is None:
                raise _not_a_time(name, int(i), text) from None
            _nanoseconds(moment, name, int(i), text)
        raise UserFacingError(Message.of("price_file.out_of_years", name=name, oldest=OLDEST,
                                         newest=NEWEST)) from None


def _not_a_time(name: str, i: int, text: str) -> UserFacingError:
    return UserFacingError(Message.of("price_file.not_a_time", name=name, line=int(i) + 2,
                                      text=repr(text)))


def _nanoseconds(moment: pd.Timestamp, name: str, i: int, text: str) -> int:
    try:
        return moment.tz_convert("UTC").as_unit("ns").value
    except (ValueError, OverflowError):
        raise UserFacingError(Message.of("price_file.line_out_of_years", name=name,
                                         line=int(i) + 2, text=repr(text), oldest=OLDEST,
                                         newest=NEWEST)) from None


def _starts(texts: pd.Series, name: str) -> np.ndarray:
    """Bar start times in ns since 1970 (UTC); a date stands for its 16:00 close bar."""
    out = np.zeros(len(texts), dtype=np.int64)
    is_day = texts.str.fullmatch(r"\d{4}-\d{2}-\d{2}").to_numpy()
    for i, text in zip(np.flatnonzero(is_day), texts[is_day], strict=True):
        try:
            day = date.fromisoformat(text)
        except ValueError:
            raise UserFacingError(Message.of("price_file.not_a_date", name=name,
                                             line=int(i) + 2, text=repr(text))) from None
        out[i] = _nanoseconds(pd.Timestamp(close_bar_start(day)), name, i, text)
    rest = ~is_day
    if rest.any():
        parsed = _parsed_times(texts[rest], name, np.flatnonzero(rest))
        zoned = texts[rest].str.contains(r"(?:Z|[+-]\d{2}:?\d{2})$", regex=True)
        wrong = parsed.isna() | ~zoned
        if wrong.any():
            i = int(np.flatnonzero(rest)[np.flatnonzero(wrong.to_numpy())[0]])
            raise _not_a_time(name, i, texts.iloc[i])
        out[rest] = parsed.dt.as_unit("ns").astype("int64").to_numpy()
    return out
