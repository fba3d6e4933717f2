"""What a season's time-stamp tokens share, worked out once instead of 1,300 times.

A season's tokens are signed by a few authorities: they embed the same certificates, name
their signer with the same issuer, and chain through the same certificates to the same
roots. Each function here gives exactly what the uncached work gives for the same input:
results are keyed by the bytes (or, for certificate objects, by the very objects) they
depend on, and a failure is never kept, so it is met again, with its own sentence, every
time.
"""

from __future__ import annotations

import threading
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Hashable, Sequence
from datetime import datetime
from typing import Any, TypeVar

from asn1crypto import cms
from asn1crypto import x509 as asn1_x509
from cryptography import x509
from cryptography.hazmat.primitives.serialization import Encoding
from cryptography.x509.verification import Store

T = TypeVar("T")
MAX_ENTRIES = 512  # far more than the certificates and chains of any real season


class _Memo:
    """A bounded map of results; emptied when full (a real walk never fills it)."""

    def __init__(self) -> None:
        self._found: dict[Hashable, Any] = {}
        self._lock = threading.Lock()  # seals are checked side by side online

    def get(self, key: Hashable, compute: Callable[[], T]) -> T:
        with self._lock:
            if key in self._found:
                return self._found[key]
        value = compute()  # outside the lock; an exception is raised, never stored
        with self._lock:
            if len(self._found) >= MAX_ENTRIES:
                self._found.clear()
            self._found[key] = value
        return value


_EMBEDDED = _Memo()
_NAMES = _Memo()
_STORES = _Memo()
_CHAINS = _Memo()
_ESS = _Memo()
_DER = _Memo()


def embedded_certificate(choice: cms.CertificateChoices) -> x509.Certificate | None:
    """The certificate of one ``certificates`` entry of a token, every field parsed
    (openssl rejects a token with a damaged one); None for the other kinds of entry."""
    def parse() -> x509.Certificate | None:
        choice.native  # noqa: B018 - parse every field
        if choice.name != "certificate":
            return None
        cert = x509.load_der_x509_certificate(choice.chosen.dump())
        cert.subject, cert.issuer, cert.extensions  # noqa: B018 - the same, for these
        return cert

    return _EMBEDDED.get(choice.dump(), parse)


def same_name(one: asn1_x509.Name, other: asn1_x509.Name) -> bool:
    """X.500 name equality as asn1crypto compares them (after string preparation)."""
    return _NAMES.get((one.dump(), other.dump()), lambda: one == other)


def names_signer(attribute: cms.CMSAttribute, der: bytes, compute: Callable[[], bool]) -> bool:
    """Whether a token's signing-certificate attribute names the certificate ``der``: the
    same attribute, byte for byte, on every token of one signer."""
    return _ESS.get((attribute.dump(), der), compute)


def _identity(certs: Sequence[x509.Certificate]) -> tuple[int, ...]:
    return tuple(map(id, certs))  # a system store holds some 150 roots: no Python loop


def _held(certs: Sequence[x509.Certificate], compute: Callable[[], T]) -> Callable[[], Any]:
    """The result together with the objects its key names, so their ids stay theirs."""
    return lambda: (tuple(certs), compute())


def der(cert: x509.Certificate) -> bytes:
    """The DER bytes of a certificate object (every token compares its signer with the
    same candidates)."""
    _, found = _DER.get(("der", id(cert)), _held([cert], lambda: cert.public_bytes(Encoding.DER)))
    return found


def store(roots: Sequence[x509.Certificate]) -> Store:
    """One trust store per set of root objects (building one reads every root)."""
    _, found = _STORES.get(_identity(roots), _held(roots, lambda: Store(list(roots))))
    return found


def chain(leaf: x509.Certificate, links: Sequence[x509.Certificate],
          roots: Sequence[x509.Certificate], at: datetime,
          build: Callable[[], list[x509.Certificate]]) -> list[x509.Certificate]:
    """The chain ``build`` finds for ``leaf`` at ``at``, shared by every time at which the
    same certificates are valid: the chain a verifier finds depends on the time only
    through which certificates are valid then (boundaries included, the time read to the
    whole second as cryptography reads it). A time on a boundary is its own case; only a
    chain that was found is kept."""
    everyone = (leaf, *links, *roots)
    _, bounds = _CHAINS.get(("bounds", _identity(everyone)),
                            _held(everyone, lambda: _validity_bounds(everyone)))
    second = at.replace(microsecond=0)
    key = ("chain", _identity(everyone), bisect_left(bounds, second),
           bisect_right(bounds, second))
    _, found = _CHAINS.get(key, _held(everyone, build))
    return list(found)


def _validity_bounds(certs: Sequence[x509.Certificate]) -> list[datetime]:
    return sorted({moment for c in certs
                   for moment in (c.not_valid_before_utc, c.not_valid_after_utc)})
