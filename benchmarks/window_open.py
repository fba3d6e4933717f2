"""The window at season size: from opening a bundle to its verdict, and how long the
event loop was ever kept waiting.

    python benchmarks/window_open.py [--sessions 258] [--bundle DIR] [--runs 2]
                                     [--sources demo|offline|no-network]

Writes a season-size demo bundle (or reuses ``--bundle``), then, in a fresh process per
run with an offscreen window and the app's own event loop: opens the bundle as File > Open
does, and measures the time to the verdict on screen, the time until the Statistics tab is
filled, and the event loop's longest stall (a 10 ms heartbeat timer; a stall is the gap
between two beats beyond the 10 ms asked for). The demo bundle is walked with its own
demonstration sources, so no network is used.

``--sources offline`` and ``--sources no-network`` walk the bundle as a league (its
demonstration marker left out of a copy) with the reader's settings, in a settings folder
of the run's own: Offline ticked, or unticked with the explorer and the log at a closed
loopback port, which refuses at once as a computer without a network does. Nothing is
sent anywhere but loopback.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BEAT_MS = 10
STALL_MS = 100  # the target: no stall over this


def closed_port() -> int:
    """A loopback port nothing listens on: connecting is refused at once."""
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def use_sources(sources: str, folder: Path) -> None:
    """The reader's settings for this run, in ``folder`` (never the user's own)."""
    from PySide6.QtCore import QSettings

    from verifier_app.gui import config

    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    port = closed_port()
    config.OFFLINE.set(sources == "offline")
    config.EXPLORERS.set([f"http://127.0.0.1:{port}/api"])
    config.REKOR_URL.set(f"http://127.0.0.1:{port}")


def measure(bundle: Path, sources: str = "demo") -> dict:
    """One run, inside this process (called in a fresh child by ``main``)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    if sources != "demo":
        use_sources(sources, Path(tempfile.mkdtemp(prefix="window-open-settings-")))
    from verifier_app.gui.main_window import MainWindow
    from verifier_app.gui.warm_up import warm_up

    warm_up()  # as the app does before its window shows
    window = MainWindow()
    window.show()
    app.processEvents()
    clock = QElapsedTimer()
    gaps: list[float] = []
    last = [0.0]

    def beat() -> None:
        now = clock.nsecsElapsed() / 1e6
        gaps.append(now - last[0] - BEAT_MS)
        if os.environ.get("WINDOW_OPEN_TRACE") and gaps[-1] > STALL_MS:
            print(f"stall of {gaps[-1]:.0f} ms ending at {now / 1000:.2f} s", file=sys.stderr)
        last[0] = now

    heartbeat = QTimer()
    heartbeat.setInterval(BEAT_MS)
    heartbeat.timeout.connect(beat)
    clock.start()
    heartbeat.start()
    start = time.perf_counter()
    found: dict[str, float] = {}

    def look() -> None:  # the app's own event loop runs; this only watches it
        report = window.report
        if "verdict" not in found and report is not None and not window.busy:
            found["verdict"] = time.perf_counter() - start
            found["notice"] = window.network_notice.isVisible()
        if (report is not None and window.stats_for(report) is not None) or \
                time.perf_counter() - start > 600:
            found["statistics"] = time.perf_counter() - start
            app.quit()

    watch = QTimer()
    watch.setInterval(BEAT_MS)
    watch.timeout.connect(look)
    watch.start()
    window.open_paths([bundle], remember=False)
    app.exec()
    watch.stop()
    heartbeat.stop()
    verdict_at, stats_at = found.get("verdict"), found.get("statistics")
    stalls = [g for g in gaps if g > STALL_MS]
    return {"verdict_s": verdict_at, "statistics_s": stats_at,
            "longest_stall_ms": max(gaps, default=0.0), "stalls_over_100_ms": len(stalls),
            "verdict": window.verdict.title, "seals": len(window.report.seals),
            "network_notice": bool(found.get("notice"))}


def season_bundle(sessions: int, work: Path) -> Path:
    bundle = work / "season"
    subprocess.run([sys.executable, "-m", "verifier_app", "demo", str(bundle), "--sessions",
                    str(sessions)], check=True, stdout=subprocess.DEVNULL,
                   env={**os.environ, "PYTHONPATH": str(ROOT / "src")})
    return bundle


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=258)
    parser.add_argument("--bundle", default=None, help="reuse a demo bundle already written")
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--sources", choices=("demo", "offline", "no-network"),
                        default="demo", help="the demo's own, or a league's offline or with "
                                             "no network (closed loopback ports)")
    parser.add_argument("--child", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(measure(Path(args.child), args.sources)))
        return
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        os.environ.setdefault("VERIFIER_APP_CACHE_DIR", str(work / "cache"))
        bundle = Path(args.bundle) if args.bundle else season_bundle(args.sessions, work)
        if args.sources != "demo" and (bundle / "DEMONSTRATION.txt").exists():
            league = work / "league"
            shutil.copytree(bundle, league, ignore=shutil.ignore_patterns("DEMONSTRATION.txt"))
            bundle = league
        print("| run | open → verdict | open → statistics | longest stall | stalls > 100 ms "
              "| peak memory |")
        print("|---|---|---|---|---|---|")
        for n in range(1, args.runs + 1):
            env = {**os.environ, "PYTHONPATH": str(ROOT / "src"),
                   "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
            trace = os.environ.get("WINDOW_OPEN_TRACE")  # the stalls go to stderr then
            child = subprocess.Popen([sys.executable, __file__, "--child", str(bundle),
                                      "--sources", args.sources],
                                     stdout=subprocess.PIPE,
                                     stderr=None if trace else subprocess.DEVNULL, env=env)
            out = child.stdout.read() if child.stdout else b""
            _, _, usage = os.wait4(child.pid, 0)
            found = json.loads(out.decode().strip().splitlines()[-1])
            print(f"| {n} | {found['verdict_s']:.1f} s | {found['statistics_s']:.1f} s | "
                  f"{found['longest_stall_ms']:.0f} ms | {found['stalls_over_100_ms']} | "
                  f"{usage.ru_maxrss / 1024:.0f} MB |")
        print(f"({found['seals']} stamped lists; verdict: {found['verdict']}; sources: "
              f"{args.sources}; no-network notice shown: {found['network_notice']})")


if __name__ == "__main__":
    main()
