"""DEMO time-stamp authorities: tokens for the demonstration bundle and the tests.

Nothing here is a real authority. A demo root CA and two demo TSAs ("demo-tsa-a",
"demo-tsa-b") were generated once with ``python -m tests.pki`` and their keys and
certificates ship in ``resources/demo-tsa/``, so tokens regenerate byte-identically: the
signatures are RSA PKCS#1 v1.5, which is deterministic, and nothing random goes into a
token. A verifier trusts these tokens only if the user adds ``demo-root.pem`` as a root.
"""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime
from pathlib import Path

from asn1crypto import cms, tsp
from asn1crypto import x509 as asn1_x509
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding, rsa

from verifier_app.anchors.demo_sources import demo_root_path
from verifier_app.anchors.trust_roots import fingerprint, resource_dir

DEMO_TSAS = ("demo-tsa-a", "demo-tsa-b")
DEMO_POLICY = "2.999.1"  # the ITU/ISO "example" arc: no real policy uses it
VALID_FROM = datetime(2026, 1, 1, tzinfo=UTC)
VALID_UNTIL = datetime(2036, 1, 1, tzinfo=UTC)


def demo_dir() -> Path:
    return resource_dir("demo-tsa")


def load_demo_signer(tsa: str) -> tuple[rsa.RSAPrivateKey, x509.Certificate]:
    """The key and certificate of one demo TSA (or of ``demo-root``)."""
    folder = demo_dir()
    cert_name = "demo-root.pem" if tsa == "demo-root" else f"{tsa}.crt"
    key = serialization.load_pem_private_key((folder / f"{tsa}.key").read_bytes(), None)
    assert isinstance(key, rsa.RSAPrivateKey)
    return key, x509.load_pem_x509_certificate((folder / cert_name).read_bytes())


def make_token(list_bytes: bytes, gen_time: datetime, tsa: str, serial: int) -> bytes:
    """A granted TimeStampResp from demo TSA ``tsa`` over SHA-256(list_bytes) at gen_time."""
    if tsa not in DEMO_TSAS:
        raise ValueError(f"unknown demo TSA {tsa!r}; use one of {', '.join(DEMO_TSAS)}")
    key, cert = load_demo_signer(tsa)
    return build_token(list_bytes, gen_time, serial, key, cert)


def build_token(
    list_bytes: bytes,
    gen_time: datetime,
    serial: int,
    key: rsa.RSAPrivateKey,
    cert: x509.Certificate,
    *,
    embed_cert: bool = True,
) -> bytes:
    """A TimeStampResp signed by ``key`` for ``cert``; the tests use it for odd signers."""
    tst_info = tsp.TSTInfo({
        "version": "v1",
        "policy": DEMO_POLICY,
        "message_imprint": {
            "hash_algorithm": {"algorithm": "sha256"},
            "hashed_message": hashlib.sha256(list_bytes).digest(),
        },
        "serial_number": serial,
        "gen_time": gen_time.astimezone(UTC),
        "accuracy": {"seconds": 1},
    })
    return sign_tst_info(tst_info, key, cert, embed_cert=embed_cert)


def sign_tst_info(tst_info: tsp.TSTInfo, key: rsa.RSAPrivateKey, cert: x509.Certificate, *,
                  embed_cert: bool = True) -> bytes:
    """A granted TimeStampResp over ``tst_info`` as given; the tests use it for odd content."""
    cert_der = cert.public_bytes(serialization.Encoding.DER)
    signer = asn1_x509.Certificate.load(cert_der)
    signed_attrs = _signed_attributes(tst_info.dump(), cert_der, signer)
    # Sign the attributes' DER as a SET (tag 0x31) before they are re-tagged [0] below.
    signature = key.sign(signed_attrs.dump(), padding.PKCS1v15(), hashes.SHA256())
    signer_info = cms.SignerInfo({
        "version": "v1",
        "sid": {"issuer_and_serial_number": {
            "issuer": signer.issuer, "serial_number": signer.serial_number}},
        "digest_algorithm": {"algorithm": "sha256"},
        "signed_attrs": signed_attrs,
        "signature_algorithm": {"algorithm": "rsassa_pkcs1v15"},
        "signature": signature,
    })
    signed_data = cms.SignedData({
        "version": "v3",
        "digest_algorithms": [{"algorithm": "sha256"}],
        "encap_content_info": {"content_type": "tst_info", "content": tst_info},
        "certificates": [signer] if embed_cert else None,
        "signer_infos": [signer_info],
    })
    token = cms.ContentInfo({"content_type": "signed_data", "content": signed_data})
    response = tsp.TimeStampResp({"status": {"status": "granted"}, "time_stamp_token": token})
    return response.dump()


def _signed_attributes(
    tst_der: bytes, cert_der: bytes, signer: asn1_x509.Certificate
) -> cms.CMSAttributes:
    """Content type, message digest and the ESS signingCertificateV2 naming the signer."""
    ess = {"certs": [{
        "cert_hash": hashlib.sha256(cert_der).digest(),  # SHA-256 is the default: omitted
        "issuer_serial": {
            "issuer": [asn1_x509.GeneralName({"directory_name": signer.issuer})],
            "serial_number": signer.serial_number,
        },
    }]}
    attributes = [
        cms.CMSAttribute({"type": "content_type", "values": ["tst_info"]}),
        cms.CMSAttribute({"type": "message_digest", "values": [hashlib.sha256(tst_der).digest()]}),
        cms.CMSAttribute({"type": "signing_certificate_v2", "values": [ess]}),
    ]
    # DER orders a SET OF by encoding; verifiers re-encode before checking the signature.
    return cms.CMSAttributes(sorted(attributes, key=lambda a: a.dump()))


def demo_root_fingerprint() -> str:
    """The SHA-256 of the demo root's certificate (DER), as trust roots are named."""
    return fingerprint(x509.load_pem_x509_certificate(demo_root_path().read_bytes()))
