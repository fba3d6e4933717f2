"""Blind-season identities: sealed as commitments, opened with the salts after the season."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.failures import IdentityFailure
from verifier_app.core.results import Status
from verifier_app.demo.generator import DemoSettings
from verifier_app.engine.commitments import CommitmentIndex, digest, open_commitments
from verifier_app.engine.walk import walk

# With pytest-xdist, one process runs this module: the 12-session demo is written once.
pytestmark = pytest.mark.xdist_group("blind-season")


@pytest.fixture(scope="module")
def blind_master(demo_masters) -> Path:
    """Twelve sessions reach 2026-11-02, the first day of the blind season."""
    return demo_masters(DemoSettings(sessions=12))


def salts(bundle: Path) -> Path:
    return bundle / "api" / "v1" / "council-salts.json"


def test_blind_lines_carry_no_model_name(blind_master: Path) -> None:
    lines = [json.loads(raw) for raw in
             (blind_master / "api/v1/council-book.jsonl").read_bytes().splitlines()]
    blind = [line for line in lines if line["kind"] == "answer" and "model_commitment" in line]
    assert blind and all("model" not in line for line in blind)
    assert all(line["run_id"] >= "2026-11-02" for line in blind)


def test_published_salts_open_every_commitment(blind_master: Path) -> None:
    report = walk(open_bundle([blind_master]))
    found = report.commitments.to_json()  # as the JSON says it
    assert (found["status"], found["forms"]) == ("pass", ["raw"])
    assert found["opened"] == found["lines"] > 0
    assert report.commitments.status is Status.PASS
    assert report.to_json()["commitments"]["status"] == "pass"


def test_without_salts_the_models_stay_sealed_and_nothing_fails(blind_master, tmp_path) -> None:
    import shutil

    copy = tmp_path / "b"
    shutil.copytree(blind_master, copy)
    salts(copy).unlink()
    report = walk(open_bundle([copy]))
    assert report.commitments.status is Status.NOT_CHECKED and report.commitments.sealed
    assert report.verdict != "fail"


def test_a_salt_that_names_another_model_fails(blind_master, tmp_path) -> None:
    import shutil

    copy = tmp_path / "b"
    shutil.copytree(blind_master, copy)
    published = json.loads(salts(copy).read_bytes())
    published["seats"]["s03"]["model"] = "Aurora-4 (demo)"  # another seat's model
    salts(copy).write_text(json.dumps(published))
    report = walk(open_bundle([copy]))
    assert report.commitments.status is Status.FAIL
    assert report.commitments.to_json()["mismatches"]
    assert report.verdict == "fail"
    assert next(c for c in report.checks if c.id == "identities").failure \
        is IdentityFailure.COMMITMENT_DIFFERS


def test_the_hex_form_is_accepted_and_named(tmp_path: Path) -> None:
    salt = "ab" * 32
    value = digest("hex", salt, "Model X", "v2", "deep")
    assert value != digest("raw", salt, "Model X", "v2", "deep")
    (tmp_path / "salts.json").write_text(json.dumps(
        [{"seat": "s01", "salt": salt, "model": "Model X", "version": "v2", "mode": "deep"}]))
    index = CommitmentIndex()
    index.record(7, {"kind": "answer", "seat": "s01", "model_commitment": value})
    found = open_commitments(open_bundle([tmp_path / "salts.json"]), index).to_json()
    assert (found["status"], found["forms"], found["rows"][0]["model"]) == \
        ("pass", ["hex"], "Model X")
