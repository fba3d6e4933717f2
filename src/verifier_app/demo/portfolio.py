"""The demonstration league's small portfolio league, so that step 7b has accounts to recount.

A handful of accounts trade five funds over the demo's sessions under the rules written into
the demo's ``arena-protocol.json`` (``portfolio``): $100,000 each, 0.1% of every dollar that
changes hands, cash earning the 13-week bill's yield (the ``IRX`` row, actual/360), long
only from 5% to 25% a fund (paper, Section 4.7). The demo operator keeps its books at full
precision and publishes rounded: trade prices to the cent and quantities to 1/10,000 of a
share, values and fees to the cent, shares and weights to 1/10,000. Most trades execute at
the open, a cent price, so their accounts recount exactly to the cent; a few buy at an entry
level below the open (a ``buy_dips`` order) whose price is not a whole cent, and those
accounts then recount within the rounding of the published trades, as in the paper's own
replay (Appendix B, step 7: 204 exact, 49 within the rounding).

Its own random stream (the seed plus ``STREAM``), so the rest of the demo keeps its bytes.
"""

from __future__ import annotations

import csv
import io
import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from verifier_app.demo.calendar import iso, open_utc
from verifier_app.demo.market import SEATS

STREAM = 7_000_001
RULES = "arena-3 (demo)"
PRICE_SET = "demo-first-1m-open-and-close"
START_CASH = 100_000.0
FEE_RATE = 0.001
YIELD = "IRX"
DAY_COUNT = 360
FUNDS = {"SPY": 580.0, "QQQ": 505.0, "IEF": 95.0, "GLD": 238.0, "USO": 76.0}
MARKETS = {"SPX": "SPY", "NDX": "QQQ", "US10Y": "IEF", "GOLD": "GLD", "WTI": "USO"}
ACCOUNTS = tuple(seat.seat for seat in SEATS[:5])


def protocol_rules() -> dict[str, Any]:
    """The ``portfolio`` key of the demo's ``arena-protocol.json``."""
    return {
        "rules": RULES, "start_cash": START_CASH, "fee_rate": FEE_RATE,
        "cash_yield": {"symbol": YIELD, "day_count": DAY_COUNT,
                       "rule": "cash earns the 13-week bill: yield in percent at the previous"
                               " close, actual/360, before the session's trades"},
        "publish_rounding": {"value": 0.01, "cash_share": 0.0001, "fees": 0.01,
                             "weights": 0.0001, "trade_price": 0.01,
                             "trade_quantity": 0.0001},
        "execution": "the first price from 09:30 to 09:45 America/New_York after the "
                     "decision's seal; a buy_dips entry at its level",
        "positions": "long only, 5% to 25% of the account in a fund, the rest in cash",
        "funds": MARKETS,
        "files": {"accounts": "arena-accounts.csv", "trades": "arena-trades.csv",
                  "prices": "arena-prices.csv"},
    }


@dataclass
class _Account:
    name: str
    cash: float = START_CASH
    fees: float = 0.0
    held: dict[str, float] = field(default_factory=dict)


@dataclass
class _Writer:
    accounts: list[list[str]] = field(default_factory=list)
    trades: list[list[str]] = field(default_factory=list)
    prices: list[list[str]] = field(default_factory=list)


def write_portfolio_league(api: Path, days: list[date], seed: int) -> None:
    rng = random.Random(seed + STREAM)
    prices = _prices(rng, days)
    out = _Writer()
    for day in days:
        for symbol in (*FUNDS, YIELD):
            opened, closed = prices[(symbol, day)]
            out.prices.append([PRICE_SET, symbol, day.isoformat(), _fixed(opened, symbol),
                               _fixed(closed, symbol)])
    for name in ACCOUNTS:
        _play(_Account(name), rng, days, prices, out)
    _write_csv(api / "arena-prices.csv", ["price_set", "symbol", "session", "open", "close"],
               out.prices)
    _write_csv(api / "arena-trades.csv",
               ["account", "session", "at", "fund", "quantity", "price"], out.trades)
    _write_csv(api / "arena-accounts.csv",
               ["rules", "price_set", "account", "session", "value", "cash_share", "fees",
                "weights"], sorted(out.accounts, key=lambda r: (r[3], r[2])))


def _fixed(price: float, symbol: str) -> str:
    return f"{price:.3f}" if symbol == YIELD else f"{price:.2f}"


def _prices(rng: random.Random, days: list[date]) -> dict[tuple[str, date], tuple[float, float]]:
    found: dict[tuple[str, date], tuple[float, float]] = {}
    last = dict(FUNDS)
    for day in days:
        for fund in FUNDS:
            opened = round(last[fund] * (1 + rng.gauss(0, 0.004)), 2)
            closed = round(opened * (1 + rng.gauss(0, 0.008)), 2)
            found[(fund, day)] = (opened, closed)
            last[fund] = closed
        rate = round(4.05 + rng.gauss(0, 0.02), 3)
        found[(YIELD, day)] = (rate, rate)
    return found


def _play(account: _Account, rng: random.Random, days: list[date],
          prices: dict[tuple[str, date], tuple[float, float]], out: _Writer) -> None:
    previous: date | None = None
    for index, day in enumerate(days):
        if previous is not None:  # the cash earns the bill since the last close
            rate = prices[(YIELD, previous)][1]
            account.cash += account.cash * rate / 100 * (day - previous).days / DAY_COUNT
        if index == 0 or rng.random() < 0.5:  # otherwise "hold": no trade, no cost
            _rebalance(account, rng, day, prices, out)
        value = account.cash + sum(q * prices[(f, day)][1] for f, q in account.held.items())
        weights = ";".join(f"{f}={q * prices[(f, day)][1] / value:.4f}"
                           for f, q in sorted(account.held.items()) if q)
        out.accounts.append([RULES, PRICE_SET, account.name, day.isoformat(), f"{value:.2f}",
                             f"{account.cash / value:.4f}", f"{account.fees:.2f}", weights])
        previous = day


def _rebalance(account: _Account, rng: random.Random, day: date,
               prices: dict[tuple[str, date], tuple[float, float]], out: _Writer) -> None:
    """New targets of 5% to 25% in three funds, traded from the open."""
    worth = account.cash + sum(q * prices[(f, day)][0] for f, q in account.held.items())
    chosen = set(rng.sample(sorted(FUNDS), 3))
    for minute, fund in enumerate(sorted(FUNDS | account.held.keys())):
        target = rng.uniform(0.05, 0.25) if fund in chosen else 0.0
        opened = prices[(fund, day)][0]
        quantity = round(target * worth / opened, 4)
        change = round(quantity - account.held.get(fund, 0.0), 4)
        if change == 0:
            continue
        price = opened
        if change > 0 and rng.random() < 0.04:  # a buy_dips entry below the open
            price = opened * (1 - rng.uniform(0.002, 0.008))
        dollars = change * price
        account.cash -= dollars + abs(dollars) * FEE_RATE
        account.fees += abs(dollars) * FEE_RATE
        account.held[fund] = quantity
        at = open_utc(day) + timedelta(minutes=minute, seconds=rng.randint(0, 59))
        out.trades.append([account.name, day.isoformat(), iso(at), fund, f"{change:.4f}",
                           f"{price:.2f}"])


def _write_csv(path: Path, header: list[str], rows: list[list[str]]) -> None:
    text = io.StringIO(newline="")
    writer = csv.writer(text, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(rows)
    path.write_bytes(text.getvalue().encode("utf-8"))
