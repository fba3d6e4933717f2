"""A league that grows session by session, for the watch's tests: the demo generator's
season revealed day by day into the folder a loopback ``LiveSite`` serves.

``reveal(master, root, day)`` makes ``root`` hold what the site would have published by
the end of ``day``: the book and the ask chain cut after the last line a seal of that day
(or before) covers, the proof folders of the days up to it, and the other data files as
the generator wrote them. The book only grows, so each day's copy starts with the day
before's, byte for byte, as on the real site.
"""

from __future__ import annotations

import csv
import re
import shutil
from pathlib import Path

PROOF = Path("markets") / "proof"
API = Path("api") / "v1"
CLAIM = re.compile(rb"^(\S+): (\d+) lines, sha256 ", re.M)


def seal_days(master: Path) -> list[str]:
    return sorted(p.name for p in (master / PROOF).iterdir() if p.is_dir())


def covered(master: Path, day: str) -> dict[str, int]:
    """The longest prefix of each chained file the seals up to ``day`` cover."""
    longest: dict[str, int] = {}
    for folder in (master / PROOF).iterdir():
        if folder.name > day:
            continue
        for stamped in folder.glob("*Z.txt"):
            for name, lines in CLAIM.findall(stamped.read_bytes()):
                key = name.decode().rsplit("/", 1)[-1]
                longest[key] = max(longest.get(key, 0), int(lines))
    return longest


def reveal(master: Path, root: Path, day: str) -> None:
    """Publish, in ``root``, the league as it stood at the end of ``day``."""
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(master / API, root / API)
    lines = covered(master, day)
    for name, count in (("council-book.jsonl", lines.get("book.jsonl", 0)),
                        ("asks.jsonl", lines.get("asks.jsonl", 0))):
        whole = (master / API / name).read_bytes().splitlines(keepends=True)
        (root / API / name).write_bytes(b"".join(whole[:count]))
    _forecasts_until(root / API / "council-forecasts.csv", lines.get("book.jsonl", 0))
    # The generator's published figures are the whole season's; a day's site publishes
    # none (the recount then has nothing of the operator's to compare, and says so).
    (root / API / "council-stats.json").write_bytes(b'{"demo": true}\n')
    for folder in (master / PROOF).iterdir():
        if folder.name <= day:
            shutil.copytree(folder, root / PROOF / folder.name)


def _forecasts_until(path: Path, lines: int) -> None:
    """Only the forecast rows of the book lines published so far."""
    with open(path, encoding="utf-8", newline="") as stream:
        rows = list(csv.reader(stream))
    column = rows[0].index("line")
    kept = [rows[0]] + [r for r in rows[1:] if r[column].isdigit() and int(r[column]) <= lines]
    with open(path, "w", encoding="utf-8", newline="") as stream:
        csv.writer(stream, lineterminator="\n").writerows(kept)
