"""``verify --save-evidence DIR``: the answers a walk relied on, written beside the bundle.

The pack holds the log's entries as the log publishes them (``rekor/entries/<logIndex>.json``
and ``rekor/by-list.json``, the form a bundle may carry too), the Bitcoin headers each
anchor was checked against with the chain on top (``bitcoin-headers.json``, the headers
file form), and each pending proof the walk completed from its calendar
(``ots/<list sha256>.json``, the record the cache keeps, and ``ots/<list>.ots``, the
completed proof as ``ots verify`` reads it). ``verify BUNDLE --evidence DIR --offline``
then checks it all again without a network. The bundle is never written: a folder inside
it (or among loose files) is refused.

The pack is written whole into a temporary folder beside DIR and moved into place in one
rename, so a destination that is read-only, full, too long or blocked by a file gets a
sentence saying so and no half pack; the walk's report stands either way.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from verifier_app.anchors import header_store
from verifier_app.anchors.anchor_options import AnchorOptions
from verifier_app.anchors.header_fetch import MAX_ON_TOP
from verifier_app.anchors.header_sources import file_headers
from verifier_app.anchors.rekor_published import (
    PublishedIndex,
    published_entry,
    published_index,
)
from verifier_app.core.bundle import Bundle
from verifier_app.core.cache import cache_root, read_cached
from verifier_app.core.errors import UserFacingError
from verifier_app.core.messages import Message
from verifier_app.core.results import SealResult
from verifier_app.core.verified_tree import refuse_writing_into
from verifier_app.fetch.store import fsync_dir

HEADERS = "bitcoin-headers.json"
# What went wrong, in words a reader acts on; any other error is said as the system says it.
# Why a pack could not be written, by the system's error number (message ids).
WHY_NOT = {errno.EEXIST: "evidence.why_file_in_way",
           errno.ENOTDIR: "evidence.why_file_in_way",
           errno.EACCES: "evidence.why_not_writable",
           errno.EPERM: "evidence.why_not_writable",
           errno.EROFS: "evidence.why_read_only",
           errno.ENOSPC: "evidence.why_disk_full",
           getattr(errno, "EDQUOT", -1): "evidence.why_quota",  # not on Windows
           errno.EFBIG: "evidence.why_too_large",
           errno.ENAMETOOLONG: "evidence.why_name_too_long"}
MAX_ANSWER = 2 << 20


class EvidenceNotWritten(UserFacingError):
    """The pack could not be written; nothing of it was left at the destination."""


def check_destination(dest: Path, given: list[Path]) -> None:
    """Refuse a folder inside what is being verified (``verified_tree``: the bundle folder,
    the folder of loose files, by identity), or one that already holds files. A destination
    that cannot even be looked at is left for ``save_evidence`` to say, after the walk."""
    refuse_writing_into(dest, given, Message.of("write.what_evidence"))
    target = dest.resolve()
    try:
        taken = target.exists() and (not target.is_dir() or any(target.iterdir()))
    except OSError:
        return
    if taken:
        raise UserFacingError(Message.of("cli.evidence_taken", dest=str(dest)))


def save_evidence(dest: Path, bundle: Bundle, seals: list[SealResult],
                  options: AnchorOptions) -> dict[str, int]:
    """Write the pack; how many log entries and headers it holds. Raises
    EvidenceNotWritten (a sentence) when it cannot be written whole."""
    entries, index = _log_entries(bundle, seals, options)
    headers = _headers(seals, options)
    files = {f"rekor/entries/{position}.json": raw for position, raw in entries.items()}
    upgraded = _upgraded_proofs(seals, options)
    files.update(upgraded)
    files["rekor/by-list.json"] = json.dumps(index, indent=1, sort_keys=True).encode() + b"\n"
    files[HEADERS] = json.dumps({str(h): raw.hex() for h, raw in sorted(headers.items())},
                                indent=0).encode()
    try:
        _write_whole(dest.absolute(), files)
    except OSError as exc:
        why = WHY_NOT.get(exc.errno or 0)
        reason = Message.of(why) if why else (exc.strerror or str(exc)).lower()
        raise EvidenceNotWritten(Message.of("evidence.not_written", dest=str(dest),
                                            reason=reason)) from exc
    return {"log_entries": len(entries), "headers": len(headers),
            "upgraded_proofs": len(upgraded) // 2}


def pack_written(dest: Path, saved: dict[str, int]) -> Message:
    """What a written pack holds, as the command line and the window say it."""
    upgraded = (Message.of("evidence.upgraded", count=saved["upgraded_proofs"])
                if saved["upgraded_proofs"] else "")
    return Message.of("evidence.written", dest=str(dest),
                      entries=Message.of("evidence.log_entries", count=saved["log_entries"]),
                      headers=Message.of("evidence.headers", count=saved["headers"]),
                      upgraded=upgraded)


def _write_whole(dest: Path, files: dict[str, bytes]) -> None:
    """Every file into a temporary folder beside ``dest``, then one rename into place."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    temp = Path(tempfile.mkdtemp(prefix=".evidence-", suffix=".partial", dir=dest.parent))
    try:
        for relpath, data in files.items():
            path = temp / relpath
            path.parent.mkdir(parents=True, exist_ok=True)
            with open(path, "wb") as out:
                out.write(data)
                out.flush()
                os.fsync(out.fileno())
        if dest.is_dir():  # the empty folder ``check_destination`` allowed
            dest.rmdir()
        os.replace(temp, dest)
    except BaseException:
        shutil.rmtree(temp, ignore_errors=True)
        raise
    fsync_dir(dest.parent)


def _log_entries(bundle: Bundle, seals: list[SealResult],
                 options: AnchorOptions) -> tuple[dict[int, bytes], dict[str, int]]:
    published = published_index(bundle)
    entries: dict[int, bytes] = {}
    index: dict[str, int] = {}
    for seal in seals:
        result = seal.rekor
        if result is None or not result.proven or result.log_index is None:
            continue
        raw = _raw_answer(bundle, published, seal, options, result.evidence)
        if raw is not None:
            entries[result.log_index] = raw
            index[seal.list] = result.log_index
    return entries, index


def _raw_answer(bundle: Bundle, published: PublishedIndex, seal: SealResult,
                options: AnchorOptions, evidence: dict[str, Any]) -> bytes | None:
    """The very bytes the walk verified: from the bundle, or from the user's cache."""
    saved = bundle.files.get(f"rekor/{seal.sha256}.json")
    if saved is not None:
        return saved.head(MAX_ANSWER)
    found = published_entry(bundle, published, seal.list, seal.sha256, MAX_ANSWER)
    if found is not None:
        return found[1]
    relative = evidence.get("saved")
    if isinstance(relative, str):  # read like any cached file: a pipe there never hangs
        return read_cached(cache_root() / relative, MAX_ANSWER).data
    return _cached_answer(seal.sha256, options)


def _cached_answer(sha: str, options: AnchorOptions) -> bytes | None:
    from verifier_app.anchors.rekor import cache_path
    from verifier_app.anchors.rekor_verify import load_public_key, log_id_of

    pem = options.rekor(None).public_key_pem
    if pem is None:
        from verifier_app.anchors.rekor import PRODUCTION_KEY_FILE, RESOURCES

        pem = (RESOURCES / PRODUCTION_KEY_FILE).read_bytes()
    path = cache_path(cache_root(), sha, options.rekor_log_index,
                      log_id_of(load_public_key(pem)))
    return read_cached(path, MAX_ANSWER).data


def _headers(seals: list[SealResult], options: AnchorOptions) -> dict[int, bytes]:
    heights = [s.ots.height for s in seals
               if s.ots is not None and s.ots.height is not None and s.ots.proven]
    if not heights:
        return {}
    first, last = min(heights) - 10, max(heights) + MAX_ON_TOP
    known = dict(header_store.read_range(max(0, first), last))
    known.update(file_headers(options.header_sources()) or {})
    return {h: header.raw for h, header in known.items() if first <= h <= last}


def _upgraded_proofs(seals: list[SealResult], options: AnchorOptions) -> dict[str, bytes]:
    """The completed proofs this walk used, as it checked them (their SHA-256 again)."""
    from verifier_app.anchors.ots_upgrade import EVIDENCE_FOLDER, kept_record

    files: dict[str, bytes] = {}
    for seal in seals:
        upgrade = seal.ots.upgraded if seal.ots is not None else None
        if upgrade is None:
            continue
        found = kept_record(upgrade, seal.sha256, options.evidence)
        if found is not None:
            record, proof = found
            files[f"{EVIDENCE_FOLDER}/{seal.sha256}.json"] = record
            files[f"{EVIDENCE_FOLDER}/{seal.list}.ots"] = proof
    return files
