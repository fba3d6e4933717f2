"""Step 7's recount and the statistics at season size: how long, and how long the window waits.

    python benchmarks/recount_stall.py [--sessions 258] [--bundle DIR] [--runs 3]

Writes a season-size demo bundle (or reads ``--bundle``, never writing into it), walks it
once, then, in that one process with pandas already imported:

- times step 7 (``recount_step``) ``--runs`` times and prints the median;
- runs step 7 and then ``compute_stats`` (plain, with the switch "anchored before the
  outcome", and with the demo's price file) on a worker thread, as the window does, while
  the main thread wakes every 2 ms. It prints the longest wait of the main thread, split
  into waits during which the cyclic garbage collector ran (it holds the interpreter for
  its whole run) and the others: one call that keeps the interpreter, such as one pandas
  operation over every row. Each is the median over the runs of the longest one.

The machine is shared, so a wait also holds the time the operating system gave to others.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

import pandas  # noqa: E402,F401  (imported before any timing, as the walk has done)

from verifier_app.core.bundle_open import open_bundle  # noqa: E402
from verifier_app.engine import walk as walking  # noqa: E402
from verifier_app.stats import compute_stats  # noqa: E402
from verifier_app.stats.price_file import read_price_file  # noqa: E402
from verifier_app.stats.step7 import recount_step  # noqa: E402

TICK = 0.002


def waits(work: Callable[[], object]) -> tuple[float, float]:
    """(longest main-thread wait with a collector run inside it, longest without one)."""
    runs: list[tuple[float, float]] = []
    began = [0.0]

    def collector(phase: str, _info: dict) -> None:
        if phase == "start":
            began[0] = time.perf_counter()
        else:
            runs.append((began[0], time.perf_counter()))

    done = threading.Event()
    worker = threading.Thread(target=lambda: (work(), done.set()))
    gaps = []
    gc.callbacks.append(collector)
    try:
        worker.start()
        last = time.perf_counter()
        while not done.is_set():
            time.sleep(TICK)
            now = time.perf_counter()
            gaps.append((last, now))
            last = now
        worker.join()
    finally:
        gc.callbacks.remove(collector)
    with_gc = [b - a for a, b in gaps if any(s < b and e > a for s, e in runs)]
    without = [b - a for a, b in gaps if not any(s < b and e > a for s, e in runs)]
    return max(with_gc, default=0.0), max(without, default=0.0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=258)
    parser.add_argument("--bundle", type=Path, help="an existing demo bundle to read")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        bundle = args.bundle
        if bundle is None:
            bundle = Path(tmp) / "season"
            subprocess.run([sys.executable, "-m", "verifier_app", "demo", str(bundle),
                            "--sessions", str(args.sessions)], check=True, capture_output=True)
        measure(bundle, args.runs)


def measure(path: Path, runs: int) -> None:
    bundle = open_bundle([path])
    lists = walking.read_lists(bundle)
    chains = walking.scan_chains(bundle, lists, walking.WalkOptions())
    concluded = walking.conclude_seals(bundle, lists, chains)
    report = walking.walk(open_bundle([path]))
    prices = read_price_file(path / "demo-prices.csv")

    def recount() -> object:
        return recount_step(bundle, concluded.verified, chains.book_index)

    recount()  # the modules it imports on first use
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        recount()
        times.append(time.perf_counter() - start)
    print(f"recount_step: median {statistics.median(times):.2f} s of {runs} "
          f"({', '.join(f'{t:.2f}' for t in times)})")
    jobs = {"recount_step": recount,
            "compute_stats": lambda: compute_stats(report.bundle, report),
            "compute_stats, anchored": lambda: compute_stats(report.bundle, report,
                                                             anchored=True),
            "compute_stats, price file": lambda: compute_stats(report.bundle, report,
                                                               prices=prices)}
    for name, job in jobs.items():
        job()
        found = [waits(job) for _ in range(runs)]
        collector = statistics.median(w for w, _ in found)
        other = statistics.median(w for _, w in found)
        print(f"{name}: longest wait of the main thread {1000 * other:.0f} ms without a "
              f"collector run, {1000 * collector:.0f} ms with one (median of {runs})")


if __name__ == "__main__":
    main()
