"""Cancel and resume; refreshes that find a grown book, and one that finds history rewritten."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.fetch.conftest import live_request
from verifier_app.core.errors import Cancelled
from verifier_app.fetch import fetch_bundle

BOOK = "/api/v1/council-book.jsonl"


def snapshot(folder):
    return {p.relative_to(folder).as_posix(): p.read_bytes()
            for p in folder.rglob("*") if p.is_file()}


def test_cancel_leaves_previous_bundle_intact_and_next_run_resumes(site, demo_master, tmp_path):
    dest = tmp_path / "league"
    book = (demo_master / BOOK.lstrip("/")).read_bytes()
    lines = book.splitlines(keepends=True)
    site.overrides[BOOK] = b"".join(lines[:40])
    fetch_bundle(live_request(site, dest, days=["2026-10-19"]))
    before = snapshot(dest)
    site.overrides.clear()  # the book grew on the server

    def cancel_midway(progress):
        if progress.label == "api/v1/council-book.jsonl" and progress.file_done > 100_000:
            stop["now"] = True

    stop = {"now": False}
    with pytest.raises(Cancelled):
        fetch_bundle(live_request(site, dest, days=["2026-10-19"]), cancel_midway,
                     lambda: stop["now"])
    assert snapshot(dest) == before
    site.requests.clear()
    report = fetch_bundle(live_request(site, dest, days=["2026-10-19"]))
    ranges = [r for p, r in site.requests if p == BOOK]
    assert ranges and ranges[0] is not None and int(ranges[0][6:-1]) > 100_000
    assert (dest / BOOK.lstrip("/")).read_bytes() == book
    assert report.refresh_verdict == "consistent"
    [grew] = report.findings
    assert grew.kind == "grew" and grew.old_lines == 40 and not grew.alarm


def test_cut_off_download_resumes_within_one_run(site, demo_master, tmp_path):
    site.cut_once[BOOK] = 50_000
    dest = tmp_path / "league"
    report = fetch_bundle(live_request(site, dest, days=[]))
    assert report.verdict == "ok", report.problems
    first, again = [r for p, r in site.requests if p == BOOK]
    assert first is None and 0 < int(again[6:-1]) <= 50_000  # from the last whole chunk
    assert (dest / BOOK.lstrip("/")).read_bytes() == (demo_master / BOOK.lstrip("/")).read_bytes()


def test_rewritten_old_book_line_is_caught_and_both_copies_kept(site, demo_master, tmp_path):
    dest = tmp_path / "league"
    fetch_bundle(live_request(site, dest, days=[]))
    original = (dest / BOOK.lstrip("/")).read_bytes()
    lines = original.splitlines(keepends=True)
    target = 51  # line 52: the operator edits one old line and appends nothing
    assert b'"at": "' in lines[target]
    lines[target] = lines[target].replace(b'"at": "', b'"at": "X', 1)
    site.overrides[BOOK] = b"".join(lines)
    report = fetch_bundle(live_request(site, dest, days=[]))
    assert report.verdict == "rewritten" and report.refresh_verdict == "rewritten"
    [alarm] = report.alarms
    assert alarm.first_changed_line == target + 1
    assert f"The operator changed lines you already had: line {target + 1}" in alarm.detail
    assert Path(alarm.kept_at).read_bytes() == original
    assert (dest / BOOK.lstrip("/")).read_bytes() == b"".join(lines)
    record = json.loads((dest / "bundle.json").read_bytes())
    assert record["history"][-1]["findings"][0]["first_changed_line"] == target + 1


def test_replaced_stamped_list_of_a_past_day_is_an_alarm(site, demo_master, tmp_path):
    dest = tmp_path / "league"
    fetch_bundle(live_request(site, dest, days=["2026-10-20"]))
    day = demo_master / "markets/proof/2026-10-20"
    stamped = sorted(day.glob("*Z.txt"))[0]
    path = f"/markets/proof/2026-10-20/{stamped.name}"
    site.overrides[path] = stamped.read_bytes() + b"one more line\n"
    report = fetch_bundle(live_request(site, dest, days=["2026-10-20"]))
    [alarm] = report.alarms
    assert alarm.relpath == path.lstrip("/") and alarm.kind == "changed"


def test_shorter_book_is_an_alarm(site, demo_master, tmp_path):
    dest = tmp_path / "league"
    fetch_bundle(live_request(site, dest, days=[]))
    lines = (demo_master / BOOK.lstrip("/")).read_bytes().splitlines(keepends=True)
    site.overrides[BOOK] = b"".join(lines[:-3])
    report = fetch_bundle(live_request(site, dest, days=[]))
    [alarm] = report.alarms
    assert alarm.kind == "shrunk" and "removed lines you already had" in alarm.detail


def test_unchanged_refresh_is_consistent(site, tmp_path):
    dest = tmp_path / "league"
    fetch_bundle(live_request(site, dest, days=["2026-10-21"]))
    report = fetch_bundle(live_request(site, dest, days=["2026-10-21"]))
    assert report.refresh_verdict == "consistent" and not report.findings
    assert {f.status for f in report.files} <= {"unchanged", "not_offered"}
