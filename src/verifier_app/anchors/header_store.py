"""Bitcoin headers kept in the user's cache folder, admitted only once checked.

A header gets in only when its double SHA-256 meets its own target, that target is no
easier than the main chain's in its period (``header_chain.era_target``), it matches a
published checkpoint where one exists, and it links to the neighbours already kept. So
the store holds nothing a later walk would have to trust: every use re-reads headers
whose proof of work speaks for itself. It lives beside the other caches, never in a
bundle.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Mapping
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from verifier_app.anchors.block_headers import (
    HEADER_SIZE,
    BlockHeader,
    HeaderError,
    meets_target,
    parse_header,
)
from verifier_app.anchors.header_chain import era_problem
from verifier_app.core.cache import cache_root, damaged
from verifier_app.core.messages import Grouped, Message

FILE_NAME = "bitcoin-headers.sqlite3"


def store_path() -> Path:
    return cache_root() / FILE_NAME


def _connect(path: Path) -> sqlite3.Connection:
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path, timeout=5.0)
    db.execute("CREATE TABLE IF NOT EXISTS headers (height INTEGER PRIMARY KEY, raw BLOB)")
    return db


def admissible(height: int, header: BlockHeader) -> bool:
    try:
        return meets_target(header) and era_problem(height, header) is None
    except HeaderError:
        return False


def admit(headers: Mapping[int, BlockHeader], path: Path | None = None) -> int:
    """Keep every header that checks out and links to its kept neighbours; the count kept."""
    if not headers:
        return 0
    try:
        with closing(_connect(path or store_path())) as db, db:
            return _admit(db, headers)
    except (sqlite3.Error, OSError):  # a cache that cannot be written only costs speed
        return 0


def _admit(db: sqlite3.Connection, headers: Mapping[int, BlockHeader]) -> int:
    heights = sorted(headers)
    kept = _read(db, [h - 1 for h in heights] + [h + 1 for h in heights])
    admitted = 0
    for height in heights:
        header = headers[height]
        if not admissible(height, header) or not _links(height, header, kept):
            continue
        db.execute("INSERT OR IGNORE INTO headers VALUES (?, ?)", (height, header.raw))
        kept[height] = header
        admitted += 1
    return admitted


def _links(height: int, header: BlockHeader, kept: Mapping[int, BlockHeader]) -> bool:
    before, after = kept.get(height - 1), kept.get(height + 1)
    if before is not None and header.prev_hash != before.block_hash:
        return False
    return after is None or after.prev_hash == header.block_hash


@dataclass(frozen=True)
class KeptHeaders:
    """Headers read back from the store, or none and why (a store that is no database, a
    row that is no header): the damage is said beside the result, never trusted."""

    headers: dict[int, BlockHeader]
    damage: Message | None = None


def read_range(first: int, last: int, path: Path | None = None) -> dict[int, BlockHeader]:
    """Kept headers from ``first`` to ``last`` (inclusive); empty when there is no store."""
    return read_checked(first, last, path).headers


def read_checked(first: int, last: int, path: Path | None = None) -> KeptHeaders:
    """``read_range`` with what was wrong with the store, if anything."""
    chosen = path or store_path()
    if not chosen.exists():
        return KeptHeaders({})
    if not chosen.is_file():  # a folder, a pipe or a device where the store should be
        why = "cache.why.folder" if chosen.is_dir() else "cache.why.not_regular"
        return KeptHeaders({}, damaged(chosen, Message.of(why)))
    try:
        with closing(sqlite3.connect(f"file:{chosen}?mode=ro", uri=True, timeout=5.0)) as db:
            rows = db.execute("SELECT height, raw FROM headers WHERE height BETWEEN ? AND ?",
                              (first, last)).fetchall()
    except sqlite3.Error as error:
        return KeptHeaders({}, damaged(chosen, Message.of("cache.why.unreadable",
                                                          reason=str(error))))
    found, bad = _parsed(rows)
    if bad:  # a store that holds anything but headers was not written by this app
        return KeptHeaders({}, damaged(chosen, Message.of("cache.why.rows", count=Grouped(bad))))
    return KeptHeaders(found)


def _read(db: sqlite3.Connection, heights: Iterable[int]) -> dict[int, BlockHeader]:
    wanted = sorted(set(heights))
    rows: list[tuple[int, bytes]] = []
    for start in range(0, len(wanted), 500):
        chunk = wanted[start:start + 500]
        marks = ",".join("?" * len(chunk))
        rows += db.execute(f"SELECT height, raw FROM headers WHERE height IN ({marks})",
                           chunk).fetchall()
    return _parsed(rows)[0]


def _parsed(rows: Iterable[tuple[object, object]]) -> tuple[dict[int, BlockHeader], int]:
    """The rows that are a whole-number height and an 80-byte header, and how many were
    not. SQLite keeps any type in any column: a text height or a number where the bytes
    should be (``bytes(10**12)`` would ask for a terabyte) is damage, never converted."""
    found: dict[int, BlockHeader] = {}
    bad = 0
    for height, raw in rows:
        if type(height) is not int or type(raw) is not bytes or len(raw) != HEADER_SIZE:
            bad += 1
            continue
        try:
            found[height] = parse_header(raw)
        except HeaderError:
            bad += 1
    return found, bad
