"""Evidence is read, never written: ``verify`` leaves every byte of a bundle as it was,
online against the log and offline; the log's answers are kept in the user's cache."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest

from tests.servers.rekor_log import RekorLogServer
from verifier_app.anchors.demo_sources import HEADERS_FILE
from verifier_app.cli import main as cli_main
from verifier_app.resources import resource_path

DEMO_ROOT_CA = str(resource_path("demo-tsa", "demo-root.pem"))
DEMO_LOG_KEY = str(resource_path("rekor", "demo-log-key.pub.pem"))


def snapshot(root: Path) -> dict[str, str]:
    """Every file and folder under ``root`` (hidden ones too), with each file's SHA-256."""
    found = {}
    for path in sorted(root.rglob("*")):
        name = path.relative_to(root).as_posix()
        found[name] = hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() \
            else "folder"
    return found


@pytest.fixture
def bundle(tmp_path: Path) -> Path:
    copy = tmp_path / "bundle"
    shutil.copytree(resource_path("demo-bundle"), copy)
    return copy


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("VERIFIER_APP_CACHE_DIR", str(folder))
    return folder


def log_entries(bundle: Path) -> dict:
    entries: dict = {}
    for saved in (bundle / "rekor").glob("*.json"):
        if len(saved.stem) == 64:
            entries.update(json.loads(saved.read_bytes()))
    return entries


def verify(capsys, bundle: Path, *args: str) -> dict:
    cli_main(["verify", str(bundle), "--json", "--headers", str(bundle / HEADERS_FILE),
              "--trust-ca", DEMO_ROOT_CA, "--rekor-key", DEMO_LOG_KEY, *args])
    return json.loads(capsys.readouterr().out)


def rekor_status(report: dict) -> str:
    return next(s["status"] for s in report["steps"] if s["id"] == "step10")


def test_verify_changes_no_byte_of_the_bundle_online_or_offline(capsys, bundle, cache):
    before = snapshot(bundle)
    with RekorLogServer(log_entries(bundle)) as log:
        online = verify(capsys, bundle, "--rekor-url", log.url, "--explorer", log.url)
    assert snapshot(bundle) == before
    offline = verify(capsys, bundle, "--offline")
    assert snapshot(bundle) == before
    cli_main(["verify", str(bundle), "--json"])  # the demo's own sources
    capsys.readouterr()
    assert snapshot(bundle) == before
    assert rekor_status(online) == rekor_status(offline) == "pass"


def test_log_answers_go_to_the_user_cache_not_the_bundle(capsys, bundle, cache):
    entries = log_entries(bundle)
    shutil.rmtree(bundle / "rekor")  # nothing saved: the log must be asked
    before = snapshot(bundle)
    with RekorLogServer(entries) as log:
        online = verify(capsys, bundle, "--rekor-url", log.url, "--offline",
                        "--explorer", log.url)
        assert rekor_status(online) == "not_checked"  # offline: the log is not asked
        online = verify(capsys, bundle, "--rekor-url", log.url, "--explorer", log.url)
    assert snapshot(bundle) == before
    assert rekor_status(online) == "pass"
    saved = sorted(p.name for p in (cache / "rekor").glob("*/*.json"))
    assert saved == sorted(f"{s['sha256']}.json" for s in online["seals"])
    # Offline, the saved answers are re-verified, and still nothing in the bundle changes.
    offline = verify(capsys, bundle, "--offline")
    assert snapshot(bundle) == before
    assert rekor_status(offline) == "pass"
    seal = offline["seals"][0]["rekor"]
    assert seal["source"] == "cache" and seal["saved_in"] == "cache folder"
    assert "saved earlier on this computer" in seal["detail"]


def test_damaged_answer_in_the_user_cache_is_not_trusted(capsys, bundle, cache):
    shutil.rmtree(bundle / "rekor")
    with RekorLogServer(log_entries(resource_path("demo-bundle"))) as log:
        verify(capsys, bundle, "--rekor-url", log.url, "--explorer", log.url)
    for saved in (cache / "rekor").glob("*/*.json"):  # a backdated copy, say
        entry = json.loads(saved.read_bytes())
        next(iter(entry.values()))["integratedTime"] -= 3600
        saved.write_text(json.dumps(entry))
    offline = verify(capsys, bundle, "--offline")
    # re-verified like a fresh answer; one that no longer verifies was changed in the
    # reader's own cache folder: said and ignored, never a pass (issue 26, item 4)
    assert rekor_status(offline) == "not_checked" and offline["verdict"] != "pass"
    for seal in offline["seals"]:
        assert "was damaged (it no longer verifies as the log's answer) and was not used." \
            in seal["rekor"]["detail"]
