"""Is the head a reader checked earlier still the start of the book? (issue 29, item 3)

The book only grows (Section 3.2; SPEC section 4: "a list stamped at N lines still
verifies against any later, longer copy"). So a head recorded at N lines (the SHA-256 of
the first N lines with their LFs, and the ``link`` of line N) must come back in every later
copy: the first N lines hash to the recorded value and line N's link matches (Appendix B
step 3, applied to the reader's own record instead of a stamped list).

``check_prefix(book, recorded)`` reads the first N lines once, as bytes, and says one of:
the book extends the head (and where line N+1 starts, so a re-check walks only what
follows); a recorded line was rewritten (the first one that differs, when the copy kept at
the time of the check is given, else only that one of lines 1..N changed); the book is
shorter than the head; or the book cannot be read. Nothing is decoded but line N, whose
``link`` is read.

This function and its result are a stable interface: the re-check and the watch command
both use it.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any, BinaryIO

from verifier_app.core.bundle import BundleFile, size_limit
from verifier_app.core.errors import UserFacingError
from verifier_app.core.input_files import open_input_file
from verifier_app.core.line_rules import MAX_LINE_BYTES
from verifier_app.core.messages import Grouped, Message

__all__ = ["PrefixCheck", "PrefixStatus", "RecordedHead", "check_prefix", "read_head"]


@dataclass(frozen=True)
class RecordedHead:
    """The head of a book as the reader verified it: ``lines`` complete lines whose bytes
    hash to ``sha256``, the last of them with ``last_link``."""

    book: str  # the book's name, as the stamped lists name it
    lines: int
    sha256: str
    last_link: str


class PrefixStatus(StrEnum):
    EXTENDS = "extends"  # lines 1..N are the same bytes: the book only grew (or stayed)
    REWRITTEN = "rewritten"  # a line among 1..N differs
    SHORTER = "shorter"  # the book has fewer complete lines than the head
    UNREADABLE = "unreadable"  # the book could not be read at all


@dataclass(frozen=True)
class PrefixCheck:
    """What ``check_prefix`` found. ``offset``: where line N+1 starts in the book (with
    ``EXTENDS``); ``first_changed_line``: the first line of 1..N whose bytes differ from
    the kept copy (None when no copy was given or it could not be used: then only
    "one of lines 1..N" is known). ``message``: the plain sentence to show."""

    status: PrefixStatus
    recorded: RecordedHead
    lines_read: int
    offset: int
    found_sha256: str
    found_link: str | None
    first_changed_line: int | None
    message: Message
    earlier_copy_used: bool = False

    @property
    def extends(self) -> bool:
        return self.status is PrefixStatus.EXTENDS

    @property
    def rewritten(self) -> bool:
        """History changed: a recorded line differs, or recorded lines are gone."""
        return self.status in (PrefixStatus.REWRITTEN, PrefixStatus.SHORTER)


def check_prefix(book: BundleFile | Path, recorded: RecordedHead,
                 earlier: Path | None = None) -> PrefixCheck:
    """Whether ``book`` starts with the ``recorded`` head; ``earlier``: the copy of the
    first N lines kept when the head was recorded, read only when the head differs, to
    name the first changed line."""
    try:
        with open_book(book) as stream:
            read = read_head(stream, recorded)
        return conclude(read, recorded, earlier, book)
    except (UserFacingError, OSError) as error:
        return unreadable(recorded, error)


def unreadable(recorded: RecordedHead, error: Exception) -> PrefixCheck:
    if isinstance(error, UserFacingError):
        reason: Message | str = error.message or str(error)
    else:
        reason = getattr(error, "strerror", None) or str(error)
    return PrefixCheck(PrefixStatus.UNREADABLE, recorded, 0, 0, "", None, None,
                       Message.of("history.book_unreadable", book=recorded.book,
                                  reason=reason))


@contextmanager
def open_book(book: BundleFile | Path) -> Iterator[BinaryIO]:
    """The book's bytes through the bundle's reader, or a file through the one opener."""
    if isinstance(book, BundleFile):
        with book.open() as stream:
            yield stream
        return
    with open_input_file(book, size_limit(book.name), Message.of("input.what.book")) as stream:
        yield stream


@dataclass(frozen=True)
class HeadRead:
    """The first N lines of a stream as read: how many were complete, where they end, their
    running hash (to be continued over the lines after them) and line N's bytes."""

    lines: int
    offset: int
    digest: Any
    last_line: bytes | None
    checkpoints: dict[int, tuple[str, str | None]]  # line count -> (prefix hash, its link)


def read_head(stream: BinaryIO, recorded: RecordedHead,
              checkpoints: frozenset[int] = frozenset()) -> HeadRead:
    """Hash the first ``recorded.lines`` complete lines of ``stream``, leaving it at line
    N+1; ``checkpoints``: line counts at which the prefix hash and link are also taken."""
    digest = hashlib.sha256()
    offset = count = 0
    last_line: bytes | None = b""
    taken: dict[int, tuple[str, str | None]] = {}
    while count < recorded.lines:
        size, line = _line(stream, digest)
        if not size:
            break
        count += 1
        offset += size
        last_line = line
        if count in checkpoints:
            taken[count] = (digest.hexdigest(), _link(line) if line else None)
    return HeadRead(count, offset, digest, last_line, taken)


def conclude(read: HeadRead, recorded: RecordedHead, earlier: Path | None,
             book: BundleFile | Path) -> PrefixCheck:
    """The verdict on a head read; on a difference, the kept copy names the line."""
    found = read.digest.hexdigest()  # of the first N lines, or of all there were
    link = _link(read.last_line) if read.lines == recorded.lines and read.last_line else None
    same = found == recorded.sha256 and link == recorded.last_link
    changed = None if same or earlier is None else first_difference(book, earlier, recorded)
    damaged_copy = not same and changed is None and earlier is not None and \
        os.path.lexists(earlier)
    return _conclude(recorded, read.lines, read.offset, found, link, changed,
                     changed is not None, damaged_copy)


def first_difference(book: BundleFile | Path, earlier: Path,
                     recorded: RecordedHead) -> int | None:
    """The first of lines 1..N whose bytes differ between the book and the kept copy; None
    when the copy cannot be read or no longer hashes to the signed head (it would name a
    wrong line)."""
    kept_digest, digest = hashlib.sha256(), hashlib.sha256()
    changed: int | None = None
    try:
        with open_book(book) as stream, open_input_file(
                earlier, size_limit(earlier.name), Message.of("input.what.book")) as kept:
            for number in range(1, recorded.lines + 1):
                kept_size, kept_line = _line(kept, kept_digest)
                size, line = _line(stream, digest)
                if changed is None and (not size or line is None or line != kept_line):
                    changed = number
                if not kept_size:
                    return None
    except (UserFacingError, OSError):
        return None
    return changed if kept_digest.hexdigest() == recorded.sha256 else None


def _conclude(recorded: RecordedHead, count: int, offset: int, found: str,
              link: str | None, first_changed: int | None, used_copy: bool,
              damaged_copy: bool = False) -> PrefixCheck:
    def result(status: PrefixStatus, message: Message, changed: int | None = None
               ) -> PrefixCheck:
        return PrefixCheck(status, recorded, count, offset, found, link, changed, message,
                           used_copy)

    lines = Grouped(recorded.lines)
    if count < recorded.lines:
        return result(PrefixStatus.SHORTER, Message.of(
            "history.shorter", book=recorded.book, lines=lines, have=Grouped(count)),
            first_changed)
    if found == recorded.sha256 and link == recorded.last_link:
        return result(PrefixStatus.EXTENDS, Message.of("history.extends", book=recorded.book,
                                                       lines=lines))
    if first_changed is not None:
        return result(PrefixStatus.REWRITTEN, Message.of(
            "history.rewritten_line", book=recorded.book, line=Grouped(first_changed),
            lines=lines), first_changed)
    # A copy was kept but no longer hashes to the signed head: it is not called absent.
    said = "history.rewritten_range_copy_damaged" if damaged_copy else "history.rewritten_range"
    return result(PrefixStatus.REWRITTEN, Message.of(said, book=recorded.book, lines=lines))


def _line(stream: BinaryIO, digest: Any) -> tuple[int, bytes | None]:
    """One complete stored line: its size with the LF (0 at the end, or for a last line
    without LF, which is not yet part of the book) and its bytes, fed to ``digest``. An
    over-long line is hashed in parts and not kept (None): no book line comes near it."""
    raw = stream.readline(MAX_LINE_BYTES + 1)
    if raw.endswith(b"\n"):
        digest.update(raw)
        return len(raw), raw
    if len(raw) <= MAX_LINE_BYTES:
        return 0, None
    size, parts = len(raw), [raw]
    while not parts[-1].endswith(b"\n"):
        chunk = stream.readline(MAX_LINE_BYTES)
        if not chunk:
            return 0, None
        size += len(chunk)
        parts.append(chunk)
        if len(parts) > 2:  # hash what is held so far, keep only the last part
            for part in parts[:-1]:
                digest.update(part)
            parts = parts[-1:]
    for part in parts:
        digest.update(part)
    return size, None


def _link(line: bytes) -> str | None:
    """Line N's ``link``, read from its bytes (None if it is not a book line)."""
    try:
        data = json.loads(line)
    except (ValueError, RecursionError):
        return None
    link = data.get("link") if isinstance(data, dict) else None
    return link if isinstance(link, str) else None
