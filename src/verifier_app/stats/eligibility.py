"""Which rows an estimator may use, and why the others were dropped (SPEC section 7).

The rule is part of each estimator (paper, Section 5.1). Every row gets the first reason
that excludes it, so each figure can say how many rows it used and how many it dropped,
by reason:

- ``line_not_sealed`` / ``line_failed``: its book line is not inside a matching seal, or
  failed the walk or does not hold the row (shown apart, never mixed in);
- ``no_answer``: a seat that sent no answer line (its row names no line);
- ``not_counted_run``: not the session's counted run (``run_role``/``status``);
- ``correction``: a cell restored later by a correction line;
- ``sealed_after_open``: the line's ``max(at, booked_at)`` is not before 09:30 ET;
- ``not_same_event``: the row has its own reference (``same_event`` false);
- ``not_stated``: no stated probability (``counted_50``, ``no_answer``, ``refused_shape``,
  ``cell_status`` invalid, or an empty ``prob_up``);
- ``superseded``: a later answer line of the same seat in the same run exists
  (common-event statistics only);
- ``not_resolved``: the horizon has not ended (scores only).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from verifier_app.stats.forecasts import sealed_before_open

STATED_CELLS = ("elicited", "explicit_50")
NOT_STATED_STATUS = ("counted_50", "no_answer", "refused_shape")


@dataclass
class Selection:
    """The rows an estimator used and the count of every dropped row by reason."""

    rows: pd.DataFrame
    dropped: dict[str, int]

    def to_json(self) -> dict[str, Any]:
        return {"rows_used": len(self.rows), "dropped": self.dropped}


def base_reasons(df: pd.DataFrame) -> np.ndarray:
    """The first reason each row is excluded from every statistic ("" when none)."""
    counted = (df["run_role"] == "session_run") & (df["status"] != "not_counted")
    stated = (df["cell_status"].isin(STATED_CELLS) & ~df["status"].isin(NOT_STATED_STATUS)
              & df["prob_up"].notna())
    conditions = [
        df["row_status"] == "no_line",
        df["row_status"] == "not_sealed",
        df["row_status"] != "verified",
        ~counted,
        df["line_kind"] == "correction",
        ~sealed_before_open(df),
        ~df["same_event"],
        ~stated,
    ]
    names = ["no_answer", "line_not_sealed", "line_failed", "not_counted_run", "correction",
             "sealed_after_open", "not_same_event", "not_stated"]
    return np.select([np.asarray(c, dtype=bool) for c in conditions], names, default="")


def with_reasons(df: pd.DataFrame) -> pd.DataFrame:
    """Add ``drop_common`` (common-event statistics) and ``drop_score`` (Brier, calibration)."""
    reasons = base_reasons(df)
    df["drop_score"] = np.where((reasons == "") & df["outcome"].isna(), "not_resolved", reasons)
    df["drop_common"] = _superseded(df, reasons)
    return df


def _superseded(df: pd.DataFrame, reasons: np.ndarray) -> np.ndarray:
    """The latest answer line per seat and run among the otherwise eligible rows."""
    out = reasons.copy()
    ok = reasons == ""
    latest = df.loc[ok].groupby(["run_id", "seat"])["line"].transform("max")
    older = np.zeros(len(df), dtype=bool)
    older[np.flatnonzero(ok)] = (df.loc[ok, "line"] < latest).to_numpy()
    out[older] = "superseded"
    return out


def select(df: pd.DataFrame, column: str) -> Selection:
    """Split by one reason column: used rows and dropped counts."""
    used = df[column] == ""
    counts = df.loc[~used, column].value_counts()
    return Selection(df.loc[used], {str(k): int(v) for k, v in counts.items()})


def dropped_by_group(df: pd.DataFrame, column: str, keys: list[str]) -> dict[tuple, dict]:
    """Per group (e.g. run x horizon), the dropped counts by reason."""
    dropped = df.loc[df[column] != "", [*keys, column]]
    out: dict[tuple, dict] = {}
    # One pass over the counts, which come grouped and in group order (a season has a
    # thousand groups; a pandas group each cost more than the counting).
    for index, count in dropped.groupby(keys)[column].value_counts().items():
        out.setdefault(tuple(index[:-1]), {})[str(index[-1])] = int(count)
    return out
