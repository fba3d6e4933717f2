"""rfc3161-client's own time-stamp fixtures, checked by us and by ``openssl ts -verify``.

The fixtures are third-party data: ``scripts/setup`` downloads them from PyPI into
``.cache/`` and they are never committed. ``response-injected-certs.tsr`` is a genuine
token into which a spoofed "CN=Spoofed TSA" certificate (and a fake self-signed copy of
the signer) was injected: that name must never be shown as the signer.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cryptography import x509
from cryptography.hazmat.primitives.serialization import Encoding

from verifier_app.anchors.tsa import TrustOptions, check_tokens
from verifier_app.anchors.tsa_token import parse_token
from verifier_app.cli import main
from verifier_app.core.anchor_results import TokenResult
from verifier_app.core.results import Status

FIXTURES = Path(__file__).parents[2] / ".cache" / "test-fixtures" / "rfc3161-client"
pytestmark = pytest.mark.skipif(
    not (FIXTURES / "test_tsa" / "response-injected-certs.tsr").is_file(),
    reason="rfc3161-client's test fixtures are absent: scripts/setup downloads them")
MESSAGE = b"hello"  # what every fixture response stamps (SHA-512)
SIGNER = "CN=Test TSA Timestamping,O=local"
INTERMEDIATE = "CN=Test TSA Intermediate,O=local"
GOOD = ("response.tsr", "response-injected-certs.tsr")


@pytest.fixture(scope="module")
def certs(tmp_path_factory) -> dict[str, Path]:
    """The test_tsa chain (leaf, intermediate, root) and the full-chain root, one per file."""
    folder = tmp_path_factory.mktemp("fixture-certs")
    leaf, middle, root = x509.load_pem_x509_certificates(
        (FIXTURES / "test_tsa" / "ts_chain.pem").read_bytes())
    other_root = x509.load_pem_x509_certificates(
        (FIXTURES / "test_tsa_full_chain" / "ts_chain.pem").read_bytes())[-1]
    spoofed = next(c for c in parse_token(token("response-injected-certs.tsr")).embedded
                   if "Spoofed" in c.subject.rfc4514_string())
    paths = {}
    for name, cert in (("leaf", leaf), ("intermediate", middle), ("root", root),
                       ("full_chain_root", other_root), ("spoofed", spoofed)):
        paths[name] = folder / f"{name}.pem"
        paths[name].write_bytes(cert.public_bytes(Encoding.PEM))
    paths["chain"] = FIXTURES / "test_tsa" / "ts_chain.pem"
    return paths


def token(name: str, folder: str = "test_tsa") -> bytes:
    return (FIXTURES / folder / name).read_bytes()


def ours(raw: bytes, roots: list[Path], untrusted: list[Path], *,
         bundle: dict[str, bytes] | None = None, day: str | None = None) -> TokenResult:
    options = TrustOptions(extra_roots=roots, use_system_store=False, untrusted=untrusted)
    [result] = check_tokens(MESSAGE, day, {"test-tsa": raw}, bundle or {}, options)
    return result


@pytest.mark.parametrize("name", GOOD)
def test_fixture_responses_verify_with_the_intermediate_given_as_untrusted(
        openssl_verifies, certs, name):
    raw = token(name)
    result = ours(raw, [certs["root"]], [certs["intermediate"]], day="2024-10-08")
    assert openssl_verifies(MESSAGE, raw, certs["root"], [certs["intermediate"]]) is True
    assert result.status == Status.PASS, result.detail
    assert result.evidence["signer"]["subject"] == SIGNER
    assert result.evidence["chain"] == [SIGNER, INTERMEDIATE, "CN=Test TSA Root,O=local"]
    assert result.before_open is False  # 15:40:32Z is after the 09:30 New York open
    json.dumps(result.to_json())


@pytest.mark.parametrize("name", GOOD)
def test_fixture_without_its_intermediate_names_the_missing_issuer(openssl_verifies, certs,
                                                                   name):
    raw = token(name)
    result = ours(raw, [certs["root"]], [])
    assert openssl_verifies(MESSAGE, raw, certs["root"], []) is False
    assert result.status == Status.FAIL
    assert f"no certificate for the issuer '{INTERMEDIATE}' was given" in result.detail


@pytest.mark.parametrize("name", GOOD)
def test_verify_untrusted_flag_verifies_the_fixture_responses(tmp_path, capsys, certs, name):
    stamped = tmp_path / "message.txt"
    stamped.write_bytes(MESSAGE)
    (tmp_path / "message.txt.test-tsa.tsr").write_bytes(token(name))
    code = main(["verify", str(stamped), str(tmp_path / "message.txt.test-tsa.tsr"),
                 "--trust-ca", str(certs["root"]), "--untrusted", str(certs["intermediate"]),
                 "--offline", "--json"])
    out = capsys.readouterr().out
    [seal] = json.loads(out)["seals"]
    assert code == 0 and [t["status"] for t in seal["tokens"]] == ["pass"]
    assert "Spoofed" not in out


INJECTED_CASES = {
    "root and intermediate": (["root"], ["intermediate"]),
    "root only": (["root"], []),
    "whole chain as untrusted, no root": ([], ["chain"]),
    "whole chain file as trust root": (["chain"], []),
    "spoofed certificate as untrusted": (["root"], ["spoofed", "intermediate"]),
    "spoofed certificate as a root": (["spoofed"], ["intermediate"]),
}


@pytest.mark.parametrize("case", INJECTED_CASES)
def test_injected_spoofed_certificate_is_never_the_signer_nor_a_lone_pass(
        openssl_verifies, certs, case):
    roots, untrusted = INJECTED_CASES[case]
    raw = token("response-injected-certs.tsr")
    result = ours(raw, [certs[n] for n in roots], [certs[n] for n in untrusted])
    assert "Spoofed" not in json.dumps(result.to_json())
    if result.status in (Status.PASS, Status.WARN):
        # only where openssl, trusting the real root, accepts the same inputs
        assert roots and openssl_verifies(MESSAGE, raw, certs[roots[0]],
                                          [certs[n] for n in untrusted]) is True
        assert result.trusted_by["subject"] == "CN=Test TSA Root,O=local"


def test_injected_spoofed_certificate_in_the_operators_folder_is_not_the_signer(certs):
    """The operator's tsa/ folder brings the spoofed certificate and the root itself."""
    bundle = {"tsa/spoofed.pem": certs["spoofed"].read_bytes(),
              "tsa/root.pem": certs["root"].read_bytes()}
    result = ours(token("response-injected-certs.tsr"), [], [certs["intermediate"]],
                  bundle=bundle)
    assert result.status == Status.WARN  # a root only the operator vouches for
    assert result.evidence["signer"]["subject"] == SIGNER
    assert "Spoofed" not in json.dumps(result.to_json())


def test_response_of_another_authority_fails_like_openssl(openssl_verifies, certs):
    raw = token("other_response.tsr")
    result = ours(raw, [certs["root"]], [certs["intermediate"]])
    assert openssl_verifies(MESSAGE, raw, certs["root"], [certs["intermediate"]]) is False
    assert result.status == Status.FAIL
    assert SIGNER not in (result.evidence.get("chain") or [])


def test_full_chain_response_passes_only_with_its_own_root_trusted(openssl_verifies, certs):
    raw = token("response.tsr", "test_tsa_full_chain")
    own = ours(raw, [certs["full_chain_root"]], [])
    assert openssl_verifies(MESSAGE, raw, certs["full_chain_root"], []) is True
    assert own.status == Status.PASS
    # Its embedded root, or the same root given as untrusted, is never a trust anchor.
    alone = ours(raw, [certs["root"]], [certs["full_chain_root"]])
    assert openssl_verifies(MESSAGE, raw, certs["root"], [certs["full_chain_root"]]) is False
    assert alone.status == Status.FAIL
    assert "does not lead to any root certificate you trust" in alone.detail
