"""Which copy of Sigstore's trusted root is in use: the shipped one, or one updated through
Sigstore's TUF repository on this computer.

An update (``trust_refresh``) leaves in the user's cache folder (``trusted-root/``) the TUF
metadata it verified and, kept apart in ``in-use/``, the trusted root it downloaded with the
targets metadata that listed it, so that a later update that fails halfway leaves the copy
in use as it was. Before a walk uses that copy it is checked
again here, offline, from the shipped TUF root on: each later root version signed by the
one before it and by itself, the targets metadata signed by the last root's targets keys,
and the copy's length and hashes as that targets metadata lists them. Expiry is not checked
again (the metadata was current when the update ran); the copy's age is shown and warned
about exactly like the shipped copy's. A copy that does not verify is not used, and the
trusted root in use says why. No network here, ever.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from urllib.parse import quote, urlsplit

from tuf.api.exceptions import RepositoryError
from tuf.api.metadata import Metadata, Root, Targets

from verifier_app.anchors.trusted_root import (
    MAX_ROOT_BYTES,
    TrustedRoot,
    read_trusted_root,
    shipped_root,
)
from verifier_app.core.atomic_write import write_whole
from verifier_app.core.cache import cache_root, read_cached
from verifier_app.core.messages import CATALOGUE, Message, SaidError
from verifier_app.net import parse_json
from verifier_app.resources import resource_path

REPOSITORY = "https://tuf-repo-cdn.sigstore.dev"
TARGET = "trusted_root.json"
ANCHOR_FILE = "sigstore-tuf-root.json"  # Sigstore's published TUF root, shipped
FOLDER = "trusted-root"
RECORD = "in-use.json"  # which repository's copy was last updated, and when
MAX_METADATA_BYTES = 1 << 20
MAX_ROOT_VERSIONS = 256  # as tuf.ngclient's own limit on root rotations


class CopyRefused(SaidError):
    """An updated copy that cannot be used; the message is a plain phrase."""


@dataclass(frozen=True)
class UpdateRecord:
    repository: str
    fetched: datetime
    sha256: str


def tuf_anchor() -> bytes:
    """Sigstore's TUF root that ships with the app: the trust anchor of every update."""
    return resource_path("rekor", ANCHOR_FILE).read_bytes()


@dataclass(frozen=True)
class AnchorInfo:
    """The shipped TUF root's version and expiry. Once it has expired, an update verifies
    only while the repository offers a newer root signed by it; a new release of the app
    brings a current one (packaging/RELEASE-CHECKLIST.md)."""

    version: int
    expires: datetime

    def expired(self, now: datetime | None = None) -> bool:
        return (now or datetime.now(UTC)) >= self.expires

    def to_json(self, now: datetime | None = None) -> dict[str, object]:
        return {"version": self.version,
                "expires": self.expires.strftime("%Y-%m-%dT%H:%M:%SZ"),
                "expired": self.expired(now)}

    def message(self, now: datetime | None = None) -> Message:
        """One sentence for Settings and ``trusted-root``: the expiry, and what to do."""
        day = self.expires.strftime("%Y-%m-%d %H:%M UTC")
        if self.expired(now):
            return Message.of("trust.anchor_expired_note", version=self.version, day=day)
        return Message.of("trust.anchor_valid", version=self.version, day=day)


def anchor_info(anchor: bytes | None = None) -> AnchorInfo:
    """What the shipped TUF root (or ``anchor``) says of itself; read, not verified."""
    root = Metadata[Root].from_bytes(anchor if anchor is not None else tuf_anchor()).signed
    return AnchorInfo(root.version, root.expires.astimezone(UTC))


def repository_dir(repository: str) -> Path:
    return cache_root() / FOLDER / quote(repository, safe="")


def metadata_dir(repository: str) -> Path:
    return repository_dir(repository) / "metadata"


def target_file(repository: str) -> Path:
    """Where the TUF client downloads the trusted root (rewritten by every update)."""
    return repository_dir(repository) / "targets" / TARGET


def in_use_dir(repository: str) -> Path:
    """The copy in use and the targets metadata that listed it, kept apart from the TUF
    client's folders so that an update that fails halfway leaves them as they were."""
    return repository_dir(repository) / "in-use"


def host_of(repository: str) -> str:
    return urlsplit(repository).netloc or repository


# --- the copy in use and the record of its update -------------------------------------------

def save_in_use(repository: str, fetched: datetime, targets: bytes, data: bytes) -> None:
    """Keep a copy TUF just verified, with its targets metadata; the record goes last."""
    folder = in_use_dir(repository)
    _write(folder / "targets.json", targets)
    _write(folder / TARGET, data)
    record = {"repository": repository, "sha256": hashlib.sha256(data).hexdigest(),
              "fetched": fetched.astimezone(UTC).isoformat(timespec="seconds")}
    _write(cache_root() / FOLDER / RECORD, json.dumps(record).encode() + b"\n")


def _write(path: Path, data: bytes) -> None:
    write_whole(path, data)  # a walk never reads half a file


def read_record() -> UpdateRecord | None:
    """The last update, or None when there was none."""
    path = cache_root() / FOLDER / RECORD
    if not os.path.lexists(path):  # a pipe or a folder in its place is damage, said
        return None
    try:
        doc = parse_json(read_saved(path, 4096))
        fetched = datetime.fromisoformat(doc["fetched"])
        if fetched.tzinfo is None:
            raise ValueError("a time without its zone")
        return UpdateRecord(str(doc["repository"]), fetched.astimezone(UTC), str(doc["sha256"]))
    except (OSError, KeyError, TypeError, ValueError, OverflowError) as exc:
        # OverflowError: a date whose zone moves it outside the years a datetime can hold
        raise CopyRefused(Message.of("trust.record_unreadable")) from exc


def read_saved(path: Path, cap: int) -> bytes:
    """A file of the saved copy, read like any cached file (a pipe there never hangs)."""
    kept = read_cached(path, cap)
    if kept.data is not None:
        return kept.data
    if kept.why is None:
        raise CopyRefused(Message.of("trust.file_missing", name=path.name))
    raise CopyRefused(Message.of("trust.file_damaged", name=path.name, why=kept.why))


# --- the offline check ---------------------------------------------------------------------

def verified_copy(anchor: bytes, repository: str) -> bytes:
    """The updated trusted root, once its TUF metadata verifies from ``anchor``; raises
    ``CopyRefused`` otherwise."""
    try:
        root = newest_root(Metadata[Root].from_bytes(anchor), metadata_dir(repository))
        targets = Metadata[Targets].from_bytes(
            read_saved(in_use_dir(repository) / "targets.json", MAX_METADATA_BYTES))
        root.verify_delegate(Targets.type, targets.signed_bytes, targets.signatures)
        info = targets.signed.targets.get(TARGET)
        if info is None:
            raise CopyRefused(Message.of("trust.lists_no_target", target=TARGET))
        data = read_saved(in_use_dir(repository) / TARGET, MAX_ROOT_BYTES)
        info.verify_length_and_hashes(data)
    except OSError as exc:
        raise CopyRefused(Message.of("trust.file_unreadable",
                                     reason=exc.strerror or str(exc))) from exc
    except RepositoryError as exc:
        raise CopyRefused(Message.of("trust.does_not_verify", reason=str(exc))) from exc
    return data


def newest_root(trusted: Metadata[Root], folder: Path) -> Root:
    """Walk the saved root versions after the anchor, each signed by the one before; the
    newest one verified (the anchor itself when there is none after it)."""
    trusted.signed.verify_delegate(Root.type, trusted.signed_bytes, trusted.signatures)
    current = trusted.signed
    for _ in range(MAX_ROOT_VERSIONS):
        path = folder / "root_history" / f"{current.version + 1}.root.json"
        if not path.is_file():
            break
        new = Metadata[Root].from_bytes(read_saved(path, MAX_METADATA_BYTES))
        current.verify_delegate(Root.type, new.signed_bytes, new.signatures)
        new.signed.verify_delegate(Root.type, new.signed_bytes, new.signatures)
        if new.signed.version != current.version + 1:
            raise RepositoryError(f"{path.name} holds root version {new.signed.version}")
        current = new.signed
    return current


# --- the choice ------------------------------------------------------------------------------

def root_in_use() -> TrustedRoot:
    """The updated copy when it verifies and is not older than the shipped one, else the
    shipped copy (with a note saying why, when an updated copy did not verify)."""
    folder = cache_root() / FOLDER
    return _choose(str(folder), _stamp(folder / RECORD))


def _stamp(path: Path) -> int | None:
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return None


@cache
def _choose(folder: str, stamp: int | None) -> TrustedRoot:
    """Cached per cache folder and record file version: an update rewrites the record."""
    shipped = shipped_root()
    try:
        record = read_record()
        if record is None:
            return shipped
        day = record.fetched.date()
        if shipped.fetched is not None and day < shipped.fetched:
            return shipped  # e.g. after an upgrade of the app: the shipped copy is newer
        data = verified_copy(tuf_anchor(), record.repository)
        if hashlib.sha256(data).hexdigest() != record.sha256:
            raise CopyRefused(Message.of("trust.not_the_copy"))
        root = read_trusted_root(data, day, Message.of("trust.source_updated",
                                                       host=host_of(record.repository)))
    except (CopyRefused, OSError, ValueError, OverflowError) as exc:
        reason = getattr(exc, "message", None) or str(exc)
        return replace(shipped, unused_reason=str(exc),
                       note=CATALOGUE["step10.root_unused"].format(reason=exc),
                       unused_said=Message.of("join.text", text=reason)
                       if isinstance(reason, str) else reason)
    return replace(root, kind="updated")


def forget_choice() -> None:
    """After an update within the same second as the last one, the stamp may not change."""
    _choose.cache_clear()
