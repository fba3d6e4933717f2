"""The re-check with step 7 as the window does it, and what it cannot avoid (issue 29).

    python benchmarks/recheck_floor.py [--sessions 126] [--rounds 3] [--work DIR]

The target: the re-check from the reader's history takes at most a tenth of a full offline
walk. ``recheck.py`` measures both as commands and in fresh processes that import what they
use on the way. The window imports pandas, the statistics and the exchange calendar and
starts its worker processes' server before it shows (``gui.warm_up``), so a reader who
starts the app and opens a league does not wait for them. This script times, each in a
fresh process that has done that warm-up first (``--rounds`` times, median and range):

- the full offline walk, with its pool of worker processes as the window gives it;
- the re-check with step 7 (step 7a by run, ``stats.run_parts``) and without step 7.

Then, in this process, the parts such a re-check still does in this design (every rule
written once, with pandas), one by one, for the floor they make:

- the re-check without step 7 (the recorded head, the new lines, the new seals);
- the kept index of the recorded head read back (step 7 needs the whole book's index);
- the forecasts file hashed (to know its earlier rows are the bytes already counted);
- the published figures and the climatology read;
- step 7b whole (the accounts, trades and prices are not sealed and are rewritten daily);
- the rows of the runs the new lines name, read, tied to the book and given their reasons;
- N_eff of those runs, and the Brier totals per seat and horizon over the season's scored
  rows (a mean over every run: the merge).

It also times a command's start: the interpreter alone, and with the modules a re-check
without step 7 loads. Nothing here is a timed test.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "src"))

from benchmarks.recheck import (  # noqa: E402
    IN_PROCESS,
    _env,
    anchor_args,
    app,
    cache_of,
    make_bundles,
)
from benchmarks.season_walk import LOG_KEY, TSA_ROOT  # noqa: E402

from verifier_app.demo.anchors import HEADERS_FILE  # noqa: E402

MODULES = r"""
import sys
from pathlib import Path
from verifier_app.anchors.anchor_options import AnchorOptions
from verifier_app.core.bundle_open import open_bundle
from verifier_app.history.recheck import recheck
bundle, headers, key, root = sys.argv[1:5]
options = AnchorOptions(headers_file=Path(headers), explorers=[], trust_ca=[Path(root)],
                        rekor_key=Path(key), offline=True)
recheck(open_bundle([Path(bundle)]), options, statistics=False, record=False)
print(" ".join(sorted(m for m in sys.modules if not m.startswith("_") and "." not in m)))
"""


def prepare(sessions: int, work: Path) -> tuple[Path, Path]:
    """The bundles before and after one more session, and the reader's history of before
    (a full walk, then a re-check with nothing new, which keeps the head's index)."""
    before, after = make_bundles(sessions, work)
    data = work / "data"
    env = _env(work, data, cache_of(data))
    for command in ("verify", "history"):
        subprocess.run(app(command, str(before), *anchor_args(before), "--json"),
                       stdout=subprocess.DEVNULL, env=env, check=False)
    return data, after


def fresh(work: Path, data: Path) -> None:
    """The history and cache folders as they were after the reader's last visit."""
    for name, kept in (("data-run", data), ("cache-run", cache_of(data))):
        shutil.rmtree(work / name, ignore_errors=True)
        shutil.copytree(kept, work / name)
    os.environ["VERIFIER_APP_DATA_DIR"] = str(work / "data-run")
    os.environ["VERIFIER_APP_CACHE_DIR"] = str(work / "cache-run")


def timed(action: Callable[[], object], before: Callable[[], None] | None = None,
          rounds: int = 3) -> list[float]:
    found = []
    for _ in range(rounds):
        if before is not None:
            before()
        start = time.perf_counter()
        action()
        found.append(time.perf_counter() - start)
    return found


def measure(work: Path, data: Path, after: Path, rounds: int) -> dict[str, list[float]]:
    """The walk and the re-checks, each round in a fresh process after the window's
    warm-up, from fresh copies of the history and cache folders."""
    found: dict[str, list[float]] = {}
    names = {"walk": "full walk", "recheck": "re-check with step 7",
             "recheck-no-stats": "re-check without step 7"}
    for _ in range(rounds):
        for what, name in names.items():
            fresh(work, data)
            done = subprocess.run(
                [sys.executable, "-c", IN_PROCESS, str(after), str(after / HEADERS_FILE),
                 LOG_KEY, TSA_ROOT, what, "warm"], capture_output=True, text=True, check=True,
                env={**os.environ, "PYTHONPATH": str(ROOT / "src")})
            found.setdefault(name, []).append(json.loads(done.stdout)["seconds"])
    fresh(work, data)
    from verifier_app.anchors.anchor_options import AnchorOptions

    options = AnchorOptions(headers_file=after / HEADERS_FILE, explorers=[],
                            trust_ca=[Path(TSA_ROOT)], rekor_key=Path(LOG_KEY), offline=True)
    return {**found, **pieces(after, options, rounds)}


def pieces(after: Path, options: object, rounds: int) -> dict[str, list[float]]:
    """Each part an exact re-check with step 7 would still do (see the module's text)."""
    from verifier_app.core.bundle_open import open_bundle
    from verifier_app.engine.verified_lines import VerifiedLines
    from verifier_app.history.kept_index import load_index
    from verifier_app.history.recheck import recheck
    from verifier_app.history.source import bundle_source
    from verifier_app.history.store import load_history
    from verifier_app.stats.book import read_book
    from verifier_app.stats.brier import brier_cells
    from verifier_app.stats.climatology import load_climatology, read_json_said
    from verifier_app.stats.forecasts import load_forecasts
    from verifier_app.stats.n_eff import n_eff_counts
    from verifier_app.stats.step7b import accounts_part
    from verifier_app.stats.verified_rows import prepare as prepare_rows

    bundle = open_bundle([after])
    source = bundle_source(bundle)
    head = load_history(source).latest(source).record.head
    found = recheck(bundle, options, statistics=False, record=False)
    verified = VerifiedLines(found.book_scan, found.verified_through,
                             found.book_scan.result.first_bad_line)
    book = read_book(bundle.book)
    whole = prepare_rows(bundle, verified, book)
    touched = touched_runs(bundle, head.lines)
    rows = whole.frame
    subset = rows[rows["run_id"].isin(touched)].reset_index(drop=True)
    print(f"  runs the new lines name: {len(touched)} of {rows['run_id'].nunique()}; "
          f"their rows: {len(subset):,} of {len(rows):,}")
    scored = rows.loc[rows["drop_score"] == "", ["seat", "horizon", "prob_up", "outcome",
                                                 "drop_score"]].reset_index(drop=True)
    forecasts = bundle.first_named("council-forecasts.csv")
    typed_rows = load_forecasts(forecasts)
    raw = typed_rows[typed_rows["run_id"].isin(touched)].reset_index(drop=True)
    text = touched_text(whole_file(forecasts), typed_rows, touched)
    return {
        "kept index of the head read": timed(lambda: load_index(source, head), None, rounds),
        "forecasts file hashed": timed(lambda: hashlib.sha256(whole_file(forecasts)),
                                       None, rounds),
        "touched runs' rows read": timed(lambda: read_rows(text), None, rounds),
        "published figures and climatology read": timed(
            lambda: (read_json_said(bundle, "council-stats.json"), load_climatology(bundle)),
            None, rounds),
        "step 7b whole": timed(lambda: accounts_part(bundle), None, rounds),
        "touched runs' rows given their reasons": timed(
            lambda: derive(raw, book, verified, whole.declarations), None, rounds),
        "N_eff of the touched runs": timed(lambda: n_eff_counts(subset), None, rounds),
        "Brier per seat and horizon, all scored rows": timed(lambda: brier_cells(scored),
                                                             None, rounds)}


def whole_file(file) -> bytes:
    with file.open() as stream:
        return stream.read()


def touched_text(data: bytes, rows, touched: set[str]) -> bytes:
    """The header and the file lines of the touched runs' rows (the demo's file has no
    quoted field, so row i is file line i + 2)."""
    lines = data.split(b"\n")
    keep = [i + 1 for i in rows.index[rows["run_id"].isin(touched)]]
    return b"\n".join([lines[0], *(lines[i] for i in keep)]) + b"\n"


def read_rows(text: bytes):
    """The rows parsed and typed as step 7 reads the whole file (``forecasts.load_forecasts``)."""
    import io

    import pandas as pd

    from verifier_app.stats.forecasts import typed

    return typed(pd.read_csv(io.BytesIO(text), dtype=str, keep_default_na=False,
                             encoding="utf-8", index_col=False))


def derive(raw, book, verified, declarations):
    """The rows' pipeline of step 7 (``verified_rows.prepare`` without reading the file)."""
    from verifier_app.stats.book_rows import book_values, with_book_values
    from verifier_app.stats.eligibility import mark_first_answer_rule, with_reasons
    from verifier_app.stats.forecasts import tie_to_book

    frame = raw.copy()
    tie_to_book(frame, book, verified.line_status)
    values = book_values(frame, book, verified.line_status, declarations.schedule)
    within = declarations.within_run
    return with_reasons(mark_first_answer_rule(with_book_values(frame, values),
                                               within.from_day if within else None))


def touched_runs(bundle: object, after: int) -> set[str]:
    """The runs the lines after the recorded head name (answers, run, score, crowd lines)."""
    from verifier_app.stats.book import numbered_records

    runs = set()
    for _, record in numbered_records(bundle.book, after):
        if record.table == "answers":
            runs.add(record.value.run_id)
        elif record.table in ("run_lines", "crowd"):
            runs.add(record.key)
        elif record.table == "score_lines":
            runs.add(record.key[0])
    return runs


def start_up(after: Path, work: Path) -> dict[str, list[float]]:
    """A command's start: the interpreter alone, then with the modules a re-check without
    step 7 loads (listed by running one)."""
    argv = [sys.executable, "-c", MODULES, str(after), str(after / HEADERS_FILE), LOG_KEY,
            TSA_ROOT]
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    names = subprocess.run(argv, capture_output=True, text=True, check=True,
                           env=env).stdout.split()
    imports = "import " + ", ".join(n for n in names if n.isidentifier())

    def wall(code: str) -> float:
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True, env=env)
        return time.perf_counter() - start

    return {"interpreter alone": [wall("pass") for _ in range(3)],
            "interpreter with the re-check's modules": [wall(imports) for _ in range(3)]}


def report(found: dict[str, list[float]]) -> None:
    median = {what: statistics.median(s) for what, s in found.items()}
    walk = median["full walk"]
    for what, seconds in found.items():
        print(f"  {what}: {median[what]:.3f} s ({min(seconds):.3f}-{max(seconds):.3f}), "
              f"{median[what] / walk:.3f} of the walk")
    floor = median["re-check without step 7"] + sum(
        median[what] for what in found if what not in
        ("full walk", "re-check with step 7", "re-check without step 7", "interpreter alone",
         "interpreter with the re-check's modules"))
    print(f"  floor of an exact re-check with step 7 by run: {floor:.3f} s, "
          f"{floor / walk:.3f} of the walk")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=126)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--work", type=Path, help="a folder kept between runs (the bundles "
                        "and the history are made once)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        work = args.work or Path(folder)
        after = work / f"after-{args.sessions}"
        data = work / "data"
        if not (after.is_dir() and data.is_dir()):
            data, after = prepare(args.sessions, work)
        found = measure(work, data, after, args.rounds)
        found.update(start_up(after, work))
    print(f"{os.cpu_count()} cores; {args.sessions} sessions plus one; median (range) of "
          f"{args.rounds} rounds, each in a fresh process after the window's warm-up")
    report(found)


if __name__ == "__main__":
    main()
