"""Where the reader's history lives, and how it is written and read back (issue 29, item 2).

In the user's data folder (``witness.keys.data_root``), one folder per source:

- ``history/<source id>/<UTC time>.txt``: one signed entry per walk (``history.record``);
- ``history/<source id>/heads/<prefix sha256>.jsonl``: the first N lines of the book as
  they were verified, kept so that a later rewrite can be named line by line (the history
  keeps its own copy: a bundle folder is the reader's to change, and a refresh replaces
  its book);
- ``history/<source id>/rewrites/<UTC time>/<book>``: the new copy of a book whose recorded
  lines were rewritten, kept beside the earlier one.

Every entry is read through the one opener (no pipe, no folder, no file past its cap),
and used only if it is well formed and signed with the reader's own key; any other is
named with its reason and ignored, never trusted.
"""

from __future__ import annotations

import contextlib
import hashlib
import heapq
import os
import tempfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from verifier_app.core.atomic_write import write_whole
from verifier_app.core.bundle import BundleFile, size_limit
from verifier_app.core.errors import UserFacingError
from verifier_app.core.input_files import open_input_file, read_input_file
from verifier_app.core.line_rules import MAX_LINE_BYTES
from verifier_app.core.messages import Grouped, Message
from verifier_app.core.results import SealResult, Status
from verifier_app.history.record import (
    MAX_RECORD_BYTES,
    HistoryRecord,
    RecordDamaged,
    SealSeen,
    read_record,
    seal_seen,
    sign_record,
)
from verifier_app.witness.keys import (
    KEY_FILE,
    WitnessKey,
    data_root,
    existing_key,
    verifier_key,
    witness_key,
)
from verifier_app.witness.statement import Statement

if TYPE_CHECKING:
    from verifier_app.engine.walk import WalkReport

FOLDER = "history"
HEADS = "heads"
REWRITES = "rewrites"
SUFFIX = ".txt"
MAX_ENTRIES = 1000  # per source, the newest; older entries are not read
MAX_SOURCES = 200
COPY_CHUNK = 1 << 20
MAX_REWRITES_COMPARED = 20  # the newest kept rewrites a new one is compared with


def history_root() -> Path:
    return data_root() / FOLDER


def source_id(source: str) -> str:
    return hashlib.sha256(source.encode("utf-8")).hexdigest()[:16]


def source_folder(source: str) -> Path:
    return history_root() / source_id(source)


@dataclass(frozen=True)
class Entry:
    name: str  # the file's name in the source's folder
    record: HistoryRecord

    @property
    def kept_copy(self) -> Path:
        """Where the first N lines of the book were kept when this head was recorded."""
        return source_folder(self.record.source) / HEADS / \
            f"{self.record.statement.prefix_sha256}.jsonl"


@dataclass(frozen=True)
class Damaged:
    """An entry that was not used, and why (a plain sentence)."""

    name: str
    message: Message


@dataclass(frozen=True)
class History:
    entries: tuple[Entry, ...]  # oldest first
    damaged: tuple[Damaged, ...] = ()
    not_read: tuple[Message, ...] = ()  # the caps, said where they left entries unread

    def latest(self, source: str) -> Entry | None:
        return next((e for e in reversed(self.entries) if e.record.source == source), None)


def load_history(source: str | None = None) -> History:
    """Every usable entry (of ``source`` only, when named), and the damaged ones named."""
    reader = existing_key()
    root = history_root()
    not_read: list[Message] = []
    if source is not None:
        folders = [source_folder(source)]
    else:
        every = _Counted(_folders(root) if root.is_dir() else iter(()))
        folders = heapq.nsmallest(MAX_SOURCES, every)
        if every.count > len(folders):
            not_read.append(Message.of("history.sources_not_read", cap=Grouped(MAX_SOURCES),
                                       count=Grouped(every.count - len(folders))))
    entries: list[Entry] = []
    damaged: list[Damaged] = []
    older = 0
    for folder in folders:
        found, bad, unread = _load_folder(folder, reader, source)
        entries += found
        damaged += bad
        older += unread
    if older:
        not_read.append(Message.of("history.entries_not_read", cap=Grouped(MAX_ENTRIES),
                                   count=Grouped(older)))
    entries.sort(key=lambda e: (e.record.statement.time, e.name))
    return History(tuple(entries), tuple(damaged), tuple(not_read))


class _Counted(Iterator[Any]):
    """An iterator that counts what passed through it (for a cap to say what it left)."""

    def __init__(self, inner: Iterator[Any]) -> None:
        self.inner, self.count = inner, 0

    def __next__(self) -> Any:
        item = next(self.inner)
        self.count += 1
        return item


def _folders(root: Path) -> Iterator[Path]:
    with os.scandir(root) as listing:
        for item in listing:
            if item.is_dir(follow_symlinks=False):
                yield Path(item.path)


def _load_folder(folder: Path, reader: WitnessKey | None, source: str | None
                 ) -> tuple[list[Entry], list[Damaged], int]:
    """The folder's usable and damaged entries, and how many older ones the cap left."""
    every = _Counted(_entry_names(folder))
    try:
        names = heapq.nlargest(MAX_ENTRIES, every)
    except OSError:
        return [], [], 0  # no history for this source yet
    entries, damaged = [], []
    for name in sorted(names):
        found = _entry(folder, name, reader, source)
        (entries if isinstance(found, Entry) else damaged).append(found)
    return entries, damaged, every.count - len(names)


def latest_entry(source: str) -> tuple[Entry | None, tuple[Damaged, ...]]:
    """The newest usable entry of ``source``, and the newer ones that could not be used.

    Entries are named by the time they were recorded, so they are read newest first and
    the reading stops at the first usable one: a re-check's start does not grow with the
    reader's visits (each entry lists the season's seals). Older entries are not read
    here; ``load_history`` (File > History, ``verifier-app history``) reads them all."""
    folder = source_folder(source)
    try:
        names = sorted(_entry_names(folder), reverse=True)[:MAX_ENTRIES]
    except OSError:
        return None, ()  # no history for this source yet
    damaged: list[Damaged] = []
    reader = existing_key()
    for name in names:
        found = _entry(folder, name, reader, source)
        if isinstance(found, Entry):
            return found, tuple(reversed(damaged))
        damaged.append(found)
    return None, tuple(reversed(damaged))


def _entry(folder: Path, name: str, reader: WitnessKey | None, source: str | None
           ) -> Entry | Damaged:
    """One entry, usable only if signed with the reader's key and of this folder's source."""
    shown = f"{folder.name}/{name}"
    try:
        record = _read(folder / name, reader)
    except RecordDamaged as error:
        return Damaged(shown, Message.of("history.damaged", name=shown, why=error.reason))
    if source_id(record.source) != folder.name or (source and record.source != source):
        return Damaged(shown, Message.of("history.damaged", name=shown,
                                         why=Message.of("history.why.source")))
    return Entry(name, record)


def _entry_names(folder: Path) -> Iterator[str]:
    with os.scandir(folder) as listing:
        for item in listing:
            if item.name.endswith(SUFFIX):
                yield item.name


def _read(path: Path, reader: WitnessKey | None) -> HistoryRecord:
    if reader is None:
        raise RecordDamaged(_no_key_why())
    try:
        raw = read_input_file(path, MAX_RECORD_BYTES, Message.of("input.what.history"))
    except UserFacingError as error:  # a pipe, a folder, past the cap, unreadable
        raise RecordDamaged(_why_unopened(error)) from None
    return read_record(raw, reader)


def unusable_key() -> Message | None:
    """Why nothing can be recorded: the reader's key file is there but is not a key (the
    sentence the witness feature says); None when the key is usable or not made yet."""
    if existing_key() is None and os.path.lexists(data_root() / KEY_FILE):
        return Message.of("history.not_written",
                          reason=Message.of("statement.not_a_key", name=KEY_FILE))
    return None


def _no_key_why() -> Message:
    """Why no entry can be the reader's: no key yet, or a key file that is not one (a
    damaged key is not 'no key yet': moving it away would make a new one)."""
    if os.path.lexists(data_root() / KEY_FILE):
        return Message.of("history.why.key_damaged", name=KEY_FILE)
    return Message.of("history.why.no_key")


# The opener's sentence, said as the clause "Your history entry … was not used: {why}."
# takes (the opener's own sentence ends with a full stop and tells what to give instead).
_UNOPENED = {"input.not_regular": "history.why.not_regular",
             "input.folder": "history.why.folder", "input.too_large": "history.why.too_large",
             "input.empty": "history.why.not_entry"}


def _why_unopened(error: UserFacingError) -> Message:
    said = error.message
    if said is not None and said.id in _UNOPENED:
        return Message.of(_UNOPENED[said.id])
    reason = dict(said.values).get("reason") if said is not None else None
    return Message.of("history.why.unreadable", reason=reason or str(error))


# -- recording a walk --------------------------------------------------------------------
def record_walk(report: WalkReport, source: str, now: datetime | None = None) -> Entry | None:
    """Record the head the walk verified: the longest prefix of the book a verified seal
    covers (as a witness statement states it); None when no seal of the book verified."""
    book = report.bundle.book
    head = _verified_head(report.seals, book.relpath) if book else None
    if book is None or head is None:
        return None
    seen = tuple(seal_seen(s, book.relpath) for s in report.seals)
    return _write_entry(source, book, head, seen, now)


def record_head(source: str, book: BundleFile, earlier: HistoryRecord,
                new_seals: Sequence[SealResult], seals: Sequence[SealSeen],
                now: datetime | None = None) -> Entry:
    """Record a re-check: the longest head a new seal verified, else the earlier head."""
    head = _verified_head(new_seals, book.relpath)
    if head is None or head[1] <= earlier.statement.lines:
        s = earlier.statement
        head = (s.book, s.lines, s.prefix_sha256, s.head_link, s.list, s.list_sha256)
    return _write_entry(source, book, head, tuple(seals), now)


Head = tuple[str, int, str, str, str, str]  # book, lines, sha256, last link, list, its sha256


def _write_entry(source: str, book: BundleFile, head: Head, seals: tuple[SealSeen, ...],
                 now: datetime | None) -> Entry:
    key = witness_key()
    moment = now or datetime.now(UTC)
    statement = Statement(moment.strftime("%Y-%m-%dT%H:%M:%SZ"), *head,
                          key=verifier_key(key.name, key.public))
    record = HistoryRecord(statement, source, book.relpath, seals)
    folder = source_folder(source)
    name = moment.strftime("%Y%m%dT%H%M%S%fZ") + SUFFIX
    _keep_head(book, record, folder / HEADS)
    _write_new(folder / name, sign_record(record, key).encode("utf-8"))
    _prune_heads(folder / HEADS, record.statement.prefix_sha256)
    return Entry(name, record)


def _prune_heads(folder: Path, keep: str) -> None:
    """Only the newest head's copy is kept: one copy per check would grow with the square
    of the season. An older entry then names a rewrite by its range of lines only."""
    with contextlib.suppress(OSError), os.scandir(folder) as listing:
        for item in listing:
            if item.name.endswith(".jsonl") and item.name != f"{keep}.jsonl":
                with contextlib.suppress(OSError):
                    os.unlink(item.path)


def _verified_head(seals: Sequence[SealResult], book_path: str | None) -> Head | None:
    best = None
    for seal in seals:
        if seal.status not in (Status.PASS, Status.WARN):
            continue
        for cover in seal.covers:
            if cover.file == book_path and book_path and cover.status is Status.PASS and (
                    best is None or cover.lines > best[1].lines):
                best = (seal, cover)
    if best is None:
        return None
    seal, cover = best
    return cover.book, cover.lines, cover.sha256, cover.last_link, seal.list, seal.sha256


def _keep_head(book: BundleFile, record: HistoryRecord, folder: Path) -> None:
    """The first N lines of the book, written once per head and checked as written; a
    copy there that no longer holds them is written anew."""
    target = folder / f"{record.statement.prefix_sha256}.jsonl"
    if _hashes_to(target, record.statement.prefix_sha256):
        return
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, temp = tempfile.mkstemp(prefix=".head-", suffix=".partial", dir=folder)
    except (FileExistsError, NotADirectoryError):  # a file stands where the folder goes
        return  # recorded without the copy: a rewrite is then named by its range only
    digest = hashlib.sha256()
    try:
        with os.fdopen(handle, "wb") as out, book.open() as stream:
            for _ in range(record.statement.lines):
                line = stream.readline(MAX_LINE_BYTES + 1)
                digest.update(line)
                out.write(line)
        if digest.hexdigest() != record.statement.prefix_sha256:
            raise OSError("the book changed while its head was kept")
        os.replace(temp, target)
    except IsADirectoryError:  # a folder stands in its place: recorded without it too
        with contextlib.suppress(OSError):
            os.unlink(temp)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise


def _hashes_to(path: Path, prefix_sha256: str) -> bool:
    """Whether the copy kept at ``path`` still hashes to ``prefix_sha256`` (it is read like
    any input: a changed, cut or foreign file, a pipe or a folder does not)."""
    digest = hashlib.sha256()
    try:
        with open_input_file(path, size_limit(path.name),
                             Message.of("input.what.book")) as stream:
            while chunk := stream.read(COPY_CHUNK):
                digest.update(chunk)
    except (UserFacingError, OSError):
        return False
    return digest.hexdigest() == prefix_sha256


def not_written(error: Exception) -> Message:
    """'Not recorded in your history: …' for a history that could not be written (a full
    disk, a file where a folder goes, a damaged key), naming the file when the error does."""
    if isinstance(error, UserFacingError) and error.message:
        return Message.of("history.not_written", reason=error.message)
    reason = getattr(error, "strerror", None) or str(error)
    filename = getattr(error, "filename", None)
    if filename:
        reason = f"{reason} ({filename})"
    return Message.of("history.not_written", reason=reason)


def keep_rewrite(source: str, book: BundleFile, now: datetime | None = None) -> Path:
    """A copy of a book whose recorded lines were rewritten, beside the earlier copy; the
    copy an earlier re-check kept of the same bytes when there is one (each opening of a
    rewritten book would otherwise keep the whole book once more)."""
    folder = source_folder(source) / REWRITES
    kept = _same_rewrite(folder, book)
    if kept is not None:
        return kept
    stamp = (now or datetime.now(UTC)).strftime("%Y%m%dT%H%M%S%fZ")
    target = folder / stamp / book.name
    target.parent.mkdir(parents=True, exist_ok=True)
    with book.open() as stream, open(target, "xb") as out:
        while chunk := stream.read(COPY_CHUNK):
            out.write(chunk)
    return target


def _same_rewrite(folder: Path, book: BundleFile) -> Path | None:
    """The newest kept rewrite of ``book``'s name holding exactly its bytes (read like any
    input: a changed, cut or planted file is never taken for the copy)."""
    try:
        stamps = heapq.nlargest(MAX_REWRITES_COMPARED, (p.name for p in folder.iterdir()))
    except OSError:
        return None
    wanted: str | None = None
    for stamp in stamps:
        path = folder / stamp / book.name
        try:
            if path.stat().st_size != book.size:
                continue
        except OSError:
            continue
        wanted = wanted or book.sha256()
        if _hashes_to(path, wanted):
            return path
    return None


def _write_new(path: Path, data: bytes) -> None:
    """A new file put in place by one rename."""
    write_whole(path, data, prefix=".entry-")
