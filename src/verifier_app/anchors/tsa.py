"""Step 9: RFC 3161 time-stamp tokens over a stamped list.

Checks what ``openssl ts -verify -data LIST -in TOKEN -CAfile CA -untrusted TSACERT``
checks: the token's message imprint is the list's hash; its CMS signature is valid; the
signer carries the critical timeStamping purpose, is named by the ESS signing-certificate
attribute, and chains to a trusted root at ``genTime``. Then it reads ``genTime`` against
the 09:30 New York open of the proof day.

A token's status says only whether the token is genuine and covers this list. A genuine
token stamped after the open still passes; ``before_open`` carries the timing (property
P1b), so a late seal is reported as late rather than as forged.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from asn1crypto import cms, core, parser, tsp
from asn1crypto import x509 as asn1_x509
from cryptography import x509
from cryptography.hazmat.primitives.serialization import Encoding
from rfc3161_client import decode_timestamp_response
from rfc3161_client.errors import VerificationError
from rfc3161_client.verify import VerifierBuilder

from verifier_app.anchors import market_time
from verifier_app.anchors.trust_roots import (
    RootSet,
    TrustRoot,
    build_chain,
    build_root_set,
    fingerprint,
)
from verifier_app.engine.errors import UserFacingError
from verifier_app.engine.results import Status, StepResult
from verifier_app.engine.steps import TITLES

MAX_TOKEN = 1024 * 1024
IMPRINT_HASHES = {"sha256": "sha256", "sha384": "sha384", "sha512": "sha512"}
ESS_HASHES = {"sha1": "sha1", "sha256": "sha256", "sha384": "sha384", "sha512": "sha512"}
OPENSSL_COMMAND = ("openssl ts -verify -data <list> -in <list>.<tsa>.tsr "
                   "-CAfile <root.pem> -untrusted <tsa.crt>")


class TokenProblem(Exception):
    """A token that does not verify; the message is one plain sentence."""


@dataclass
class TrustOptions:
    extra_roots: list[Path] = field(default_factory=list)
    use_system_store: bool = True


@dataclass
class TokenResult:
    tsa: str
    status: Status
    detail: str
    day: str | None = None
    gen_time: datetime | None = None
    before_open: bool | None = None
    margin_seconds: float | None = None
    trusted_by: dict[str, Any] | None = None
    problems: list[str] = field(default_factory=list)
    evidence: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        t = self.gen_time
        return {
            "tsa": self.tsa,
            "status": self.status.value,
            "detail": self.detail,
            "day": self.day,
            "gen_time": t.strftime("%Y-%m-%dT%H:%M:%S.%fZ").replace(".000000Z", "Z") if t
            else None,
            "gen_time_new_york": market_time.new_york(t).isoformat() if t else None,
            "open_utc": (market_time.session_open_utc(self.day).isoformat()
                         if self.day else None),
            "before_open": self.before_open,
            "margin_seconds": self.margin_seconds,
            "trusted_by": self.trusted_by,
            "problems": self.problems,
            "evidence": self.evidence,
        }


class _Reply(core.Sequence):
    """TimeStampResp as RFC 3161 has it: a refusal carries no token (asn1crypto requires one)."""

    _fields = [("status", tsp.PKIStatusInfo),  # noqa: RUF012 - asn1crypto's spec form
               ("time_stamp_token", cms.ContentInfo, {"optional": True})]


@dataclass
class _Token:
    token: cms.ContentInfo
    signed_data: cms.SignedData
    tst_info: tsp.TSTInfo
    embedded: list[x509.Certificate]
    form: str
    der: bytes  # the token (ContentInfo) exactly as stored


def check_tokens(list_bytes: bytes, day: str | None, tokens: dict[str, bytes],
                 bundle_certs: dict[str, bytes], options: TrustOptions) -> list[TokenResult]:
    """Check every token (tsa name -> .tsr bytes) over one stamped list of proof day ``day``."""
    if not tokens:
        return []
    roots = build_root_set(options.extra_roots, options.use_system_store, bundle_certs)
    return [_check_one(list_bytes, day, tsa, tokens[tsa], roots) for tsa in sorted(tokens)]


def tokens_step_status(results: list[TokenResult]) -> Status:
    """Any invalid token fails (a forged token must be seen); else one pass suffices."""
    statuses = [r.status for r in results]
    if not statuses:
        return Status.NOT_CHECKED
    for status in (Status.FAIL, Status.PASS, Status.WARN):
        if status in statuses:
            return status
    return Status.NOT_CHECKED


def tokens_step(results: list[TokenResult]) -> StepResult:
    """Step 9 of the walk, from the results of every stamped list's tokens."""
    status = tokens_step_status(results)
    good = [r for r in results if r.status in (Status.PASS, Status.WARN)]
    if status == Status.NOT_CHECKED:
        detail = "Not checked: no time-stamp tokens (.tsr files) were provided."
    elif status == Status.FAIL:
        bad = next(r for r in results if r.status == Status.FAIL)
        detail = (f"{len(results) - len(good)} of {len(results)} time-stamp tokens do not "
                  f"verify; first: {bad.tsa}: {bad.problems[0]}")
    else:
        first = min(good, key=lambda r: r.gen_time or datetime.max.replace(tzinfo=UTC))
        detail = f"{len(good)} of {len(results)} time-stamp tokens verify. {first.detail}"
        if status == Status.WARN:
            detail += " Their roots come only from the operator's own folder."
    return StepResult("step9", TITLES["step9"], status, detail,
                      evidence={"tokens": [r.to_json() for r in results]},
                      command=OPENSSL_COMMAND)


def _check_one(list_bytes: bytes, day: str | None, tsa: str, raw: bytes,
               roots: RootSet) -> TokenResult:
    result = TokenResult(tsa, Status.FAIL, "", day=_valid_day(day),
                         evidence={"list_sha256": hashlib.sha256(list_bytes).hexdigest(),
                                   "token_sha256": hashlib.sha256(raw).hexdigest(),
                                   "command": OPENSSL_COMMAND.replace("<tsa>", tsa)})
    try:
        token = _parse(raw)
        result.gen_time = token.tst_info["gen_time"].native
        result.evidence.update(_describe(token))
        _check_imprint(token.tst_info, list_bytes)
        leaf = _find_signer(token, roots)
        result.evidence["signer"] = _cert_json(leaf)
        root, chain = _chain(leaf, token, roots, result.evidence)
        result.evidence["chain"] = [c.subject.rfc4514_string() for c in chain]
        _check_signature(token, leaf, chain, result.evidence)
    except TokenProblem as problem:
        return _failed(result, str(problem))
    except Exception as exc:  # odd structure deep inside: never a traceback, never a pass
        result.evidence["internal_error"] = repr(exc)
        return _failed(result, "it has a structure this verifier cannot check.")
    result.trusted_by = root.to_json()
    result.status = Status.PASS
    if root.origin == "bundle":
        known = roots.shipped_authority(root.sha256)
        if known:
            result.trusted_by["matches_shipped"] = known
        else:
            result.status = Status.WARN
            result.problems.append("Trusted only because the operator's folder supplies this "
                                   f"root ({root.subject}); check its fingerprint yourself.")
    _time_against_open(result, token)
    return result


def _failed(result: TokenResult, problem: str) -> TokenResult:
    result.problems.append(problem)
    result.detail = f"The {result.tsa} time-stamp does not verify: {problem}"
    return result


def _valid_day(day: str | None) -> str | None:
    try:
        return day if day is None or market_time.session_open_utc(day) else None
    except UserFacingError:
        return None


def _parse(raw: bytes) -> _Token:
    if len(raw) > MAX_TOKEN:
        raise TokenProblem(f"the file is {len(raw):,} bytes, far larger than any time-stamp.")
    try:
        token, form = _token_info(raw)
        der = token.dump()  # before any field is touched: the stored bytes
        signed_data = token["content"]
        encap = signed_data["encap_content_info"]
        if encap["content_type"].native != "tst_info":
            raise TokenProblem("the signed content is not a time-stamp.")
        tst_info = encap["content"].parsed
        tst_info.native  # noqa: B018 - parse every field now, not later mid-check
        embedded = _embedded_certificates(signed_data)
        return _Token(token, signed_data, tst_info, embedded, form, der)
    except TokenProblem:
        raise
    except Exception:  # any parser error on untrusted bytes means: not a token
        raise TokenProblem("the file is damaged or is not an RFC 3161 time-stamp.") from None


def _embedded_certificates(signed_data: cms.SignedData) -> list[x509.Certificate]:
    """The certificates inside the token; a damaged one makes the whole file damaged."""
    certs = []
    for choice in signed_data["certificates"] or []:
        choice.native  # noqa: B018 - parse every field: openssl rejects a token with a bad one
        if choice.name == "certificate":
            cert = x509.load_der_x509_certificate(choice.chosen.dump())
            cert.subject, cert.issuer, cert.extensions  # noqa: B018 - the same, for these
            certs.append(cert)
    return certs


def _token_info(raw: bytes) -> tuple[cms.ContentInfo, str]:
    """The token inside a TimeStampResp, or the bare token a .tsr may also be."""
    try:
        bare = cms.ContentInfo.load(raw, strict=True)
        if bare["content_type"].native == "signed_data":
            return bare, "bare token"
    except Exception:  # not a bare token: try the full reply below
        pass
    response = _Reply.load(raw, strict=True)
    status = response["status"]["status"].native
    if status not in ("granted", "granted_with_mods"):
        text = response["status"]["status_string"].native or []
        raise TokenProblem(f"the authority refused the request (status {status}"
                           f"{': ' + ' '.join(text) if text else ''}).")
    if isinstance(response["time_stamp_token"], core.Void):
        raise TokenProblem("the reply holds no time-stamp.")
    token = response["time_stamp_token"]
    if token["content_type"].native != "signed_data":
        raise TokenProblem("the reply's time-stamp is not a signed object.")
    return token, f"response ({status})"


def _describe(token: _Token) -> dict[str, Any]:
    info = token.tst_info
    accuracy = info["accuracy"]
    seconds = None
    if accuracy.native is not None:
        seconds = sum((accuracy[k].native or 0) * f
                      for k, f in (("seconds", 1), ("millis", 1e-3), ("micros", 1e-6)))
    return {
        "form": token.form,
        "imprint_algorithm": info["message_imprint"]["hash_algorithm"]["algorithm"].native,
        "imprint": info["message_imprint"]["hashed_message"].native.hex(),
        "serial": format(info["serial_number"].native, "x"),
        "policy": info["policy"].native,
        "accuracy_seconds": seconds,
        "tsa_name": info["tsa"].chosen.native if info["tsa"].native else None,
        "embedded_certificates": len(token.embedded),
    }


def _check_imprint(info: tsp.TSTInfo, list_bytes: bytes) -> None:
    algorithm = info["message_imprint"]["hash_algorithm"]["algorithm"].native
    if algorithm not in IMPRINT_HASHES:
        raise TokenProblem(f"it names the hash {algorithm}, which is too weak or unknown "
                           "to bind the list (SHA-256, SHA-384 or SHA-512 are accepted).")
    digest = hashlib.new(IMPRINT_HASHES[algorithm], list_bytes).digest()
    if info["message_imprint"]["hashed_message"].native != digest:
        raise TokenProblem(f"it was issued for other content: its {algorithm} imprint is not "
                           "the hash of this stamped list.")


def _find_signer(token: _Token, roots: RootSet) -> x509.Certificate:
    infos = token.signed_data["signer_infos"]
    if len(infos) != 1:
        raise TokenProblem(f"it has {len(infos)} signatures instead of exactly one.")
    sid = infos[0]["sid"]
    # Like openssl (PKCS7_get0_signers), certificates supplied beside the token come first.
    candidates = roots.links + [r.cert for r in roots.bundle] + token.embedded
    for cert in candidates:
        parsed = asn1_x509.Certificate.load(cert.public_bytes(Encoding.DER))
        if sid.name == "issuer_and_serial_number":
            wanted = sid.chosen
            if (parsed.serial_number == wanted["serial_number"].native
                    and parsed.issuer == wanted["issuer"]):
                return cert
        elif parsed.key_identifier == sid.chosen.native:
            return cert
    raise TokenProblem("the certificate of the authority that signed it is neither inside "
                       "the token nor in the proof folder's tsa/ files.")


def _chain(leaf: x509.Certificate, token: _Token, roots: RootSet,
           evidence: dict[str, Any]) -> tuple[TrustRoot, list[x509.Certificate]]:
    """The root that vouches for the signer: a trusted one first, the operator's second."""
    at = token.tst_info["gen_time"].native
    links = token.embedded + roots.links
    trusted = [r.cert for r in roots.trusted]
    try:
        chain = build_chain(leaf, links, trusted, at)
    except ValueError as first:
        evidence["chain_error"] = str(first)
        if not roots.bundle:
            raise TokenProblem(_untrusted(leaf)) from None
        try:
            chain = build_chain(leaf, links, trusted + [r.cert for r in roots.bundle], at)
        except ValueError:
            raise TokenProblem(_untrusted(leaf)) from None
    root = roots.origin_of(chain[-1])
    assert root is not None  # the chain ends in a certificate of the store we built
    return root, chain


def _untrusted(leaf: x509.Certificate) -> str:
    return (f"its signer ({leaf.subject.rfc4514_string()}) does not lead to any root "
            "certificate you trust, valid at the time the token names.")


def _check_signature(token: _Token, leaf: x509.Certificate,
                     chain: list[x509.Certificate], evidence: dict[str, Any]) -> None:
    _check_eku(leaf)
    _check_ess(token, leaf)
    verifier = VerifierBuilder(tsa_certificate=leaf, intermediates=chain[1:-1],
                               roots=[chain[-1]]).build()
    own_imprint = token.tst_info["message_imprint"]["hashed_message"].native
    try:  # the imprint is compared to the list in _check_imprint; here: the signature
        verifier.verify(decode_timestamp_response(_for_verifier(token)), own_imprint)
    except (VerificationError, ValueError) as exc:
        evidence["signature_error"] = str(exc)
        raise TokenProblem("its signature does not match its content, so it was altered or "
                           "not made with the authority's key.") from None


def _for_verifier(token: _Token) -> bytes:
    """A granted TimeStampResp around the token for rfc3161-client, embedded certificates
    removed (they are not signed), so it checks the signature with the signer we chose and
    chained, the way ``openssl ts -verify -untrusted`` prefers the certificates given."""
    # Reassembled from the stored DER: asn1crypto's copy-and-edit re-encodes the whole
    # token (~50 ms each), and the signed parts must keep their exact bytes anyway.
    explicit = _elements(_body(token.der))[1]  # ContentInfo: contentType, [0] content
    signed_data = _elements(_body(explicit))[0]
    # SignedData without certificates [0] and crls [1]: neither is signed.
    kept = [raw for raw in _elements(_body(signed_data)) if raw[0] not in (0xA0, 0xA1)]
    content_info = _der(0x30, SIGNED_DATA_OID + _der(0xA0, _der(0x30, b"".join(kept))))
    return _der(0x30, GRANTED_STATUS + content_info)


def _body(element: bytes) -> bytes:
    return parser.parse(element)[4]


def _elements(body: bytes) -> list[bytes]:
    """The DER elements one after another in ``body`` (each with its header)."""
    found = []
    while body:
        size = parser.peek(body)
        found.append(body[:size])
        body = body[size:]
    return found


SIGNED_DATA_OID = bytes.fromhex("06092a864886f70d010702")  # 1.2.840.113549.1.7.2
GRANTED_STATUS = bytes.fromhex("3003020100")  # PKIStatusInfo { status granted (0) }


def _der(tag: int, body: bytes) -> bytes:
    """One DER element: tag, definite length, body."""
    if len(body) < 0x80:
        return bytes([tag, len(body)]) + body
    length = len(body).to_bytes((len(body).bit_length() + 7) // 8, "big")
    return bytes([tag, 0x80 | len(length)]) + length + body


def _check_eku(leaf: x509.Certificate) -> None:
    try:
        eku = leaf.extensions.get_extension_for_class(x509.ExtendedKeyUsage)
    except (x509.ExtensionNotFound, ValueError):
        eku = None
    if eku is None or not eku.critical or \
            x509.ExtendedKeyUsageOID.TIME_STAMPING not in eku.value:
        raise TokenProblem("its signer's certificate is not marked for time-stamping "
                           "(a critical timeStamping extended key usage is required).")


def _check_ess(token: _Token, leaf: x509.Certificate) -> None:
    """The signed ESS attribute must name the signer's certificate by its hash."""
    der = leaf.public_bytes(Encoding.DER)
    for attribute in token.signed_data["signer_infos"][0]["signed_attrs"]:
        kind = attribute["type"].native
        if kind not in ("signing_certificate", "signing_certificate_v2"):
            continue
        first = attribute["values"][0]["certs"][0]
        algorithm = "sha1" if kind == "signing_certificate" else \
            first["hash_algorithm"]["algorithm"].native
        if algorithm in ESS_HASHES and \
                hashlib.new(ESS_HASHES[algorithm], der).digest() == first["cert_hash"].native:
            return
        raise TokenProblem("its signed attributes name a different signing certificate.")
    raise TokenProblem("it lacks the signed attribute that names its signing certificate.")


def _time_against_open(result: TokenResult, token: _Token) -> None:
    if result.day is None or result.gen_time is None:
        result.detail = (f"The {result.tsa} time-stamp is genuine and covers this list; it "
                         f"says {result.gen_time:%Y-%m-%d %H:%M:%S} UTC (no session day given).")
        return
    early, margin = market_time.before_open(result.gen_time, result.day)
    accuracy = result.evidence.get("accuracy_seconds") or 0
    result.before_open = early and margin > timedelta(seconds=accuracy)
    result.margin_seconds = margin.total_seconds()
    when = market_time.describe_margin(margin)
    ny = market_time.new_york(result.gen_time)
    result.detail = (f"The {result.tsa} time-stamp is genuine and covers this list: "
                     f"{result.gen_time:%H:%M:%S} UTC ({ny:%H:%M:%S} New York) on "
                     f"{result.gen_time:%Y-%m-%d}, {when} the 09:30 open of {result.day}.")
    if early and not result.before_open:
        result.problems.append(f"The time lies within the token's stated accuracy "
                               f"({accuracy:g} s) of the open, so it cannot show the list "
                               "existed before the open.")


def _cert_json(cert: x509.Certificate) -> dict[str, str]:
    return {"subject": cert.subject.rfc4514_string(), "issuer": cert.issuer.rfc4514_string(),
            "sha256": fingerprint(cert)}
