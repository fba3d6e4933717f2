"""The log itself only grows: remembered checkpoints and RFC 6962 consistency proofs.

Each walk takes the signed checkpoints (tree size, root) of the log entries it verified.
The largest is kept in the user's cache folder (``rekor/<log id>/checkpoint.json``, the
signed note itself, re-verified with the log's key whenever it is read). On the next walk
the log is asked for a consistency proof from the older tree to the newer one; a proof
that does not add up, or two different roots for one tree size, means the log showed two
histories (a fork): that fails, with both checkpoints shown.

Never remembered: checkpoints of the demonstration log, whose key ships with the app and
which is made anew for every demonstration bundle (two of them are two histories by
construction). Without the network the proof cannot be fetched: the check says so and does
not move the verdict; equal sizes are still compared.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from verifier_app.anchors.merkle import verify_consistency
from verifier_app.anchors.rekor import LogUnavailable, RekorOptions, ask_log
from verifier_app.anchors.rekor_verify import PublicKey, check_checkpoint, log_id_of
from verifier_app.core.cache import damaged, read_cached
from verifier_app.core.failures import LogFailure
from verifier_app.core.messages import Grouped, Message, sentences
from verifier_app.core.results import SealResult, Status, StepResult
from verifier_app.net import parse_json

CHECK_ID = "log_history"
TITLE = "The log only grows (no second history)"
PROOF_PATH = "/api/v1/log/proof"
MAX_MEMORY_BYTES = 64 * 1024


@dataclass(frozen=True)
class Checkpoint:
    """One signed tree head of a log."""

    origin: str
    tree_size: int
    root_hash: str
    note: str  # the signed note, as the log gave it

    def to_json(self) -> dict[str, Any]:
        return {"origin": self.origin, "tree_size": self.tree_size,
                "root_hash": self.root_hash}

    def describe(self) -> str:
        return self.said().render()

    def said(self) -> Message:
        return Message.of("log.checkpoint", size=Grouped(self.tree_size), root=self.root_hash)


def seen_checkpoints(seals: list[SealResult]) -> list[Checkpoint]:
    """The signed checkpoints of the log entries this walk verified, smallest first."""
    found: dict[tuple[int, str], Checkpoint] = {}
    for seal in seals:
        rekor = seal.rekor
        point = rekor.evidence.get("checkpoint") if rekor is not None and rekor.proven else None
        if isinstance(point, dict) and point.get("signature_valid") is True:
            checkpoint = Checkpoint(point["origin"], point["tree_size"], point["root_hash"],
                                    point["note"])
            found.setdefault((checkpoint.tree_size, checkpoint.root_hash), checkpoint)
    return sorted(found.values(), key=lambda c: c.tree_size)


def memory_path(cache_dir: Path, log_id: str) -> Path:
    return cache_dir / "rekor" / log_id / "checkpoint.json"


def remembered(cache_dir: Path | None, key: PublicKey) -> tuple[Checkpoint | None,
                                                                 Message | None]:
    """The checkpoint kept from an earlier walk, if it is still signed by the log's key,
    and why a kept one was not used (a pipe or a folder in its place, a damaged file, a
    signature that does not verify): as if never kept, and said."""
    if cache_dir is None:
        return None, None
    path = memory_path(cache_dir, log_id_of(key))
    kept = read_cached(path, MAX_MEMORY_BYTES)
    if kept.data is None:
        return None, kept.damage
    try:
        saved = parse_json(kept.data)
        size, root = int(saved["tree_size"]), bytes.fromhex(saved["root_hash"])
        problems, evidence = check_checkpoint(saved["note"], key, root, size)
    except (ValueError, KeyError, TypeError, OverflowError) as exc:
        return None, damaged(path, Message.of("cache.why.unreadable", reason=str(exc)))
    if problems:
        return None, damaged(path, Message.of("cache.why.signature"))
    return Checkpoint(evidence["origin"], size, root.hex(), saved["note"]), None


def remember(cache_dir: Path | None, key: PublicKey, checkpoint: Checkpoint) -> bool:
    if cache_dir is None:
        return False
    from verifier_app.fetch.store import write_atomic

    data = dict(checkpoint.to_json(), note=checkpoint.note)
    try:
        write_atomic(memory_path(cache_dir, log_id_of(key)),
                     json.dumps(data, indent=1).encode("utf-8"))
    except OSError:
        return False  # a read-only cache: the check stands, it is just not kept
    return True


def check_log_history(seals: list[SealResult], key: PublicKey, options: RekorOptions,
                      keep: bool) -> StepResult:
    """Compare this walk's checkpoints with each other and with the remembered one; a
    damaged memory of the log is said beside the result."""
    seen = seen_checkpoints(seals)
    if not seen:
        return _result(Status.NOT_CHECKED, Message.of("log.no_checkpoint"), {}, left_out=True)
    old, damage = remembered(options.cache_dir, key) if keep else (None, None)
    result = _history(seen, old, key, options, keep)
    if damage is None:
        return result
    said = sentences([result.message, damage]) if result.message else damage
    return replace(result, message=said, detail="",
                   evidence={**result.evidence, "remembered_damaged": damage.render()})


def _history(seen: list[Checkpoint], old: Checkpoint | None, key: PublicKey,
             options: RekorOptions, keep: bool) -> StepResult:
    newest = seen[-1]
    reference = old or seen[0]
    evidence: dict[str, Any] = {"remembered": old.to_json() if old else None,
                                "newest": newest.to_json(), "reference": reference.to_json()}
    fork = _same_size_fork([*seen, *([old] if old else [])])
    if fork is not None:
        return _fork(fork[0], fork[1], evidence, Message.of("log.two_roots"))
    result = _compare(reference, newest, options, evidence)
    if result.status is Status.PASS and keep and (old is None or
                                                  newest.tree_size > old.tree_size):
        result.evidence["remembered_now"] = remember(options.cache_dir, key, newest)
    return result


def _same_size_fork(points: list[Checkpoint]) -> tuple[Checkpoint, Checkpoint] | None:
    by_size: dict[int, Checkpoint] = {}
    for point in points:
        other = by_size.setdefault(point.tree_size, point)
        if other.root_hash != point.root_hash:
            return other, point
    return None


def _compare(a: Checkpoint, b: Checkpoint, options: RekorOptions,
             evidence: dict[str, Any]) -> StepResult:
    small, large = sorted((a, b), key=lambda c: c.tree_size)
    if small.tree_size == large.tree_size:
        return _result(Status.PASS, Message.of("log.same_head", head=large.said()), evidence)
    sizes = {"small": Grouped(small.tree_size), "large": Grouped(large.tree_size)}
    if options.offline:
        return _result(Status.NOT_CHECKED, Message.of("log.offline", **sizes), evidence,
                       left_out=True)
    try:
        proof = _fetch_proof(options, small.tree_size, large.tree_size)
    except LogUnavailable as exc:
        said = Message.of("log.unavailable", reason=exc.message or str(exc))
        return _result(Status.NOT_CHECKED, said, evidence)
    evidence["proof"] = [h.hex() for h in proof[1]]
    if proof[0] != bytes.fromhex(large.root_hash) or not verify_consistency(
            small.tree_size, large.tree_size, bytes.fromhex(small.root_hash),
            bytes.fromhex(large.root_hash), proof[1]):
        return _fork(small, large, evidence, Message.of("log.proof_fails"))
    return _result(Status.PASS, Message.of("log.grew", **sizes, newest=large.said()),
                   evidence)


def _fetch_proof(options: RekorOptions, first: int, last: int) -> tuple[bytes, list[bytes]]:
    raw = ask_log(options, PROOF_PATH, {"firstSize": str(first), "lastSize": str(last)})
    if raw is None:
        raise LogUnavailable(Message.of("log.no_consistency"))
    try:
        answer = parse_json(raw)
        root = bytes.fromhex(answer["rootHash"])
        hashes = [bytes.fromhex(h) for h in answer["hashes"]]
        if len(hashes) > 64 or not isinstance(answer["hashes"], list):
            raise ValueError
    except (ValueError, KeyError, TypeError) as exc:
        raise LogUnavailable(Message.of("log.consistency_unreadable")) from exc
    return root, hashes


def _fork(a: Checkpoint, b: Checkpoint, evidence: dict[str, Any], why: Message) -> StepResult:
    evidence["fork"] = [a.to_json(), b.to_json()]
    return _result(Status.FAIL, Message.of("log.forked", why=why, first=a.said(),
                                           second=b.said()), evidence)


def _result(status: Status, said: Message, evidence: dict[str, Any],
            left_out: bool = False) -> StepResult:
    """``left_out``: not checked by this walk, so left out of the verdict (marked NOT
    CHECKED, never DOES NOT APPLY)."""
    return StepResult(CHECK_ID, TITLE, status, evidence=evidence, message=said,
                      command=f"curl -s '<log>{PROOF_PATH}?firstSize=M&lastSize=N'",
                      applies=not left_out, left_unchecked=left_out,
                      failure=LogFailure.FORKED if status is Status.FAIL else None)
