"""A key the reader gives that the bundle also holds is the operator's word (paper Section
3.11: the reader trusts the log, not the operator), for the log's key exactly as for
time-stamp roots (``anchors.tsa``): a log entry verified with it warns at best, so it
never reaches level 2 on the operator's say-so.

Keys are compared by the SHA-256 of their DER SubjectPublicKeyInfo (a certificate by its
key), the way ``anchors.rekor_signer`` names a signer, so a copy in another PEM layout or
inside a certificate is still a copy.
"""

from __future__ import annotations

from functools import lru_cache

from cryptography import x509
from cryptography.hazmat.primitives import serialization

from verifier_app.anchors.anchor_files import MAX_KEY_BYTES
from verifier_app.anchors.rekor_signer import fingerprint_of
from verifier_app.core.bundle import Bundle
from verifier_app.core.errors import UserFacingError

KEY_SUFFIXES = (".pem", ".pub", ".crt", ".cer", ".key")


@lru_cache(maxsize=1024)  # a season's bundle holds hundreds of copies of a few certificates
def key_fingerprint(pem: bytes) -> str | None:
    """The fingerprint of the public key in ``pem`` (a key or a certificate), or None."""
    try:
        return fingerprint_of(serialization.load_pem_public_key(pem))
    except (ValueError, TypeError):
        pass
    try:
        return fingerprint_of(x509.load_pem_x509_certificate(pem).public_key())
    except (ValueError, TypeError):
        return None


def copy_in_bundle(pem: bytes | None, bundle: Bundle) -> str | None:
    """The bundle file that holds the same public key as ``pem``, if one does."""
    wanted = key_fingerprint(pem) if pem else None
    if wanted is None:
        return None
    for path, found in sorted(bundle.files.items()):
        if not path.lower().endswith(KEY_SUFFIXES) or found.size > MAX_KEY_BYTES:
            continue
        try:
            if key_fingerprint(found.read_bytes(MAX_KEY_BYTES)) == wanted:
                return path
        except UserFacingError:  # unreadable: not a copy of anything
            continue
    return None
