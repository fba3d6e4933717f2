"""Time the chain check against the paper's own step-4 snippet, and watch memory.

    python benchmarks/chain_check.py [--sessions 126] [--repeat 3]

Writes season-size demo books (``verifier-app demo --sessions N``, and one twice as long
to show that memory does not grow with the book), then runs, each in a fresh process:
the paper's snippet (Appendix B, step 4), our check on one core, and on two. Prints the
best wall time of each, the ratio to the snippet, and the peak resident memory (RSS of
the process and of its worker processes).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

PAPER_SNIPPET = r'''
import json, hashlib, resource, sys, time
start = time.perf_counter()
H = lambda o: hashlib.sha256(json.dumps(o, sort_keys=True, ensure_ascii=False).encode()).hexdigest()
lines = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
prev = ""
for i, x in enumerate(lines, 1):
    assert x["n"] == i and x["prev"] == prev
    assert x["seal"] == H({k: v for k, v in x.items() if k not in ("seal", "link", "prev", "n")})
    assert x["link"] == H({k: v for k, v in x.items() if k != "link"})
    prev = x["link"]
elapsed = time.perf_counter() - start
print(json.dumps({"seconds": elapsed, "lines": len(lines),
                  "rss_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}))
'''

ENGINE = r'''
import json, resource, sys, time
from pathlib import Path
from verifier_app.core.bundle import BundleFile
from verifier_app.core.chain import scan_chain
from verifier_app.core.process_pool import walk_pool
path = Path(sys.argv[1])
start = time.perf_counter()
with walk_pool(int(sys.argv[2])) as pool:
    scan = scan_chain(BundleFile(path.name, path.stat().st_size, disk_path=path), {100},
                      pool=pool)
elapsed = time.perf_counter() - start
assert scan.result.chain_ok, scan.result.problem
rss = max(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
          resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
print(json.dumps({"seconds": elapsed, "lines": scan.result.lines, "rss_kb": rss}))
'''


def run(code: str, *args: str) -> dict:
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          check=True)
    return json.loads(done.stdout)


def best_of(repeat: int, code: str, *args: str) -> dict:
    results = [run(code, *args) for _ in range(repeat)]
    return min(results, key=lambda r: r["seconds"])


def make_book(folder: Path, sessions: int) -> Path:
    subprocess.run([sys.executable, "-m", "verifier_app", "demo", str(folder),
                    "--sessions", str(sessions)], check=True, capture_output=True)
    return folder / "api" / "v1" / "council-book.jsonl"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=126)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for sessions in (args.sessions, 2 * args.sessions):
            book = make_book(Path(tmp) / f"s{sessions}", sessions)
            size_mb = book.stat().st_size / 1e6
            paper = best_of(args.repeat, PAPER_SNIPPET, str(book))
            print(f"\nbook: {sessions} sessions, {paper['lines']} lines, {size_mb:.1f} MB")
            print(f"  {'paper snippet':<22} {paper['seconds']:7.3f} s   peak RSS "
                  f"{paper['rss_kb'] / 1024:6.1f} MB")
            for workers in (1, 2):
                ours = best_of(args.repeat, ENGINE, str(book), str(workers))
                ratio = paper["seconds"] / ours["seconds"]
                print(f"  {f'verifier, {workers} core(s)':<22} {ours['seconds']:7.3f} s   "
                      f"peak RSS {ours['rss_kb'] / 1024:6.1f} MB   {ratio:4.2f}x the snippet")


if __name__ == "__main__":
    main()
