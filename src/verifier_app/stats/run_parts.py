"""Step 7a by run: the runs the new lines touch recounted, the others as counted at the
reader's last check (issue 29, item 3 and its measure; Appendix B step 7).

Step 7a recounts the published N_eff per run and horizon and the Brier totals per seat and
horizon from every verified row of the forecasts file. Every rule it applies to a row
(``verified_rows.derive``) reads the row, the book and the rows of the row's own run only.
So the result of each run (its rows' counts, its N_eff, its scored rows) is kept as a
``RunPart`` together with the book facts its rows read that a later line can change (the
named lines' status and late mark, the counted run of each day its lines name, the score
lines of those runs), and a re-check recomputes a run only when something it read may have
changed. The figures are then merged by the same functions the full step 7 uses, over the
same values in the same order, so the result is the full step 7's, bit for bit.

Used only when all of this holds (else step 7 reads the whole file, as before):

- the forecasts file begins with exactly the bytes counted then (their SHA-256), and what
  follows are whole lines;
- no field of it is quoted and no line is empty or ends in CR, so row i is file line i + 2
  (the rows kept and the rows added are read as the whole file would be read);
- the rows added name only markets the file had (N_eff's grids keep their columns);
- the asks chain declares the same rules, and the parts were made by this version.

Lines after the head the parts were made at are new: a run whose rows name one, or whose
run (or a run its lines belong to) a new line names, is recounted.
"""

from __future__ import annotations

import hashlib
import io
import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd

from verifier_app import __version__
from verifier_app.core.bundle import BundleFile
from verifier_app.core.counted_run import session_day
from verifier_app.core.declarations import Declarations
from verifier_app.core.errors import UserFacingError
from verifier_app.stats.book import BookIndex
from verifier_app.stats.book_rows import _counted
from verifier_app.stats.brier import brier_cell, brier_terms, exact_total
from verifier_app.stats.forecasts import MISDIRECTED_SHOWN, RowSummary, _misdirected, typed
from verifier_app.stats.n_eff import Count, n_eff_counts
from verifier_app.stats.verified_rows import sealed_keys, sealed_order

FORMAT = 2  # 2: exact Brier sums per seat and horizon in place of the scored rows
CHUNK = 1 << 20
MAX_TAIL_BYTES = 64 << 20  # more new rows than that: the whole file is read instead
STATUSES = ("verified", "not_sealed", "failed", "no_line")


@dataclass(frozen=True)
class RunPart:
    """What one run of the forecasts file gave step 7a, and what it read of the book."""

    ranges: tuple[tuple[int, int, int, int], ...]  # rows [a, b) at the file's bytes [c, d)
    lines: tuple[int, ...]  # the book lines its rows name
    facts: Any  # the book facts those rows read that a later line can change (JSON)
    counts: tuple[int, ...]  # all its rows, those of each of STATUSES, the misdirected
    failed: tuple[tuple[int, str], ...]  # (row, reason) of each failed row
    misdirected: tuple[tuple[int, dict[str, Any]], ...]  # the first ones, as RowSummary's
    n_eff: dict[str, tuple[int, float | None, float | None]]  # horizon -> n, rho, N_eff
    # (seat, horizon) -> its scored rows (``drop_score`` empty): their number and the exact
    # sum of their Brier terms (``brier.exact_total``), which add up to the season's
    brier: dict[tuple[str, str], tuple[int, int]]


@dataclass(frozen=True)
class SeasonParts:
    """Every run's part, and what binds them to the file and the rules they were made of."""

    size: int  # the forecasts file's bytes then, and their SHA-256
    sha256: str
    rows: int
    markets: tuple[str, ...]  # in order of first appearance in the sealed order
    first: dict[str, tuple[Any, ...]]  # each market's first row: its sealed-order key
    rules: str
    book_lines: int  # the head they were made at: later lines are new
    runs: dict[str, RunPart] = field(default_factory=dict)
    made_by: str = __version__


@dataclass(frozen=True)
class ByRun:
    """Step 7a's inputs merged from the runs' parts: the row counts and the figures."""

    rows: RowSummary
    counts: dict[tuple[str, str], Count]
    brier: dict[tuple[str, str], dict[str, Any]]
    recounted: int  # runs recounted now
    parts: SeasonParts  # the parts as they stand now, to keep for the next re-check


def rules_of(declarations: Declarations) -> str:
    within = declarations.within_run
    return repr((declarations.schedule, within.from_day if within is not None else None))


# --- the book facts a run's rows read ---------------------------------------------------


@dataclass(frozen=True)
class BookFacts:
    """The book as step 7a reads it now, looked up once for every run."""

    book: BookIndex
    line_status: Callable[[int], str]
    counted: dict[str, str | None]
    scores: dict[str, list[tuple[str, int]]]

    @classmethod
    def of(cls, book: BookIndex, line_status: Callable[[int], str],
           declarations: Declarations) -> BookFacts:
        scores: dict[str, list[tuple[str, int]]] = {}
        for (run, horizon), (n, _) in book.scores.items():
            scores.setdefault(run, []).append((horizon, n))
        return cls(book, line_status, _counted(book, line_status, declarations.schedule),
                   scores)

    def runs_of(self, run_id: str, lines: Iterable[int]) -> list[str]:
        """The run itself and the runs its rows' lines belong to."""
        answers = self.book.answers
        return sorted({run_id} | {answers[n].run_id for n in lines if n in answers})

    def facts(self, run_id: str, lines: tuple[int, ...]) -> Any:
        status, late = self.line_status, self.book.late_lines
        named = [[n, status(n), n in late and status(late[n]) == "verified"] for n in lines]
        runs = [[q, self.counted.get(session_day(q) or ""),
                 [[h, s, status(s)] for h, s in sorted(self.scores.get(q, []))]]
                for q in self.runs_of(run_id, lines)]
        return json.loads(json.dumps([named, runs]))  # as the kept JSON gives it back


# --- parts from rows that were derived ------------------------------------------------


def parts_of(frame: pd.DataFrame, row_at: np.ndarray, facts: BookFacts,
             markets: list[str], ranges: dict[str, list[tuple[int, int, int, int]]],
             counts: dict[tuple[str, str], Count] | None = None
             ) -> dict[str, RunPart] | None:
    """Each run's part from its derived rows (``verified_rows.derive``, in the sealed
    order; each row's index label is its place in the rows derived); ``row_at``: the place
    in the whole file of each row derived; ``counts``: their N_eff, when the recount has
    them already. The columns are taken out of pandas once and each run is a slice of
    plain arrays (a season has hundreds of runs). None when a scored row's Brier term is
    not a finite number (it has no exact sum)."""
    if counts is None:
        counts = n_eff_counts(frame, markets) if len(frame) else {}
    places = row_at[frame.index.to_numpy()]
    status, tie = frame["row_status"].to_numpy(), frame["tie"].to_numpy()
    misdirected = (tie != "ok") & (frame["line_status"].to_numpy() == "verified")
    # brier_cells groups by seat and horizon, which leaves out rows without either
    scored = ((frame["drop_score"] == "") & frame["seat"].notna()
              & frame["horizon"].notna()).to_numpy()
    lines = frame["line"].to_numpy(dtype=float, na_value=np.nan)
    terms = brier_terms(frame["prob_up"].to_numpy(dtype=float, na_value=np.nan),
                        frame["outcome"].to_numpy(dtype=float, na_value=np.nan))
    if not np.isfinite(terms[scored]).all():
        return None  # no exact sum: the whole file is read each time
    cells = list(zip(frame["seat"].astype(str), frame["horizon"].astype(str), strict=True))
    per_run: dict[str, dict[str, tuple[int, float | None, float | None]]] = {}
    for (run, horizon), count in counts.items():
        per_run.setdefault(run, {})[horizon] = (count.n, count.rho, count.n_eff)
    found = {}
    for run_id, at in frame.groupby("run_id", sort=False).indices.items():
        run = str(run_id)
        named = tuple(sorted({int(n) for n in lines[at] if not np.isnan(n)}))
        # the rows' own summary reads the file as written: its first rows in file order
        wrong = at[misdirected[at]]
        wrong = wrong[np.argsort(places[wrong], kind="stable")][:MISDIRECTED_SHOWN]
        shown = _misdirected(frame.iloc[wrong], facts.book) if len(wrong) else []
        failed = at[status[at] == "failed"]
        found[run] = RunPart(
            tuple(ranges.get(run, ())), named, facts.facts(run, named),
            (len(at), *(int((status[at] == s).sum()) for s in STATUSES),
             int(misdirected[at].sum())),
            tuple(sorted((int(places[i]), "line_failed_walk" if tie[i] == "ok"
                          else str(tie[i])) for i in failed)),
            tuple((int(places[i]), entry) for i, entry in zip(wrong, shown, strict=True)),
            per_run.get(run, {}), _brier_sums(cells, terms, at[scored[at]]))
    return found


def _brier_sums(cells: list[tuple[str, str]], terms: np.ndarray, at: np.ndarray
                ) -> dict[tuple[str, str], tuple[int, int]]:
    """The rows ``at``'s number and exact Brier sum per (seat, horizon)."""
    grouped: dict[tuple[str, str], list[float]] = {}
    for i in at:
        grouped.setdefault(cells[i], []).append(float(terms[i]))
    return {cell: (len(values), exact_total(values)) for cell, values in sorted(grouped.items())}


def first_keys(frame: pd.DataFrame, row_at: np.ndarray) -> dict[str, tuple[Any, ...]]:
    """Each market's first row in the sealed order: its key (line, market, horizon, place)."""
    line, asset, horizon = sealed_keys(frame)
    places = row_at[frame.index.to_numpy()]
    order = sealed_order(line, asset, horizon, places)
    _, first = np.unique(asset[order].astype(str), return_index=True)
    return {str(asset[i]): (float(line[i]), str(asset[i]), str(horizon[i]), int(places[i]))
            for i in order[first]}


def _before(one: tuple[Any, ...], other: tuple[Any, ...]) -> bool:
    """Whether row key ``one`` comes before ``other`` in the sealed order."""
    return bool(_keys_in_order([one, other])[0] == 0)


def market_order(first: dict[str, tuple[Any, ...]]) -> list[str]:
    """The markets in the order of their first rows (``first_keys``)."""
    keys = list(first.values())
    return [keys[i][1] for i in _keys_in_order(keys)]


def _keys_in_order(keys: list[tuple[Any, ...]]) -> np.ndarray:
    """The positions of row keys (line, market, horizon, place) in the sealed order."""
    return sealed_order(np.array([k[0] for k in keys], dtype=float),
                        np.array([k[1] for k in keys], dtype=object),
                        np.array([k[2] for k in keys], dtype=object),
                        np.array([k[3] for k in keys]))


def merge(runs: dict[str, RunPart]) -> tuple[RowSummary, dict, dict]:
    """The row counts, N_eff and Brier totals of the whole file from its runs' parts, by
    the rules the full step 7 uses: the rows' summary in the file's order (as
    ``forecasts.tie_to_book`` reads it), each Brier total from the exact sum of its terms
    (``brier.brier_cell``, in ``brier_cells``' order of seats and horizons)."""
    parts = list(runs.values())
    total = [sum(p.counts[i] for p in parts) for i in range(len(STATUSES) + 2)]
    failed = sorted(f for p in parts for f in p.failed)
    reasons = pd.Series(np.array([reason for _, reason in failed], dtype=str))
    misdirected = sorted((m for p in parts for m in p.misdirected), key=lambda m: m[0])
    rows = RowSummary(
        total=total[0], verified=total[1], not_sealed=total[2], failed=total[3],
        no_line=total[4],
        failed_reasons={k: int(v) for k, v in reasons.value_counts().items()},
        misdirected=[entry for _, entry in misdirected[:MISDIRECTED_SHOWN]],
        misdirected_count=total[5])
    counts = {(run, h): Count(*figures) for run, p in runs.items()
              for h, figures in p.n_eff.items()}
    sums: dict[tuple[str, str], tuple[int, int]] = {}
    for part in parts:
        for cell, (n, exact) in part.brier.items():
            had = sums.get(cell, (0, 0))
            sums[cell] = (had[0] + n, had[1] + exact)
    return rows, counts, {cell: brier_cell(n, exact) for cell, (n, exact) in sorted(sums.items())}


# --- the forecasts file -----------------------------------------------------------------


def plain_lines(data: bytes) -> bool:
    """Whether every row of ``data`` is one line (no quoted field, no CR, no empty line)
    and the last ends with LF: then row i is line i + 2, and a row reads alone as it
    reads in the whole file."""
    return (data.endswith(b"\n") and b'"' not in data and b"\r" not in data
            and b"\n\n" not in data and not data.startswith(b"\n"))


def parts_of_file(frame: pd.DataFrame, data: bytes, facts: BookFacts,
                  declarations: Declarations, book_lines: int,
                  counts: dict[tuple[str, str], Count] | None = None) -> SeasonParts | None:
    """The parts of a full step 7a: ``frame`` derived from the whole file ``data``
    (``counts``: its N_eff as the recount found it). None when the file does not keep its
    rows on lines of their own (then nothing is kept)."""
    if not plain_lines(data) or frame["run_id"].isna().any() or frame["asset"].isna().any():
        return None
    starts = _line_starts(data)
    if len(starts) - 2 != len(frame):  # the header, the rows, the end
        return None
    in_file = frame.sort_index()  # the rows derived are in the sealed order
    ranges = _row_ranges(in_file["run_id"].to_numpy(dtype=object), starts[1:])
    markets = [str(m) for m in pd.factorize(frame["asset"], use_na_sentinel=False)[1]]
    row_at = np.arange(len(frame))
    runs = parts_of(frame, row_at, facts, markets, ranges, counts)
    if runs is None:
        return None
    return SeasonParts(len(data), hashlib.sha256(data).hexdigest(), len(frame),
                       tuple(markets), first_keys(frame, row_at), rules_of(declarations),
                       book_lines, runs)


def _line_starts(data: bytes, at: int = 0) -> np.ndarray:
    """Where each line of ``data`` (whole lines) begins, and where the last ends; ``at``:
    where ``data`` begins in the file."""
    return at + np.cumsum([0, *(len(line) + 1 for line in data.split(b"\n")[:-1])])


def _row_ranges(run_ids: np.ndarray | tuple[str, ...], starts: np.ndarray, first: int = 0
                ) -> dict[str, list[tuple[int, int, int, int]]]:
    """Each run's rows as runs of consecutive rows, with their bytes in the file;
    ``starts``: where each row begins, and where the last ends; ``first``: the first
    row's place in the file."""
    found: dict[str, list[tuple[int, int, int, int]]] = {}
    begin = 0
    for row in range(1, len(run_ids) + 1):
        if row == len(run_ids) or run_ids[row] != run_ids[begin]:
            found.setdefault(str(run_ids[begin]), []).append(
                (first + begin, first + row, int(starts[begin]), int(starts[row])))
            begin = row
    return found


@dataclass(frozen=True)
class Grown:
    """The forecasts file now against the parts: it begins with the bytes counted then,
    and ``tail`` is what follows (whole lines), with each added row's run and market."""

    header: bytes
    tail: bytes
    tail_runs: tuple[str, ...]
    tail_markets: tuple[str, ...]
    sha256: str  # of the whole file now


def growth(source: BundleFile, parts: SeasonParts) -> Grown | None:
    """``grown_from``, with None where the file cannot be read now (the whole file's read
    then says why)."""
    try:
        return grown_from(source, parts)
    except (UserFacingError, OSError):
        return None


def grown_from(source: BundleFile, parts: SeasonParts) -> Grown | None:
    """None unless the file is the one counted then with whole, plain rows added."""
    digest, header, tail = hashlib.sha256(), b"", bytearray()
    read = 0
    with source.open() as stream:
        while chunk := stream.read(CHUNK):
            keep = max(0, min(len(chunk), parts.size - read))
            view = memoryview(chunk)  # no copies: the hash runs while other threads do
            digest.update(view[:keep])
            if len(header) < 65536 and b"\n" not in header:
                header += view[:65536]
            tail += view[keep:]
            read += len(chunk)
            if len(tail) > MAX_TAIL_BYTES:
                return None
    if read < parts.size or digest.hexdigest() != parts.sha256 or b"\n" not in header:
        return None
    now = digest.copy()  # the bytes counted then, and what follows: the file now
    now.update(tail)
    if tail and not plain_lines(bytes(tail)):
        return None
    header = header[:header.index(b"\n") + 1]
    added = _added(header, bytes(tail))
    if added is None:
        return None
    return Grown(header, bytes(tail), *added, now.hexdigest())


def _added(header: bytes, tail: bytes) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """The run and market of each added row, split as the file's reader splits a line
    with no quoted field; None when a row has another number of fields than the header."""
    try:
        names = header.decode("utf-8-sig").rstrip("\n").split(",")
        rows = [line.decode("utf-8").split(",") for line in tail.split(b"\n")[:-1]]
    except UnicodeDecodeError:
        return None
    if "run_id" not in names or "asset" not in names or \
            any(len(row) != len(names) for row in rows):
        return None
    run, asset = names.index("run_id"), names.index("asset")
    return tuple(row[run] for row in rows), tuple(row[asset] for row in rows)


def read_rows(source: BundleFile, header: bytes, ranges: list[tuple[int, int, int, int]],
              tail: bytes) -> pd.DataFrame:
    """The rows in ``ranges`` and the added ones, parsed and typed as the whole file is
    (``forecasts.load_forecasts``), in the file's order."""
    pieces = [header]
    with source.open() as stream:
        for first, end, start, stop in sorted(ranges):
            stream.seek(start)
            piece = stream.read(stop - start)
            if len(piece) != stop - start or piece.count(b"\n") != end - first:
                raise ValueError("the file's rows are not where its parts say")
            pieces.append(piece)
    pieces.append(tail)
    raw = pd.read_csv(io.BytesIO(b"".join(pieces)), dtype=str, keep_default_na=False,
                      encoding="utf-8", index_col=False)
    return typed(raw)


# --- the re-check's step 7a -------------------------------------------------------------


def recount_by_run(source: BundleFile, parts: SeasonParts, facts: BookFacts,
                   declarations: Declarations, new_runs: set[str], book_lines: int,
                   started: Callable[[], Grown | None] | None = None) -> ByRun | None:
    """Step 7a's inputs with only the touched runs recounted; None when the parts cannot
    stand for the file now (then the whole file is read). ``new_runs``: the runs the lines
    after ``parts.book_lines`` name; ``book_lines``: the head the new parts are made at;
    ``started``: gives ``growth(source, parts)`` when it was started earlier."""
    from verifier_app.stats.verified_rows import derive

    if parts.made_by != __version__ or parts.rules != rules_of(declarations):
        return None
    grown = started() if started is not None else growth(source, parts)
    if grown is None or not set(grown.tail_markets) <= set(parts.markets):
        return None
    touched = touched_runs(parts, facts, new_runs, set(grown.tail_runs))
    kept = sorted(r for run in touched if run in parts.runs for r in parts.runs[run].ranges)
    added = np.arange(parts.rows, parts.rows + len(grown.tail_runs))
    row_at = np.concatenate([*(np.arange(a, b) for a, b, _, _ in kept), added])
    try:
        frame = read_rows(source, grown.header, kept, grown.tail)
    except (ValueError, OSError, UserFacingError, pd.errors.ParserError,
            pd.errors.EmptyDataError):
        return None
    if len(frame) != len(row_at) or frame["run_id"].isna().any():
        return None
    # A row added before a market's first row would change the grids' order of markets.
    first = dict(parts.first)
    for market, key in first_keys(frame, row_at).items():
        if key[3] >= parts.rows and _before(key, first[market]):
            first[market] = key
    if market_order(first) != list(parts.markets):
        return None
    derived = derive(frame, facts.book, facts.line_status, declarations, facts.counted)
    ranges = {run: list(parts.runs[run].ranges) if run in parts.runs else []
              for run in touched}
    for run, found in _row_ranges(grown.tail_runs, _line_starts(grown.tail, parts.size),
                                  parts.rows).items():
        ranges[run].extend(found)
    recounted = parts_of(derived.frame, row_at, facts, list(parts.markets), ranges)
    if recounted is None:
        return None
    runs = {**{r: p for r, p in parts.runs.items() if r not in touched}, **recounted}
    rows, counts, brier = merge(runs)
    now = SeasonParts(parts.size + len(grown.tail), grown.sha256, parts.rows + len(added),
                      parts.markets, first, parts.rules, book_lines, runs)
    return ByRun(rows, counts, brier, len(recounted), now)


def touched_runs(parts: SeasonParts, facts: BookFacts, new_runs: set[str],
                 added: set[str]) -> set[str]:
    """The runs to recount: those with added rows, those whose rows name a line after the
    parts' head, those a new line names (or whose lines' runs it names), and those whose
    named lines' status or late mark, day's counted run or score lines changed."""
    touched = set(added)
    for run, part in parts.runs.items():
        if run in touched:
            continue
        if (part.lines and part.lines[-1] > parts.book_lines) or \
                new_runs.intersection(facts.runs_of(run, part.lines)) or \
                facts.facts(run, part.lines) != part.facts:
            touched.add(run)
    return touched
