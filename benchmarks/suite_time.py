"""The test suite's time, before and after, each from a fresh clone (issue 28, item 6).

    python benchmarks/suite_time.py COMMIT [COMMIT ...] [--same-tests-as COMMIT]

For each commit: clones this repository at that commit into a temporary folder, runs its own
``scripts/test -q -p no:cacheprovider`` (the set-up, ruff and pytest, as the README says) and
prints the wall time and the CPU time of the whole command (``/usr/bin/time``: the test
processes and every process they wait for), pytest's own summary line and the machine's load
average before and after.

``--same-tests-as BEFORE``: also runs, in the clone of the LAST commit given, only the tests
whose ids the BEFORE commit's suite collects and the last commit still has (the same coverage,
test for test, where a test kept its name), so that a suite that has grown since can be
compared with the one it was.

The machine should be quiet: a shared machine moves wall times by half or more; the CPU time
moves less.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TIME = "/usr/bin/time"


def clone(commit: str, where: Path) -> Path:
    folder = where / commit[:12]
    subprocess.run(["git", "clone", "-q", str(ROOT), str(folder)], check=True)
    subprocess.run(["git", "-C", str(folder), "checkout", "-q", commit], check=True)
    return folder


def timed_suite(folder: Path, extra: list[str]) -> dict[str, str]:
    """``scripts/test`` in ``folder``: wall and CPU seconds, pytest's last line, the load."""
    before = os.getloadavg()
    done = subprocess.run([TIME, "-f", "%e %U %S", "scripts/test", "-q", "-rfE", "-p",
                           "no:cacheprovider", *extra], cwd=folder, capture_output=True,
                          text=True)
    after = os.getloadavg()
    wall, user, system = done.stderr.strip().splitlines()[-1].split()
    summary = [line for line in done.stdout.splitlines() if " in " in line and
               ("passed" in line or "failed" in line)]
    failed = [line for line in done.stdout.splitlines()
              if line.startswith(("FAILED ", "ERROR "))]
    return {"wall": wall, "cpu": f"{float(user) + float(system):.0f}",
            "pytest": summary[-1] if summary else "(no summary)",
            "load": f"{before[0]:.1f} before, {after[0]:.1f} after", "failed": failed}


def collected(folder: Path) -> list[str]:
    """The test ids the suite in ``folder`` collects (after its set-up)."""
    subprocess.run(["scripts/setup"], cwd=folder, check=True, capture_output=True)
    done = subprocess.run([".venv/bin/python", "-m", "pytest", "--collect-only", "-q", "-p",
                           "no:cacheprovider"], cwd=folder, capture_output=True, text=True,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    return [line for line in done.stdout.splitlines() if "::" in line]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("commits", nargs="+")
    parser.add_argument("--same-tests-as", metavar="COMMIT")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as where:
        # Readable by others, as a clone in a home or /tmp is: one test reads the bundle as
        # the unprivileged user 'nobody', and that walk loads the app's files from the clone.
        os.chmod(where, 0o755)
        folders = {c: clone(c, Path(where)) for c in args.commits}
        for commit, folder in folders.items():
            print(f"{commit}: {timed_suite(folder, [])}", flush=True)
        if args.same_tests_as:
            last = folders[args.commits[-1]]
            wanted = set(collected(clone(args.same_tests_as, Path(where) / "old")))
            kept = sorted(wanted & set(collected(last)))
            print(f"{len(kept)} of the {len(wanted)} tests of {args.same_tests_as} kept their "
                  "names", flush=True)
            ids = Path(where) / "ids.txt"
            ids.write_text("\n".join(kept))
            # pytest reads arguments from a file given as @file (pytest 8.2 and later)
            print(f"{args.commits[-1]}, those tests only: "
                  f"{timed_suite(last, [f'@{ids}'])}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
