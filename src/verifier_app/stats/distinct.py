"""A per-row rule computed once per distinct value, then spread back to the rows.

A season's forecast file has some 139,000 rows but few distinct values in most columns
(a few hundred sessions, a dozen seats and markets, four horizons). Stripping, lowering,
parsing or looking up every row repeats the same work thousands of times, and each such
pandas call holds the interpreter for a tenth of a second or more, long enough to freeze
the window that runs the statistics beside it. The rule itself is unchanged: it is applied
to the distinct values as a column of the same type, so every odd value (spaces, case,
``1.5``, ``NaN``, empty cells) gets exactly the answer it gets row by row.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np
import pandas as pd


def per_distinct(column: pd.Series, rule: Callable[[pd.Series], Any]) -> pd.Series:
    """``rule(column)`` with the same values and type, computed once per distinct value.
    ``rule`` maps a Series to a Series (or array) of the same length, row by row.

    Only a text column is split by value: in a column of mixed objects, 1, 1.0 and True
    are one value to a hash table yet may differ to the rule, so it gets every row."""
    if not isinstance(column.dtype, pd.StringDtype):
        return pd.Series(rule(column), index=column.index, name=column.name)
    codes, uniques = pd.factorize(column, use_na_sentinel=False)
    done = pd.Series(rule(pd.Series(uniques, dtype=column.dtype)))
    return pd.Series(done.array.take(codes), index=column.index, name=column.name)


def key_codes(frame: pd.DataFrame, columns: Sequence[str]) -> tuple[np.ndarray, pd.DataFrame]:
    """Each row's code for its combination of ``columns`` and the combinations themselves
    (one row each, in order of first appearance): ``distinct.iloc[codes]`` is the rows.
    Missing values are values like any other here (NaN pairs with NaN), and values a hash
    table holds equal (1, 1.0, True) share a code: the callers look texts up by text."""
    combined = np.zeros(len(frame), dtype=np.int64)
    parts = {}
    for name in columns:
        codes, uniques = pd.factorize(frame[name], use_na_sentinel=False)
        # Re-coded after each column, so the combined code stays below the row count.
        combined = pd.factorize(combined * len(uniques) + codes)[0]
        parts[name] = (codes, uniques)
    # Codes come in order of first appearance, so the first row of each is where it starts.
    first = np.unique(combined, return_index=True)[1]
    distinct = pd.DataFrame({name: pd.Series(uniques, dtype=frame[name].dtype).take(
        part[first]).reset_index(drop=True) for name, (part, uniques) in parts.items()})
    return combined, distinct


def float_lookup(frame: pd.DataFrame, columns: Sequence[str],
                 table: Mapping[tuple, float]) -> np.ndarray:
    """Each row's value in ``table`` by its combination of ``columns`` (NaN where it has
    none), looked up once per distinct combination."""
    codes, distinct = key_codes(frame, columns)
    keys = zip(*(distinct[name] for name in columns), strict=True)
    return np.array([table.get(k, np.nan) for k in keys], dtype=float)[codes]
