"""Step 7b's inputs: the arena's published accounts, trades and prices, and the rules the
protocol file declares for them (paper, Section 4 and Appendix B step 7; Appendix A).

The paper names what ``replay.py`` recounts (each account's value, cash share, fees and
weights, from the published trades and prices) but prints neither the files' names nor
Table A1's keys. This reader takes, under the data address:

- ``arena-accounts.csv``: ``rules, price_set, account, session, value, cash_share, fees,
  weights`` (``weights`` written ``FUND=share;FUND=share``; ``fees`` paid since the start);
- ``arena-trades.csv``: ``account, session, fund, quantity, price`` (quantity signed: a
  purchase is positive, a sale negative; the price as executed and published);
- ``arena-prices.csv``: ``price_set, symbol, session, open, close``;
- ``arena-protocol.json``, key ``portfolio``: ``rules``, ``start_cash``, ``fee_rate``,
  ``publish_rounding`` (``value``, ``cash_share``, ``fees``, ``weights``, ``trade_price``,
  ``trade_quantity``) and, when cash earns interest, ``cash_yield`` (``symbol``: the price
  row holding the yield in percent; ``day_count``).

Columns are read by name and extra columns ignored. The files are not sealed and are hostile
input: each is read through the bundle's opener (its size cap), at most ``MAX_ROWS`` rows,
and any damage stops the reading with a sentence naming the file and line.
"""

from __future__ import annotations

import csv
import io
import json
import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from datetime import date
from operator import itemgetter
from typing import Any

from verifier_app.core.bundle import (
    ACCOUNTS,
    FILES,
    PRICES,
    TRADES,
    Bundle,
    BundleFile,
    size_limit,
)
from verifier_app.core.errors import UserFacingError
from verifier_app.core.messages import Grouped, Message, SaidError

PROTOCOL = "arena-protocol.json"
MAX_ROWS = 1_000_000  # per file: a season of 14 accounts in two leagues is far below it
MAX_PROTOCOL_BYTES = 8 * 1024 * 1024
MAX_FIELD = 64 * 1024  # the longest cell read (a weights cell of every fund is far shorter)
ROUNDED_FIELDS = ("value", "cash_share", "fees", "weights", "trade_price", "trade_quantity")

ACCOUNT_COLUMNS = ("rules", "price_set", "account", "session", "value", "cash_share", "fees",
                   "weights")
TRADE_COLUMNS = ("account", "session", "fund", "quantity", "price")
PRICE_COLUMNS = ("price_set", "symbol", "session", "open", "close")


class PortfolioInputError(SaidError):
    """A portfolio file or rule that cannot be used, as one sentence (a message)."""


@dataclass(frozen=True)
class CashYield:
    symbol: str  # the price row whose close is the yield in percent a year
    day_count: float  # the days of a year in the interest rule (360 for a Treasury bill)


@dataclass(frozen=True)
class Rounding:
    """The units the operator publishes in (the rounding a recount is compared within)."""

    value: float
    cash_share: float
    fees: float
    weights: float
    trade_price: float
    trade_quantity: float


@dataclass(frozen=True)
class Rules:
    """The rules the protocol file declares for the accounts (one rules version)."""

    version: str
    start_cash: float
    fee_rate: float
    rounding: Rounding
    cash_yield: CashYield | None

    def to_json(self) -> dict[str, Any]:
        return {"rules": self.version, "start_cash": self.start_cash, "fee_rate": self.fee_rate,
                "publish_rounding": {k: getattr(self.rounding, k) for k in ROUNDED_FIELDS},
                "cash_yield": None if self.cash_yield is None else
                {"symbol": self.cash_yield.symbol, "day_count": self.cash_yield.day_count}}


@dataclass(frozen=True)
class AccountRow:
    """One published row: an account marked at one session's close."""

    line: int
    rules: str
    price_set: str
    account: str
    session: date
    value: float
    cash_share: float
    fees: float
    weights: tuple[tuple[str, float], ...]


@dataclass(frozen=True)
class Trade:
    line: int
    account: str
    session: date
    fund: str
    quantity: float
    price: float


@dataclass(frozen=True)
class PriceBook:
    """One price set: (symbol, session) -> (open, close)."""

    name: str
    prices: Mapping[tuple[str, date], tuple[float, float]]

    def close(self, symbol: str, session: date) -> float | None:
        found = self.prices.get((symbol, session))
        return found[1] if found else None


@dataclass(frozen=True)
class PortfolioInputs:
    rules: Rules
    accounts: tuple[AccountRow, ...]
    trades: tuple[Trade, ...]
    price_sets: Mapping[str, PriceBook]


def missing_files(bundle: Bundle) -> list[str]:
    """The published portfolio files the bundle does not carry."""
    return [name for name in FILES if bundle.first_named(name) is None]


def read_inputs(bundle: Bundle, protocol: Mapping[str, Any] | None) -> PortfolioInputs:
    """The rules and the three files; raises ``PortfolioInputError`` with a sentence."""
    rules = read_rules(protocol)
    accounts = tuple(_account(cells, line) for line, cells in
                     _rows(_named(bundle, ACCOUNTS), ACCOUNT_COLUMNS))
    _no_second_rows(accounts)
    trades = tuple(_trade(cells, line) for line, cells in
                   _rows(_named(bundle, TRADES), TRADE_COLUMNS))
    prices: dict[str, dict[tuple[str, date], tuple[float, float]]] = {}
    for line, (price_set, symbol, session, opened, closed) in _rows(_named(bundle, PRICES),
                                                                   PRICE_COLUMNS):
        key = (_text(symbol, "symbol", PRICES, line), _day(session, PRICES, line))
        value = (_number(opened, "open", PRICES, line), _number(closed, "close", PRICES, line))
        prices.setdefault(_text(price_set, "price_set", PRICES, line), {})[key] = value
    return PortfolioInputs(rules, accounts, trades,
                           {name: PriceBook(name, table) for name, table in prices.items()})


def read_protocol(bundle: Bundle) -> Mapping[str, Any] | None:
    """``arena-protocol.json`` as a JSON object, or None when absent."""
    found = bundle.first_named(PROTOCOL)
    if found is None:
        return None
    try:
        data = json.loads(found.read_bytes(MAX_PROTOCOL_BYTES))
    except (ValueError, RecursionError, UserFacingError):
        raise PortfolioInputError(Message.of("portfolio.protocol_unreadable",
                                             file=found.relpath)) from None
    if not isinstance(data, dict):
        raise PortfolioInputError(Message.of("portfolio.protocol_unreadable",
                                             file=found.relpath))
    return data


def read_rules(protocol: Mapping[str, Any] | None) -> Rules:
    """The ``portfolio`` rules of the protocol file; a missing or damaged key is named."""
    declared = (protocol or {}).get("portfolio")
    if not isinstance(declared, dict):
        raise PortfolioInputError(Message.of("portfolio.no_rules"))
    rounding = declared.get("publish_rounding")
    rounding = rounding if isinstance(rounding, dict) else {}
    units = {k: _rule(rounding, k, f"publish_rounding.{k}", positive=True)
             for k in ROUNDED_FIELDS}
    version = declared.get("rules")
    if not isinstance(version, str) or not version:
        raise PortfolioInputError(Message.of("portfolio.bad_rule", key="portfolio.rules"))
    return Rules(version, _rule(declared, "start_cash", "start_cash", positive=True),
                 _rule(declared, "fee_rate", "fee_rate", positive=False), Rounding(**units),
                 _cash_yield(declared.get("cash_yield")))


def _cash_yield(declared: Any) -> CashYield | None:
    if declared is None:
        return None
    symbol = declared.get("symbol") if isinstance(declared, dict) else None
    if not isinstance(symbol, str) or not symbol:
        raise PortfolioInputError(Message.of("portfolio.bad_rule", key="cash_yield.symbol"))
    return CashYield(symbol, _rule(declared, "day_count", "cash_yield.day_count", positive=True))


def _rule(block: Mapping[str, Any], key: str, name: str, positive: bool) -> float:
    value = block.get(key)
    good = isinstance(value, int | float) and not isinstance(value, bool) and \
        math.isfinite(value) and (value > 0 if positive else 0 <= value < 1)
    if not good:
        raise PortfolioInputError(Message.of("portfolio.bad_rule", key=f"portfolio.{name}"))
    return float(value)


# -- the CSV files --------------------------------------------------------------------------
def _named(bundle: Bundle, name: str) -> BundleFile:
    found = bundle.first_named(name)
    assert found is not None  # callers first ask ``missing_files``
    return found


def _rows(source: BundleFile, columns: tuple[str, ...]) -> Iterator[tuple[int, tuple[str, ...]]]:
    """Each row's cells of ``columns``, in that order and stripped, with its line number
    (the header is line 1)."""
    if source.oversized:
        raise PortfolioInputError(Message.of(
            "portfolio.too_large", file=source.relpath, size=Grouped(source.size),
            cap=Grouped(size_limit(source.relpath))))
    try:
        with source.open() as stream:
            text = io.TextIOWrapper(stream, encoding="utf-8", newline="")
            reader = csv.reader(text, strict=True)
            yield from _read(source.relpath, reader, columns)
    except (csv.Error, UnicodeDecodeError, UserFacingError, OSError):
        raise PortfolioInputError(Message.of("portfolio.unreadable",
                                             file=source.relpath)) from None


def _read(name: str, reader: Any, columns: tuple[str, ...]
          ) -> Iterator[tuple[int, tuple[str, ...]]]:
    header = [cell.strip() for cell in next(reader, [])]
    missing = [c for c in columns if c not in header]
    if missing:
        raise PortfolioInputError(Message.of("portfolio.missing_columns", file=name,
                                             columns=", ".join(missing)))
    taken = itemgetter(*(header.index(c) for c in columns))  # several columns: a tuple
    width = len(header)
    for count, cells in enumerate(reader, start=1):
        line = reader.line_num
        if count > MAX_ROWS:
            raise PortfolioInputError(Message.of("portfolio.too_many_rows", file=name,
                                                 cap=Grouped(MAX_ROWS)))
        joined = "".join(cells)
        if not joined or joined.isspace():  # no cells, or only blanks: no row
            continue
        if len(cells) != width or (len(joined) > MAX_FIELD and max(map(len, cells)) > MAX_FIELD):
            raise PortfolioInputError(Message.of("portfolio.bad_row", file=name, line=line,
                                                 cells=len(cells), columns=len(header)))
        yield line, tuple(map(str.strip, taken(cells)))


def _account(cells: tuple[str, ...], line: int) -> AccountRow:
    rules, price_set, account, session, value, cash_share, fees, weights = cells
    return AccountRow(line, _text(rules, "rules", ACCOUNTS, line),
                      _text(price_set, "price_set", ACCOUNTS, line),
                      _text(account, "account", ACCOUNTS, line),
                      _day(session, ACCOUNTS, line),
                      _number(value, "value", ACCOUNTS, line),
                      _number(cash_share, "cash_share", ACCOUNTS, line),
                      _number(fees, "fees", ACCOUNTS, line), _weights(weights, line))


def _trade(cells: tuple[str, ...], line: int) -> Trade:
    account, session, fund, quantity, price = cells
    return Trade(line, _text(account, "account", TRADES, line), _day(session, TRADES, line),
                 _text(fund, "fund", TRADES, line), _number(quantity, "quantity", TRADES, line),
                 _number(price, "price", TRADES, line, positive=True))


def _no_second_rows(accounts: tuple[AccountRow, ...]) -> None:
    seen: set[tuple[str, str, date]] = set()
    for row in accounts:
        key = (row.rules, row.account, row.session)
        if key in seen:
            raise PortfolioInputError(Message.of(
                "portfolio.second_row", file=ACCOUNTS, line=row.line, account=row.account,
                session=row.session.isoformat()))
        seen.add(key)


def _text(text: str, column: str, name: str, line: int) -> str:
    if not text:
        raise PortfolioInputError(Message.of("portfolio.empty_cell", file=name, line=line,
                                             column=column))
    return text


def _number(text: str, column: str, name: str, line: int, positive: bool = False) -> float:
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or (positive and value <= 0) or len(text) > 40:
        raise PortfolioInputError(Message.of("portfolio.bad_number", file=name, line=line,
                                             column=column, value=text[:40]))
    return value


def _day(text: str, name: str, line: int) -> date:
    """A session's day, ``YYYY-MM-DD`` (the ``session`` column)."""
    try:
        if len(text) != 10:
            raise ValueError(text)
        return date.fromisoformat(text)
    except ValueError:
        raise PortfolioInputError(Message.of("portfolio.bad_day", file=name, line=line,
                                             value=text[:40])) from None


def _weights(text: str, line: int) -> tuple[tuple[str, float], ...]:
    """``FUND=share;FUND=share`` (empty: all cash)."""
    found: dict[str, float] = {}
    for part in filter(None, (p.strip() for p in text.split(";"))):
        fund, equals, share = part.partition("=")
        try:
            value = float(share) if equals and fund.strip() else math.nan
        except ValueError:
            value = math.nan
        if not math.isfinite(value) or fund.strip() in found:
            raise PortfolioInputError(Message.of("portfolio.bad_weights", file=ACCOUNTS,
                                                 line=line, value=text[:60]))
        found[fund.strip()] = value
    return tuple(sorted(found.items()))
