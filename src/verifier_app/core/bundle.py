"""A bundle: the files a reader has, from a folder, a zip, or loose files.

Files are recognised by name first and by content second; nothing is trusted because a
manifest says so. Files are never read whole: a ``BundleFile`` opens a byte stream. What
could not be read is kept as a ``FileProblem``, so nothing drops out of the bundle unseen.
Opening itself (folders, zips, loose files as hostile input) lives in ``bundle_open``.
"""

from __future__ import annotations

import errno
import hashlib
import json
import os
import re
import stat
import threading
import zipfile
import zlib
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from pathlib import Path, PurePosixPath
from typing import Any, BinaryIO

from verifier_app.core.errors import UserFacingError
from verifier_app.core.messages import Grouped, Message
from verifier_app.core.stamped_list import looks_like_stamped_list
from verifier_app.core.times import parse_day

LIST_NAME = re.compile(r"^(\d{6})Z\.txt$")
ASK_NAME = re.compile(r"^([0-9a-f]{64})\.md$")
TOKEN_NAME = re.compile(r"^(?P<list>.+)\.(?P<tsa>[A-Za-z0-9_-]+)\.tsr$")
CODE_NAME = re.compile(r"^arena-code-(.+)\.txt$")
SNIFF_BYTES = 64 * 1024
# A stream's buffer: a book line is a few kB, so with the default (4-8 kB) nearly every line
# read cost a call to the system; 64 kB serves about ten lines a call.
STREAM_BUFFER = 64 * 1024
FIRST_LINE_LIMIT = 1024 * 1024
DEMO_MARKER = "DEMONSTRATION.txt"
# Step 7b's published portfolio files (read by ``stats.portfolio_files``, fetched with
# the rest of the paper's data files by ``fetch.live``).
ACCOUNTS = "arena-accounts.csv"
TRADES = "arena-trades.csv"
PRICES = "arena-prices.csv"
FILES = (ACCOUNTS, TRADES, PRICES)

# The largest file each role can be. A bundle is hostile input: a file past its limit is
# named and not read, so a sparse or zip-bombed file can neither exhaust memory nor time.
# The book and the forecasts are large by right (a season is tens of MB) and are streamed.
SIZE_LIMITS = (
    (re.compile(r"\.jsonl$"), 2 << 30),
    (re.compile(r"\.csv$"), 128 << 20),
    (re.compile(r"\.json$"), 32 << 20),
    (re.compile(r"\.(ots|tsr)$"), 1 << 20),
    (re.compile(r"\.(pem|crt|cer|der)$"), 256 << 10),
    (re.compile(r"(^|/)\d{6}Z\.txt$"), 1 << 20),
    (re.compile(r"\.md$"), 16 << 20),
)
OTHER_FILE_LIMIT = 64 << 20


def size_limit(relpath: str) -> int:
    return next((limit for pattern, limit in SIZE_LIMITS if pattern.search(relpath)),
                OTHER_FILE_LIMIT)


class FileProblemKind(StrEnum):
    NOT_REGULAR = "not_regular"  # a pipe, a device, a socket
    FOLDER = "folder"  # a folder where a file of that name belongs
    SYMLINK = "symlink"  # links are not followed
    UNREADABLE = "unreadable"  # no permission, or the system could not read it
    TOO_LARGE = "too_large"  # past its role's size limit
    DAMAGED = "damaged"  # a zip member with a bad CRC or corrupt data
    UNSUPPORTED = "unsupported"  # a zip member that is encrypted or packed unusually
    OUTSIDE = "outside"  # a zip member that would land outside the folder
    ORPHAN_PROOF = "orphan_proof"  # a proof or token whose stamped file is not there
    MISSING = "missing"  # named by the bundle's download record, but not there


@dataclass(frozen=True)
class FileProblem:
    """A file the bundle holds or names that could not be used, and why, in one sentence."""

    relpath: str
    kind: FileProblemKind
    sentence: str


# The bundle's indexes (cached properties), left out of what a worker process is sent.
INDEXES = ("_names", "_folders", "_tokens", "_stamped", "book", "asks_chain")


class ZipSource:
    """One zip archive, opened once for all its members (a season holds thousands)."""

    def __init__(self, path: Path, archive: zipfile.ZipFile):
        self.path = path
        self.archive = archive
        self.lock = threading.Lock()

    def open(self, member: str) -> BinaryIO:
        with self.lock:  # opening seeks the shared handle; reads are locked by zipfile
            return self.archive.open(member)  # type: ignore[return-value]

    def __reduce__(self) -> tuple[Any, tuple[Path]]:
        """Sent to a worker process as its path: the worker opens the archive itself."""
        return _reopened, (self.path,)


def _reopened(path: Path) -> ZipSource:
    return ZipSource(path, zipfile.ZipFile(path))


@dataclass(frozen=True)
class BundleFile:
    """One file of a bundle, addressed by its path relative to the bundle root."""

    relpath: str
    size: int
    disk_path: Path | None = None
    zip_source: ZipSource | None = field(default=None, compare=False, repr=False)
    zip_member: str | None = None

    @property
    def name(self) -> str:
        return self.relpath.rsplit("/", 1)[-1]

    @property
    def folder(self) -> str:
        """The folder part of ``relpath`` ("" at the bundle root)."""
        return self.relpath.rsplit("/", 1)[0] if "/" in self.relpath else ""

    @property
    def oversized(self) -> bool:
        return self.size > size_limit(self.relpath)

    def open(self) -> BinaryIO:
        """A byte stream; a file past its role's size limit is refused, never read."""
        if self.oversized:
            raise UserFacingError(Message.of("open.too_large", path=self.relpath,
                                             size=Grouped(self.size),
                                             limit=Grouped(size_limit(self.relpath))))
        return self._stream()

    def _stream(self) -> BinaryIO:
        if self.disk_path is not None:
            try:
                return open(self.disk_path, "rb", buffering=STREAM_BUFFER)
            except OSError as error:  # removed or locked since the bundle was opened
                raise self._gone(error) from None
        assert self.zip_source is not None and self.zip_member is not None
        return self.zip_source.open(self.zip_member)

    def _gone(self, error: OSError) -> UserFacingError:
        return UserFacingError(Message.of("open.gone", path=self.relpath,
                                          error=error.strerror or str(error)))

    def sha256(self) -> str:
        """SHA-256 of the file's bytes, read in chunks (never whole)."""
        digest = hashlib.sha256()
        with self.open() as stream:
            for chunk in iter(lambda: stream.read(1 << 16), b""):
                digest.update(chunk)
        return digest.hexdigest()

    def head(self, limit: int = SNIFF_BYTES) -> bytes:
        """The first ``limit`` bytes; bounded, so allowed even for an oversized file."""
        try:
            with self._stream() as stream:
                return stream.read(limit)
        except (zipfile.BadZipFile, zlib.error, EOFError, OSError) as error:
            raise UserFacingError(Message.of("open.unreadable", path=self.relpath,
                                             error=str(error))) from None

    def read_bytes(self, limit: int) -> bytes:
        """Read a small file whole; refuse one larger than ``limit`` with a clear message."""
        if self.size > limit:
            raise UserFacingError(Message.of("open.too_large", path=self.relpath,
                                             size=Grouped(self.size), limit=Grouped(limit)))
        if self.disk_path is None or self.oversized:  # ``open`` says why it is refused
            with self.open() as stream:
                return stream.read(limit + 1)[:limit]
        return self._disk_bytes(limit + 1)[:limit]

    def _disk_bytes(self, count: int) -> bytes:
        """At most ``count`` bytes of the file on disk, straight from the system without a
        buffered stream: a season's check reads hundreds of small files, each once."""
        assert self.disk_path is not None
        try:  # O_BINARY: never a text mode that would turn CR LF into LF (Windows)
            handle = os.open(self.disk_path, os.O_RDONLY | getattr(os, "O_BINARY", 0))
        except OSError as error:  # removed or locked since the bundle was opened
            raise self._gone(error) from None
        try:
            found = os.fstat(handle)
            if stat.S_ISDIR(found.st_mode):  # refused as ``open`` refuses it
                raise self._gone(IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR)))
            # Asked for in parts of the file's size and one byte more (not ``count`` bytes
            # at once: a megabyte set aside for each small file), until its end or ``count``.
            part_size = found.st_size + 1
            parts: list[bytes] = []
            while count > 0 and (part := os.read(handle, min(count, part_size))):
                parts.append(part)
                count -= len(part)
            return b"".join(parts)
        finally:
            os.close(handle)

    @property
    def day(self) -> str | None:
        """The proof day (YYYY-MM-DD) when the file sits in a proof-day folder."""
        parts = self.relpath.split("/")
        for part in reversed(parts[:-1]):
            if parse_day(part) is not None:
                return part
        return None


@dataclass
class Bundle:
    """Every file the reader supplied, sorted into the roles of the ten steps."""

    label: str
    files: dict[str, BundleFile] = field(default_factory=dict)
    root: Path | None = None  # the folder, when the bundle is exactly one folder
    given: tuple[Path, ...] = ()  # what the reader opened: never written into (verified_tree)
    problems: list[str] = field(default_factory=list)
    file_problems: list[FileProblem] = field(default_factory=list)
    origins: dict[str, str | Path] = field(default_factory=dict, repr=False)  # key -> source

    def __getstate__(self) -> dict[str, Any]:
        """What a worker process is sent: the fields as they are now, taken at once (this
        process may be building an index meanwhile, on another thread); the indexes below
        are built again there when asked for."""
        state = dict(self.__dict__)
        for index in INDEXES:
            state.pop(index, None)
        return state

    # -- lookups by role -------------------------------------------------------------
    # Indexes, built once the bundle is complete: a season holds thousands of files.
    @cached_property
    def _names(self) -> dict[str, list[BundleFile]]:
        index: dict[str, list[BundleFile]] = {}
        for bundle_file in self.files.values():
            index.setdefault(bundle_file.name, []).append(bundle_file)
        return index

    @cached_property
    def _folders(self) -> dict[str, list[BundleFile]]:
        index: dict[str, list[BundleFile]] = {}
        for bundle_file in self.sorted_files():
            index.setdefault(bundle_file.folder, []).append(bundle_file)
        return index

    @cached_property
    def _tokens(self) -> dict[str, dict[str, BundleFile]]:
        """Stamped file relpath -> {authority: token file}, from ``<file>.<tsa>.tsr``."""
        index: dict[str, dict[str, BundleFile]] = {}
        for relpath, bundle_file in sorted(self.files.items()):
            match = TOKEN_NAME.match(bundle_file.name) if relpath.endswith(".tsr") else None
            if match:
                stamped = relpath[: -len(bundle_file.name)] + match["list"]
                index.setdefault(stamped, {})[match["tsa"]] = bundle_file
        return index

    def by_name(self, name: str) -> list[BundleFile]:
        return list(self._names.get(name, []))

    def in_folder(self, folder: str) -> list[BundleFile]:
        """The files directly inside ``folder`` (a relpath without trailing slash)."""
        return list(self._folders.get(folder.rstrip("/"), []))

    def first_named(self, *names: str) -> BundleFile | None:
        for name in names:
            found = sorted(self.by_name(name), key=lambda f: len(f.relpath))
            if found:
                return found[0]
        return None

    @property
    def is_demo(self) -> bool:
        return self.first_named(DEMO_MARKER) is not None

    @cached_property
    def book(self) -> BundleFile | None:
        named = self.first_named("council-book.jsonl", "book.jsonl")
        if named is not None and looks_like_chain(named):
            return named
        chained = [f for f in self.chained_files() if f.name != "asks.jsonl"]
        return chained[0] if chained else None

    @cached_property
    def asks_chain(self) -> BundleFile | None:
        named = self.first_named("asks.jsonl")
        return named if named is not None and looks_like_chain(named) else None

    def chained_files(self) -> list[BundleFile]:
        """Files that look like a hash-chained JSON Lines book, by their first line."""
        return [
            f for f in self.sorted_files()
            if f.name.endswith((".jsonl", ".json", ".txt")) and looks_like_chain(f)
        ]

    @cached_property
    def _stamped(self) -> tuple[BundleFile, ...]:
        """The stamped lists, by proof day, name and path (a list may be sniffed by its
        first bytes, so they are found once)."""
        lists = [f for f in self.sorted_files() if is_stamped_list(f)]
        return tuple(sorted(lists, key=lambda f: (f.day or "", f.name, f.relpath)))

    def stamped_lists(self) -> list[BundleFile]:
        return list(self._stamped)

    def stamped_files(self) -> list[BundleFile]:
        """Other files given with their own ``.ots`` proof or ``.<tsa>.tsr`` tokens.

        Such a file is verified as a stamped file, so ordinary OpenTimestamps proofs and
        tokens are checked too, even when the file is not a stamped list.
        """
        lists = {f.relpath for f in self._stamped}
        proven = {r.removesuffix(".ots") for r in self.files if r.endswith(".ots")}
        return [self.files[relpath] for relpath in sorted(proven | self._tokens.keys())
                if relpath in self.files and relpath not in lists
                and not relpath.endswith((".ots", ".tsr"))]

    def ots_for(self, stamped: BundleFile) -> BundleFile | None:
        return self.files.get(stamped.relpath + ".ots")

    def tokens_for(self, stamped: BundleFile) -> dict[str, BundleFile]:
        return dict(sorted(self._tokens.get(stamped.relpath, {}).items()))

    def ask_texts(self) -> dict[str, BundleFile]:
        return {
            m[1]: f for f in self.sorted_files() if (m := ASK_NAME.match(f.name)) is not None
        }

    def code_files(self) -> dict[str, BundleFile]:
        return {
            m[1]: f for f in self.sorted_files() if (m := CODE_NAME.match(f.name)) is not None
        }

    def find_book_file(self, list_path: str) -> BundleFile | None:
        """The file a stamped-list line names, e.g. ``daily/council/book.jsonl``.

        The operator's internal path is not the published name, so the candidates are
        the path itself, its file name, and ``<folder>-<name>`` (``council-book.jsonl``).
        """
        path = PurePosixPath(list_path)
        candidates = [path.name]
        if path.parent.name:
            candidates.insert(0, f"{path.parent.name}-{path.name}")
        exact = self.files.get(str(path))
        return exact or self.first_named(*candidates)

    def note_orphan_proofs(self) -> None:
        """A proof or token whose stamped file is absent: a seal is missing from the bundle."""
        for relpath, bundle_file in sorted(self.files.items()):
            match = TOKEN_NAME.match(bundle_file.name) if relpath.endswith(".tsr") else None
            if match:
                stamped = relpath[: -len(bundle_file.name)] + match["list"]
            elif relpath.endswith(".ots"):
                stamped = relpath.removesuffix(".ots")
            else:
                continue
            if stamped not in self.files:
                self.file_problems.append(FileProblem(
                    relpath, FileProblemKind.ORPHAN_PROOF,
                    f"{relpath} is a proof for {stamped}, which is not in the bundle (missing "
                    "or unreadable): that seal was not checked."))

    def describe_problems(self) -> list[str]:
        """Opening problems plus named files that are not what their name says."""
        problems = list(self.problems) + [p.sentence for p in self.file_problems]
        for name in ("council-book.jsonl", "asks.jsonl"):
            named = self.first_named(name)
            if named is not None and not looks_like_chain(named):
                problems.append(
                    f"{named.relpath} is not a book: its first line is not a JSON object with "
                    "n, prev, seal and link (the file is empty, damaged, binary, or another file)."
                )
        return problems

    def sorted_files(self) -> list[BundleFile]:
        return [self.files[k] for k in sorted(self.files)]


def looks_like_chain(bundle_file: BundleFile) -> bool:
    """Whether the first line is a JSON object carrying the book's bookkeeping fields.

    A byte-order mark or a CR is tolerated here so that such a copy is still recognised
    as a book and then fails the chain check with a precise reason.
    """
    if bundle_file.size == 0 or bundle_file.oversized:
        return False
    with bundle_file.open() as stream:
        first = stream.readline(FIRST_LINE_LIMIT + 1)
    if len(first) > FIRST_LINE_LIMIT or not first.endswith(b"\n"):
        return False
    first = first.removeprefix(b"\xef\xbb\xbf").rstrip(b"\r\n")
    try:
        line = json.loads(first)
    except (ValueError, RecursionError):
        return False
    return isinstance(line, dict) and all(k in line for k in ("n", "prev", "seal", "link"))


def is_stamped_list(bundle_file: BundleFile) -> bool:
    name = bundle_file.name
    if LIST_NAME.match(name):
        return True  # by its name, whatever its size: step 2 then says what is wrong
    if not name.endswith(".txt") or bundle_file.size == 0 or bundle_file.size > SNIFF_BYTES:
        return False
    return looks_like_stamped_list(bundle_file.head())
