"""Step 9: our verdict on RFC 3161 tokens must equal ``openssl ts -verify``'s."""

from __future__ import annotations

import hashlib
import json
import random
import shutil
import subprocess
from datetime import UTC, datetime
from pathlib import Path

import pytest
from asn1crypto import tsp
from cryptography.hazmat.primitives.serialization import Encoding

from tests.pki import issue_certificate
from verifier_app.anchors.anchor_steps import tokens_step
from verifier_app.anchors.trust_roots import fingerprint, shipped_catalogue, shipped_roots
from verifier_app.anchors.tsa import TrustOptions, check_tokens
from verifier_app.anchors.tsa_demo import (
    build_token,
    demo_dir,
    demo_root_path,
    load_demo_signer,
    make_token,
)
from verifier_app.core.anchor_results import TokenResult
from verifier_app.core.errors import UserFacingError
from verifier_app.core.failures import TokenFailure
from verifier_app.core.results import SealResult, Status

LIST = (b"daily/council/book.jsonl: 222 lines, sha256 a9359a7741ef5f7aad7436e022a60813e2fc2f9c"
        b"e76e130abe21dc820e59bd8c, last link 00ff\n")
DAY = "2026-10-21"
EARLY = datetime(2026, 10, 21, 13, 0, 19, tzinfo=UTC)
OPENSSL = shutil.which("openssl")


def pem(cert) -> bytes:
    return cert.public_bytes(Encoding.PEM)


def ours(token: bytes, *, roots: list[Path] | None = None, bundle: dict | None = None,
         data: bytes = LIST, day: str | None = DAY, name: str = "demo-tsa-a") -> TokenResult:
    options = TrustOptions(extra_roots=[demo_root_path()] if roots is None else roots,
                           use_system_store=False)
    [result] = check_tokens(data, day, {name: token}, bundle or {}, options)
    json.dumps(result.to_json())  # every result must serialise
    return result


def openssl_ok(tmp_path: Path, token: bytes, untrusted: bytes, *, bare: bool = False,
               cafile: Path | None = None) -> bool:
    if OPENSSL is None:
        pytest.skip("openssl is not installed")
    (tmp_path / "list.txt").write_bytes(LIST)
    (tmp_path / "token.tsr").write_bytes(token)
    (tmp_path / "tsa.crt").write_bytes(untrusted)
    command = [OPENSSL, "ts", "-verify", "-data", str(tmp_path / "list.txt"),
               "-in", str(tmp_path / "token.tsr"), "-CAfile", str(cafile or demo_root_path()),
               "-untrusted", str(tmp_path / "tsa.crt")]
    if bare:
        command.insert(-6, "-token_in")
    run = subprocess.run(command, capture_output=True, text=True, check=False)
    return run.returncode == 0 and "Verification: OK" in run.stdout


@pytest.fixture(scope="module")
def demo_a():
    return load_demo_signer("demo-tsa-a")


@pytest.fixture(scope="module")
def demo_root():
    return load_demo_signer("demo-root")


def flip_signature_byte(token: bytes) -> bytes:
    response = tsp.TimeStampResp.load(token)
    signature = response["time_stamp_token"]["content"]["signer_infos"][0]["signature"].native
    at = token.index(signature) + len(signature) // 2
    return token[:at] + bytes([token[at] ^ 0x01]) + token[at + 1:]


# --- agreement with openssl -------------------------------------------------------------

def test_good_token_passes_like_openssl(tmp_path, demo_a):
    token = make_token(LIST, EARLY, "demo-tsa-a", 1)
    result = ours(token)
    assert openssl_ok(tmp_path, token, pem(demo_a[1])) is True
    assert result.status == Status.PASS
    assert result.trusted_by["origin"] == "user"
    assert result.evidence["imprint"] == hashlib.sha256(LIST).hexdigest()


def test_token_over_another_list_is_caught(tmp_path, demo_a):
    token = make_token(b"another list\n", EARLY, "demo-tsa-a", 2)
    result = ours(token)
    assert openssl_ok(tmp_path, token, pem(demo_a[1])) is False
    assert result.status == Status.FAIL
    assert result.failure is TokenFailure.OTHER_CONTENT


def test_flipped_signature_byte_is_caught(tmp_path, demo_a):
    token = flip_signature_byte(make_token(LIST, EARLY, "demo-tsa-a", 3))
    result = ours(token)
    assert openssl_ok(tmp_path, token, pem(demo_a[1])) is False
    assert result.status == Status.FAIL
    assert result.failure is TokenFailure.BAD_SIGNATURE


def test_token_from_untrusted_ca_is_caught(tmp_path):
    other_root = issue_certificate("Impostor Root", 11, None)
    key, cert = issue_certificate("Impostor TSA", 12, other_root)
    token = build_token(LIST, EARLY, 4, key, cert)
    result = ours(token)
    assert openssl_ok(tmp_path, token, pem(cert)) is False
    assert result.status == Status.FAIL
    assert result.failure is TokenFailure.UNTRUSTED


def test_signer_without_timestamping_eku_is_caught(tmp_path, demo_root):
    key, cert = issue_certificate("No-EKU signer", 13, demo_root, tsa_eku=False)
    token = build_token(LIST, EARLY, 5, key, cert)
    result = ours(token)
    assert openssl_ok(tmp_path, token, pem(cert)) is False
    assert result.status == Status.FAIL
    assert "time-stamping" in result.problems[0]


def test_bare_token_without_embedded_cert_verifies_with_folder_cert(tmp_path, demo_a):
    key, cert = demo_a
    response = tsp.TimeStampResp.load(build_token(LIST, EARLY, 6, key, cert, embed_cert=False))
    bare = response["time_stamp_token"].dump()
    bundle = {f"{DAY}/tsa/demo-tsa-a.crt": pem(cert)}
    assert openssl_ok(tmp_path, bare, pem(cert), bare=True) is True
    assert ours(bare, bundle=bundle).status == Status.PASS
    assert ours(bare).failure is TokenFailure.SIGNER_MISSING  # no folder certificate


def test_chain_file_with_intermediate_and_leaf_anchors_only_at_its_root(tmp_path):
    root = issue_certificate("Chain Root", 21, None)
    middle = issue_certificate("Chain Intermediate", 22, root, ca=True)
    key, cert = issue_certificate("Chain TSA", 23, middle)
    chain_file = tmp_path / "chain.pem"
    chain_file.write_bytes(pem(cert) + pem(middle[1]) + pem(root[1]))
    token = build_token(LIST, EARLY, 16, key, cert)
    assert openssl_ok(tmp_path, token, pem(middle[1]), cafile=chain_file) is True
    result = ours(token, roots=[chain_file])
    assert result.status == Status.PASS
    assert result.trusted_by["subject"].startswith("CN=Chain Root")
    assert len(result.evidence["chain"]) == 3


# --- plain failures, timing, trust origins ----------------------------------------------

@pytest.mark.parametrize("raw", [b"", b"not a token at all", b"\x30\x82\xff\xff\x02\x01"])
def test_garbage_tsr_fails_with_plain_reason(raw):
    result = ours(raw)
    assert result.status == Status.FAIL
    assert result.problems == ["the file is damaged or is not an RFC 3161 time-stamp."]


def test_truncated_tsr_fails_with_plain_reason():
    token = make_token(LIST, EARLY, "demo-tsa-a", 7)
    result = ours(token[: len(token) // 2])
    assert result.status == Status.FAIL
    assert "damaged" in result.detail


def test_refused_request_fails_with_its_status():
    status = tsp.PKIStatusInfo({"status": "rejection", "status_string": ["bad request"]}).dump()
    refused = b"\x30" + bytes([len(status)]) + status  # a reply with no token, as RFC 3161 has
    result = ours(refused)
    assert result.status == Status.FAIL
    assert "refused" in result.problems[0] and "bad request" in result.problems[0]


def test_late_token_passes_but_is_not_before_the_open():
    late = datetime(2026, 10, 21, 14, 40, 0, tzinfo=UTC)
    result = ours(make_token(LIST, late, "demo-tsa-b", 8), name="demo-tsa-b")
    assert result.status == Status.PASS
    assert result.before_open is False
    assert result.margin_seconds == -70 * 60
    assert "1 h 10 min 0 s after" in result.detail


def test_early_token_is_before_the_open_with_the_papers_margin():
    data = ours(make_token(LIST, EARLY, "demo-tsa-a", 9)).to_json()
    assert data["before_open"] is True
    assert data["margin_seconds"] == 29 * 60 + 41
    assert data["gen_time"] == "2026-10-21T13:00:19Z"
    assert data["gen_time_new_york"] == "2026-10-21T09:00:19-04:00"


def test_token_inside_accuracy_of_open_is_not_before_it():
    almost = datetime(2026, 10, 21, 13, 29, 59, 500000, tzinfo=UTC)
    result = ours(make_token(LIST, almost, "demo-tsa-a", 10))
    assert result.status == Status.PASS and result.before_open is False
    assert "accuracy" in result.problems[0]


def test_root_only_in_operator_folder_warns():
    bundle = {f"{DAY}/tsa/demo-root.pem": demo_root_path().read_bytes()}
    result = ours(make_token(LIST, EARLY, "demo-tsa-a", 11), roots=[], bundle=bundle)
    assert result.status == Status.WARN
    assert result.trusted_by["origin"] == "bundle"
    assert "operator's folder" in result.problems[0]
    # Who vouches for the signer comes first, before anything about the list or the time.
    assert result.detail.startswith("The demo-tsa-a time-stamp: valid signature, but the "
                                    "certificate it rests on was supplied by the bundle itself "
                                    "(the operator's word)")
    assert "genuine" not in result.detail


def test_user_root_copied_from_the_bundle_stays_the_operators_word():
    """Adding the bundle's own root in Settings must not turn its warning into a pass."""
    bundle = {f"{DAY}/tsa/demo-root.pem": demo_root_path().read_bytes()}
    result = ours(make_token(LIST, EARLY, "demo-tsa-a", 14), roots=[demo_root_path()],
                  bundle=bundle)
    assert result.status == Status.WARN
    assert result.trusted_by["origin"] == "user"
    assert result.trusted_by["same_as_bundle"] == f"{DAY}/tsa/demo-root.pem"
    assert "identical to" in result.problems[0] and "operator's word" in result.problems[0]
    assert "trusted by you" in result.detail and "from the bundle itself" in result.detail
    seal = SealResult(list=f"{DAY}/130025Z.txt", day=DAY, sha256="00" * 32)
    seal.tokens = [result]
    assert tokens_step([seal]).status == Status.WARN  # so level 2+ stays unreached


def test_user_added_root_passes_with_origin_user():
    result = ours(make_token(LIST, EARLY, "demo-tsa-a", 12), roots=[demo_root_path()])
    assert result.status == Status.PASS
    assert result.trusted_by == {
        "subject": "CN=DEMO Root CA,O=verifier-app DEMO (not a real authority)",
        "sha256": fingerprint(load_demo_signer("demo-root")[1]),
        "origin": "user", "source": str(demo_root_path())}
    assert "resting on a root trusted by you" in result.detail


def test_missing_user_root_file_is_a_plain_error(tmp_path):
    # the one opener's sentence for a file that is not there, naming it
    with pytest.raises(UserFacingError, match=r"nope\.pem does not exist"):
        ours(make_token(LIST, EARLY, "demo-tsa-a", 13), roots=[tmp_path / "nope.pem"])


def test_system_store_does_not_trust_demo_tokens():
    options = TrustOptions(use_system_store=True)
    [result] = check_tokens(LIST, DAY, {"demo-tsa-a": make_token(LIST, EARLY, "demo-tsa-a", 14)},
                            {}, options)
    assert result.status == Status.FAIL


# --- step status, demo determinism, shipped roots ---------------------------------------

def _seal(*results: TokenResult) -> SealResult:
    return SealResult("markets/proof/2026-10-21/130019Z.txt", "s", tokens=list(results),
                      anchors_checked=True)


def _result(status: Status) -> TokenResult:
    return TokenResult(tsa="x", status=status)


@pytest.mark.parametrize(("statuses", "expected"), [
    ([], Status.NOT_CHECKED),
    ([Status.PASS, Status.FAIL], Status.FAIL),  # a forged token is seen, whatever else passes
    ([Status.PASS, Status.WARN], Status.WARN),  # one root only the operator supplies: said
    ([Status.PASS, Status.PASS], Status.PASS),
    ([Status.WARN], Status.WARN),
    ([Status.NOT_CHECKED], Status.NOT_CHECKED),
    ([Status.PASS, Status.NOT_CHECKED], Status.WARN),  # never a plain pass
])
def test_step_status(statuses, expected):
    assert tokens_step([_seal(*[_result(s) for s in statuses])]).status == expected


def test_demo_tokens_regenerate_byte_identically():
    assert make_token(LIST, EARLY, "demo-tsa-b", 15) == make_token(LIST, EARLY, "demo-tsa-b", 15)
    assert (demo_dir() / "README.md").read_text(encoding="utf-8").startswith("# DEMO")


def test_shipped_roots_match_their_documented_fingerprints():
    loaded = {root.sha256 for root in shipped_roots()}
    documented = {entry["sha256"] for entry in shipped_catalogue()}
    assert loaded == documented and len(loaded) == 4
    assert "a6379e7cecc05faa3cbf076013d745e327bbbaa38c0b9af22469d4701d18aabc" in loaded


def test_step_nine_reads_the_earliest_genuine_token():
    early = ours(make_token(LIST, EARLY, "demo-tsa-a", 17))
    late = ours(make_token(LIST, EARLY.replace(hour=15), "demo-tsa-b", 18), name="demo-tsa-b")
    step = tokens_step([_seal(late, early)])
    assert step.id == "step9" and step.status == Status.PASS
    assert "2 of 2" in step.detail and "29 min 41 s before" in step.detail
    assert tokens_step([_seal()]).status == Status.NOT_CHECKED
    forged = ours(flip_signature_byte(make_token(LIST, EARLY, "demo-tsa-a", 19)))
    failed = tokens_step([_seal(early, forged)])
    assert failed.status == Status.FAIL and "1 of 2" in failed.detail


def test_no_bit_flip_passes_where_openssl_fails(tmp_path, demo_a):
    """One-bit damage anywhere: we may be stricter than openssl, never more lenient."""
    token = make_token(LIST, EARLY, "demo-tsa-a", 20)
    bundle = {f"{DAY}/tsa/demo-tsa-a.crt": pem(demo_a[1])}
    pick = random.Random(7)
    for _ in range(60):
        at, bit = pick.randrange(len(token)), pick.randrange(8)
        damaged = token[:at] + bytes([token[at] ^ (1 << bit)]) + token[at + 1:]
        if ours(damaged, bundle=bundle).status == Status.PASS:
            assert openssl_ok(tmp_path, damaged, pem(demo_a[1])), f"byte {at} bit {bit}"
