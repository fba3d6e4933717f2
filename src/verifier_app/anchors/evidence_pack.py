"""``verify --save-evidence DIR``: the answers a walk relied on, written beside the bundle.

The pack holds the log's entries as the log publishes them (``rekor/entries/<logIndex>.json``
and ``rekor/by-list.json``, the form a bundle may carry too) and the Bitcoin headers each
anchor was checked against with the chain on top (``bitcoin-headers.json``, the headers
file form). ``verify BUNDLE --evidence DIR --offline`` then checks it all again without a
network. The bundle is never written: a folder inside it is refused.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from verifier_app.anchors import header_store
from verifier_app.anchors.anchor_options import AnchorOptions
from verifier_app.anchors.header_fetch import MAX_ON_TOP
from verifier_app.anchors.header_sources import file_headers
from verifier_app.anchors.rekor_published import published_entry, published_index
from verifier_app.engine.bundle import Bundle
from verifier_app.engine.cache import cache_root
from verifier_app.engine.errors import UserFacingError
from verifier_app.engine.results import SealResult
from verifier_app.fetch.store import write_atomic

HEADERS = "bitcoin-headers.json"
MAX_ANSWER = 2 << 20


def check_destination(dest: Path, bundle_paths: list[Path]) -> None:
    """Refuse a folder inside a bundle, or one that already holds files."""
    target = dest.resolve()
    for path in bundle_paths:
        root = path.resolve()
        if target == root or root in target.parents:
            raise UserFacingError(f"{dest} is inside the bundle being checked; an evidence "
                                  "pack is written beside a bundle, never into it.")
    if target.exists() and (not target.is_dir() or any(target.iterdir())):
        raise UserFacingError(f"{dest} already exists and is not an empty folder.")


def save_evidence(dest: Path, bundle: Bundle, seals: list[SealResult],
                  options: AnchorOptions) -> dict[str, int]:
    """Write the pack; how many log entries and headers it holds."""
    entries, index = _log_entries(bundle, seals, options)
    for position, raw in entries.items():
        write_atomic(dest / "rekor" / "entries" / f"{position}.json", raw)
    write_atomic(dest / "rekor" / "by-list.json",
                 json.dumps(index, indent=1, sort_keys=True).encode() + b"\n")
    headers = _headers(seals, options)
    write_atomic(dest / HEADERS, json.dumps({str(h): raw.hex() for h, raw in
                                             sorted(headers.items())}, indent=0).encode())
    return {"log_entries": len(entries), "headers": len(headers)}


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


def _raw_answer(bundle: Bundle, published: dict[str, int], seal: SealResult,
                options: AnchorOptions, evidence: dict[str, Any]) -> bytes | None:
    """The very bytes the walk verified: from the bundle, or from the user's cache."""
    saved = bundle.files.get(f"rekor/{seal.sha256}.json")
    if saved is not None:
        return saved.head(MAX_ANSWER)
    found = published_entry(bundle, published, seal.list, seal.sha256, MAX_ANSWER)
    if found is not None:
        return found[1]
    relative = evidence.get("saved")
    if isinstance(relative, str):
        try:
            return (cache_root() / relative).read_bytes()
        except OSError:
            return None
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
    try:
        return path.read_bytes()
    except OSError:
        return None


def _headers(seals: list[SealResult], options: AnchorOptions) -> dict[int, bytes]:
    heights = [s.ots.height for s in seals
               if s.ots is not None and s.ots.height is not None and s.ots.proven]
    if not heights:
        return {}
    first, last = min(heights) - 10, max(heights) + MAX_ON_TOP
    known = dict(header_store.read_range(max(0, first), last))
    known.update(file_headers(options.header_sources()) or {})
    return {h: header.raw for h, header in known.items() if first <= h <= last}
