"""The log's answers as a bundle publishes them: ``rekor/entries/<logIndex>.json`` (the
log's own JSON for that entry) and ``rekor/by-list.json`` naming each list's entry.

``by-list.json`` maps a stamped list (its path in the bundle, or its SHA-256) to a log
index. The entry is then checked offline exactly like a fresh answer of the log, and it
must sit at the index named; the index is only a pointer, so nothing in it is trusted.
"""

from __future__ import annotations

from typing import Any

from verifier_app import net
from verifier_app.engine.bundle import Bundle

INDEX = "rekor/by-list.json"
MAX_INDEX_BYTES = 8 << 20  # a season's index is some tens of kilobytes


def published_index(bundle: Bundle) -> dict[str, int]:
    """List path or SHA-256 -> log index, from the bundle's index; {} without one (or
    with one that is not such a map: its entries are then simply not found)."""
    found = bundle.files.get(INDEX)
    if found is None or found.size > MAX_INDEX_BYTES:
        return {}
    try:
        data = net.parse_json(found.read_bytes(MAX_INDEX_BYTES))
    except (ValueError, OSError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {str(k).lower() if len(str(k)) == 64 else str(k): v for k, v in data.items()
            if isinstance(v, int) and not isinstance(v, bool) and v >= 0}


def published_entry(bundle: Bundle, index: dict[str, int], list_path: str,
                    sha256: str, cap: int) -> tuple[int, bytes] | None:
    """(log index, the entry's bytes) the bundle publishes for this list, if any."""
    position: Any = index.get(list_path, index.get(sha256.lower()))
    if position is None:
        return None
    entry = bundle.files.get(f"rekor/entries/{position}.json")
    if entry is None:
        return None
    return position, entry.head(cap)  # cut short if oversized: then it reads as damaged
