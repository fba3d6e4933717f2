"""No second book: the log is searched for every entry the league's key signed; one for a
list the bundle does not hold fails step 10 with its log index."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from tests.pristine import walked
from tests.servers.rekor_log import RekorLogServer
from verifier_app.anchors.anchor_steps import AnchorOptions
from verifier_app.anchors.rekor_demo import build_demo_log
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.failures import LogFailure
from verifier_app.core.results import Status
from verifier_app.demo.anchors import HEADERS_FILE
from verifier_app.engine.walk import WalkOptions, walk
from verifier_app.resources import resource_path

DEMO_ROOT_CA = resource_path("demo-tsa", "demo-root.pem")
DEMO_LOG_KEY = resource_path("rekor", "demo-log-key.pub.pem")


def _saved(bundle: Path) -> list[tuple[str, int]]:
    found = []
    for saved in (bundle / "rekor").glob("*.json"):
        if len(saved.stem) == 64:
            entry = next(iter(json.loads(saved.read_bytes()).values()))
            found.append((saved.stem, entry["integratedTime"]))
    return sorted(found, key=lambda e: e[1])


def _walk(bundle: Path, url: str, offline: bool = False):
    options = AnchorOptions(headers_file=bundle / HEADERS_FILE, explorers=[],
                            trust_ca=[DEMO_ROOT_CA], rekor_url=url, rekor_key=DEMO_LOG_KEY,
                            offline=offline, timeout=5.0)
    report = walk(open_bundle([bundle]), WalkOptions(anchors=options))
    return report, next(c for c in report.checks if c.id == "log_equivocation")


def test_every_entry_of_the_key_is_a_list_of_the_bundle(demo_bundle: Path) -> None:
    lists = _saved(demo_bundle)
    with RekorLogServer(build_demo_log(lists).entries) as log:
        report, check = _walk(demo_bundle, log.url)
    assert check.status is Status.PASS, check.detail
    assert any('"publicKey"' in r or "POST /api/v1/index/retrieve" in r for r in log.requests)
    assert report.step("step10").status is Status.PASS


def test_an_entry_for_a_list_the_bundle_lacks_fails_step10_with_its_index(
        demo_bundle: Path) -> None:
    lists = _saved(demo_bundle)
    hidden = (hashlib.sha256(b"a list of the other book\n").hexdigest(), lists[2][1] + 30)
    log_data = build_demo_log([*lists[:3], hidden, *lists[3:]], first_log_index=5000)
    with RekorLogServer(log_data.entries) as log:
        report, check = _walk(demo_bundle, log.url)
    step = report.step("step10")
    assert check.status is Status.FAIL and step.status is Status.FAIL
    assert check.failure is step.failure is LogFailure.UNPUBLISHED_ENTRY
    assert "log index 5003" in step.detail and hidden[0] in step.detail
    assert report.verdict == "fail"


def test_entries_after_the_season_are_not_judged(demo_bundle: Path) -> None:
    lists = _saved(demo_bundle)
    later = (hashlib.sha256(b"next season\n").hexdigest(), lists[-1][1] + 86400 * 30)
    with RekorLogServer(build_demo_log([*lists, later]).entries) as log:
        _, check = _walk(demo_bundle, log.url)
    assert check.status is Status.PASS and check.evidence["outside_season"] == 1


def test_offline_the_search_is_not_run_and_says_so(demo_master: Path) -> None:
    report = walked(demo_master)
    check = next(c for c in report.checks if c.id == "log_equivocation")
    assert check.status is Status.NOT_CHECKED and "offline" in check.detail
    assert not check.applies and report.verdict == "pass"
