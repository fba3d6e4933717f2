"""``verifier-app verify`` records a downloaded bundle's head in the reader's history;
``verifier-app history`` lists it (``--json``: a contract) and, given the bundle again,
re-checks it from there (issue 29, items 2 and 3)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.fetch.conftest import DEMO_HEADERS
from tests.history.conftest import ALL_DAYS, FIRST_DAYS, book_lines, fetch, last_sealed_lines
from verifier_app.anchors.tsa_demo import demo_root_path
from verifier_app.cli import main as cli_main
from verifier_app.history.store import history_root
from verifier_app.resources import resource_path

# With pytest-xdist, one process runs the history's modules: its live site and the first
# check it starts from (conftest.py) are made once.
pytestmark = pytest.mark.xdist_group("history")


def anchor_args(demo_master: Path) -> list[str]:
    return ["--headers", str(demo_master / DEMO_HEADERS), "--trust-ca", str(demo_root_path()),
            "--rekor-key", str(resource_path("rekor", "demo-log-key.pub.pem")), "--offline"]


def test_verify_records_and_history_lists_then_rechecks(site, demo_master, tmp_path, capsys):
    dest = tmp_path / "league"
    upto = last_sealed_lines(demo_master, "2026-10-21")
    fetch(site, dest, FIRST_DAYS, book_upto=upto)
    cli_main(["verify", str(dest), "--json", *anchor_args(demo_master)])
    err = capsys.readouterr().err
    assert f"Recorded in your history: {upto} lines of api/v1/council-book.jsonl from " \
           f"{site.data_url}, signed with your key witness-" in err

    assert cli_main(["history", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    [entry] = listed["entries"]
    assert listed["damaged"] == []
    assert entry["source"] == site.data_url and entry["lines"] == upto
    assert {"time", "prefix_sha256", "head_link", "seals", "key", "list_sha256"} <= set(entry)

    assert cli_main(["history", "--lang", "en"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("Your history holds 1 check.")  # English's own plural form
    assert f"{site.data_url}: {upto} lines of api/v1/council-book.jsonl" in text

    fetch(site, dest, ALL_DAYS)
    code = cli_main(["history", str(dest), "--json", *anchor_args(demo_master)])
    found = json.loads(capsys.readouterr().out)
    total = len(book_lines(demo_master))
    assert found["done"] is True and found["prefix"] == "extends"
    assert found["lines_scanned"] == total - upto
    assert found["detail"].startswith("Unchanged since your check of")
    assert code == (1 if found["status"] == "fail" else 0)


def test_a_damaged_entry_is_listed_with_its_reason(site, demo_master, tmp_path, capsys):
    dest = tmp_path / "league"
    fetch(site, dest, FIRST_DAYS)
    cli_main(["verify", str(dest), "--json", *anchor_args(demo_master)])
    capsys.readouterr()
    [entry] = history_root().rglob("*.txt")
    entry.write_bytes(entry.read_bytes()[:200])  # cut short
    assert cli_main(["history", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Your history holds 0 checks.")
    assert f"Your history entry {entry.parent.name}/{entry.name} was not used: it is not a " \
           "history entry of this app, or it is cut short or damaged. It is ignored, never " \
           "trusted." in out
    code = cli_main(["history", str(dest), "--lang", "en", *anchor_args(demo_master)])
    out = capsys.readouterr().out
    assert code == 2 and "Walk the bundle in full with: verifier-app verify" in out


def test_a_bundle_without_a_download_record_is_not_recorded(demo_bundle, capsys):
    cli_main(["verify", str(demo_bundle), "--json"])
    assert "history" not in capsys.readouterr().err
    assert not history_root().exists()


def test_a_recheck_whose_recount_fails_exits_1(site, demo_master, tmp_path, capsys):
    """The re-check's exit code speaks for step 7 too (Appendix B step 7): a published
    figure the verified rows do not reproduce is a failure, exit 1, never 0."""
    dest = tmp_path / "league"
    fetch(site, dest, FIRST_DAYS, book_upto=last_sealed_lines(demo_master, "2026-10-21"))
    cli_main(["verify", str(dest), "--json", *anchor_args(demo_master)])
    stats = json.loads((demo_master / "api/v1/council-stats.json").read_bytes())
    stats["brier"]["per_seat"]["s01"]["1d"]["brier"] += 0.001
    site.overrides["/api/v1/council-stats.json"] = json.dumps(stats).encode()
    fetch(site, dest, ALL_DAYS)
    capsys.readouterr()
    code = cli_main(["history", str(dest), "--json", *anchor_args(demo_master)])
    found = json.loads(capsys.readouterr().out)
    assert found["done"] is True and found["statistics"]["status"] == "fail"
    assert found["status"] == "fail" and code == 1
    code = cli_main(["history", str(dest), "--lang", "en", *anchor_args(demo_master)])
    assert code == 1 and "\n  FAIL        7a, the forecasts' scores: " in capsys.readouterr().out


def test_a_recheck_without_statistics_says_step7_was_not_recounted(site, demo_master, tmp_path,
                                                                   capsys):
    """The re-check's sentence names step 7 among what it checks; with --no-statistics step 7
    is not recounted, and the text says so instead of leaving it implied."""
    dest = tmp_path / "league"
    fetch(site, dest, FIRST_DAYS, book_upto=last_sealed_lines(demo_master, "2026-10-21"))
    cli_main(["verify", str(dest), "--json", *anchor_args(demo_master)])
    fetch(site, dest, ALL_DAYS)
    capsys.readouterr()
    code = cli_main(["history", str(dest), "--lang", "en", "--no-statistics",
                     *anchor_args(demo_master)])
    out = capsys.readouterr().out
    assert "the new seals and step 7;" in out
    assert "\n  NOT_CHECKED Recount the forecasts' scores and the portfolio accounts" in out
    assert code == 0  # the new seals held; step 7 was left out at the reader's request
