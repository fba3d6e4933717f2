"""What a season's time-stamp tokens share, worked out once instead of 1,300 times.

A season's tokens are signed by a few authorities: they embed the same certificates, name
their signer with the same issuer, and chain through the same certificates to the same
roots. ``TokenMemo`` keeps that work for one walk: the walk makes one and passes it to
every token it checks (``TrustOptions.memo``), and it goes with the walk, so nothing is
kept by the process between walks. Each method gives exactly what the uncached work gives
for the same input: results are keyed by the bytes (or, for certificate objects, by the
very objects, which the memo then holds) they depend on, and a failure is never kept, so
it is met again, with its own sentence, every time.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any, TypeVar

from asn1crypto import cms
from asn1crypto import x509 as asn1_x509
from cryptography import x509
from cryptography.hazmat.primitives.serialization import Encoding
from cryptography.x509.verification import Store

from verifier_app.anchors.memo import Memo

T = TypeVar("T")


def parse_embedded(choice: cms.CertificateChoices) -> x509.Certificate | None:
    """The certificate of one ``certificates`` entry of a token, every field parsed
    (openssl rejects a token with a damaged one); None for the other kinds of entry."""
    choice.native  # noqa: B018 - parse every field
    if choice.name != "certificate":
        return None
    cert = x509.load_der_x509_certificate(choice.chosen.dump())
    cert.subject, cert.issuer, cert.extensions  # noqa: B018 - the same, for these
    return cert


def _identity(certs: Sequence[x509.Certificate]) -> tuple[int, ...]:
    return tuple(map(id, certs))  # a system store holds some 150 roots: no Python loop


def _held(certs: Sequence[x509.Certificate], compute: Callable[[], T]) -> Callable[[], Any]:
    """The result together with the objects its key names, so their ids stay theirs."""
    return lambda: (tuple(certs), compute())


class TokenMemo:
    """The certificate work one walk's tokens share (see the module's note)."""

    def __init__(self) -> None:
        self._embedded, self._names, self._stores = Memo(), Memo(), Memo()
        self._chains, self._ess, self._der = Memo(), Memo(), Memo()
        self._read = Memo()

    def read_certificate(self, der: bytes) -> asn1_x509.Certificate:
        """A certificate's fields as asn1crypto reads them, once per distinct certificate
        (a season's 1,300 tokens share a few signers)."""
        return self._read.get(der, lambda: _read_fields(der))

    def embedded_certificate(self, choice: cms.CertificateChoices) -> x509.Certificate | None:
        """``parse_embedded``, once per distinct entry."""
        return self._embedded.get(choice.dump(), lambda: parse_embedded(choice))

    def same_name(self, one: asn1_x509.Name, other: asn1_x509.Name) -> bool:
        """X.500 name equality as asn1crypto compares them (after string preparation)."""
        return self._names.get((one.dump(), other.dump()), lambda: one == other)

    def names_signer(self, attribute: cms.CMSAttribute, der: bytes,
                     compute: Callable[[], bool]) -> bool:
        """Whether a token's signing-certificate attribute names the certificate ``der``:
        the same attribute, byte for byte, on every token of one signer."""
        return self._ess.get((attribute.dump(), der), compute)

    def der(self, cert: x509.Certificate) -> bytes:
        """The DER bytes of a certificate object (every token compares its signer with
        the same candidates)."""
        _, found = self._der.get(("der", id(cert)),
                                 _held([cert], lambda: cert.public_bytes(Encoding.DER)))
        return found

    def store(self, roots: Sequence[x509.Certificate]) -> Store:
        """One trust store per set of root objects (building one reads every root)."""
        _, found = self._stores.get(_identity(roots), _held(roots, lambda: Store(list(roots))))
        return found

    def chain(self, leaf: x509.Certificate, links: Sequence[x509.Certificate],
              roots: Sequence[x509.Certificate], at: datetime,
              build: Callable[[], list[x509.Certificate]]) -> list[x509.Certificate]:
        """The chain ``build`` finds for ``leaf`` at ``at``, shared by every time at which
        the same certificates are valid: the chain a verifier finds depends on the time only
        through which certificates are valid then (boundaries included, the time read to
        the whole second as cryptography reads it). A time on a boundary is its own case;
        only a chain that was found is kept."""
        everyone = (leaf, *links, *roots)
        _, bounds = self._chains.get(("bounds", _identity(everyone)),
                                     _held(everyone, lambda: _validity_bounds(everyone)))
        second = at.replace(microsecond=0)
        key = ("chain", _identity(everyone), bisect_left(bounds, second),
               bisect_right(bounds, second))
        _, found = self._chains.get(key, _held(everyone, build))
        return list(found)


def _read_fields(der: bytes) -> asn1_x509.Certificate:
    parsed = asn1_x509.Certificate.load(der)
    _ = parsed.issuer, parsed.serial_number, parsed.key_identifier  # parse them now
    return parsed


def _validity_bounds(certs: Sequence[x509.Certificate]) -> list[datetime]:
    return sorted({moment for c in certs
                   for moment in (c.not_valid_before_utc, c.not_valid_after_utc)})
