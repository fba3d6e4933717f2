"""The log only grows: checkpoints remembered in the user's cache, consistency proofs from
a loopback log, and a loopback log that forks."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec

from tests.servers.rekor_log import RekorLogServer
from verifier_app.anchors.anchor_steps import AnchorOptions
from verifier_app.anchors.log_history import memory_path
from verifier_app.anchors.rekor_demo import build_demo_log
from verifier_app.anchors.rekor_verify import log_id_of
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.failures import LogFailure
from verifier_app.core.results import Status
from verifier_app.demo.anchors import HEADERS_FILE
from verifier_app.engine.walk import WalkOptions, walk
from verifier_app.resources import resource_path

DEMO_ROOT_CA = resource_path("demo-tsa", "demo-root.pem")
LOG_KEY = ec.derive_private_key(20261021, ec.SECP256R1())  # a test log, not the demo's
# Request starts a second to one host: the loopback log is asked as fast as it answers. The
# walk's pacing of public hosts (25 a second) is not what these tests are about; its own
# tests are in tests/anchors/test_net_pool.py.
LOOPBACK_RATE = 1000.0


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("VERIFIER_APP_CACHE_DIR", str(folder))
    return folder


def _lists(bundle: Path) -> list[tuple[str, int]]:
    lists = sorted((bundle / "markets" / "proof").glob("*/*Z.txt"))
    return [(hashlib.sha256(p.read_bytes()).hexdigest(), 1792626303 + 60 * i)
            for i, p in enumerate(lists)]


def _key_file(folder: Path) -> Path:
    path = folder / "test-log.pub.pem"
    path.write_bytes(LOG_KEY.public_key().public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo))
    return path


def _walk(bundle: Path, url: str, key: Path, offline: bool = False):
    options = AnchorOptions(headers_file=bundle / HEADERS_FILE, explorers=[],
                            trust_ca=[DEMO_ROOT_CA], rekor_url=url, rekor_key=key,
                            offline=offline, timeout=5.0, rate=LOOPBACK_RATE)
    report = walk(open_bundle([bundle]), WalkOptions(anchors=options))
    return report, next(c for c in report.checks if c.id == "log_history")


def _extra(n: int) -> list[tuple[str, int]]:
    return [(hashlib.sha256(f"another list {n} {i}".encode()).hexdigest(), 1792700000 + i)
            for i in range(n)]


@pytest.fixture
def bundle(demo_bundle: Path) -> Path:
    import shutil

    shutil.rmtree(demo_bundle / "rekor")  # nothing saved: the log is asked
    return demo_bundle


def test_a_growing_log_passes_and_its_checkpoint_is_remembered(bundle: Path, cache: Path,
                                                               tmp_path: Path) -> None:
    key = _key_file(tmp_path)
    lists = _lists(bundle)
    first = build_demo_log(lists, log_key=LOG_KEY)
    with RekorLogServer(first.entries) as log:
        _, check = _walk(bundle, log.url, key)
        assert check.status is Status.PASS, check.detail
        saved = json.loads(memory_path(cache, log_id_of(LOG_KEY.public_key())).read_bytes())
        assert saved["tree_size"] == len(lists) and saved["root_hash"] == first.root_hash
        grown = build_demo_log(lists + _extra(5), log_key=LOG_KEY)
        log.serve(grown.entries)
        report, check = _walk(bundle, log.url, key)
    assert check.status is Status.PASS and "only grew" in check.detail
    assert any("/api/v1/log/proof" in r for r in log.requests)
    saved = json.loads(memory_path(cache, log_id_of(LOG_KEY.public_key())).read_bytes())
    assert saved["tree_size"] == len(lists) + 5
    assert report.step("step10").status is Status.PASS


def test_a_forked_log_fails_on_the_next_walk_with_both_checkpoints(
        bundle: Path, cache: Path, tmp_path: Path) -> None:
    key = _key_file(tmp_path)
    lists = _lists(bundle)
    first = build_demo_log(lists, log_key=LOG_KEY)
    # The other history: one entry slipped in before the bundle's lists, then more.
    forked = build_demo_log(_extra(1) + lists + _extra(3)[1:], log_key=LOG_KEY)
    with RekorLogServer(first.entries) as log:
        assert _walk(bundle, log.url, key)[1].status is Status.PASS
        log.serve(forked.entries)
        report, check = _walk(bundle, log.url, key)
    assert check.status is Status.FAIL and check.failure is LogFailure.FORKED
    assert first.root_hash in check.detail and forked.root_hash in check.detail
    assert f"size {len(lists):,}" in check.detail and f"size {forked.tree_size:,}" in check.detail
    assert report.verdict == "fail"
    assert report.verdict_summary.reasons[0].check == "log_history"
    # The remembered checkpoint is not overwritten by the forked one.
    saved = json.loads(memory_path(cache, log_id_of(LOG_KEY.public_key())).read_bytes())
    assert saved["root_hash"] == first.root_hash


def test_same_size_other_root_fails_even_offline(bundle: Path, cache: Path,
                                                 tmp_path: Path) -> None:
    key = _key_file(tmp_path)
    lists = _lists(bundle)
    with RekorLogServer(build_demo_log(lists, log_key=LOG_KEY).entries) as log:
        _walk(bundle, log.url, key)
    other = build_demo_log(lists[:-1] + _extra(1), log_key=LOG_KEY)
    other.write(bundle)  # the bundle now brings the other history's answers
    _, check = _walk(bundle, "http://unused.invalid", key, offline=True)
    assert check.status is Status.FAIL and check.failure is LogFailure.FORKED


def test_offline_growth_is_not_checked_and_says_so(bundle: Path, cache: Path,
                                                   tmp_path: Path) -> None:
    key = _key_file(tmp_path)
    lists = _lists(bundle)
    with RekorLogServer(build_demo_log(lists, log_key=LOG_KEY).entries) as log:
        _walk(bundle, log.url, key)
    build_demo_log(lists + _extra(2), log_key=LOG_KEY).write(bundle)
    _, check = _walk(bundle, "http://unused.invalid", key, offline=True)
    assert check.status is Status.NOT_CHECKED and "offline" in check.detail
    assert not check.applies


def test_a_damaged_memory_is_ignored_never_trusted(bundle: Path, cache: Path,
                                                   tmp_path: Path) -> None:
    key = _key_file(tmp_path)
    lists = _lists(bundle)
    path = memory_path(cache, log_id_of(LOG_KEY.public_key()))
    path.parent.mkdir(parents=True)
    path.write_text('{"tree_size": 3, "root_hash": "00", "note": "x"}')
    with RekorLogServer(build_demo_log(lists, log_key=LOG_KEY).entries) as log:
        _, check = _walk(bundle, log.url, key)
    assert check.status is Status.PASS and check.evidence["remembered"] is None


def test_the_demo_log_is_never_remembered(demo_master: Path, cache: Path) -> None:
    report = walk(open_bundle([demo_master]))
    check = next(c for c in report.checks if c.id == "log_history")
    assert check.status is Status.PASS
    assert not (cache / "rekor").exists()
