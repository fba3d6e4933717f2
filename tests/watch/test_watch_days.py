"""Watch over five days of a league that grows session by session (issue 29, item 4).

A loopback live site serves the demo generator's season revealed day by day
(``tests/servers/growing_league``); its transparency log grows with it; a loopback
OpenTimestamps calendar answers pending for one seal's proof on day 4 and completes it on
day 5. Among the five days: a counted line sealed after the open (day 3: Section 3.11,
"a counted line sealed after the open without its own reference fails P1b"), a proof
pending then upgraded (days 4-5: Appendix B step 6, "se completa con ots upgrade"), and a
history rewrite (day 5: a line the reader had verified changes). Each is told exactly
once; the clock and the sleep are the test's, so five days pass in seconds, and
``until`` ends the watch.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from tests.servers.calendar import CalendarServer, calendar_answer
from tests.servers.esplora import EsploraServer
from tests.servers.growing_league import API, PROOF, reveal, seal_days
from tests.servers.live_site import LiveSite
from tests.servers.rekor_log import RekorLogServer
from verifier_app.anchors.anchor_options import AnchorOptions
from verifier_app.anchors.ots import HeaderSourceOptions, check_ots
from verifier_app.anchors.ots_demo import make_pending_proof
from verifier_app.anchors.tsa_demo import demo_root_path
from verifier_app.demo.generator import DemoSettings, write_demo_bundle
from verifier_app.fetch import FetchPolicy
from verifier_app.resources import resource_path
from verifier_app.watch.events import EventKind
from verifier_app.watch.loop import Watcher, WatchOptions

HEADERS = Path("demo-anchors") / "DEMO-NOT-BITCOIN-block-headers.json"
PENDING = "2026-10-22/130022Z.txt"  # its proof: pending on day 4, complete on day 5
LATE_LINE = 51  # the demo's answer sealed 35 min after the 2026-10-21 open, no late_ref
REWRITTEN_LINE = 68  # covered by the last seal of day 4, the head the reader verified
UPGRADE_HEIGHT = 9_100_000
# Request starts a second to one host: the loopback servers are asked as fast as they
# answer. The walk's pacing of public hosts (25 a second) is not what this test is about;
# its own tests are in tests/anchors/test_net_pool.py.
LOOPBACK_RATE = 1000.0


@pytest.fixture(scope="module")
def master(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("season") / "league"
    write_demo_bundle(folder, DemoSettings(sessions=5, late_reference=False))
    return folder


def _log_entries(master: Path, root: Path) -> dict:
    """The log as it stood then: the entries of the lists published so far."""
    entries: dict = {}
    for stamped in (root / PROOF).rglob("*Z.txt"):
        saved = master / "rekor" / f"{hashlib.sha256(stamped.read_bytes()).hexdigest()}.json"
        if saved.is_file():
            entries.update(json.loads(saved.read_bytes()))
    return entries


def _rewrite_line(book: Path, number: int) -> None:
    """One digit of one line changed, as an operator quietly editing history would."""
    lines = book.read_bytes().splitlines(keepends=True)
    lines[number - 1] = lines[number - 1].replace(b"0", b"1", 1)
    book.write_bytes(b"".join(lines))


def test_five_days_each_event_told_once(master, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("VERIFIER_APP_CACHE_DIR", str(tmp_path / "cache"))
    days = seal_days(master)
    assert len(days) == 5
    stamped = (master / PROOF / PENDING).read_bytes()
    root, told = tmp_path / "site", []
    headers = {int(h): bytes.fromhex(v)
               for h, v in json.loads((master / HEADERS).read_bytes()).items()}
    with CalendarServer() as calendar:
        proof = make_pending_proof(hashlib.sha256(stamped).digest(), calendar.url)
        (master / PROOF / f"{PENDING}.ots").write_bytes(proof)
        [pending] = check_ots(hashlib.sha256(stamped).digest(), proof,
                              HeaderSourceOptions(offline=True)).attestations
        header_time = int(datetime(2026, 10, 22, 13, 40, tzinfo=UTC).timestamp())
        answer, block = calendar_answer(pending.commitment, UPGRADE_HEIGHT, header_time)
        reveal(master, root, days[0])
        with LiveSite(root) as site, EsploraServer({**headers, **block}) as explorer, \
                RekorLogServer(_log_entries(master, root)) as log:
            def anchors(bundle):
                return AnchorOptions(
                    headers_file=master / HEADERS, explorers=[explorer.url],
                    trust_ca=[demo_root_path()], rekor_url=log.url, timeout=5,
                    rekor_key=resource_path("rekor", "demo-log-key.pub.pem"),
                    rate=LOOPBACK_RATE)

            clock = [datetime.fromisoformat(f"{days[0]}T21:30:00+00:00")]
            slept = []

            def sleep(seconds: float) -> None:
                """A day passes: the site publishes that day's session."""
                slept.append(seconds)
                clock[0] += timedelta(seconds=seconds)
                day = f"{clock[0]:%Y-%m-%d}"
                reveal(master, root, day)
                if day == days[4]:  # the operator rewrites a line the reader verified
                    _rewrite_line(root / API / "council-book.jsonl", REWRITTEN_LINE)
                    calendar.complete({pending.commitment: answer})
                log.serve(_log_entries(master, root))

            options = WatchOptions(site.data_url, tmp_path / "watched",
                                   every=timedelta(days=1),
                                   until=datetime.fromisoformat(f"{days[4]}T23:00:00+00:00"),
                                   anchors=anchors,
                                   policy=FetchPolicy(timeout=5, retries=0, backoff=0.0))
            watcher = Watcher(options, told.append, clock=lambda: clock[0], sleep=sleep)
            state = watcher.run()
    assert state.polls == 5 and slept == [86400.0] * 4  # until ends it, no real waiting
    keys = Counter(e.key for e in told)
    assert max(keys.values()) == 1, keys  # each event told once
    kinds = Counter(e.kind for e in told)
    assert kinds[EventKind.LATE_LINE] == 1 and kinds[EventKind.REWRITE] == 1
    assert kinds[EventKind.PROOF_UPGRADED] == 1
    late = next(e for e in told if e.kind is EventKind.LATE_LINE)
    assert late.at.date().isoformat() == days[2]
    assert f"line {LATE_LINE} (seat s03, run 2026-10-21-am, sealed 35 min 14 s after the " \
        "open)" in late.message.render()
    rewrite = next(e for e in told if e.kind is EventKind.REWRITE)
    assert rewrite.at.date().isoformat() == days[4]
    assert rewrite.message.render().startswith("HISTORY REWRITTEN:")
    assert f"Line {REWRITTEN_LINE} of daily/council/book.jsonl was rewritten" in \
        rewrite.message.render()
    upgraded = next(e for e in told if e.kind is EventKind.PROOF_UPGRADED)
    assert upgraded.at.date().isoformat() == days[4]
    assert calendar.url in upgraded.message.render() and "9,100,000" in upgraded.message.render()
    # Day 4 told the pending seal as a new seal (the log entry, under the key the reader
    # named, anchors it: level 2); day 5 told its upgrade, nothing more about it.
    about_pending = [e for e in told if PENDING in e.key]
    assert [e.kind for e in about_pending] == [EventKind.SEAL_VERIFIED,
                                               EventKind.PROOF_UPGRADED]
    # Every seal was told when it appeared, on its own day; day 5's seals cover the
    # rewritten line (they were made over the book as it was), so they fail.
    verified = [e for e in told if e.kind in (EventKind.SEAL_VERIFIED, EventKind.SEAL_CHECKED)]
    assert {e.key.split(":")[1].split("/")[2] for e in verified} == set(days[:4])
    assert all(e.key.split(":")[1].split("/")[2] == f"{e.at:%Y-%m-%d}" for e in verified)
    # The seals covering the rewritten line fail, each told once; nothing else fails.
    failed = {e.key.split(":")[1] for e in told if e.kind is EventKind.SEAL_FAILED}
    assert failed and all(k.split("/")[2] >= days[3] for k in failed)
    assert state.failures == sum(1 for e in told if e.failure)
    assert {e.kind for e in told if e.failure} == {EventKind.LATE_LINE, EventKind.REWRITE,
                                                  EventKind.SEAL_FAILED}
    # Polite: unchanged files were asked for conditionally and answered 304.
    assert "/api/v1/council-calibration.json" in site.not_modified
    shutil.rmtree(tmp_path / "watched")
