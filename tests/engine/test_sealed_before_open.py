"""The central claim moves the verdict (paper Section 3.11, P1b; Section 3.3): a counted
answer sealed after its session's 09:30 New York open with no sealed late_ref fails the
walk, naming the line, seat, run and how late; the text output says the same."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.pristine import walked
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.failures import ClaimFailure
from verifier_app.core.messages import Message
from verifier_app.core.results import Status
from verifier_app.demo.generator import DemoSettings
from verifier_app.engine.properties import P2, LineProperties, P1a, P1b, P3Line
from verifier_app.engine.sealed_before_open import summarise
from verifier_app.engine.walk import walk
from verifier_app.report.text import render_report


@pytest.fixture(scope="module")
def late_bundle(demo_masters) -> Path:
    """The demo league, but its answer sealed 35 min after the 2026-10-21 open carries no
    late_ref: everything else (chain, seals, tokens, log) is as honest as the demo's."""
    return demo_masters(DemoSettings(late_reference=False))


def test_a_counted_answer_sealed_after_the_open_fails_the_verdict(late_bundle: Path) -> None:
    report = walk(open_bundle([late_bundle]))
    assert report.verdict == "fail"
    reason = report.summary.first_reason
    assert reason is not None and reason.check == "p1b"
    assert reason.failure is ClaimFailure.SEALED_AFTER_OPEN
    # Line 51, seat s03, run 2026-10-21-am: sealed 35 min 14 s after the 13:30Z open.
    assert "line 51 (seat s03, run 2026-10-21-am, sealed 35 min 14 s after the open)" in \
        reason.sentence
    data = report.to_json()["p1b_summary"]
    assert data["status"] == "fail"
    assert data["late"] == [{"line": 51, "run_id": "2026-10-21-am", "seat": "s03",
                             "sealed_at": "2026-10-21T14:05:14Z", "open": "2026-10-21T13:30:00Z",
                             "late_seconds": 2114}]
    text = render_report(report, str, str)
    assert "Verdict: FAIL" in text and "line 51 (seat s03" in text


def test_the_demo_passes_the_claim_with_its_late_line_a_separate_event(
        demo_master: Path) -> None:
    report = walked(demo_master)
    check = next(c for c in report.checks if c.id == "p1b")
    assert check.status.value == "pass" and check.applies
    summary = report.to_json()["p1b_summary"]
    assert summary["separate_events"] == 1 and summary["late"] == []
    assert summary["counted_lines"] == summary["before_open"] + 1
    # The early runs' lines are kept in the book and are not counted.
    counted = [line for line in report.properties.to_json()["lines"] if line["P3"]["counted"]]
    assert summary["counted_lines"] == len(counted) < len(report.properties.to_json()["lines"])


def _line(n: int, p1b: dict, counted: bool | None,
          run: str = "2026-10-22-am") -> LineProperties:
    said = Message.of("prop.no_run")
    found = P1b(Status(p1b["status"]), p1b.get("level"), said, sealed_at=p1b.get("sealed_at"),
                open=p1b.get("open"), late_seconds=p1b.get("late_seconds"))
    p3 = P3Line(Status.PASS if counted is not None else Status.NOT_CHECKED, said,
                counted=counted)
    return LineProperties(n, run, "s01", P2(Status.PASS, "1", said),
                          P1a(Status.NOT_CHECKED, said), found, p3)


def test_a_late_line_of_a_run_that_does_not_count_does_not_move_the_claim() -> None:
    late = {"status": "fail", "level": "1", "sealed_at": "2026-10-22T14:00:00Z",
            "open": "2026-10-22T13:30:00Z", "late_seconds": 1800}
    on_time = {"status": "pass", "level": "1"}
    assert summarise([_line(2, on_time, True), _line(3, late, False)]).status.value == "pass"
    # Whether it counts cannot be told (no declaration): not checked, never a pass.
    undecided = summarise([_line(2, on_time, True), _line(3, late, None)])
    assert undecided.status.value == "not_checked" and undecided.undecided == (3,)
    assert summarise([_line(2, on_time, True), _line(3, late, True)]).status.value == "fail"


def test_levels_by_period_rest_the_development_sessions_on_level_1() -> None:
    """Section 3.11: the development sessions of 19 and 20 October rest P1b on level 1;
    the counted register from 21 October reaches 2+ where tokens precede the open."""
    dev = _line(2, {"status": "pass", "level": "1"}, True, run="2026-10-20-am")
    counted = _line(9, {"status": "pass", "level": "2+"}, True, run="2026-10-21-am")
    periods = summarise([dev, counted]).periods
    assert [(p.period, p.first_day, p.level) for p in periods] == [
        ("development", "2026-10-20", "1"), ("counted", "2026-10-21", "2+")]
