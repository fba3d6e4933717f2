"""The walk at season size: offline, and against loopback sources that answer late.

    python benchmarks/season_walk.py [--sessions 258] [--latency 0.1] [--bundle DIR]
                                     [--runs 3] [--pairs 7]

Writes a season-size demo bundle (or reuses ``--bundle``), then runs, each as a fresh
``verifier-app verify … --json`` process:

- offline: the demo's headers file, its log key and its authorities' root, ``--runs``
  times (the median, and the range);
- online: two Esplora-style explorers and a Rekor log on 127.0.0.1 that wait
  ``--latency`` seconds before every answer (the log is asked because the copy walked
  online carries no saved log answers);
- the lone book (``verify --offline BOOK``) against the paper's Appendix B step-4
  snippet, whole process against whole process, run in turn ``--pairs`` times: each
  one's median, and the median of the pairs' ratios.

Prints wall time, requests per host and peak memory (resident set of the process, by GNU
time where it is installed).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "src"))

from tests.servers.esplora import EsploraServer  # noqa: E402
from tests.servers.rekor_log import RekorLogServer  # noqa: E402

from verifier_app.demo.anchors import HEADERS_FILE  # noqa: E402
from verifier_app.resources import resource_path  # noqa: E402

LOG_KEY = str(resource_path("rekor", "demo-log-key.pub.pem"))
TSA_ROOT = str(resource_path("demo-tsa", "demo-root.pem"))


TIME = shutil.which("time", path="/usr/bin:/bin")  # GNU time: the peak of the command alone


def run(argv: list[str], out: Path | None = None,
        cache: Path | None = None) -> tuple[float, int, int]:
    """(wall seconds, exit code, peak RSS in kB) of one fresh process; ``cache``: an empty
    user cache folder, so the walk is a first-time reader's (nothing kept from before).

    The peak is GNU time's (``%M``) where it is installed: a child started straight from
    this process would count this process's own memory from before it started the
    command, which for the lone book is more than the command's."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    if cache is not None:
        shutil.rmtree(cache, ignore_errors=True)
        env["VERIFIER_APP_CACHE_DIR"] = str(cache)
    with tempfile.NamedTemporaryFile(suffix=".peak") as peak:
        command = [TIME, "-f", "%M", "-o", peak.name, *argv] if TIME else argv
        sink = open(out, "wb") if out else subprocess.DEVNULL  # noqa: SIM115
        start = time.perf_counter()
        child = subprocess.Popen(command, stdout=sink, stderr=subprocess.DEVNULL, env=env)
        _, status, usage = os.wait4(child.pid, 0)
        wall = time.perf_counter() - start
        if out:
            sink.close()
        written = Path(peak.name).read_text().split() if TIME else []
    rss = int(written[-1]) if written and written[-1].isdigit() else usage.ru_maxrss
    return wall, os.waitstatus_to_exitcode(status), rss


def verifier(*args: str) -> list[str]:
    return [sys.executable, "-m", "verifier_app", "verify", *args]


def season_bundle(args: argparse.Namespace, work: Path) -> Path:
    if args.bundle:
        return Path(args.bundle)
    bundle = work / "season"
    subprocess.run([sys.executable, "-m", "verifier_app", "demo", str(bundle), "--sessions",
                    str(args.sessions)], check=True, stdout=subprocess.DEVNULL,
                   env={**os.environ, "PYTHONPATH": str(ROOT / "src")})
    return bundle


def offline(bundle: Path, work: Path, runs: int) -> dict:
    """The offline walk ``runs`` times, each with an empty cache: the median and the range."""
    out = work / "offline.json"
    argv = verifier(str(bundle), "--offline", "--headers", str(bundle / HEADERS_FILE),
                    "--rekor-key", LOG_KEY, "--trust-ca", TSA_ROOT, "--json")
    found = [run(argv, out, work / "cache-offline") for _ in range(runs)]
    report = json.loads(out.read_text("utf-8"))
    walls = [wall for wall, _, _ in found]
    return {"walk": "offline", "seconds": statistics.median(walls),
            "spread": (min(walls), max(walls)), "exit": max(code for _, code, _ in found),
            "rss_mb": max(rss for _, _, rss in found) / 1024, "seals": len(report["seals"]),
            "json_mb": out.stat().st_size / 1e6, "verdict": report["verdict"],
            "requests": {}}


def online(bundle: Path, work: Path, latency: float) -> dict:
    copy = work / "online-copy"
    shutil.copytree(bundle, copy, ignore=shutil.ignore_patterns("rekor"))
    headers = {int(h): bytes.fromhex(x)
               for h, x in json.loads((bundle / HEADERS_FILE).read_text()).items()}
    entries: dict = {}
    for saved in (bundle / "rekor").glob("*.json"):
        entries.update(json.loads(saved.read_text()))
    with EsploraServer(headers, delay=latency, bulk=True) as one, \
            EsploraServer(headers, delay=latency, bulk=True) as two, \
            RekorLogServer(entries, delay=latency, bulk=True) as log:
        out = work / "online.json"
        wall, code, rss = run(verifier(str(copy), "--explorer", one.url, "--explorer", two.url,
                                       "--rekor-url", log.url, "--rekor-key", LOG_KEY,
                                       "--trust-ca", TSA_ROOT, "--json"), out,
                                 work / "cache-online")
        requests = {"explorer 1": len(one.requests), "explorer 2": len(two.requests),
                    "log": len(log.requests)}
    report = json.loads(out.read_text("utf-8"))
    return {"walk": f"online, {latency * 1000:g} ms a request", "seconds": wall, "exit": code,
            "rss_mb": rss / 1024, "seals": len(report["seals"]),
            "json_mb": out.stat().st_size / 1e6, "verdict": report["verdict"],
            "requests": requests}


def lone_book(bundle: Path, work: Path, pairs: int) -> tuple[list[dict], list[float]]:
    """The snippet and ``verify --offline BOOK`` in turn, ``pairs`` times (pairing keeps the
    ratio fair while the machine's speed drifts): each one's median, and each pair's
    ratio of the verifier's wall time to the snippet's."""
    spec = importlib.util.spec_from_file_location("chain_check", ROOT / "benchmarks" /
                                                  "chain_check.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    snippet = work / "snippet.py"
    snippet.write_text(module.PAPER_SNIPPET)
    book = next(bundle.rglob("council-book.jsonl"))
    commands = (("Appendix B snippet", [sys.executable, str(snippet), str(book)]),
                ("verify --offline BOOK", verifier(str(book), "--offline")))
    runs: dict[str, list[tuple[float, int, int]]] = {name: [] for name, _ in commands}
    for _ in range(pairs):
        for name, argv in commands:
            runs[name].append(run(argv, cache=work / "cache-book"))
    rows = [{"walk": name, "seconds": statistics.median([r[0] for r in found]),
             "spread": (min(r[0] for r in found), max(r[0] for r in found)),
             "exit": max(r[1] for r in found), "rss_mb": max(r[2] for r in found) / 1024,
             "requests": {}} for name, found in runs.items()]
    ratios = [ours[0] / paper[0] for paper, ours in
              zip(runs["Appendix B snippet"], runs["verify --offline BOOK"], strict=True)]
    return rows, ratios


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=258)
    parser.add_argument("--latency", type=float, default=0.1)
    parser.add_argument("--bundle", default=None, help="reuse a demo bundle already written")
    parser.add_argument("--skip-online", action="store_true")
    parser.add_argument("--runs", type=int, default=3, help="offline walks (median)")
    parser.add_argument("--pairs", type=int, default=7,
                        help="lone-book runs in turn with the snippet (median)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        bundle = season_bundle(args, work)
        lists = sum(1 for _ in bundle.rglob("*.txt.ots"))
        rows = [offline(bundle, work, args.runs)]
        if not args.skip_online:
            rows.append(online(bundle, work, args.latency))
        book_rows, ratios = lone_book(bundle, work, args.pairs)
        rows += book_rows
    print(f"season bundle: {lists} stamped lists with proofs; {os.cpu_count()} cores; "
          f"peak memory {'by GNU time' if TIME else 'as the kernel gave it this process'}")
    print(f"{'walk':<28}{'seconds':>9}  {'range':<13}{'peak MB':>8}  requests per host")
    for row in rows:
        hosts = ", ".join(f"{k} {v}" for k, v in row["requests"].items()) or "-"
        total = sum(row["requests"].values())
        low, high = row.get("spread", (row["seconds"], row["seconds"]))
        spread = f"{low:.2f}-{high:.2f}" if high > low else ""
        print(f"{row['walk']:<28}{row['seconds']:>9.2f}  {spread:<13}{row['rss_mb']:>8.0f}  "
              f"{hosts}" + (f" (total {total})" if total else ""))
    faster = [1 / ratio for ratio in ratios]
    print(f"lone book, {len(ratios)} pairs in turn: the snippet's wall time over the "
          f"verifier's, median {statistics.median(faster):.2f}x (from {min(faster):.2f}x to "
          f"{max(faster):.2f}x)")
    for row in rows:
        if "verdict" in row:
            print(f"{row['walk']}: verdict {row['verdict']}, {row['seals']} seals, "
                  f"JSON {row['json_mb']:.1f} MB")


if __name__ == "__main__":
    main()
