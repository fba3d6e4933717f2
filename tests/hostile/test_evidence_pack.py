"""``verify --save-evidence DIR`` writes what the walk relied on beside the bundle, never
into it; ``verify --evidence DIR --offline`` checks it all again without a network."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest

from tests.servers.rekor_log import RekorLogServer
from verifier_app.cli import main
from verifier_app.resources import resource_path

LOG_KEY = str(resource_path("rekor", "demo-log-key.pub.pem"))
TSA_ROOT = str(resource_path("demo-tsa", "demo-root.pem"))
HEADERS = "demo-anchors/DEMO-NOT-BITCOIN-block-headers.json"


def tree(root: Path) -> dict[str, str]:
    return {p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.fixture
def bundle(tmp_path: Path) -> tuple[Path, dict]:
    """A demo copy whose log answers must be asked of the log."""
    copy = tmp_path / "bundle"
    shutil.copytree(resource_path("demo-bundle"), copy)
    entries: dict = {}
    for saved in sorted((copy / "rekor").glob("*.json")):
        entries.update(json.loads(saved.read_text()))
        saved.unlink()
    return copy, entries


def run_json(capsys, *argv: str) -> dict:
    main(["verify", *argv, "--json"])
    return json.loads(capsys.readouterr().out)


def test_the_pack_is_written_beside_the_bundle_and_rechecked_offline(bundle, tmp_path,
                                                                     capsys):
    root, entries = bundle
    pack = tmp_path / "evidence"
    before = tree(root)
    with RekorLogServer(entries, bulk=True) as log:
        online = run_json(capsys, str(root), "--headers", str(root / HEADERS),
                          "--explorer", "", "--rekor-url", log.url, "--rekor-key", LOG_KEY,
                          "--trust-ca", TSA_ROOT, "--save-evidence", str(pack))
    assert tree(root) == before
    assert (pack / "rekor" / "by-list.json").is_file() and (pack / "bitcoin-headers.json")
    again = run_json(capsys, str(root), "--offline", "--evidence", str(pack), "--rekor-key",
                     LOG_KEY, "--trust-ca", TSA_ROOT)
    assert tree(root) == before
    statuses = [(s["list"], s["rekor"]["status"], s["ots"]["status"]) for s in again["seals"]]
    assert statuses == [(s["list"], s["rekor"]["status"], s["ots"]["status"])
                        for s in online["seals"]]
    assert all(r == "pass" for _, r, _ in statuses)
    assert all(s["ots"]["confirmations"] for s in again["seals"] if s["ots"]["height"])


def test_a_pack_inside_the_bundle_is_refused(bundle, capsys):
    root, _ = bundle
    before = tree(root)
    code = main(["verify", str(root), "--offline", "--save-evidence", str(root / "pack")])
    assert code == 2 and "inside the bundle" in capsys.readouterr().err
    assert tree(root) == before
