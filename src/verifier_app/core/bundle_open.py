"""Opening what the reader was handed: folders, zips and loose files, as hostile input.

A bundle comes from the party being checked. So nothing here trusts it:
- only regular files and folders are opened (a pipe or ``/dev/zero`` would never end);
  links are not followed, so a bundle cannot point outside itself;
- a zip is opened once; member names are normalised (``.``, ``//``, backslashes, case,
  Unicode forms) and two members that land on one path make the zip ambiguous: an unpacking
  program would hand the reader one of them and the verifier could read the other;
- every member is read once against its CRC before anything is believed, so a damaged
  member is named up front; a file past its role's size limit is never read at all;
- whatever cannot be read is a ``FileProblem``: named, and never silently dropped.
"""

from __future__ import annotations

import json
import os
import re
import stat
import unicodedata
import zipfile
import zlib
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

from verifier_app.core.bundle import (
    Bundle,
    BundleFile,
    FileProblem,
    FileProblemKind,
    ZipSource,
    size_limit,
)
from verifier_app.core.errors import UserFacingError
from verifier_app.core.messages import Grouped, Message

DOWNLOAD_RECORD = "bundle.json"  # written by the app's downloader beside what it fetched
MAX_ZIP_MEMBERS = 100_000
MAX_ZIP_TOTAL_BYTES = 4 << 30  # declared uncompressed sizes, added up
READ_CHUNK = 1 << 20
FILE_LIKE_FOLDER = re.compile(r"\.(jsonl|json|txt|ots|tsr|csv|md|pem|crt|cer|der)$")
SUPPORTED_METHODS = {zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED, zipfile.ZIP_BZIP2,
                     zipfile.ZIP_LZMA}


def open_bundle(paths: Iterable[str | Path]) -> Bundle:
    """Open folders, zips and loose files as one bundle; explain what cannot be opened."""
    paths = [Path(p) for p in paths]
    if not paths:
        raise UserFacingError(Message.of("open.nothing_given"))
    bundle = Bundle(label=", ".join(shown_name(p.name or str(p)) for p in paths),
                    given=tuple(paths))
    for path in paths:
        kind = _path_kind(path)
        if kind == "folder":
            _add_folder(bundle, path)
        elif zipfile.is_zipfile(path):
            _add_zip(bundle, path)
        else:
            _add_disk_file(bundle, shown_name(path.name), path, path.stat().st_size)
    if len(paths) == 1 and paths[0].is_dir():
        bundle.root = paths[0]
    if not bundle.files and not bundle.file_problems:
        raise UserFacingError(Message.of("open.empty"))
    bundle.note_orphan_proofs()
    _note_unrecorded(bundle)
    return bundle


def _note_unrecorded(bundle: Bundle) -> None:
    """Files the download record (``bundle.json``) lists that the bundle no longer holds."""
    record = bundle.files.get(DOWNLOAD_RECORD)
    if record is None:
        return
    try:
        files = json.loads(record.read_bytes(size_limit(DOWNLOAD_RECORD))).get("files")
    except (ValueError, AttributeError, RecursionError, UserFacingError):
        return  # not our record: then it names nothing
    named = {p.relpath for p in bundle.file_problems}
    for relpath in sorted(files) if isinstance(files, dict) else []:
        if isinstance(relpath, str) and relpath not in bundle.files and relpath not in named:
            _problem(bundle, shown_name(relpath), FileProblemKind.MISSING,
                     f"is listed in {DOWNLOAD_RECORD} (the record of the download) but is not "
                     "in the bundle: it was removed or cannot be read, so it was not checked")


def shown_name(name: str) -> str:
    """A file name as text: bytes that are not UTF-8 are shown as '\ufffd', never passed on."""
    if name.isascii():  # nearly every name: its bytes are these characters already
        return name
    return os.fsencode(name).decode("utf-8", "replace")


def _path_kind(path: Path) -> str:
    """``folder`` or ``file``; anything else is refused before it is opened."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        raise UserFacingError(Message.of("open.missing", path=shown_name(str(path)))) \
            from None
    except OSError as error:
        raise UserFacingError(Message.of("open.cannot_open", path=shown_name(str(path)),
                                         error=error.strerror or str(error))) from None
    if stat.S_ISDIR(mode):
        return "folder"
    if not stat.S_ISREG(mode):
        raise UserFacingError(Message.of("open.not_a_file", path=shown_name(str(path))))
    if not os.access(path, os.R_OK):
        raise UserFacingError(Message.of("open.no_permission", path=shown_name(str(path))))
    return "file"


# -- folders --------------------------------------------------------------------------------
def _add_folder(bundle: Bundle, folder: Path, prefix: str = "") -> None:
    try:
        entries = sorted(os.scandir(folder), key=lambda e: e.name)
    except OSError as error:
        _problem(bundle, prefix.rstrip("/") or shown_name(folder.name),
                 FileProblemKind.UNREADABLE,
                 f"the folder cannot be read ({error.strerror or error}); whatever it holds "
                 "was not checked")
        return
    for entry in entries:
        relpath = prefix + shown_name(entry.name)
        _add_entry(bundle, folder / entry.name, relpath, entry)


def _add_entry(bundle: Bundle, path: Path, relpath: str, entry: os.DirEntry) -> None:
    try:
        if entry.is_symlink():
            _problem(bundle, relpath, FileProblemKind.SYMLINK,
                     "is a link to another place; links are not followed, so it was not "
                     "checked")
        elif entry.is_dir(follow_symlinks=False):
            if FILE_LIKE_FOLDER.search(entry.name):
                _problem(bundle, relpath, FileProblemKind.FOLDER,
                         "is a folder where a file of that name belongs; it was not checked")
            _add_folder(bundle, path, relpath + "/")
        elif entry.is_file(follow_symlinks=False):
            size = entry.stat(follow_symlinks=False).st_size
            if not os.access(entry.path, os.R_OK):  # the same file, named without a Path
                _problem(bundle, relpath, FileProblemKind.UNREADABLE,
                         "cannot be read: you have no permission to read it")
            else:
                _add_disk_file(bundle, relpath, path, size)
        else:
            _problem(bundle, relpath, FileProblemKind.NOT_REGULAR,
                     "is not a regular file (a pipe, a device or a socket); it was not read")
    except OSError as error:
        _problem(bundle, relpath, FileProblemKind.UNREADABLE,
                 f"cannot be read ({error.strerror or error})")


def _add_disk_file(bundle: Bundle, relpath: str, path: Path, size: int) -> None:
    _add(bundle, BundleFile(relpath, size, disk_path=path), path)


# -- zips -----------------------------------------------------------------------------------
def _add_zip(bundle: Bundle, archive_path: Path) -> None:
    label = shown_name(archive_path.name)
    try:
        archive = zipfile.ZipFile(archive_path)
        members = [i for i in archive.infolist() if not i.is_dir()]
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, ValueError,
            NotImplementedError) as error:
        raise UserFacingError(Message.of("open.bad_zip", label=label, error=str(error))) \
            from None
    _check_zip_size(label, members)
    source = ZipSource(archive_path, archive)
    placed = [(info, _member_path(info.filename)) for info in members]
    strip = _common_top_folder([p for _, p in placed if p is not None])
    for info, path in placed:
        if path is None:
            _problem(bundle, info.filename, FileProblemKind.OUTSIDE,
                     "points outside the zip file; it was skipped")
            continue
        relpath = PurePosixPath(*path.parts[strip:]).as_posix()
        if _member_readable(bundle, relpath, info, archive):
            _add(bundle, BundleFile(relpath, info.file_size, zip_source=source,
                                    zip_member=info.filename), f"{label}: {info.filename}")


def _check_zip_size(label: str, members: list[zipfile.ZipInfo]) -> None:
    if len(members) > MAX_ZIP_MEMBERS:
        raise UserFacingError(Message.of("open.zip_members", label=label,
                                         count=Grouped(len(members)),
                                         limit=Grouped(MAX_ZIP_MEMBERS)))
    total = sum(i.file_size for i in members)
    if total > MAX_ZIP_TOTAL_BYTES:
        raise UserFacingError(Message.of("open.zip_bytes", label=label, total=Grouped(total),
                                         limit=Grouped(MAX_ZIP_TOTAL_BYTES)))


def _member_path(name: str) -> PurePosixPath | None:
    """The path a member lands on when unpacked; None when it lands outside the folder.

    ``..`` is resolved as an unpacking program resolves it, so ``a/x/../b`` is ``a/b``.
    """
    name = name.replace("\\", "/")
    if name.startswith("/") or re.match(r"^[A-Za-z]:", name):
        return None
    parts: list[str] = []
    for part in name.split("/"):
        if part == "..":
            if not parts:
                return None
            parts.pop()
        elif part not in ("", "."):
            parts.append(part)
    return PurePosixPath(*parts) if parts else None


def _member_readable(bundle: Bundle, relpath: str, info: zipfile.ZipInfo,
                     archive: zipfile.ZipFile) -> bool:
    """Read the member once against its CRC and limit; name it when it cannot be used."""
    if info.flag_bits & 0x1:
        _problem(bundle, relpath, FileProblemKind.UNSUPPORTED,
                 "is encrypted in the zip file, so it cannot be read")
        return False
    if info.compress_type not in SUPPORTED_METHODS:
        _problem(bundle, relpath, FileProblemKind.UNSUPPORTED,
                 f"is packed with a method this app cannot unpack ({info.compress_type})")
        return False
    if info.file_size > size_limit(relpath):
        return True  # kept, never read: its step says it is too large (BundleFile.open)
    try:
        with archive.open(info) as stream:
            while stream.read(READ_CHUNK):
                pass
    except (zipfile.BadZipFile, zlib.error, EOFError, OSError, ValueError,
            NotImplementedError, RuntimeError) as error:
        _problem(bundle, relpath, FileProblemKind.DAMAGED,
                 f"is damaged inside the zip file ({error}); it was not read")
        return False
    return True


def _common_top_folder(names: list[PurePosixPath]) -> int:
    """1 when every member sits under one top folder (``bundle/api/v1/...``), else 0."""
    tops = {n.parts[0] for n in names if len(n.parts) > 1}
    has_loose = any(len(n.parts) == 1 for n in names)
    if len(tops) == 1 and not has_loose and next(iter(tops)) not in ("api", "markets"):
        return 1
    return 0


# -- shared ---------------------------------------------------------------------------------
def _same_path_key(relpath: str) -> str:
    """Two names an unpacking program may put in one place (case, Unicode form)."""
    return unicodedata.normalize("NFC", relpath).casefold()


def _add(bundle: Bundle, bundle_file: BundleFile, origin: str | Path) -> None:
    """``origin``: where the file comes from, a path on disk or "<zip>: <member>" (made
    text only when it is said: a season's bundle holds thousands of files)."""
    key = _same_path_key(bundle_file.relpath)
    earlier = bundle.origins.get(key)
    if earlier is not None:
        raise UserFacingError(Message.of("open.same_place", path=repr(bundle_file.relpath),
                                         first=repr(str(earlier)), second=repr(str(origin))))
    bundle.origins[key] = origin
    bundle.files[bundle_file.relpath] = bundle_file


def _problem(bundle: Bundle, relpath: str, kind: FileProblemKind, sentence: str) -> None:
    bundle.file_problems.append(FileProblem(relpath, kind, f"{relpath} {sentence}."))
