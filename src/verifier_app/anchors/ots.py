"""Step 6 of Appendix B: the Bitcoin anchor of a stamped list, from its ``.ots`` proof.

A proof is a tree of hash operations from the list's SHA-256 to attestations. A pending
attestation names a calendar and proves nothing about time yet. A Bitcoin attestation
names a block height; the operations applied to the list's hash must give that block's
Merkle root, and the block header (fetched from a source the operator does not control)
must be a real, mined header. Then the list existed no later than header time + τ.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import replace
from typing import Any, BinaryIO

from opentimestamps.core.notary import (
    BitcoinBlockHeaderAttestation,
    LitecoinBlockHeaderAttestation,
    PendingAttestation,
    TimeAttestation,
    UnknownAttestation,
)
from opentimestamps.core.op import CryptOp, OpSHA256
from opentimestamps.core.serialize import (
    BadMagicError,
    DeserializationError,
    StreamDeserializationContext,
    TrailingGarbageError,
    TruncationError,
    UnsupportedMajorVersion,
)
from opentimestamps.core.timestamp import DetachedTimestampFile, Timestamp

from verifier_app.anchors.block_headers import (
    HeaderCheck,
    bound_iso,
    check_header,
    display_hex,
    iso_utc,
)
from verifier_app.anchors.header_chain import CONSENSUS_CONFIRMATIONS
from verifier_app.anchors.header_fetch import with_chain
from verifier_app.anchors.header_sources import (
    HeaderSourceOptions,
    SourceDisagreement,
    SourceUnavailable,
    fetch_header,
    file_headers,
)
from verifier_app.core.anchor_results import Attestation, OtsResult, ProofKind
from verifier_app.core.failures import BitcoinFailure
from verifier_app.core.messages import CATALOGUE, Grouped, Message, SaidError, sentences
from verifier_app.core.results import Status

__all__ = ["HeaderSourceOptions", "check_ots", "ots_step_status"]

MAX_PROOF_BYTES = 1 << 20  # real proofs are a few kilobytes
MAX_HEIGHTS_CHECKED = 4  # a proof names one block, rarely two; bound the network work

# A loose file's proof may stamp another hash than SHA-256 (``ots stamp`` once offered
# SHA-1 and RIPEMD-160, and ``ots verify`` still accepts them); a stamped list is SHA-256.
HASH_NAMES = {"sha256": "SHA-256", "sha1": "SHA-1", "ripemd160": "RIPEMD-160",
              "keccak256": "Keccak-256"}
# SHA-1 collisions are practical (SHAttered 2017, chosen-prefix 2020): the stamper could
# have stamped one of two files at will. RIPEMD-160 has no known attack, only a smaller
# margin, so it gets a note and keeps its pass.
FILE_HASH_WARNING_IDS = {"sha1": "ots.weak_sha1"}  # the warning's message id
FILE_HASH_WARNINGS = {name: CATALOGUE[id] for name, id in FILE_HASH_WARNING_IDS.items()}
FILE_HASH_NOTES = {
    "ripemd160": ("The proof stamps the file's RIPEMD-160 hash: no practical attack on it is "
                  "known, but at 160 bits it has a smaller safety margin than SHA-256."),
}


def ots_step_status(result: OtsResult) -> Status:
    """The verdict of a proof: only a checked Bitcoin header passes, and a caveat warns."""
    if result.status == Status.FAIL:
        return Status.FAIL
    if result.kind == ProofKind.BITCOIN and result.proven:
        return Status.WARN if result.low_work or result.warnings or result.demo \
            else Status.PASS
    return Status.NOT_CHECKED  # pending proves nothing about time; not_checked is not a pass


def _failed(said: Message, failure: BitcoinFailure, **fields: Any) -> OtsResult:
    return _said(said, status=Status.FAIL, failure=failure, **fields)


def _said(message: Message, **fields: Any) -> OtsResult:
    """A result whose detail is ``message``, in English and as the message itself."""
    return OtsResult(detail=message.render(), message=message, **fields)


def check_ots(list_sha256: bytes, ots_bytes: bytes, options: HeaderSourceOptions,
              open_file: Callable[[], BinaryIO] | None = None) -> OtsResult:
    """Check a proof over the file whose SHA-256 is ``list_sha256``.

    ``open_file`` (loose files only) reads the file again when its proof names another
    hash; without it, as for every stamped list, only SHA-256 is accepted.
    """
    result = _check_proof(list_sha256, ots_bytes, options, open_file)
    return replace(result, status=ots_step_status(result))


def _check_proof(list_sha256: bytes, ots_bytes: bytes, options: HeaderSourceOptions,
                 open_file: Callable[[], BinaryIO] | None) -> OtsResult:
    try:
        proof = parse_proof(ots_bytes)
    except ProofUnreadable as exc:
        return _failed(exc.message or Message.of("ots.damaged"),
                       BitcoinFailure.PROOF_UNREADABLE)
    digest, op = proof.file_digest, proof.file_hash_op
    name = HASH_NAMES.get(str(op), str(op))
    if isinstance(op, OpSHA256):
        expected, what = list_sha256, Message.of("ots.the_list")
    elif open_file is None:
        return _failed(Message.of("ots.other_hash", name=name), BitcoinFailure.OTHER_HASH,
                       file_digest=digest.hex(), file_hash=str(op))
    else:
        expected, what = _file_digest(op, open_file), Message.of("ots.the_file")
        if expected is None:
            return _said(Message.of("ots.cannot_hash", name=name), file_digest=digest.hex(),
                         file_hash=str(op))
    if digest != expected:
        return _failed(Message.of("ots.other_file", name=name, digest=digest.hex(), what=what,
                                  expected=expected.hex()), BitcoinFailure.OTHER_FILE,
                       file_digest=digest.hex(), file_hash=str(op))
    attestations = walk_attestations(proof.timestamp)
    result = _check_attestations(attestations, options)
    result.file_digest, result.file_hash = digest.hex(), str(op)
    result.attestations = attestations
    _file_hash_caveats(result)
    return result


def _file_digest(op: CryptOp, open_file: Callable[[], BinaryIO]) -> bytes | None:
    """The file hashed with the proof's own operation, as ``ots verify`` does."""
    try:
        with open_file() as stream:
            return op.hash_fd(stream)
    except (ValueError, AttributeError, OSError):  # a hash this Python lacks, or no hash_fd
        return None


def _file_hash_caveats(result: OtsResult) -> None:
    warning = FILE_HASH_WARNING_IDS.get(result.file_hash or "")
    if warning:
        result.warnings.append(CATALOGUE[warning])
        said = Message.of("ots.warning", first=result.message or result.detail,
                          warning=Message.of(warning))
        result.message, result.detail = said, said.render()
    note = FILE_HASH_NOTES.get(result.file_hash or "")
    if note:
        result.notes.append(note)


class ProofUnreadable(SaidError):
    """A proof that cannot be read."""


def parse_proof(ots_bytes: bytes) -> DetachedTimestampFile:
    """The proof, or ProofUnreadable with a plain reason (never a traceback)."""
    if not ots_bytes:
        raise ProofUnreadable(Message.of("ots.empty"))
    if len(ots_bytes) > MAX_PROOF_BYTES:
        raise ProofUnreadable(Message.of("ots.too_large"))
    ctx = StreamDeserializationContext(io.BytesIO(ots_bytes))
    try:
        return DetachedTimestampFile.deserialize(ctx)
    except BadMagicError:
        reason = "ots.bad_magic"
    except TruncationError:
        reason = "ots.truncated"
    except TrailingGarbageError:
        reason = "ots.trailing"
    except UnsupportedMajorVersion:
        reason = "ots.version"
    except (DeserializationError, ValueError, TypeError, IndexError, RecursionError):
        reason = "ots.damaged"
    raise ProofUnreadable(Message.of("ots.unreadable", reason=Message.of(reason)))


def walk_attestations(root: Timestamp) -> list[Attestation]:
    """Every attestation in the proof with the operations that lead to it."""
    found: list[Attestation] = []
    stack: list[tuple[Timestamp, list[str]]] = [(root, [])]
    while stack:
        stamp, path = stack.pop()
        for attestation in sorted(stamp.attestations):
            found.append(_describe(attestation, stamp.msg, path))
        for op, child in sorted(stamp.ops.items(), key=lambda item: item[0], reverse=True):
            stack.append((child, [*path, str(op)]))
    return found


def _describe(attestation: TimeAttestation, msg: bytes, path: list[str]) -> Attestation:
    if isinstance(attestation, BitcoinBlockHeaderAttestation):
        return Attestation("bitcoin", msg, path, height=attestation.height)
    if isinstance(attestation, PendingAttestation):
        return Attestation("pending", msg, path, calendar=attestation.uri)
    if isinstance(attestation, LitecoinBlockHeaderAttestation):
        return Attestation("litecoin", msg, path, height=attestation.height,
                           tag=attestation.TAG.hex())
    if isinstance(attestation, UnknownAttestation):
        return Attestation("unknown", msg, path, tag=attestation.TAG.hex())
    kind = type(attestation).__name__.replace("BlockHeaderAttestation", "").lower()
    return Attestation(kind or "unknown", msg, path, tag=attestation.TAG.hex())


def _check_attestations(atts: list[Attestation], options: HeaderSourceOptions) -> OtsResult:
    bitcoin = sorted((a for a in atts if a.kind == "bitcoin"), key=lambda a: a.height or 0)
    others = sorted({_kind_name(a) for a in atts if a.kind not in ("bitcoin", "pending")})
    if not bitcoin:
        return _without_bitcoin(atts, others)
    checks = [_check_one(a, options) for a in bitcoin[:MAX_HEIGHTS_CHECKED]]
    result = _combine(checks)
    if len(bitcoin) > MAX_HEIGHTS_CHECKED:
        _say_unchecked(result, len(bitcoin))
    if others:
        result.notes.append("The proof also holds attestations this app cannot check: "
                            + ", ".join(others) + ".")
    return result


def _say_unchecked(result: OtsResult, count: int) -> None:
    """Attestations past the cap are not checked: said in the result's own sentence, and,
    as any failed attestation fails the proof, one unchecked keeps it from passing."""
    said = Message.of("ots.not_all_checked", checked=MAX_HEIGHTS_CHECKED, count=count)
    result.notes.append(said.render())
    if result.status is Status.PASS:
        result.status = Status.WARN
    result.detail = f"{result.detail} {said.render()}".strip()
    result.message = sentences([result.message, said]) if result.message else said


def _kind_name(att: Attestation) -> str:
    if att.kind == "unknown":
        return f"unknown attestation (tag {att.tag})"
    return f"{att.kind} attestation" + (f" at height {att.height}" if att.height else "")


def _without_bitcoin(atts: list[Attestation], others: list[str]) -> OtsResult:
    calendars = sorted({a.calendar for a in atts if a.calendar})
    if calendars:
        result = _said(Message.of("ots.pending", calendars=", ".join(calendars)),
                       kind=ProofKind.PENDING)
        if others:
            result.notes.append("It also holds attestations this app cannot check: "
                                + ", ".join(others) + ".")
        return result
    return _said(Message.of("ots.no_bitcoin",
                            kinds=", ".join(others) or Message.of("ots.no_kinds")))


def _check_one(att: Attestation, options: HeaderSourceOptions) -> HeaderCheck:
    assert att.height is not None
    try:
        fetched = fetch_header(att.height, options)
    except SourceDisagreement as exc:  # neither explorer gave headers on top: a tie
        said = Message.of("header.disagree_unchecked", disagree=exc.message or str(exc))
        return HeaderCheck(Status.NOT_CHECKED, said.render(), att.height, att.commitment,
                           message=said)
    except SourceUnavailable as exc:
        said = Message.of("ots.block_not_checked", height=Grouped(att.height),
                          reason=exc.message or str(exc),
                          commitment=display_hex(att.commitment))
        return HeaderCheck(Status.NOT_CHECKED, said.render(), att.height, att.commitment,
                           message=said)
    check = check_header(att.height, att.commitment, fetched.raw, fetched.source,
                         fetched.block_hash, fetched.median_time_past)
    check = replace(check, notes=(*check.notes, *fetched.notes))
    from_file = file_headers(options) if fetched.source.startswith("headers file") else None
    return with_chain(check, from_file, options)


def _combine(checks: list[HeaderCheck]) -> OtsResult:
    """Any failed Bitcoin attestation fails the proof; else the earliest checked one counts."""
    chosen = next((c for c in checks if c.status is Status.FAIL), None)
    chosen = chosen or next((c for c in checks if c.status is Status.PASS), checks[0])
    result = _to_result(chosen)
    for other in checks:
        if other is not chosen and other.status is not Status.PASS:
            result.notes.append(other.detail)
    return result


def _to_result(check: HeaderCheck) -> OtsResult:
    result = OtsResult(kind=ProofKind.BITCOIN, status=check.status, detail=check.detail,
                       message=check.message,
                       height=check.height,
                       commitment=check.commitment.hex(),
                       commitment_display=display_hex(check.commitment),
                       source=check.source, low_work=check.low_work,
                       confirmations=check.confirmations, work_on_top=check.work_on_top,
                       main_chain=check.main_chain, work_words=check.work_words,
                       warnings=list(check.warnings), notes=list(check.notes),
                       failure=check.failure)
    header = check.header
    if header is not None:
        result.merkle_root = header.merkle_root.hex()
        result.merkle_root_display = display_hex(header.merkle_root)
        result.block_hash = display_hex(header.block_hash)
        result.header_time = iso_utc(header.time)
        result.median_time_past = iso_utc(check.median_time_past)
        if check.status is Status.PASS and not check.low_work:
            result.bound = bound_iso(header.time)
            if check.later_time is not None:
                result.consensus_bound = iso_utc(check.later_time)
                result.consensus_height = check.height + CONSENSUS_CONFIRMATIONS
    return result

