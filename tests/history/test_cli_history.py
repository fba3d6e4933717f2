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
    # The command walks nothing: it says so, and never that the bundle "is walked in full".
    assert f"You have not checked {site.data_url} before (or no entry of it can be used), " \
           "so there is nothing to re-check from." in out
    assert "is walked in full" not in out


def test_a_bundle_without_a_download_record_is_not_recorded(demo_bundle, capsys):
    cli_main(["verify", str(demo_bundle), "--json"])
    assert "history" not in capsys.readouterr().err
    assert not history_root().exists()


def test_the_caps_on_entries_and_sources_are_said_where_the_list_is_shown(
        checked, capsys, monkeypatch):
    """Only the newest 1,000 entries of a source are read (and at most 200 sources): the
    entries the cap leaves unread were passed over in silence ('Your history holds 1000
    checks.' over 1,005 entries). The list now says how many were not read."""
    from verifier_app.history import store

    [entry] = history_root().rglob("*.txt")
    for n in range(store.MAX_ENTRIES + 4):  # older copies of the one entry, each valid
        (entry.parent / f"20200101T{n:06d}000000Z.txt").write_bytes(entry.read_bytes())
    assert cli_main(["history", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Your history holds 1000 checks.")
    assert out.rstrip().endswith("Only the newest 1,000 entries of each source are read: 5 "
                                 "older entries were not.")
    assert cli_main(["history", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert len(listed["entries"]) == store.MAX_ENTRIES
    assert [m["message"]["id"] for m in listed["not_read"]] == ["history.entries_not_read"]

    (history_root() / "0000000000000000").mkdir()  # a second source's folder, listed first
    monkeypatch.setattr(store, "MAX_SOURCES", 1)
    assert cli_main(["history", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Your history holds 0 checks.")
    assert "Only 1 sources are read: the entries of 1 more sources were not." in out


@pytest.mark.parametrize("damage", ["garbage", "pipe", "empty"])
def test_a_damaged_key_is_not_called_no_key_yet(checked, capsys, damage):
    """With the reader's key file damaged, every entry was 'not used: you have no key of
    your own yet', which sends the reader looking for a key they do have. It says the key
    is damaged, and the entries stay unused (never trusted without the key)."""
    import os

    from verifier_app.witness.keys import KEY_FILE, data_root

    key = data_root() / KEY_FILE
    key.unlink()
    if damage == "garbage":
        key.write_bytes(b"-----BEGIN PRIVATE KEY-----\nnot a key\n")
    elif damage == "pipe":
        os.mkfifo(key)
    else:
        key.write_bytes(b"")
    assert cli_main(["history", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Your history holds 0 checks.")
    assert "was not used: your own key, witness-ed25519.pem in the app's data folder, is " \
           "damaged or not a key, so no entry can be checked as yours. It is ignored, never " \
           "trusted." in out
    assert "no key of your own yet" not in out


@pytest.mark.parametrize("damage", ["device", "pipe"])
def test_a_downloaded_bundle_whose_book_cannot_be_used_is_not_called_sourceless(
        checked, capsys, damage):
    """The book of a downloaded bundle replaced by a link to a device or by a pipe: the
    re-check said 'This bundle was not downloaded from a known source (it has no download
    record)' although the record is there. It says the book cannot be used."""
    import os

    dest, _ = checked  # the first check, made once (conftest.py)
    book = dest / "api" / "v1" / "council-book.jsonl"
    book.unlink()
    if damage == "device":
        book.symlink_to("/dev/zero")
    else:
        os.mkfifo(book)
    code = cli_main(["history", str(dest), "--lang", "en", "--offline"])
    out = capsys.readouterr().out
    assert code == 2
    assert out.startswith("This bundle's book cannot be used (the full walk's step 1 says "
                          "why), so there is nothing to re-check from.")
    assert "no download record" not in out
    assert "Walk the bundle in full with: verifier-app verify" in out


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
