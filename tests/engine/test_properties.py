"""P2, P1a, P1b and P3 per forecast line, with the level each rests on."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tests.pristine import walked
from verifier_app.core.anchor_results import RekorResult, TokenResult
from verifier_app.core.declarations import NONE
from verifier_app.core.results import CoverResult, SealResult, Status
from verifier_app.engine import properties
from verifier_app.engine.properties import LineIndex


def conclude(*args, **options) -> dict:
    """The properties as the ``--json`` contract writes them."""
    return properties.conclude(*args, **options).to_json()


def _seal(lines: int, time: str, tokens: list[TokenResult] | None = None) -> SealResult:
    cover = CoverResult("daily/council/book.jsonl", lines, "h", "l", file="council-book.jsonl",
                        status=Status.PASS)
    return SealResult(f"markets/proof/{time[:10]}/x.txt", "s", time=time, covers=[cover],
                      anchors_checked=True, tokens=tokens or [])


def _index(*answers: tuple[int, dict]) -> LineIndex:
    index = LineIndex()
    index.record(1, {"kind": "run", "run_id": "2026-10-22-am", "at": "2026-10-22T12:30:00Z"})
    for n, facts in answers:
        index.record(n, {"kind": "answer", "run_id": "2026-10-22-am", **facts})
    return index


def test_p1b_level_1_from_the_book_and_2plus_from_a_token_before_the_open() -> None:
    token = TokenResult(tsa="freetsa", status=Status.PASS,
                        gen_time=datetime(2026, 10, 22, 13, 0, 19, tzinfo=UTC))
    index = _index((2, {"at": "2026-10-22T12:40:00Z", "booked_at": "2026-10-22T13:00:19Z"}))
    seal = _seal(2, "2026-10-22T13:00:19Z", [token])
    logged = int(datetime(2026, 10, 22, 13, 0, 30, tzinfo=UTC).timestamp())
    seal.rekor = RekorResult(list_sha256="s", status=Status.PASS, signed_time=logged)
    lines = conclude(index, [seal], 2, NONE)["lines"]
    p1b = lines[0]["P1b"]
    assert (p1b["status"], p1b["level"]) == ("pass", "2+")
    assert "29 min 41 s before" in p1b["detail"]  # 09:30 EDT is 13:30Z


def test_p1b_fails_for_a_line_sealed_after_the_open_without_its_own_reference() -> None:
    index = _index((2, {"at": "2026-10-22T13:20:00Z", "booked_at": "2026-10-22T13:45:00Z"}))
    lines = conclude(index, [_seal(2, "2026-10-22T13:45:00Z")], 2, NONE)["lines"]
    assert lines[0]["P1b"]["status"] == "fail"
    index = _index((2, {"at": "2026-10-22T13:20:00Z", "booked_at": "2026-10-22T13:45:00Z",
                        "late_ref": True}))
    lines = conclude(index, [_seal(2, "2026-10-22T13:45:00Z")], 2, NONE)["lines"]
    assert lines[0]["P1b"]["own_reference"] is True and lines[0]["P1b"]["status"] == "pass"


def test_a_late_answer_with_its_own_sealed_reference_passes_by_construction() -> None:
    """Paper Section 3.11, P1b: for a line with its own reference, "the reference is the
    close of the first one-minute bar after each line's seal, so the order holds there by
    construction" (13:01Z for the 13:00:19 batch, 13:24Z for the ninth answer at 13:23:37)."""
    facts = {"at": "2026-10-22T13:53:30Z", "booked_at": "2026-10-22T13:53:37Z",
             "late_ref": True}  # 23 min 37 s after the 13:30Z open
    found = conclude(_index((2, facts)), [_seal(2, "2026-10-22T13:53:40Z")], 2, NONE)
    p1b = found["lines"][0]["P1b"]
    assert (p1b["status"], p1b["separate_event"], p1b["reference_bar"]) == (
        "pass", True, "2026-10-22T13:54:00Z")
    assert "first one-minute bar from 13:54Z" in p1b["detail"]
    # A seal exactly on a minute starts its own bar: the reference is never before it.
    bar = conclude(_index((2, {**facts, "at": "2026-10-22T13:40:30Z",
                               "booked_at": "2026-10-22T13:41:00Z"})),
                   [_seal(2, "2026-10-22T13:41:02Z")], 2, NONE)["lines"][0]["P1b"]
    assert (bar["status"], bar["reference_bar"]) == ("pass", "2026-10-22T13:41:00Z")


def test_a_score_lines_late_ref_gives_the_line_its_own_reference() -> None:
    """Section 3.3: a late line is "marked as late (late_ref on the score line)"."""
    index = _index((2, {"at": "2026-10-22T13:40:30Z", "booked_at": "2026-10-22T13:41:00Z"}))
    assert conclude(index, [_seal(2, "2026-10-22T13:41:02Z")], 2,
                    NONE)["lines"][0]["P1b"]["status"] == "fail"
    index.record(3, {"kind": "score", "late_ref": (2,)})
    p1b = conclude(index, [_seal(3, "2026-10-23T11:00:00Z")], 3,
                   NONE)["lines"][0]["P1b"]
    assert (p1b["status"], p1b["late_ref_line"]) == ("pass", 3)


def test_the_forecasts_files_word_never_gives_a_late_line_its_own_reference() -> None:
    """The forecasts file is not sealed: a row calling a late line a separate event, with
    a reference_at of its own, is shown beside the failure and changes nothing."""
    index = _index((2, {"at": "2026-10-22T13:40:30Z", "booked_at": "2026-10-22T13:41:00Z"}))
    p1b = conclude(index, [_seal(2, "2026-10-22T13:41:02Z")], 2, NONE,
                   file_references={2: "2026-10-22T13:42:00Z"})["lines"][0]["P1b"]
    assert (p1b["status"], p1b["late_seconds"]) == ("fail", 660)  # 11 min after 13:30Z
    assert p1b["file_reference_at"] == "2026-10-22T13:42:00Z"
    assert "the forecasts file calls it a separate event" in p1b["detail"]


def test_a_token_without_an_anchor_is_not_level_2plus() -> None:
    """Section 3.12: "level 2+ is level 2 plus a time signed by a third party"; a token on
    a list that no Bitcoin anchor or log entry covers leaves P1b at level 1."""
    token = TokenResult(tsa="freetsa", status=Status.PASS,
                        gen_time=datetime(2026, 10, 22, 13, 0, 19, tzinfo=UTC))
    index = _index((2, {"at": "2026-10-22T12:40:00Z", "booked_at": "2026-10-22T13:00:19Z"}))
    seal = _seal(2, "2026-10-22T13:00:19Z", [token])
    seal.rekor = None
    p1b = conclude(index, [seal], 2, NONE)["lines"][0]["P1b"]
    assert (p1b["status"], p1b["level"]) == ("pass", "1")
    assert "not level 2+" in p1b["detail"]


def test_a_line_whose_seal_or_link_fails_has_no_property_that_passes() -> None:
    index = _index((2, {"at": "2026-10-22T12:40:00Z"}), (3, {"at": "2026-10-22T12:41:00Z"}))
    lines = conclude(index, [_seal(3, "2026-10-22T13:00:00Z")], 1, NONE,
                     first_bad=2)["lines"]
    for line in lines:
        assert {line[p]["status"] for p in ("P2", "P1a", "P1b", "P3")} == {"fail"}
    assert "own seal or link does not match" in lines[0]["P1b"]["detail"]
    assert "broken at line 2" in lines[1]["P3"]["detail"]


def test_p2_needs_a_matching_seal_and_p1a_a_checked_anchor() -> None:
    index = _index((2, {"at": "2026-10-22T12:40:00Z"}), (3, {"at": "2026-10-22T12:41:00Z"}))
    seal = _seal(2, "2026-10-22T13:00:00Z")
    logged = int(datetime(2026, 10, 22, 13, 0, 5, tzinfo=UTC).timestamp())
    seal.rekor = RekorResult(list_sha256="s", status=Status.PASS, signed_time=logged)
    lines = conclude(index, [seal], 2, NONE)["lines"]
    assert lines[0]["P2"]["status"] == "pass" and lines[1]["P2"]["status"] == "not_checked"
    # Section 3.12: "the anchor provides level 2 for P1a and P2".
    assert (lines[0]["P2"]["level"], lines[0]["P2"]["anchor"]) == ("2", "rekor")
    assert conclude(index, [_seal(2, "2026-10-22T13:00:00Z")], 2,
                    NONE)["lines"][0]["P2"]["level"] == "1"
    assert lines[0]["P1a"]["existed_no_later_than"] == "2026-10-22T13:00:05Z"
    assert lines[1]["P1a"]["status"] == "not_checked"


def test_p3_on_the_demo_development_and_counted_sessions(demo_master: Path) -> None:
    report = walked(demo_master)
    lines = report.properties.to_json()["lines"]
    early = [line for line in lines if line["run_id"].endswith("-early")]
    counted_dev = [line for line in lines if line["run_id"] == "2026-10-19-am"]
    season = [line for line in lines if line["run_id"] == "2026-10-22-am"]
    assert early and all(line["P3"]["counted"] is False for line in early)
    assert all(line["P3"]["counted"] is True for line in counted_dev)
    assert "last run sealed before the open" in counted_dev[0]["P3"]["rule"]
    assert "asks.jsonl line 1" in season[0]["P3"]["rule"]
    assert report.properties.to_json()["summary"]["P2"]["status"] == "pass"


def test_a_sentence_said_again_with_a_value_of_another_type_is_written_anew():
    """1 and 1.0 are equal values but are written differently: one memo entry each."""
    from verifier_app.core.messages import Message
    from verifier_app.engine.properties import Sentences

    words = Sentences()  # one per writing of the JSON, never shared by the process
    assert words.json(Message.of("prop.broken_before", line=1))["detail"] != \
        words.json(Message.of("prop.broken_before", line=1.0))["detail"]
    assert words.json(Message.of("prop.broken_before", line=1.0))["message"]["values"] == \
        {"line": 1.0}


def test_a_line_s_earliest_anchor_is_the_plain_rule_over_its_covering_seals():
    """P1a per group, read from the bounds gathered once in order of reach, equals P1a
    from the earliest bound among the seals that cover the line, gathered for it alone."""
    import random

    from verifier_app.core.anchor_results import OtsResult, ProofKind
    from verifier_app.engine.properties import _p1a_from, _Reach, _seal_bounds

    chance = random.Random(7)
    seals = []
    for i in range(60):
        seal = _seal(chance.choice([0, 3, 5, 8, 8, 12, 20, 31]),
                     f"2026-11-{1 + i % 28:02d}T12:{i % 60:02d}:00Z")
        if chance.random() < 0.6:
            seal.ots = OtsResult(kind=ProofKind.BITCOIN, status=chance.choice(
                [Status.PASS, Status.WARN, Status.FAIL]),
                bound=f"2026-11-{chance.randint(1, 28):02d}T13:00:00Z")
        if chance.random() < 0.5:
            seal.rekor = RekorResult(list_sha256="0" * 64, status=chance.choice(
                [Status.PASS, Status.NOT_CHECKED]),
                signed_time=1_793_000_000 + chance.randint(0, 10**6))
        seals.append(seal)
    reach = _Reach(seals)
    for n in range(1, 34):
        bounds = [b for s, covered in reach.reach if covered >= n for b in _seal_bounds(s)]
        assert reach.group(n).p1a == _p1a_from(min(bounds) if bounds else None), n
    assert {reach.group(n).p1a.status for n in range(1, 34)} >= {Status.PASS,
                                                                 Status.NOT_CHECKED}


def test_a_message_s_written_key_tells_apart_what_is_written_differently():
    from datetime import timedelta, timezone

    from verifier_app.core.messages import Grouped, Message

    def key(**values: object) -> tuple:
        return Message.of("prop.broken_before", **values).written_key()

    moment = datetime(2026, 11, 2, 14, 30, tzinfo=UTC)
    elsewhere = moment.astimezone(timezone(timedelta(hours=-5)))
    assert moment == elsewhere and key(line=moment) != key(line=elsewhere)
    assert len({key(line=v) for v in (1, 1.0, True, 0.0, -0.0, "1", Grouped(1))}) == 7
    assert key(line=Message.of("margin.at")) == key(line=Message.of("margin.at"))
    assert key(line=Message.of("margin.before", length="1 s")) != \
        key(line=Message.of("margin.before", length="2 s"))
    assert key(line=2) == key(line=2)
