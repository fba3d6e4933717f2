"""Step 6 on real OpenTimestamps proofs and on demo proofs, with a headers file only."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from verifier_app.anchors.ots import HeaderSourceOptions, check_ots, ots_step_status
from verifier_app.anchors.ots_demo import DEMO_CALENDAR, make_demo_chain, make_pending_proof
from verifier_app.core.anchor_results import OtsResult, ProofKind
from verifier_app.core.failures import BitcoinFailure
from verifier_app.core.results import Status

DATA = Path(__file__).resolve().parents[1] / "data" / "ots"
REAL_HEADERS = DATA / "block-358391.json"
HELLO_COMMITMENT = "007ee445d23ad061af4a36b809501fab1ac4f2d7e7a739817dd0cbb7ec661b8a"
HELLO_DISPLAY = "8a1b66ecb7cbd07d8139a7e7d7f2c41aab1f5009b8364aaf61d03ad245e47e00"
OFFLINE = HeaderSourceOptions(offline=True)


def example(name: str) -> tuple[bytes, bytes]:
    """(SHA-256 of the stamped file, the proof bytes) of a shipped example."""
    stamped = (DATA / name).read_bytes()
    return hashlib.sha256(stamped).digest(), (DATA / f"{name}.ots").read_bytes()


def with_file(path: Path) -> HeaderSourceOptions:
    return HeaderSourceOptions(headers_file=path, offline=True)


# --- the real example proofs ----------------------------------------------------------

def test_real_proof_names_its_block_and_merkle_root_without_any_source():
    digest, proof = example("hello-world.txt")
    result = check_ots(digest, proof, OFFLINE)
    assert result.status == "not_checked"
    assert result.height == 358391
    assert result.commitment == HELLO_COMMITMENT
    assert result.commitment_display == HELLO_DISPLAY
    assert "no block header source" in result.detail and HELLO_DISPLAY in result.detail
    assert ots_step_status(result) == Status.NOT_CHECKED
    [att] = result.attestations
    assert att.kind == "bitcoin" and att.height == 358391
    assert att.ops[-1] == "sha256" and len(att.ops) > 10


def test_real_proof_passes_against_the_real_main_chain_header():
    digest, proof = example("hello-world.txt")
    result = check_ots(digest, proof, with_file(REAL_HEADERS))
    assert result.outcome == "bitcoin", result.detail
    assert ots_step_status(result) == Status.PASS
    assert result.merkle_root == HELLO_COMMITMENT
    assert result.block_hash == ("000000000000000003e892881a8cdcdc"
                                 "117c06d444057c98b6f04a9ee75a2319")
    assert result.header_time == "2015-05-28T15:41:18Z"
    assert result.bound == "2015-05-28T17:41:18Z"
    assert not result.low_work and not result.warnings
    assert result.source == "headers file block-358391.json"


def test_bad_stamp_does_not_lead_to_block_358391():
    digest, proof = example("bad-stamp.txt")
    result = check_ots(digest, proof, with_file(REAL_HEADERS))
    assert result.status == "fail"
    assert "does not lead to this block" in result.detail
    assert ots_step_status(result) == Status.FAIL


def test_pending_only_proof_is_not_a_pass():
    digest, proof = example("incomplete.txt")
    result = check_ots(digest, proof, with_file(REAL_HEADERS))
    assert result.kind == "pending" and result.outcome == "pending"
    assert ots_step_status(result) == Status.NOT_CHECKED
    assert "alice.btc.calendar.opentimestamps.org" in result.detail
    assert "no time a reader can check" in result.detail and "ots upgrade" in result.detail
    assert [a.kind for a in result.attestations] == ["pending"]


def test_unknown_attestation_is_named_not_ignored():
    digest, proof = example("unknown-notary.txt")
    result = check_ots(digest, proof, OFFLINE)
    assert result.status == "not_checked"
    assert "0102030405060708" in result.detail
    assert [(a.kind, a.tag) for a in result.attestations] == [("unknown", "0102030405060708")]


def test_pending_next_to_unknown_names_both():
    digest, proof = example("known-and-unknown-notary.txt")
    result = check_ots(digest, proof, OFFLINE)
    assert result.kind == "pending" and result.outcome == "pending"
    assert any("0102030405060708" in note for note in result.notes)
    assert sorted(a.kind for a in result.attestations) == ["pending", "unknown"]


# --- tampering and damaged input ------------------------------------------------------

def test_proof_for_another_file_fails():
    _, proof = example("hello-world.txt")
    result = check_ots(hashlib.sha256(b"Hello World?\n").digest(), proof, OFFLINE)
    assert result.status == "fail"
    assert "for another file" in result.detail
    assert ots_step_status(result) == Status.FAIL


@pytest.mark.parametrize(("mangle", "words"), [
    (lambda b: b[:-1], "cut short"),
    (lambda b: b[:40], "cut short"),
    (lambda b: b + b"\x00", "extra bytes"),
    (lambda b: b"", "empty"),
    (lambda b: b"not a proof at all" * 5, "does not start with"),
    (lambda b: b[:31] + b"\x07" + b[32:], "format version"),
    (lambda b: b[:32] + b"\x07" + b[33:], "damaged"),  # an unknown hash-operation tag
    (lambda b: b"\x00" * (2 << 20), "too large"),
])
def test_damaged_proof_fails_with_a_plain_reason(mangle, words):
    digest, proof = example("hello-world.txt")
    result = check_ots(digest, mangle(proof), OFFLINE)
    assert result.status == "fail"
    assert words in result.detail
    assert "Traceback" not in result.detail


def test_every_single_byte_change_in_a_real_proof_is_caught():
    digest, proof = example("hello-world.txt")
    options = with_file(REAL_HEADERS)
    still_valid = []
    for i in range(len(proof)):
        changed = proof[:i] + bytes([proof[i] ^ 0x01]) + proof[i + 1:]
        result = check_ots(digest, changed, options)
        if result.outcome == "bitcoin":
            still_valid.append(i)
            assert result.merkle_root == HELLO_COMMITMENT
        else:
            assert result.status in ("fail", "not_checked"), (i, result.detail)
            assert ots_step_status(result) != Status.PASS
    # The one harmless change: byte 603 turns "append X" into "prepend X" where X equals the
    # message itself (Bitcoin's Merkle tree pairs an odd last node with itself), so the
    # changed proof computes the very same values and is still a true proof.
    assert still_valid == [603]
    assert proof[603] == 0xF0


# --- demo proofs ----------------------------------------------------------------------

DEMO_TIME = 1792504520  # 2026-10-20T13:55:20Z
LISTS = [hashlib.sha256(b"list %d" % i).digest() for i in range(3)]


def demo_files(tmp_path: Path) -> tuple[dict[bytes, bytes], Path]:
    chain = make_demo_chain({972334: LISTS[:2], 972335: LISTS[2:]},
                            {972334: DEMO_TIME, 972335: DEMO_TIME + 600})
    path = tmp_path / "headers.json"
    path.write_bytes(chain.headers_json())
    return chain.proofs, path


def test_demo_chain_is_deterministic():
    one = make_demo_chain({5: LISTS}, {5: DEMO_TIME})
    two = make_demo_chain({5: LISTS}, {5: DEMO_TIME})
    assert one.proofs == two.proofs and one.headers_json() == two.headers_json()
    assert make_pending_proof(LISTS[0]) == make_pending_proof(LISTS[0])
    assert sorted(json.loads(one.headers_json())) == ["5"]


def test_demo_proof_checks_through_but_warns_about_low_work(tmp_path):
    proofs, headers = demo_files(tmp_path)
    for digest, height in ((LISTS[0], 972334), (LISTS[1], 972334), (LISTS[2], 972335)):
        result = check_ots(digest, proofs[digest], with_file(headers))
        assert result.outcome == "bitcoin", result.detail
        assert result.height == height
        assert result.merkle_root == result.commitment
        assert result.low_work and result.bound is None
        assert ots_step_status(result) == Status.WARN
        assert "not from Bitcoin's main chain" in result.warnings[0]
        assert "proves nothing" in result.detail
    assert len(result.attestations[0].ops) >= 6  # nonce, hash, a Merkle path


def test_demo_proof_of_one_list_does_not_fit_another(tmp_path):
    proofs, headers = demo_files(tmp_path)
    result = check_ots(LISTS[1], proofs[LISTS[0]], with_file(headers))
    assert result.status == "fail" and result.failure is BitcoinFailure.OTHER_FILE


def test_headers_file_without_the_block_is_not_checked(tmp_path):
    proofs, _ = demo_files(tmp_path)
    other = tmp_path / "other.json"
    other.write_text('{"1": "' + "00" * 80 + '"}')
    result = check_ots(LISTS[0], proofs[LISTS[0]], with_file(other))
    assert result.status == "not_checked"
    assert "no header for block 972334" in result.detail


@pytest.mark.parametrize("content", [b"{not json", b"[1, 2]", b'{"972334": "zz"}'])
def test_unusable_headers_file_is_not_checked(tmp_path, content):
    proofs, _ = demo_files(tmp_path)
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    result = check_ots(LISTS[0], proofs[LISTS[0]], with_file(bad))
    assert result.status == "not_checked"
    assert "bad.json" in result.detail


def test_demo_pending_proof_is_not_a_pass():
    result = check_ots(LISTS[0], make_pending_proof(LISTS[0]), OFFLINE)
    assert result.kind == "pending" and result.outcome == "pending"
    assert DEMO_CALENDAR in result.detail
    assert ots_step_status(result) == Status.NOT_CHECKED


def test_json_has_the_promised_keys(tmp_path):
    proofs, headers = demo_files(tmp_path)
    data = check_ots(LISTS[0], proofs[LISTS[0]], with_file(headers)).to_json()
    for key in ("status", "height", "commitment", "merkle_root", "header_time",
                "median_time_past", "source", "attestations", "detail", "bound", "warnings"):
        assert key in data
    json.dumps(data)  # plain data only
    assert data["attestations"][0]["kind"] == "bitcoin"


def test_step_status_never_passes_what_was_not_checked():
    bitcoin = ProofKind.BITCOIN
    assert ots_step_status(OtsResult(detail="x")) == Status.NOT_CHECKED
    assert ots_step_status(OtsResult(kind=ProofKind.PENDING)) == Status.NOT_CHECKED
    assert ots_step_status(OtsResult(kind=ProofKind.PENDING, status=Status.PASS)) == \
        Status.NOT_CHECKED  # a pending proof never passes, whatever it was told
    assert ots_step_status(OtsResult(kind=bitcoin, status=Status.FAIL)) == Status.FAIL
    assert ots_step_status(OtsResult(kind=bitcoin, status=Status.NOT_CHECKED)) == \
        Status.NOT_CHECKED  # the header could not be fetched
    assert ots_step_status(OtsResult(kind=bitcoin, status=Status.PASS)) == Status.PASS
    assert ots_step_status(OtsResult(kind=bitcoin, status=Status.PASS, low_work=True)) == \
        Status.WARN
    assert ots_step_status(OtsResult(kind=bitcoin, status=Status.PASS, demo=True)) == \
        Status.WARN
