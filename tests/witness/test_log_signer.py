"""Who signed each log entry: real Sigstore entries, and a demo bundle in which one list
was logged under a second key."""

from __future__ import annotations

import base64
import hashlib
import json
from pathlib import Path

import pytest
from cryptography.hazmat.primitives.asymmetric import ec

from tests.pristine import walked
from verifier_app.anchors.rekor import RESOURCES, RekorOptions, verify_rekor_response
from verifier_app.anchors.rekor_demo import build_demo_log
from verifier_app.anchors.rekor_signer import BAD_SIGNATURE, entry_signer, fingerprint_of
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.results import Status
from verifier_app.engine.walk import walk

REAL = {"production-entry-79605083.json":
        "a68bb9531942c2de74e63657568b264c463daa91b61fe944d5b355a30e9fbb6d",
        "production-entry-118981923.json":
        "d75c703f6704d19cb8fd2319c43c112cbd55d4599bcafc7ee7d238de94ba0d9b"}


def real_entry(name: str) -> tuple[bytes, dict, str]:
    raw = (RESOURCES / name).read_bytes()
    entry = next(iter(json.loads(raw).values()))
    body = json.loads(base64.b64decode(entry["body"]))
    return raw, body, body["spec"]["data"]["hash"]["value"]


@pytest.mark.parametrize("name", sorted(REAL))
def test_real_entries_name_their_signer_and_the_signature_verifies(name: str) -> None:
    raw, _, value = real_entry(name)
    result = verify_rekor_response(value, raw, RekorOptions())
    assert result.status is Status.PASS
    assert result.signature_valid is True and result.signer == REAL[name]
    assert result.to_json()["signer"] == REAL[name]
    assert result.to_json()["signature_valid"] is True


def test_a_signature_over_another_hash_does_not_verify() -> None:
    _, body, value = real_entry("production-entry-79605083.json")
    other = hashlib.sha256(b"another list\n").digest()
    assert entry_signer(body, bytes.fromhex(value)).signature_valid is True
    assert entry_signer(body, other).signature_valid is False
    assert "does not verify" in BAD_SIGNATURE


def test_an_entry_naming_no_key_is_not_checked_never_valid() -> None:
    signer = entry_signer({"spec": {"data": {}}}, bytes(32))
    assert signer.signature_valid is None and signer.fingerprint is None


def _relog(bundle: Path, second: dict[str, ec.EllipticCurvePrivateKey]) -> None:
    """Rewrite the bundle's saved log answers, some lists logged under another key."""
    entries = []
    for saved in sorted((bundle / "rekor").glob("*.json")):
        if len(saved.stem) == 64:
            entry = next(iter(json.loads(saved.read_bytes()).values()))
            entries.append((saved.stem, entry["integratedTime"]))
    entries.sort(key=lambda e: e[1])
    build_demo_log(entries, signers=second).write(bundle)


def test_demo_all_entries_signed_by_one_key(demo_master: Path) -> None:
    report = walked(demo_master)
    check = next(c for c in report.checks if c.id == "log_signer")
    seals = [s for s in report.seals if s.rekor]
    assert check.status is Status.PASS
    assert check.detail.startswith(f"All {len(seals)} log entries are signed by the same key")
    assert all(s.rekor.signature_valid for s in seals)
    data = report.to_json()
    assert all({"signer", "signature_valid"} <= set(s["rekor"]) for s in data["seals"])


def test_demo_second_key_is_flagged_at_its_seal(demo_bundle: Path) -> None:
    seals = walk(open_bundle([demo_bundle])).seals
    target = seals[3]
    second = ec.generate_private_key(ec.SECP256R1())
    _relog(demo_bundle, {target.sha256: second})
    report = walk(open_bundle([demo_bundle]))
    seal = next(s for s in report.seals if s.list == target.list)
    assert seal.rekor.signer == fingerprint_of(second.public_key())
    assert seal.rekor.signature_valid is True
    assert seal.rekor.status is Status.WARN and "another key" in seal.rekor.detail
    check = next(c for c in report.checks if c.id == "log_signer")
    assert check.status is Status.WARN and target.list in check.detail
    assert report.verdict_summary.warnings
    assert check.evidence["others"] == {target.list: seal.rekor.signer}
