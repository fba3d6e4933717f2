"""A downloaded bundle names every file it fetched: one that vanished later is reported."""

from __future__ import annotations

from tests.conftest import offline_walk_options
from tests.fetch.conftest import live_request, site  # noqa: F401 - the loopback live site
from verifier_app.core.bundle import FileProblemKind
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.results import Status
from verifier_app.engine.walk import walk
from verifier_app.fetch import fetch_bundle

TOKEN = "markets/proof/2026-10-22/130022Z.txt.demo-tsa-a.tsr"


def test_a_file_the_download_record_names_that_vanished_is_reported(site, tmp_path):  # noqa: F811
    dest = tmp_path / "league"
    assert fetch_bundle(live_request(site, dest)).verdict == "ok"
    assert walk(open_bundle([dest]), offline_walk_options()).step("step1").status == Status.PASS
    (dest / TOKEN).unlink()
    bundle = open_bundle([dest])
    missing = [p for p in bundle.file_problems if p.kind == FileProblemKind.MISSING]
    assert [p.relpath for p in missing] == [TOKEN]
    report = walk(bundle, offline_walk_options())
    assert report.step("step1").status == Status.NOT_CHECKED
    assert report.verdict != "pass" and TOKEN in report.step("step1").detail
