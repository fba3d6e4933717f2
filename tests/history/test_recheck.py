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
    assert not found.done and "larger than" in found.damaged[0].message.render()


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
