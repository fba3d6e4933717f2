"""Streaming check of a hash-chained book (SPEC section 3, Appendix B steps 3 and 4).

One pass over the bytes does everything: the running SHA-256 of complete lines gives the
prefix hashes the stamped lists ask for, and every line's seal and link are recomputed.
Seal and link depend on one line only, so batches go to the walk's worker processes when
the book is large and a pool is given; only the ``prev`` comparison runs in order here.
At most a few batches are in flight, so memory stays flat however long the book grows.
"""

from __future__ import annotations

import hashlib
from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any, BinaryIO

from verifier_app.core.bundle import BundleFile
from verifier_app.core.errors import Cancelled
from verifier_app.core.line_rules import (
    MAX_LINE_BYTES,
    REASONS,
    RULE_ORDER,
    Extract,
    LineVerdict,
    check_batch,
)
from verifier_app.core.process_pool import ProcessPool
from verifier_app.core.results import ChainResult

BATCH_BYTES = 512 * 1024
PARALLEL_FROM_BYTES = 4 * 1024 * 1024

Progress = Callable[[int, int], None]
CancelCheck = Callable[[], bool]
LineSink = Callable[[int, dict[str, Any]], None]
RecordSink = Callable[[int, Any], None]


@dataclass
class Prefix:
    """The state of the book after its first ``lines`` complete lines."""

    lines: int
    sha256: str
    last_link: str | None


@dataclass
class ChainScan:
    result: ChainResult
    prefixes: dict[int, Prefix] = field(default_factory=dict)


@dataclass
class _RawLine:
    data: bytes | None  # None when the line was too long to keep
    complete: bool


def scan_chain(
    book: BundleFile,
    checkpoints: set[int] | None = None,
    *,
    on_line: LineSink | None = None,
    progress: Progress | None = None,
    cancel: CancelCheck | None = None,
    pool: ProcessPool | None = None,
    extract: tuple[Extract, RecordSink] | None = None,
) -> ChainScan:
    """Recompute every seal and link of ``book`` and the prefix hashes at ``checkpoints``.

    ``extract``: a function the workers apply to every parsed line, and where its values
    go, in line order (a reader that needs the lines' content gets it from this one read).
    ``pool``: the walk's worker processes, used from ``PARALLEL_FROM_BYTES``.
    """
    scanner = _Scanner(book, checkpoints or set(), on_line,
                       extract[1] if extract is not None else None)
    pick = extract[0] if extract is not None else None
    with book.open() as stream:
        batches = _batches(stream, scanner)
        if pool is None or book.size < PARALLEL_FROM_BYTES:
            for start, raws in batches:
                scanner.absorb(check_batch(start, raws, pick))
                _tick(scanner, progress, cancel)
        else:
            _run_parallel(batches, scanner, pool, progress, cancel, pick)
    return scanner.finish()


def _tick(scanner: _Scanner, progress: Progress | None, cancel: CancelCheck | None) -> None:
    if cancel is not None and cancel():
        raise Cancelled()
    if progress is not None:
        progress(scanner.bytes_read, scanner.total)


Batches = Iterator[tuple[int, list[bytes | None]]]


def _run_parallel(batches: Batches, scanner: _Scanner, pool: ProcessPool,
                  progress: Progress | None, cancel: CancelCheck | None,
                  pick: Extract | None) -> None:
    """Batches checked by the pool's workers, at most two per worker in flight (memory
    stays flat), their verdicts taken in order."""
    pending: deque[Future[list[LineVerdict]]] = deque()
    try:
        for start, raws in batches:
            pending.append(pool.submit(check_batch, start, raws, pick))
            if len(pending) >= 2 * pool.size:
                scanner.absorb(pending.popleft().result())
                _tick(scanner, progress, cancel)
        while pending:
            scanner.absorb(pending.popleft().result())
            _tick(scanner, progress, cancel)
    finally:  # on Cancel or a failure: the pool goes on with the walk, without these
        for future in pending:
            future.cancel()


def _batches(stream: BinaryIO, scanner: _Scanner) -> Iterator[tuple[int, list[bytes | None]]]:
    """Complete lines in batches of about ``BATCH_BYTES``, with their first position."""
    batch: list[bytes | None] = []
    size = 0
    start = 1
    for raw in _lines(stream, scanner):
        if not raw.complete:
            scanner.partial_last_line = True
            break
        batch.append(raw.data)
        size += len(raw.data) if raw.data is not None else MAX_LINE_BYTES
        if size >= BATCH_BYTES:
            yield start, batch
            start += len(batch)
            batch, size = [], 0
    if batch:
        yield start, batch


def _lines(stream: BinaryIO, scanner: _Scanner) -> Iterator[_RawLine]:
    """Stored lines exactly as bytes; complete ones are fed to the prefix hash."""
    while True:
        raw = stream.readline(MAX_LINE_BYTES + 1)
        if not raw:
            return
        scanner.bytes_read += len(raw)
        if raw.endswith(b"\n"):
            scanner.feed(raw)
            scanner.count_line()
            yield _RawLine(raw, True)
        elif len(raw) <= MAX_LINE_BYTES:
            scanner.unfinished = raw
            yield _RawLine(raw, False)  # a last line without LF: not yet part of the book
        else:
            yield _drain_long_line(stream, scanner, raw)


def _drain_long_line(stream: BinaryIO, scanner: _Scanner, head: bytes) -> _RawLine:
    """Hash an over-long line in chunks without keeping it; it is reported as broken."""
    scanner.feed(head)
    while True:
        chunk = stream.readline(MAX_LINE_BYTES)
        if not chunk:
            return _RawLine(None, False)
        scanner.bytes_read += len(chunk)
        scanner.feed(chunk)
        if chunk.endswith(b"\n"):
            scanner.count_line()
            return _RawLine(None, True)


class _Scanner:
    """Sequential state: prefix hash, the previous link and the first broken rule."""

    def __init__(self, book: BundleFile, checkpoints: set[int], on_line: LineSink | None,
                 on_record: RecordSink | None = None):
        self.result = ChainResult(path=book.relpath, size=book.size)
        self.total = book.size
        self.checkpoints = checkpoints
        self.on_line = on_line
        self.on_record = on_record
        self.prefix_hash = hashlib.sha256()
        # The file's hash is the prefix hash of every complete line plus the unfinished
        # last line's bytes, if any: the bytes are hashed once.
        self.unfinished = b""
        self.prefix_hashes: dict[int, str] = {}
        self.links: dict[int, str | None] = {}
        self.complete_lines = 0
        self.bytes_read = 0
        self.prev_link = ""
        self.partial_last_line = False

    def feed(self, data: bytes) -> None:
        self.prefix_hash.update(data)

    def count_line(self) -> None:
        self.complete_lines += 1
        if self.complete_lines in self.checkpoints:
            self.prefix_hashes[self.complete_lines] = self.prefix_hash.hexdigest()

    def absorb(self, verdicts: list[LineVerdict]) -> None:
        for verdict in verdicts:
            rules = verdict.rules
            if verdict.prev is not None and verdict.prev != self.prev_link:
                rules.append("prev")
            if rules and self.result.first_bad_line is None:
                self._record_first_problem(verdict)
            self.prev_link = verdict.link or ""
            if verdict.position in self.checkpoints:
                self.links[verdict.position] = verdict.link
            if self.on_line is not None and verdict.facts:
                self.on_line(verdict.position, verdict.facts)
            if self.on_record is not None and verdict.record is not None:
                self.on_record(verdict.position, verdict.record)

    def _record_first_problem(self, verdict: LineVerdict) -> None:
        rule = min(verdict.rules, key=RULE_ORDER.index)
        self.result.first_bad_line = verdict.position
        self.result.rule = rule
        reason = REASONS[rule]
        if rule == "duplicate_key" and verdict.duplicate:
            reason += f" (field {verdict.duplicate!r})"
        self.result.problem = f"Line {verdict.position}: {reason}."

    def finish(self) -> ChainScan:
        result = self.result
        result.lines = self.complete_lines
        whole_file = self.prefix_hash.copy()
        whole_file.update(self.unfinished)
        result.sha256 = whole_file.hexdigest()
        result.partial_last_line = self.partial_last_line
        result.chain_ok = result.first_bad_line is None and result.lines > 0
        if result.lines == 0 and result.problem is None:
            result.problem = "The file holds no complete line: there is no book to check."
        if self.partial_last_line:
            result.notes.append(
                f"The last line (line {result.lines + 1}) does not end with LF: it is not yet "
                "part of the book and was not checked."
            )
        prefixes = {
            n: Prefix(n, sha, self.links.get(n)) for n, sha in self.prefix_hashes.items()
        }
        return ChainScan(result, prefixes)
