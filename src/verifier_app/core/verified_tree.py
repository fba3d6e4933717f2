"""Nothing is written into what is being verified: the one rule every writer asks first.

What the reader handed the app is evidence and is read, never written (Appendix B reads a
bundle; a file written into it would change the next reader's bundle). So a place the app
writes to — an evidence pack, a witness statement, a report, a chart — is refused when it
lies inside the verified tree:

- a bundle folder, and everything below it;
- the folder that holds loose files (``verify book.jsonl list.txt …``), since a file
  written beside them lands among them;
- a zip file itself (beside a zip is beside the bundle, which is fine).

Places are compared by identity, not by spelling: the destination's real path (symlinks
resolved) is walked up folder by folder and each folder's ``(st_dev, st_ino)`` is compared
with the tree's, so a symlink, a ``..``, another spelling of the same folder or a bind
mount of it is recognised too.
"""

from __future__ import annotations

import os
import stat
import zipfile
from collections.abc import Iterable, Iterator
from pathlib import Path

from verifier_app.core.errors import UserFacingError
from verifier_app.core.messages import Message

Identity = tuple[int, int]  # (st_dev, st_ino): one folder or file, however it is reached


class WriteRefused(UserFacingError):
    """The destination lies inside what is being verified; nothing was written."""


def refuse_writing_into(dest: Path, given: Iterable[Path], what: Message) -> None:
    """Raise ``WriteRefused`` when ``dest`` (a file or folder, existing or not) is inside
    the tree made of the ``given`` paths (what the reader opened); ``what`` names what
    would have been written, e.g. ``Message.of("write.what_evidence")``."""
    protected = _protected(given)
    if not protected:
        return
    for identity in _chain(dest):
        tree = protected.get(identity)
        if tree is not None:
            raise WriteRefused(Message.of("write.inside_tree", path=str(dest), tree=tree,
                                          what=what))


def _protected(given: Iterable[Path]) -> dict[Identity, str]:
    """The identities the verified tree is made of, with the name to show for each."""
    found: dict[Identity, str] = {}
    for path in given:
        info = _stat(path)
        if info is None:
            continue
        found[(info.st_dev, info.st_ino)] = str(path)
        if stat.S_ISREG(info.st_mode) and not _is_zip(path):
            folder = _stat(path.absolute().parent)  # loose files: their own folder
            if folder is not None:
                found[(folder.st_dev, folder.st_ino)] = str(path.absolute().parent)
    return found


def _chain(dest: Path) -> Iterator[Identity]:
    """The identities of ``dest`` and of every existing folder above it, by its real path."""
    real = Path(os.path.realpath(dest))
    for place in (real, *real.parents):
        info = _stat(place)
        if info is not None:
            yield info.st_dev, info.st_ino


def _stat(path: Path) -> os.stat_result | None:
    try:
        return os.stat(path)
    except (OSError, ValueError):  # absent, unreachable or an impossible name
        return None


def _is_zip(path: Path) -> bool:
    try:
        return zipfile.is_zipfile(path)
    except OSError:
        return False
