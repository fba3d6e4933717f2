"""The counted run, one rule for P3 and the statistics (paper Section 3.4, 3.11 P3)."""

from __future__ import annotations

from datetime import UTC, datetime

from verifier_app.anchors.properties import LineIndex, conclude
from verifier_app.engine.counted_run import counted_run, counted_runs, settled


def _at(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=UTC)


# 2026-10-20 opens at 13:30Z (EDT); 2026-11-02 at 14:30Z (EST).
DEV = {"2026-10-20-early": _at("2026-10-20T11:40:00"), "2026-10-20-am": _at("2026-10-20T12:30:00"),
       "2026-10-20-late": _at("2026-10-20T13:45:00")}


def test_a_development_session_counts_the_last_run_sealed_before_the_open():
    assert counted_run("2026-10-20", DEV, declared=False) == "2026-10-20-am"
    # a run sealed at 13:29:59Z is still before the open; at 13:30:00Z it is not
    runs = {**DEV, "2026-10-20-b": _at("2026-10-20T13:29:59"),
            "2026-10-20-c": _at("2026-10-20T13:30:00")}
    assert counted_run("2026-10-20", runs, declared=False) == "2026-10-20-b"


def test_from_2026_10_21_the_declared_morning_run_counts_and_only_with_the_declaration():
    runs = {"2026-10-21-am": _at("2026-10-21T12:30:09"),
            "2026-10-21-wave2": _at("2026-10-21T13:00:21")}  # later, still before the open
    assert counted_run("2026-10-21", runs, declared=True) == "2026-10-21-am"
    assert counted_run("2026-10-21", runs, declared=False) is None
    assert counted_runs(runs, declared=True) == {"2026-10-21": "2026-10-21-am"}


def test_a_prefix_that_ends_before_the_open_does_not_settle_a_development_session():
    runs = {"2026-10-20-early": DEV["2026-10-20-early"]}
    assert not settled("2026-10-20", runs, None, _at("2026-10-20T12:00:00"), False)
    assert settled("2026-10-20", runs, None, _at("2026-10-20T14:00:00"), False)
    assert not settled("2026-10-20", runs, None, _at("2026-10-20T14:00:00"), True)


def test_a_declared_session_is_settled_only_by_a_declaration_sealed_before_its_run():
    runs = {"2026-10-21-am": _at("2026-10-21T12:30:09")}
    assert settled("2026-10-21", runs, _at("2026-10-21T04:16:39"), None, False)
    assert not settled("2026-10-21", runs, _at("2026-10-21T12:45:00"), None, False)
    assert not settled("2026-10-21", runs, None, None, False)
    assert not settled("2026-10-21", {}, _at("2026-10-21T04:16:39"), None, False)


def _p3_lines(declared_at: str) -> list[dict]:
    index = LineIndex()
    index.record(2, {"kind": "run", "run_id": "2026-10-21-am", "at": "2026-10-21T12:30:00Z"})
    index.record(3, {"kind": "answer", "run_id": "2026-10-21-am", "seat": "s01",
                     "at": "2026-10-21T12:40:00Z"})
    index.record(4, {"kind": "run", "run_id": "2026-10-21-pm", "at": "2026-10-21T17:30:00Z"})
    index.record(5, {"kind": "answer", "run_id": "2026-10-21-pm", "seat": "s01",
                     "at": "2026-10-21T17:40:00Z"})
    return conclude(index, [], 5, {"kind": "declaration", "at": declared_at})["lines"]


def test_p3_names_the_declared_rule_and_that_it_was_sealed_before_the_run():
    am, pm = (line["P3"] for line in _p3_lines("2026-10-21T04:16:39Z"))
    assert am["status"] == pm["status"] == "pass"
    assert am["counted"] is True and pm["counted"] is False
    assert am["detail"] == ("counted run 2026-10-21-am by the rule declared at asks.jsonl "
                            "line 1 (2026-10-21T04:16:39Z), sealed before the run")
    assert "2026-10-21-am counts" in pm["detail"]


def test_p3_fails_when_the_declaration_is_sealed_after_the_run_it_names():
    am, _ = (line["P3"] for line in _p3_lines("2026-10-21T12:45:00Z"))
    assert am["status"] == "fail"
    assert "not sealed before the run it names (2026-10-21-am" in am["detail"]
