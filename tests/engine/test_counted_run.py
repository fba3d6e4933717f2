"""The counted run, one rule for P3 and the statistics (paper Section 3.4, 3.11 P3): the
declared schedule applied to sealed times only, never to a run's name."""

from __future__ import annotations

from datetime import UTC, datetime, time

from verifier_app.core.counted_run import counted_run, counted_runs, settled
from verifier_app.core.declarations import (
    Declarations,
    Declared,
    ScheduleRule,
    Slot,
    WithinRunRule,
)
from verifier_app.engine.properties import LineIndex, conclude


def _at(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=UTC)


# Section 3.4: the declaration is the asks chain's first line, 04:16 UTC on 2026-10-21,
# "eight hours before the morning run"; its SHA-256 is printed as c24b0d4f…5df5.
PAPER_DECLARED = Declared(1, "2026-10-21T04:16:00Z", _at("2026-10-21T04:16:00"),
                          "c24b0d4f" + "0" * 52 + "5df5")
MORNING = Slot("morning", time(8, 25), "America/New_York")
SCHEDULE = ScheduleRule(PAPER_DECLARED, "2026-10-21", MORNING, (MORNING,))


def _times(runs: dict[str, str]) -> dict[str, tuple[int, datetime]]:
    return {run_id: (n, _at(at)) for n, (run_id, at) in enumerate(runs.items(), 2)}


# 2026-10-20 opens at 13:30Z (EDT); 2026-11-02 at 14:30Z (EST).
DEV = _times({"2026-10-20-early": "2026-10-20T11:40:00", "2026-10-20-am": "2026-10-20T12:30:00",
              "2026-10-20-late": "2026-10-20T13:45:00"})


def test_a_development_session_counts_the_last_run_sealed_before_the_open():
    assert counted_run("2026-10-20", DEV, None) == "2026-10-20-am"
    # a run sealed at 13:29:59Z is still before the open; at 13:30:00Z it is not
    runs = {**DEV, **_times({"2026-10-20-b": "2026-10-20T13:29:59",
                             "2026-10-20-c": "2026-10-20T13:30:00"})}
    assert counted_run("2026-10-20", runs, None) == "2026-10-20-b"


def test_from_2026_10_21_the_declared_morning_slot_counts_and_only_with_the_declaration():
    # The morning slot asks at 08:25 New York time (12:25Z on 2026-10-21, EDT).
    runs = _times({"2026-10-21-am": "2026-10-21T12:30:09",
                   "2026-10-21-wave2": "2026-10-21T13:00:21",  # later, still before the open
                   "2026-10-21-early": "2026-10-21T11:40:00"})  # before the slot
    assert counted_run("2026-10-21", runs, SCHEDULE) == "2026-10-21-am"
    assert counted_run("2026-10-21", runs, None) is None
    assert counted_runs(runs, SCHEDULE) == {"2026-10-21": "2026-10-21-am"}


def test_a_run_counts_by_its_sealed_time_never_by_its_name():
    """Renaming the morning run so it no longer ends in -am does not change which run
    counts; naming an early run -am does not make it count."""
    renamed = _times({"2026-10-21-0825": "2026-10-21T12:30:09",
                      "2026-10-21-am": "2026-10-21T11:40:00"})
    assert counted_run("2026-10-21", renamed, SCHEDULE) == "2026-10-21-0825"
    # the slot follows New York's clock: on 2026-11-02 (EST) 08:25 is 13:25Z
    winter = _times({"2026-11-02-x": "2026-11-02T12:30:00", "2026-11-02-y": "2026-11-02T13:26:00"})
    assert counted_run("2026-11-02", winter, SCHEDULE) == "2026-11-02-y"


def test_a_prefix_that_ends_before_the_open_does_not_settle_a_development_session():
    runs = {"2026-10-20-early": DEV["2026-10-20-early"]}
    assert not settled("2026-10-20", runs, None, _at("2026-10-20T12:00:00"), False)
    assert settled("2026-10-20", runs, None, _at("2026-10-20T14:00:00"), False)
    assert not settled("2026-10-20", runs, None, _at("2026-10-20T14:00:00"), True)


def test_a_declared_session_is_settled_only_by_a_declaration_sealed_before_its_run():
    runs = _times({"2026-10-21-am": "2026-10-21T12:30:09"})
    assert settled("2026-10-21", runs, SCHEDULE, None, False)
    late = Declared(1, "2026-10-21T12:45:00Z", _at("2026-10-21T12:45:00"), "")
    assert not settled("2026-10-21", runs, ScheduleRule(late, "2026-10-21", MORNING,
                                                        (MORNING,)), None, False)
    assert not settled("2026-10-21", runs, None, None, False)
    assert not settled("2026-10-21", {}, SCHEDULE, None, False)


def _p3(declarations: Declarations, day: str = "2026-10-21") -> tuple[dict, dict, dict]:
    index = LineIndex()
    index.record(2, {"kind": "run", "run_id": f"{day}-am", "at": f"{day}T13:30:00Z"})
    index.record(3, {"kind": "answer", "run_id": f"{day}-am", "seat": "s01",
                     "at": f"{day}T13:40:00Z"})
    index.record(4, {"kind": "run", "run_id": f"{day}-pm", "at": f"{day}T18:30:00Z"})
    index.record(5, {"kind": "answer", "run_id": f"{day}-pm", "seat": "s01",
                     "at": f"{day}T18:40:00Z"})
    found = conclude(index, [], 5, declarations).to_json()  # as the JSON says it
    am, pm = (line["P3"] for line in found["lines"])
    return am, pm, found["P3"]["sessions"][0]


def test_p3_names_the_declared_rule_its_line_and_that_it_was_sealed_before_the_run():
    am, pm, session = _p3(Declarations(SCHEDULE, chain=True))
    assert am["status"] == pm["status"] == "pass"
    assert am["counted"] is True and pm["counted"] is False
    assert am["detail"].startswith(
        "counted run 2026-10-21-am by the rule declared at asks.jsonl line 1 "
        "(2026-10-21T04:16:00Z), sealed before the run")
    assert "2026-10-21-am counts" in pm["detail"]
    assert (session["session"], session["counted_run"], session["rule_line"]) == \
        ("2026-10-21", "2026-10-21-am", 1)
    assert "no signed time covers the declaration" in session["detail"]


def test_p3_fails_when_the_declaration_is_sealed_after_the_run_it_governs():
    late = Declared(1, "2026-10-21T13:35:00Z", _at("2026-10-21T13:35:00"), "")
    am, _, session = _p3(Declarations(ScheduleRule(late, "2026-10-21", MORNING, (MORNING,)),
                                      chain=True))
    assert am["status"] == session["status"] == "fail"
    assert "is not sealed before the run it governs (2026-10-21-am" in am["detail"]


def test_p3_is_not_checked_without_a_declaration_and_says_why():
    am, _, session = _p3(Declarations(chain=True))
    assert am["status"] == "not_checked" and "counted" not in am
    assert "no line of the asks chain declares which run counts" in session["detail"]


def test_from_session_11_p3_needs_the_rule_within_the_run_declared():
    """Section 3.11, P3: "the first well-formed answer of each seat counts from session 11
    (declared in asks.jsonl, line 74)". Session 11 is 2026-11-02. Without that declaration
    P3 of the session is NOT CHECKED, with the reason; declared after the run, it fails."""
    am, _, session = _p3(Declarations(SCHEDULE, chain=True), "2026-11-02")
    assert session["status"] == "not_checked" and am["counted"] is True
    assert "not declared in the asks chain (the paper declares it at asks.jsonl line 74, " \
           "from session 11)" in session["detail"]
    line_74 = Declared(74, "2026-10-30T21:10:00Z", _at("2026-10-30T21:10:00"), "")
    within = WithinRunRule(line_74, 11, "2026-11-02")
    _, _, session = _p3(Declarations(SCHEDULE, within, chain=True), "2026-11-02")
    assert session["status"] == "pass" and session["within_run_line"] == 74
    assert "first well-formed answer of each seat counts from session 11, by the rule " \
           "declared at asks.jsonl line 74" in session["detail"]
    after = WithinRunRule(Declared(74, "2026-11-02T14:00:00Z", _at("2026-11-02T14:00:00"),
                                   ""), 11, "2026-11-02")
    _, _, session = _p3(Declarations(SCHEDULE, after, chain=True), "2026-11-02")
    assert session["status"] == "fail"
    assert "line 74 (2026-11-02T14:00:00Z) is not sealed before" in session["detail"]
