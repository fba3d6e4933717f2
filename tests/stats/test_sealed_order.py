"""The sealed order (``verified_rows.sealed_order``): rows by book line, then the paper's
market order (Section 1: SPX, NDX, DJI, SOX, US10Y, DXY, VIX, GOLD, WTI, BRENT, COPPER,
BTC; other names after them, by name), then the paper's horizons (Section 3.7: 1d, 1w,
1m, 6m; others after, by name), then the row's place in the file. Every sum and every
listing's first rows follow it, so the unsealed file's order of rows changes nothing."""

from __future__ import annotations

import numpy as np
import pandas as pd
from hypothesis import given
from hypothesis import strategies as st

from verifier_app.stats.verified_rows import HORIZON_ORDER, MARKET_ORDER, sealed_order

rows = st.lists(st.tuples(st.sampled_from([1.0, 2.0, 7.0, np.inf]),
                          st.sampled_from([*MARKET_ORDER, "AAA", "ZZZ", "spx"]),
                          st.sampled_from([*HORIZON_ORDER, "2d", "1y"])), max_size=40)


def by_the_rule(line, asset, horizon) -> list[int]:
    """The order as the rule says it, by a plain sort of each row's key."""
    def rank(name: str, order: tuple[str, ...]) -> int:
        return order.index(name) if name in order else len(order)
    keys = [(line[i], rank(asset[i], MARKET_ORDER), asset[i], rank(horizon[i], HORIZON_ORDER),
             horizon[i], i) for i in range(len(line))]
    return [key[-1] for key in sorted(keys)]


@given(rows=rows)
def test_the_sealed_order_is_the_rules_order(rows):
    line = np.array([r[0] for r in rows], dtype=float)
    asset = np.array([r[1] for r in rows], dtype=object)
    horizon = np.array([r[2] for r in rows], dtype=object)
    assert list(sealed_order(line, asset, horizon, np.arange(len(rows)))) == \
        by_the_rule(line, asset, horizon)


def test_a_concrete_order():
    frame = pd.DataFrame({"line": [9.0, 9.0, 9.0, 3.0, 9.0],
                          "asset": ["BTC", "SPX", "SPX", "VIX", "AAA"],
                          "horizon": ["1d", "6m", "1d", "1w", "1d"]})
    order = sealed_order(frame["line"].to_numpy(), frame["asset"].to_numpy(dtype=object),
                         frame["horizon"].to_numpy(dtype=object), np.arange(5))
    # line 3 first; on line 9 SPX (1d, then 6m), BTC, then a market the paper does not name
    assert list(order) == [3, 2, 1, 0, 4]
