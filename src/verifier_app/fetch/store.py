"""Where downloaded bytes live: a staging folder while downloading, the bundle after.

Layout, for a bundle folder ``<dest>``:

- ``<dest>/`` the bundle in the live layout (``api/v1/…``, ``markets/proof/<day>/…``) with
  ``bundle.json`` recording every file's address, retrieval time, size, SHA-256 and HTTP
  validators;
- ``<dest>.history/<timestamp>/…`` earlier copies of files a refresh replaced, never
  overwritten (beside the bundle, so that opening the bundle does not read old copies as
  current ones);
- ``.<dest>.partial/`` files of a download in progress, and ``.<dest>.partial.json`` what
  of it is complete. Nothing in ``<dest>`` changes until every file has arrived, so a
  cancelled or failed download leaves the previous bundle exactly as it was, and the next
  try resumes from the staging folder.

Every write is atomic: a temporary file in the target folder, flushed to disk, renamed.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path, PurePosixPath
from typing import Any

from verifier_app.core.atomic_write import write_whole
from verifier_app.core.messages import Message
from verifier_app.fetch.policy import FetchError

BUNDLE_JSON = "bundle.json"
FORMAT = "verifier-app bundle"


def safe_relpath(relpath: str) -> str:
    """A relative path that stays inside the bundle, or a refusal."""
    path = PurePosixPath(relpath)
    if (not relpath or "\\" in relpath or path.is_absolute() or ".." in path.parts
            or any(part in ("", ".") or part.startswith(".") for part in path.parts)
            or relpath == BUNDLE_JSON):
        raise FetchError(Message.of("fetch.bad_name", relpath=repr(relpath)))
    return path.as_posix()


def fsync_dir(folder: Path) -> None:
    if os.name != "posix":
        return  # Windows cannot open a folder for fsync; the rename is still atomic
    handle = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(handle)
    finally:
        os.close(handle)


def write_atomic(dest: Path, data: bytes) -> None:
    write_whole(dest, data, prefix=f".{dest.name}.", durable=True)
    fsync_dir(dest.parent)


def move_atomic(src: Path, dest: Path) -> None:
    """Rename within one file system (staging and bundle are siblings)."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    os.replace(src, dest)
    fsync_dir(dest.parent)


class Layout:
    def __init__(self, dest: Path):
        self.dest = dest
        self.staging = dest.parent / f".{dest.name}.partial"
        self.state_path = dest.parent / f".{dest.name}.partial.json"
        self.history_root = dest.parent / f"{dest.name}.history"

    def current(self, relpath: str) -> Path:
        return self.dest.joinpath(*PurePosixPath(relpath).parts)

    def staged(self, relpath: str) -> Path:
        return self.staging.joinpath(*PurePosixPath(relpath).parts)

    def part(self, relpath: str) -> Path:
        staged = self.staged(relpath)
        return staged.with_name(staged.name + ".part")

    def history(self, stamp: str, relpath: str) -> Path:
        return self.history_root.joinpath(stamp, *PurePosixPath(relpath).parts)

    # -- staging state: which files of the running download are complete -------------
    def load_state(self) -> dict[str, dict[str, Any]]:
        try:
            data = json.loads(self.state_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def save_state(self, state: dict[str, dict[str, Any]]) -> None:
        write_atomic(self.state_path, json.dumps(state, indent=1, sort_keys=True).encode())

    def clear_staging(self) -> None:
        shutil.rmtree(self.staging, ignore_errors=True)
        self.state_path.unlink(missing_ok=True)

    # -- the bundle's record ---------------------------------------------------------
    def load_record(self) -> dict[str, Any]:
        path = self.dest / BUNDLE_JSON
        try:
            data = json.loads(path.read_bytes())
        except (OSError, ValueError):
            data = None
        if not isinstance(data, dict) or not isinstance(data.get("files"), dict):
            return {"format": FORMAT, "version": 1, "files": {}, "history": [], "sources": []}
        data.setdefault("history", [])
        data.setdefault("sources", [])
        return data

    def save_record(self, record: dict[str, Any]) -> None:
        text = json.dumps(record, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
        write_atomic(self.dest / BUNDLE_JSON, text.encode("utf-8"))


def default_bundles_dir() -> Path:
    """The platform's per-user data folder: XDG on Linux, Application Support on macOS,
    LOCALAPPDATA on Windows."""
    import sys

    home = Path.home()
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or home / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = home / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    return base / "verifier-app" / "bundles"
