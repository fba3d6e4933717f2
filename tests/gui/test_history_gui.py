"""The reader's history in a real window (issue 29, items 2 and 3): File > History lists
the checks kept; opening a source again re-checks it from there, says what is unchanged
and what is new, and offers a full walk; a damaged history is said and the walk is full."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fetch.conftest import DEMO_HEADERS
from tests.gui.helpers import WAIT_MS, open_and_wait, save_shot
from tests.history.conftest import (  # noqa: F401  (fixtures)
    ALL_DAYS,
    FIRST_DAYS,
    book_lines,
    checked,
    fetch,
    first_checked,
    last_sealed_lines,
    live_site,
    own_data_folder,
    site,
)
from verifier_app.anchors.tsa_demo import demo_root_path
from verifier_app.gui import config
from verifier_app.gui.history_view import HistoryDialog, show_history
from verifier_app.gui.main_window import MainWindow
from verifier_app.history.store import history_root
from verifier_app.resources import resource_path


@pytest.fixture
def window(qtbot, demo_master):
    """A window whose anchor sources are the reader's own, offline (the demo's headers,
    authorities' root and log key)."""
    config.HEADERS_FILE.set(str(demo_master / DEMO_HEADERS))
    config.EXPLORERS.set([])
    config.TRUST_ROOTS.set([str(demo_root_path())])
    config.REKOR_KEY.set(str(resource_path("rekor", "demo-log-key.pub.pem")))
    config.OFFLINE.set(True)
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1200, 820)
    win.show()
    return win


def shot(widget, folder: Path, name: str) -> None:
    """A picture of what the reader sees, kept beside the test's files to be looked at."""
    assert save_shot(widget, folder / name)


def test_history_dialog_lists_the_check_and_reopening_rechecks_only_what_is_new(
        qtbot, window, site, demo_master, tmp_path):  # noqa: F811
    dest = tmp_path / "league"
    upto = last_sealed_lines(demo_master, "2026-10-21")
    fetch(site, dest, FIRST_DAYS, book_upto=upto)
    open_and_wait(qtbot, window, [dest])
    assert window.report is not None and window.tabs.isVisible()  # the first time: in full

    dialog = show_history(window)
    qtbot.addWidget(dialog)
    assert isinstance(dialog, HistoryDialog) and dialog.table.rowCount() == 1
    assert dialog.table.item(0, 1).text() == site.data_url
    assert dialog.table.item(0, 2).text() == f"1–{upto} of api/v1/council-book.jsonl"
    assert not dialog.damaged.isVisible()
    shot(dialog, tmp_path, "history-dialog.png")
    dialog.close()

    fetch(site, dest, ALL_DAYS)  # the league went on
    open_and_wait(qtbot, window, [dest])
    found = window.rechecked
    total = len(book_lines(demo_master))
    assert found is not None and window.report is None
    assert found.lines_scanned == total - upto
    said = window.verdict.sentence.text()
    assert said.startswith("Unchanged since your check of ")
    assert f"lines 1–{upto}; new: lines {upto + 1}–{total}" in said
    assert window.verdict.headline.text() == "Re-checked from where you left off"
    assert window.history_panel.isVisible() and not window.tabs.isVisible()
    assert window.history_panel.seals.rowCount() == len(found.new_seals) > 0
    # step 7 reads every verified row: it follows the re-check, which is shown at once
    qtbot.waitUntil(lambda: "Step 7 recomputed" in window.history_panel.details.text(),
                    timeout=WAIT_MS)
    assert window.rechecked.statistics is not None
    assert window.verdict.mark.status is window.rechecked.status  # step 7's joined
    shot(window, tmp_path, "history-recheck.png")

    qtbot.mouseClick(window.history_panel.full, qtbot_button())
    qtbot.waitUntil(lambda: not window.busy and window.report is not None, timeout=WAIT_MS)
    assert window.tabs.isVisible() and not window.history_panel.isVisible()
    assert window.rechecked is None


def qtbot_button():
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton


def test_a_damaged_history_is_said_and_the_bundle_walked_in_full(qtbot, window, site,  # noqa: F811
                                                                  demo_master, tmp_path):
    dest = tmp_path / "league"
    fetch(site, dest, FIRST_DAYS)
    open_and_wait(qtbot, window, [dest])
    [entry] = history_root().rglob("*.txt")
    entry.write_bytes(b"\x00\x01binary")
    open_and_wait(qtbot, window, [dest])
    assert window.report is not None and window.rechecked is None  # walked in full
    notice = window.history_notice.text()
    assert window.history_notice.isVisible()
    assert f"Your history entry {entry.parent.name}/{entry.name} was not used: it is not text" \
        in notice
    shot(window, tmp_path, "history-damaged.png")
    dialog = show_history(window)
    qtbot.addWidget(dialog)
    assert dialog.damaged.isVisible() and "was not used" in dialog.damaged.text()
    assert dialog.table.rowCount() == 1  # the full walk recorded a new, good entry


def test_a_rewritten_recorded_line_is_a_fail_on_screen(qtbot, window, site,  # noqa: F811
                                                       demo_master, tmp_path):
    from verifier_app.core.results import Status

    dest = tmp_path / "league"
    upto = last_sealed_lines(demo_master, "2026-10-21")
    fetch(site, dest, FIRST_DAYS, book_upto=upto)
    open_and_wait(qtbot, window, [dest])
    lines = book_lines(demo_master)
    lines[11] = lines[11].replace(b'"n": 12', b'"n":12', 1)  # line 12, one space less
    fetch(site, dest, ALL_DAYS, lines=lines)
    open_and_wait(qtbot, window, [dest])
    found = window.rechecked
    assert found is not None and found.status is Status.FAIL
    assert window.verdict.mark.status is Status.FAIL and window.verdict.verdict == "fail"
    said = window.verdict.sentence.text()
    assert said.startswith("HISTORY REWRITTEN since your check of ")
    assert "Line 12 of api/v1/council-book.jsonl was rewritten after your check" in said
    assert found.statistics is None and window.history_panel.details.text().startswith(
        "Nothing after the recorded lines was walked: a rewrite of lines you checked fails")
    shot(window, tmp_path, "history-rewritten.png")


def test_a_damaged_kept_index_is_said_beside_step7(
        qtbot, window, site, demo_master, tmp_path):  # noqa: F811
    """The index step 7 kept of the checked lines, changed in the cache folder: the panel
    says it was not used, and step 7 is recomputed from the whole book all the same."""
    from verifier_app.history.kept_index import kept_folder

    dest = tmp_path / "league"
    fetch(site, dest, FIRST_DAYS, book_upto=last_sealed_lines(demo_master, "2026-10-21"))
    open_and_wait(qtbot, window, [dest])  # in full, recorded
    fetch(site, dest, "2026-10-19..2026-10-22",
          book_upto=last_sealed_lines(demo_master, "2026-10-22"))
    open_and_wait(qtbot, window, [dest])  # re-checked: the new head's index is kept
    qtbot.waitUntil(lambda: "Step 7 recomputed" in window.history_panel.details.text(),
                    timeout=WAIT_MS)
    [body] = kept_folder(site.data_url).glob("*.json")
    body.write_bytes(body.read_bytes().replace(b'"answers"', b'"Answers"', 1))
    fetch(site, dest, ALL_DAYS)
    open_and_wait(qtbot, window, [dest])
    qtbot.waitUntil(lambda: "Step 7 recomputed" in window.history_panel.details.text(),
                    timeout=WAIT_MS)
    said = window.history_panel.details.text()
    assert "Step 7 read the whole book: the index of the lines you checked, kept in the " \
        "cache folder, was not used (its index file was changed after it was signed)." in said
    shot(window, tmp_path, "history-kept-index-damaged.png")


def test_the_history_dialog_says_how_many_entries_its_cap_left_unread(
        qtbot, checked, monkeypatch, tmp_path):  # noqa: F811
    """Older entries past the cap on entries per source are said under the list."""
    from verifier_app.history import store

    [entry] = history_root().rglob("*.txt")
    for n in range(3):  # older, valid copies of the one entry
        (entry.parent / f"20200101T{n:06d}000000Z.txt").write_bytes(entry.read_bytes())
    monkeypatch.setattr(store, "MAX_ENTRIES", 2)
    dialog = HistoryDialog(store.load_history())
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.table.rowCount() == 2
    assert dialog.not_read.isVisible()
    assert dialog.not_read.text() == \
        "Only the newest 2 entries of each source are read: 2 older entries were not."
    shot(dialog, tmp_path, "history-capped.png")


def test_a_walk_not_recorded_for_a_damaged_key_is_said_in_the_window(
        qtbot, window, site, demo_master, tmp_path, own_data_folder):  # noqa: F811
    """The reader's key file is not a key: the window's full walk could not be recorded and
    said nothing (the command line says it). The banner under the verdict says it."""
    dest = tmp_path / "league"
    fetch(site, dest, FIRST_DAYS)
    own_data_folder.mkdir(parents=True, exist_ok=True)
    (own_data_folder / "witness-ed25519.pem").write_bytes(b"not a key\n")
    open_and_wait(qtbot, window, [dest])
    assert window.report is not None and window.rechecked is None
    assert window.history_notice.isVisible()
    assert "Not recorded in your history: witness-ed25519.pem in the app's data folder is " \
           "not a witness key; move it away to make a new one" in \
           window.history_notice.text()
    assert not list(history_root().rglob("*.txt"))  # nothing recorded, and it is said
    shot(window, tmp_path, "history-key-damaged.png")


def test_a_walk_the_history_cannot_keep_is_said_in_the_window(
        qtbot, window, site, demo_master, tmp_path, own_data_folder):  # noqa: F811
    """A history that cannot be written (here a file stands where its folder goes, as a
    full disk would refuse it): the walk's result stands, and the window says it was not
    recorded (the command line and a re-check say it too)."""
    dest = tmp_path / "league"
    fetch(site, dest, FIRST_DAYS)
    own_data_folder.mkdir(parents=True, exist_ok=True)
    history_root().write_bytes(b"not a folder\n")
    open_and_wait(qtbot, window, [dest])
    assert window.report is not None and window.rechecked is None
    assert window.history_notice.isVisible()
    assert window.history_notice.text().startswith("<b>Not recorded in your history: "), \
        window.history_notice.text()
    assert history_root().read_bytes() == b"not a folder\n"  # left as it was
    shot(window, tmp_path, "history-not-written.png")


def test_step7_of_a_recheck_is_no_pass_until_recounted_and_its_fail_fails_the_banner(
        qtbot, window, site, demo_master, tmp_path):  # noqa: F811
    """Step 7 follows the re-check on screen (``with_statistics``, Appendix B step 7): while
    it is recomputed, the banner and the status bar say NOT CHECKED, never a pass; a
    published figure the verified rows do not reproduce then turns both to FAIL."""
    import json

    from tests.history.conftest import reader_anchors
    from verifier_app.core.bundle_open import open_bundle
    from verifier_app.core.results import Status
    from verifier_app.history.recheck import recheck

    dest = tmp_path / "league"
    # From 21 October every seal has its authorities' tokens: none is left not checked
    # (the 20th's calendar-pending proof is), so the seals alone re-check as a WARNING.
    fetch(site, dest, "2026-10-21..2026-10-21",
          book_upto=last_sealed_lines(demo_master, "2026-10-21"))
    open_and_wait(qtbot, window, [dest])  # the first check, recorded
    stats = json.loads((demo_master / "api/v1/council-stats.json").read_bytes())
    stats["brier"]["per_seat"]["s01"]["1d"]["brier"] += 0.001
    site.overrides["/api/v1/council-stats.json"] = json.dumps(stats).encode()
    fetch(site, dest, "2026-10-21..2026-10-26")
    found = recheck(open_bundle([dest]), reader_anchors(demo_master), statistics=False,
                    record=False)
    assert found.status is Status.WARN and found.statistics is None
    window._show_recheck(found)  # as the window's worker hands it over; step 7 follows
    assert window.verdict.mark.status is Status.NOT_CHECKED
    assert window.verdict.title == "NOT CHECKED" and window.verdict.verdict == "incomplete"
    assert window.status_text == "Re-checked from where you left off: NOT CHECKED."
    assert "Step 7 is being recomputed" in window.history_panel.details.text()
    shot(window, tmp_path, "history-recheck-step7-pending.png")

    qtbot.waitUntil(lambda: "Step 7 recomputed" in window.history_panel.details.text(),
                    timeout=WAIT_MS)
    assert window.rechecked.statistics.status is Status.FAIL
    assert window.rechecked.status is Status.FAIL
    assert window.verdict.mark.status is Status.FAIL and window.verdict.verdict == "fail"
    assert window.verdict.title == "FAIL"
    assert window.status_text == "Re-checked from where you left off: FAIL."
    assert "Step 7 recomputed: FAIL." in window.history_panel.details.text()
    shot(window, tmp_path, "history-recheck-step7-fail.png")
