"""Step 9: RFC 3161 time-stamp tokens over a stamped list.

Checks what ``openssl ts -verify -data LIST -in TOKEN -CAfile CA -untrusted TSACERT``
checks: the token's message imprint is the list's hash; its CMS signature is valid; the
signer carries the critical timeStamping purpose, is named by the ESS signing-certificate
attribute, and chains to a trusted root at ``genTime``. Then it reads ``genTime`` against
the 09:30 New York open of the proof day.

A token's status says whether its signature is valid, covers this list and rests on a root
the reader trusts (the operator's own root is a warning). A valid token stamped after the
open still passes; ``before_open`` carries the timing (property
P1b), so a late seal is reported as late rather than as forged.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from asn1crypto import tsp
from cryptography import x509
from rfc3161_client import decode_timestamp_response
from rfc3161_client.errors import VerificationError
from rfc3161_client.verify import VerifierBuilder

from verifier_app.anchors.demo_sources import demo_root_path
from verifier_app.anchors.trust_roots import (
    RootMemo,
    RootSet,
    TrustRoot,
    build_chain,
    build_root_set,
    missing_issuer,
)
from verifier_app.anchors.tsa_memo import TokenMemo
from verifier_app.anchors.tsa_token import (
    Token,
    TokenProblem,
    describe_token,
    parse_token,
    token_for_verifier,
)
from verifier_app.core import market_time
from verifier_app.core.anchor_results import TokenResult
from verifier_app.core.errors import UserFacingError
from verifier_app.core.failures import TokenFailure
from verifier_app.core.messages import Message
from verifier_app.core.results import Status

IMPRINT_HASHES = {"sha256": "sha256", "sha384": "sha384", "sha512": "sha512"}
ESS_HASHES = {"sha1": "sha1", "sha256": "sha256", "sha384": "sha384", "sha512": "sha512"}
OPENSSL_COMMAND = ("openssl ts -verify -data <list> -in <list>.<tsa>.tsr "
                   "-CAfile <root.pem> -untrusted <tsa.crt>")


@dataclass
class TrustOptions:
    extra_roots: list[Path] = field(default_factory=list)
    use_system_store: bool = True
    untrusted: list[Path] = field(default_factory=list)  # intermediates, never roots
    demo: bool = False  # the embedded demo: its root was added by the app, not the reader
    # The certificate work the walk's tokens share, and the roots they are checked
    # against: one of each per walk, given by the walk (fresh ones when none is given).
    memo: TokenMemo = field(default_factory=TokenMemo)
    roots: RootMemo = field(default_factory=RootMemo)


def check_tokens(list_bytes: bytes, day: str | None, tokens: dict[str, bytes],
                 bundle_certs: dict[str, bytes], options: TrustOptions) -> list[TokenResult]:
    """Check every token (tsa name -> .tsr bytes) over one stamped list of proof day ``day``."""
    if not tokens:
        return []
    roots = build_root_set(options.extra_roots, options.use_system_store, bundle_certs,
                           options.untrusted, options.roots)
    if options.demo:  # said as the demo's root, never as one "trusted by you"
        demo = options.roots.file_fingerprint(demo_root_path())
        roots.trusted = [replace(r, origin="demo") if r.sha256 == demo else r
                         for r in roots.trusted]
    results = [_check_one(list_bytes, day, tsa, tokens[tsa], roots, options.memo)
               for tsa in sorted(tokens)]
    for result in results:  # said on every token: any of them may have needed that file
        result.problems.extend(Message.of("tsa.cert_file_ignored", file=relpath).render()
                               for relpath in roots.ignored)
    return results


def _check_one(list_bytes: bytes, day: str | None, tsa: str, raw: bytes,
               roots: RootSet, memo: TokenMemo) -> TokenResult:
    result = TokenResult(tsa=tsa, status=Status.FAIL, day=_valid_day(day),
                         evidence={"list_sha256": hashlib.sha256(list_bytes).hexdigest(),
                                   "token_sha256": hashlib.sha256(raw).hexdigest(),
                                   "command": OPENSSL_COMMAND.replace("<tsa>", tsa)})
    try:
        token = parse_token(raw, memo)
        result.gen_time = token.gen_time
        result.evidence.update(describe_token(token))
        _check_imprint(token.tst_info, list_bytes)
        leaf = _find_signer(token, roots, memo)
        result.evidence["signer"] = _cert_json(leaf, roots.memo)
        root, chain = _chain(leaf, token, roots, result.evidence, memo)
        result.evidence["chain"] = [c.subject.rfc4514_string() for c in chain]
        _check_signature(token, leaf, chain, result.evidence, memo)
    except TokenProblem as problem:
        return _failed(result, problem, problem.failure)
    except Exception as exc:  # odd structure deep inside: never a traceback, never a pass
        result.evidence["internal_error"] = repr(exc)
        return _failed(result, TokenProblem(Message.of("token.uncheckable")),
                       TokenFailure.UNCHECKABLE)
    result.trusted_by = root.to_json()
    result.status = Status.PASS
    vouched = _who_vouches(root, roots, result)
    _time_against_open(result, token, vouched)
    return result


def _who_vouches(root: TrustRoot, roots: RootSet, result: TokenResult) -> Message:
    """Who vouches for the signer, said first: a valid signature is only as good as its root.

    A root the operator supplied, or one the reader added that is a copy of a certificate
    in the operator's folder, is the operator's word: a warning, never a pass.
    """
    short = root.sha256[:16]
    if root.origin == "system":
        return Message.of("tsa.vouch_system", subject=root.subject)
    if root.origin == "shipped":
        who = root.authority or roots.shipped_authority(root.sha256) or root.subject
        return Message.of("tsa.vouch_shipped", who=who, fingerprint=short)
    if root.origin == "demo":
        # The demo's root is added by the app for its demonstration, not by the reader;
        # its key ships openly, so it never vouches for a pass.
        result.status = Status.WARN
        copy = roots.bundle_copy(root.sha256)
        if copy is not None:  # the demo carries its root too: said as data, as before
            result.trusted_by["same_as_bundle"] = copy.source
        return Message.of("tsa.vouch_demo", fingerprint=short)
    if root.origin == "user":
        copy = roots.bundle_copy(root.sha256)
        if copy is None:
            return Message.of("tsa.vouch_user", subject=root.subject, fingerprint=short)
        result.status = Status.WARN
        result.trusted_by["same_as_bundle"] = copy.source
        result.problems.append(f"The root you added is identical to {copy.source} inside the "
                               "bundle: you took it from the operator, so it is still the "
                               "operator's word.")
        return Message.of("tsa.vouch_user_copy", source=copy.source, fingerprint=short)
    known = roots.shipped_authority(root.sha256)
    if known:
        result.trusted_by["matches_shipped"] = known
        return Message.of("tsa.vouch_bundle_shipped", who=known, fingerprint=short)
    result.status = Status.WARN
    result.problems.append("Trusted only because the operator's folder supplies this "
                           f"root ({root.subject}); check its fingerprint yourself.")
    return Message.of("tsa.vouch_bundle", subject=root.subject, fingerprint=short)


def _failed(result: TokenResult, problem: TokenProblem,
            failure: TokenFailure = TokenFailure.INVALID) -> TokenResult:
    result.problems.append(str(problem))
    result.failure = failure
    _say(result, Message.of("tsa.fails", tsa=result.tsa, problem=problem.message or str(problem)))
    return result


def _valid_day(day: str | None) -> str | None:
    try:
        return day if day is None or market_time.session_open_utc(day) else None
    except UserFacingError:
        return None


def _check_imprint(info: tsp.TSTInfo, list_bytes: bytes) -> None:
    algorithm = info["message_imprint"]["hash_algorithm"]["algorithm"].native
    if algorithm not in IMPRINT_HASHES:
        raise TokenProblem(Message.of("token.weak_hash", algorithm=algorithm),
                           TokenFailure.WEAK_HASH)
    digest = hashlib.new(IMPRINT_HASHES[algorithm], list_bytes).digest()
    if info["message_imprint"]["hashed_message"].native != digest:
        raise TokenProblem(Message.of("token.other_content", algorithm=algorithm),
                           TokenFailure.OTHER_CONTENT)


def _find_signer(token: Token, roots: RootSet, memo: TokenMemo) -> x509.Certificate:
    infos = token.signed_data["signer_infos"]
    if len(infos) != 1:
        raise TokenProblem(Message.of("token.signatures", count=len(infos)))
    sid = infos[0]["sid"]
    # Like openssl (PKCS7_get0_signers), certificates supplied beside the token come first.
    candidates = roots.links + [r.cert for r in roots.bundle] + token.embedded
    for cert in candidates:
        parsed = memo.read_certificate(memo.der(cert))
        if sid.name == "issuer_and_serial_number":
            wanted = sid.chosen
            if (parsed.serial_number == wanted["serial_number"].native
                    and memo.same_name(parsed.issuer, wanted["issuer"])):
                return cert
        elif parsed.key_identifier == sid.chosen.native:
            return cert
    raise TokenProblem(Message.of("token.no_signer"), TokenFailure.SIGNER_MISSING)


def _chain(leaf: x509.Certificate, token: Token, roots: RootSet, evidence: dict[str, Any],
           memo: TokenMemo) -> tuple[TrustRoot, list[x509.Certificate]]:
    """The root that vouches for the signer: a trusted one first, the operator's second."""
    at = token.gen_time
    links = token.embedded + roots.links
    trusted = [r.cert for r in roots.trusted]
    try:
        chain = _built(leaf, links, trusted, at, memo)
    except ValueError as first:
        evidence["chain_error"] = str(first)
        everyone = trusted + [r.cert for r in roots.bundle]
        if not roots.bundle:
            raise _untrusted(leaf, links, everyone, evidence, roots.memo) from None
        try:
            chain = _built(leaf, links, everyone, at, memo)
        except ValueError:
            raise _untrusted(leaf, links, everyone, evidence, roots.memo) from None
    root = roots.origin_of(chain[-1])
    assert root is not None  # the chain ends in a certificate of the store we built
    return root, chain


def _built(leaf: x509.Certificate, links: list[x509.Certificate],
           roots: list[x509.Certificate], at: datetime,
           memo: TokenMemo) -> list[x509.Certificate]:
    """``build_chain``, found once for all the tokens its certificates are valid for."""
    return memo.chain(leaf, links, roots, at,
                      lambda: build_chain(leaf, links, roots, at, memo.store(roots)))


def _untrusted(leaf: x509.Certificate, links: list[x509.Certificate],
               roots: list[x509.Certificate], evidence: dict[str, Any],
               memo: RootMemo) -> TokenProblem:
    signer = leaf.subject.rfc4514_string()
    missing = missing_issuer(leaf, links, roots, memo)
    if missing is None:
        return TokenProblem(Message.of("token.untrusted", signer=signer),
                            TokenFailure.UNTRUSTED)
    evidence["missing_issuer"] = missing.rfc4514_string()
    return TokenProblem(Message.of("token.incomplete", signer=signer,
                                   issuer=evidence["missing_issuer"]), TokenFailure.UNTRUSTED)


def _check_signature(token: Token, leaf: x509.Certificate, chain: list[x509.Certificate],
                     evidence: dict[str, Any], memo: TokenMemo) -> None:
    _check_eku(leaf)
    _check_ess(token, leaf, memo)
    verifier = VerifierBuilder(tsa_certificate=leaf, intermediates=chain[1:-1],
                               roots=[chain[-1]]).build()
    own_imprint = token.tst_info["message_imprint"]["hashed_message"].native
    try:  # the imprint is compared to the list in _check_imprint; here: the signature
        verifier.verify(decode_timestamp_response(token_for_verifier(token)), own_imprint)
    except (VerificationError, ValueError) as exc:
        evidence["signature_error"] = str(exc)
        raise TokenProblem(Message.of("token.bad_signature"),
                           TokenFailure.BAD_SIGNATURE) from None


def _check_eku(leaf: x509.Certificate) -> None:
    try:
        eku = leaf.extensions.get_extension_for_class(x509.ExtendedKeyUsage)
    except (x509.ExtensionNotFound, ValueError):
        eku = None
    if eku is None or not eku.critical or \
            x509.ExtendedKeyUsageOID.TIME_STAMPING not in eku.value:
        raise TokenProblem(Message.of("token.no_eku"))


def _check_ess(token: Token, leaf: x509.Certificate, memo: TokenMemo) -> None:
    """The signed ESS attribute must name the signer's certificate by its hash."""
    der = memo.der(leaf)
    for attribute in token.signed_data["signer_infos"][0]["signed_attrs"]:
        kind = attribute["type"].native
        if kind not in ("signing_certificate", "signing_certificate_v2"):
            continue
        if memo.names_signer(attribute, der, lambda a=attribute, k=kind: _names(a, k, der)):
            return
        raise TokenProblem(Message.of("token.other_signer"))
    raise TokenProblem(Message.of("token.no_ess"))


def _names(attribute: Any, kind: str, der: bytes) -> bool:
    """Whether a signing-certificate attribute names the certificate ``der`` by its hash."""
    first = attribute["values"][0]["certs"][0]
    algorithm = "sha1" if kind == "signing_certificate" else \
        first["hash_algorithm"]["algorithm"].native
    return algorithm in ESS_HASHES and \
        hashlib.new(ESS_HASHES[algorithm], der).digest() == first["cert_hash"].native


def _time_against_open(result: TokenResult, token: Token, vouched: Message) -> None:
    if result.day is None or result.gen_time is None:
        _say(result, Message.of("tsa.no_day", tsa=result.tsa, vouched=vouched,
                                time=f"{result.gen_time:%Y-%m-%d %H:%M:%S}"))
        return
    early, margin = market_time.before_open(result.gen_time, result.day)
    accuracy = token.accuracy_seconds or 0
    # In seconds, not as a timedelta: a stated accuracy may exceed any timedelta.
    result.before_open = early and margin.total_seconds() > accuracy
    result.margin_seconds = margin.total_seconds()
    ny = market_time.new_york(result.gen_time)
    _say(result, Message.of("tsa.covers", tsa=result.tsa, vouched=vouched,
                            time=f"{result.gen_time:%H:%M:%S}", new_york=f"{ny:%H:%M:%S}",
                            date=f"{result.gen_time:%Y-%m-%d}",
                            when=market_time.margin_message(margin), day=result.day))
    if early and not result.before_open:
        result.problems.append(f"The time lies within the token's stated accuracy "
                               f"({accuracy:g} s) of the open, so it cannot show the list "
                               "existed before the open.")


def _say(result: TokenResult, message: Message) -> None:
    """The token's sentence as a message, and its English text as the detail."""
    result.message = message
    result.detail = message.render()


def _cert_json(cert: x509.Certificate, memo: RootMemo) -> dict[str, str]:
    return {"subject": cert.subject.rfc4514_string(), "issuer": cert.issuer.rfc4514_string(),
            "sha256": memo.fingerprint(cert)}
