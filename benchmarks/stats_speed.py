"""Time the statistics on a season-size demo bundle.

    python benchmarks/stats_speed.py [--sessions 126 378]

For each size: writes a demo bundle, runs the walk (the statistics only read verified
rows, so they need it), then ``compute_stats`` over every measure, and prints the row
count, the seconds of each part and the peak resident memory of the process.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

MEASURE = r'''
import json, resource, sys, time
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.collector import for_one_task
from verifier_app.core.process_pool import process_pool
from verifier_app.engine.walk import WalkOptions, walk
from verifier_app.stats import compute_stats
for_one_task()  # as the command line has it
start = time.perf_counter()
with process_pool() as pool:  # as the command line has it: one pool per walk
    report = walk(open_bundle([sys.argv[1]]), WalkOptions(pool=pool))
walked = time.perf_counter()
stats = compute_stats(report.bundle, report)
done = time.perf_counter()
rows = stats.rows.total
print(json.dumps({"walk": walked - start, "stats": done - walked, "rows": rows,
                  "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
'''


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, nargs="+", default=[126, 378])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for sessions in args.sessions:
            bundle = Path(tmp) / f"s{sessions}"
            subprocess.run([sys.executable, "-m", "verifier_app", "demo", str(bundle),
                            "--sessions", str(sessions)], check=True, capture_output=True)
            out = subprocess.run([sys.executable, "-c", MEASURE, str(bundle)], check=True,
                                 capture_output=True, text=True).stdout
            result = json.loads(out)
            print(f"{sessions} sessions, {result['rows']:,} forecast rows: walk "
                  f"{result['walk']:.1f} s, statistics {result['stats']:.1f} s, "
                  f"peak RSS {result['rss_mb']:.0f} MB")


if __name__ == "__main__":
    main()
