"""Update Sigstore's trusted root through its TUF repository, only when the reader asks
(``verifier-app trusted-root --update``, or the Settings button); a walk never does.

``tuf.ngclient.Updater`` does the work the TUF specification asks of a client: starting
from Sigstore's TUF root shipped with the app, it follows every root rotation, refuses
metadata that is expired, not signed by enough trusted keys, or older than what this
computer already verified (a rollback), and accepts ``trusted_root.json`` only when its
length and hashes match the signed targets metadata. Its downloads go through the app's
network helper (``tuf_fetcher``). The metadata and the copy are kept in the user's cache
folder, where ``trusted_root_cache`` checks them again before each walk uses them.

Whatever goes wrong is one plain sentence, followed by which copy the walk keeps using.
"""

from __future__ import annotations

import stat
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tuf.api import exceptions
from tuf.api.metadata import Metadata, Root
from tuf.ngclient import Updater, UpdaterConfig

from verifier_app.anchors import trusted_root_cache
from verifier_app.anchors.trusted_root import MAX_ROOT_BYTES, TrustedRoot, read_trusted_root
from verifier_app.anchors.trusted_root_cache import (
    REPOSITORY,
    TARGET,
    CopyRefused,
    anchor_info,
    forget_choice,
    host_of,
    metadata_dir,
    newest_root,
    root_in_use,
    save_in_use,
    target_file,
)
from verifier_app.anchors.tuf_fetcher import MAX_FILE_BYTES, FetchFailed, NetFetcher
from verifier_app.core.messages import CATALOGUE, Grouped, Message, SaidError, sentences
from verifier_app.net import Clock

DEFAULT_SECONDS = 30.0  # for the whole update: every metadata file and the copy
CONFIG = UpdaterConfig(root_max_length=MAX_FILE_BYTES, timestamp_max_length=64 * 1024,
                       snapshot_max_length=MAX_FILE_BYTES, targets_max_length=MAX_FILE_BYTES)


class RefreshFailed(SaidError):
    """An update that did not give a verified copy; the reason is a plain sentence (a
    catalogue message where the reader must act on it)."""


@dataclass(frozen=True)
class RefreshOutcome:
    updated: bool  # a copy verified by TUF was fetched now
    sentence: str  # in English
    repository: str
    in_use: TrustedRoot  # the trusted root walks use from now on
    message: Message | None = None  # the sentence as a message, where the catalogue has it

    def said(self) -> Message:
        """The sentence as a message (its English text when it has none)."""
        return self.message or Message.of("join.text", text=self.sentence)

    def to_json(self) -> dict[str, Any]:
        return {"updated": self.updated, "message": self.sentence,
                "repository": self.repository, "trusted_root": self.in_use.describe(),
                "logs": [log.base_url for log in self.in_use.logs]}


def refresh_trusted_root(repository: str = REPOSITORY,
                         seconds: float = DEFAULT_SECONDS) -> RefreshOutcome:
    """Ask the TUF repository for the current trusted root; never raises for a bad answer.
    Damaged metadata saved by an earlier update is set aside first, and said."""
    repository = repository.rstrip("/")
    try:
        aside = _set_aside_damaged(metadata_dir(repository), target_file(repository))
    except OSError as exc:
        return _failed(repository, Message.of("trust.aside_failed",
                                              reason=exc.strerror or str(exc)))
    outcome = _refresh(repository, seconds)
    if aside is None:
        return outcome
    said = sentences([aside, outcome.said()])
    return replace(outcome, sentence=said.render(), message=said)


def _refresh(repository: str, seconds: float) -> RefreshOutcome:
    try:
        data = _download(repository, Clock(seconds), metadata_dir(repository),
                         target_file(repository), trusted_root_cache.tuf_anchor()).trusted_root
        read_trusted_root(data, None, "check")  # TUF vouches for it; it must also be one
        targets = trusted_root_cache.read_saved(metadata_dir(repository) / "targets.json",
                                                MAX_FILE_BYTES)
        save_in_use(repository, datetime.now(UTC), targets, data)
    except ValueError as exc:
        return _failed(repository, Message.of("trust.unreadable_target",
                                              host=host_of(repository), reason=_reason(exc)))
    except RefreshFailed as exc:
        return _failed(repository, exc.message or str(exc))
    except trusted_root_cache.CopyRefused as exc:
        return _failed(repository, Message.of("trust.not_read_back", reason=_reason(exc)))
    except OSError as exc:
        return _failed(repository, Message.of("trust.not_saved",
                                              reason=exc.strerror or str(exc)))
    forget_choice()
    root = root_in_use()
    if root.kind != "updated":  # verified now, yet passed over
        why_not = Message.of("step10.root_unused", reason=root.unused_said) \
            if root.unused_said else Message.of("trust.older_than_shipped",
                                                fetched=str(root.fetched))
        return RefreshOutcome(False, root.note or why_not.render(), repository, root, why_not)
    said = Message.of("trust.updated", host=host_of(repository), count=len(root.logs),
                      fetched=str(root.fetched))
    return RefreshOutcome(True, said.render(), repository, root, said)


def _reason(error: Exception) -> str | Message:
    """An error's reason as its message where it has one (said in the reader's language)."""
    return getattr(error, "message", None) or str(error)


@dataclass(frozen=True)
class Verified:
    """What one update verified: the trusted root, and the newest TUF root it reached."""

    trusted_root: bytes
    tuf_root: bytes


def fetch_verified(repository: str, folder: Path, anchor: bytes,
                   seconds: float = DEFAULT_SECONDS) -> Verified:
    """An update from ``anchor`` into ``folder`` (left as the TUF client leaves it), for
    the release step that refreshes the shipped copies (packaging/refresh_sigstore_roots.py);
    raises ``RefreshFailed`` with the reason."""
    repository = repository.rstrip("/")
    return _download(repository, Clock(seconds), folder / "metadata",
                     folder / "targets" / TARGET, anchor)


def _failed(repository: str, reason: str | Message) -> RefreshOutcome:
    forget_choice()
    root = root_in_use()
    keeps = Message.of("trust.keeps_updated" if root.kind == "updated" else
                       "trust.keeps_shipped", fetched=str(root.fetched))
    if isinstance(reason, Message):
        message = sentences([reason, keeps])
        return RefreshOutcome(False, message.render(), repository, root, message)
    return RefreshOutcome(False, f"{reason} {keeps.render()}", repository, root)


def _download(repository: str, clock: Clock, folder: Path, target: Path,
              anchor: bytes) -> Verified:
    """The verified trusted root's bytes; raises ``RefreshFailed`` with the reason."""
    folder.mkdir(parents=True, exist_ok=True)
    target.parent.mkdir(parents=True, exist_ok=True)
    fetcher = NetFetcher(clock)
    try:
        updater = Updater(str(folder), f"{repository}/", str(target.parent),
                          f"{repository}/targets/", fetcher=fetcher, config=CONFIG,
                          bootstrap=anchor)
        updater.refresh()
        info = updater.get_targetinfo(TARGET)
        if info is None:
            raise RefreshFailed(Message.of("trust.no_target", host=host_of(repository),
                                           target=TARGET))
        path = updater.find_cached_target(info, str(target))
        if path is None:
            try:
                path = updater.download_target(info, str(target))
            except exceptions.LengthOrHashMismatchError as exc:
                raise RefreshFailed(Message.of("trust.target_mismatch",
                                               host=host_of(repository), target=TARGET)) \
                    from exc
        with open(path, "rb") as handle:  # checked by TUF against its signed length
            data = handle.read(MAX_ROOT_BYTES + 1)
        return Verified(data, (folder / "root.json").read_bytes())
    except exceptions.ExpiredMetadataError as exc:
        stale = _stale_anchor(repository, anchor, folder)
        raise RefreshFailed(stale or Message.of("trust.repository", host=host_of(repository),
                                                why=why(exc))) from exc
    except (exceptions.DownloadError, exceptions.RepositoryError) as exc:
        raise RefreshFailed(Message.of("trust.repository", host=host_of(repository),
                                       why=why(exc))) from exc
    finally:
        fetcher.close()


def _stale_anchor(repository: str, anchor: bytes, folder: Path) -> Message | None:
    """When the expired metadata is the app's own TUF root (the repository offered no newer
    root signed by it), the sentence that says so and what to do; else None."""
    try:
        trusted = Metadata[Root].from_bytes(anchor)
        newest = newest_root(trusted, folder)
    except (CopyRefused, exceptions.RepositoryError, OSError, ValueError):
        return None
    if newest.version != trusted.signed.version or not trusted.signed.is_expired():
        return None
    info = anchor_info(anchor)
    return Message.of("trust.anchor_expired", version=info.version,
                      day=info.expires.strftime("%Y-%m-%d"), host=host_of(repository))


def _set_aside_damaged(folder: Path, target: Path) -> Message | None:
    """The TUF client opens and reads its saved files whole without asking what they are:
    a pipe or a device would make it wait for ever, a 3 GB file would be read into memory.
    Each is checked like any cached file first; a damaged one's folder is set aside
    (renamed, nothing deleted) and the update starts afresh from the shipped TUF root, as
    if nothing had been saved. The sentence that says so, or None."""
    saved = [folder / f"{role}.json" for role in ("root", "timestamp", "snapshot", "targets")]
    saved += [*_listed(folder / "root_history")]
    odd = next((p for p in saved if _damage(p, MAX_FILE_BYTES) is not None), None)
    where = folder
    if odd is None and _damage(target, MAX_ROOT_BYTES) is not None:
        odd, where = target, target.parent
    if odd is None:
        return None
    why = _damage(odd, MAX_ROOT_BYTES if odd == target else MAX_FILE_BYTES)
    aside = where.with_name(f"{where.name}.damaged-{datetime.now(UTC):%Y%m%dT%H%M%S%f}")
    where.rename(aside)
    where.mkdir(parents=True, exist_ok=True)
    return Message.of("trust.set_aside", name=odd.name, why=why or "", aside=aside.name)


def _listed(folder: Path) -> list[Path]:
    try:
        return sorted(folder.iterdir()) if folder.is_dir() else []
    except OSError:
        return []


def _damage(path: Path, cap: int) -> Message | None:
    """What is wrong with a saved file (nothing when it is absent), without reading it."""
    try:
        info = path.stat()
    except FileNotFoundError:
        return None
    except OSError as error:
        return Message.of("cache.why.unreadable", reason=error.strerror or str(error))
    if stat.S_ISDIR(info.st_mode):
        return Message.of("cache.why.folder")
    if not stat.S_ISREG(info.st_mode):
        return Message.of("cache.why.not_regular")
    if info.st_size > cap:
        return Message.of("cache.why.too_large", cap=Grouped(cap))
    return None


# What went wrong, by the TUF client's error, as a phrase after the repository's name; the
# first that the error is an instance of says it (the TUF client's own words as its reason).
WHY: tuple[tuple[type[Exception], str], ...] = (
    (exceptions.DownloadLengthMismatchError, "trust.why_too_long"),
    (exceptions.ExpiredMetadataError, "trust.why_expired"),
    (exceptions.BadVersionNumberError, "trust.why_rollback"),
    (exceptions.UnsignedMetadataError, "trust.why_unsigned"),
    (exceptions.LengthOrHashMismatchError, "trust.why_mismatch"),
    (exceptions.DownloadError, "trust.why_unreadable"),
)


def why(exc: Exception) -> str | Message:
    """What went wrong, as a phrase after the repository's name."""
    if isinstance(exc, FetchFailed):
        return str(exc)
    if isinstance(exc, exceptions.DownloadHTTPError):
        return Message.of("trust.why_http", code=exc.status_code)
    id = next((id for kind, id in WHY if isinstance(exc, kind)), "trust.why_failed")
    return Message.of(id, reason=str(exc)) if "{reason}" in CATALOGUE[id] else Message.of(id)
