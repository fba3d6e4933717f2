"""The re-check from the reader's history against a full offline walk (issue 29, measures).

    python benchmarks/recheck.py [--sessions 30 60 126] [--runs 3]

For each season size S: writes a demo league of S+1 sessions (the bundle "after"), and
from it the bundle "before" (the last session's proof day removed, the book cut after the
last seal of the days left), both with a download record naming one source. Then, each in
a fresh process with the demo's offline anchor sources (headers file, authorities' root,
log key; no network):

- records "before" with ``verifier-app verify`` (a full walk, which writes the history);
- times ``--runs`` times (the median) the full offline walk of "after"
  (``verify --no-history``) and the re-check of "after" from the history
  (``history AFTER``), each from a copy of the same history, with and without step 7;
- inside one process, the engine's own time: ``walk()`` against ``recheck()``, without the
  interpreter's start and imports that both commands pay.

Prints wall seconds, the ratio re-check / full walk (target: at most a tenth) and peak
memory (GNU time's resident set where it is installed) at each size.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "src"))

from benchmarks.season_walk import LOG_KEY, TIME, TSA_ROOT, run  # noqa: E402

from verifier_app.demo.anchors import HEADERS_FILE  # noqa: E402
from verifier_app.engine.stamped_list import parse_stamped_list  # noqa: E402

SOURCE = "https://league.example/api/v1/"
BOOK = Path("api/v1/council-book.jsonl")

IN_PROCESS = r"""
import json, sys, time
from pathlib import Path
from verifier_app.anchors.anchor_options import AnchorOptions
from verifier_app.engine.bundle_open import open_bundle
from verifier_app.engine.walk import WalkOptions, walk
from verifier_app.history.recheck import recheck
bundle_path, headers, key, root, what = sys.argv[1:6]
options = AnchorOptions(headers_file=Path(headers), explorers=[], trust_ca=[Path(root)],
                        rekor_key=Path(key), offline=True)
start = time.perf_counter()
bundle = open_bundle([Path(bundle_path)])
if what == "walk":
    walk(bundle, WalkOptions(anchors=options))
    extra = {}
else:
    found = recheck(bundle, options, statistics=what == "recheck", record=False)
    extra = {"lines_scanned": found.lines_scanned, "new_seals": len(found.new_seals),
             "status": found.status.value, "done": found.done}
print(json.dumps({"seconds": time.perf_counter() - start, **extra}))
"""


def anchor_args(bundle: Path) -> list[str]:
    return ["--offline", "--headers", str(bundle / HEADERS_FILE), "--rekor-key", LOG_KEY,
            "--trust-ca", TSA_ROOT]


def app(*args: str) -> list[str]:
    return [sys.executable, "-m", "verifier_app", *args]


def make_bundles(sessions: int, work: Path) -> tuple[Path, Path]:
    after = work / f"after-{sessions}"
    subprocess.run(app("demo", str(after), "--sessions", str(sessions + 1)), check=True,
                   stdout=subprocess.DEVNULL, env=_env(work))
    days = sorted(p for p in (after / "markets/proof").iterdir() if p.is_dir())
    before = work / f"before-{sessions}"
    shutil.copytree(after, before)
    shutil.rmtree(before / "markets/proof" / days[-1].name)
    last = sorted((before / "markets/proof" / days[-2].name).glob("*Z.txt"))[-1]
    lines = next(c.lines for c in parse_stamped_list(last.read_bytes())
                 if c.book.endswith("book.jsonl"))
    book = (after / BOOK).read_bytes().splitlines(keepends=True)
    (before / BOOK).write_bytes(b"".join(book[:lines]))
    for folder in (before, after):
        (folder / "bundle.json").write_text(json.dumps({
            "format": "verifier-app bundle", "version": 1, "files": {}, "history": [],
            "sources": [{"source": SOURCE, "retrieved_at": "2027-04-30T12:00:00Z"}]}))
    return before, after


def _env(work: Path, data: Path | None = None) -> dict[str, str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    env["VERIFIER_APP_DATA_DIR"] = str(data or work / "data")
    env["VERIFIER_APP_CACHE_DIR"] = str(work / "cache")
    return env


def timed(argv: list[str], work: Path, data: Path, runs: int,
          out: Path | None = None) -> tuple[float, int]:
    """Median wall seconds and the largest peak (kB) of ``runs`` fresh processes, each
    with the same history (a fresh copy of ``data``)."""
    walls, peaks = [], []
    for _ in range(runs):
        copy = work / "data-run"
        shutil.rmtree(copy, ignore_errors=True)
        shutil.copytree(data, copy)
        os.environ.update(_env(work, copy))
        wall, _, rss = run(argv, out)
        walls.append(wall)
        peaks.append(rss)
    return statistics.median(walls), max(peaks)


def in_process(after: Path, work: Path, data: Path, what: str) -> dict:
    done = subprocess.run([sys.executable, "-c", IN_PROCESS, str(after),
                           str(after / HEADERS_FILE), LOG_KEY, TSA_ROOT, what],
                          capture_output=True, text=True, env=_env(work, data), check=True)
    return json.loads(done.stdout)


def measure(sessions: int, work: Path, runs: int) -> dict:
    before, after = make_bundles(sessions, work)
    data = work / f"data-{sessions}"
    subprocess.run(app("verify", str(before), *anchor_args(before), "--json"),
                   stdout=subprocess.DEVNULL, env=_env(work, data))
    full, full_rss = timed(app("verify", str(after), *anchor_args(after), "--json",
                               "--no-history"), work, data, runs)
    out = work / "recheck.json"
    again, again_rss = timed(app("history", str(after), *anchor_args(after), "--json"),
                             work, data, runs, out)
    found = json.loads(out.read_text())
    bare, bare_rss = timed(app("history", str(after), *anchor_args(after), "--json",
                               "--no-statistics"), work, data, runs)
    engine = {what: in_process(after, work, data, what)
              for what in ("walk", "recheck", "recheck-no-stats")}
    return {"sessions": sessions, "full": full, "full_rss": full_rss, "recheck": again,
            "recheck_rss": again_rss, "bare": bare, "bare_rss": bare_rss, "found": found,
            "engine": engine}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, nargs="+", default=[30, 60, 126])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for sessions in args.sessions:
            rows.append(measure(sessions, Path(folder), args.runs))
    print(f"{os.cpu_count()} cores; peak memory "
          f"{'by GNU time' if TIME else 'as the kernel gave the process'}; {args.runs} runs")
    print(f"{'sessions':>8} {'full walk s':>11} {'re-check s':>10} {'no step 7 s':>11} "
          f"{'ratio':>6} {'full MB':>8} {'re-check MB':>11} {'no step 7 MB':>12}  "
          "engine only: walk / re-check / no step 7 s")
    for r in rows:
        e = r["engine"]
        print(f"{r['sessions']:>8} {r['full']:>11.2f} {r['recheck']:>10.2f} {r['bare']:>11.2f} "
              f"{r['recheck'] / r['full']:>6.2f} {r['full_rss'] / 1024:>8.0f} "
              f"{r['recheck_rss'] / 1024:>11.0f} {r['bare_rss'] / 1024:>12.0f}  "
              f"{e['walk']['seconds']:.2f} / {e['recheck']['seconds']:.2f} / "
              f"{e['recheck-no-stats']['seconds']:.2f}")
        f = r["found"]
        print(f"{'':>8} re-check: {f['status']}, lines {f['lines_before'] + 1}-{f['lines_now']} "
              f"walked ({f['lines_scanned']} lines), {len(f['new_seals'])} new seals, "
              f"{f['known_seals']} known; engine ratio "
              f"{e['recheck']['seconds'] / e['walk']['seconds']:.2f} "
              f"({e['recheck-no-stats']['seconds'] / e['walk']['seconds']:.2f} without step 7)")


if __name__ == "__main__":
    main()
