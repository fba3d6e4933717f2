"""Which rows an estimator may use, and why the others were dropped (SPEC section 7).

The rule is part of each estimator (paper, Section 5.1). Every row gets the first reason
that excludes it, so each figure can say how many rows it used and how many it dropped,
by reason:

- ``line_not_sealed`` / ``line_failed``: its book line is not inside a matching seal, or
  failed the walk or does not hold the row (shown apart, never mixed in);
- ``line_not_its_own``: its book line verified, but it is another run's or seat's line
  (the row points at the wrong line; the line itself did not fail);
- ``no_answer``: a seat that sent no answer line (its row names no line);
- ``not_counted_run``: not the session's counted run (``run_role``/``status``);
- ``correction``: a cell restored later by a correction line;
- ``sealed_after_open``: the line's ``max(at, booked_at)`` is not before 09:30 ET;
- ``not_same_event``: the row has its own reference (``same_event`` false);
- ``not_stated``: no stated probability (``counted_50``, ``no_answer``, ``refused_shape``,
  ``cell_status`` invalid, or an empty ``prob_up``);
- ``superseded`` / ``answer_not_counted``: another answer line of the same seat in the same run
  is the one that counts (``answer_reasons``; every statistic);
- ``not_resolved``: the horizon has not ended; ``outcome_not_sealed``: the forecasts file
  gives an outcome no verified score line seals yet (scores only).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from verifier_app.core.declarations import WithinRunRule
from verifier_app.core.messages import Message
from verifier_app.stats.forecasts import sealed_before_open

STATED_CELLS = ("elicited", "explicit_50")
NOT_STATED_STATUS = ("counted_50", "no_answer", "refused_shape")


@dataclass
class Selection:
    """The rows an estimator used and the count of every dropped row by reason."""

    rows: pd.DataFrame
    dropped: dict[str, int]

    def counts(self) -> RowsUsed:
        return RowsUsed(len(self.rows), dict(self.dropped), sources(self.rows))

    def to_json(self) -> dict[str, Any]:
        return self.counts().to_json()


@dataclass(frozen=True)
class RowsUsed:
    """How many rows an estimator used, every dropped row by reason, and where the rows
    used were read (``sources``)."""

    rows_used: int
    dropped: Mapping[str, int]
    sources: Mapping[str, int]

    def to_json(self) -> dict[str, Any]:
        return {"rows_used": self.rows_used, "dropped": dict(self.dropped),
                "sources": dict(self.sources)}


@dataclass(frozen=True)
class KeptAnswers:
    """Rows and book lines of the answers of one kind kept in the book but not counted."""

    rows: int
    lines: int

    def to_json(self) -> dict[str, Any]:
        return {"rows": self.rows, "lines": self.lines}


@dataclass(frozen=True)
class NotCounted:
    """The answers kept in the book that do not count, by reason, and the rule in words."""

    rule: str
    kept: Mapping[str, KeptAnswers]  # by reason (``NOT_COUNTED_ANSWER``'s values)

    def lines(self) -> int:
        return sum(found.lines for found in self.kept.values())

    def to_json(self) -> dict[str, Any]:
        return {"rule": self.rule, **{reason: found.to_json()
                                      for reason, found in self.kept.items()}}


@dataclass(frozen=True)
class Eligibility:
    """Which rows the statistics used: the common-event rows, the scored rows, and the
    answers not counted."""

    common_event: RowsUsed
    scores: RowsUsed
    answers_not_counted: NotCounted

    def to_json(self) -> dict[str, Any]:
        return {"common_event": self.common_event.to_json(), "scores": self.scores.to_json(),
                "answers_not_counted": self.answers_not_counted.to_json()}


def sources(rows: pd.DataFrame) -> dict[str, int]:
    """Which source fed the rows used: the verified book, or the forecasts file alone."""
    book = int(rows["from_book"].sum()) if "from_book" in rows.columns else 0
    return {"from_book": book, "from_file_only": len(rows) - book}


def _misdirected(df: pd.DataFrame) -> pd.Series:
    """Rows whose named book line verified but is another run's or seat's: the line did
    not fail, the row points at the wrong one (said as such, never as a failed line)."""
    if "line_status" not in df.columns:
        return pd.Series(False, index=df.index)
    return (df["row_status"] == "failed") & (df["line_status"] == "verified")


def base_reasons(df: pd.DataFrame) -> np.ndarray:
    """The first reason each row is excluded from every statistic ("" when none)."""
    counted = (df["run_role"] == "session_run") & (df["status"] != "not_counted")
    stated = (df["cell_status"].isin(STATED_CELLS) & ~df["status"].isin(NOT_STATED_STATUS)
              & df["prob_up"].notna())
    conditions = [
        df["row_status"] == "no_line",
        df["row_status"] == "not_sealed",
        _misdirected(df),
        df["row_status"] != "verified",
        ~counted,
        df["line_kind"] == "correction",
        ~sealed_before_open(df),
        ~df["same_event"],
        ~stated,
    ]
    names = ["no_answer", "line_not_sealed", "line_not_its_own", "line_failed",
             "not_counted_run", "correction",
             "sealed_after_open", "not_same_event", "not_stated"]
    return np.select([np.asarray(c, dtype=bool) for c in conditions], names, default="")


# Which answer line of a seat counts within its run (Section 3.11, P3): "the first
# well-formed answer of each seat counts from session 11 (declared in asks.jsonl, line 74)".
# The rule is read from the asks chain (``core.declarations``) and marked per row in
# ``first_answer_rule`` (``mark_first_answer_rule``); where it is not declared it is not
# applied, and P3 says which sessions that leaves not checked. Otherwise the methodology
# sealed then applies; the paper's Section 5.1 states it ("I use the most recent answer
# line of each seat"), so there the latest eligible answer counts.
NOT_COUNTED_ANSWER = {"latest": "superseded", "first": "answer_not_counted"}


def with_reasons(df: pd.DataFrame) -> pd.DataFrame:
    """Add ``drop_common`` (common-event statistics) and ``drop_score`` (Brier, calibration).
    Both count one answer line per seat and run (``answer_reasons``)."""
    reasons = answer_reasons(df, base_reasons(df))
    unresolved = (reasons == "") & df["outcome"].isna().to_numpy()
    df["drop_score"] = np.where(unresolved, _unresolved_reason(df), reasons)
    df["drop_common"] = reasons
    return df


def _unresolved_reason(df: pd.DataFrame) -> np.ndarray:
    """``outcome_not_sealed`` where the forecasts file gives an outcome the book does not
    seal yet (it is never used); ``not_resolved`` where neither has one."""
    if "file_outcome" not in df.columns:
        return np.full(len(df), "not_resolved", dtype=object)
    return np.where(df["file_outcome"].notna(), "outcome_not_sealed", "not_resolved")


def answer_reasons(df: pd.DataFrame, reasons: np.ndarray) -> np.ndarray:
    """``reasons`` with the rows of answer lines that do not count marked: ``superseded``
    before session 11 (a later eligible answer counts), ``answer_not_counted`` from it (the
    seat's first well-formed answer in the run counts)."""
    out = reasons.astype(object)  # a fixed-width text array would cut a longer reason
    first = _first_rule(df)
    latest_lines = _latest_lines(df, reasons == "")
    first_lines = _first_lines(df)
    counting = np.where(first, first_lines, latest_lines)
    not_counting = (reasons == "") & (df["line"].to_numpy(dtype=float) != counting)
    out[not_counting & first] = NOT_COUNTED_ANSWER["first"]
    out[not_counting & ~first] = NOT_COUNTED_ANSWER["latest"]
    return out


def mark_first_answer_rule(df: pd.DataFrame, from_day: str | None) -> pd.DataFrame:
    """Mark each row whose session the declared within-run rule governs (``from_day`` on;
    None: no rule declared, no row). Session days are ISO dates, so their order is their
    text's order; each distinct day is compared once."""
    codes, days = pd.factorize(df["session"].astype(str))
    under = np.array([from_day is not None and day >= from_day for day in days], dtype=bool)
    df["first_answer_rule"] = under[codes] if len(days) else np.zeros(len(df), dtype=bool)
    return df


def _first_rule(df: pd.DataFrame) -> np.ndarray:
    """Whether the row's session is under the declared first-answer rule; rows never
    marked (``mark_first_answer_rule``) are under none."""
    if "first_answer_rule" not in df.columns:
        return np.zeros(len(df), dtype=bool)
    return df["first_answer_rule"].to_numpy(dtype=bool)


def _latest_lines(df: pd.DataFrame, ok: np.ndarray) -> np.ndarray:
    """Per row, the latest line of its seat and run among the eligible rows (NaN: none)."""
    lines = df["line"].astype(float).where(ok)
    return lines.groupby([df["run_id"], df["seat"]]).transform("max").to_numpy(dtype=float)


def _first_lines(df: pd.DataFrame) -> np.ndarray:
    """Per row, the first well-formed answer line of its seat and run in order of sealing
    (``max(at, booked_at)``, then line number), among the verified answer lines of the run,
    whether or not that line is eligible itself (NaN: none)."""
    well = df["line_well_formed"] if "line_well_formed" in df.columns else True
    # Only rows tied to their own verified line: a row naming another seat's line must not
    # make that line this seat's first answer.
    candidate = ((df["row_status"] == "verified") & (df["line_kind"] == "issue") & well
                 & df["line"].notna())
    rows = df.loc[candidate, ["run_id", "seat", "book_sealed", "line"]]
    first = rows.sort_values(["book_sealed", "line"]).drop_duplicates(["run_id", "seat"])
    found = df[["run_id", "seat"]].merge(first[["run_id", "seat", "line"]],
                                         on=["run_id", "seat"], how="left")
    return found["line"].to_numpy(dtype=float)


def answers_not_counted(df: pd.DataFrame, within: WithinRunRule | None) -> NotCounted:
    """The answers kept in the book that do not count (Section 3.11, P3), shown apart;
    ``within``: the rule within the run the asks chain declares (None: none)."""
    kept = {}
    for reason in NOT_COUNTED_ANSWER.values():
        rows = df[df["drop_common"] == reason]
        kept[reason] = KeptAnswers(len(rows), int(rows["line"].nunique()))
    return NotCounted(within_run_words(within), kept)


def within_run_words(within: WithinRunRule | None) -> str:
    """Which answer of a seat counts, in words, with where the rule was declared."""
    return within_run_said(within).render()


def within_run_said(within: WithinRunRule | None) -> Message:
    """``within_run_words`` as a message, for the reader's language."""
    if within is None:
        return Message.of("stats.rule_undeclared")
    return Message.of("stats.rule_declared", session=within.from_session,
                      line=within.declared.line)


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
