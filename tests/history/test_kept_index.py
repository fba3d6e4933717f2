"""Step 7 of a re-check from the index kept of the lines the reader verified (issue 29,
item 3; Appendix B step 7): only the book's new lines are read, and the result is exactly
the full step 7's (the same statuses, the same figures). A kept index that is damaged,
foreign or of other lines is said in a sentence and the book is read in full."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.history.conftest import fetch, last_sealed_lines, reader_anchors
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.declarations import read_declarations
from verifier_app.core.results import Status, StepResult
from verifier_app.engine.verified_lines import VerifiedLines
from verifier_app.engine.walk import recount
from verifier_app.history import recheck as recheck_module
from verifier_app.history.kept_index import kept_folder
from verifier_app.history.recheck import Recheck, recheck
from verifier_app.history.store import load_history
from verifier_app.stats.book import numbered_records, read_book
from verifier_app.stats.book_state import (
    HEADER,
    MAX_PARTS,
    OtherFormat,
    kept_text,
    read_kept,
)

# With pytest-xdist, one process runs the history's modules: its live site and the first
# check it starts from (conftest.py) are made once.
pytestmark = pytest.mark.xdist_group("history")

DAY_FOUR = "2026-10-19..2026-10-22"
DAY_FIVE = "2026-10-19..2026-10-23"


def full_step7(found: Recheck) -> StepResult:
    """Step 7 as a full walk computes it over the same verified lines: the whole book read
    again (``book=None``), nothing kept used."""
    assert found.bundle is not None and found.book_scan is not None
    scan = found.book_scan
    verified = VerifiedLines(scan, found.verified_through, scan.result.first_bad_line)
    asks = found.asks_scan
    declarations = read_declarations(found.bundle.asks_chain,
                                     asks.result.first_bad_line if asks else None)
    return recount(found.bundle, verified, None, declarations).step


def same(one: StepResult | None, other: StepResult) -> bool:
    assert one is not None
    return one == other and json.dumps(one.to_json(), sort_keys=True) == \
        json.dumps(other.to_json(), sort_keys=True)


def grow_to(site, demo_master: Path, dest: Path, days: str, last_day: str) -> None:
    """The league one session further: the days up to ``last_day`` and the book as it stood
    after that day's last seal."""
    fetch(site, dest, days, book_upto=last_sealed_lines(demo_master, last_day))


def reads_after(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The line after which the re-check read the book for step 7's index."""
    seen: list[int] = []

    def spy(book, after=0, begins=None):
        seen.append(after)
        return numbered_records(book, after, begins)

    monkeypatch.setattr(recheck_module, "numbered_records", spy)
    return seen


def test_step7_from_the_kept_index_is_the_full_step7_when_a_session_is_added(
        site, checked, demo_master, tmp_path, monkeypatch):
    dest, _ = checked  # the first check (conftest.py), a full walk: nothing kept for step 7
    grow_to(site, demo_master, dest, DAY_FOUR, "2026-10-22")
    seen = reads_after(monkeypatch)
    day_four = recheck(open_bundle([dest]), reader_anchors(demo_master))
    assert seen == [0] and day_four.notes == ()  # nothing kept: the whole book, no sentence
    assert same(day_four.statistics, full_step7(day_four))
    assert day_four.recorded is not None
    kept = sorted(p.name for p in kept_folder(day_four.source).iterdir())
    head = load_history().latest(day_four.source).record.statement.prefix_sha256
    assert kept == [f"{head}.json", f"{head}.note"]  # the new head's index, kept
    day_four_text = (kept_folder(day_four.source) / f"{head}.json").read_bytes()

    grow_to(site, demo_master, dest, DAY_FIVE, "2026-10-23")  # one session more
    day_five = recheck(open_bundle([dest]), reader_anchors(demo_master))
    assert seen == [0, day_four.verified_through]  # only the lines after the head were read
    # the new head's index is the day-four text, not written again, with one part added
    new_head = load_history().latest(day_five.source).record.statement.prefix_sha256
    day_five_text = (kept_folder(day_five.source) / f"{new_head}.json").read_bytes()
    assert day_five_text.startswith(day_four_text) and \
        day_five_text[len(day_four_text):].count(b"\n") == 1
    assert day_five.lines_before == day_four.verified_through < day_five.verified_through
    # step 7a by run from the parts kept at day four (history.kept_parts), said in a note
    assert [n.id for n in day_five.notes] == ["kept_parts.used"]
    assert same(day_five.statistics, full_step7(day_five))
    # the new session changes step 7's figures: more verified rows, other recomputed values
    before, after = day_four.statistics.parts[0].evidence, day_five.statistics.parts[0].evidence
    assert after["rows"]["verified"] > before["rows"]["verified"]
    assert after["differences"] != before["differences"]


def damage_body(folder: Path) -> None:
    [body] = folder.glob("*.json")
    raw = bytearray(body.read_bytes())
    raw[len(raw) // 2] ^= 0x01
    body.write_bytes(bytes(raw))


def damage_note(folder: Path) -> None:
    [note] = folder.glob("*.note")
    note.write_bytes(note.read_bytes().replace(b"\nlines ", b"\nlines 1", 1))


def remove_body(folder: Path) -> None:
    [body] = folder.glob("*.json")
    body.unlink()


def pipe_for_note(folder: Path) -> None:
    """A pipe where the note was: reading it would wait for ever."""
    [note] = folder.glob("*.note")
    note.unlink()
    os.mkfifo(note)


@pytest.mark.parametrize("damage, why", [
    (damage_body, "its index file was changed after it was signed"),
    (damage_note, "it is not signed with your key, or its signature does not verify"),
    (remove_body, "its index file is missing"),
    (pipe_for_note, "it is not a regular file"),
])
def test_a_damaged_kept_index_is_said_and_step7_reads_the_whole_book(
        site, checked, demo_master, tmp_path, monkeypatch, damage, why):
    dest, _ = checked  # the first check, made once (conftest.py)
    grow_to(site, demo_master, dest, DAY_FOUR, "2026-10-22")
    day_four = recheck(open_bundle([dest]), reader_anchors(demo_master))
    damage(kept_folder(day_four.source))
    grow_to(site, demo_master, dest, DAY_FIVE, "2026-10-23")
    seen = reads_after(monkeypatch)
    day_five = recheck(open_bundle([dest]), reader_anchors(demo_master))
    assert seen == [0]  # nothing kept was used
    [said] = [n.render() for n in day_five.notes if n.id == "kept_index.unused"]
    assert said == ("Step 7 read the whole book: the index of the lines you checked, kept in "
                    f"the cache folder, was not used ({why}).")
    assert same(day_five.statistics, full_step7(day_five))
    assert day_five.statistics.status is not Status.NOT_CHECKED


def test_a_kept_index_of_other_lines_is_not_used(site, checked, demo_master, tmp_path, monkeypatch):
    """Signed with the reader's key, but naming another head than the entry's: not used."""
    dest, _ = checked  # the first check, made once (conftest.py)
    grow_to(site, demo_master, dest, DAY_FOUR, "2026-10-22")
    day_four = recheck(open_bundle([dest]), reader_anchors(demo_master))
    folder = kept_folder(day_four.source)
    [note] = folder.glob("*.note")
    head = load_history().latest(day_four.source).record.statement.prefix_sha256
    # the earlier head's index (of fewer lines) put where the new head's is looked for
    first = load_history().entries[0].record.statement.prefix_sha256
    from verifier_app.history.kept_index import keep_index

    recorded = load_history().entries[0].record.head
    keep_index(day_four.source, recorded, kept_text(
        [r for n, r in numbered_records(day_four.bundle.book) if n <= recorded.lines],
        recorded.lines))
    for suffix in (".note", ".json"):
        (folder / f"{first}{suffix}").replace(folder / f"{head}{suffix}")
    grow_to(site, demo_master, dest, DAY_FIVE, "2026-10-23")
    seen = reads_after(monkeypatch)
    day_five = recheck(open_bundle([dest]), reader_anchors(demo_master))
    assert seen == [0]
    assert [n.render() for n in day_five.notes if n.id == "kept_index.unused"] == [
        "Step 7 read the whole book: the index of the lines you checked, kept in the cache "
        "folder, was not used (it names other lines than those you checked)."]
    assert same(day_five.statistics, full_step7(day_five))
    assert note.name == f"{head}.note"


def test_the_kept_form_of_the_index_reads_back_to_the_same_index(demo_master):
    """``read_book`` of the whole book is the index of its first lines, written and read
    back, with the lines after them added (the fold the re-check relies on); and the text
    grown part by part, and written again as one part after ``MAX_PARTS``, reads back to
    the index of all its lines."""
    book = open_bundle([demo_master]).book
    whole = read_book(book)
    records = list(numbered_records(book))
    last = records[-1][0]
    assert read_kept(kept_text([r for _, r in records], last), last).index == whole
    for split in (1, 100, len(whole.answers), last):
        head = read_kept(kept_text([r for n, r in records if n <= split], split), split)
        for _, record in numbered_records(book, split):
            head.index.add(record)
        assert head.index == whole
    kept, parts = read_kept(kept_text([], 0), 0), []
    step = last // (MAX_PARTS + 3)
    for upto in [*range(step, last, step), last]:
        text = kept_text([r for n, r in records if kept.lines < n <= upto], upto, kept)
        assert text.startswith(kept.text) or text.count(b"\n") == 2  # grown, or written anew
        kept = read_kept(text, upto)
        parts.append(kept.parts)
        assert kept.index == read_book_upto(records, upto)
    assert max(parts) == MAX_PARTS and 1 in parts[1:]  # written again as one part
    assert kept.index == whole


def test_kept_answers_are_the_book_s_answers_before_and_after_their_numbers_are_made(
        demo_master):
    """A kept answer makes its probabilities and crowd prices when first asked for; before
    that it is well formed exactly when the book's answer is, and copied (as a worker
    process gets it) it is still the same answer."""
    import pickle

    book = open_bundle([demo_master]).book
    records = list(numbered_records(book))
    last = records[-1][0]
    fresh = index_of_records(records).answers
    kept = read_kept(kept_text([r for _, r in records], last), last).index.answers
    assert list(kept) == list(fresh)
    assert [a.well_formed for a in kept.values()] == [a.well_formed for a in fresh.values()]
    assert any(not a.well_formed for a in fresh.values())  # the demo has some that are not
    copied = pickle.loads(pickle.dumps(kept))
    for n, answer in kept.items():
        assert answer.probs == fresh[n].probs and list(answer.probs) == list(fresh[n].probs)
        assert answer.crowd_up == fresh[n].crowd_up
        assert answer.well_formed == fresh[n].well_formed
    assert copied == fresh == kept
    with pytest.raises(AttributeError):
        next(iter(kept.values())).not_a_field  # noqa: B018


def index_of_records(records):
    from verifier_app.stats.book import index_of

    return index_of(r for _, r in records)


def read_book_upto(records, upto):
    from verifier_app.stats.book import index_of

    return index_of(r for n, r in records if n <= upto)


def a_text(demo_master: Path, lines: int = 40) -> bytes:
    records = [r for n, r in numbered_records(open_bundle([demo_master]).book) if n <= lines]
    return kept_text(records, lines)


def part_of(text: bytes) -> dict:
    return json.loads(text[len(HEADER):])


def with_part(part: dict) -> bytes:
    return HEADER + json.dumps(part).encode() + b"\n"


def answers_reordered(part: dict) -> dict:
    part["answers"] = [list(reversed(column)) for column in part["answers"]]
    return part


def line_out_of_part(part: dict) -> dict:
    part["answers"][0][-1] = part["last"] + 1
    return part


def line_twice(part: dict) -> dict:
    part["other"][0][2 if part["other"][0][0] in "rcs" else 1] = part["answers"][0][0]
    return part


def key_twice(part: dict) -> dict:
    part["keysets"][0][1] = part["keysets"][0][0]
    return part


def one_number_short(part: dict) -> dict:
    import base64

    part["probs"][1] = base64.b64encode(base64.b64decode(part["probs"][1])[:-1]).decode()
    return part


def a_value_not_there(part: dict) -> dict:
    import base64

    places = bytearray(base64.b64decode(part["probs"][1]))
    places[0] = 255  # the demo's first 40 lines take far fewer values
    part["probs"][1] = base64.b64encode(bytes(places)).decode()
    return part


def another_width(part: dict) -> dict:
    part["probs"][2] = 3
    return part


def keys_not_there(part: dict) -> dict:
    part["answers"][6][0] = -1  # a list of keys counted from the end is no list kept
    return part


def time_without_zone(part: dict) -> dict:
    part["answers"][4][0] = "2026-10-19T12:00:00"
    return part


def not_base64(part: dict) -> dict:
    part["probs"][0] = part["probs"][0][:-4] + "!!!!"
    return part


def gap(part: dict) -> dict:
    part["after"] = 1
    return part


@pytest.mark.parametrize("spoil", [answers_reordered, line_out_of_part, line_twice, key_twice,
                                   one_number_short, a_value_not_there, another_width,
                                   keys_not_there, time_without_zone, not_base64, gap])
def test_a_kept_text_out_of_shape_is_refused(demo_master, spoil):
    """Each part's records must be exactly the lines it says, in order, each number with its
    key: a kept text that is not is refused (the book is then read), never half used."""
    text = a_text(demo_master)
    assert read_kept(with_part(part_of(text)), 40).index == read_kept(text, 40).index
    with pytest.raises(ValueError):
        read_kept(with_part(spoil(part_of(text))), 40)


def test_every_number_reads_back_with_its_bits(demo_master):
    """Numbers are kept as their distinct values and which of them each is: -0.0 stays
    -0.0, and a part with more distinct values than one byte can name reads back too."""
    import math
    from datetime import UTC, datetime

    from verifier_app.stats.book import AnswerLine, BookRecord

    moment = datetime(2026, 10, 19, 12, tzinfo=UTC)
    answers = [AnswerLine(n, "answer", "r", "s01", moment,
                          {("SPX", "1d"): n / 7, ("SPX", "1w"): -0.0, ("GOLD", "1d"): 0.0},
                          {"SPX": 100.0 - n / 3}) for n in range(1, 400)]
    records = [BookRecord("answers", a.n, a) for a in answers]
    kept = read_kept(kept_text(records, 400), 400).index.answers
    assert list(kept.values()) == answers
    for answer in kept.values():
        assert math.copysign(1, answer.probs[("SPX", "1w")]) == -1
        assert math.copysign(1, answer.probs[("GOLD", "1d")]) == 1
    assert json.loads(kept_text(records, 400)[len(HEADER):])["probs"][2] == 2


def test_a_kept_text_of_other_lines_is_refused(demo_master):
    text = a_text(demo_master)
    for lines in (39, 41):
        with pytest.raises(ValueError):
            read_kept(text, lines)
    with pytest.raises(ValueError):  # a part's lines that do not follow the one before
        read_kept(text + text[len(HEADER):], 40)


@pytest.mark.parametrize("raw", [
    b"", b"[]", b'{"format": "other"}', b"\xff\xfe", HEADER, HEADER + b"[]\n",
    HEADER + b'{"after": 0, "last": 40}\n',
    b'{"format": "verifier-app book index v1", "answers": [[1]]}',
])
def test_anything_else_is_refused_as_no_index(raw):
    with pytest.raises(ValueError):
        read_kept(raw, 40)


def test_an_index_kept_by_another_version_is_read_as_none(
        site, checked, demo_master, monkeypatch):
    """An index file of the earlier format, signed with the reader's key: no sentence, the
    book is read whole, and the new head's index is kept in this version's format."""
    from verifier_app.history.kept_index import keep_index, load_index

    dest, _ = checked
    grow_to(site, demo_master, dest, DAY_FOUR, "2026-10-22")
    day_four = recheck(open_bundle([dest]), reader_anchors(demo_master))
    head = load_history().latest(day_four.source).record.head
    earlier = b'{"format":"verifier-app book index v1","answers":[]}'
    keep_index(day_four.source, head, earlier)
    with pytest.raises(OtherFormat):
        read_kept(earlier, head.lines)
    kept = load_index(day_four.source, head)
    assert kept.book is None and kept.problem is None
    grow_to(site, demo_master, dest, DAY_FIVE, "2026-10-23")
    seen = reads_after(monkeypatch)
    day_five = recheck(open_bundle([dest]), reader_anchors(demo_master))
    assert seen == [0] and [n.id for n in day_five.notes] == ["kept_parts.used"]
    assert same(day_five.statistics, full_step7(day_five))
    new_head = load_history().latest(day_five.source).record.head
    assert load_index(day_five.source, new_head).index == read_book_upto(
        list(numbered_records(day_five.bundle.book)), new_head.lines)
