"""Servers that answer one byte at a time, or send the reader elsewhere: every request ends
within its total time, a walk within its budget, and what did not answer is not checked."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest

from tests.fetch.conftest import fast_policy, live_request
from tests.servers.esplora import BitcoinRpcServer, EsploraServer
from tests.servers.live_site import LiveSite
from tests.servers.slow_drip import SlowDripServer
from verifier_app.anchors.anchor_steps import AnchorOptions
from verifier_app.anchors.header_sources import (
    HeaderSourceOptions,
    SourceUnavailable,
    fetch_header,
)
from verifier_app.anchors.ots_demo import mine_header
from verifier_app.anchors.rekor import RekorOptions, check_rekor
from verifier_app.anchors.rekor_demo import demo_public_key_pem
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.results import Status
from verifier_app.engine.walk import WalkOptions, walk
from verifier_app.fetch import fetch_bundle
from verifier_app.fetch.client import Downloader
from verifier_app.fetch.planner import SHOWN_GIVEN_UP
from verifier_app.fetch.policy import FetchError
from verifier_app.resources import resource_path

LIST = "ab" * 32
HEIGHT = 9_000_000
TIMEOUT = 1.0
SLACK = 2.5  # a loaded two-core machine; the bug held for ever
DEMO_LOG_KEY = resource_path("rekor", "demo-log-key.pub.pem")
DEMO_ROOT_CA = resource_path("demo-tsa", "demo-root.pem")


@pytest.fixture
def site(demo_master: Path):
    with LiveSite(demo_master) as server:
        yield server


def timed(action):
    start = time.monotonic()
    try:
        return action(), time.monotonic() - start
    except Exception as error:  # the failure is part of what is measured
        return error, time.monotonic() - start


@pytest.mark.parametrize("part", ["head", "body"])
def test_slow_drip_explorer_is_not_checked_within_deadline(part):
    with SlowDripServer(part=part) as slow:
        options = HeaderSourceOptions(explorers=[slow.url], timeout=TIMEOUT)
        error, seconds = timed(lambda: fetch_header(HEIGHT, options))
    assert isinstance(error, SourceUnavailable)
    assert f"{slow.url} did not answer in time (within 1 s)" in str(error)
    assert seconds < TIMEOUT + SLACK


def test_slow_drip_bitcoin_node_is_not_checked_within_deadline():
    with SlowDripServer(part="head") as slow:
        options = HeaderSourceOptions(explorers=[], bitcoind_url=slow.url, timeout=TIMEOUT)
        error, seconds = timed(lambda: fetch_header(HEIGHT, options))
    assert isinstance(error, SourceUnavailable) and "did not answer in time" in str(error)
    assert seconds < TIMEOUT + SLACK


@pytest.mark.parametrize("part", ["head", "body"])
def test_slow_drip_rekor_log_is_not_checked_within_deadline(part):
    with SlowDripServer(part=part) as slow:
        options = RekorOptions(url=slow.url, public_key_pem=demo_public_key_pem(),
                               timeout=TIMEOUT)
        result, seconds = timed(lambda: check_rekor(LIST, options))
    assert result.status is Status.NOT_CHECKED
    assert "the log did not answer in time (within 1 s)" in result.detail
    assert seconds < TIMEOUT + SLACK


@pytest.mark.parametrize("part", ["head", "body"])
def test_slow_drip_download_source_gives_up_within_deadline(part):
    with SlowDripServer(part=part) as slow:
        downloader = Downloader(fast_policy(timeout=TIMEOUT, retries=0))
        try:
            error, seconds = timed(lambda: downloader.read(slow.url + "/page", 1 << 20, "page"))
        finally:
            downloader.close()
    assert isinstance(error, FetchError) and "did not answer within 1 s" in str(error)
    assert seconds < TIMEOUT + SLACK


def test_slow_drip_file_on_the_live_site_fails_only_that_file(site, tmp_path):
    site.drip["/api/v1/council-stats.json"] = 0.2
    report, seconds = timed(lambda: fetch_bundle(
        live_request(site, tmp_path / "league", days=[], timeout=TIMEOUT, retries=0)))
    failed = {f.relpath: f for f in report.files if f.status == "failed"}
    assert list(failed) == ["api/v1/council-stats.json"]
    assert "did not answer within 1 s" in failed["api/v1/council-stats.json"].detail
    assert (tmp_path / "league/api/v1/council-book.jsonl").is_file()
    assert seconds < 30  # dozens of files; the dripping one alone would take an hour


def test_a_stalling_source_is_dropped_for_the_rest_of_the_walk(demo_bundle: Path, tmp_path,
                                                                 monkeypatch):
    """Issue 26, item 13: the first request that the server holds for its whole time
    marks it down; every later one is refused at once, never waited for."""
    shutil.rmtree(demo_bundle / "rekor")  # nothing saved: the log must be asked
    monkeypatch.setenv("VERIFIER_APP_CACHE_DIR", str(tmp_path / "empty-cache"))
    with SlowDripServer(part="body") as slow:
        anchors = AnchorOptions(explorers=[slow.url], rekor_url=slow.url,
                                rekor_key=DEMO_LOG_KEY, trust_ca=[DEMO_ROOT_CA],
                                timeout=1.5, budget=60.0)
        bundle = open_bundle([demo_bundle])
        report, seconds = timed(lambda: walk(bundle, WalkOptions(anchors=anchors)))
    # 17 seals, each asking explorer and log: 50 s with every request waited for
    assert seconds < 15
    assert report.step("step6").status is Status.NOT_CHECKED
    assert report.step("step10").status is Status.NOT_CHECKED
    assert report.verdict == "incomplete"
    last = report.seals[-1]
    assert "was not asked again (earlier in this check it did not answer in time " \
        "(within 1.5 s))" in last.rekor.detail
    assert "not asked again" in report.seals[-2].ots.detail
    assert slow.requests and len(slow.requests) <= 4 * 2  # one slot-full a host at most


def test_walk_budget_leaves_late_anchors_not_checked(demo_bundle: Path, tmp_path, monkeypatch):
    """A slow but answering source is not dropped: the walk's budget still ends its turn."""
    shutil.rmtree(demo_bundle / "rekor")
    monkeypatch.setenv("VERIFIER_APP_CACHE_DIR", str(tmp_path / "empty-cache"))
    with EsploraServer({}, delay=0.6) as slow:
        anchors = AnchorOptions(explorers=[slow.url], rekor_url=slow.url.removesuffix("/api"),
                                rekor_key=DEMO_LOG_KEY, trust_ca=[DEMO_ROOT_CA],
                                timeout=5, budget=2.0, per_host=1)
        bundle = open_bundle([demo_bundle])
        report, seconds = timed(lambda: walk(bundle, WalkOptions(anchors=anchors)))
    assert seconds < 25
    assert report.step("step6").status is Status.NOT_CHECKED
    assert report.verdict == "incomplete"
    spent = [s for s in report.seals
             if "the 2 s allowed for checking time anchors online ran out" in s.ots.detail]
    assert spent, [s.ots.detail for s in report.seals]


# --- redirects ------------------------------------------------------------------------

def test_explorer_redirect_to_another_host_is_refused():
    header = mine_header(b"\x11" * 32, 1_700_000_000)
    with EsploraServer({HEIGHT: header}) as elsewhere, \
            SlowDripServer(redirect_to=elsewhere.url.removesuffix("/api")) as redirecting:
        options = HeaderSourceOptions(explorers=[redirecting.url], timeout=TIMEOUT)
        with pytest.raises(SourceUnavailable, match="redirected to another address"):
            fetch_header(HEIGHT, options)
    assert elsewhere.requests == []


def test_explorer_redirect_on_the_same_host_is_followed():
    header = mine_header(b"\x11" * 32, 1_700_000_000)
    with EsploraServer({HEIGHT: header}) as explorer:
        found = fetch_header(HEIGHT, HeaderSourceOptions(explorers=[explorer.url + "/"]))
    assert found.raw == header


def test_bitcoin_node_redirect_to_another_host_is_refused():
    with BitcoinRpcServer({}, "u", "p") as elsewhere, \
            SlowDripServer(redirect_to=elsewhere.url) as redirecting:
        options = HeaderSourceOptions(explorers=[], bitcoind_url=redirecting.url,
                                      timeout=TIMEOUT)
        with pytest.raises(SourceUnavailable, match="redirected to another address"):
            fetch_header(HEIGHT, options)
    assert elsewhere.requests == []


def test_rekor_redirect_to_another_host_is_refused():
    with SlowDripServer() as elsewhere, SlowDripServer(redirect_to=elsewhere.url) as log:
        result = check_rekor(LIST, RekorOptions(url=log.url, public_key_pem=demo_public_key_pem(),
                                                timeout=TIMEOUT))
    assert result.status is Status.NOT_CHECKED
    assert "redirected to another address" in result.detail
    assert elsewhere.requests == []


def test_slow_but_steady_download_resumes_until_complete(site, demo_master, tmp_path):
    path = "/api/v1/council-league.json"
    site.overrides[path] = b"0123456789" * 4
    site.drip[path] = 0.05  # about 20 bytes a second: 2 s for the whole file
    report = fetch_bundle(live_request(site, tmp_path / "league", days=[], timeout=0.5,
                                       retries=0, progress_bytes=3, chunk_size=1))
    assert (tmp_path / "league/api/v1/council-league.json").read_bytes() == b"0123456789" * 4
    assert sum(1 for p, r in site.requests if p == path and r) >= 2  # resumed with Range
    assert report.verdict == "ok", report.problems


# --- the whole fetch has a deadline (issue 26, item 7) ------------------------------------

DRIPPED = ["/api/v1/council-stats.json", "/api/v1/council-forecasts.csv"]


def test_a_dripping_site_is_given_up_on_at_the_fetch_deadline_and_the_files_named(site,
                                                                                 tmp_path):
    for path in DRIPPED:
        site.drip[path] = 0.2
    # Each dripping file alone: 4 tries of 1 s. The whole fetch may take 2.5 s.
    report, seconds = timed(lambda: fetch_bundle(live_request(
        site, tmp_path / "league", days=[], timeout=TIMEOUT, retries=3, deadline=2.5)))
    assert seconds < 2.5 + TIMEOUT + SLACK
    assert report.given_up and set(report.given_up) <= {f.relpath for f in report.files}
    assert {f.status for f in report.files if f.relpath in report.given_up} == {"given_up"}
    [said] = [p for p in report.problems if p.startswith("Gave up on")]
    assert f"Gave up on {len(report.given_up)} file(s) when the 2.5 s allowed" in said
    # the sentence names the first SHOWN_GIVEN_UP files and counts the rest (the demo's
    # portfolio files made the list longer than the cap); --json lists every one
    shown = report.given_up[:SHOWN_GIVEN_UP]
    assert all(name in said for name in shown)
    more = len(report.given_up) - len(shown)
    assert (f"and {more} more (all listed in --json)" in said) is (more > 0)
    assert report.to_json()["given_up"] == report.given_up
    assert report.verdict == "problems"


def test_fetch_names_the_deadline_on_the_command_line(site, tmp_path, capsys):
    from tests.fetch.test_cli_fetch import run

    site.drip[DRIPPED[0]] = 0.2
    # a second try keeps the dripping file going past the deadline (one try of 1 s ends
    # before 1.5 s, and the other files may all arrive in time on a quick machine)
    code = run(["fetch", site.data_url, str(tmp_path / "league"), "--timeout", "1",
                "--retries", "1",
                "--deadline", "1.5", "--quiet"])
    out = capsys.readouterr().out
    assert code == 1
    assert "Gave up on" in out and "--deadline" in out
