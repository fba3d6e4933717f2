"""Step 7a by run in a re-check (issue 29, item 3 and its measure; Appendix B step 7): the
parts counted at the reader's check are kept signed in the cache folder and used only when
every check of them holds; damaged, foreign or missing parts are said in a sentence and
step 7a reads the whole forecasts file. Either way the result is the full step 7's."""

from __future__ import annotations

import pytest

from tests.history.conftest import reader_anchors
from tests.history.test_kept_index import (
    DAY_FIVE,
    DAY_FOUR,
    damage_body,
    damage_note,
    full_step7,
    grow_to,
    remove_body,
    same,
)
from verifier_app.core.bundle_open import open_bundle
from verifier_app.history.kept_index import kept_folder
from verifier_app.history.kept_parts import PARTS
from verifier_app.history.recheck import recheck

pytestmark = pytest.mark.xdist_group("history")


@pytest.mark.parametrize("damage, why", [
    (damage_body, "its file was changed after it was signed"),
    (damage_note, "it is not signed with your key, or its signature does not verify"),
    (remove_body, "its file is missing"),
])
def test_damaged_parts_are_said_and_step7_recounts_every_run(
        site, checked, demo_master, damage, why):
    dest, _ = checked  # the first check, made once (conftest.py)
    grow_to(site, demo_master, dest, DAY_FOUR, "2026-10-22")
    day_four = recheck(open_bundle([dest]), reader_anchors(demo_master))
    assert [n.id for n in day_four.notes] == []  # nothing was kept yet: said by nothing
    damage(kept_folder(day_four.source, PARTS))
    grow_to(site, demo_master, dest, DAY_FIVE, "2026-10-23")
    day_five = recheck(open_bundle([dest]), reader_anchors(demo_master))
    assert [n.render() for n in day_five.notes] == [
        "Step 7 recounted every run: what it counted of each run at your check, kept in the "
        f"cache folder, was not used ({why})."]
    assert same(day_five.statistics, full_step7(day_five))


def test_parts_are_used_once_and_again_the_next_day(site, checked, demo_master):
    """Day four keeps the parts of its head; day five recounts only the runs its lines
    touch, keeps the parts of its own head, and they give the full step 7 again."""
    dest, _ = checked
    grow_to(site, demo_master, dest, DAY_FOUR, "2026-10-22")
    recheck(open_bundle([dest]), reader_anchors(demo_master))
    grow_to(site, demo_master, dest, DAY_FIVE, "2026-10-23")
    day_five = recheck(open_bundle([dest]), reader_anchors(demo_master))
    [said] = day_five.notes
    assert said.id == "kept_parts.used" and dict(said.values)["count"] >= 1
    assert same(day_five.statistics, full_step7(day_five))
    again = recheck(open_bundle([dest]), reader_anchors(demo_master))  # nothing new
    assert [n.id for n in again.notes] == ["kept_parts.used"]
    # only a run whose rows name lines not yet in the verified book is recounted again
    assert dict(again.notes[0].values)["count"] < dict(said.values)["count"]
    assert same(again.statistics, full_step7(again))
    notes = sorted(p.name for p in kept_folder(again.source, PARTS).glob("*.note"))
    assert len(notes) == 2  # day four's head and day five's (kept again, nothing new)
