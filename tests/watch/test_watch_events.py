"""The watch's events keyed by what they are about, so the loop tells each once: a log entry
that shows another book (the equivocation check: "the operator logged something it did
not publish") is one event per entry, whatever else the log holds by the next poll."""

from __future__ import annotations

from dataclasses import replace

from verifier_app.core.results import Status, StepResult
from verifier_app.watch.events import EQUIVOCATION_CHECK, EventKind, other_book_events


def _check(*entries: dict) -> StepResult:
    return StepResult(EQUIVOCATION_CHECK, "log", Status.FAIL, "detail",
                      evidence={"foreign": list(entries)})


FIRST = {"log_index": 10, "time": "2026-10-22T13:00:27Z", "sha256": "c0" * 32}
SECOND = {"log_index": 11, "time": "2026-10-22T21:00:52Z", "sha256": "ff" * 32}


def test_each_entry_of_another_book_is_one_event() -> None:
    first = list(other_book_events(_check(FIRST)))
    later = list(other_book_events(_check(FIRST, SECOND)))
    assert [e.kind for e in later] == [EventKind.OTHER_BOOK] * 2
    assert first[0].key == later[0].key  # the same entry: the same event, told once
    assert later[1].key == f"other_book:{'ff' * 32}"
    said = later[1].message.render()
    assert said.startswith("ANOTHER BOOK: ") and "log index 11" in said
    assert all(e.failure for e in later)  # the watch then exits non-zero


def test_a_failed_check_without_entries_is_still_told() -> None:
    check = replace(_check(), detail="the log could not be compared")
    [event] = other_book_events(check)
    assert event.kind is EventKind.OTHER_BOOK and event.failure
    assert "the log could not be compared" in event.message.render()
