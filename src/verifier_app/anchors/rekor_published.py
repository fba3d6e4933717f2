"""The log's answers as a bundle publishes them: ``rekor/entries/<logIndex>.json`` (the
log's own JSON for that entry) and ``rekor/by-list.json`` naming each list's entry.

``by-list.json`` names, for each stamped list (by its path in the bundle or its SHA-256),
the log entry that answers it. Logs and sites write it in several shapes, all read here:

- a flat map: ``{"markets/proof/2026-10-20/130025Z.txt": 3368351276, …}``;
- a map of objects: ``{"<list or SHA-256>": {"logIndex": N, "uuid": "…",
  "entry": "rekor/entries/N.json"}, …}`` (any of the three may be missing);
- either of those under a ``"lists"`` key (``{"lists": {…}}``), or a list of such objects
  naming the list in ``"list"``/``"path"`` or ``"sha256"``.

The entry is then checked offline exactly like a fresh answer of the log, and it must sit
at the index (and carry the UUID) named; the index is only a pointer, so nothing in it is
trusted. Whenever the bundle holds ``rekor/`` files the walk cannot use for a list,
``unused_reason`` says why, so a reader is never told that nothing was saved.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from verifier_app import net
from verifier_app.core.bundle import Bundle
from verifier_app.core.messages import Grouped, Message

INDEX = "rekor/by-list.json"
FOLDER = "rekor/"
MAX_INDEX_BYTES = 8 << 20  # a season's index is some tens of kilobytes
WRAPPERS = ("lists", "by_list", "byList", "entries")  # a map or list kept under one key
INDEX_KEYS = ("logIndex", "log_index", "index")
ENTRY_KEYS = ("entry", "path", "file")
LIST_KEYS = ("list", "list_path", "stamped_list", "sha256", "list_sha256")
SHA256_HEX = re.compile(r"^[0-9a-fA-F]{64}$")
UUID_TEXT = re.compile(r"^[0-9a-fA-F]{16,80}$")


@dataclass(frozen=True)
class Pointer:
    """Where the bundle says a list's log entry is: its log index, UUID and file (each may
    be unknown)."""

    position: int | None = None
    uuid: str | None = None
    entry: str | None = None


@dataclass(frozen=True)
class PublishedIndex:
    """The bundle's ``rekor/by-list.json`` as read: list path or lower-case SHA-256 ->
    pointer, why it could not be read (``problem``), and the ``rekor/`` files present."""

    pointers: dict[str, Pointer] = field(default_factory=dict)
    problem: Message | None = None
    present: bool = False  # the bundle holds the index file
    rekor_files: int = 0  # files under rekor/ besides the index

    def pointer(self, list_path: str, sha256: str) -> Pointer | None:
        return self.pointers.get(list_path) or self.pointers.get(sha256.lower())


def published_index(bundle: Bundle) -> PublishedIndex:
    """The bundle's index in any of the shapes above (empty without one)."""
    rekor_files = sum(1 for name in bundle.files if name.startswith(FOLDER) and name != INDEX)
    found = bundle.files.get(INDEX)
    if found is None:
        return PublishedIndex(rekor_files=rekor_files)
    if found.size > MAX_INDEX_BYTES:
        return PublishedIndex(problem=Message.of("rekor_files.too_large", file=INDEX,
                                                 limit=Grouped(MAX_INDEX_BYTES)),
                              present=True, rekor_files=rekor_files)
    try:
        data = net.parse_json(found.read_bytes(MAX_INDEX_BYTES))
    except (ValueError, OSError, RecursionError):
        return PublishedIndex(problem=Message.of("rekor_files.not_json", file=INDEX),
                              present=True, rekor_files=rekor_files)
    pointers = read_pointers(data)
    problem = None if pointers else Message.of("rekor_files.no_pointer", file=INDEX)
    return PublishedIndex(pointers, problem, True, rekor_files)


def read_pointers(data: Any) -> dict[str, Pointer]:
    """List path or SHA-256 -> pointer, from any of the shapes a log or site writes."""
    if isinstance(data, dict):
        data = next((data[k] for k in WRAPPERS if isinstance(data.get(k), dict | list)),
                    data)
    if isinstance(data, list):
        named = ((_list_name(item), _pointer(item)) for item in data if isinstance(item, dict))
        return {name: pointer for name, pointer in named if name and pointer}
    if not isinstance(data, dict):
        return {}
    read = ((_key(k), _pointer(v)) for k, v in data.items())
    return {key: pointer for key, pointer in read if pointer is not None}


def _key(name: Any) -> str:
    text = str(name)
    return text.lower() if SHA256_HEX.match(text) else text


def _list_name(item: dict[str, Any]) -> str | None:
    name = next((item[k] for k in LIST_KEYS if isinstance(item.get(k), str)), None)
    return _key(name) if name else None


def _pointer(value: Any) -> Pointer | None:
    """A log index (a whole number, or one written as digits), or an object naming one or
    more of its index, UUID and entry file; None for anything else."""
    position = _position(value)
    if position is not None:
        return Pointer(position=position)
    if not isinstance(value, dict):
        return None
    position = next((p for k in INDEX_KEYS if (p := _position(value.get(k))) is not None),
                    None)
    uuid = value.get("uuid")
    uuid = uuid.lower() if isinstance(uuid, str) and UUID_TEXT.match(uuid) else None
    entry = next((v for k in ENTRY_KEYS if isinstance(v := value.get(k), str)), None)
    if position is None and uuid is None and entry is None:
        return None
    return Pointer(position, uuid, entry)


def _position(value: Any) -> int | None:
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) < 20:
        return int(value)
    return None


def entry_files(pointer: Pointer) -> list[str]:
    """The bundle files that may hold the entry, the one the index names first."""
    names = [pointer.entry.removeprefix("./")] if pointer.entry else []
    if pointer.position is not None:
        names.append(f"rekor/entries/{pointer.position}.json")
    if pointer.uuid is not None:
        names.append(f"rekor/entries/{pointer.uuid}.json")
    return names


def published_entry(bundle: Bundle, index: PublishedIndex, list_path: str, sha256: str,
                    cap: int) -> tuple[Pointer, bytes] | None:
    """(the pointer, the entry's bytes) the bundle publishes for this list, if any."""
    pointer = index.pointer(list_path, sha256)
    if pointer is None:
        return None
    entry = next((f for name in entry_files(pointer) if (f := bundle.files.get(name))), None)
    if entry is None:
        return None
    return pointer, entry.head(cap)  # cut short if oversized: then it reads as damaged


def unused_reason(bundle: Bundle, index: PublishedIndex, list_path: str, sha256: str,
                  lists: frozenset[str]) -> Message | None:
    """Why the bundle's ``rekor/`` files give no answer for this list (None: it has none
    to give, or one was found). ``lists``: every stamped list of the bundle, path and
    SHA-256."""
    if not index.present and not index.rekor_files:
        return None
    if not index.present:
        return Message.of("rekor_files.no_index", count=index.rekor_files, index=INDEX)
    if index.problem is not None:
        return index.problem
    pointer = index.pointer(list_path, sha256)
    if pointer is None:
        if not any(key in lists for key in index.pointers):
            return Message.of("rekor_files.names_none", file=INDEX, count=len(index.pointers))
        return Message.of("rekor_files.not_named", file=INDEX)
    if published_entry(bundle, index, list_path, sha256, 1) is None:
        return Message.of("rekor_files.entry_missing", file=INDEX,
                          entry=" / ".join(entry_files(pointer)) or "?")
    return None
