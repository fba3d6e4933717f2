"""Loose files whose proofs stamp a SHA-1 or RIPEMD-160 digest, as ``ots stamp`` once did.

``ots verify`` accepts them, so step 6 checks them too: the file is hashed with the hash
its proof names. SHA-1 then warns (collisions are practical); RIPEMD-160 gets a note.
The proofs are built here over a synthetic block header given with ``--headers``.
"""

from __future__ import annotations

import hashlib
import io
import json
from pathlib import Path

import pytest
from opentimestamps.core.notary import BitcoinBlockHeaderAttestation
from opentimestamps.core.op import OpAppend, OpKECCAK256, OpRIPEMD160, OpSHA1, OpSHA256
from opentimestamps.core.serialize import BytesSerializationContext
from opentimestamps.core.timestamp import DetachedTimestampFile, Timestamp

from verifier_app.anchors.block_headers import LOW_WORK_WARNING
from verifier_app.anchors.ots import (
    FILE_HASH_NOTES,
    FILE_HASH_WARNINGS,
    HeaderSourceOptions,
    check_ots,
    ots_step_status,
)
from verifier_app.anchors.ots_demo import mine_header
from verifier_app.cli import main
from verifier_app.core.results import Status

HEIGHT = 9_100_000  # far beyond the real chain: no explorer could ever answer for it
HEADER_TIME = 1_792_000_000
CONTENT = b"Bitcoin: A Peer-to-Peer Electronic Cash System (a stand-in)\n"


def stamp(content: bytes, op) -> tuple[bytes, dict[str, str]]:
    """A complete proof of ``content`` hashed with ``op``, and the header it leads to."""
    stamp = Timestamp(op.hash_fd(io.BytesIO(content)) if hasattr(op, "hash_fd")
                      else op(content))
    tip = stamp.ops.add(OpAppend(b"calendar nonce")).ops.add(OpSHA256())
    tip.attestations.add(BitcoinBlockHeaderAttestation(HEIGHT))
    ctx = BytesSerializationContext()
    DetachedTimestampFile(op, stamp).serialize(ctx)
    return ctx.getbytes(), {str(HEIGHT): mine_header(tip.msg, HEADER_TIME).hex()}


def check(tmp_path: Path, content: bytes, op, *, given: bytes | None = None):
    proof, headers = stamp(content, op)
    (tmp_path / "headers.json").write_text(json.dumps(headers))
    options = HeaderSourceOptions(headers_file=tmp_path / "headers.json", offline=True)
    data = content if given is None else given
    return check_ots(hashlib.sha256(data).digest(), proof, options,
                     lambda: io.BytesIO(data))


def test_sha1_file_proof_is_checked_and_warns_that_sha1_is_broken(tmp_path):
    result = check(tmp_path, CONTENT, OpSHA1())
    assert result.outcome == "bitcoin", result.detail
    assert result.file_hash == "sha1"
    assert result.file_digest == hashlib.sha1(CONTENT).hexdigest()
    assert result.warnings == [LOW_WORK_WARNING, FILE_HASH_WARNINGS["sha1"]]
    assert "broken for collisions" in result.detail
    assert ots_step_status(result) == Status.WARN


def test_ripemd160_file_proof_is_checked_with_a_note_only(tmp_path):
    result = check(tmp_path, CONTENT, OpRIPEMD160())
    assert result.outcome == "bitcoin", result.detail
    assert result.file_hash == "ripemd160"
    assert result.warnings == [LOW_WORK_WARNING]  # the synthetic header's, nothing more
    assert FILE_HASH_NOTES["ripemd160"] in result.notes


@pytest.mark.parametrize("op", [OpSHA1(), OpRIPEMD160()], ids=str)
def test_sha1_or_ripemd160_proof_of_another_file_fails(tmp_path, op):
    result = check(tmp_path, CONTENT, op, given=b"another file\n")
    assert result.status == "fail"
    assert "for another file" in result.detail
    assert ("SHA-1" if isinstance(op, OpSHA1) else "RIPEMD-160") in result.detail


def test_stamped_list_stays_sha256_only(tmp_path):
    proof, _ = stamp(CONTENT, OpSHA1())
    result = check_ots(hashlib.sha256(CONTENT).digest(), proof,
                       HeaderSourceOptions(offline=True))
    assert result.status == "fail" and "not the SHA-256" in result.detail


def test_file_hash_this_app_cannot_compute_is_not_checked_never_a_pass(tmp_path):
    result = check(tmp_path, CONTENT, OpKECCAK256())
    assert result.status == "not_checked"
    assert "Keccak-256" in result.detail
    assert ots_step_status(result) == Status.NOT_CHECKED


@pytest.mark.parametrize(("op", "warned"), [(OpSHA1(), True), (OpRIPEMD160(), False)],
                         ids=str)
def test_loose_file_with_sha1_or_ripemd160_proof_passes_step6_with_its_caveat(
        tmp_path, capsys, op, warned):
    loose = tmp_path / "bitcoin.pdf"
    loose.write_bytes(CONTENT)
    proof, headers = stamp(CONTENT, op)
    (tmp_path / "bitcoin.pdf.ots").write_bytes(proof)
    (tmp_path / "headers.json").write_text(json.dumps(headers))
    code = main(["verify", str(loose), str(tmp_path / "bitcoin.pdf.ots"), "--headers",
                 str(tmp_path / "headers.json"), "--offline", "--json"])
    report = json.loads(capsys.readouterr().out)
    step6 = next(s for s in report["steps"] if s["id"] == "step6")
    [seal] = report["seals"]
    assert code == 0 and seal["ots"]["status"] == "bitcoin"
    assert seal["ots"]["file_hash"] == str(op)
    assert step6["status"] == "warn"  # never a pass: synthetic header, and SHA-1 if used
    assert ("SHA-1 is broken for collisions" in step6["detail"]) is warned
