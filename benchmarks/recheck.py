"""The re-check from the reader's history against a full offline walk (issue 29, measures).

    python benchmarks/recheck.py [--sessions 30 60 126] [--runs 3] [--latency 0.1]

For each season size S: writes a demo league of S+1 sessions (the bundle "after"), and
from it the bundle "before" (the last session's proof day removed, the book cut after the
last seal of the days left, the forecasts and the arena's accounts, trades and prices
without the last session's rows), both with a download record naming one source. Then,
each in a fresh process with the demo's offline anchor sources (headers file,
authorities' root, log key; no network):

- records "before" with ``verifier-app verify`` (a full walk, which writes the history),
  then opens it once more with ``history BEFORE`` (nothing new: it keeps the index of the
  recorded head for step 7, as every re-check does for the next one), so the re-check
  timed below is a reader's usual one, the day after the last;
- times ``--runs`` times (the median and the range) the full offline walk of "after"
  (``verify --no-history``) and the re-check of "after" from the history
  (``history AFTER``), each from a copy of the same history and cache folder, with and
  without step 7;
- the same re-check online: two Esplora-style explorers and a Rekor log on 127.0.0.1 that
  wait ``--latency`` seconds before every answer (the copy re-checked carries no saved log
  answers, so the log is asked), ``--runs`` times: wall time and requests per host
  (targets: at most 5 s and 60 requests);
- inside one process, the engine's own time: ``walk()`` (with its pool of worker processes,
  as the window and the command give it) against ``recheck()`` (with step 7, a pool of one
  worker for step 7b, as the window and the command give it), without the interpreter's
  start and imports that both commands pay. After the window's warm-up (``warm``, used by
  ``recheck_floor.py``) the re-check runs on a thread, as the window's worker does, so its
  worker comes from the server process the window starts.

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
from tests.servers.esplora import EsploraServer  # noqa: E402
from tests.servers.rekor_log import RekorLogServer  # noqa: E402

from verifier_app.core.stamped_list import parse_stamped_list  # noqa: E402
from verifier_app.demo.anchors import HEADERS_FILE  # noqa: E402

SOURCE = "https://league.example/api/v1/"
BOOK = Path("api/v1/council-book.jsonl")

IN_PROCESS = r"""
import json, sys, time
from contextlib import nullcontext
from pathlib import Path
working = nullcontext()
if sys.argv[6:] == ["warm"]:  # as the window does before it shows (recheck_floor.py)
    from verifier_app.gui.collector import young_collections_only
    from verifier_app.gui.warm_up import warm_up
    warm_up()
    working = young_collections_only()  # as the window's worker runs a walk or a re-check
from verifier_app.anchors.anchor_options import AnchorOptions
from verifier_app.core.bundle_open import open_bundle
from verifier_app.engine.walk import WalkOptions, walk
from verifier_app.history.recheck import recheck
bundle_path, headers, key, root, what = sys.argv[1:6]
options = AnchorOptions(headers_file=Path(headers), explorers=[], trust_ca=[Path(root)],
                        rekor_key=Path(key), offline=True)
start = time.perf_counter()
with working:
    bundle = open_bundle([Path(bundle_path)])
    if what == "walk":
        from verifier_app.core.process_pool import process_pool
        with process_pool() as pool:  # as the window and the command walk: one pool a walk
            walk(bundle, WalkOptions(anchors=options, pool=pool))
        extra = {}
    else:
        from contextlib import nullcontext
        from verifier_app.core.process_pool import side_pool
        # as the window and the command re-check: one worker for step 7b, beside step 7a
        def rechecked():
            with side_pool() if what == "recheck" else nullcontext() as pool:
                return recheck(bundle, options, statistics=what == "recheck", record=False,
                               pool=pool)
        if sys.argv[6:] == ["warm"]:  # on a thread, as the window's worker: its pool
            from concurrent.futures import ThreadPoolExecutor  # comes from the server
            with ThreadPoolExecutor(1) as thread:
                found = thread.submit(rechecked).result()
        else:
            found = rechecked()
        extra = {"lines_scanned": found.lines_scanned, "new_seals": len(found.new_seals),
                 "status": found.status.value, "done": found.done,
                 "notes": [n.render() for n in found.notes]}
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
    for name in UNSEALED_BY_SESSION:  # the files as they stood before the last session
        _without_session(before / BOOK.parent / name, days[-1].name)
    for folder in (before, after):
        (folder / "bundle.json").write_text(json.dumps({
            "format": "verifier-app bundle", "version": 1, "files": {}, "history": [],
            "sources": [{"source": SOURCE, "retrieved_at": "2027-04-30T12:00:00Z"}]}))
    return before, after


# The data files that gain the rows of each new session (not sealed: read as published).
UNSEALED_BY_SESSION = ("council-forecasts.csv", "arena-accounts.csv", "arena-trades.csv",
                       "arena-prices.csv")


def _without_session(path: Path, day: str) -> None:
    """``path`` without the rows of session ``day``, every other byte as it was (the demo's
    files quote no field, so a row is a line)."""
    header, *rows = path.read_bytes().splitlines(keepends=True)
    column = header.decode().rstrip("\n").split(",").index("session")
    path.write_bytes(header + b"".join(
        row for row in rows if row.decode().split(",")[column] != day))


def _env(work: Path, data: Path | None = None, cache: Path | None = None) -> dict[str, str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    env["VERIFIER_APP_DATA_DIR"] = str(data or work / "data")
    env["VERIFIER_APP_CACHE_DIR"] = str(cache or work / "cache")
    return env


def timed(argv: list[str], work: Path, data: Path, runs: int,
          out: Path | None = None) -> tuple[list[float], int]:
    """Wall seconds of ``runs`` fresh processes and their largest peak (kB), each with the
    same history and cache folder (fresh copies of ``data`` and ``data``-cache)."""
    walls, peaks = [], []
    for _ in range(runs):
        fresh_copies(work, data)
        wall, _, rss = run(argv, out)
        walls.append(wall)
        peaks.append(rss)
    return walls, max(peaks)


def fresh_copies(work: Path, data: Path) -> None:
    """The history and the cache folder as they were after the reader's last visit."""
    for name, kept in (("data-run", data), ("cache-run", cache_of(data))):
        shutil.rmtree(work / name, ignore_errors=True)
        shutil.copytree(kept, work / name)
    os.environ.update(_env(work, work / "data-run", work / "cache-run"))


def cache_of(data: Path) -> Path:
    return data.with_name(data.name + "-cache")


def online(after: Path, work: Path, data: Path, runs: int, latency: float) -> dict:
    """The re-check of ``after`` against loopback explorers and log that wait ``latency``
    seconds before every answer: wall seconds per run and the requests of the last run."""
    copy = work / "online-copy"
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(after, copy, ignore=shutil.ignore_patterns("rekor"))
    headers = {int(h): bytes.fromhex(x)
               for h, x in json.loads((after / HEADERS_FILE).read_text()).items()}
    entries: dict = {}
    for saved in (after / "rekor").glob("*.json"):
        entries.update(json.loads(saved.read_text()))
    walls, requests = [], {}
    out = work / "online.json"
    for _ in range(runs):
        fresh_copies(work, data)
        with EsploraServer(headers, delay=latency, bulk=True) as one, \
                EsploraServer(headers, delay=latency, bulk=True) as two, \
                RekorLogServer(entries, delay=latency, bulk=True) as log:
            wall, _, _ = run(app("history", str(copy), "--explorer", one.url, "--explorer",
                                 two.url, "--rekor-url", log.url, "--rekor-key", LOG_KEY,
                                 "--trust-ca", TSA_ROOT, "--json"), out)
            requests = {"explorer 1": len(one.requests), "explorer 2": len(two.requests),
                        "log": len(log.requests)}
        walls.append(wall)
    found = json.loads(out.read_text())
    return {"walls": walls, "requests": requests, "status": found["status"],
            "new_seals": len(found["new_seals"])}


def engine_rounds(after: Path, work: Path, data: Path, runs: int) -> dict[str, list[dict]]:
    """The engine's own time, ``runs`` rounds of each measure in turn (so that the shared
    machine's drift touches them alike): the walk, the re-check with step 7 from the kept
    index, the same with the kept index removed (step 7 reads the whole book), and the
    re-check without step 7."""
    found: dict[str, list[dict]] = {}
    for _ in range(runs):
        for what in ("walk", "recheck", "recheck-whole-book", "recheck-no-stats"):
            found.setdefault(what, []).append(in_process(after, work, data, what))
    return found


def in_process(after: Path, work: Path, data: Path, what: str) -> dict:
    fresh_copies(work, data)
    if what == "recheck-whole-book":
        shutil.rmtree(work / "cache-run" / "history-index")
        what = "recheck"
    done = subprocess.run([sys.executable, "-c", IN_PROCESS, str(after),
                           str(after / HEADERS_FILE), LOG_KEY, TSA_ROOT, what],
                          capture_output=True, text=True, check=True,
                          env=_env(work, work / "data-run", work / "cache-run"))
    return json.loads(done.stdout)


def measure(sessions: int, work: Path, runs: int, latency: float) -> dict:
    before, after = make_bundles(sessions, work)
    data = work / f"data-{sessions}"
    env = _env(work, data, cache_of(data))
    subprocess.run(app("verify", str(before), *anchor_args(before), "--json"),
                   stdout=subprocess.DEVNULL, env=env)
    subprocess.run(app("history", str(before), *anchor_args(before), "--json"),
                   stdout=subprocess.DEVNULL, env=env)  # the reader's last visit
    full, full_rss = timed(app("verify", str(after), *anchor_args(after), "--json",
                               "--no-history"), work, data, runs)
    out = work / "recheck.json"
    again, again_rss = timed(app("history", str(after), *anchor_args(after), "--json"),
                             work, data, runs, out)
    found = json.loads(out.read_text())
    bare, bare_rss = timed(app("history", str(after), *anchor_args(after), "--json",
                               "--no-statistics"), work, data, runs)
    engine = engine_rounds(after, work, data, runs)
    return {"sessions": sessions, "full": full, "full_rss": full_rss, "recheck": again,
            "recheck_rss": again_rss, "bare": bare, "bare_rss": bare_rss, "found": found,
            "engine": engine, "online": online(after, work, data, runs, latency)}


def spread(walls: list[float]) -> str:
    return f"{statistics.median(walls):.2f} ({min(walls):.2f}-{max(walls):.2f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, nargs="+", default=[30, 60, 126])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--latency", type=float, default=0.1)
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for sessions in args.sessions:
            rows.append(measure(sessions, Path(folder), args.runs, args.latency))
    print(f"{os.cpu_count()} cores; peak memory "
          f"{'by GNU time' if TIME else 'as the kernel gave the process'}; {args.runs} runs, "
          "median (range) in seconds")
    for r in rows:
        report(r, args.latency)


def report(r: dict, latency: float) -> None:
    e, f, o = r["engine"], r["found"], r["online"]
    full, again, bare = (statistics.median(r[k]) for k in ("full", "recheck", "bare"))
    print(f"{r['sessions']} sessions: full walk {spread(r['full'])}, re-check "
          f"{spread(r['recheck'])}, without step 7 {spread(r['bare'])}; ratio "
          f"{again / full:.2f} ({bare / full:.2f} without step 7); peak "
          f"{r['full_rss'] / 1024:.0f} / {r['recheck_rss'] / 1024:.0f} / "
          f"{r['bare_rss'] / 1024:.0f} MB")
    seconds = {what: [m["seconds"] for m in e[what]] for what in e}
    walk = statistics.median(seconds["walk"])
    print(f"  engine only: walk {spread(seconds['walk'])}, re-check "
          f"{spread(seconds['recheck'])}, with the whole book read "
          f"{spread(seconds['recheck-whole-book'])}, without step 7 "
          f"{spread(seconds['recheck-no-stats'])}; ratio "
          f"{statistics.median(seconds['recheck']) / walk:.2f} "
          f"({statistics.median(seconds['recheck-whole-book']) / walk:.2f} whole book, "
          f"{statistics.median(seconds['recheck-no-stats']) / walk:.2f} without step 7)")
    print(f"  re-check: {f['status']}, lines {f['lines_before'] + 1}-{f['lines_now']} "
          f"walked ({f['lines_scanned']} lines), {len(f['new_seals'])} new seals, "
          f"{f['known_seals']} known; notes: {f['notes'] or 'none'}; step 7 "
          f"{(f['statistics'] or {}).get('status')}")
    print(f"  online, {latency * 1000:g} ms a request: {spread(o['walls'])}, requests "
          f"{o['requests']} ({sum(o['requests'].values())}), {o['status']}, "
          f"{o['new_seals']} new seals")


if __name__ == "__main__":
    main()
