"""Step 7b in a re-check (issue 29, its measure; Appendix B step 7): the accounts, trades
and prices are not sealed, so 7b's result at the reader's check is taken again only for the
very bytes it was recounted from (their SHA-256, kept signed in the cache folder); any
change to one of the four files, or a damaged or foreign kept result, and 7b is recounted.
Either way the result is the full step 7's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.history.conftest import reader_anchors
from tests.history.test_kept_index import (
    DAY_FIVE,
    DAY_FOUR,
    damage_body,
    damage_note,
    full_step7,
    grow_to,
    same,
)
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.results import Status
from verifier_app.history import kept_accounts
from verifier_app.history.kept_accounts import ACCOUNTS_KEPT
from verifier_app.history.kept_index import kept_folder
from verifier_app.history.recheck import recheck
from verifier_app.history.store import load_history
from verifier_app.stats import step7b

pytestmark = pytest.mark.xdist_group("history")

API = Path("api") / "v1"


def recounts(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The bundles 7b is recounted for from here on."""
    calls: list[str] = []
    real = step7b.accounts_part

    def spy(bundle):
        calls.append("recounted")
        return real(bundle)

    monkeypatch.setattr(step7b, "accounts_part", spy)
    return calls


def checked_twice(site, dest: Path, demo_master: Path):
    """Day four, then day five: each re-check keeps 7b for the head it records."""
    grow_to(site, demo_master, dest, DAY_FOUR, "2026-10-22")
    recheck(open_bundle([dest]), reader_anchors(demo_master))
    grow_to(site, demo_master, dest, DAY_FIVE, "2026-10-23")
    return recheck(open_bundle([dest]), reader_anchors(demo_master))


def test_the_same_files_give_the_result_recounted_at_your_check(
        site, checked, demo_master, monkeypatch):
    dest, _ = checked
    day_five = checked_twice(site, dest, demo_master)
    assert day_five.statistics.parts[1].status is Status.PASS
    calls = recounts(monkeypatch)
    again = recheck(open_bundle([dest]), reader_anchors(demo_master))  # nothing new
    assert calls == []  # 7b taken as recounted at day five, for the same four files
    assert again.statistics == day_five.statistics
    assert same(again.statistics, full_step7(again)) and calls == ["recounted"]


def change_published_value(dest: Path) -> None:
    path = dest / API / "arena-accounts.csv"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    cells = lines[5].split(",")
    cells[4] = f"{float(cells[4]) + 1000:.2f}"  # the row's value, off by 1,000 dollars
    lines[5] = ",".join(cells)
    path.write_text("".join(lines), encoding="utf-8")


def add_a_trade(dest: Path) -> None:
    path = dest / API / "arena-trades.csv"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    path.write_text("".join([*lines, lines[-1]]), encoding="utf-8")  # the last one twice


def change_the_protocol(dest: Path) -> None:
    path = dest / API / "arena-protocol.json"
    protocol = json.loads(path.read_text(encoding="utf-8"))
    protocol["portfolio"]["fee_rate"] *= 2
    path.write_text(json.dumps(protocol), encoding="utf-8")


def remove_prices(dest: Path) -> None:
    (dest / API / "arena-prices.csv").unlink()


@pytest.mark.parametrize("change, status", [
    (change_published_value, Status.FAIL), (add_a_trade, Status.FAIL),
    (change_the_protocol, Status.FAIL), (remove_prices, Status.NOT_CHECKED)])
def test_a_file_changed_since_your_check_is_recounted_never_taken_as_it_was(
        site, checked, demo_master, monkeypatch, change, status):
    """The files are not sealed: a pass at your check says nothing of other bytes."""
    dest, _ = checked
    checked_twice(site, dest, demo_master)
    change(dest)
    calls = recounts(monkeypatch)
    again = recheck(open_bundle([dest]), reader_anchors(demo_master))
    assert calls == ["recounted"]
    assert again.statistics.parts[1].status is status
    assert same(again.statistics, full_step7(again))


def foreign_body(folder: Path) -> None:
    """A result kept by another version of the app: signed, but not this version's."""
    [body] = folder.glob("*.json")
    data = json.loads(body.read_bytes())
    data["made_by"] = "0.0.1"
    [note] = folder.glob("*.note")
    head = note.stem
    entry = next(e for e in load_history().entries
                 if e.record.statement.prefix_sha256 == head)
    from verifier_app.history.kept_index import keep_kept

    keep_kept(ACCOUNTS_KEPT, entry.record.source, entry.record.head,
              json.dumps(data).encode("ascii"))


@pytest.mark.parametrize("damage", [damage_body, damage_note, foreign_body])
def test_a_damaged_or_foreign_kept_result_is_not_used(
        site, checked, demo_master, monkeypatch, damage):
    dest, _ = checked
    day_five = checked_twice(site, dest, demo_master)
    folder = kept_folder(day_five.source, ACCOUNTS_KEPT)
    head = load_history().latest(day_five.source).record.statement.prefix_sha256
    for other in folder.iterdir():  # only the result the next re-check looks for is left
        if other.stem != head:
            other.unlink()
    damage(folder)
    calls = recounts(monkeypatch)
    again = recheck(open_bundle([dest]), reader_anchors(demo_master))
    assert calls == ["recounted"]
    assert same(again.statistics, full_step7(again))


@pytest.mark.parametrize("change", [None, change_published_value, remove_prices])
def test_a_kept_result_reads_back_equal(demo_bundle, change):
    """Every value of 7b's result (its sentence's numbers and grouped counts, its evidence)
    is written so that it reads back equal: pass, fail and not checked alike."""
    if change is not None:
        change(demo_bundle)
    part = step7b.accounts_part(open_bundle([demo_bundle]))
    written = json.loads(json.dumps(kept_accounts._result_json(part), allow_nan=False))
    back = kept_accounts._result(written)
    assert back == part and back.to_json() == part.to_json()
    assert back.message.render() == part.message.render()


def test_a_result_not_written_exactly_is_not_kept(demo_bundle):
    from dataclasses import replace

    part = step7b.accounts_part(open_bundle([demo_bundle]))
    for odd in (replace(part, evidence={**part.evidence, "when": (1, 2)}),
                replace(part, evidence={**part.evidence, "odd": float("nan")}),
                replace(part, parts=(part,))):
        with pytest.raises(ValueError):
            json.dumps(kept_accounts._result_json(odd), allow_nan=False)
