"""Opening bundles: live layout, zip, loose files; roles found by name and content."""

from __future__ import annotations

import shutil
import zipfile
from pathlib import Path

import pytest

from tests.conftest import offline_walk_options
from tests.pristine import walked
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.errors import UserFacingError
from verifier_app.core.results import Status
from verifier_app.engine.walk import walk


def first_list(bundle_root: Path) -> Path:
    return sorted((bundle_root / "markets" / "proof").rglob("*Z.txt"))[-1]


def test_folder_in_live_layout(demo_master: Path) -> None:
    bundle = open_bundle([demo_master])
    assert bundle.book.relpath == "api/v1/council-book.jsonl"
    assert bundle.asks_chain.relpath == "api/v1/asks.jsonl"
    assert len(bundle.stamped_lists()) == 17
    assert bundle.is_demo
    assert {f.day for f in bundle.stamped_lists()} >= {"2026-10-19", "2026-10-26"}


def test_zip_with_a_top_folder_walks_like_the_folder(demo_master: Path, tmp_path: Path) -> None:
    archive = tmp_path / "bundle.zip"
    with zipfile.ZipFile(archive, "w") as out:
        for path in demo_master.rglob("*"):
            if path.is_file():
                out.write(path, Path("league") / path.relative_to(demo_master))
    from_zip = walk(open_bundle([archive])).to_json()
    from_folder = walked(demo_master).to_json()
    for zipped, unzipped in zip(from_zip["seals"], from_folder["seals"], strict=True):
        assert zipped["covers"] == unzipped["covers"]
        assert zipped["status"] == unzipped["status"]
        assert zipped["ots"]["height"] == unzipped["ots"]["height"]
        assert zipped["rekor"]["status"] == unzipped["rekor"]["status"]
    assert [s["status"] for s in from_zip["steps"]] == [s["status"] for s in from_folder["steps"]]
    assert from_zip["verdict"] == from_folder["verdict"] == "pass"


def test_the_three_files_of_the_front_page(demo_master: Path, tmp_path: Path) -> None:
    """Book, one stamped list and its proof, loose: steps without inputs are not checked."""
    book = shutil.copy(demo_master / "api/v1/council-book.jsonl", tmp_path)
    stamped = shutil.copy(first_list(demo_master), tmp_path)
    report = walk(open_bundle([book, stamped]), offline_walk_options())
    assert report.step("step3").status == Status.PASS
    assert report.step("step4").status == Status.PASS
    assert report.step("step5").status == Status.NOT_CHECKED
    assert report.step("step8").status == Status.NOT_CHECKED
    assert report.verdict == "incomplete"
    # asks.jsonl is named by the list but was not given: listed apart, not failed.
    assert report.seals[0].covers[1].status == Status.NOT_CHECKED


def test_stamped_list_recognised_by_content_under_another_name(demo_master, tmp_path) -> None:
    renamed = tmp_path / "seal-from-email.txt"
    renamed.write_bytes(first_list(demo_master).read_bytes())
    book = shutil.copy(demo_master / "api/v1/council-book.jsonl", tmp_path)
    report = walk(open_bundle([book, renamed]), offline_walk_options())
    assert [s.list for s in report.seals] == ["seal-from-email.txt"]
    assert report.seals[0].covers[0].status == Status.PASS
    # A matching prefix with no time anchor given says nothing about time: not a pass.
    assert report.seals[0].status == Status.NOT_CHECKED


def test_missing_path_is_a_plain_error(tmp_path: Path) -> None:
    with pytest.raises(UserFacingError, match="does not exist"):
        open_bundle([tmp_path / "nope.jsonl"])


def test_proof_and_tokens_are_found_beside_their_list(demo_bundle: Path) -> None:
    stamped = sorted((demo_bundle / "markets" / "proof").rglob("*Z.txt"))[0]  # no tokens yet
    Path(str(stamped) + ".freetsa.tsr").write_bytes(b"token")
    bundle = open_bundle([demo_bundle])
    listed = next(f for f in bundle.stamped_lists() if f.name == stamped.name
                  and f.day == stamped.parent.name)
    assert bundle.ots_for(listed).name == stamped.name + ".ots"
    assert list(bundle.tokens_for(listed)) == ["freetsa"]
