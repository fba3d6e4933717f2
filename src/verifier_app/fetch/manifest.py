"""A tolerant reader for the analysis release's manifest (SHA-256 and size per file).

The paper says the release carries a manifest with each file's SHA-256, size and
retrieval time, but not its format, so these forms are all read:

- JSON: a list of objects; or an object holding such a list under ``files``,
  ``entries``, ``items`` or ``manifest``; or an object mapping each path to an object
  or straight to its SHA-256.
- CSV / TSV / semicolon-separated with a header row.
- ``sha256sum`` output (``<hex>  <path>``, ``<hex> *<path>``) and BSD style
  (``SHA256 (<path>) = <hex>``).

Column and field names are matched without regard to case: the path from ``path``,
``relpath``, ``file``, ``filename``, ``name`` (or ``key``); the hash from ``sha256``,
``sha-256``, ``sha256_hex``, ``hash``, ``digest`` or ``checksum`` (a ``sha256:`` prefix
is allowed; anything but 64 hex digits is rejected); the size from ``size``, ``bytes``,
``size_bytes`` or ``length``; the record's file name, where it differs from the path,
from ``key``, ``zenodo_key`` or ``record_key``; the retrieval time from
``retrieved_at``, ``retrieved``, ``fetched_at`` or ``retrieval_time``.
"""

from __future__ import annotations

import csv
import io
import json
import re
from dataclasses import dataclass
from typing import Any

from verifier_app.core.canonical import HEX64
from verifier_app.core.messages import Message, SaidError

PATH_FIELDS = ("path", "relpath", "file", "filename", "name")
HASH_FIELDS = ("sha256", "sha-256", "sha256_hex", "hash", "digest", "checksum")
SIZE_FIELDS = ("size", "bytes", "size_bytes", "length")
KEY_FIELDS = ("key", "zenodo_key", "record_key")
TIME_FIELDS = ("retrieved_at", "retrieved", "fetched_at", "retrieval_time")
LIST_KEYS = ("files", "entries", "items", "manifest")
SUMS_LINE = re.compile(r"^([0-9a-fA-F]{64}) [ *](.+)$")
BSD_LINE = re.compile(r"^SHA256 \((.+)\) = ([0-9a-fA-F]{64})$")
MANIFEST_NAME = re.compile(r"(manifest|sha256sums|checksums)", re.I)


@dataclass
class ManifestEntry:
    path: str
    sha256: str
    size: int | None = None
    key: str | None = None
    retrieved_at: str | None = None


class ManifestError(SaidError):
    """A manifest that lists no usable file (a plain sentence)."""


def is_manifest_name(key: str) -> bool:
    return bool(MANIFEST_NAME.search(key.rsplit("/", 1)[-1]))


def read_manifest(data: bytes, name: str) -> tuple[list[ManifestEntry], list[Message]]:
    """The entries, and plain sentences about rows that could not be used."""
    text = data.decode("utf-8-sig", errors="replace")
    stripped = text.lstrip()
    if stripped.startswith(("{", "[")):
        rows = _json_rows(stripped, name)
    elif SUMS_LINE.match(stripped.split("\n", 1)[0].strip()) or stripped.startswith("SHA256 ("):
        return _sums(text, name)
    else:
        rows = _csv_rows(text)
    entries, problems = [], []
    for number, row in enumerate(rows, start=1):
        entry = _entry(row)
        if entry is None:
            problems.append(Message.of("fetch.manifest_entry", number=number, name=name))
        else:
            entries.append(entry)
    if not entries:
        raise ManifestError(Message.of("fetch.manifest_empty", name=name))
    return entries, problems


def _json_rows(text: str, name: str) -> list[dict[str, Any]]:
    try:
        data = json.loads(text)
    except ValueError:
        raise ManifestError(Message.of("fetch.manifest_unreadable", name=name)) from None
    if isinstance(data, dict):
        listed = next((data[k] for k in LIST_KEYS if isinstance(data.get(k), list | dict)), None)
        data = listed if listed is not None else data
    if isinstance(data, dict):  # path -> object or hash
        return [dict(v, path=v.get("path", k)) if isinstance(v, dict) else {"path": k, "sha256": v}
                for k, v in data.items()]
    if isinstance(data, list):
        return [row for row in data if isinstance(row, dict)]
    raise ManifestError(Message.of("fetch.manifest_no_list", name=name))


def _csv_rows(text: str) -> list[dict[str, Any]]:
    first = text.split("\n", 1)[0]
    delimiter = max(("\t", ";", ","), key=first.count)
    return list(csv.DictReader(io.StringIO(text), delimiter=delimiter))


def _field(row: dict[str, Any], names: tuple[str, ...]) -> Any:
    lowered = {str(k).strip().lower(): v for k, v in row.items() if k is not None}
    return next((lowered[n] for n in names if lowered.get(n) not in (None, "")), None)


def _entry(row: dict[str, Any]) -> ManifestEntry | None:
    path = _field(row, PATH_FIELDS) or _field(row, KEY_FIELDS)
    digest = _field(row, HASH_FIELDS)
    if isinstance(digest, dict):  # {"checksum": {"sha256": …}}
        digest = _field(digest, HASH_FIELDS)
    if not isinstance(path, str) or not isinstance(digest, str):
        return None
    digest = digest.strip().lower().removeprefix("sha256:").removeprefix("sha-256:")
    if not HEX64.match(digest):
        return None
    size = _field(row, SIZE_FIELDS)
    try:
        size = int(size) if size is not None else None
    except (TypeError, ValueError):
        size = None
    key = _field(row, KEY_FIELDS)
    when = _field(row, TIME_FIELDS)
    return ManifestEntry(path.strip().removeprefix("./"), digest, size,
                         key if isinstance(key, str) else None,
                         when if isinstance(when, str) else None)


def _sums(text: str, name: str) -> tuple[list[ManifestEntry], list[Message]]:
    entries, problems = [], []
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if match := SUMS_LINE.match(line):
            entries.append(ManifestEntry(match[2].removeprefix("./"), match[1].lower()))
        elif match := BSD_LINE.match(line):
            entries.append(ManifestEntry(match[1].removeprefix("./"), match[2].lower()))
        else:
            problems.append(Message.of("fetch.manifest_line", number=number, name=name))
    if not entries:
        raise ManifestError(Message.of("fetch.manifest_empty", name=name))
    return entries, problems


def match_entry(key: str, entries: list[ManifestEntry]) -> ManifestEntry | None:
    """The manifest entry for a record file: by key, by path, by the path flattened with
    a separator (records cannot hold folders), or by a file name that is unique."""
    for entry in entries:
        if entry.key == key or entry.path == key:
            return entry
    for entry in entries:
        if any(entry.path.replace("/", sep) == key for sep in ("-", "_", "__", "--", ".")):
            return entry
    named = [e for e in entries if e.path.rsplit("/", 1)[-1] == key]
    return named[0] if len(named) == 1 else None
