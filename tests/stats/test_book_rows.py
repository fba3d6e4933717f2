"""The book decides, the forecasts file is checked against it (paper Sections 3.4, 3.11 P3,
4.2): each test changes only the unsealed file and shows the disagreement named, the
verdict FAIL and every figure staying on the book's values."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable
from pathlib import Path

from tests.pristine import counted, walked
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.failures import ForecastsFailure
from verifier_app.core.results import Status
from verifier_app.demo.generator import DemoSettings
from verifier_app.engine.walk import walk
from verifier_app.stats import compute_stats

API = Path("api") / "v1"
FORECASTS = API / "council-forecasts.csv"


def _edit_rows(root: Path, change: Callable[[dict[str, str]], bool]) -> int:
    """Rewrite the forecasts file with ``change`` applied to each row (True: changed)."""
    path = root / FORECASTS
    with path.open(encoding="utf-8", newline="") as stream:
        reader = csv.DictReader(stream)
        names, rows = reader.fieldnames, list(reader)
    changed = sum(bool(change(row)) for row in rows)
    out = io.StringIO()
    writer = csv.DictWriter(out, names, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    path.write_text(out.getvalue(), encoding="utf-8")
    return changed


def _walked(root: Path):
    bundle = open_bundle([root])
    report = walk(bundle)
    return report, compute_stats(bundle, report)


def _check(report):
    return next(c for c in report.checks if c.id == "forecasts_file")


def _n_eff(stats, run_id: str, horizon: str = "1d"):
    return next(r for r in stats.n_eff if r.run_id == run_id and r.horizon == horizon)


def test_the_demo_file_agrees_with_its_book(demo_master: Path):
    report, stats = walked(demo_master), counted(demo_master)
    check = _check(report)
    assert check.status is Status.PASS and check.applies
    assert check.evidence["disagreement_count"] == 0
    assert check.evidence["rows_the_book_speaks_to"] == stats.rows.verified > 3000
    # rows of horizons not yet ended have no score line: counted and said, never used
    assert check.evidence["not_yet_scored_by_the_book"] > 0
    assert "no sealed score yet" in check.detail
    assert report.summary.verdict.contract_word == "pass"
    assert stats.eligibility.scores.sources == {
        "from_book": stats.brier.rows_used, "from_file_only": 0}


def test_relabelled_counted_run_fails_and_n_eff_stays_on_the_books_run(demo_master: Path,
                                                                        demo_bundle: Path):
    """Experiment (a) of the issue: the 2026-10-20 early run marked ``session_run`` and the
    morning run ``earlier_run`` in the file, with figures republished to match."""
    before = _n_eff(counted(demo_master), "2026-10-20-am")  # the pristine demo's

    def relabel(row: dict[str, str]) -> bool:
        if row["run_id"] == "2026-10-20-early":
            row.update(run_role="session_run", status="counted")
            return True
        if row["run_id"] == "2026-10-20-am":
            row["run_role"] = "earlier_run"
            return True
        return False

    assert _edit_rows(demo_bundle, relabel) > 0
    _republish_n_eff(demo_bundle, "2026-10-20-early", n=3)
    report, stats = _walked(demo_bundle)
    check = _check(report)
    assert check.status is Status.FAIL
    assert check.failure is ForecastsFailure.DISAGREES_WITH_BOOK
    columns = check.evidence["disagreements_per_column"]
    assert set(columns) == {"run_role"} and columns["run_role"] > 500
    first = check.evidence["disagreements"][0]
    assert first["column"] == "run_role"
    assert {first["file"], first["book"]} == {"session_run", "earlier_run"}
    assert "2026-10-20" in check.detail and "run_role" in check.detail
    assert report.summary.verdict.contract_word == "fail"
    assert "forecasts_file" in [r.check for r in report.summary.reasons]
    # N_eff is still the book's counted run (10 or more seats), not the 3-seat early run
    after = _n_eff(stats, "2026-10-20-am")
    assert after.count.n == before.count.n >= 9
    assert after.count.n_eff == before.count.n_eff
    assert not [r for r in stats.n_eff if r.run_id == "2026-10-20-early"]


def _republish_n_eff(root: Path, run_id: str, n: int) -> None:
    """The operator's figures rewritten as the relabelled file would give them."""
    path = root / API / "council-stats.json"
    published = json.loads(path.read_text(encoding="utf-8"))
    per_run = published["n_eff"]["counted"]["per_run"]
    per_run[run_id] = {h: {"n": n, "rho": 0.5, "n_eff": n / (1 + (n - 1) * 0.5)}
                       for h in ("1d", "1w", "1m", "6m")}
    per_run.pop("2026-10-20-am", None)
    path.write_text(json.dumps(published), encoding="utf-8")


def test_a_flipped_outcome_fails_and_brier_stays_on_the_sealed_score(demo_master: Path,
                                                                      demo_bundle: Path):
    """Experiment (b): one S&P 500 row says it rose (close above ref) where the sealed
    ``score`` line says ``up: false``; the published figures are left as they were."""
    pristine = counted(demo_master)  # the statistics of the demo before the change
    flipped: list[dict[str, str]] = []

    def flip(row: dict[str, str]) -> bool:
        if (flipped or row["asset"] != "SPX" or row["horizon"] != "1d"
                or row["run_role"] != "session_run" or not row["close"]
                or float(row["close"]) >= float(row["ref"])):
            return False
        row["close"] = str(round(float(row["ref"]) * 1.01, 2))
        flipped.append(row)
        return True

    assert _edit_rows(demo_bundle, flip) == 1
    report, stats = _walked(demo_bundle)
    check = _check(report)
    assert check.status is Status.FAIL
    found = {(d["column"], d["file"], d["book"]) for d in check.evidence["disagreements"]}
    assert ("outcome", 1.0, 0.0) in found
    assert {d["column"] for d in check.evidence["disagreements"]} == {"close", "outcome"}
    row = check.evidence["disagreements"][0]["row"]
    assert row == {"run_id": flipped[0]["run_id"], "seat": flipped[0]["seat"],
                   "market": "SPX", "horizon": "1d"}
    assert "outcome: file 1, book 0" in check.detail
    # the recount of the operator's figures still passes: it reads the book's outcome
    assert report.step("step7").status is Status.PASS
    assert report.summary.first_reason is not None
    assert report.summary.first_reason.check == "forecasts_file"
    assert stats.brier == pristine.brier  # every Brier figure from the sealed score
    assert stats.calibration == pristine.calibration


def test_a_changed_probability_is_named_with_the_sealed_value(demo_bundle: Path):
    changed: list[str] = []

    def change(row: dict[str, str]) -> bool:
        if changed or row["cell_status"] != "elicited" or row["run_role"] != "session_run":
            return False
        changed.append(row["prob_up"])
        row["prob_up"] = str(100 - int(row["prob_up"]) if row["prob_up"] != "50" else 99)
        return True

    _edit_rows(demo_bundle, change)
    report, _ = _walked(demo_bundle)
    check = _check(report)
    assert check.status is Status.FAIL
    (found,) = check.evidence["disagreements"]
    assert found["column"] == "prob_up" and found["book"] == float(changed[0])


def test_a_row_claiming_the_common_event_for_a_late_line_is_named(demo_bundle: Path):
    """A line sealed after the open with its own reference (``late_ref``) is a separate
    event (Section 3.3); the file cannot bring it back into the common event."""

    def common(row: dict[str, str]) -> bool:
        if row["same_event"] == "false" and row["line_kind"] == "issue":
            row["same_event"] = "true"
            return True
        return False

    assert _edit_rows(demo_bundle, common) > 0
    report, stats = _walked(demo_bundle)
    check = _check(report)
    assert set(check.evidence["disagreements_per_column"]) == {"same_event"}
    assert stats.eligibility.common_event.dropped["sealed_after_open"] == 48


def test_from_session_11_the_first_answer_counts_everywhere(tmp_path: Path, make_demo):
    """Section 3.11, P3: "la primera respuesta bien formada de cada asiento cuenta desde la
    sesión 11". Seat s10 answers twice before the open in session 11 (2026-11-02): its
    later answer is kept in the book, labelled, and not counted in N_eff, Brier or the
    consensus; every seat that answered each session has as many scored rows."""
    root = make_demo(tmp_path / "bundle", DemoSettings(sessions=13))
    report, stats = _walked(root)
    assert report.summary.verdict.contract_word == "pass"
    kept = stats.eligibility.answers_not_counted.kept
    assert kept["answer_not_counted"].lines == 1  # session 11's second answer of s10
    assert kept["superseded"].lines == 3  # sessions 2, 5, 8: the latest answer counts
    per_seat = stats.brier.per_seat
    assert per_seat["s10"]["1d"].score.n == per_seat["s01"]["1d"].score.n
    session_11 = _n_eff(stats, "2026-11-02-am")
    assert session_11.dropped["answer_not_counted"] == 12  # the 12 markets of that line
    assert "s10" in session_11.seats and session_11.count.n == len(session_11.seats)
    # s10's counted 1d probabilities in session 11 are those of its first line
    first = min(a.n for a in report.recounted.prepared.book.answers.values()
                if a.run_id == "2026-11-02-am" and a.seat == "s10")
    sealed = report.recounted.prepared.book.answers[first].probs
    row = session_11.seats.index("s10")
    grid = dict(zip(session_11.assets, session_11.probabilities[row], strict=True))
    assert all(grid[asset] == sealed[(asset, "1d")] for asset in grid
               if (asset, "1d") in sealed)


def test_a_development_session_is_settled_once_the_verified_book_reaches_past_its_open(
        tmp_path: Path, make_demo):
    """Section 3.4: on 19 and 20 October the last run sealed before the open counts. A
    verified part of the book that ends before the open cannot say which run that is (a
    later run sealed before the open could follow): no run counts, nothing is compared."""
    root = make_demo(tmp_path / "bundle", DemoSettings(sessions=1))
    report, stats = _walked(root)  # the evening seal (21:00Z) reaches past the 13:30Z open
    assert _check(report).evidence["counted_run_not_settled"] == 0
    assert _n_eff(stats, "2026-10-19-am").count.n == 11
    proof = root / "markets" / "proof" / "2026-10-19"
    first, *later = sorted(proof.glob("*Z.txt"))  # keep only the seal after the early run
    assert first.name < "133000Z.txt" and later
    for seal in later:
        for path in proof.glob(seal.name + "*"):
            path.unlink()
    report, stats = _walked(root)
    check = _check(report)
    assert check.evidence["counted_run_not_settled"] > 0
    assert check.evidence["disagreement_count"] == 0  # the file's run_role is not judged
    assert "does not settle" in check.detail
    assert not [r for r in stats.n_eff if r.session == "2026-10-19"]
    assert stats.eligibility.common_event.rows_used == 0


def test_a_row_left_out_of_the_file_is_named_and_fails(demo_bundle: Path):
    """Only the unsealed file changes: one stated S&P 500 probability of the counted run of
    2026-10-21 is deleted from the forecasts file. Every statistic would quietly lose a
    sealed forecast; the check names the missing cell with the book's value instead."""
    gone: list[dict[str, str]] = []

    def drop(row: dict[str, str]) -> bool:
        if not gone and row["run_id"] == "2026-10-21-am" and row["asset"] == "SPX" and \
                row["horizon"] == "1d" and row["cell_status"] == "elicited":
            gone.append(dict(row))
            row.clear()
            return True
        return False

    assert _edit_rows(demo_bundle, drop) == 1
    path = demo_bundle / FORECASTS
    path.write_text("\n".join(line for line in path.read_text(encoding="utf-8").split("\n")
                              if line.strip(",")) + "\n", encoding="utf-8")
    report, _ = _walked(demo_bundle)
    check = _check(report)
    assert check.status is Status.FAIL and report.summary.verdict.contract_word == "fail"
    assert check.evidence["rows_missing_from_the_file"] == 1
    missing = check.evidence["missing_rows"][0]
    assert missing["row"] == {"run_id": "2026-10-21-am", "seat": gone[0]["seat"],
                              "market": "SPX", "horizon": "1d"}
    assert missing["column"] == "row" and missing["file"] is None
    assert missing["book"] == float(gone[0]["prob_up"])
    assert "have no row in the forecasts file" in check.detail


def test_the_stats_text_says_what_the_forecasts_file_leaves_out_or_says_otherwise(
        demo_bundle: Path):
    """Appendix C: the forecasts file is a convenience, not sealed; Section 4.11: every score
    traces back to a sealed answer. Taking every 2026-10-21 S&P 500 row out of that file
    alone moved the N_eff, Brier and consensus figures of the stats command's text, which
    never said a sealed forecast was missing (only --json and the window did); nor did it
    say where the file differs from the book. Both are said under the rows line now."""
    from verifier_app.stats.render import render_stats

    def drop(row: dict[str, str]) -> bool:
        if row["run_id"] == "2026-10-21-am" and row["asset"] == "SPX":
            row.clear()
            return True
        return False

    def invalid(row: dict[str, str]) -> bool:
        if row["run_id"] == "2026-10-22-am" and row["cell_status"] == "elicited":
            row["cell_status"] = "invalid"
            return True
        return False

    assert _edit_rows(demo_bundle, drop) > 0 and _edit_rows(demo_bundle, invalid) > 0
    path = demo_bundle / FORECASTS
    path.write_text("\n".join(line for line in path.read_text(encoding="utf-8").split("\n")
                              if line.strip(",")) + "\n", encoding="utf-8")
    _, stats = _walked(demo_bundle)
    missing, differs = len(stats.forecasts_file.missing), len(stats.forecasts_file.disagreements)
    assert missing > 0 and differs > 0
    text = render_stats(stats)
    assert f"Sealed probabilities the forecasts file leaves out: {missing} (first: " \
        "2026-10-21-am" in text
    assert f"Cells where the forecasts file differs from the verified book: {differs} " \
        "(first: 2026-10-22-am" in text and ", cell_status); every figure here uses the " \
        "book's sealed values" in text


def test_the_order_of_the_files_rows_moves_no_figure(league_master: Path, league: Path,
                                                     stats_once):
    """The forecasts file is not sealed (Appendix C), and nor is the order of its rows.
    Shuffling them once moved Brier figures in their sixth decimal (sums taken in another
    order), reordered the markets of the grid (Figure 6: model x market x horizon) and
    changed which 200 flagged rows the margins list; the rows are now taken in the book's
    line order and the paper's market and horizon order, so nothing moves."""
    import random

    every = stats_once(league_master, "--json").stdout
    path = league / FORECASTS
    header, *lines = path.read_text(encoding="utf-8").split("\n")
    body = [line for line in lines if line]
    random.Random(20261102).shuffle(body)
    path.write_text("\n".join([header, *body]) + "\n", encoding="utf-8")
    shuffled = stats_once(league, "--json").stdout
    assert json.loads(shuffled) == json.loads(every)
    assert json.loads(every)["grid"]["assets"][:4] == ["SPX", "NDX", "DJI", "SOX"]
