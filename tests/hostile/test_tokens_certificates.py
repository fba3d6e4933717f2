"""A damaged certificate in the bundle's tsa/ folder: a token verdict, never a crash.

cryptography parses a certificate's names lazily, and a bad version field has an error of
its own; every bit flip of the demo's certificates must still end in a token result.
"""

from __future__ import annotations

import base64
import random

import pytest

from verifier_app.anchors.tsa import TrustOptions, check_tokens
from verifier_app.core.results import Status
from verifier_app.resources import resource_path

DAY = resource_path("demo-bundle") / "markets/proof/2026-10-22"


def _pem(der: bytes) -> bytes:
    return (b"-----BEGIN CERTIFICATE-----\n" + base64.encodebytes(der)
            + b"-----END CERTIFICATE-----\n")


@pytest.mark.slow
def test_every_bit_flip_of_a_bundle_certificate_ends_in_a_token_result() -> None:
    stamped = (DAY / "130022Z.txt").read_bytes()
    tokens = {t.name.split(".")[-2]: t.read_bytes() for t in DAY.glob("130022Z.txt.*.tsr")}
    certs = {p.name: p.read_bytes() for p in sorted((DAY / "tsa").iterdir())}
    trust = TrustOptions(extra_roots=[resource_path("demo-tsa", "demo-root.pem")])
    rng = random.Random(15)
    for name, pem in certs.items():
        der = base64.b64decode(b"".join(pem.split(b"-----")[2].split()))
        for position in range(len(der)):
            damaged = bytearray(der)
            damaged[position] ^= 1 << rng.randrange(8)
            results = check_tokens(stamped, "2026-10-22", tokens,
                                   {**certs, name: _pem(bytes(damaged))}, trust)
            assert {r.status for r in results} <= set(Status), (name, position)


def test_an_unreadable_certificate_file_is_named_on_every_token_of_its_list() -> None:
    """The folder's tsa/demo-tsa-a.crt with its first byte changed ("-----BEGIN" broken):
    openssl's -untrusted would stop at that file; the app leaves it out, checks the tokens
    with the certificates they carry, and says so on each token instead of staying silent."""
    stamped = (DAY / "130022Z.txt").read_bytes()
    tokens = {t.name.split(".")[-2]: t.read_bytes() for t in DAY.glob("130022Z.txt.*.tsr")}
    certs = {f"tsa/{p.name}": p.read_bytes() for p in sorted((DAY / "tsa").iterdir())}
    certs["tsa/demo-tsa-a.crt"] = b"," + certs["tsa/demo-tsa-a.crt"][1:]
    trust = TrustOptions(extra_roots=[resource_path("demo-tsa", "demo-root.pem")])
    results = check_tokens(stamped, "2026-10-22", tokens, certs, trust)
    assert [r.tsa for r in results] == ["demo-tsa-a", "demo-tsa-b"]
    for result in results:
        assert result.failure is None  # each token carries its signer's certificate
        assert any(said.startswith("tsa/demo-tsa-a.crt in the proof folder could not be read")
                   for said in result.problems), result.problems
    untouched = check_tokens(stamped, "2026-10-22", tokens,
                             {k: (DAY / k).read_bytes() for k in certs}, trust)
    assert all(not any("could not be read" in p for p in r.problems) for r in untouched)


def test_a_certificate_with_serial_zero_loads_without_a_library_warning(recwarn) -> None:
    """A serial number of zero is against RFC 5280, but the library only warns on stderr,
    which is no sentence for the reader; the certificate loads and the signatures decide."""
    from cryptography.hazmat.primitives import serialization

    from tests.pki import issue_certificate
    from verifier_app.anchors.trust_roots import load_certificates

    _key, cert = issue_certificate("zero serial", 1, None, bits=1024)
    der = bytearray(cert.public_bytes(serialization.Encoding.DER))
    at = der.index(b"\x02\x01\x01")  # the serial number: INTEGER 1
    der[at + 2] = 0
    pem = (b"-----BEGIN CERTIFICATE-----\n" + base64.encodebytes(bytes(der))
           + b"-----END CERTIFICATE-----\n")
    assert len(load_certificates(pem)) == 1
    assert len(load_certificates(bytes(der))) == 1
    assert not [w for w in recwarn if "serial number" in str(w.message)]
