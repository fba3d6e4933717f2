"""The app's own cache folder: in the user's cache directory, never inside a bundle.

``VERIFIER_APP_CACHE_DIR`` overrides it (the tests point it at a temporary folder).
Entries are named by what they hold (a SHA-256), so writing one twice changes nothing.
The folder is the user's, so it is input like any other: every cached file is read through
``read_cached`` (a regular file, a size cap, re-hashed where its name or a record gives its
digest), and a damaged one is said and left unused, as if it were absent.
"""

from __future__ import annotations

import hashlib
import os
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path

from verifier_app.core.messages import Grouped, Message

CACHE_ENV = "VERIFIER_APP_CACHE_DIR"
NONBLOCK = getattr(os, "O_NONBLOCK", 0)  # opening a pipe must not wait for a writer


def cache_root() -> Path:
    override = os.environ.get(CACHE_ENV)
    if override:
        return Path(override)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("verifier-app", appauthor=False))


@dataclass(frozen=True)
class CachedFile:
    """A file read back from the cache folder: its bytes, or why they were not used.

    ``data`` is None both when there is no such file and when it is damaged; ``damage``
    (a message to show beside the result) is set only for the latter."""

    data: bytes | None
    damage: Message | None = None  # the whole sentence, naming the file
    why: Message | None = None  # only what was wrong with it


def read_cached(path: Path, cap: int, sha256: str | None = None) -> CachedFile:
    """A cached file opened like hostile input: a regular file (opened without waiting, so
    a pipe put in its place cannot hang the walk), of at most ``cap`` bytes, and, when
    ``sha256`` is given, holding what its name says. Anything else is damage, never data."""
    try:
        fd = os.open(path, os.O_RDONLY | NONBLOCK)
    except FileNotFoundError:
        return CachedFile(None)
    except IsADirectoryError:
        return _damaged(path, Message.of("cache.why.folder"))
    except OSError as error:
        return _damaged(path, Message.of("cache.why.unreadable",
                                         reason=error.strerror or str(error)))
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        why = "cache.why.folder" if stat.S_ISDIR(mode) else "cache.why.not_regular"
        return _damaged(path, Message.of(why))
    with os.fdopen(fd, "rb") as stream:
        info = os.fstat(fd)
        if info.st_size > cap:
            return _damaged(path, Message.of("cache.why.too_large", cap=Grouped(cap)))
        try:
            data = stream.read(cap + 1)
        except OSError as error:
            return _damaged(path, Message.of("cache.why.unreadable",
                                             reason=error.strerror or str(error)))
    if len(data) > cap:
        return _damaged(path, Message.of("cache.why.too_large", cap=Grouped(cap)))
    if sha256 is not None and hashlib.sha256(data).hexdigest() != sha256.lower():
        return _damaged(path, Message.of("cache.why.digest"))
    return CachedFile(data)


def damaged(path: Path, why: Message) -> Message:
    """'The copy kept in the cache folder (…) was damaged (why) and was not used.'"""
    try:
        name = str(Path(path).relative_to(cache_root()))
    except ValueError:
        name = Path(path).name
    return Message.of("cache.damaged", name=name, why=why)


def _damaged(path: Path, why: Message) -> CachedFile:
    return CachedFile(None, damaged(path, why), why)


def cached_copy(folder: str, data: bytes, suffix: str = "") -> Path:
    """A file holding ``data`` in the cache, named by its SHA-256 (written once). A copy
    already there is re-read and re-hashed: a file of the right name and size with other
    bytes, a pipe or a folder in its place is never used; the bytes are written afresh
    (beside it, under a new name, if it cannot be replaced)."""
    digest = hashlib.sha256(data).hexdigest()
    path = cache_root() / folder / (digest + suffix)
    if read_cached(path, len(data), digest).data is not None:
        return path
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(prefix=".", suffix=".tmp", dir=path.parent)
    with os.fdopen(handle, "wb") as out:
        out.write(data)
    try:
        os.replace(temp, path)  # a reader never sees half a file
    except OSError:  # a folder stands there: keep the fresh copy under its own name
        kept = path.with_name(f"{digest}-{Path(temp).stem.lstrip('.')}{suffix}")
        os.replace(temp, kept)
        return kept
    return path
