"""Which root certificates a time-stamp token may chain to, and where each came from.

Origins, strongest first: ``system`` (this computer's store), ``shipped`` (roots published
by the authorities the paper names, shipped with the app with their fingerprints in
``resources/trust/``), ``user`` (roots the reader added), ``bundle`` (a self-signed
certificate in the operator's own proof-day ``tsa/`` folder). A bundle root counts only
with a warning, since the operator chose it, unless its fingerprint is one the app ships.
Chains are built with ``cryptography.x509.verification`` at the token's ``genTime``.

What a season's tokens ask again and again (the same roots read, the same certificates'
fingerprints and self-signatures) is worked out once per walk by a ``RootMemo`` the walk
passes in (``TrustOptions.roots``); nothing is kept by the process between walks.
"""

from __future__ import annotations

import json
import ssl
import threading
import warnings
from dataclasses import dataclass, field
from datetime import datetime
from functools import cached_property
from pathlib import Path
from typing import Any

from cryptography import x509
from cryptography.exceptions import InvalidSignature, UnsupportedAlgorithm
from cryptography.hazmat.primitives import hashes
from cryptography.utils import CryptographyDeprecationWarning
from cryptography.x509.verification import (
    Criticality,
    ExtensionPolicy,
    PolicyBuilder,
    Store,
    VerificationError,
)

from verifier_app.anchors.memo import Memo
from verifier_app.core.errors import UserFacingError
from verifier_app.core.messages import Message
from verifier_app.resources import resource_path

ORIGINS = ("system", "shipped", "user", "demo", "bundle")  # "demo": the app's demo root
CERT_SUFFIXES = (".pem", ".crt", ".cer", ".der")
MAX_CERT_FILE = 1024 * 1024
SYSTEM_FILES = ("/etc/ssl/certs/ca-certificates.crt", "/etc/pki/tls/certs/ca-bundle.crt",
                "/etc/ssl/cert.pem")


def resource_dir(name: str) -> Path:
    """A folder of the app's shipped resources (``resources/<name>`` beside ``src``)."""
    return resource_path(name)  # the frozen build keeps them elsewhere


def fingerprint(cert: x509.Certificate) -> str:
    return cert.fingerprint(hashes.SHA256()).hex()


def is_self_signed(cert: x509.Certificate) -> bool:
    return issued_by(cert, cert)


def issued_by(cert: x509.Certificate, issuer: x509.Certificate) -> bool:
    """Whether ``issuer`` names and signed ``cert`` (nothing else about it is checked).

    Names are parsed lazily by cryptography, so a damaged name raises only here: such a
    certificate issued nothing.
    """
    try:
        if cert.issuer != issuer.subject:
            return False
        cert.verify_directly_issued_by(issuer)
    except (ValueError, TypeError, UnsupportedAlgorithm, InvalidSignature):
        return False
    return True


_QUIET_LOAD = threading.Lock()


def load_certificates(data: bytes) -> list[x509.Certificate]:
    """Every certificate in a PEM file (one or many) or a single DER certificate.

    Anything unreadable raises ValueError (cryptography has its own error for a bad
    version field, which is turned into the same).
    """
    data = bytes(data)
    try:
        # A serial number of zero or less still loads (with a warning of the library's on
        # stderr, which is not a sentence for the reader); what decides is the signature.
        # Warning filters are process-wide: the lock keeps one thread's restored filters
        # from dropping another's while the anchors are checked on several threads.
        with _QUIET_LOAD, warnings.catch_warnings():
            warnings.simplefilter("ignore", CryptographyDeprecationWarning)
            if b"-----BEGIN CERTIFICATE-----" in data:
                return x509.load_pem_x509_certificates(data)
            return [x509.load_der_x509_certificate(data)]
    except x509.InvalidVersion as error:
        raise ValueError(f"the certificate has an unknown version ({error})") from None


@dataclass(frozen=True)
class TrustRoot:
    cert: x509.Certificate
    origin: str
    source: str
    authority: str = ""

    @cached_property  # asked for every root on every token: compute it once
    def sha256(self) -> str:
        return fingerprint(self.cert)

    @property
    def subject(self) -> str:
        return self.cert.subject.rfc4514_string()

    def to_json(self) -> dict[str, Any]:
        data = {"subject": self.subject, "sha256": self.sha256, "origin": self.origin,
                "source": self.source}
        if self.authority:
            data["authority"] = self.authority
        return data


def system_roots() -> tuple[x509.Certificate, ...]:
    """This computer's trusted roots; empty when none can be found."""
    paths = ssl.get_default_verify_paths()
    candidates = [paths.cafile, paths.openssl_cafile, *SYSTEM_FILES]
    for candidate in candidates:
        if candidate and Path(candidate).is_file():
            try:
                with warnings.catch_warnings():  # old roots with odd serials still load
                    warnings.simplefilter("ignore")
                    return tuple(load_certificates(Path(candidate).read_bytes()))
            except (OSError, ValueError):
                continue
    context = ssl.create_default_context()  # Windows and macOS stores
    certs = []
    for der in context.get_ca_certs(binary_form=True):
        try:
            certs.append(x509.load_der_x509_certificate(der))
        except ValueError:
            continue
    return tuple(certs)


def system_trust_roots() -> tuple[TrustRoot, ...]:
    """The system roots as TrustRoots."""
    return tuple(TrustRoot(c, "system", "system store") for c in system_roots())


def shipped_catalogue() -> tuple[dict[str, Any], ...]:
    """The entries of ``resources/trust/roots.json`` (authority, file, sha256, subject)."""
    path = resource_dir("trust") / "roots.json"
    if not path.is_file():
        return ()
    return tuple(json.loads(path.read_bytes())["roots"])


def shipped_roots() -> list[TrustRoot]:
    """The roots the app ships whose files still have their documented fingerprints."""
    roots = []
    for entry in shipped_catalogue():
        path = resource_dir("trust") / entry["file"] if entry.get("file") else None
        if path is None or not path.is_file():
            continue
        for cert in load_certificates(path.read_bytes()):
            if fingerprint(cert) == entry["sha256"]:  # a file that changed is not trusted
                roots.append(TrustRoot(cert, "shipped", entry["file"], entry["authority"]))
    return roots


class RootMemo:
    """What one walk's tokens ask of the roots again and again, worked out once: the
    system's and the app's roots as read (the app's files and the system store do not
    change during a walk), certificates read from the same bytes, fingerprints and
    self-signatures. One per walk, passed in like ``TokenMemo``; each method gives what
    the plain function of the same name gives, and a failure is never kept."""

    def __init__(self) -> None:
        self._roots, self._read, self._facts = Memo(), Memo(), Memo()

    def system_roots(self) -> tuple[TrustRoot, ...]:
        return self._roots.get("system", system_trust_roots)

    def shipped_roots(self) -> tuple[TrustRoot, ...]:
        return self._roots.get("shipped", lambda: tuple(shipped_roots()))

    def shipped_catalogue(self) -> tuple[dict[str, Any], ...]:
        return self._roots.get("catalogue", shipped_catalogue)

    def file_fingerprint(self, path: Path) -> str:
        """The fingerprint of the first certificate in one of the app's own files."""
        return self._roots.get(("file", str(path)), lambda: fingerprint(
            load_certificates(path.read_bytes())[0]))

    def certificates(self, data: bytes) -> list[x509.Certificate]:
        """``load_certificates``: the same objects for the same bytes."""
        return list(self._read.get(bytes(data), lambda: tuple(load_certificates(data))))

    def fingerprint(self, cert: x509.Certificate) -> str:
        return self._facts.get(("sha256", cert), lambda: fingerprint(cert))

    def is_self_signed(self, cert: x509.Certificate) -> bool:
        return self._facts.get(("self-signed", cert), lambda: is_self_signed(cert))


def read_certificate_file(path: Path, kind: str,
                          memo: RootMemo | None = None) -> list[x509.Certificate]:
    """The certificates in a file the reader named; ``kind`` says what it was given as."""
    from verifier_app.anchors.anchor_files import MAX_CERT_FILE_BYTES
    from verifier_app.core.input_files import read_input_file

    data = read_input_file(Path(path), MAX_CERT_FILE_BYTES, f"a {kind} (PEM or DER)"
                           if kind[0] not in "aeiou" else f"an {kind} (PEM or DER)")
    try:
        return memo.certificates(data) if memo is not None else load_certificates(data)
    except ValueError:
        raise UserFacingError(Message.of("cli.not_a_certificate", path=str(path))) from None


def user_roots(paths: list[Path], memo: RootMemo | None = None) -> list[TrustRoot]:
    return [TrustRoot(cert, "user", str(path))
            for path in paths for cert in read_certificate_file(path, "root certificate", memo)]


def intermediates(paths: list[Path], memo: RootMemo | None = None) -> list[x509.Certificate]:
    """Certificates given like ``openssl -untrusted``: links only, even a self-signed one."""
    return [cert for path in paths
            for cert in read_certificate_file(path, "intermediate certificate", memo)]


@dataclass
class RootSet:
    """Trusted roots, the operator's own roots, and certificates usable only as links."""

    trusted: list[TrustRoot] = field(default_factory=list)
    bundle: list[TrustRoot] = field(default_factory=list)
    links: list[x509.Certificate] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)  # the folder's unreadable files
    memo: RootMemo = field(default_factory=RootMemo)  # the walk's

    def origin_of(self, cert: x509.Certificate) -> TrustRoot | None:
        """The strongest source of ``cert`` as a root (by fingerprint), if any."""
        target = self.memo.fingerprint(cert)
        # Equal certificates first (a cheap comparison; the same bytes are always equal),
        # so the system store's hundred-odd roots are not each hashed for every walk.
        found = [r for r in self.trusted + self.bundle if r.cert == cert and r.sha256 == target]
        found.sort(key=lambda r: ORIGINS.index(r.origin))
        return found[0] if found else None

    def bundle_copy(self, sha256: str) -> TrustRoot | None:
        """The certificate of the operator's folder with this fingerprint, if there is one."""
        return next((r for r in self.bundle if r.sha256 == sha256), None)

    def shipped_authority(self, sha256: str) -> str:
        return next((e["authority"] for e in self.memo.shipped_catalogue()
                     if e["sha256"] == sha256), "")


def build_root_set(extra_roots: list[Path], use_system_store: bool,
                   bundle_certs: dict[str, bytes],
                   untrusted: list[Path] | None = None,
                   memo: RootMemo | None = None) -> RootSet:
    memo = memo or RootMemo()
    roots = RootSet(memo=memo)
    if use_system_store:
        roots.trusted += memo.system_roots()
    roots.trusted += memo.shipped_roots()
    roots.links += intermediates(untrusted or [], memo)
    for root in user_roots(extra_roots, memo):
        # Like openssl: only a self-signed certificate anchors a chain; others are links.
        if memo.is_self_signed(root.cert):
            roots.trusted.append(root)
        else:
            roots.links.append(root.cert)
    for relpath, data in sorted(bundle_certs.items()):
        if not relpath.lower().endswith(CERT_SUFFIXES):
            continue
        try:
            certs = memo.certificates(data[:MAX_CERT_FILE])
        except ValueError:
            roots.ignored.append(relpath)
            continue
        for cert in certs:
            if memo.is_self_signed(cert):
                roots.bundle.append(TrustRoot(cert, "bundle", relpath))
            else:
                roots.links.append(cert)
    return roots


def missing_issuer(leaf: x509.Certificate, links: list[x509.Certificate],
                   roots: list[x509.Certificate], memo: RootMemo) -> x509.Name | None:
    """The issuer no given certificate stands for, when the chain stops short of any root.

    Climbs from ``leaf`` through the certificates that signed each one; None when it
    reaches a root or a self-signed certificate (then the chain is complete but not
    trusted, or invalid for another reason).
    """
    current, seen = leaf, set()
    while memo.fingerprint(current) not in seen:
        seen.add(memo.fingerprint(current))
        if any(issued_by(current, root) for root in roots):
            return None
        issuer = next((link for link in links if issued_by(current, link)), None)
        if issuer is None:
            return current.issuer
        if memo.is_self_signed(issuer):
            return None
        current = issuer
    return None  # a loop of certificates issuing each other: no missing link to name


def _require_ca(_policy: Any, _cert: x509.Certificate, value: x509.BasicConstraints) -> None:
    if not value.ca:
        raise ValueError("an issuing certificate is not a certificate authority")


def build_chain(leaf: x509.Certificate, links: list[x509.Certificate],
                roots: list[x509.Certificate], at: datetime,
                store: Store | None = None) -> list[x509.Certificate]:
    """The chain leaf -> ... -> root valid at ``at``; raises ``ValueError`` when none exists.

    Extensions are checked the way a time-stamp verifier needs (issuers must be CAs); the
    leaf's timeStamping purpose is checked with the token signature. ``store``: the trust
    store of ``roots`` when the caller keeps one (``TokenMemo.store``).
    """
    if not roots:
        raise ValueError("no root certificates to check against")
    ca_policy = ExtensionPolicy.permit_all().require_present(
        x509.BasicConstraints, Criticality.AGNOSTIC, _require_ca)
    verifier = (
        PolicyBuilder().store(store or Store(list(roots))).time(at)
        .extension_policies(ca_policy=ca_policy, ee_policy=ExtensionPolicy.permit_all())
        .build_client_verifier()
    )
    try:
        return list(verifier.verify(leaf, links).chain)
    except VerificationError as exc:
        raise ValueError(str(exc)) from None
