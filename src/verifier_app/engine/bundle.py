"""A bundle: the files a reader has, from a folder, a zip, or loose files.

Files are recognised by name first and by content second; nothing is trusted because a
manifest says so. Files are never read whole: a ``BundleFile`` opens a byte stream.
"""

from __future__ import annotations

import hashlib
import json
import re
import zipfile
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path, PurePosixPath
from typing import BinaryIO

from verifier_app.engine.errors import UserFacingError

LIST_NAME = re.compile(r"^(\d{6})Z\.txt$")
DAY_DIR = re.compile(r"^\d{4}-\d{2}-\d{2}$")
ASK_NAME = re.compile(r"^([0-9a-f]{64})\.md$")
TOKEN_NAME = re.compile(r"^(?P<list>.+)\.(?P<tsa>[A-Za-z0-9_-]+)\.tsr$")
CODE_NAME = re.compile(r"^arena-code-(.+)\.txt$")
SNIFF_BYTES = 64 * 1024
FIRST_LINE_LIMIT = 1024 * 1024
DEMO_MARKER = "DEMONSTRATION.txt"


@dataclass(frozen=True)
class BundleFile:
    """One file of a bundle, addressed by its path relative to the bundle root."""

    relpath: str
    size: int
    disk_path: Path | None = None
    zip_path: Path | None = None
    zip_member: str | None = None

    @property
    def name(self) -> str:
        return self.relpath.rsplit("/", 1)[-1]

    @property
    def folder(self) -> str:
        """The folder part of ``relpath`` ("" at the bundle root)."""
        return self.relpath.rsplit("/", 1)[0] if "/" in self.relpath else ""

    def open(self) -> BinaryIO:
        if self.disk_path is not None:
            return open(self.disk_path, "rb")
        assert self.zip_path is not None and self.zip_member is not None
        archive = zipfile.ZipFile(self.zip_path)
        stream = archive.open(self.zip_member)
        stream._owning_archive = archive  # type: ignore[attr-defined]  # keep it alive
        return stream  # type: ignore[return-value]

    def sha256(self) -> str:
        """SHA-256 of the file's bytes, read in chunks (never whole)."""
        digest = hashlib.sha256()
        with self.open() as stream:
            for chunk in iter(lambda: stream.read(1 << 16), b""):
                digest.update(chunk)
        return digest.hexdigest()

    def head(self, limit: int = SNIFF_BYTES) -> bytes:
        with self.open() as stream:
            return stream.read(limit)

    def read_bytes(self, limit: int) -> bytes:
        """Read a small file whole; refuse one larger than ``limit`` with a clear message."""
        if self.size > limit:
            raise UserFacingError(
                f"{self.relpath} is {self.size:,} bytes, larger than the {limit:,} bytes "
                "such a file can be; it was not read."
            )
        with self.open() as stream:
            return stream.read(limit + 1)[:limit]

    @property
    def day(self) -> str | None:
        """The proof day (YYYY-MM-DD) when the file sits in a proof-day folder."""
        parts = self.relpath.split("/")
        for part in reversed(parts[:-1]):
            if DAY_DIR.match(part):
                return part
        return None


@dataclass
class Bundle:
    """Every file the reader supplied, sorted into the roles of the ten steps."""

    label: str
    files: dict[str, BundleFile] = field(default_factory=dict)
    root: Path | None = None  # the folder, when the bundle is exactly one folder
    problems: list[str] = field(default_factory=list)

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
            match = TOKEN_NAME.match(bundle_file.name)
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

    def stamped_lists(self) -> list[BundleFile]:
        lists = [f for f in self.sorted_files() if is_stamped_list(f)]
        return sorted(lists, key=lambda f: (f.day or "", f.name, f.relpath))

    def stamped_files(self) -> list[BundleFile]:
        """Other files given with their own ``.ots`` proof or ``.<tsa>.tsr`` tokens.

        Such a file is verified as a stamped file, so ordinary OpenTimestamps proofs and
        tokens are checked too, even when the file is not a stamped list.
        """
        lists = {f.relpath for f in self.stamped_lists()}
        found = []
        for bundle_file in self.sorted_files():
            if bundle_file.relpath in lists or bundle_file.name.endswith((".ots", ".tsr")):
                continue
            if self.ots_for(bundle_file) is not None or self.tokens_for(bundle_file):
                found.append(bundle_file)
        return found

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

    def describe_problems(self) -> list[str]:
        """Opening problems plus named files that are not what their name says."""
        problems = list(self.problems)
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
    if bundle_file.size == 0:
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
    from verifier_app.engine.stamped_list import looks_like_stamped_list

    if bundle_file.size == 0 or bundle_file.size > SNIFF_BYTES:
        return False
    if LIST_NAME.match(bundle_file.name):
        return True
    return bundle_file.name.endswith(".txt") and looks_like_stamped_list(bundle_file.head())


# -- opening ---------------------------------------------------------------------------
def open_bundle(paths: Iterable[str | Path]) -> Bundle:
    """Open folders, zips and loose files as one bundle; explain what cannot be opened."""
    paths = [Path(p) for p in paths]
    if not paths:
        raise UserFacingError("No files were given to verify.")
    bundle = Bundle(label=", ".join(p.name or str(p) for p in paths))
    for path in paths:
        if not path.exists():
            raise UserFacingError(f"{path} does not exist (check the name and the folder).")
        if path.is_dir():
            _add_folder(bundle, path)
        elif zipfile.is_zipfile(path):
            _add_zip(bundle, path)
        else:
            _add(bundle, BundleFile(path.name, path.stat().st_size, disk_path=path))
    if len(paths) == 1 and paths[0].is_dir():
        bundle.root = paths[0]
    if not bundle.files:
        raise UserFacingError("The files given are empty: there is nothing to verify.")
    return bundle


def _add(bundle: Bundle, bundle_file: BundleFile) -> None:
    if bundle_file.relpath in bundle.files:
        bundle.problems.append(
            f"Two files are named {bundle_file.relpath}; only the first one is used."
        )
        return
    bundle.files[bundle_file.relpath] = bundle_file


def _add_folder(bundle: Bundle, folder: Path) -> None:
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            relpath = path.relative_to(folder).as_posix()
            _add(bundle, BundleFile(relpath, path.stat().st_size, disk_path=path))


def _add_zip(bundle: Bundle, archive_path: Path) -> None:
    try:
        with zipfile.ZipFile(archive_path) as archive:
            members = [i for i in archive.infolist() if not i.is_dir()]
    except (zipfile.BadZipFile, OSError) as error:
        message = f"{archive_path.name} is not a readable zip file ({error})."
        raise UserFacingError(message) from None
    names = [PurePosixPath(i.filename) for i in members]
    strip = _common_top_folder(names)
    for info, name in zip(members, names, strict=True):
        if ".." in name.parts or name.is_absolute():
            bundle.problems.append(f"Skipped {info.filename}: it points outside the zip file.")
            continue
        relpath = PurePosixPath(*name.parts[strip:]).as_posix()
        _add(bundle, BundleFile(relpath, info.file_size, zip_path=archive_path,
                                zip_member=info.filename))


def _common_top_folder(names: list[PurePosixPath]) -> int:
    """1 when every member sits under one top folder (``bundle/api/v1/...``), else 0."""
    tops = {n.parts[0] for n in names if len(n.parts) > 1}
    has_loose = any(len(n.parts) == 1 for n in names)
    if len(tops) == 1 and not has_loose and next(iter(tops)) not in ("api", "markets"):
        return 1
    return 0
