"""The least wall time the offline walk could take on two cores, from what each part costs.

    python benchmarks/walk_floor.py --bundle DIR [--copies 2]

Runs the offline walk of a season-size demo bundle (``python -m verifier_app demo DIR
--sessions 258`` writes one) part by part, in turn, on one core, in a fresh process with
the command line's collector settings, and prints each part's processor time:

- before the parts can run side by side: starting the program (interpreter and imports,
  timed in a process of its own), opening the bundle, reading the stamped lists;
- the parts the walk runs side by side: the chain scan, the anchors, the recount;
- after them, since they need all three: joining the anchors to the seals, the steps and
  the lines' properties, the verdict, the ``--json`` report.

With ``--copies 2`` two such processes run at once, one per core, and the figures are
each one's: on this kind of machine a part takes more processor time while the other core
is busy too.

The floor is the time before, plus the side-by-side parts' processor time shared
perfectly over two cores, plus the time after. A walk can only be slower than this.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PARTS = r'''
import io, json, sys, time
from pathlib import Path
from verifier_app.core.collector import for_one_task
for_one_task()
import verifier_app.engine.walk as W
from verifier_app import cli, cli_anchors
from verifier_app.cli_output import emit_json
from verifier_app.demo.anchors import HEADERS_FILE
from verifier_app.core.bundle_open import open_bundle
from verifier_app.resources import resource_path

bundle_dir = Path(sys.argv[1])
spent = {}

def part(name, work):
    start = time.process_time()
    value = work()
    spent[name] = time.process_time() - start
    return value

bundle = part("open the bundle", lambda: open_bundle([bundle_dir]))
lists = part("read the lists", lambda: W.read_lists(bundle))
options = W.WalkOptions()  # no pool: one core
def scan_and_conclude():
    chains = W.scan_chains(bundle, lists, options)
    return chains, W.conclude_seals(bundle, lists, chains)

chains, concluded = part("chain scan", scan_and_conclude)
# As season_walk.py's offline walk asks for it.
arguments = cli.build_parser().parse_args([
    "verify", str(bundle_dir), "--offline", "--headers", str(bundle_dir / HEADERS_FILE),
    "--rekor-key", str(resource_path("rekor", "demo-log-key.pub.pem")),
    "--trust-ca", str(resource_path("demo-tsa", "demo-root.pem")), "--json"])
anchors = cli_anchors.anchor_options(arguments, bundle)
def check_anchors():
    from verifier_app.anchors import anchor_steps  # noqa: F401 - its libraries: part of the cost

    return W.check_anchor_phase(bundle, lists.seals, W.WalkOptions(anchors=anchors))

checked = part("anchors", check_anchors)
recounted = part("recount", lambda: W.recount(bundle, concluded.verified, chains.book_index,
                                                chains.declarations))
anchored = part("join the anchors", lambda: W.join_anchors(concluded, checked))
done = part("steps and properties", lambda: W.conclude_steps(
    bundle, chains, concluded, anchored, recounted, options))
report = part("verdict", lambda: W.decide_walk(bundle, chains, concluded.verified, anchored,
                                               done, recounted))
stdout, sys.stdout = sys.stdout, io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
part("json report", lambda: emit_json(report.to_json(), indent=None))
sys.stdout = stdout
print(json.dumps(spent))
'''

# What the command imports before its walk starts.
START = ("import verifier_app.cli, verifier_app.engine.walk, verifier_app.core.bundle, "
         "verifier_app.report.text, verifier_app.anchors.anchor_files, "
         "verifier_app.anchors.anchor_options")
BEFORE = ("start the program", "open the bundle", "read the lists")
BESIDE = ("chain scan", "anchors", "recount")
AFTER = ("join the anchors", "steps and properties", "verdict", "json report")


def measure(bundle: Path, copies: int) -> list[dict[str, float]]:
    """Each copy's processor time per part (the copies run at once)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    children = [subprocess.Popen([sys.executable, "-c", PARTS, str(bundle)], env=env,
                                 stdout=subprocess.PIPE) for _ in range(copies)]
    found = [json.loads(child.communicate()[0]) for child in children]
    for spent in found:
        spent["start the program"] = _start_time(env)
    return found


def _start_time(env: dict[str, str], runs: int = 5) -> float:
    """Interpreter start and the imports before the walk, as a whole process (median)."""
    walls = []
    for _ in range(runs):
        started = time.perf_counter()
        subprocess.run([sys.executable, "-c", START], env=env, check=True)
        walls.append(time.perf_counter() - started)
    return statistics.median(walls)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, required=True)
    parser.add_argument("--copies", type=int, default=1, choices=(1, 2))
    args = parser.parse_args()
    for copy, spent in enumerate(measure(args.bundle, args.copies), 1):
        before = sum(spent[name] for name in BEFORE)
        beside = sum(spent[name] for name in BESIDE)
        after = sum(spent[name] for name in AFTER)
        print(f"copy {copy} of {args.copies}: processor seconds per part")
        for name in (*BEFORE, *BESIDE, *AFTER):
            print(f"  {name:<22}{spent[name]:>7.3f}")
        print(f"  before {before:.2f} s + side by side {beside:.2f} s / 2 cores "
              f"+ after {after:.2f} s = floor {before + beside / 2 + after:.2f} s")


if __name__ == "__main__":
    main()
