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


def test_seals_whose_book_is_missing_are_not_checked_and_a_failure_is_still_told(
        tmp_path) -> None:
    """The demo without its book, and one engine-code file changed (step 8 fails): each seal
    is NOT CHECKED, never verified (its claim on the book was not checked), and the walk's
    own failure is told beside them, not taken as said by them."""
    import shutil

    from verifier_app.core.bundle_open import open_bundle
    from verifier_app.engine.walk import walk
    from verifier_app.resources import demo_bundle_dir
    from verifier_app.watch.events import poll_events

    copy = tmp_path / "league"
    shutil.copytree(demo_bundle_dir(), copy)
    api = copy / "api" / "v1"
    (api / "council-book.jsonl").unlink()
    code = sorted(api.glob("arena-code-*.txt"))[0]
    code.write_bytes(code.read_bytes() + b"\n# changed\n")
    report = walk(open_bundle([copy]))
    assert report.verdict == "fail" and report.step("step8").status is Status.FAIL
    events = poll_events(report, None, [], [])
    kinds = [e.kind for e in events]
    assert kinds.count(EventKind.SEAL_NOT_CHECKED) == len(report.seals) > 0
    assert EventKind.SEAL_VERIFIED not in kinds and EventKind.SEAL_CHECKED not in kinds
    assert all(e.failure for e in events)
    [failed] = [e for e in events if e.kind is EventKind.WALK_FAILED]
    assert failed.message.render().startswith("CHECK FAILED: ")
