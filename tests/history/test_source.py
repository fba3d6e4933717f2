"""Which source a bundle came from, read from its download record (``bundle.json``): a
record that is damaged, hostile or names nothing gives no source, so nothing is recorded."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from verifier_app.core.bundle_open import open_bundle
from verifier_app.history.source import bundle_source
from verifier_app.resources import resource_path


def with_record(tmp_path: Path, record: bytes) -> Path:
    copy = tmp_path / "bundle"
    shutil.copytree(resource_path("demo-bundle"), copy)
    (copy / "bundle.json").write_bytes(record)
    return copy


def test_the_newest_source_is_the_bundles(tmp_path: Path) -> None:
    record = {"files": {}, "sources": [
        {"source": "10.5281/zenodo.1", "retrieved_at": "2026-10-20T10:00:00Z"},
        {"source": "https://trends.polyhelper.ai/api/v1/", "retrieved_at": "2026-10-21T10:00:00Z"}]}
    bundle = open_bundle([with_record(tmp_path, json.dumps(record).encode())])
    assert bundle_source(bundle) == "https://trends.polyhelper.ai/api/v1/"


@pytest.mark.parametrize("record", [
    b"\x00\xff binary",
    b'{"sources": "https://a/"}',
    b'{"sources": [{"source": "https://a/\\u0007bell"}]}',
    b'{"sources": [{"source": ""}]}',
    b'{"sources": [{"source": 42}]}',
    b"[" * 100_000,
    b'{"sources": []}',
], ids=["binary", "not-a-list", "control-char", "empty", "number", "deep", "none"])
def test_a_record_that_names_no_usable_source_gives_none(tmp_path: Path, record: bytes) -> None:
    assert bundle_source(open_bundle([with_record(tmp_path, record)])) is None


def test_a_bundle_without_a_record_has_no_source() -> None:
    assert bundle_source(open_bundle([resource_path("demo-bundle")])) is None
