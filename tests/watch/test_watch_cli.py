"""``verifier-app watch`` (issue 29, item 4): when it polls (the New York session by the
real zone rules and the NYSE calendar, or the protocol's seal times, or --every), --until
read without guessing a zone, and the command's lines and exit codes (cron-friendly:
non-zero on any failure)."""

from __future__ import annotations

import json
from datetime import UTC, datetime, time, timedelta
from pathlib import Path

import pytest

from tests.cli_in_process import run_in_process
from tests.servers.esplora import EsploraServer
from tests.servers.live_site import LiveSite
from tests.servers.rekor_log import RekorLogServer
from verifier_app.anchors.tsa_demo import demo_root_path
from verifier_app.cli_watch import parse_until
from verifier_app.core.errors import UserFacingError
from verifier_app.demo.generator import DemoSettings, write_demo_bundle
from verifier_app.resources import resource_path
from verifier_app.watch.schedule import Schedule, protocol_schedule

HEADERS = Path("demo-anchors") / "DEMO-NOT-BITCOIN-block-headers.json"


def utc(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def test_in_session_every_15_minutes_on_trading_days_only() -> None:
    session = Schedule()
    assert session.rule == "session"
    # 09:30 EDT is 13:30 UTC in October; 09:30 EST is 14:30 UTC from 2 November 2026.
    assert session.next_poll(utc("2026-10-20T12:00:00Z")) == utc("2026-10-20T13:30:00Z")
    assert session.next_poll(utc("2026-10-20T13:30:00Z")) == utc("2026-10-20T13:45:00Z")
    assert session.next_poll(utc("2026-10-20T19:59:00Z")) == utc("2026-10-20T20:00:00Z")
    assert session.next_poll(utc("2026-10-20T20:00:00Z")) == utc("2026-10-21T13:30:00Z")
    # Friday evening: Monday's open; Wednesday before Thanksgiving: Friday's open.
    assert session.next_poll(utc("2026-10-23T20:30:00Z")) == utc("2026-10-26T13:30:00Z")
    assert session.next_poll(utc("2026-11-25T21:30:00Z")) == utc("2026-11-27T14:30:00Z")
    assert session.next_poll(utc("2026-11-02T12:00:00Z")) == utc("2026-11-02T14:30:00Z")


def test_the_protocols_seal_times_and_every(tmp_path) -> None:
    api = tmp_path / "api" / "v1"
    api.mkdir(parents=True)
    (api / "arena-protocol.json").write_text(json.dumps(
        {"seal_times": ["09:00", "17:00", "25:99", 7, "noon"]}), encoding="utf-8")
    seals = protocol_schedule(tmp_path)
    assert seals.seal_times == (time(9, 0), time(17, 0))  # what is not HH:MM is ignored
    assert seals.rule == "seal_times" and seals.seal_times_not_read == 0
    assert seals.next_poll(utc("2026-10-20T12:00:00Z")) == utc("2026-10-20T13:02:00Z")
    assert seals.next_poll(utc("2026-10-20T13:02:00Z")) == utc("2026-10-20T21:02:00Z")
    (api / "arena-protocol.json").write_bytes(b"\xff not json")
    assert protocol_schedule(tmp_path) == Schedule()
    assert Schedule(timedelta(minutes=5)).next_poll(utc("2026-10-24T03:00:00Z")) == \
        utc("2026-10-24T03:05:00Z")


def test_seal_times_past_the_cap_are_said_where_the_rule_is(tmp_path) -> None:
    """The protocol's list is read up to MAX_SEAL_TIMES (48) entries; the rest are said
    in the watch's first line, never dropped silently."""
    from verifier_app.cli_lang import words_for
    from verifier_app.cli_watch import started
    from verifier_app.watch.schedule import MAX_SEAL_TIMES

    api = tmp_path / "api" / "v1"
    api.mkdir(parents=True)
    listed = [f"{h:02d}:{m:02d}" for h in range(24) for m in (0, 30)] + ["23:59", "23:58"]
    (api / "arena-protocol.json").write_text(json.dumps({"seal_times": listed}))
    schedule = protocol_schedule(tmp_path)
    assert MAX_SEAL_TIMES == 48 and len(schedule.seal_times) == 48
    assert time(23, 59) not in schedule.seal_times and schedule.seal_times_not_read == 2
    said = started("https://league.example/api/v1/", schedule, None)
    assert "only the first 48 entries of its list are read: 2 more were not" in \
        said.render(), said.render()
    assert "2 weitere wurden nicht gelesen" in said.render(words_for("de").engine)
    (api / "arena-protocol.json").write_text(json.dumps({"seal_times": listed[:3]}))
    whole = protocol_schedule(tmp_path)
    assert whole.seal_times_not_read == 0 and "only the first" not in \
        started("s", whole, None).render()


def test_until_is_new_york_time_or_carries_its_zone() -> None:
    now = utc("2026-10-21T02:00:00Z")  # 22:00 EDT on the 20th in New York
    assert parse_until("23:00", now) == utc("2026-10-21T03:00:00Z")
    assert parse_until("2026-10-20T16:00:00-04:00", now) == utc("2026-10-20T20:00:00Z")
    with pytest.raises(UserFacingError, match="give HH:MM"):
        parse_until("2026-10-20T16:00:00", now)  # no zone: never read in this computer's


@pytest.fixture(scope="module")
def league(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("watch-cli") / "league"
    write_demo_bundle(folder, DemoSettings(sessions=2))
    return folder


def _watch(site: LiveSite, league: Path, dest: Path, *extra: str):
    headers = {int(h): bytes.fromhex(v)
               for h, v in json.loads((league / HEADERS).read_bytes()).items()}
    entries: dict = {}
    for path in (league / "rekor").glob("*.json"):
        entries.update(json.loads(path.read_bytes()))
    until = (datetime.now(UTC) + timedelta(minutes=2)).strftime("%Y-%m-%dT%H:%M:%SZ")
    with EsploraServer(headers) as explorer, RekorLogServer(entries) as log:
        return run_in_process(
            "watch", site.data_url, "--every", "60", "--until", until, "--dest", dest,
            "--headers", league / HEADERS, "--explorer", explorer.url,
            "--trust-ca", demo_root_path(), "--rekor-url", log.url,
            "--rekor-key", resource_path("rekor", "demo-log-key.pub.pem"), *extra)


def test_one_poll_prints_each_new_seal_and_exits_zero(league, tmp_path) -> None:
    with LiveSite(league) as site:
        done = _watch(site, league, tmp_path / "watched", "--json")
    assert done.returncode == 0, done.stderr.decode()
    data = json.loads(done.stdout)
    assert {"source", "dest", "schedule", "until", "polls", "failures", "events",
            "head"} <= set(data)
    assert data["polls"] == 1 and data["failures"] == 0 and data["schedule"] == "every"
    lines = done.stderr.decode().splitlines()
    assert lines[0].startswith(f"Watching {site.data_url}: every 60 min; until ")
    # The reader named the log and its key: a log entry under a signed time anchors the
    # seal (level 2; the demo's low-work block headers only warn and lift nothing).
    assert any("New seal markets/proof/2026-10-19/" in line and "level 2" in line
               for line in lines), lines
    assert lines[-1].startswith("Watch ended at ") and "1 poll(s)" in lines[-1]
    assert data["head"]["lines"] > 0


def test_a_failure_makes_the_exit_code_non_zero(league, tmp_path) -> None:
    book = league / "api" / "v1" / "council-book.jsonl"
    original = book.read_bytes()
    lines = original.splitlines(keepends=True)
    lines[4] = lines[4].replace(b"0", b"1", 1)  # a sealed line quietly changed
    with LiveSite(league) as site:
        site.overrides["/api/v1/council-book.jsonl"] = b"".join(lines)
        done = _watch(site, league, tmp_path / "watched")
    out = done.stdout.decode()
    assert done.returncode == 1, done.stderr.decode()
    assert "SEAL FAILED: markets/proof/2026-10-19/" in out
    assert len(out.splitlines()) == len(set(out.splitlines()))  # each event once


def test_a_pipe_in_place_of_the_protocol_file_does_not_hang_the_watch(league,
                                                                      tmp_path) -> None:
    """The watch's folder is the reader's: a pipe where the site's protocol was kept is
    input like any other. Before the first poll the watch reads the seal times from it; a
    blocking open would wait for a writer for ever."""
    import os
    import threading

    from verifier_app.anchors.anchor_options import AnchorOptions
    from verifier_app.watch.events import EventKind
    from verifier_app.watch.loop import Watcher, WatchOptions

    dest = tmp_path / "watched"
    protocol = dest / "api" / "v1" / "arena-protocol.json"
    protocol.parent.mkdir(parents=True)
    os.mkfifo(protocol)
    anchors = AnchorOptions(headers_file=league / HEADERS, explorers=[], offline=True,
                            trust_ca=[demo_root_path()])
    with LiveSite(league) as site:
        made: list[Watcher] = []
        options = WatchOptions(site.data_url, dest, anchors=lambda _: anchors)
        starting = threading.Thread(target=lambda: made.append(Watcher(options, print)),
                                    daemon=True)
        starting.start()
        starting.join(10)
        if starting.is_alive():  # let the reader go: a writer that closes at once
            os.close(os.open(protocol, os.O_WRONLY | os.O_NONBLOCK))
        assert not starting.is_alive() and made, "the watch waited on a pipe"
        assert made[0].schedule.rule == "session"  # no seal times read from a pipe
        events = made[0].poll()
    assert any(e.kind in (EventKind.SEAL_CHECKED, EventKind.SEAL_VERIFIED)
               for e in events), events
    assert protocol.is_file()  # the poll put the site's protocol back as a file


def test_a_seal_whose_book_was_not_fetched_is_not_checked_never_verified(league,
                                                                        tmp_path) -> None:
    """The book cannot be downloaded (HTTP 500) while the lists, their proofs and the
    outgoing asks can: no seal's claim on the book is checked, so no seal is told as
    verified or as matching the book (the asks alone are not the book, Appendix B step 3);
    each is NOT CHECKED, and the exit code is non-zero."""
    with LiveSite(league) as site:
        site.fail.add("/api/v1/council-book.jsonl")
        done = _watch(site, league, tmp_path / "watched", "--json")
    assert done.returncode == 1, done.stderr.decode()
    data = json.loads(done.stdout)
    kinds = [e["kind"] for e in data["events"]]
    lists = sorted((league / "markets" / "proof").rglob("*Z.txt"))
    assert kinds.count("seal_not_checked") == len(lists) > 0
    assert "seal_verified" not in kinds and "seal_checked" not in kinds
    said = done.stderr.decode()
    assert "verified" not in said.replace("is verified yet", "")
    assert "match the book" not in said
    assert f"NOT CHECKED: new seal {lists[0].relative_to(league).as_posix()} (" in said
    assert data["failures"] == len(lists) + 1  # and the book that could not be fetched
