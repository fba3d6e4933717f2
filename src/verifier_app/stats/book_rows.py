"""What the verified book says of each forecast row, and where the forecasts file disagrees.

The forecasts file is the operator's convenience copy; only the book is sealed (paper,
Section 3.11 P3: "a reader can recompute which line counts"; Section 4: each score traces
back to a sealed answer). For every row whose book line is a verified answer line of its
own run and seat, the book fixes:

- ``prob_up`` and whether a probability was stated (``cell_status``): the line's item;
- ``session``: the day the line's run names; ``run_role``: whether that run is the
  session's counted run (``core.counted_run``, Section 3.4), or ``undecided`` where the
  verified part of the book does not settle it (then the row counts in no statistic);
- ``line_kind``: an ``answer`` line is an issue, a ``correction`` line a correction;
- ``same_event``: sealed (``max(at, booked_at)``) before the session's 09:30 New York open
  and not marked late (``late_ref`` on the line or in a score line): Section 3.3;
- ``ref``, ``close``, the outcome (a strict rise) and ``draw``: the verified ``score`` /
  ``score_h`` line of the run and horizon, for rows of the common event. A separate event
  has its own reference, which the day's score line does not price, so its outcome is not
  compared; a row without a verified score line is counted as not yet scored by the book.

Each such column of the file is compared with the book's value, all rows at once. Where
they differ, the statistics take the book's value (``with_book_values``). Crowd contracts
are read from the book alone (``stats.crowd``), so no column of the file speaks for them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import numpy as np
import pandas as pd

from verifier_app.core.counted_run import counted_runs, session_day, settled
from verifier_app.core.declarations import ScheduleRule
from verifier_app.stats.book import AnswerLine, BookIndex, number
from verifier_app.stats.distinct import per_distinct
from verifier_app.stats.forecasts import named_answers, openings

UNDECIDED = "undecided"  # the verified part of the book does not settle the counted run
STATED_CELLS = ("elicited", "explicit_50")
NOT_STATED_STATUS = ("counted_50", "no_answer", "refused_shape")
COMPARED = ("prob_up", "cell_status", "session", "run_role", "line_kind", "same_event",
            "ref", "close", "outcome", "draw")
SUBSTITUTED = ("prob_up", "cell_status", "status", "session", "run_role", "line_kind",
               "same_event", "ref", "close", "outcome", "draw")


MALFORMED_SHOWN = 3  # rows with a malformed line named in the JSON and the sentence


@dataclass(frozen=True)
class Disagreement:
    """One column of one row where the forecasts file says other than the book."""

    run_id: str
    seat: str
    asset: str
    horizon: str
    column: str
    file: Any
    book: Any

    def to_json(self) -> dict[str, Any]:
        return {"row": {"run_id": self.run_id, "seat": self.seat, "market": self.asset,
                        "horizon": self.horizon},
                "column": self.column, "file": self.file, "book": self.book}


@dataclass(frozen=True)
class FileAgainstBook:
    """The forecasts file checked against the verified book."""

    rows: int  # every row of the file
    spoken: int  # rows whose line is a verified answer line of their run and seat
    unscored: int  # of them, common-event rows without a verified score line yet
    unscored_with_file_outcome: int  # of those, rows the file gives an outcome anyway
    run_undecided: int  # rows of sessions whose counted run the verified part leaves open
    disagreements: tuple[Disagreement, ...]
    # Rows whose ``line`` is written but is no line number (1.5, NaN, +7, ٣): the count,
    # and the first few as (file line, what it says).
    malformed_lines: int = 0
    malformed_first: tuple[tuple[int, str], ...] = ()
    # Stated cells of verified answer lines that the file has no row for (column "row").
    missing: tuple[Disagreement, ...] = ()

    @property
    def not_spoken(self) -> int:
        return self.rows - self.spoken

    def per_column(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for found in self.disagreements:
            counts[found.column] = counts.get(found.column, 0) + 1
        return counts

    def to_json(self) -> dict[str, Any]:
        return {"rows": self.rows, "rows_the_book_speaks_to": self.spoken,
                "rows_the_book_cannot_speak_to": self.not_spoken,
                "not_yet_scored_by_the_book": self.unscored,
                "file_outcome_without_sealed_score": self.unscored_with_file_outcome,
                "counted_run_not_settled": self.run_undecided,
                "columns_compared": list(COMPARED),
                "disagreement_count": len(self.disagreements),
                "disagreements_per_column": self.per_column(),
                "disagreements": [d.to_json() for d in self.disagreements],
                "rows_with_malformed_line": self.malformed_lines,
                "malformed_lines": [{"file_line": n, "line": text}
                                    for n, text in self.malformed_first],
                "rows_missing_from_the_file": len(self.missing),
                "missing_rows": [d.to_json() for d in self.missing]}


def book_values(df: pd.DataFrame, book: BookIndex, line_status: Callable[[int], str],
                schedule: ScheduleRule | None,
                counted: dict[str, str | None] | None = None) -> pd.DataFrame:
    """Per row (same index as ``df``), the book's value of each compared column and
    ``book_speaks``: whether the row's line is a verified answer line of its run and seat.
    ``df`` is tied to the book (``forecasts.tie_to_book``); ``schedule``: the counted-run
    rule the asks chain declares (``core.declarations``), None when none was read;
    ``counted``: ``_counted`` of the same book, when the caller has it already."""
    lines = _line_table(named_answers(df, book), book, line_status)
    merged = df[["line"]].merge(lines, on="line", how="left")
    speaks = ((df["line_status"] == "verified").to_numpy()
              & df["tie"].isin(("ok", "differs_from_book")).to_numpy())
    out = pd.DataFrame(index=df.index)
    out["book_speaks"] = speaks
    run = pd.Series(merged["book_run"].to_numpy(dtype=object), index=df.index)
    out["session"] = per_distinct(run.astype(str), _days).to_numpy(dtype=object)
    if counted is None:
        counted = _counted(book, line_status, schedule)
    counted_run = out["session"].map(counted).to_numpy(dtype=object)
    out["run_role"] = np.where(counted_run == UNDECIDED, UNDECIDED,
                               np.where(run.to_numpy() == counted_run, "session_run",
                                        "earlier_run"))
    out["line_kind"] = np.where(merged["book_kind"].to_numpy() == "correction",
                                "correction", "issue")
    out["prob_up"] = df["book_prob"].to_numpy(dtype=float)
    out["stated"] = ~np.isnan(out["prob_up"].to_numpy())
    opening = openings(pd.Series(out["session"].to_numpy(dtype=object), index=df.index))
    before = (df["book_sealed"].notna() & opening.notna()
              & (df["book_sealed"] < opening)).to_numpy()
    late = merged["book_late"].fillna(False).to_numpy(dtype=bool)
    out["same_event"] = before & ~late
    out["well_formed"] = merged["book_well_formed"].fillna(False).to_numpy(dtype=bool)
    scores = _scores(df, run, book, line_status)
    for column in ("ref", "close", "outcome", "draw"):
        out[column] = np.where(out["same_event"], scores[column], np.nan)
    return out


def _days(runs: pd.Series) -> pd.Series:
    return runs.map(session_day)


def _line_table(answers: list[AnswerLine], book: BookIndex,
                line_status: Callable[[int], str]) -> pd.DataFrame:
    """One row per answer or correction line of ``answers``: its run, kind, lateness and
    form. A score line marks a line late only when the score line itself is verified."""
    late = book.late_lines
    table = pd.DataFrame(
        [(a.n, a.kind, a.run_id,
          a.late_ref or (a.n in late and line_status(late[a.n]) == "verified"), a.well_formed)
         for a in answers],
        columns=["line", "book_kind", "book_run", "book_late", "book_well_formed"])
    return table.astype({"line": "Int64", "book_late": bool, "book_well_formed": bool})


def _counted(book: BookIndex, line_status: Callable[[int], str],
             schedule: ScheduleRule | None) -> dict[str, str | None]:
    """Per session day, the counted run by the rule (``core.counted_run``) applied to the
    verified run lines' sealed times; ``UNDECIDED`` where the verified part of the book
    does not settle it (a truncated or broken book)."""
    verified = {run_id: (n, sealed) for run_id, (n, sealed) in book.run_times.items()
                if line_status(n) == "verified"}
    outside = {session_day(run_id) for run_id in book.run_times if run_id not in verified}
    times = [t for _, t in verified.values() if t is not None]
    times += [a.sealed for a in book.answers.values()
              if a.sealed is not None and line_status(a.n) == "verified"]
    times += [t for n, t in book.line_times.items() if line_status(n) == "verified"]
    through = max(times, default=None)
    by_day: dict[str, dict[str, tuple[int, datetime | None]]] = {}
    for run_id, times in verified.items():  # grouped once: settled reads one day's runs
        by_day.setdefault(session_day(run_id) or "", {})[run_id] = times
    return {day: run if settled(day, by_day[day], schedule, through, day in outside)
            else UNDECIDED for day, run in counted_runs(verified, schedule).items()}


def _scores(df: pd.DataFrame, run: pd.Series, book: BookIndex,
            line_status: Callable[[int], str]) -> pd.DataFrame:
    """Per row, the verified score line's ref, close, outcome and draw for its run,
    horizon and market (NaN: no verified score line holds them)."""
    table = pd.DataFrame(_score_rows(book, line_status, set(run.dropna())),
                         columns=["book_run", "horizon", "asset", "ref", "close", "outcome",
                                  "draw"])
    keys = pd.DataFrame({"book_run": run.to_numpy(dtype=object),
                         "horizon": df["horizon"].to_numpy(dtype=object),
                         "asset": df["asset"].to_numpy(dtype=object)})
    found = keys.merge(table, on=["book_run", "horizon", "asset"], how="left")
    return found[["ref", "close", "outcome", "draw"]].astype(float)


def _score_rows(book: BookIndex, line_status: Callable[[int], str], runs: set[str]
                ) -> list[tuple]:
    """The verified score lines' markets of ``runs`` (those the rows' lines belong to)."""
    rows = []
    for (run_id, horizon), (n, markets) in book.scores.items():
        if run_id not in runs or line_status(n) != "verified":
            continue
        for asset, row in markets.items():
            if isinstance(row, dict) and (scored := _scored(row)) is not None:
                rows.append((run_id, horizon, str(asset), *scored))
    return rows


def _scored(row: Mapping[str, Any]) -> tuple[float, float, float, float] | None:
    """A score line's market: ref, close, the outcome (``up``, else close > ref) and the
    draw (``draw``, else close == ref). None when the line settles no outcome."""
    ref, close = number(row.get("ref")), number(row.get("close"))
    up = row.get("up")
    if isinstance(up, bool):
        outcome = float(up)
    elif ref is not None and close is not None:
        outcome = float(close > ref)
    else:
        return None
    draw = row.get("draw")
    drawn = bool(draw) if isinstance(draw, bool) else ref is not None and close == ref
    return (np.nan if ref is None else ref, np.nan if close is None else close, outcome,
            float(drawn))


def check_file(df: pd.DataFrame, values: pd.DataFrame,
               missing: tuple[Disagreement, ...] = ()) -> FileAgainstBook:
    """Every column of every row the book speaks to, compared with the book's value;
    ``missing``: the book's stated cells the file has no row for (``missing_rows``)."""
    speaks = values["book_speaks"].to_numpy()
    file_outcome = df["outcome"].to_numpy(dtype=float)
    common = speaks & values["same_event"].to_numpy()
    unscored = common & np.isnan(values["outcome"].to_numpy(dtype=float))
    found: list[Disagreement] = []
    for column, mask, file_shown, book_shown in _comparisons(df, values):
        for i in np.flatnonzero(mask & speaks):
            found.append(Disagreement(str(df["run_id"].iat[i]), str(df["seat"].iat[i]),
                                      str(df["asset"].iat[i]), str(df["horizon"].iat[i]),
                                      column, _plain(file_shown[i]), _plain(book_shown[i])))
    found.sort(key=lambda d: (d.run_id, d.seat, d.asset, d.horizon, COMPARED.index(d.column)))
    undecided = speaks & (values["run_role"].to_numpy(dtype=object) == UNDECIDED)
    malformed = df["line_malformed"].to_numpy(dtype=bool) if "line_malformed" in df.columns \
        else np.zeros(len(df), dtype=bool)
    first = tuple((int(i) + 2, str(df["line_written"].iat[i]))  # the header is file line 1
                  for i in np.flatnonzero(malformed)[:MALFORMED_SHOWN])
    return FileAgainstBook(len(df), int(speaks.sum()), int(unscored.sum()),
                           int((unscored & ~np.isnan(file_outcome)).sum()),
                           int(undecided.sum()), tuple(found), int(malformed.sum()), first,
                           missing)


def missing_rows(df: pd.DataFrame, book: BookIndex,
                 line_status: Callable[[int], str]) -> tuple[Disagreement, ...]:
    """Every probability a verified answer line states whose cell (line, market, horizon)
    has no row in the forecasts file: a row left out of the file would otherwise leave the
    statistics without a sealed forecast, unnoticed. A row whose ``line`` is empty or
    malformed (``1.5``, ``NaN``, ``+7``) does not give its cell either: it enters no
    statistic, so the sealed probability is left out just the same, and the check fails
    (its malformed line is said as well). One pass over the book's cells, the
    file's keys compared as integers in one vectorised test; only the missing cells
    become Python objects."""
    answers = [a for a in book.answers.values()
               if a.kind == "answer" and a.probs and line_status(a.n) == "verified"]
    if not answers:
        return ()
    lines = np.repeat([a.n for a in answers], [len(a.probs) for a in answers])
    cells = [cell for a in answers for cell in a.probs]
    book_assets = np.array([asset for asset, _ in cells], dtype=object)
    book_horizons = np.array([horizon for _, horizon in cells], dtype=object)
    file_lines = pd.to_numeric(df["line"], errors="coerce").to_numpy(dtype=float)
    known = ~np.isnan(file_lines)
    assets, asset_names = pd.factorize(np.concatenate(
        [book_assets, df["asset"].to_numpy(dtype=object)[known]]))
    horizons, horizon_names = pd.factorize(np.concatenate(
        [book_horizons, df["horizon"].to_numpy(dtype=object)[known]]))
    size = (len(asset_names) + 1) * (len(horizon_names) + 1)
    keys = np.concatenate([lines, file_lines[known].astype(np.int64)]) * size + \
        assets * (len(horizon_names) + 1) + horizons
    count = len(cells)
    gone = np.flatnonzero(~np.isin(keys[:count], keys[count:]))
    by_line = {a.n: a for a in answers}
    found = [Disagreement(by_line[int(lines[i])].run_id, by_line[int(lines[i])].seat,
                          str(cells[i][0]), str(cells[i][1]), "row", None,
                          _plain(by_line[int(lines[i])].probs[cells[i]])) for i in gone]
    return tuple(sorted(found, key=lambda d: (d.run_id, d.seat, d.asset, d.horizon)))


def _comparisons(df: pd.DataFrame, values: pd.DataFrame
                 ) -> list[tuple[str, np.ndarray, np.ndarray, np.ndarray]]:
    """(column, rows that differ, the file's values, the book's values) per compared
    column; only disagreements are ever turned into Python objects."""
    file_stated = df["cell_status"].isin(STATED_CELLS).to_numpy()
    book_stated = values["stated"].to_numpy()
    file_prob = df["prob_up"].to_numpy(dtype=float)
    book_prob = values["prob_up"].to_numpy(dtype=float)
    with np.errstate(invalid="ignore"):
        prob_differs = file_stated & ~np.isnan(file_prob) & ~(np.abs(file_prob - book_prob)
                                                               <= 1e-9)
    words = np.where(book_stated, "stated", "not stated")
    out = [("prob_up", prob_differs, file_prob, book_prob),
           ("cell_status", file_stated != book_stated, df["cell_status"].to_numpy(), words)]
    for column in ("session", "run_role", "line_kind"):
        mine, theirs = df[column].astype(str).to_numpy(), values[column].to_numpy(dtype=object)
        out.append((column, (mine != theirs) & (theirs != UNDECIDED), mine, theirs))
    mine, theirs = df["same_event"].to_numpy(dtype=bool), values["same_event"].to_numpy()
    out.append(("same_event", mine != theirs, mine, theirs))
    resolved = ~np.isnan(df["outcome"].to_numpy(dtype=float))
    for column in ("ref", "close", "outcome", "draw"):
        mine = df[column].to_numpy(dtype=float)
        theirs = values[column].to_numpy(dtype=float)
        both = ~np.isnan(mine) & ~np.isnan(theirs)
        if column == "draw":  # the file's draw flag says something only once resolved
            both &= resolved
        with np.errstate(invalid="ignore"):
            close = np.isclose(mine, theirs, rtol=1e-9, atol=1e-9)
        out.append((column, both & ~close, mine, theirs))
    return out


def _plain(value: Any) -> Any:
    """A value as --json writes it: NaN as null, numpy scalars as Python ones."""
    if isinstance(value, np.generic):
        value = value.item()
    if isinstance(value, float) and np.isnan(value):
        return None
    return value


def with_book_values(df: pd.DataFrame, values: pd.DataFrame) -> pd.DataFrame:
    """The rows with the book's values in place of the file's wherever the book speaks
    (the file's are kept as ``file_<column>``), so every statistic reads the sealed ones.
    Rows the book cannot speak to keep the file's values: they enter no statistic. The
    outcome is the sealed score's or none; ``ref`` and ``close`` stay the file's until a
    score line prices them (only the reader's own price check reads them then)."""
    out = df.copy()
    speaks = values["book_speaks"].to_numpy()
    for column in SUBSTITUTED:
        out[f"file_{column}"] = df[column]
    book = {column: values[column] for column in
            ("prob_up", "session", "run_role", "line_kind", "same_event", "ref", "close",
             "outcome")}
    book["draw"] = values["draw"].fillna(0).astype(bool)
    book["cell_status"] = _book_cells(df, values)
    book["status"] = _book_status(df, values)
    for column, value in book.items():
        use = speaks
        if column in ("ref", "close"):  # the book prices a row only once it is scored
            use = speaks & ~np.isnan(np.asarray(value, dtype=float))
        out[column] = np.where(use, np.asarray(value), df[column].to_numpy())
    out["same_event"] = out["same_event"].astype(bool)
    out["draw"] = out["draw"].astype(bool)
    for column in ("prob_up", "ref", "close", "outcome"):
        out[column] = out[column].astype(float)
    out["line_well_formed"] = values["well_formed"].to_numpy() | ~speaks
    out["from_book"] = speaks
    return out


def _book_cells(df: pd.DataFrame, values: pd.DataFrame) -> np.ndarray:
    """The file's cell status where it agrees with the book on whether a probability was
    stated; otherwise the book's: elicited (explicit_50 for a sealed 50) or invalid."""
    stated = values["stated"].to_numpy()
    cells = df["cell_status"].to_numpy(dtype=object)
    agrees = np.isin(cells, STATED_CELLS) == stated
    sealed = np.where(values["prob_up"].to_numpy() == 50, "explicit_50", "elicited")
    return np.where(agrees, cells, np.where(stated, sealed, "invalid"))


def _book_status(df: pd.DataFrame, values: pd.DataFrame) -> np.ndarray:
    """``not_counted`` outside the counted run; in it, ``counted`` for a stated probability
    and the file's reason (else ``counted_50``) for a cell the line does not state."""
    status = df["status"].to_numpy(dtype=object)
    unstated = np.where(np.isin(status, NOT_STATED_STATUS), status, "counted_50")
    in_run = np.where(values["stated"].to_numpy(), "counted", unstated)
    return np.where(values["run_role"].to_numpy() == "session_run", in_run, "not_counted")
