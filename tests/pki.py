"""DEMO certificates for the tests: a key and certificate issued by a given (demo) CA, for
chains, impostor roots and signers without the time-stamping purpose.

Also the one-off that made the DEMO root CA and the two DEMO time-stamp authorities
("demo-tsa-a", "demo-tsa-b") shipped in ``resources/demo-tsa/``. Those stay fixed (the demo
bundle's tokens regenerate byte for byte from them); run this only to replace them on
purpose, into an empty folder:

    .venv/bin/python -m tests.pki DEST
"""

from __future__ import annotations

import sys
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

from verifier_app.anchors.tsa_demo import DEMO_TSAS, VALID_FROM, VALID_UNTIL


def _name(common_name: str) -> x509.Name:
    return x509.Name([
        x509.NameAttribute(NameOID.ORGANIZATION_NAME, "verifier-app DEMO (not a real authority)"),
        x509.NameAttribute(NameOID.COMMON_NAME, common_name),
    ])


def _certificate(subject: x509.Name, key, issuer: x509.Name, issuer_key, serial: int,
                 ca: bool, tsa_eku: bool = True) -> x509.Certificate:
    builder = (
        x509.CertificateBuilder()
        .subject_name(subject).issuer_name(issuer).public_key(key.public_key())
        .serial_number(serial).not_valid_before(VALID_FROM).not_valid_after(VALID_UNTIL)
        .add_extension(x509.BasicConstraints(ca=ca, path_length=None), critical=True)
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), False)
        .add_extension(x509.AuthorityKeyIdentifier.from_issuer_public_key(
            issuer_key.public_key()), False)
        .add_extension(x509.KeyUsage(
            digital_signature=not ca, content_commitment=False, key_encipherment=False,
            data_encipherment=False, key_agreement=False, key_cert_sign=ca, crl_sign=ca,
            encipher_only=False, decipher_only=False), critical=True)
    )
    if not ca and tsa_eku:
        builder = builder.add_extension(
            x509.ExtendedKeyUsage([ExtendedKeyUsageOID.TIME_STAMPING]), critical=True)
    return builder.sign(issuer_key, hashes.SHA256())


def issue_certificate(common_name: str, serial: int, issuer: tuple | None, *, ca: bool = False,
                      tsa_eku: bool = True, bits: int = 2048):
    """A fresh key and a certificate issued by ``issuer`` = (key, cert), or self-signed."""
    key = rsa.generate_private_key(public_exponent=65537, key_size=bits)
    if issuer is None:
        cert = _certificate(_name(common_name), key, _name(common_name), key, serial, ca=True)
    else:
        issuer_key, issuer_cert = issuer
        cert = _certificate(_name(common_name), key, issuer_cert.subject, issuer_key, serial,
                            ca=ca, tsa_eku=tsa_eku)
    return key, cert


def generate_demo_pki(dest: Path) -> None:
    """Write a fresh demo root and TSAs into ``dest``."""
    dest.mkdir(parents=True, exist_ok=True)
    root = issue_certificate("DEMO Root CA", 0x0DE0001, None, bits=3072)
    items = {"demo-root": (root, "demo-root.pem")}
    for number, tsa in enumerate(DEMO_TSAS, start=2):
        items[tsa] = (issue_certificate(f"{tsa} (DEMO time-stamp authority)",
                                        0x0DE0000 + number, root), f"{tsa}.crt")
    for name, ((key, cert), cert_file) in items.items():
        (dest / f"{name}.key").write_bytes(key.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption()))
        (dest / cert_file).write_bytes(cert.public_bytes(serialization.Encoding.PEM))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    generate_demo_pki(Path(sys.argv[1]))
