"""The log asked in bulk: many lists' entries in a few requests.

``POST /api/v1/index/retrieve`` takes many hashes at once and answers with the UUIDs of
their entries; ``POST /api/v1/log/entries/retrieve`` takes many UUIDs and answers with the
entries. Each entry is then given to the seal whose hash its body names and verified
there exactly as an entry fetched alone (``rekor.check_rekor_found``). Whatever the bulk
calls do not deliver is asked for seal by seal, so a log without them still works.
"""

from __future__ import annotations

import base64
import contextvars
import json
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from verifier_app import net
from verifier_app.anchors.rekor import UUID_HEX, RekorOptions
from verifier_app.anchors.rekor_verify import MAX_RESPONSE_BYTES

BATCH = 10  # hashes or UUIDs per request: the log's documented limit for entry queries
PER_HASH = 10  # entries taken per list: anyone may log any hash, so cap it
WORKERS = 4

Found = dict[str, list[tuple[str, bytes]]]  # list SHA-256 -> (uuid, the entry as answered)


def prefetch(shas: list[str], options: RekorOptions) -> Found:
    """Entries for as many of ``shas`` as the bulk calls deliver; {} when the log has no
    bulk calls or cannot be asked (each seal then asks alone)."""
    wanted = sorted({s.lower() for s in shas})
    if options.offline or options.log_index is not None or not wanted:
        return {}
    base = options.url.rstrip("/")
    with net.make_client() as client:
        uuids = _each(lambda part: _uuids(client, base, part, options), _batches(wanted))
        entries = _each(lambda part: _entries(client, base, part, options),
                        _batches(sorted(set(uuids))))
    found: Found = {}
    named: dict[str, int] = {}
    for uuid, entry in entries:
        sha = _hash_of(entry)
        if sha in wanted:
            named[sha] = named.get(sha, 0) + 1
            if len(found.setdefault(sha, [])) < PER_HASH:
                raw = json.dumps({uuid: entry}, separators=(",", ":")).encode()
                found[sha].append((uuid, raw))
    # A list with more entries than are taken is asked alone (``rekor.check_rekor``),
    # which says how many were not fetched: never dropped in silence.
    return {sha: got for sha, got in found.items() if named[sha] <= PER_HASH}


def _batches(items: list[str]) -> list[list[str]]:
    return [items[i:i + BATCH] for i in range(0, len(items), BATCH)]


def _each(ask: Any, parts: list[list[str]]) -> list[Any]:
    with ThreadPoolExecutor(WORKERS) as workers:
        futures = [workers.submit(contextvars.copy_context().run, ask, p) for p in parts]
        return [item for f in futures for item in f.result()]


def _post(client: Any, url: str, body: dict[str, Any], options: RekorOptions) -> Any:
    budget = options.budget
    seconds = options.timeout if budget is None else min(options.timeout, budget.remaining())
    try:
        reply = net.request_bytes(client, "POST", url, seconds=seconds,
                                  cap=MAX_RESPONSE_BYTES, json=body)
        return net.parse_json(reply.body) if reply.status == 200 else None
    except (net.NetError, ValueError):
        return None


def _uuids(client: Any, base: str, shas: list[str], options: RekorOptions) -> list[str]:
    answer = _post(client, f"{base}/api/v1/index/retrieve",
                   {"hashes": [f"sha256:{s}" for s in shas]}, options)
    if not isinstance(answer, list):
        return []
    return [u.lower() for u in answer if isinstance(u, str) and UUID_HEX.match(u.lower())]


def _entries(client: Any, base: str, uuids: list[str],
             options: RekorOptions) -> list[tuple[str, Any]]:
    answer = _post(client, f"{base}/api/v1/log/entries/retrieve",
                   {"entryUUIDs": uuids}, options)
    if not isinstance(answer, list):
        return []
    return [(uuid, entry) for item in answer if isinstance(item, dict)
            for uuid, entry in item.items() if isinstance(entry, dict)]


def _hash_of(entry: dict[str, Any]) -> str | None:
    """The SHA-256 an entry's body (a hashedrekord) names; None for anything else."""
    try:
        body = json.loads(base64.b64decode(entry["body"], validate=True))
        value = body["spec"]["data"]["hash"]["value"]
    except (KeyError, TypeError, ValueError):
        return None
    return value.lower() if isinstance(value, str) else None
