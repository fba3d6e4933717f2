"""DEMO transparency log: Rekor-shaped entries for the demonstration bundle and the tests.

Nothing here is Sigstore Rekor. A demo log key and a demo artifact key (ECDSA P-256) were
generated once and ship in ``resources/rekor/`` (``demo-log-key.pem``,
``demo-artifact-key.pem``, each labelled DEMO). Every signature uses RFC 6979
deterministic ECDSA, so the same inputs give byte-identical entries.

Real ``hashedrekord`` bodies carry a signature over the artifact and the signer's public
key; the demo signs each list's SHA-256 with the demo artifact key so bodies have the same
shape. The verifier checks that signature too (``rekor_signer``): it says who logged the
list, while the log's own signatures (SET and checkpoint) say when.
"""

from __future__ import annotations

import base64
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, utils

from verifier_app.anchors.merkle import split_point, tree_root
from verifier_app.anchors.rekor import RESOURCES
from verifier_app.anchors.rekor_verify import (
    leaf_hash,
    load_public_key,
    log_id_of,
    set_payload,
)

DEMO_LOG_KEY = "demo-log-key.pem"
DEMO_LOG_PUBLIC_KEY = "demo-log-key.pub.pem"
DEMO_ARTIFACT_KEY = "demo-artifact-key.pem"
DEMO_LOG_NAME = "demo-rekor.invalid"  # .invalid: can never be a real host
DEMO_ORIGIN = f"{DEMO_LOG_NAME} - 0"


@dataclass
class DemoLog:
    """One demo log tree; every entry's proofs are against the same tree head."""

    entries: dict[str, dict[str, Any]]  # uuid -> entry JSON as Rekor returns it
    by_sha: dict[str, list[str]]  # list SHA-256 -> uuids, in log order
    public_key_pem: bytes
    tree_size: int
    root_hash: str

    def response_bytes(self, uuid: str) -> bytes:
        """The raw answer of ``GET /api/v1/log/entries/<uuid>``."""
        return json.dumps({uuid: self.entries[uuid]}, separators=(",", ":")).encode() + b"\n"

    def bundle_files(self) -> dict[str, bytes]:
        """Files for a bundle: one saved answer per list. The demo log's public key is not
        among them: it ships with the app, and a key the bundle itself holds is the
        operator's word (``anchors.key_copies``)."""
        return {f"rekor/{sha}.json": self.response_bytes(uuids[0])
                for sha, uuids in self.by_sha.items()}

    def write(self, folder: Path) -> list[Path]:
        written = []
        for relpath, data in self.bundle_files().items():
            path = folder / relpath
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
            written.append(path)
        return written


def demo_public_key_pem() -> bytes:
    return (RESOURCES / DEMO_LOG_PUBLIC_KEY).read_bytes()


def demo_log_id() -> str:
    """The demo log's id: its checkpoints are never remembered as a real log's."""
    return log_id_of(load_public_key(demo_public_key_pem()))


def build_demo_log(entries: list[tuple[str, int]], first_log_index: int = 0,
                   signers: dict[str, ec.EllipticCurvePrivateKey] | None = None,
                   log_key: ec.EllipticCurvePrivateKey | None = None) -> DemoLog:
    """A demo log holding, in order, one entry per (list SHA-256 hex, integrated unix time).

    ``first_log_index`` shifts the log-wide positions away from the tree positions, as
    Rekor's sharded log does, so both kinds of index are exercised. ``signers`` gives some
    lists another artifact key than the demo's (a second signer, for the workshop and tests);
    ``log_key`` signs as another log than the demo's (a loopback log of the tests).
    """
    shas = [sha.lower() for sha, _ in entries]
    if len(set(shas)) != len(shas):
        raise ValueError("a log holds one entry per identical body; a list appears twice")
    log_key = log_key or _private_key(DEMO_LOG_KEY)
    artifact_key = _private_key(DEMO_ARTIFACT_KEY)
    log_id = log_id_of(log_key.public_key())
    signers = {k.lower(): v for k, v in (signers or {}).items()}
    bodies = [_body(sha, signers.get(sha, artifact_key)) for sha in shas]
    leaves = [leaf_hash(body) for body in bodies]
    if not leaves:
        raise ValueError("a demo log needs at least one entry")
    root = tree_root(leaves)
    checkpoint = _checkpoint(log_key, log_id, len(leaves), root)
    public_pem = demo_public_key_pem() if log_id == demo_log_id() else \
        log_key.public_key().public_bytes(serialization.Encoding.PEM,
                                          serialization.PublicFormat.SubjectPublicKeyInfo)
    result = DemoLog({}, {}, public_pem, len(leaves), root.hex())
    for position, ((sha, integrated), body) in enumerate(zip(entries, bodies, strict=True)):
        entry: dict[str, Any] = {
            "body": base64.b64encode(body).decode("ascii"),
            "integratedTime": integrated,
            "logID": log_id,
            "logIndex": first_log_index + position,
        }
        entry["verification"] = {
            "inclusionProof": {
                "checkpoint": checkpoint,
                "hashes": [h.hex() for h in _path(position, leaves)],
                "logIndex": position,
                "rootHash": root.hex(),
                "treeSize": len(leaves),
            },
            "signedEntryTimestamp": _sign_b64(log_key, set_payload(entry)),
        }
        uuid = leaves[position].hex()
        result.entries[uuid] = entry
        result.by_sha.setdefault(sha.lower(), []).append(uuid)
    return result


def _private_key(name: str) -> ec.EllipticCurvePrivateKey:
    key = serialization.load_pem_private_key((RESOURCES / name).read_bytes(), None)
    assert isinstance(key, ec.EllipticCurvePrivateKey)
    return key


def _sign(key: ec.EllipticCurvePrivateKey, data: bytes) -> bytes:
    return key.sign(data, ec.ECDSA(hashes.SHA256(), deterministic_signing=True))


def _sign_b64(key: ec.EllipticCurvePrivateKey, data: bytes) -> str:
    return base64.b64encode(_sign(key, data)).decode("ascii")


def _body(sha: str, artifact_key: ec.EllipticCurvePrivateKey) -> bytes:
    """A hashedrekord v0.0.1 body, canonical JSON as Rekor stores it."""
    signature = artifact_key.sign(
        bytes.fromhex(sha), ec.ECDSA(utils.Prehashed(hashes.SHA256()), deterministic_signing=True))
    public_pem = artifact_key.public_key().public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
    body = {
        "apiVersion": "0.0.1",
        "kind": "hashedrekord",
        "spec": {
            "data": {"hash": {"algorithm": "sha256", "value": sha}},
            "signature": {
                "content": base64.b64encode(signature).decode("ascii"),
                "publicKey": {"content": base64.b64encode(public_pem).decode("ascii")},
            },
        },
    }
    return json.dumps(body, sort_keys=True, separators=(",", ":")).encode("ascii")


def _path(m: int, leaves: list[bytes]) -> list[bytes]:
    """RFC 6962 audit path of leaf m, bottom-up."""
    if len(leaves) == 1:
        return []
    k = split_point(len(leaves))
    if m < k:
        return [*_path(m, leaves[:k]), tree_root(leaves[k:])]
    return [*_path(m - k, leaves[k:]), tree_root(leaves[:k])]


def _checkpoint(key: ec.EllipticCurvePrivateKey, log_id: str, size: int, root: bytes) -> str:
    """A signed note: origin, size, root; a blank line; '— name base64(hint + sig)'."""
    note = f"{DEMO_ORIGIN}\n{size}\n{base64.b64encode(root).decode('ascii')}\n"
    blob = bytes.fromhex(log_id)[:4] + _sign(key, note.encode("ascii"))
    return f"{note}\n\u2014 {DEMO_LOG_NAME} {base64.b64encode(blob).decode('ascii')}\n"
