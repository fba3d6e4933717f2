"""The re-check with step 7 as the window does it, and where its time goes (issue 29).

    python benchmarks/recheck_floor.py [--sessions 126] [--rounds 3] [--work DIR]
                                       [--against CHECKOUT [--cold]]

The target: the re-check from the reader's history takes at most a tenth of a full offline
walk. ``recheck.py`` measures both as commands and in fresh processes that import what they
use on the way. The window imports pandas, the statistics, the anchors' modules and the
exchange calendar and starts its worker processes' server before it shows
(``gui.warm_up``), so a reader who starts the app and opens a league does not wait for
them. This script times, each in a fresh process that has done that warm-up first
(``--rounds`` times, median and range):

- the full offline walk, with its pool of worker processes as the window gives it;
- the re-check with step 7 (step 7a by run, ``stats.run_parts``; step 7b in a worker of a
  one-process pool, on a thread as the window's worker runs it) and without step 7;
- the same re-check with step 7 with a timer on each of its stages (the functions in
  ``STAGES``; a stage's time includes the stages it calls, and the forecasts file's growth,
  ``grown_from``, runs on a thread beside the others): where its time goes.

It also times a command's start: the interpreter alone, and with the modules a re-check
without step 7 loads. With ``--against CHECKOUT`` (a checkout of other code, say the
commit before a change) it times only the re-check with step 7, this code's and the
other's in turn, round by round, and gives the pairs' ratios (``--cold``: without the
warm-up, importing on the way as a command does). Nothing here is a timed test.
"""

from __future__ import annotations

import argparse
import ast
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
    return {**found, **stages(work, data, after, rounds)}


# The re-check's stages: (module, function, modules that imported it by name).
STAGES = (
    ("verifier_app.core.bundle_open", "open_bundle", ("__main__",)),
    ("verifier_app.history.recheck", "_from_entry", ()),
    ("verifier_app.history.recheck", "with_statistics", ()),
    ("verifier_app.history.recheck", "_book_index", ()),
    ("verifier_app.history.kept_parts", "load_parts", ()),
    ("verifier_app.engine.walk", "check_anchor_phase", ("verifier_app.history.recheck",)),
    ("verifier_app.stats.run_parts", "recount_by_run", ()),
    ("verifier_app.stats.run_parts", "grown_from", ()),
    ("verifier_app.stats.run_parts", "read_rows", ()),
    ("verifier_app.stats.verified_rows", "derive", ()),
    ("verifier_app.stats.run_parts", "parts_of", ()),
    ("verifier_app.stats.run_parts", "merge", ()),
    ("verifier_app.history.kept_parts", "keep_parts", ()),
    ("verifier_app.history.step7_ahead", "start_ahead", ("verifier_app.history.recheck",)),
    ("verifier_app.stats.verified_rows", "compared_figures", ()),
)

STAGED = IN_PROCESS.replace("start = time.perf_counter()", r"""
import functools, importlib
import os
STAGES = json.loads(os.environ["RECHECK_STAGES"])
spent = {}
def timer(name, function):
    @functools.wraps(function)
    def timed(*args, **kwargs):
        begin = time.perf_counter()
        try:
            return function(*args, **kwargs)
        finally:
            spent[name] = spent.get(name, 0.0) + time.perf_counter() - begin
    return timed
for module, name, users in STAGES:
    found = importlib.import_module(module)
    wrapped = timer(f"{module.rsplit('.', 1)[-1]}.{name}", getattr(found, name))
    for holder in (module, *users):
        setattr(importlib.import_module(holder), name, wrapped)
start = time.perf_counter()""").replace(
    'print(json.dumps({"seconds": time.perf_counter() - start, **extra}))',
    'print(json.dumps({"seconds": time.perf_counter() - start, "stages": spent}))')


def stages(work: Path, data: Path, after: Path, rounds: int) -> dict[str, list[float]]:
    """The re-check with step 7 with a timer on each stage, in fresh processes."""
    found: dict[str, list[float]] = {}
    for _ in range(rounds):
        fresh(work, data)
        done = subprocess.run(
            [sys.executable, "-c", STAGED, str(after), str(after / HEADERS_FILE), LOG_KEY,
             TSA_ROOT, "recheck", "warm"], capture_output=True, text=True, check=True,
            env={**os.environ, "PYTHONPATH": str(ROOT / "src"),
                 "RECHECK_STAGES": json.dumps(STAGES)})
        result = json.loads(done.stdout)
        found.setdefault("  staged re-check, whole", []).append(result["seconds"])
        for name, seconds in result["stages"].items():
            found.setdefault(f"  stage {name}", []).append(seconds)
    return found


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


def in_process_of(tree: Path) -> str:
    """The code ``benchmarks/recheck.py`` of checkout ``tree`` runs in a fresh process."""
    module = ast.parse((tree / "benchmarks" / "recheck.py").read_text(encoding="utf-8"))
    for node in module.body:
        if isinstance(node, ast.Assign) and \
                any(getattr(target, "id", None) == "IN_PROCESS" for target in node.targets):
            return ast.literal_eval(node.value)
    raise SystemExit(f"{tree} has no benchmarks/recheck.py to run")


def against(other: Path, work: Path, data: Path, after: Path, rounds: int,
            cold: bool = False) -> None:
    """This code's re-check with step 7 and ``other``'s (a checkout of other code), in turn
    round by round, each a fresh process after the window's warm-up (``cold``: without it,
    importing on the way as a command does): the two medians and the pairs' ratios, which
    hold where the machine's speed drifts between rounds."""
    found: dict[Path, list[float]] = {ROOT: [], other: []}
    for _ in range(rounds):
        for tree in found:
            fresh(work, data)
            done = subprocess.run(
                [sys.executable, "-c", in_process_of(tree), str(after),
                 str(after / HEADERS_FILE), LOG_KEY, TSA_ROOT, "recheck",
                 *([] if cold else ["warm"])], capture_output=True, text=True, check=True,
                env={**os.environ, "PYTHONPATH": str(tree / "src")})
            found[tree].append(json.loads(done.stdout)["seconds"])
    ratios = [a / b for a, b in zip(found[ROOT], found[other], strict=True)]
    for tree, seconds in found.items():
        print(f"  re-check with step 7, {tree}: {statistics.median(seconds):.3f} s "
              f"({min(seconds):.3f}-{max(seconds):.3f})")
    print(f"  this code / the other, round by round: {statistics.median(ratios):.3f} "
          f"({min(ratios):.3f}-{max(ratios):.3f})")


def report(found: dict[str, list[float]]) -> None:
    median = {what: statistics.median(s) for what, s in found.items()}
    walk = median["full walk"]
    for what, seconds in found.items():
        print(f"  {what}: {median[what]:.3f} s ({min(seconds):.3f}-{max(seconds):.3f}), "
              f"{median[what] / walk:.3f} of the walk")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=126)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--work", type=Path, help="a folder kept between runs (the bundles "
                        "and the history are made once)")
    parser.add_argument("--against", type=Path, help="a checkout of other code: only the "
                        "re-check with step 7 is timed, this code's and its in turn")
    parser.add_argument("--cold", action="store_true", help="with --against: without the "
                        "window's warm-up, importing on the way as a command does")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        work = args.work or Path(folder)
        after = work / f"after-{args.sessions}"
        data = work / "data"
        if not (after.is_dir() and data.is_dir()):
            data, after = prepare(args.sessions, work)
        if args.against is not None:
            print(f"{os.cpu_count()} cores; {args.sessions} sessions plus one; median (range) "
                  f"of {args.rounds} rounds, each in a fresh process "
                  f"{'without' if args.cold else 'after'} the window's warm-up")
            against(args.against.resolve(), work, data, after, args.rounds, args.cold)
            return
        found = measure(work, data, after, args.rounds)
        found.update(start_up(after, work))
    print(f"{os.cpu_count()} cores; {args.sessions} sessions plus one; median (range) of "
          f"{args.rounds} rounds, each in a fresh process after the window's warm-up")
    report(found)


if __name__ == "__main__":
    main()
