"""The app's own cache folder: in the user's cache directory, never inside a bundle.

``VERIFIER_APP_CACHE_DIR`` overrides it (the tests point it at a temporary folder).
Entries are named by what they hold (a SHA-256), so writing one twice changes nothing.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

CACHE_ENV = "VERIFIER_APP_CACHE_DIR"


def cache_root() -> Path:
    override = os.environ.get(CACHE_ENV)
    if override:
        return Path(override)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("verifier-app", appauthor=False))


def cached_copy(folder: str, data: bytes, suffix: str = "") -> Path:
    """A file holding ``data`` in the cache, named by its SHA-256 (written once)."""
    path = cache_root() / folder / (hashlib.sha256(data).hexdigest() + suffix)
    if not path.is_file() or path.stat().st_size != len(data):
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temp = tempfile.mkstemp(prefix=".", suffix=".tmp", dir=path.parent)
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.replace(temp, path)  # a reader never sees half a file
    return path
