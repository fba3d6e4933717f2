"""A day's page (issue 29, item 5): the chosen day's seals, the lines each covers, each
anchor's time in UTC and New York, and what is still pending with when it will likely
complete. Times follow the paper's ET by the real zone rules (SPEC section 3: "use real
time-zone rules, EDT/EST"); levels are Section 3.12's ("El nivel 2+ es el nivel 2 más un
tiempo firmado")."""

from __future__ import annotations

import json
from datetime import datetime

import pytest

from tests.cli_in_process import run_in_process
from verifier_app.core.anchor_results import OtsResult, ProofKind, TokenResult
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.errors import UserFacingError
from verifier_app.core.results import CoverResult, SealResult, Status
from verifier_app.engine.day_report import (
    EXPECTED_BY,
    EXPECTED_FROM,
    chosen_day,
    day_report,
    seal_level,
    today_in_new_york,
)
from verifier_app.engine.walk import walk
from verifier_app.report.day import render_day_text
from verifier_app.report.words import ReportWords
from verifier_app.resources import demo_bundle_dir

PENDING_LIST = "markets/proof/2026-10-20/132317Z.txt"  # the demo's calendar-pending proof


@pytest.fixture(scope="module")
def report():
    return walk(open_bundle([demo_bundle_dir()]))


def at(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def test_today_is_the_new_york_day_by_the_real_rules() -> None:
    # 03:00 UTC on 21 October is 23:00 EDT on the 20th; 04:30 UTC on 3 November is
    # 23:30 EST on the 2nd (New York left daylight time on 1 November 2026).
    assert today_in_new_york(at("2026-10-21T03:00:00Z")) == "2026-10-20"
    assert today_in_new_york(at("2026-10-21T04:00:00Z")) == "2026-10-21"
    assert today_in_new_york(at("2026-11-03T04:30:00Z")) == "2026-11-02"
    assert today_in_new_york(at("2026-11-03T05:00:00Z")) == "2026-11-03"
    assert chosen_day(None, at("2026-10-21T03:00:00Z")) == "2026-10-20"
    with pytest.raises(UserFacingError, match="2026-13-20 is not a day"):
        chosen_day("2026-13-20")


def test_each_seal_of_the_day_with_its_lines_and_its_anchors_times(report) -> None:
    page = day_report(report, "2026-10-20", at("2026-10-20T14:00:00Z"))
    assert [s.list.rsplit("/", 1)[-1] for s in page.seals] == \
        ["121027Z.txt", "130027Z.txt", "132317Z.txt", "210107Z.txt"]
    first = page.seals[0]
    assert first.time.utc_text == "2026-10-20 12:10:27"
    assert first.time.new_york_text == "2026-10-20 08:10:27 EDT"
    book = next(c for c in first.covers if c.book.endswith("book.jsonl"))
    assert (book.lines, book.first_new) == (23, 18)  # 1-17 were sealed on the 19th
    second = next(c for c in page.seals[1].covers if c.book.endswith("book.jsonl"))
    assert (second.lines, second.first_new) == (35, 24)
    bitcoin = first.anchors[0]
    assert (bitcoin.kind, bitcoin.name) == ("bitcoin", "9,000,003")
    assert bitcoin.time.utc_text == "2026-10-20 12:48:27"
    assert bitcoin.time.new_york_text == "2026-10-20 08:48:27 EDT"
    assert page.today and not page.failed
    assert "2026-10-19" in page.days and "2026-10-26" in page.days


def test_a_pending_proof_is_listed_with_its_estimate_and_its_assumption(report) -> None:
    before = day_report(report, "2026-10-20", at("2026-10-20T14:00:00Z"))
    [seal] = before.pending
    assert seal.list == PENDING_LIST
    pending = seal.pending
    assert pending.calendars == ("https://demo-calendar.invalid",)
    assert pending.expected_from.utc == at("2026-10-20T13:23:17Z") + EXPECTED_FROM
    assert pending.expected_by.utc == at("2026-10-20T13:23:17Z") + EXPECTED_BY
    said = pending.said().render()
    assert "likely complete between 2026-10-20 14:23:17 and 2026-10-20 16:23:17 UTC" in said
    assert "(2026-10-20 10:23:17 EDT to 2026-10-20 12:23:17 EDT in New York)" in said
    assert "assuming the calendar's commitment reaches a Bitcoin block with a few " \
        "confirmations, which typically takes 1 to 3 hours after the stamp" in said
    assert not pending.overdue
    # A pending proof never lifts the seal (its Bitcoin anchor is not checked), and the
    # demo's own log key proves nothing: level 1, the chain's.
    assert seal.level == "1" and seal.anchors[0].status is Status.NOT_CHECKED
    later = day_report(report, "2026-10-20", at("2026-10-20T16:23:18Z"))
    assert later.pending[0].pending.overdue
    assert "that time has passed, so check again online" in \
        later.pending[0].pending.said().render()


def _passing(**anchors) -> SealResult:
    seal = SealResult(list="x/130025Z.txt", sha256="00" * 32, status=Status.PASS,
                      covers=[CoverResult("book.jsonl", 3, "a", "b", file="book.jsonl",
                                          status=Status.PASS)], anchors_checked=True)
    for name, value in anchors.items():
        setattr(seal, name, value)
    return seal


def test_levels_follow_section_3_12(report) -> None:
    # The demo's anchors are checked against the app's own demonstration keys and
    # headers: they warn at best and prove nothing, so its seals stay at level 1.
    demo = day_report(report, "2026-10-21", at("2026-10-21T20:00:00Z"))
    assert {s.level for s in demo.seals} == {"1"}
    block = OtsResult(kind=ProofKind.BITCOIN, status=Status.PASS, height=972334)
    token = TokenResult(tsa="freetsa", status=Status.PASS,
                        gen_time=at("2026-10-21T13:00:19Z"))
    assert seal_level(_passing(ots=block), "book.jsonl") == "2"
    assert seal_level(_passing(ots=block, tokens=[token]), "book.jsonl") == "2+"
    # A token without an anchor is not level 2+ (levels.with_signed_time).
    assert seal_level(_passing(tokens=[token]), "book.jsonl") == "1"
    low_work = OtsResult(kind=ProofKind.BITCOIN, status=Status.WARN, height=9, low_work=True)
    # a warning proves none
    assert seal_level(_passing(ots=low_work, tokens=[token]), "book.jsonl") == "1"
    failed = SealResult(list="markets/proof/2026-10-20/130025Z.txt", sha256="00" * 32,
                        status=Status.FAIL)
    assert seal_level(failed, "book.jsonl") is None
    chain_only = SealResult(list="x/130025Z.txt", sha256="00" * 32, status=Status.NOT_CHECKED,
                            covers=[CoverResult("book.jsonl", 3, "a", "b", file="book.jsonl",
                                                status=Status.PASS)])
    assert seal_level(chain_only, "book.jsonl") == "1"  # a prefix alone says nothing about time


def test_no_level_from_a_book_that_was_not_checked() -> None:
    """Section 3.12's levels are the book's lines': a list whose claim on the book was not
    checked (the book not provided) reaches none, however its anchors and its claim on the
    outgoing asks fare (the asks alone are not the book, as in step 3)."""
    block = OtsResult(kind=ProofKind.BITCOIN, status=Status.PASS, height=972334)
    asks_only = SealResult(list="x/130025Z.txt", sha256="00" * 32, status=Status.PASS,
                           covers=[CoverResult("daily/council/book.jsonl", 3, "a", "b"),
                                   CoverResult("daily/council/asks.jsonl", 2, "c", "d",
                                               file="asks.jsonl", status=Status.PASS)],
                           anchors_checked=True, ots=block)
    assert seal_level(asks_only, None) is None  # the bundle has no book
    assert seal_level(asks_only, "council-book.jsonl") is None  # it names no claim on it
    assert seal_level(_passing(ots=block), "another-book.jsonl") is None


def test_a_day_of_a_bundle_without_its_book_reaches_no_level(tmp_path) -> None:
    """The demo without its book (a download whose book failed): the page lists the day's
    seals, but none reaches a level, and the text says so."""
    import shutil

    copy = tmp_path / "no-book"
    shutil.copytree(demo_bundle_dir(), copy)
    (copy / "api" / "v1" / "council-book.jsonl").unlink()
    page = day_report(walk(open_bundle([copy])), "2026-10-21", at("2026-10-21T20:00:00Z"))
    assert page.seals and {s.level for s in page.seals} == {None}
    assert all(s.status is not Status.FAIL for s in page.seals)
    text = render_day_text(page, ReportWords())
    assert "no level reached" in text and ", level 1" not in text


def test_a_day_without_seals_says_so_and_names_the_days_that_have_some(report) -> None:
    page = day_report(report, None, at("2026-12-03T15:00:00Z"))
    assert page.day == "2026-12-03" and page.seals == () and page.today
    assert page.headline().render() == "This bundle holds no seal of 2026-12-03."
    text = render_day_text(page, ReportWords())
    assert "Days with seals: 2026-10-19" in text


def test_the_command_prints_the_page_and_its_json_keys(report) -> None:
    done = run_in_process("day", demo_bundle_dir(), "--date", "2026-10-20", "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert {"day", "today", "made_at", "seals", "pending", "failed", "days_with_seals",
            "summary", "estimate", "walk_verdict"} <= set(data)
    assert data["day"] == "2026-10-20" and data["pending"] == [PENDING_LIST]
    assert data["estimate"]["from_hours"] == 1 and data["estimate"]["by_hours"] == 3
    seal = data["seals"][0]
    assert {"list", "sha256", "time", "status", "level", "covers", "anchors"} <= set(seal)
    assert seal["time"] == {"utc": "2026-10-20T12:10:27Z",
                            "new_york": "2026-10-20T08:10:27-04:00"}
    text = run_in_process("day", demo_bundle_dir(), "--date", "2026-10-20", "--lang", "en")
    assert text.returncode == 0
    out = text.stdout.decode()
    assert "The seals of 2026-10-20 (a New York day)" in out
    assert "covers daily/council/book.jsonl lines 1–23 (new since the seal before: 18–23)" \
        in out
    bad = run_in_process("day", demo_bundle_dir(), "--date", "20-10-2026")
    assert bad.returncode == 2 and b"is not a day of the form YYYY-MM-DD" in bad.stderr


def test_a_failed_seal_of_the_day_makes_the_command_fail(tmp_path) -> None:
    from verifier_app.demo.generator import DemoSettings, write_demo_bundle

    write_demo_bundle(tmp_path / "b", DemoSettings(sessions=3), tamper="flip")
    done = run_in_process("day", tmp_path / "b", "--date", "2026-10-21", "--json")
    data = json.loads(done.stdout)
    assert data["failed"], data["summary"]
    assert done.returncode == 1
    assert all(s["level"] is None for s in data["seals"] if s["status"] == "fail")
