"""The values the paper prints are a second channel: compared on a real league's bundle."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import offline_walk_options
from tests.pristine import walked
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.failures import PaperFailure
from verifier_app.core.results import Status
from verifier_app.core.stamped_list import ListedBook, render_stamped_list
from verifier_app.engine.paper_check import printed_values
from verifier_app.engine.walk import walk

PAPER_CLAIM = ListedBook("daily/council/book.jsonl", 159,
                         "59673b9e21ac6d358e7dc3b811dc3d78f5286390094f7133e3704f57cac1a7d9",
                         "378273fd057fcbf364746b032f67f42cd811d281da80f39ff0792c4047175b2c")


def test_demo_is_never_compared_with_the_paper(demo_master: Path) -> None:
    assert walked(demo_master).paper == []


def test_printed_values_match_the_spec_table() -> None:
    values = {item["id"]: item["value"] for item in printed_values()}
    assert values["list-2026-10-20-130025Z"].startswith("5c7d3a357f3c")
    assert values["anchor-972334"].startswith("74072ae1fdee")
    assert values["rekor-2026-10-20"] == 1792626303
    # Every value the paper prints is compared, not only ten (Sections 3.4, 3.11, App. B).
    assert values["link-159"].endswith("2c4047175b2c")
    assert values["header-time-972334"] == "2026-10-20T13:55:20Z"
    assert values["mtp-972334"] == "2026-10-20T12:45:12Z"
    assert values["rekor-index-2026-10-20"] == 3368351276
    assert values["declaration"] == "c24b0d4f…5df5"
    assert values["climatology"].startswith("2810d11e")
    assert len(values) == 15


def test_a_shortened_printed_hash_matches_on_its_printed_digits() -> None:
    from verifier_app.engine.paper_check import same_value

    assert same_value("c24b0d4f…5df5", "c24b0d4f" + "0" * 52 + "5df5")
    assert not same_value("c24b0d4f…5df5", "c24b0d4f" + "0" * 52 + "5df6")
    assert not same_value("c24b0d4f…5df5", "c24b0d4f5df5")  # too short to be a SHA-256


def test_a_league_bundle_that_contradicts_the_paper_fails(demo_bundle: Path) -> None:
    (demo_bundle / "DEMONSTRATION.txt").unlink()  # now it claims to be a real league
    day = demo_bundle / "markets" / "proof" / "2026-10-20"
    (day / "130025Z.txt").write_bytes(render_stamped_list("2026-10-20T13:00:25Z", [PAPER_CLAIM]))
    report = walk(open_bundle([demo_bundle]), offline_walk_options())
    rows = {row.id: row.to_json() for row in report.paper}  # in the JSON's words
    assert rows["prefix-159"]["status"] == "match"  # the list repeats the printed claim
    assert rows["link-159"]["status"] == "match"
    assert rows["list-2026-10-20-130025Z"]["status"] == "differs"  # but is another file
    assert rows["ask-2026-10-20-am"]["status"] == "differs"
    assert rows["code-council_arena"]["status"] == "differs"
    assert rows["anchor-972334"]["status"] == "absent"
    assert report.verdict == "fail"
    check = next(c for c in report.checks if c.id == "paper")
    assert check.failure is PaperFailure.VALUE_DIFFERS
    assert check.detail.startswith("This bundle is not the one the paper describes: its "
                                   "SHA-256 of the stamped list 2026-10-20 13:00:25Z differs "
                                   "from the one printed in the paper (printed 5c7d3a35…")
    assert "paper" in report.to_json()


def test_another_league_is_not_failed_for_differing_from_the_paper(demo_bundle: Path) -> None:
    (demo_bundle / "DEMONSTRATION.txt").unlink()
    report = walk(open_bundle([demo_bundle]), offline_walk_options())
    assert {row.status for row in report.paper} >= {Status.FAIL, Status.NOT_CHECKED}
    assert {row["status"] for row in report.to_json()["paper"]} >= {"differs", "absent"}
    assert report.to_json()["paper_verdict"] == "unrelated"
    # Without the demo marker its saved log answers meet Sigstore's trusted root, which
    # does not know the demo log (not checked); the paper's values add no failure.
    assert [s.id for s in report.steps if s.status.value == "fail"] == []
    assert report.step("step10").status.value == "not_checked"
