"""Which known source a bundle came from: the newest source its download record
(``bundle.json``, written by ``verifier-app fetch``) names, the live site's address or the
release's DOI as the reader typed it. A bundle without that record has no known source and
gets no history: a folder of loose files could be anything."""

from __future__ import annotations

import json

from verifier_app.engine.bundle import Bundle, size_limit
from verifier_app.engine.bundle_open import DOWNLOAD_RECORD
from verifier_app.engine.errors import UserFacingError

MAX_SOURCE_CHARS = 2000


def bundle_source(bundle: Bundle) -> str | None:
    record = bundle.files.get(DOWNLOAD_RECORD)
    if record is None or bundle.book is None:
        return None
    try:
        data = json.loads(record.read_bytes(size_limit(DOWNLOAD_RECORD)))
    except (ValueError, RecursionError, UserFacingError, OSError):
        return None
    sources = data.get("sources") if isinstance(data, dict) else None
    named = [s for s in sources if isinstance(s, dict) and _usable(s.get("source"))] \
        if isinstance(sources, list) else []
    if not named:
        return None
    newest = max(named, key=lambda s: str(s.get("retrieved_at", "")))
    return str(newest["source"])


def _usable(value: object) -> bool:
    return isinstance(value, str) and 0 < len(value) <= MAX_SOURCE_CHARS and all(
        ch >= " " and ch != "\x7f" for ch in value)
