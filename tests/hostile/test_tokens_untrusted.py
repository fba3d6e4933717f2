"""Intermediate certificates given like ``openssl ts -verify -untrusted``: links, never roots.

A chain that stops short names the issuer that is missing, so the reader knows which
certificate to add.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
from cryptography.hazmat.primitives.serialization import Encoding

from tests.pki import issue_certificate
from verifier_app.anchors.tsa import TrustOptions, check_tokens
from verifier_app.anchors.tsa_demo import build_token, demo_root_path
from verifier_app.cli import main
from verifier_app.core.results import Status

DATA = b"a file stamped by an authority with two intermediates\n"
SIGNED = datetime(2026, 10, 21, 13, 0, 19, tzinfo=UTC)
UPPER = "CN=Upper Intermediate,O=verifier-app DEMO (not a real authority)"
LOWER = "CN=Lower Intermediate,O=verifier-app DEMO (not a real authority)"


@pytest.fixture(scope="module")
def pki(tmp_path_factory) -> dict[str, Path]:
    """root -> upper -> lower -> TSA; the token embeds only the TSA's own certificate."""
    folder = tmp_path_factory.mktemp("pki")
    root = issue_certificate("Chain Root", 31, None)
    upper = issue_certificate("Upper Intermediate", 32, root, ca=True)
    lower = issue_certificate("Lower Intermediate", 33, upper, ca=True)
    key, cert = issue_certificate("Chain TSA", 34, lower)
    files = {"root": root[1], "upper": upper[1], "lower": lower[1], "tsa": cert}
    paths = {name: folder / f"{name}.pem" for name in files}
    for name, c in files.items():
        paths[name].write_bytes(c.public_bytes(Encoding.PEM))
    paths["token"] = folder / "token.tsr"
    paths["token"].write_bytes(build_token(DATA, SIGNED, 40, key, cert))
    return paths


def ours(pki: dict[str, Path], roots: list[str], untrusted: list[str]):
    options = TrustOptions(extra_roots=[pki[n] for n in roots], use_system_store=False,
                           untrusted=[pki[n] for n in untrusted])
    [result] = check_tokens(DATA, None, {"chain-tsa": pki["token"].read_bytes()}, {}, options)
    json.dumps(result.to_json())
    return result


@pytest.fixture
def openssl_says(openssl_verifies, pki):
    """openssl's verdict trusting the first of ``roots`` (or an unrelated root)."""
    def verdict(roots: list[str], untrusted: list[str]) -> bool:
        cafile = pki[roots[0]] if roots else demo_root_path()  # openssl needs some root
        return openssl_verifies(DATA, pki["token"].read_bytes(), cafile,
                                [pki[n] for n in untrusted])
    return verdict


def test_intermediates_given_as_untrusted_complete_the_chain_like_openssl(pki, openssl_says):
    result = ours(pki, ["root"], ["lower", "upper"])
    assert openssl_says(["root"], ["lower", "upper"]) is True
    assert result.status == Status.PASS
    assert result.trusted_by["origin"] == "user"
    assert result.evidence["chain"][1:3] == [LOWER, UPPER]


@pytest.mark.parametrize(("given", "missing"), [([], LOWER), (["lower"], UPPER),
                                                (["upper"], LOWER)])
def test_incomplete_chain_names_the_missing_issuer(pki, openssl_says, given, missing):
    result = ours(pki, ["root"], given)
    assert openssl_says(["root"], given) is False
    assert result.status == Status.FAIL
    assert f"no certificate for the issuer '{missing}' was given" in result.detail
    assert result.evidence["missing_issuer"] == missing  # the same, for --json readers
    assert "--untrusted or in Settings" in result.detail


def test_self_signed_certificate_given_as_untrusted_is_never_a_root(pki, openssl_says):
    result = ours(pki, [], ["root", "upper", "lower"])
    assert openssl_says([], ["root", "upper", "lower"]) is False
    assert result.status == Status.FAIL
    assert "does not lead to any root certificate you trust" in result.detail
    assert "incomplete" not in result.detail  # nothing is missing: the root is not trusted


def test_verify_untrusted_flag_is_repeatable_and_reaches_the_token_check(tmp_path, pki,
                                                                         capsys):
    stamped = tmp_path / "notice.txt"
    stamped.write_bytes(DATA)
    token = tmp_path / "notice.txt.chain-tsa.tsr"
    token.write_bytes(pki["token"].read_bytes())
    base = ["verify", str(stamped), str(token), "--trust-ca", str(pki["root"]), "--offline",
            "--json"]
    main([*base, "--untrusted", str(pki["lower"]), "--untrusted", str(pki["upper"])])
    [seal] = json.loads(capsys.readouterr().out)["seals"]
    assert [t["status"] for t in seal["tokens"]] == ["pass"]
    main([*base, "--untrusted", str(pki["lower"])])
    [seal] = json.loads(capsys.readouterr().out)["seals"]
    assert seal["tokens"][0]["status"] == "fail"
    assert UPPER in seal["tokens"][0]["detail"]


def test_unreadable_untrusted_file_is_one_plain_sentence(tmp_path, pki, capsys):
    stamped = tmp_path / "notice.txt"
    stamped.write_bytes(DATA)
    token = tmp_path / "notice.txt.chain-tsa.tsr"
    token.write_bytes(pki["token"].read_bytes())
    not_pem = tmp_path / "notes.pem"
    not_pem.write_text("not a certificate")
    for bad in (tmp_path / "missing.pem", not_pem):
        code = main(["verify", str(stamped), str(token), "--untrusted", str(bad), "--offline"])
        err = capsys.readouterr().err
        assert code == 2 and bad.name in err and "Traceback" not in err


def test_a_sha1_signed_root_in_the_bundles_tsa_folder_never_crashes(demo_bundle) -> None:
    """DigiCert's Assured ID root is signed with SHA-1, which cryptography refuses to check:
    the self-signature test must say 'not self-signed', never raise."""
    import shutil

    from tests.hostile.inputs import verify_json
    from verifier_app.resources import resource_path

    root = resource_path("trust", "digicert-assured-id-root-ca.pem")
    shutil.copy(root, demo_bundle / "markets/proof/2026-10-22/tsa/digicert-cacert.pem")
    code, report = verify_json(demo_bundle)
    # The extra root changes nothing: step 9 warns as ever, for the demo's own keys.
    assert code == 0 and report["verdict_detail"] == "pass_with_warnings"
    step9 = report["steps"][8]
    assert step9["id"] == "step9" and step9["status"] == "warn"
    assert "20 of 20 tokens" in step9["detail"]
