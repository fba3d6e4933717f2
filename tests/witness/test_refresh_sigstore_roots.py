"""The release step that refreshes the shipped Sigstore roots (packaging/
refresh_sigstore_roots.py), against a loopback TUF repository whose first root, the shipped
anchor, has expired: with a newer root offered it writes the newest verified TUF root and
trusted root with their records; without one it writes nothing and says why."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import shutil
from pathlib import Path

import pytest

from tests.servers.tuf_repo import TufRepository
from tests.witness.test_trust_refresh import root_with_demo_log
from verifier_app.anchors.trusted_root import read_trusted_root
from verifier_app.anchors.trusted_root_cache import anchor_info
from verifier_app.resources import resource_path

SCRIPT = Path(__file__).parents[2] / "packaging" / "refresh_sigstore_roots.py"


def script():
    spec = importlib.util.spec_from_file_location("refresh_sigstore_roots", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def stale(tmp_path: Path):
    """A copy of resources/rekor whose shipped TUF root is the repository's expired one."""
    with TufRepository(root_with_demo_log(), root_days=-1) as served:
        folder = tmp_path / "rekor"
        shutil.copytree(resource_path("rekor"), folder)
        (folder / "sigstore-tuf-root.json").write_bytes(served.anchor)
        yield served, folder


def test_a_newer_root_is_verified_and_written_with_its_record(stale, capsys) -> None:
    served, folder = stale
    served.publish_root(days=365)
    assert script().main(["--repository", served.url, "--resources", str(folder)]) == 0
    raw = (folder / "sigstore-tuf-root.json").read_bytes()
    record = json.loads((folder / "sigstore-tuf-root.source.json").read_bytes())
    assert anchor_info(raw).version == record["version"] == 2
    assert record["sha256"] == hashlib.sha256(raw).hexdigest()
    assert not anchor_info(raw).expired() and record["expires"] == anchor_info(raw).to_json()[
        "expires"]
    trusted = (folder / "trusted_root.json").read_bytes()
    assert trusted == root_with_demo_log()
    assert len(read_trusted_root(trusted, None, "check").logs) == 3
    assert "verified by TUF" in json.loads((folder / "trusted_root.source.json").read_bytes())[
        "from"]
    assert "version 2" in capsys.readouterr().out
    assert script().main(["--check", "--resources", str(folder)]) == 0


def test_no_newer_root_writes_nothing_and_says_the_anchor_is_out_of_date(stale, capsys):
    served, folder = stale
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    assert script().main(["--repository", served.url, "--resources", str(folder)]) == 1
    assert "trust anchor is out of date" in capsys.readouterr().err
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before
    assert script().main(["--check", "--resources", str(folder)]) == 1
    assert "refresh it before a release" in capsys.readouterr().err


def test_a_newer_root_that_expires_too_soon_is_not_written(stale, capsys) -> None:
    served, folder = stale
    served.publish_root(days=10)
    before = (folder / "sigstore-tuf-root.json").read_bytes()
    assert script().main(["--repository", served.url, "--resources", str(folder)]) == 1
    assert "within 90 days" in capsys.readouterr().err
    assert (folder / "sigstore-tuf-root.json").read_bytes() == before
