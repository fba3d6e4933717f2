"""A bundle that carries the log's answers as published (``rekor/entries/<logIndex>.json``
with ``rekor/by-list.json``) is checked offline at step 10, and nothing is written to it."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest

from verifier_app.anchors.anchor_options import AnchorOptions
from verifier_app.core.bundle_open import open_bundle
from verifier_app.engine.walk import WalkOptions, walk
from verifier_app.resources import resource_path

LOG_KEY = resource_path("rekor", "demo-log-key.pub.pem")


def tree(root: Path) -> dict[str, str]:
    return {p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.fixture
def published(tmp_path: Path) -> Path:
    """The demo bundle with its log answers rewritten as the log publishes them."""
    copy = tmp_path / "bundle"
    shutil.copytree(resource_path("demo-bundle"), copy)
    lists = {hashlib.sha256(p.read_bytes()).hexdigest(): p.relative_to(copy).as_posix()
             for p in copy.rglob("*Z.txt")}
    index = {}
    (copy / "rekor" / "entries").mkdir()
    for saved in sorted((copy / "rekor").glob("*.json")):
        [(uuid, entry)] = json.loads(saved.read_text()).items()
        position = entry["logIndex"]
        (copy / "rekor" / "entries" / f"{position}.json").write_text(
            json.dumps({uuid: entry}))
        index[lists[saved.stem]] = position
        saved.unlink()
    (copy / "rekor" / "by-list.json").write_text(json.dumps(index, indent=1))
    return copy


def walk_offline(bundle: Path):
    options = AnchorOptions(offline=True, explorers=[], rekor_key=LOG_KEY)
    return walk(open_bundle([bundle]), WalkOptions(anchors=options))


def test_published_entries_are_checked_offline_and_the_bundle_is_not_touched(published):
    before = tree(published)
    report = walk_offline(published)
    logged = [s.rekor for s in report.seals if s.rekor is not None]
    assert logged and all(r.status == "pass" for r in logged), [r.detail for r in logged]
    assert tree(published) == before


def test_an_index_pointing_at_another_lists_entry_fails_that_seal(published):
    index_path = published / "rekor" / "by-list.json"
    index = json.loads(index_path.read_text())
    first, second = sorted(index)[:2]
    index[first] = index[second]
    index_path.write_text(json.dumps(index))
    report = walk_offline(published)
    seal = next(s for s in report.seals if s.list == first)
    assert seal.rekor.status == "fail"
