"""Checks of one Rekor log entry, with no network: the fingerprint its body holds, the
signed entry timestamp (SET), the RFC 6962 inclusion proof and the signed checkpoint.

Input is the raw bytes of the log's answer to ``GET /api/v1/log/entries/...``, i.e.
``{"<uuid>": {"body", "integratedTime", "logID", "logIndex", "verification"}}``. The same
code runs on bytes fresh from the log and on bytes saved in a bundle, so a saved answer is
never trusted without the log's signatures.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import re
from dataclasses import dataclass, field
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519

from verifier_app.anchors.rekor_signer import BAD_SIGNATURE, entry_signer
from verifier_app.core.messages import CATALOGUE, Message, fixed
from verifier_app.core.results import Status
from verifier_app.net import parse_json

MAX_RESPONSE_BYTES = 2 * 1024 * 1024
MAX_UNIX_TIME = 253402300799  # 9999-12-31T23:59:59Z: any later time is no real log time
FINGERPRINT_KINDS = ("hashedrekord", "rekord")  # kinds whose spec.data.hash names a file
# The reasons are kept as English text in ``problems`` (the JSON); the views say them in the
# reader's language through ``core.messages.fixed``.
NOT_OUR_HASH = CATALOGUE["log.not_our_hash"]
BAD_SET = CATALOGUE["log.bad_set"]
BAD_PROOF = CATALOGUE["log.bad_proof"]
BAD_CHECKPOINT = CATALOGUE["log.bad_checkpoint"]
NO_LOG_TIME = CATALOGUE["log.no_time"]
NO_PROOF = CATALOGUE["log.no_proof"]
SIGNATURE_LINE = re.compile("\u2014 (\\S+) (\\S+)")  # "— <name> <base64(hint4 + sig)>"

PublicKey = ec.EllipticCurvePublicKey | ed25519.Ed25519PublicKey


class EntryUnreadable(Exception):
    """The bytes are not a Rekor log entry we can read (a plain sentence)."""


@dataclass
class EntryCheck:
    """What one entry says and which of its proofs hold."""

    uuid: str
    log_index: int
    integrated_time: int | None  # as the entry gives it; None: no time (Rekor v2)
    problems: list[str] = field(default_factory=list)  # any problem fails the entry
    warnings: list[str] = field(default_factory=list)
    evidence: dict[str, Any] = field(default_factory=dict)
    # The problems that carry values, as messages (the others are catalogue text as is).
    said: dict[str, Message] = field(default_factory=dict)

    def fails(self, message: Message) -> None:
        self.problems.append(message.render())
        self.said[self.problems[-1]] = message

    @property
    def signed_time(self) -> int | None:
        """The entry's time, only when its SET verified: the SET alone signs
        ``integratedTime``; the inclusion proof and the checkpoint cover the body only
        (Section 3.11, P1a: an unsigned time is never a bound)."""
        return self.integrated_time if self.evidence.get("set") == "valid" else None

    def problem_said(self, index: int = 0) -> str | Message:
        """A problem as its message, for views in the reader's language."""
        return self.said.get(self.problems[index]) or fixed(self.problems[index])

    @property
    def status(self) -> Status:
        if self.problems:
            return Status.FAIL
        return Status.WARN if self.warnings else Status.PASS


def load_public_key(pem: bytes) -> PublicKey:
    """A log key from PEM; raises ValueError for anything but ECDSA or Ed25519."""
    key = serialization.load_pem_public_key(pem)
    if not isinstance(key, ec.EllipticCurvePublicKey | ed25519.Ed25519PublicKey):
        raise ValueError("not an ECDSA or Ed25519 public key")
    return key


def log_id_of(key: PublicKey) -> str:
    """Rekor names a log by the SHA-256 of its key's DER SubjectPublicKeyInfo."""
    der = key.public_bytes(serialization.Encoding.DER,
                           serialization.PublicFormat.SubjectPublicKeyInfo)
    return hashlib.sha256(der).hexdigest()


def signature_ok(key: PublicKey, signature: bytes, data: bytes) -> bool:
    try:
        if isinstance(key, ec.EllipticCurvePublicKey):
            key.verify(signature, data, ec.ECDSA(hashes.SHA256()))
        else:
            key.verify(signature, data)
    except (InvalidSignature, ValueError):
        return False
    return True


def set_payload(entry: dict[str, Any]) -> bytes:
    """The bytes the log signs as the SET: RFC 8785 canonical JSON of four fields.

    For ASCII strings (base64, hex) and integers below 2**53, RFC 8785 equals sorted keys,
    no whitespace, which is what ``json.dumps`` gives here.
    """
    payload = {
        "body": entry["body"],
        "integratedTime": entry["integratedTime"],
        "logID": entry["logID"],
        "logIndex": entry["logIndex"],
    }
    return json.dumps(payload, sort_keys=True, separators=(",", ":")).encode("ascii")


def leaf_hash(body: bytes) -> bytes:
    return hashlib.sha256(b"\x00" + body).digest()


def node_hash(left: bytes, right: bytes) -> bytes:
    return hashlib.sha256(b"\x01" + left + right).digest()


def root_from_proof(index: int, size: int, leaf: bytes, path: list[bytes]) -> bytes | None:
    """The tree root an inclusion proof leads to (RFC 9162, 2.1.3.2), None if malformed."""
    if not 0 <= index < size:
        return None
    fn, sn, result = index, size - 1, leaf
    for sibling in path:
        if sn == 0:
            return None
        if fn & 1 or fn == sn:
            result = node_hash(sibling, result)
            while not fn & 1 and fn != 0:
                fn, sn = fn >> 1, sn >> 1
        else:
            result = node_hash(result, sibling)
        fn, sn = fn >> 1, sn >> 1
    return result if sn == 0 else None


def parse_response(raw: bytes) -> tuple[str, dict[str, Any]]:
    """The single (uuid, entry) pair of a log answer, or EntryUnreadable."""
    if len(raw) > MAX_RESPONSE_BYTES:
        raise EntryUnreadable(CATALOGUE["log.too_large"])
    try:
        data = parse_json(raw)
    except ValueError as exc:
        raise EntryUnreadable(CATALOGUE["log.not_json"]) from exc
    if not isinstance(data, dict) or len(data) != 1:
        raise EntryUnreadable(CATALOGUE["log.not_one"])
    uuid, entry = next(iter(data.items()))
    _require_fields(entry)
    return uuid, entry


def _require_fields(entry: Any) -> None:
    ok = (isinstance(entry, dict)
          and isinstance(entry.get("body"), str)
          and _is_int(entry.get("integratedTime", 0))  # absent: a log that signs no time
          and entry.get("integratedTime", 0) <= MAX_UNIX_TIME
          and isinstance(entry.get("logID"), str)
          and _is_int(entry.get("logIndex"))
          and isinstance(entry.get("verification", {}), dict))
    if not ok:
        raise EntryUnreadable(CATALOGUE["log.no_fields"])


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 2**53


def body_fingerprint(body: bytes) -> tuple[str, str, str]:
    """(kind, algorithm, value) of the file fingerprint an entry body holds.

    Other kinds (in-toto, DSSE, ...) give empty values: such an entry is readable, it just
    does not hold this list's fingerprint.
    """
    try:
        doc = parse_json(body)
    except ValueError as exc:
        raise EntryUnreadable(CATALOGUE["log.body_not_json"]) from exc
    try:
        data_hash = doc["spec"]["data"]["hash"]
        return str(doc["kind"]), str(data_hash["algorithm"]), str(data_hash["value"])
    except (KeyError, TypeError):
        return str(doc.get("kind", "?")) if isinstance(doc, dict) else "?", "", ""


def check_entry(raw: bytes, list_sha256: str, key: PublicKey, *,
                expect_uuid: str | None = None, expect_index: int | None = None) -> EntryCheck:
    """Every check on one answer; raises EntryUnreadable when it is not an entry at all."""
    uuid, entry = parse_response(raw)
    try:
        body = base64.b64decode(entry["body"], validate=True)
    except (binascii.Error, ValueError) as exc:
        raise EntryUnreadable(CATALOGUE["log.body_not_base64"]) from exc
    kind, algorithm, value = body_fingerprint(body)
    check = EntryCheck(uuid=uuid, log_index=entry["logIndex"],
                       integrated_time=entry.get("integratedTime") or None)
    if check.integrated_time is None:
        check.warnings.append(NO_LOG_TIME)
        check.evidence["time_source"] = "tokens"
    leaf = leaf_hash(body)
    check.evidence = {**check.evidence, "kind": kind, "hash_algorithm": algorithm,
                      "hash_value": value, "log_id": entry["logID"], "leaf_hash": leaf.hex()}
    if kind not in FINGERPRINT_KINDS or algorithm.lower() != "sha256" \
            or value.lower() != list_sha256:
        check.problems.append(NOT_OUR_HASH)
    else:
        _check_signer(check, body, kind, list_sha256)
    _check_identity(check, entry, leaf, key, expect_uuid, expect_index)
    _check_set(check, entry, key)
    _check_inclusion(check, entry.get("verification", {}).get("inclusionProof"), leaf, key)
    checkpoint = check.evidence.get("checkpoint")
    signed_tree = isinstance(checkpoint, dict) and checkpoint.get("signature_valid") is True
    if check.evidence["set"] == "missing" and not signed_tree:
        check.problems.append(NO_PROOF)
    return check


def _check_signer(check: EntryCheck, body: bytes, kind: str, list_sha256: str) -> None:
    """Who signed the list's fingerprint; a signature that does not verify fails."""
    if kind != "hashedrekord":  # a "rekord" signature covers the file, not its hash
        return
    signer = entry_signer(parse_json(body), bytes.fromhex(list_sha256))
    check.evidence["signer"] = signer.fingerprint
    check.evidence["signature_valid"] = signer.signature_valid
    if signer.subject:
        check.evidence["signer_identity"] = signer.subject
    if signer.note:
        check.evidence["signer_note"] = signer.note
    if signer.key_pem is not None:
        check.evidence["signer_key"] = base64.b64encode(signer.key_pem).decode("ascii")
    if signer.signature_valid is False:
        check.problems.append(BAD_SIGNATURE)


def _check_identity(check: EntryCheck, entry: dict[str, Any], leaf: bytes, key: PublicKey,
                    expect_uuid: str | None, expect_index: int | None) -> None:
    # A Rekor UUID is an optional 16-hex tree id followed by the entry's leaf hash.
    if check.uuid.lower()[-64:] != leaf.hex():
        check.problems.append(CATALOGUE["log.bad_uuid"])
    if expect_uuid is not None and check.uuid.lower()[-64:] != expect_uuid.lower()[-64:]:
        check.problems.append(CATALOGUE["log.other_entry"])
    if expect_index is not None and check.log_index != expect_index:
        check.fails(Message.of("log.other_position", position=check.log_index,
                               expected=expect_index))
    if entry["logID"].lower() != log_id_of(key):
        check.problems.append(CATALOGUE["log.other_log"])


def _check_set(check: EntryCheck, entry: dict[str, Any], key: PublicKey) -> None:
    set_b64 = entry.get("verification", {}).get("signedEntryTimestamp")
    if not isinstance(set_b64, str):
        check.warnings.append(CATALOGUE["log.no_set"])
        check.evidence["set"] = "missing"
        return
    try:
        signature = base64.b64decode(set_b64, validate=True)
    except (binascii.Error, ValueError):
        signature = b""
    # A SET signs the entry's time: without one in the entry, there is nothing it signed.
    valid = "integratedTime" in entry and signature_ok(key, signature, set_payload(entry))
    check.evidence["set"] = "valid" if valid else "invalid"
    if not valid:
        check.problems.append(BAD_SET)


def _check_inclusion(check: EntryCheck, proof: Any, leaf: bytes, key: PublicKey) -> None:
    if proof is None:
        check.warnings.append(CATALOGUE["log.no_inclusion"])
        check.evidence["inclusion_proof"] = "missing"
        return
    try:
        index, size = proof["logIndex"], proof["treeSize"]
        root = bytes.fromhex(proof["rootHash"])
        path = [bytes.fromhex(h) for h in proof["hashes"]]
        if not (_is_int(index) and _is_int(size)) or any(len(h) != 32 for h in [root, *path]):
            raise ValueError
    except (KeyError, TypeError, ValueError):
        check.problems.append(CATALOGUE["log.proof_damaged"])
        return
    computed = root_from_proof(index, size, leaf, path)
    check.evidence["inclusion_proof"] = {
        "leaf_index": index, "tree_size": size, "root_hash": root.hex(),
        "computed_root": computed.hex() if computed else None,
        "valid": computed == root}
    if computed != root:
        check.problems.append(BAD_PROOF)
    envelope = proof.get("checkpoint")
    if envelope is None:
        check.evidence["checkpoint"] = ("missing: the proof's root is not signed; "
                                        "only the SET vouches for inclusion")
        return
    problems, evidence = check_checkpoint(envelope, key, root, size)
    check.problems.extend(problems)
    check.evidence["checkpoint"] = evidence


def check_checkpoint(envelope: Any, key: PublicKey, root: bytes,
                     size: int) -> tuple[list[str], dict[str, Any]]:
    """Problems and evidence of a checkpoint: a signed note naming tree size and root."""
    note, separator, signatures = envelope.partition("\n\n") if isinstance(envelope, str) \
        else ("", "", "")
    lines = note.split("\n")
    try:
        if not separator or len(lines) < 3 or not signatures.endswith("\n"):
            raise ValueError
        tree_size = int(lines[1])
        tree_root = base64.b64decode(lines[2], validate=True)
    except (binascii.Error, ValueError):
        return [CATALOGUE["log.checkpoint_damaged"]], {"valid": False}
    signed = (note + "\n").encode("utf-8")  # the note as signed ends with its newline
    signer = _note_signer(signatures, key, signed)
    evidence = {"origin": lines[0], "tree_size": tree_size, "root_hash": tree_root.hex(),
                "signed_by": signer, "signature_valid": signer is not None,
                "note": envelope}  # kept whole: a remembered checkpoint is re-verified
    problems = [] if signer is not None else [BAD_CHECKPOINT]
    if tree_size != size or tree_root != root:
        problems.append(CATALOGUE["log.other_tree"])
    return problems, evidence


def _note_signer(signatures: str, key: PublicKey, signed: bytes) -> str | None:
    """The name on the first signature line that verifies with ``key`` (hints are ignored)."""
    for line in signatures.splitlines():
        match = SIGNATURE_LINE.fullmatch(line)
        if not match:
            continue
        try:
            blob = base64.b64decode(match[2], validate=True)
        except (binascii.Error, ValueError):
            continue
        if len(blob) > 4 and signature_ok(key, blob[4:], signed):
            return match[1]
    return None
