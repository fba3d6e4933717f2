"""The simulated world: prices, outcomes and the seats' probabilities.

Seats share a common view plus their own noise, so their answers are strongly correlated,
as the paper finds (N_eff near 2 for eleven models).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

ASSETS = ("SPX", "NDX", "DJI", "SOX", "US10Y", "DXY", "VIX", "GOLD", "WTI", "BRENT", "COPPER",
          "BTC")
ASSET_NAMES = {"SPX": "S&P 500", "NDX": "Nasdaq-100", "DJI": "Dow Jones", "SOX": "Semiconductors",
               "US10Y": "US 10-year yield", "DXY": "Dollar index", "VIX": "VIX", "GOLD": "Gold",
               "WTI": "WTI crude", "BRENT": "Brent crude", "COPPER": "Copper", "BTC": "Bitcoin"}
START_PRICES = {"SPX": 6650.0, "NDX": 24700.0, "DJI": 46300.0, "SOX": 6900.0, "US10Y": 4.02,
                "DXY": 98.6, "VIX": 18.2, "GOLD": 4250.0, "WTI": 58.1, "BRENT": 61.9,
                "COPPER": 5.02, "BTC": 108000.0}
DAILY_VOL = {"US10Y": 0.012, "VIX": 0.06, "BTC": 0.03, "WTI": 0.02, "BRENT": 0.02}
HORIZONS = {"1d": 1, "1w": 5, "1m": 21, "6m": 126}
ACTIONS = ("buy_strong", "buy_dips", "hold", "trim", "sell")


@dataclass(frozen=True)
class Seat:
    seat: str
    model: str
    family: str
    bias: float
    noise: float


SEATS = (
    Seat("s01", "Aurora-4 (demo)", "aurora", 2.0, 6.0),
    Seat("s02", "Aurora-4 mini (demo)", "aurora", 1.0, 7.0),
    Seat("s03", "Borealis Pro (demo)", "borealis", -1.5, 5.0),
    Seat("s04", "Cirrus 3 (demo)", "cirrus", 3.0, 8.0),
    Seat("s05", "Delta Reasoner (demo)", "delta", 0.0, 6.5),
    Seat("s06", "Ember-R2 (demo)", "ember", -2.5, 9.0),
    Seat("s07", "Fjord 72B (demo)", "fjord", 1.5, 7.5),
    Seat("s08", "Gale K2 (demo)", "gale", 0.5, 6.0),
    Seat("s09", "Halo 4.6 (demo)", "halo", -0.5, 10.0),
    Seat("s10", "Iris M1 (demo)", "iris", 4.0, 7.0),
    Seat("s11", "Juniper Seed (demo)", "juniper", -3.0, 8.5),
)


class Market:
    """Daily closes for every asset, drawn once so outcomes are known in advance."""

    def __init__(self, rng: random.Random, days: int):
        self.closes: dict[str, list[float]] = {}
        for asset in ASSETS:
            price = START_PRICES[asset]
            path = [price]
            vol = DAILY_VOL.get(asset, 0.01)
            for _ in range(days + 130):
                price = price * math.exp(rng.gauss(0.0003, vol))
                path.append(_round_price(asset, price))
            self.closes[asset] = path

    def ref(self, asset: str, session: int) -> float:
        """The reference price at the session's open (the previous close)."""
        return self.closes[asset][session]

    def close(self, asset: str, session: int, horizon: str) -> float:
        return self.closes[asset][session + HORIZONS[horizon]]

    def outcome(self, asset: str, session: int, horizon: str) -> tuple[int, bool]:
        """(1 for a strict rise else 0, whether it was a draw)."""
        ref, close = self.ref(asset, session), self.close(asset, session, horizon)
        return (1 if close > ref else 0), close == ref


def _round_price(asset: str, price: float) -> float:
    return round(price, 3 if asset in ("US10Y", "COPPER") else 2)


def common_view(rng: random.Random, market: Market, asset: str, session: int,
                horizon: str) -> float:
    """The shared signal behind every seat's probability, weakly informative."""
    up, _ = market.outcome(asset, session, horizon)
    lean = 4.0 if up else -4.0
    return 52.0 + lean + rng.gauss(0.0, 7.0)


def seat_probability(rng: random.Random, seat: Seat, view: float) -> int:
    value = view + seat.bias + rng.gauss(0.0, seat.noise)
    return int(min(97, max(3, round(value))))


def action_for(probability: int) -> str:
    index = 0 if probability >= 70 else 1 if probability >= 57 else 2 if probability >= 44 \
        else 3 if probability >= 32 else 4
    return ACTIONS[index]
