"""P3 from the declarations the asks chain seals (paper Sections 3.4 and 3.11, P3).

Section 3.4: the schedule is declared as the first line of asks.jsonl, 04:16 UTC on
2026-10-21, eight hours before the morning run (SHA-256 c24b0d4f…5df5). Section 3.11: "the
first well-formed answer of each seat counts from session 11 (declared in asks.jsonl, line
74)". Each test changes one thing, a run's name, where a declaration stands, or one sealed
line, and shows what P3, requirement 6, the verdict and the figures then say."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

from tests.pristine import counted, walked
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.declarations import read_declarations
from verifier_app.demo.generator import DemoSettings, write_demo_bundle
from verifier_app.demo.league import Declaring
from verifier_app.engine.walk import walk
from verifier_app.report.html import render_html
from verifier_app.stats import compute_stats

ASKS = Path("api") / "v1" / "asks.jsonl"


def _walked(root: Path):
    bundle = open_bundle([root])
    report = walk(bundle)
    return report, compute_stats(bundle, report)


def _sessions(report) -> dict[str, dict]:
    return {s["session"]: s for s in report.properties.to_json()["P3"]["sessions"]}


def _requirement(report, number: int):
    return next(r for r in report.requirements if r.number == number)


def _n_eff(stats) -> dict[str, int]:
    return {r.session: r.count.n for r in stats.n_eff if r.horizon == "1d"
            and r.run_id.startswith(r.session) and r.count is not None and r.count.n}


def test_the_demo_reads_its_schedule_from_asks_line_1(demo_master: Path):
    bundle = open_bundle([demo_master])
    found = read_declarations(bundle.asks_chain)
    assert found.schedule is not None and found.schedule.declared.line == 1
    assert (found.schedule.from_day, found.schedule.slot.name) == ("2026-10-21", "morning")
    assert found.within_run is not None and found.within_run.from_session == 11
    report = walked(demo_master)  # the walk of this bundle, shared with other tests
    session = _sessions(report)["2026-10-21"]
    assert session["status"] == "pass" and session["rule_line"] == 1
    assert session["detail"].startswith("counted run 2026-10-21-am by the rule declared at "
                                        "asks.jsonl line 1")
    assert _requirement(report, 6).standing.value == "met"


def test_renaming_the_morning_run_does_not_change_which_run_counts(demo_master: Path,
                                                                    tmp_path: Path):
    """No run counts because of its name: the morning run called 2026-10-21-0825 still
    counts (it is sealed in the declared 08:25 New York slot), with the same figures."""
    root = tmp_path / "renamed"
    write_demo_bundle(root, DemoSettings(declaring=Declaring(morning="0825")))
    report, stats = _walked(root)
    assert report.summary.verdict.contract_word == "pass"
    sessions = _sessions(report)
    assert sessions["2026-10-21"]["counted_run"] == "2026-10-21-0825"
    assert sessions["2026-10-26"]["counted_run"] == "2026-10-26-0825"
    assert all(s["status"] == "pass" for s in sessions.values())
    assert next(c for c in report.checks if c.id == "p3").status.value == "pass"
    original = counted(demo_master)
    assert _n_eff(stats) == _n_eff(original) and _n_eff(stats)


def test_a_schedule_declared_after_the_run_fails_p3_and_requirement_6(tmp_path: Path):
    """The declaration sealed at 08:40 New York time, after the 08:30 morning run of
    2026-10-21 it governs: no rule was declared before the runs."""
    root = tmp_path / "after"
    write_demo_bundle(root, DemoSettings(declaring=Declaring(schedule="after_run")))
    report, stats = _walked(root)
    session = _sessions(report)["2026-10-21"]
    assert session["status"] == "fail" and session["rule_line"] == 6
    assert "is not sealed before the run it governs (2026-10-21-am, 2026-10-21T12:30:00Z)" \
        in session["detail"]
    assert report.properties.to_json()["P3"]["status"] == "fail"
    assert _requirement(report, 6).standing.value == "not_met"
    # P3 moves the verdict on its own, as P1b does: the operator could have chosen among runs
    p3 = next(c for c in report.checks if c.id == "p3")
    assert p3.status.value == "fail" and p3.failure.value == "rule_after_runs"
    assert p3.message.render().startswith("In 1 session(s) the counted run rests on a rule "
                                          "sealed after the runs")
    assert "first 2026-10-21" in p3.message.render()
    reason = next(r for r in report.summary.reasons if r.check == "p3")
    assert reason.status.value == "fail" and reason.failure.value == "rule_after_runs"
    assert report.summary.verdict.contract_word == "fail"
    # the statistics count no run the rule did not precede: that session is not settled
    check = next(c for c in report.checks if c.id == "forecasts_file")
    assert check.evidence["counted_run_not_settled"] > 0
    assert "2026-10-21" not in _n_eff(stats) and "2026-10-22" in _n_eff(stats)
    # the report lists P3 per session, the failing one with its reason
    html = render_html(report, None, None, datetime(2026, 10, 27, tzinfo=UTC))
    row = html[html.index("<td>2026-10-21</td>"):]
    assert row.index("FAIL") < row.index("is not sealed before the run it governs") < \
        row.index("<td>2026-10-22</td>")


def test_without_the_within_run_rule_session_11_is_not_checked(tmp_path: Path):
    """Line 74's rule removed: P3 of session 11 (2026-11-02) says it is not declared, and
    the statistics do not apply a first-answer rule nobody declared."""
    root = tmp_path / "no-within"
    write_demo_bundle(root, DemoSettings(sessions=11, declaring=Declaring(within_run=False)))
    report, stats = _walked(root)
    sessions = _sessions(report)
    assert sessions["2026-10-30"]["status"] == "pass"  # session 10: before the rule
    assert sessions["2026-11-02"]["status"] == "not_checked"
    p3 = next(c for c in report.checks if c.id == "p3")  # never a pass: the verdict is not
    assert p3.status.value == "not_checked" and "first 2026-11-02" in p3.message.render()
    assert report.summary.verdict.contract_word in ("incomplete", "fail")
    assert "not declared in the asks chain (the paper declares it at asks.jsonl line 74, " \
           "from session 11)" in sessions["2026-11-02"]["detail"]
    kept = stats.eligibility.answers_not_counted
    assert kept.rule.startswith("no rule within the run is declared in the asks chain")
    assert kept.kept["answer_not_counted"].lines == 0


def test_an_edited_declaration_line_is_not_read_and_says_so(demo_bundle: Path):
    """Only the sealed line changes: the schedule's slot renamed in asks.jsonl line 1
    without resealing it. The chain check fails, and P3 reads no rule from a broken line."""
    path = demo_bundle / ASKS
    lines = path.read_bytes().split(b"\n")
    first = json.loads(lines[0])
    first["counted_run"]["slot"] = "evening"
    lines[0] = json.dumps(first, sort_keys=True, ensure_ascii=False).encode()
    path.write_bytes(b"\n".join(lines))
    report, _ = _walked(demo_bundle)
    assert report.summary.verdict.contract_word == "fail"
    session = _sessions(report)["2026-10-21"]
    assert session["status"] == "not_checked"
    assert "the declaration at asks.jsonl line 1 does not keep the chain's rules" \
        in session["detail"]
