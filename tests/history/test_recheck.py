"""The reader's own history (issue 29, item 2) and the re-check from it (item 3), on a
league downloaded from a loopback live site that grows: a walk records the head it
verified; the next opening walks only the new lines and the new seals; a rewritten line
fails, naming it, with both copies kept; a damaged or foreign history is ignored."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.history.conftest import (
    ALL_DAYS,
    book_lines,
    fetch,
    first_check,
    last_sealed_lines,
    reader_anchors,
)
from verifier_app.cli_lang import words_for
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.results import Status
from verifier_app.history.recheck import recheck
from verifier_app.history.store import history_root, load_history

PENDING_LIST = "markets/proof/2026-10-20/132317Z.txt"  # the demo's calendar-pending proof

# With pytest-xdist, one process runs the history's modules: its live site and the first
# check it starts from (conftest.py) are made once.
pytestmark = pytest.mark.xdist_group("history")


def test_a_walk_records_the_verified_head_signed_with_the_readers_key(site, demo_master,
                                                                      tmp_path):
    dest = tmp_path / "league"
    upto = first_check(site, demo_master, dest)
    history = load_history()
    assert not history.damaged
    [entry] = history.entries
    record = entry.record
    assert record.source == site.data_url
    assert record.statement.lines == upto and record.file == "api/v1/council-book.jsonl"
    import hashlib

    head = b"".join(book_lines(demo_master)[:upto])
    assert record.statement.prefix_sha256 == hashlib.sha256(head).hexdigest()
    assert entry.kept_copy.read_bytes() == head  # the copy a rewrite is named from
    days = {s.list.split("/")[2] for s in record.seals}
    assert days == {"2026-10-19", "2026-10-20", "2026-10-21"}
    assert Status.FAIL not in {s.status for s in record.seals}
    assert sum(s.status in (Status.PASS, Status.WARN) for s in record.seals) >= 3
    assert any(a.startswith("bitcoin:") for s in record.seals for a in s.anchors.split(","))


def test_recheck_walks_only_the_appended_lines_and_the_new_seals(site, checked, demo_master):
    dest, upto = checked  # the first check, made once (conftest.py)
    fetch(site, dest, ALL_DAYS)  # the league went on: more lines, more days of seals
    total = len(book_lines(demo_master))
    bundle = open_bundle([dest])
    found = recheck(bundle, reader_anchors(demo_master))
    assert found.done and found.prefix.extends
    assert found.lines_before == upto and found.lines_now == total
    assert found.lines_scanned == total - upto  # only the new lines were walked
    earlier = {s.sha256: s.status for s in load_history().entries[0].record.seals}
    new_days = {s.list.split("/")[2] for s in found.new_seals if s.sha256 not in earlier}
    assert new_days == {"2026-10-22", "2026-10-23", "2026-10-26"}
    # The seals your check verified are not checked again; one it could not check (the
    # demo's calendar-pending proof, offline, no log answer saved) is checked again.
    again = [s for s in found.new_seals if s.sha256 in earlier]
    assert [s.list for s in again] == [PENDING_LIST]
    assert earlier[again[0].sha256] is Status.NOT_CHECKED
    assert found.known_seals == sum(st in (Status.PASS, Status.WARN) for st in earlier.values())
    assert found.known_seals == len(earlier) - 1
    # still pending: the re-check is not a pass, as a full walk of it is not
    assert again[0].status is Status.NOT_CHECKED and found.status is Status.NOT_CHECKED
    said = found.message.render(words_for("en").engine)  # English's plural forms
    assert said.startswith(f"Unchanged since your check of {found.entry.record.statement.time}"
                           f": lines 1–{upto:,}; new: lines {upto + 1:,}–{total:,}, "
                           f"{len(found.new_seals) - len(again)} new seals.")
    # A re-check's PASS is never the league's verdict: what it leaves to a full walk is said.
    assert said.endswith("it does not redo P1b, P3, steps 5 and 8, the cross-check with the "
                         "paper or the log's checks over the whole season. For the league's "
                         "verdict, walk the bundle in full.")
    assert found.verified_through == last_sealed_lines(demo_master, "2026-10-26")
    assert found.statistics is not None and found.statistics.id == "step7"
    assert found.recorded is not None  # the new head is in the history now
    latest = load_history().latest(site.data_url)
    assert latest.record.statement.lines == found.verified_through
    # one copy of the book's head is kept, the newest one's (not one per check)
    assert [p.name for p in latest.kept_copy.parent.iterdir()] == [latest.kept_copy.name]


def test_a_rewritten_recorded_line_fails_naming_it_and_both_copies_are_kept(site, checked,
                                                                          demo_master):
    dest, upto = checked  # the first check, made once (conftest.py)
    lines = book_lines(demo_master)
    lines[29] = lines[29].replace(b'"n": 30', b'"n":30', 1)  # line 30, one space less
    assert lines[29] != book_lines(demo_master)[29]
    fetch(site, dest, ALL_DAYS, lines=lines)
    found = recheck(open_bundle([dest]), reader_anchors(demo_master))
    assert found.status is Status.FAIL and found.prefix.first_changed_line == 30
    said = found.message.render()
    assert said.startswith("HISTORY REWRITTEN since your check of")
    assert f"Line 30 of api/v1/council-book.jsonl was rewritten after your check: it is no " \
        f"longer the line you checked (your check covered lines 1–{upto})." in said
    earlier, new = (Path(p) for p in found.kept)
    assert earlier.read_bytes() == b"".join(book_lines(demo_master)[:upto])
    assert new.read_bytes() == b"".join(lines)
    assert found.recorded is None  # a failed re-check records nothing
    assert len(load_history().entries) == 1


def test_a_rewrite_never_calls_a_damaged_kept_copy_the_copy_you_checked(site, checked,
                                                                        demo_master):
    """The first N lines kept in the data folder, changed by one byte (or a pipe, or a
    device, in their place): the rewrite still fails, but the kept file no longer holds the
    lines checked, so it is neither used to name a line nor called 'the copy you checked',
    and no placeholder stands for a copy that cannot be named."""
    dest, upto = checked  # the first check, made once (conftest.py)
    lines = book_lines(demo_master)
    lines[29] = lines[29].replace(b'"n": 30', b'"n":30', 1)  # line 30, one space less
    fetch(site, dest, ALL_DAYS, lines=lines)
    [copy] = history_root().rglob("heads/*.jsonl")
    good = copy.read_bytes()
    damaged = {
        "changed": lambda: copy.write_bytes(good[:40] + bytes([good[40] ^ 1]) + good[41:]),
        "pipe": lambda: os.mkfifo(copy),
        "device": lambda: copy.symlink_to("/dev/zero"),
    }
    for case, damage in damaged.items():
        copy.unlink()
        damage()
        found = recheck(open_bundle([dest]), reader_anchors(demo_master), record=False)
        assert found.status is Status.FAIL and found.prefix.first_changed_line is None, case
        said = found.message.render()
        assert said.startswith("HISTORY REWRITTEN since your check of"), case
        assert f"At least one of lines 1–{upto} of api/v1/council-book.jsonl was rewritten" \
            in said, case
        assert "the copy of the lines you checked that was kept no longer holds them" in said
        assert "The copy you checked is kept at" not in said, (case, said)
        assert str(copy) not in said and " -" not in said and "at -" not in said, case
        [new] = found.kept  # only the new copy is named, and it holds the new book
        assert Path(new).read_bytes() == b"".join(lines), case
        assert said.endswith(f"The new copy is kept at {new}."), case
    copy.unlink()
    copy.write_bytes(good)  # the copy as it was kept: the line is named, both copies too
    found = recheck(open_bundle([dest]), reader_anchors(demo_master), record=False)
    assert found.prefix.first_changed_line == 30 and found.kept[0] == str(copy)


def test_recording_again_writes_a_damaged_kept_copy_anew(site, checked, demo_master):
    """Recording a head whose kept copy no longer holds it (a changed byte) writes the copy
    again, so a later rewrite is named by its line; a folder or a file in the way of the
    copy costs the copy, never the entry."""
    dest, _ = checked  # the first check, made once (conftest.py)
    [copy] = history_root().rglob("heads/*.jsonl")
    good = copy.read_bytes()
    copy.write_bytes(good[:40] + bytes([good[40] ^ 1]) + good[41:])
    found = recheck(open_bundle([dest]), reader_anchors(demo_master), statistics=False)
    assert found.recorded is not None and found.recorded.kept_copy == copy
    assert copy.read_bytes() == good

    copy.unlink()
    copy.mkdir()  # a folder where the copy goes
    found = recheck(open_bundle([dest]), reader_anchors(demo_master), statistics=False)
    assert found.recorded is not None and copy.is_dir()
    copy.rmdir()
    copy.parent.rmdir()
    copy.parent.write_bytes(b"a file where the copies' folder goes")
    found = recheck(open_bundle([dest]), reader_anchors(demo_master), statistics=False)
    assert found.recorded is not None
    assert len(load_history().entries) == 4 and not load_history().damaged


def test_a_seal_that_failed_at_your_check_is_checked_again_not_carried(site, demo_master,
                                                                      tmp_path):
    """A seal your own entry records as failed, unchanged in the bundle, was counted among
    the seals 'checked before and found unchanged' and left out of the re-check's verdict
    (a WARNING over a known FAIL). It is checked again: still failing, the re-check fails;
    mended by the operator (the same list, a proof that now stamps it), it is shown again."""
    first, second = sorted((demo_master / "markets/proof/2026-10-21").glob("*Z.txt.ots"))[:2]
    proof = "/" + first.relative_to(demo_master).as_posix()
    site.overrides[proof] = second.read_bytes()  # a proof of another list
    dest = tmp_path / "league"
    first_check(site, demo_master, dest)
    [entry] = load_history().entries
    failed = [s for s in entry.record.seals if s.status is Status.FAIL]
    assert [s.list for s in failed] == [proof[1:].removesuffix(".ots")]

    fetch(site, dest, ALL_DAYS)
    found = recheck(open_bundle([dest]), reader_anchors(demo_master), statistics=False)
    again = [s for s in found.new_seals if s.sha256 == failed[0].sha256]
    assert [s.status for s in again] == [Status.FAIL]
    assert found.status is Status.FAIL and found.recorded is None
    said = found.message.render()
    assert "Seals your check did not verify (failed or not checked), checked again now: " in said
    recorded = {s.sha256 for s in entry.record.seals}  # re-checked: failed or not checked
    new_days = {s.list.split("/")[2] for s in found.new_seals if s.sha256 not in recorded}
    assert new_days == {"2026-10-22", "2026-10-23", "2026-10-26"}  # "3 new seals" and so on

    del site.overrides[proof]
    fetch(site, dest, ALL_DAYS)
    found = recheck(open_bundle([dest]), reader_anchors(demo_master), statistics=False)
    assert found.status is not Status.FAIL
    assert [s.status for s in found.new_seals if s.sha256 == failed[0].sha256] == \
        [Status.WARN]


def test_reopening_a_rewritten_book_keeps_one_copy_of_it(site, checked, demo_master):
    """A failed re-check records nothing, so each opening of the same rewritten book
    re-checks it again: it kept the whole book once more each time (the data folder grew
    by a book per opening). The copy kept of the same bytes is named again; a copy that was
    changed since is not, and other bytes get a copy of their own."""
    dest, _ = checked  # the first check, made once (conftest.py)
    lines = book_lines(demo_master)
    lines[29] = lines[29].replace(b'"n": 30', b'"n":30', 1)  # line 30, one space less
    fetch(site, dest, ALL_DAYS, lines=lines)
    found = [recheck(open_bundle([dest]), reader_anchors(demo_master), statistics=False)
             for _ in range(3)]
    assert {f.kept[-1] for f in found} == {found[0].kept[-1]}
    assert len(list(history_root().rglob("rewrites/*/*"))) == 1
    copy = Path(found[0].kept[-1])
    copy.write_bytes(copy.read_bytes()[:-1] + b"X")  # changed since it was kept
    again = recheck(open_bundle([dest]), reader_anchors(demo_master), statistics=False)
    assert again.kept[-1] != str(copy) and Path(again.kept[-1]).read_bytes() == \
        b"".join(lines)
    lines[30] = lines[30].replace(b'"n": 31', b'"n":31', 1)  # another rewrite
    fetch(site, dest, ALL_DAYS, lines=lines)
    other = recheck(open_bundle([dest]), reader_anchors(demo_master), statistics=False)
    assert other.kept[-1] not in (str(copy), again.kept[-1])
    assert Path(other.kept[-1]).read_bytes() == b"".join(lines)


def test_a_history_that_cannot_be_written_is_said_not_raised(site, checked, demo_master):
    """The re-check's new entry cannot be written (here a folder stands at its name; a full
    disk does the same): the re-check raised, and the command printed a traceback. Its
    result stands and one sentence says it was not recorded."""
    from datetime import UTC, datetime

    from verifier_app.history.store import source_folder

    dest, _ = checked  # the first check, made once (conftest.py)
    fetch(site, dest, ALL_DAYS)
    now = datetime(2026, 12, 1, 12, 0, 0, tzinfo=UTC)
    (source_folder(site.data_url) / "20261201T120000000000Z.txt").mkdir()
    found = recheck(open_bundle([dest]), reader_anchors(demo_master), statistics=False,
                    now=now)
    assert found.done and found.status is not Status.FAIL and found.recorded is None
    said = [n.render() for n in found.notes]
    assert any(n.startswith("Not recorded in your history: ") for n in said), said
    assert len(load_history().entries) == 1


def only_entry(root: Path) -> Path:
    [path] = [p for p in root.rglob("*.txt")]
    return path


def test_a_damaged_history_is_named_and_ignored(site, checked, demo_master, tmp_path):
    dest, _ = checked  # the first check, made once (conftest.py)
    fetch(site, dest, ALL_DAYS)
    entry = only_entry(history_root())
    good = entry.read_bytes()
    cases = {
        "truncated": good[: len(good) // 2],
        "binary": b"\x00\xff" * 100,
        "changed": good.replace(b"\nlines ", b"\nlines 1", 1),  # the signature no longer holds
    }
    for case, data in cases.items():
        entry.write_bytes(data)
        found = recheck(open_bundle([dest]), reader_anchors(demo_master), record=False)
        assert not found.done and found.status is Status.NOT_CHECKED, case
        [damaged] = found.damaged
        said = damaged.message.render()
        assert said.startswith(f"Your history entry {damaged.name} was not used:"), said
        assert said.endswith("It is ignored, never trusted."), said
    entry.unlink()
    os.mkfifo(entry)  # a pipe would wait for ever if it were read
    found = recheck(open_bundle([dest]), reader_anchors(demo_master), record=False)
    assert not found.done and "not a regular file" in found.damaged[0].message.render()
    entry.unlink()
    entry.write_bytes(b"x" * (5 * 1024 * 1024))  # huge
    found = recheck(open_bundle([dest]), reader_anchors(demo_master), record=False)
    assert not found.done and "too large to be a history entry" in \
        found.damaged[0].message.render()


def test_the_recheck_reads_the_history_newest_first_and_names_what_it_passed(
        site, checked, demo_master):
    """Entries are named by the time they were recorded: the re-check reads them newest
    first and starts from the first it can use, naming the newer ones it could not use;
    older ones are not read (a re-check's start does not grow with the reader's visits),
    and File > History (``load_history``) still names every damaged one."""
    dest, _ = checked  # the first check, made once (conftest.py)
    fetch(site, dest, ALL_DAYS)
    entry = only_entry(history_root())
    newer = entry.with_name("29990101T000000000000Z.txt")
    older = entry.with_name("20000101T000000000000Z.txt")
    newer.write_bytes(entry.read_bytes()[:100])  # cut short
    older.write_bytes(b"\x00" * 10)
    try:
        found = recheck(open_bundle([dest]), reader_anchors(demo_master), record=False)
        assert found.done and found.entry is not None and found.entry.name == entry.name
        assert [d.name for d in found.damaged] == [f"{entry.parent.name}/{newer.name}"]
        assert {d.name.split("/")[1] for d in load_history().damaged} == \
            {newer.name, older.name}
    finally:
        newer.unlink()
        older.unlink()


def sparse_file(path: Path, size: int) -> None:
    """A file of ``size`` bytes that takes no room on the disk (a hole)."""
    with path.open("xb") as out:
        out.truncate(size)


def test_an_entry_the_opener_refuses_is_said_in_one_plain_sentence(site, checked,
                                                                   demo_master):
    """A pipe, a device, a folder or a 2 GB sparse file in place of an entry: one sentence
    each, whose reason is a clause of it (not the opener's own sentence, with its full stop
    and its "give …" advice, set inside it), and the bundle is left to a full walk."""
    dest, _ = checked  # the first check, made once (conftest.py)
    fetch(site, dest, ALL_DAYS)
    entry = only_entry(history_root())
    shown = f"{entry.parent.name}/{entry.name}"
    ending = " It is ignored, never trusted."
    cases = {
        "pipe": (lambda: os.mkfifo(entry),
                 "it is not a regular file (it is a device, pipe or socket)."),
        "device": (lambda: entry.symlink_to("/dev/zero"),
                   "it is not a regular file (it is a device, pipe or socket)."),
        "folder": (lambda: entry.mkdir(), "it is a folder, not a file."),
        "sparse": (lambda: sparse_file(entry, 2 * 1024 ** 3),
                   "it is too large to be a history entry."),
    }
    for case, (make, why) in cases.items():
        entry.rmdir() if entry.is_dir() and not entry.is_symlink() else entry.unlink()
        make()
        found = recheck(open_bundle([dest]), reader_anchors(demo_master), record=False)
        assert not found.done and found.status is Status.NOT_CHECKED, case
        [damaged] = found.damaged
        assert damaged.message.render() == \
            f"Your history entry {shown} was not used: {why}{ending}", case
        assert ".." not in damaged.message.render(words_for("de").engine), case


def test_an_entry_signed_with_another_key_is_not_the_readers(site, checked, demo_master, tmp_path,
                                                             monkeypatch):
    dest, _ = checked  # the first check (conftest.py), signed with this data folder's key
    entry = only_entry(history_root())
    other = tmp_path / "other-reader"
    monkeypatch.setenv("VERIFIER_APP_DATA_DIR", str(other))
    (history_root() / entry.parent.name).mkdir(parents=True)
    (history_root() / entry.parent.name / entry.name).write_bytes(entry.read_bytes())
    from verifier_app.witness.keys import witness_key

    witness_key()  # the other reader has a key of their own
    found = recheck(open_bundle([dest]), reader_anchors(demo_master), record=False)
    assert not found.done
    assert "it is not signed with your own key" in found.damaged[0].message.render()


def test_a_stamped_list_you_checked_that_changed_fails(site, checked, demo_master, tmp_path):
    dest, _ = checked  # the first check, made once (conftest.py)
    listed = sorted((demo_master / "markets/proof/2026-10-20").glob("*Z.txt"))[0]
    path = "/" + listed.relative_to(demo_master).as_posix()
    site.overrides[path] = listed.read_bytes() + b"one more line\n"
    fetch(site, dest, ALL_DAYS)
    site.overrides.pop(path)
    found = recheck(open_bundle([dest]), reader_anchors(demo_master), statistics=False)
    assert found.status is Status.FAIL and found.prefix.extends
    [said] = [m.render() for m in found.changed_lists]
    assert said.startswith(f"The stamped list {path[1:]} changed since your check: its SHA-256 "
                           "was ")
    assert said in found.message.render()


def test_a_new_line_that_breaks_the_chain_fails_naming_it(site, checked, demo_master, tmp_path):
    """Appendix B step 4 over the new lines: line N+3's content no longer matches its seal."""
    dest, upto = checked  # the first check, made once (conftest.py)
    lines = book_lines(demo_master)
    broken = upto + 3
    lines[broken - 1] = lines[broken - 1].replace(b'"kind": "', b'"kind": "x', 1)
    fetch(site, dest, ALL_DAYS, lines=lines)
    found = recheck(open_bundle([dest]), reader_anchors(demo_master), statistics=False)
    assert found.prefix.extends and found.status is Status.FAIL
    assert found.first_bad_line == broken and found.rule == "seal"
    assert f"New line {broken} breaks the chain: the line's content does not match its seal" \
        in found.message.render()
    assert found.verified_through == upto  # nothing after the break counts as verified
    assert found.recorded is None


def _one_figure_changed(demo_master: Path) -> bytes:
    """council-stats.json with seat s01's 1d Brier score one thousandth higher."""
    stats = json.loads((demo_master / "api/v1/council-stats.json").read_bytes())
    stats["brier"]["per_seat"]["s01"]["1d"]["brier"] += 0.001
    return json.dumps(stats).encode()


def test_a_recount_that_fails_fails_the_recheck(site, checked, demo_master):
    """Step 7 is part of the re-check (Appendix B step 7): a published figure the verified
    rows do not reproduce fails step 7, and so the re-check, as it fails a full walk; the
    head the re-check verified is recorded all the same, as a full walk records it."""
    dest, _ = checked  # the first check, made once (conftest.py)
    fetch(site, dest, ALL_DAYS)
    found = recheck(open_bundle([dest]), reader_anchors(demo_master), record=False)
    assert found.statistics.status is Status.PASS  # the league as published: it recounts
    assert found.status is not Status.FAIL, found.message.render()

    site.overrides["/api/v1/council-stats.json"] = _one_figure_changed(demo_master)
    fetch(site, dest, ALL_DAYS)
    found = recheck(open_bundle([dest]), reader_anchors(demo_master))
    assert found.statistics.status is Status.FAIL, found.statistics.detail
    assert "brier.per_seat/s01/1d/brier" in found.statistics.detail
    assert found.status is Status.FAIL and found.to_json()["status"] == "fail"
    assert found.recorded is not None  # the chain and the seals held: the head is recorded


def test_a_seal_that_failed_your_check_is_checked_again_never_unchanged(site, demo_master,
                                                                        tmp_path):
    """Your check found a seal whose Bitcoin proof does not lead to its block (FAIL,
    Appendix B step 6). The re-check does not count it among the seals 'checked before and
    found unchanged': it checks it again, and while the proof is still damaged the re-check
    fails, as a full walk of the same copy does."""
    import shutil

    from verifier_app.demo.tamper import apply_tamper

    damaged = tmp_path / "damaged"
    shutil.copytree(demo_master, damaged)
    apply_tamper(damaged, "ots-byte")
    [proof] = [p for p in damaged.rglob("*.ots")
               if p.read_bytes() != (demo_master / p.relative_to(damaged)).read_bytes()]
    listed = proof.relative_to(damaged).as_posix().removesuffix(".ots")
    site.overrides["/" + listed + ".ots"] = proof.read_bytes()  # the site serves it damaged
    dest = tmp_path / "league"
    first_check(site, demo_master, dest)
    [entry] = load_history().entries
    assert {s.list: s.status for s in entry.record.seals}[listed] is Status.FAIL
    fetch(site, dest, ALL_DAYS)
    found = recheck(open_bundle([dest]), reader_anchors(demo_master), statistics=False,
                    record=False)
    [again] = [s for s in found.new_seals if s.list == listed]
    assert again.status is Status.FAIL and found.status is Status.FAIL
    verified = sum(s.status in (Status.PASS, Status.WARN) for s in entry.record.seals)
    assert found.known_seals == verified < len(entry.record.seals)
    said = found.message.render(words_for("en").engine)  # the new ones only are counted
    assert f"{len(found.new_seals) - len(entry.record.seals) + verified} new seals" in said
    assert again.ots.detail in said  # why it fails, beside the FAIL: its proof's sentence
