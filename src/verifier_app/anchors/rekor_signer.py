"""Who signed a log entry: the signature a ``hashedrekord`` body carries over the list's
SHA-256, and the fingerprint of the key (or certificate key) that made it.

The log's own signatures (SET, checkpoint) say *when* the log took the entry; this says
*who* put it there. Anyone may log any hash, so a seal whose entry is signed by another key
than the rest of the bundle's is worth a warning: the operator's key changed, or someone
else logged the list.

The fingerprint is the SHA-256 of the key's DER SubjectPublicKeyInfo (for a certificate:
of the certificate's key), the same way Rekor names its own log by its key.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
from collections import Counter
from dataclasses import dataclass, replace
from typing import Any

from cryptography import x509
from cryptography.exceptions import InvalidSignature, UnsupportedAlgorithm
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, padding, rsa, utils

from verifier_app.core.messages import CATALOGUE, Message, sentences
from verifier_app.core.results import SealResult, Status, StepResult

BAD_SIGNATURE = CATALOGUE["log.bad_signer"]


@dataclass(frozen=True)
class EntrySigner:
    """The signer of one entry: fingerprint (None if no key could be read) and whether the
    signature over the list's SHA-256 verifies (None: could not be checked)."""

    fingerprint: str | None
    signature_valid: bool | None
    key_pem: bytes | None = None  # the key as the entry holds it (PEM key or certificate)
    subject: str | None = None  # a certificate's identity, for people to read
    note: str = ""  # why it could not be checked


def fingerprint_of(key: Any) -> str:
    der = key.public_bytes(serialization.Encoding.DER,
                           serialization.PublicFormat.SubjectPublicKeyInfo)
    return hashlib.sha256(der).hexdigest()


def entry_signer(body: dict[str, Any], digest: bytes) -> EntrySigner:
    """Read and check the signer of a parsed ``hashedrekord`` body over ``digest``."""
    try:
        signature_spec = body["spec"]["signature"]
        signature = base64.b64decode(signature_spec["content"], validate=True)
        pem = base64.b64decode(signature_spec["publicKey"]["content"], validate=True)
    except (KeyError, TypeError, binascii.Error, ValueError):
        return EntrySigner(None, None, note="the entry names no signer")
    try:
        key, subject = _load_key(pem)
    except (ValueError, UnsupportedAlgorithm):
        return EntrySigner(None, None, key_pem=pem, note="the signer's key is not readable")
    fingerprint = fingerprint_of(key)
    if isinstance(key, ed25519.Ed25519PublicKey):
        # Ed25519 signs the whole file, not a digest: the entry's hash cannot check it.
        return EntrySigner(fingerprint, None, pem, subject,
                           note="an Ed25519 signature covers the file itself, not its hash")
    return EntrySigner(fingerprint, _verifies(key, signature, digest), pem, subject)


def _load_key(pem: bytes) -> tuple[Any, str | None]:
    if b"BEGIN CERTIFICATE" in pem:
        certificate = x509.load_pem_x509_certificate(pem)
        return certificate.public_key(), _identity(certificate)
    return serialization.load_pem_public_key(pem), None


def _identity(certificate: x509.Certificate) -> str | None:
    """A Sigstore certificate names its signer in the subject alternative name."""
    try:
        names = certificate.extensions.get_extension_for_class(
            x509.SubjectAlternativeName).value
    except x509.ExtensionNotFound:
        return certificate.subject.rfc4514_string() or None
    values = [str(v) for v in names.get_values_for_type(x509.RFC822Name)]
    values += [str(v) for v in names.get_values_for_type(x509.UniformResourceIdentifier)]
    return values[0] if values else None


def _verifies(key: Any, signature: bytes, digest: bytes) -> bool:
    prehashed = utils.Prehashed(hashes.SHA256())
    try:
        if isinstance(key, ec.EllipticCurvePublicKey):
            key.verify(signature, digest, ec.ECDSA(prehashed))
        elif isinstance(key, rsa.RSAPublicKey):
            key.verify(signature, digest, padding.PKCS1v15(), prehashed)
        else:
            return False
    except (InvalidSignature, ValueError):
        return False
    return True


# --- across the bundle ------------------------------------------------------------------

SIGNER_CHECK = "log_signer"
SIGNER_TITLE = "One signer for every log entry"


def main_signer(seals: list[SealResult]) -> str | None:
    """The key that signed most of the bundle's log entries: taken as the league's key."""
    counts = Counter(s.rekor.signer for s in seals if s.rekor and s.rekor.signer)
    return counts.most_common(1)[0][0] if counts else None


def flag_other_signers(seals: list[SealResult]) -> None:
    """A seal whose entry another key signed gets a warning at the seal itself."""
    main = main_signer(seals)
    for seal in seals:
        rekor = seal.rekor
        if main is None or rekor is None or rekor.signer in (None, main) or not rekor.proven:
            continue
        note = (f"this entry is signed by another key (fingerprint {rekor.signer[:16]}…) than "
                f"the bundle's other entries ({main[:16]}…): the operator's key changed, or "
                "someone else logged this list")
        seal.rekor = replace(rekor, status=Status.WARN, problems=[*rekor.problems, note],
                             detail=f"{rekor.detail} WARNING: {note}.")


def signer_check(seals: list[SealResult]) -> StepResult:
    """The bundle-wide sentence: one key signed every entry, or which seals differ."""
    entries = [s for s in seals if s.rekor is not None and s.rekor.proven]
    signed = [s for s in entries if s.rekor.signer]
    main = main_signer(seals)
    evidence: dict[str, Any] = {"signer": main, "entries": len(entries),
                                "signed": len(signed), "others": {}}
    if main is None:
        said = Message.of("signer.no_key" if entries else "signer.no_entry")
        return StepResult(SIGNER_CHECK, SIGNER_TITLE, Status.NOT_CHECKED, evidence=evidence,
                          message=said)
    others = {s.list: s.rekor.signer for s in signed if s.rekor.signer != main}
    evidence["others"] = others
    if not others and len(signed) == len(entries):
        return StepResult(SIGNER_CHECK, SIGNER_TITLE, Status.PASS, evidence=evidence,
                          message=Message.of("signer.one", count=len(entries), key=main))
    parts = [Message.of("signer.most", count=len(signed) - len(others), total=len(entries),
                        key=main)]
    if others:
        parts.append(Message.of("signer.others", count=len(others),
                                seals=", ".join(sorted(others)[:5])
                                + (" …" if len(others) > 5 else "")))
    if len(signed) < len(entries):
        parts.append(Message.of("signer.unreadable", count=len(entries) - len(signed)))
    return StepResult(SIGNER_CHECK, SIGNER_TITLE, Status.WARN, evidence=evidence,
                      message=sentences(parts))
