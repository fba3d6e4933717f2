"""``council-forecasts.csv``: read by column name, each row tied to the book line that sealed it.

The CSV is the operator's convenience copy; only the book is sealed. So every row is
checked against its line (``line``): the line must have passed the walk, be an answer (or
correction) of the same seat and run, and hold the same probability. Rows that fail any of
this are kept, marked, counted and shown apart; they never enter a statistic.
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

import numpy as np
import pandas as pd

from verifier_app.core.bundle import BundleFile
from verifier_app.core.errors import UserFacingError
from verifier_app.core.market_time import session_open_utc
from verifier_app.stats.book import AnswerLine, BookIndex
from verifier_app.stats.distinct import key_codes, per_distinct

REQUIRED = ("run_id", "session", "seat", "line", "status", "asset", "horizon", "prob_up",
            "ref", "close", "draw", "run_role", "line_kind", "same_event", "cell_status")
TRUE_WORDS = {"true", "1", "yes", "t"}


@dataclass(frozen=True)
class RowSummary:
    total: int = 0
    verified: int = 0
    not_sealed: int = 0
    failed: int = 0
    no_line: int = 0
    failed_reasons: dict[str, int] = field(default_factory=dict)
    # Rows whose own book line verified but is not theirs (the first few, named).
    misdirected: list[dict[str, Any]] = field(default_factory=list)

    misdirected_count: int = 0

    @property
    def line_failed(self) -> int:
        """Rows left out because their book line itself failed the walk."""
        return self.failed - self.misdirected_count

    def to_json(self) -> dict[str, Any]:
        return {"total": self.total, "verified": self.verified, "not_sealed": self.not_sealed,
                "failed": self.failed, "failed_reasons": self.failed_reasons,
                "no_answer_without_line": self.no_line, "misdirected": self.misdirected,
                "misdirected_count": self.misdirected_count}


def load_forecasts(source: BundleFile) -> pd.DataFrame:
    """The rows as strings, then typed; a missing column is named in a plain sentence."""
    try:
        with source.open() as stream, warnings.catch_warnings():
            # index_col=False: a first row with a field more than the header must not turn
            # the first column into the index (every column would shift by one); pandas
            # warns instead, and the warning is the sentence below.
            warnings.simplefilter("error", pd.errors.ParserWarning)
            raw = pd.read_csv(stream, dtype=str, keep_default_na=False, encoding="utf-8",
                              index_col=False)
    except pd.errors.ParserWarning:
        raise UserFacingError(f"{source.relpath} is not a readable CSV file (its first row "
                              "has more fields than its header line names).") from None
    except (pd.errors.ParserError, pd.errors.EmptyDataError, UnicodeDecodeError,
            ValueError) as error:
        raise UserFacingError(f"{source.relpath} is not a readable CSV file ({error}).") from None
    missing = [c for c in REQUIRED if c not in raw.columns]
    if missing:
        raise UserFacingError(f"{source.relpath} lacks the column(s) {', '.join(missing)}; "
                              "the statistics need them (Appendix C of the paper).")
    return typed(raw)


def typed(raw: pd.DataFrame) -> pd.DataFrame:
    """Numbers as floats (NaN when empty), flags as booleans, the outcome as 0/1/NaN.
    Each rule runs once per distinct text of its column (``per_distinct``)."""
    df = raw.copy()
    for column in ("prob_up", "ref", "close"):
        df[column] = per_distinct(df[column].astype(str), _number)
    df["line_written"] = df["line"]  # as the file wrote it, to name a malformed one
    df["line_malformed"] = per_distinct(df["line"].astype(str), _malformed_line)
    df["line"] = line_numbers(df["line"])
    for column in ("same_event", "draw"):
        df[column] = per_distinct(df[column].astype(str), _flag)
    resolved = df["ref"].notna() & df["close"].notna()
    df["outcome"] = np.where(resolved, (df["close"] > df["ref"]).astype(float), np.nan)
    return df


def _number(text: pd.Series) -> pd.Series:
    return pd.to_numeric(text.str.strip(), errors="coerce")


def _flag(text: pd.Series) -> pd.Series:
    return text.str.strip().str.lower().isin(TRUE_WORDS)


LINE_NUMBER = r"[0-9]{1,15}"  # ASCII digits only: Python's \d also takes "٣" and "³"


def line_numbers(column: pd.Series) -> pd.Series:
    """Book line numbers as written: 1 to 15 digits; ``1.5``, ``NaN``, ``+7``, ``٣`` and
    ``1e400`` are none (and ``line_malformed``)."""
    return per_distinct(column.astype(str), _line_number)


def _line_number(text: pd.Series) -> pd.Series:
    text = text.str.strip()
    whole = text.where(text.str.fullmatch(LINE_NUMBER))
    return pd.to_numeric(whole, errors="coerce").astype("Int64")


def _malformed_line(text: pd.Series) -> pd.Series:
    """A ``line`` that is written but is no line number: said, never tied to a line."""
    text = text.str.strip()
    return (text != "") & ~text.str.fullmatch(LINE_NUMBER)


def tie_to_book(df: pd.DataFrame, book: BookIndex, line_status: Any) -> RowSummary:
    """Add ``row_status`` (verified | not_sealed | failed | no_line), ``tie``,
    ``book_sealed``, ``book_prob`` and ``line_status`` (the walk's word on the line)."""
    lines = pd.DataFrame(
        [(a.n, a.kind, a.run_id, a.seat, a.sealed) for a in named_answers(df, book)],
        columns=["line", "book_kind", "book_run", "book_seat", "book_sealed"],
    ).astype({"line": "Int64"})
    merged = df[["line"]].merge(lines, on="line", how="left")
    # ``.array`` keeps the times as datetime64: no object Timestamps, no index alignment.
    df["book_sealed"] = pd.to_datetime(merged["book_sealed"], utc=True).array
    tie = np.full(len(df), "ok", dtype=object)
    tie[merged["book_kind"].isna().to_numpy()] = "line_missing"
    if "line_malformed" in df.columns:
        tie[df["line_malformed"].to_numpy(dtype=bool)] = "line_malformed"
    wrong = (merged["book_kind"].notna()
             & ((merged["book_run"] != df["run_id"]) | (merged["book_seat"] != df["seat"])))
    tie[wrong.to_numpy()] = "line_mismatch"
    in_book, sealed = _sealed_probs(df, book)
    df["book_prob"] = sealed  # what the row's line sealed for its market and horizon
    tie[_differs_from(df, in_book, sealed) & (tie == "ok")] = "differs_from_book"
    df["tie"] = tie
    status = _walk_status(df["line"], line_status)
    df["line_status"] = status.copy()  # the walk's verdict on the row's line itself
    misdirected = (tie != "ok") & (status == "verified")  # its line verified; not its line
    status[misdirected] = "failed"
    # A seat that sent nothing has no line to tie: its no_answer rows are only counted.
    status[(df["status"] == "no_answer").to_numpy() & df["line"].isna().to_numpy()] = "no_line"
    df["row_status"] = status
    return replace(_summary(df), misdirected=_misdirected(df[misdirected], book),
                   misdirected_count=int(misdirected.sum()))


def named_answers(df: pd.DataFrame, book: BookIndex) -> list[AnswerLine]:
    """The book's answer lines the rows name (the only ones a row is tied to: the rows of
    a few runs read a few lines, not the whole book)."""
    answers = book.answers
    named = df["line"].dropna().unique()
    return [answers[n] for n in sorted(int(n) for n in named) if n in answers]


MISDIRECTED_SHOWN = 10
TIE_WORDS = {"line_missing": "names no answer line of the book",
             "line_malformed": "gives a line that is not a line number",
             "line_mismatch": "names a book line of another run or seat",
             "differs_from_book": "states a probability its book line does not hold"}


def _misdirected(df: pd.DataFrame, book: BookIndex) -> list[dict[str, Any]]:
    """The first rows that point at the wrong book line: which row, the line it names, and
    the answer line of its own run and seat that holds its forecast (the one it should name)."""
    if df.empty:  # the usual case: no row to show, and the book is not read
        return []
    found = []
    bad = df.head(MISDIRECTED_SHOWN)
    pairs = set(zip(bad["run_id"], bad["seat"], strict=True))
    own: dict[tuple[Any, Any], list[AnswerLine]] = {}
    for answer in book.answers.values():  # once for the ten rows
        if (answer.run_id, answer.seat) in pairs:
            own.setdefault((answer.run_id, answer.seat), []).append(answer)
    for row in bad.itertuples(index=False):
        line = None if pd.isna(row.line) else int(row.line)
        found.append({"run_id": row.run_id, "seat": row.seat, "asset": row.asset,
                      "horizon": row.horizon, "line": line,
                      "should_name": _own_line(own.get((row.run_id, row.seat), []), row),
                      "problem": TIE_WORDS[row.tie]})
    return found


def _own_line(own: list[AnswerLine], row: Any) -> int | None:
    """Of the answer lines of the row's run and seat, the one holding its probability
    (else the latest)."""
    same = [a.n for a in own
            if abs(a.probs.get((row.asset, row.horizon), float("nan")) - row.prob_up) <= 1e-9]
    return max(same or [a.n for a in own], default=None)


def _differs(df: pd.DataFrame, book: BookIndex) -> np.ndarray:
    """A stated probability in the CSV that the sealed line does not hold."""
    return _differs_from(df, *_sealed_probs(df, book))


def _differs_from(df: pd.DataFrame, in_book: np.ndarray, sealed: np.ndarray) -> np.ndarray:
    stated = df["cell_status"].isin(("elicited", "explicit_50")).to_numpy()
    probs = df["prob_up"].to_numpy(dtype=float)
    with np.errstate(invalid="ignore"):
        differs = np.isnan(sealed) | np.isnan(probs) | (np.abs(sealed - probs) > 1e-9)
    return stated & in_book & differs


def _sealed_probs(df: pd.DataFrame, book: BookIndex) -> tuple[np.ndarray, np.ndarray]:
    """Per row: whether its line is an answer line of the book, and the probability that
    line sealed for the row's market and horizon (NaN: none; a sealed one is finite).

    A table of the named lines x (market, horizon) pairs, filled from the book once and
    read by the rows' codes: no per-row Python work."""
    line_codes, lines = pd.factorize(df["line"], use_na_sentinel=False)
    pair_codes, pairs = key_codes(df, ["asset", "horizon"])
    column = {key: i for i, key in enumerate(zip(pairs["asset"], pairs["horizon"],
                                                 strict=True))}
    table = np.full((len(lines), len(pairs)), np.nan)
    known = np.zeros(len(lines), dtype=bool)
    for row, n in enumerate(lines):
        answer = None if pd.isna(n) else book.answers.get(int(n))
        if answer is None:
            continue
        known[row] = True
        for key, prob in answer.probs.items():
            if (at := column.get(key)) is not None:
                table[row, at] = prob
    return known[line_codes], table[line_codes, pair_codes]


def _walk_status(lines: pd.Series, line_status: Any) -> np.ndarray:
    known = {int(n): line_status(int(n)) for n in lines.dropna().unique()}
    return np.array(lines.map(known).fillna("failed").astype(object).to_numpy(), dtype=object)


def _summary(df: pd.DataFrame) -> RowSummary:
    counts = df["row_status"].value_counts()
    failed = df[df["row_status"] == "failed"]
    reasons = np.where(failed["tie"] == "ok", "line_failed_walk", failed["tie"])
    return RowSummary(
        total=len(df), verified=int(counts.get("verified", 0)),
        not_sealed=int(counts.get("not_sealed", 0)), failed=int(counts.get("failed", 0)),
        no_line=int(counts.get("no_line", 0)),
        failed_reasons={k: int(v) for k, v in pd.Series(reasons).value_counts().items()},
    )


@lru_cache(maxsize=4096)
def open_of(session: str) -> pd.Timestamp | None:
    try:
        return pd.Timestamp(session_open_utc(session))
    except UserFacingError:
        return None


def sealed_before_open(df: pd.DataFrame) -> np.ndarray:
    """``max(at, booked_at)`` of the row's line strictly before its session's 09:30 ET."""
    opening = per_distinct(df["session"], openings)
    ok = df["book_sealed"].notna() & opening.notna()
    out = np.zeros(len(df), dtype=bool)
    out[ok.to_numpy()] = (df.loc[ok, "book_sealed"] < opening[ok]).to_numpy()
    return out


def openings(sessions: pd.Series) -> pd.Series:
    """Each session's 09:30 ET as a UTC time (NaT: not a session date)."""
    return pd.to_datetime(sessions.map(open_of), utc=True)
