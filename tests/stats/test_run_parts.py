"""Step 7a by run (issue 29, item 3 and its measure; Appendix B step 7): the runs the new
lines touch recounted, the others taken as counted at the reader's check, must give the
full step 7a's rows, N_eff per run and horizon and Brier totals per seat and horizon, bit
for bit, whatever changed between the two checks: more verified lines (a new seal), more
book lines, more rows (of new runs and of runs counted before), a late mark a new score
line sets on an earlier answer, a row pointing at another run's line. Where the parts
cannot stand for the file (an earlier byte changed, a quoted field, a new market, other
rules) the by-run count is refused and step 7a reads the whole file."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from verifier_app.core.bundle import BundleFile
from verifier_app.core.declarations import Declarations, read_declarations
from verifier_app.history.kept_parts import parts_from_json, parts_json
from verifier_app.stats.book import BookIndex, index_of, numbered_records, runs_named
from verifier_app.stats.brier import brier_cells
from verifier_app.stats.forecasts import load_forecasts
from verifier_app.stats.n_eff import n_eff_counts
from verifier_app.stats.run_parts import (
    BookFacts,
    SeasonParts,
    merge,
    parts_of_file,
    recount_by_run,
)
from verifier_app.stats.verified_rows import derive

FORECASTS = "api/v1/council-forecasts.csv"


@dataclass(frozen=True)
class Season:
    header: bytes
    rows: tuple[bytes, ...]  # the forecasts file's rows, each with its LF
    records: tuple[tuple[int, object], ...]  # the book's records by line
    lines: int
    declarations: Declarations


@pytest.fixture(scope="module")
def season(league_master: Path) -> Season:
    from verifier_app.core.bundle_open import open_bundle

    bundle = open_bundle([league_master])
    data = (league_master / FORECASTS).read_bytes()
    header, *rows = data.splitlines(keepends=True)
    records = tuple(numbered_records(bundle.book))
    return Season(header, tuple(rows), records, records[-1][0],
                  read_declarations(bundle.asks_chain))


def status_through(verified: int, bad: int | None = None):
    def line_status(n: int) -> str:
        if n <= verified:
            return "verified"
        return "failed" if bad is not None and n >= bad else "not_sealed"
    return line_status


def book_of(season: Season, lines: int) -> BookIndex:
    return index_of(record for n, record in season.records if n <= lines)


def written(tmp: Path, name: str, data: bytes) -> BundleFile:
    path = tmp / name
    path.write_bytes(data)
    return BundleFile(FORECASTS, len(data), path)


def full(source: BundleFile, book: BookIndex, line_status, declarations: Declarations):
    """Step 7a's inputs as the full step 7 computes them over the whole file."""
    frame = load_forecasts(source)
    derived = derive(frame, book, line_status, declarations)
    return derived, n_eff_counts(derived.frame), brier_cells(derived.frame)


def kept_parts(source: BundleFile, book: BookIndex, line_status, declarations, head: int
               ) -> SeasonParts:
    derived, _, _ = full(source, book, line_status, declarations)
    with source.open() as stream:
        data = stream.read()
    parts = parts_of_file(derived.frame, data, BookFacts.of(book, line_status, declarations),
                          declarations, head)
    assert parts is not None
    return parts_from_json(parts_json(parts))  # as a re-check reads it back


def assert_same(by_run, source, book, line_status, declarations) -> None:
    derived, counts, brier = full(source, book, line_status, declarations)
    assert by_run is not None
    assert by_run.rows == derived.rows
    assert json.dumps(by_run.rows.to_json()) == json.dumps(derived.rows.to_json())
    mine = {k: (c.n, c.rho, c.n_eff) for k, c in by_run.counts.items()}
    assert mine == {k: (c.n, c.rho, c.n_eff) for k, c in counts.items()}
    assert by_run.brier == brier
    # the parts kept now give the same again (what the next re-check starts from)
    again = merge(parts_from_json(parts_json(by_run.parts)).runs)
    assert again[0] == derived.rows and again[2] == brier


def test_merging_every_run_of_a_whole_count_gives_the_whole_count(season, tmp_path):
    source = written(tmp_path, "f.csv", season.header + b"".join(season.rows))
    book, status = book_of(season, season.lines), status_through(season.lines)
    parts = kept_parts(source, book, status, season.declarations, season.lines)
    derived, counts, brier = full(source, book, status, season.declarations)
    rows, merged_counts, merged_brier = merge(parts.runs)
    assert rows == derived.rows and merged_brier == brier and rows.total == len(season.rows)
    assert {k: (c.n, c.rho, c.n_eff) for k, c in merged_counts.items()} == \
        {k: (c.n, c.rho, c.n_eff) for k, c in counts.items()}
    assert rows.verified > 1000 and len(brier) > 10  # a real season, not an empty one


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_by_run_is_the_whole_count_after_any_growth(season, tmp_path, data):
    """The book, the verified lines and the file grow between the two checks, at random
    points; the count by run over the second state is the whole count's."""
    total, rows = season.lines, len(season.rows)
    head_a = data.draw(st.integers(total // 3, total), label="head at the first check")
    book_a = data.draw(st.integers(head_a, total), label="book lines then")
    head_b = data.draw(st.integers(head_a, total), label="head now")
    book_b = data.draw(st.integers(max(book_a, head_b), total), label="book lines now")
    rows_a = data.draw(st.integers(rows // 2, rows), label="rows then")
    rows_b = data.draw(st.integers(rows_a, rows), label="rows now")
    bad = data.draw(st.none() | st.integers(head_b + 1, total + 1), label="first bad line")
    decl = season.declarations
    earlier = list(season.rows[:rows_a])
    if data.draw(st.booleans(), label="the file's rows in another order"):
        data.draw(st.randoms(use_true_random=False), label="order").shuffle(earlier)
        event("the rows shuffled")
    first = written(tmp_path, "a.csv", season.header + b"".join(earlier))
    parts = kept_parts(first, book_of(season, book_a), status_through(head_a), decl, head_a)

    tail = list(season.rows[rows_a:rows_b])
    if tail and data.draw(st.booleans(), label="a row of an earlier run added again"):
        tail.append(season.rows[data.draw(st.integers(0, rows_a - 1))])
    if data.draw(st.booleans(), label="a row added without a line number"):
        tail.append(without_line(season, season.rows[data.draw(st.integers(0, rows_b - 1))],
                                 data.draw(st.sampled_from(["", "1.5", "+7"]))))
    if data.draw(st.booleans(), label="the added rows in reverse order"):
        tail.reverse()
    now = written(tmp_path, "b.csv", season.header + b"".join(earlier + tail))
    book = book_of(season, book_b)
    status = status_through(head_b, bad)
    new_runs = runs_named(r for n, r in season.records if head_a < n <= book_b)
    facts = BookFacts.of(book, status, decl)
    by_run = recount_by_run(now, parts, facts, decl, new_runs, head_b)
    if by_run is None:  # an added row before a market's first row: the whole file is read
        event("refused")
        return
    assert_same(by_run, now, book, status, decl)
    event(f"recounted {by_run.recounted} of {len(by_run.parts.runs)} runs")


def without_line(season: Season, row: bytes, written: str) -> bytes:
    """The row with its ``line`` written as ``written`` (empty or no line number)."""
    names = season.header.decode().rstrip("\n").split(",")
    fields = row.decode().rstrip("\n").split(",")
    fields[names.index("line")] = written
    return (",".join(fields) + "\n").encode()


def test_a_late_mark_on_an_earlier_answer_recounts_its_run(season, tmp_path):
    """A score line after the head marks an answer counted before as late (Section 3.3):
    its run is recounted, and the figures are the whole count's."""
    decl, total = season.declarations, season.lines
    source = written(tmp_path, "f.csv", season.header + b"".join(season.rows))
    status = status_through(total)
    parts = kept_parts(source, book_of(season, total), status, decl, total)
    book = book_of(season, total)
    answer = next(a for a in book.answers.values()
                  if a.kind == "answer" and not a.late_ref and a.n not in book.late_lines)
    score = next(n for _, (n, _) in book.scores.items())
    book.late_lines[answer.n] = score  # as a later score line naming it would
    facts = BookFacts.of(book, status, decl)
    by_run = recount_by_run(source, parts, facts, decl, set(), total)
    assert by_run is not None and by_run.recounted == 1
    assert_same(by_run, source, book, status, decl)
    assert by_run.rows == full(source, book, status, decl)[0].rows


def test_a_row_naming_another_runs_line_recounts_when_that_run_changes(season, tmp_path):
    """A row of one run that names a line of another (it fails, and is named): when a
    new line names the other run, the row's run is recounted too."""
    decl, total = season.declarations, season.lines
    book = book_of(season, total)
    rows = list(season.rows)
    header = season.header.decode().rstrip("\n").split(",")
    at_line, at_run = header.index("line"), header.index("run_id")
    first = rows[0].decode().split(",")
    other = next(a for a in book.answers.values() if a.run_id != first[at_run])
    first[at_line] = str(other.n)
    rows[0] = ",".join(first).encode()
    source = written(tmp_path, "f.csv", season.header + b"".join(rows))
    status = status_through(total)
    parts = kept_parts(source, book, status, decl, total - 40)
    by_run = recount_by_run(source, parts, BookFacts.of(book, status, decl), decl,
                            {other.run_id}, total)
    assert by_run is not None and by_run.recounted >= 2
    assert by_run.rows.misdirected_count >= 1
    assert_same(by_run, source, book, status, decl)


@pytest.mark.parametrize("change", ["earlier byte", "quoted field", "new market",
                                    "other rules", "shorter file", "no final LF"])
def test_parts_that_cannot_stand_for_the_file_are_refused(season, tmp_path, change):
    decl, total = season.declarations, season.lines
    book, status = book_of(season, total), status_through(total)
    half = len(season.rows) // 2
    first = written(tmp_path, "a.csv", season.header + b"".join(season.rows[:half]))
    parts = kept_parts(first, book, status, decl, total)
    rows = list(season.rows)
    if change == "earlier byte":
        rows[3] = rows[3].replace(b",", b";", 1)
    elif change == "quoted field":
        rows[half] = b'"' + rows[half]
    elif change == "new market":
        rows[half] = rows[half].replace(b",SPX,", b",XYZ,").replace(b",NDX,", b",XYZ,")
        assert b",XYZ," in rows[half]
    elif change == "shorter file":
        rows = rows[:half - 1]
    text = season.header + b"".join(rows)
    if change == "no final LF":
        text = text[:-1]
    now = written(tmp_path, "b.csv", text)
    rules = replace(decl, within_run=None) if change == "other rules" else decl
    if change == "other rules":
        assert rules != decl
    facts = BookFacts.of(book, status, rules)
    assert recount_by_run(now, parts, facts, rules, set(), total) is None


def test_kept_parts_out_of_shape_are_refused(season, tmp_path):
    decl, total = season.declarations, season.lines
    source = written(tmp_path, "f.csv", season.header + b"".join(season.rows))
    parts = kept_parts(source, book_of(season, total), status_through(total), decl, total)
    raw = json.loads(parts_json(parts))
    run = next(r for r in raw["runs"].values() if len(r["brier"]) > 1)
    seat, horizon, n, odd, shift = run["brier"][0]

    def cells(*changed: list) -> dict:
        return {**raw, "runs": {"r": {**run, "brier": list(changed)}}}

    for broken in ({**raw, "format": 1}, {**raw, "size": -1},
                   {**raw, "runs": {"r": {**run, "counts": [1, 2]}}},
                   {**raw, "runs": {"r": {**run, "brier": {"s": 1}}}},  # not a list
                   cells([seat, horizon, n, odd]),  # a cell without its shift
                   cells([seat, horizon, 0, odd, shift]),  # a sum of no rows
                   cells([seat, horizon, n, -odd, shift]),  # a sum below zero
                   cells([seat, horizon, n, float(odd), shift]),  # not a whole number
                   cells([seat, horizon, n, odd, 10**9]),  # a number of unbounded size
                   cells([seat, 1, n, odd, shift]),  # a horizon that is not a name
                   cells(*run["brier"][:1] * 2),  # a cell twice
                   [raw]):
        with pytest.raises((ValueError, TypeError, KeyError)):
            parts_from_json(json.dumps(broken).encode())
    kept = parts_from_json(json.dumps(raw).encode())
    assert kept.runs == parts.runs  # every exact sum read back as it was written
    assert len(parts_from_json(json.dumps(raw).encode()).runs) == len(parts.runs)
