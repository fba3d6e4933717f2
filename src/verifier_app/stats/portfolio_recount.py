"""Step 7b: every published account recounted by the app's own code (never ``replay.py``).

An account starts with the declared cash. At each session, in this order: its cash earns
the declared yield since the previous session (the yield row's close at that session, in
percent a year, times the calendar days over ``day_count``); its trades execute at their
published price, each costing ``fee_rate`` of the dollars that change hands; at the close
it is marked with the price set's closes. From that state come the four published figures:
value (cash plus every holding at its close), cash share (cash over value), fees (paid
since the start) and weights (each holding over value).

Each figure is then compared the way the paper's step 7 reports it (Appendix B):

- *exact to the cent* (|d| <= 0.01 for money; half a published unit for shares);
- *within the rounding of the published trades*: a published trade is rounded (price and
  quantity to the units the protocol declares), so the operator's own unrounded trades may
  leave the account up to a bound the recount carries along (each trade's half units,
  through fees, interest and the marks); a difference inside it is not a finding;
- *DIFFERENT*: larger than that, which fails the step;
- *not recounted (other price sets)*: a row marked with prices the bundle does not carry
  (another price set, a fund or yield price missing), or under other rules than the
  protocol declares. Such a row is not a pass.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import date
from enum import StrEnum
from functools import partial
from typing import Any

from verifier_app.stats.portfolio_files import (
    AccountRow,
    PortfolioInputs,
    PriceBook,
    Rules,
    Trade,
)

CENT = 0.01  # the paper's "exact to the cent (|d| <= 0.01)"
FLOAT_SLACK = 1e-9  # binary floating point, relative to the figure
LISTED = 200  # differences and rows not recounted named in the JSON (all are counted)
HELD = 1e-12  # a holding sold down to this is none (its price is not needed)


class Category(StrEnum):
    EXACT = "exact"
    ROUNDING = "within_rounding"
    DIFFERENT = "different"
    NOT_RECOUNTED = "not_recounted"


class NotRecounted(StrEnum):
    OTHER_PRICE_SET = "other_price_set"  # the row's price set is not in arena-prices.csv
    PRICE_MISSING = "price_missing"  # a held fund or the cash yield has no price that day
    OTHER_RULES = "other_rules"  # the row names rules the protocol does not declare


@dataclass(frozen=True)
class FieldCompared:
    account: str
    session: date
    field: str  # value, cash_share, fees, or weights/<fund>
    published: float
    recomputed: float
    exact_within: float
    rounding_within: float
    category: Category  # ``categorised``: decided once, when the figure is compared

    @classmethod
    def categorised(cls, account: str, session: date, name: str, published: float,
                    recomputed: float, exact_within: float, rounding_within: float
                    ) -> FieldCompared:
        """The figure compared, in the category its difference puts it in."""
        size = abs(recomputed - published)
        slack = FLOAT_SLACK * max(1.0, abs(published))
        if size <= exact_within + slack:
            category = Category.EXACT
        elif size <= exact_within + rounding_within + slack:
            category = Category.ROUNDING
        else:
            category = Category.DIFFERENT
        return cls(account, session, name, published, recomputed, exact_within,
                   rounding_within, category)

    @property
    def difference(self) -> float:
        return self.recomputed - self.published

    def to_json(self) -> dict[str, Any]:
        return {"account": self.account, "session": self.session.isoformat(),
                "field": self.field, "published": self.published,
                "recomputed": round(self.recomputed, 9),
                "difference": round(self.difference, 9),
                "exact_within": self.exact_within,
                "rounding_within": round(self.rounding_within, 9),
                "category": self.category.value}


@dataclass(frozen=True)
class RowRecount:
    """One published row and what the recount made of it."""

    row: AccountRow
    category: Category
    fields: tuple[FieldCompared, ...] = ()
    reason: NotRecounted | None = None
    detail: str = ""  # what is missing, for a row not recounted (a fund, a day)

    @property
    def worst(self) -> FieldCompared | None:
        """The first field in the published order that is in the row's category."""
        return next((f for f in self.fields if f.category is self.category), None)


@dataclass(frozen=True)
class AccountsRecount:
    rules: Rules
    rows: tuple[RowRecount, ...]
    trades: int

    def count(self, category: Category) -> int:
        return sum(1 for r in self.rows if r.category is category)

    @property
    def different(self) -> list[RowRecount]:
        return [r for r in self.rows if r.category is Category.DIFFERENT]

    @property
    def not_recounted(self) -> list[RowRecount]:
        return [r for r in self.rows if r.category is Category.NOT_RECOUNTED]

    @property
    def sessions(self) -> list[date]:
        return sorted({r.row.session for r in self.rows})

    @property
    def accounts(self) -> int:
        return len({(r.row.rules, r.row.account) for r in self.rows})

    def to_json(self) -> dict[str, Any]:
        sessions = self.sessions
        fields = [f for r in self.different for f in r.fields
                  if f.category is Category.DIFFERENT]
        return {
            "rules": self.rules.to_json(), "rows": len(self.rows), "accounts": self.accounts,
            "sessions": len(sessions),
            "first_session": sessions[0].isoformat() if sessions else None,
            "last_session": sessions[-1].isoformat() if sessions else None,
            "trades": self.trades,
            "counts": {c.value: self.count(c) for c in Category},
            "different": [f.to_json() for f in fields[:LISTED]],
            "different_fields": len(fields),
            "not_recounted": [{"account": r.row.account, "session": r.row.session.isoformat(),
                               "line": r.row.line, "reason": r.reason.value if r.reason
                               else None, "missing": r.detail}
                              for r in self.not_recounted[:LISTED]],
            "listed_at_most": LISTED,
        }


def recount_accounts(inputs: PortfolioInputs) -> AccountsRecount:
    rules = inputs.rules
    trades: dict[str, dict[date, list[Trade]]] = defaultdict(lambda: defaultdict(list))
    for trade in inputs.trades:
        trades[trade.account][trade.session].append(trade)
    rows: dict[str, list[AccountRow]] = defaultdict(list)
    done: list[RowRecount] = []
    for row in inputs.accounts:
        if row.rules != rules.version:
            done.append(RowRecount(row, Category.NOT_RECOUNTED, reason=NotRecounted.OTHER_RULES,
                                   detail=row.rules))
        else:
            rows[row.account].append(row)
    for account, published in rows.items():
        ledger = _Ledger(rules, inputs.price_sets.get(published[0].price_set))
        done.extend(ledger.replay(sorted(published, key=lambda r: r.session),
                                  trades.get(account, {}), inputs.price_sets))
    done.sort(key=lambda r: r.row.line)
    return AccountsRecount(rules, tuple(done), len(inputs.trades))


@dataclass
class _Ledger:
    """One account's state through its sessions, with the bound the trades' rounding sets."""

    rules: Rules
    yields: PriceBook | None  # the price set the cash yield is read from
    cash: float = 0.0
    cash_bound: float = 0.0
    fees: float = 0.0
    fees_bound: float = 0.0
    holdings: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    held_bound: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    last: date | None = None
    stopped: str = ""  # why the account cannot be carried on (a yield price missing)

    def replay(self, published: list[AccountRow], trades: dict[date, list[Trade]],
               price_sets: Mapping[str, PriceBook]) -> Iterable[RowRecount]:
        self.cash = self.rules.start_cash
        marks = {row.session: row for row in published}
        for day in sorted(set(marks) | set(trades)):
            self._accrue(day)
            for trade in trades.get(day, ()):
                self._execute(trade)
            if day in marks:
                yield self._mark(marks[day], price_sets.get(marks[day].price_set))
            self.last = day

    def _accrue(self, day: date) -> None:
        declared = self.rules.cash_yield
        if declared is None or self.last is None or self.stopped:
            return
        rate = self.yields.close(declared.symbol, self.last) if self.yields else None
        if rate is None:
            self.stopped = f"{declared.symbol} {self.last.isoformat()}"
            return
        factor = rate / 100 * (day - self.last).days / declared.day_count
        self.cash += self.cash * factor
        self.cash_bound += self.cash_bound * abs(factor)

    def _execute(self, trade: Trade) -> None:
        unit = self.rules.rounding
        half_price, half_quantity = unit.trade_price / 2, unit.trade_quantity / 2
        dollars = trade.quantity * trade.price
        fee = abs(dollars) * self.rules.fee_rate
        self.cash -= dollars + fee
        self.fees += fee
        self.holdings[trade.fund] += trade.quantity
        rounding = abs(trade.quantity) * half_price + trade.price * half_quantity + \
            half_price * half_quantity
        self.cash_bound += rounding * (1 + self.rules.fee_rate)
        self.fees_bound += rounding * self.rules.fee_rate
        self.held_bound[trade.fund] += half_quantity

    def _mark(self, row: AccountRow, prices: PriceBook | None) -> RowRecount:
        if prices is None:
            return RowRecount(row, Category.NOT_RECOUNTED, reason=NotRecounted.OTHER_PRICE_SET,
                              detail=row.price_set)
        if self.stopped:
            return RowRecount(row, Category.NOT_RECOUNTED, reason=NotRecounted.PRICE_MISSING,
                              detail=self.stopped)
        held = [f for f, q in self.holdings.items() if abs(q) > HELD]
        closes = {f: prices.close(f, row.session) for f in held}
        missing = sorted(f for f, c in closes.items() if c is None)
        if missing:
            return RowRecount(row, Category.NOT_RECOUNTED, reason=NotRecounted.PRICE_MISSING,
                              detail=f"{missing[0]} {row.session.isoformat()}")
        fields = self._fields(row, {f: c for f, c in closes.items() if c is not None})
        worst = max((f.category for f in fields), key=_SEVERITY.__getitem__)
        return RowRecount(row, worst, fields)

    def _fields(self, row: AccountRow, closes: dict[str, float]) -> tuple[FieldCompared, ...]:
        unit = self.rules.rounding
        worth = {f: self.holdings[f] * c for f, c in closes.items()}
        value = self.cash + sum(worth.values())
        value_bound = self.cash_bound + sum(self.held_bound[f] * c for f, c in closes.items())
        scale = abs(value) or 1.0
        compared = partial(FieldCompared.categorised, row.account, row.session)
        share = self.cash / scale
        fields = [
            compared("value", row.value, value, max(CENT, unit.value / 2), value_bound),
            compared("cash_share", row.cash_share, share, unit.cash_share / 2,
                     (self.cash_bound + abs(share) * value_bound) / scale),
            compared("fees", row.fees, self.fees, max(CENT, unit.fees / 2), self.fees_bound)]
        published = dict(row.weights)
        for fund in sorted(set(published) | {f for f, w in worth.items() if w}):
            weight = worth.get(fund, 0.0) / scale
            bound = (self.held_bound[fund] * closes.get(fund, 0.0) + abs(weight) * value_bound)
            fields.append(compared(f"weights/{fund}", published.get(fund, 0.0), weight,
                                   unit.weights / 2, bound / scale))
        return tuple(fields)


_SEVERITY = {Category.EXACT: 0, Category.ROUNDING: 1, Category.DIFFERENT: 2}  # worst last
