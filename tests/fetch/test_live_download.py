"""A full download from the live site lands in the live layout, byte for byte, and walks."""

from __future__ import annotations

import json

from tests.fetch.conftest import live_request, served_files, user_anchor_args
from verifier_app.cli import main as cli_main
from verifier_app.fetch import fetch_bundle


def test_full_download_lands_in_live_layout_byte_for_byte(site, demo_master, tmp_path):
    dest = tmp_path / "league"
    report = fetch_bundle(live_request(site, dest))
    assert report.verdict == "ok", report.problems
    wanted = served_files(demo_master, "api", "markets")
    got = served_files(dest, "api", "markets")
    assert got == wanted
    record = json.loads((dest / "bundle.json").read_bytes())
    book = record["files"]["api/v1/council-book.jsonl"]
    assert book["url"] == site.data_url + "council-book.jsonl"
    assert book["size"] == len(wanted["api/v1/council-book.jsonl"])
    assert book["etag"] and book["last_modified"] and book["retrieved_at"]
    # weekend pages do not exist: noted, not a problem
    assert any("2026-10-24" in note for note in report.notes)


def test_full_live_download_walks_with_the_readers_anchor_sources(site, demo_master, demo_log,
                                                                  demo_explorer, tmp_path,
                                                                  capsys):
    dest = tmp_path / "league"
    fetch_bundle(live_request(site, dest))
    code = cli_main(["verify", str(dest), "--json",
                     *user_anchor_args(demo_master, demo_log.url, demo_explorer.url)])
    report = json.loads(capsys.readouterr().out)
    steps = {s["id"]: s["status"] for s in report["steps"]}
    assert set(steps.values()) <= {"pass", "warn"}, steps
    assert steps["step3"] == steps["step4"] == steps["step5"] == steps["step8"] == "pass"
    # a live download is not marked as a demo; the synthetic league holds none of the
    # values the paper prints, which is said, but is no failure of this league
    assert report["demo"] is False
    assert report["paper_verdict"] == "unrelated"
    assert code == 0 and report["verdict"] == "pass"


def test_crlf_content_is_stored_as_served(site, tmp_path):
    crlf = b"run_id,seat\r\n2026-10-20-am,a\r\n"
    site.overrides["/api/v1/council-forecasts.csv"] = crlf
    dest = tmp_path / "league"
    fetch_bundle(live_request(site, dest, days=[]))
    assert (dest / "api/v1/council-forecasts.csv").read_bytes() == crlf


def test_day_page_linking_only_lists_falls_back_to_paper_patterns(site, demo_master, tmp_path):
    site.page_links = "lists"
    dest = tmp_path / "league"
    report = fetch_bundle(live_request(site, dest, days=["2026-10-20"]))
    day = demo_master / "markets/proof/2026-10-20"
    for stamped in day.glob("*Z.txt"):
        proof = dest / "markets/proof/2026-10-20" / (stamped.name + ".ots")
        assert proof.read_bytes() == (day / proof.name).read_bytes()
    assert report.verdict == "ok"


def test_explicit_day_without_a_page_is_a_problem(site, tmp_path):
    report = fetch_bundle(live_request(site, tmp_path / "league", days=["2026-10-24"]))
    assert report.verdict == "problems"
    assert any("no proof page for 2026-10-24" in p for p in report.problems)


def test_proof_day_address_fetches_that_day_and_the_data(site, tmp_path):
    from tests.fetch.conftest import fast_policy
    from verifier_app.fetch import FetchRequest

    dest = tmp_path / "league"
    url = site.url + "markets/proof/2026-10-21/"
    report = fetch_bundle(FetchRequest(url, dest, policy=fast_policy()))
    assert report.verdict == "ok", report.problems
    assert (dest / "api/v1/council-book.jsonl").is_file()
    assert sorted(p.name for p in (dest / "markets/proof").iterdir()) == ["2026-10-21"]
