"""The analysis release: every file checked against the record and the manifest."""

from __future__ import annotations

import hashlib
import json

import pytest

from tests.fetch.conftest import fast_policy, served_files
from verifier_app.cli import main as cli_main
from verifier_app.core.errors import UserFacingError
from verifier_app.fetch import FetchRequest, fetch_bundle
from verifier_app.fetch.manifest import match_entry, read_manifest
from verifier_app.fetch.sources import parse_source

BOOK_KEY = "api__v1__council-book.jsonl"


def release_request(site, dest, source=None):
    return FetchRequest(source or f"10.5281/zenodo.{site.record_id}", dest,
                        zenodo_api=site.zenodo_api, policy=fast_policy())


def test_release_download_verifies(site, demo_master, tmp_path, capsys):
    dest = tmp_path / "release"
    report = fetch_bundle(release_request(site, dest))
    assert report.verdict == "ok", report.problems
    assert served_files(dest, ".") == {**served_files(demo_master, "."),
                                       "MANIFEST.json": site.manifest(),
                                       "bundle.json": (dest / "bundle.json").read_bytes()}
    assert cli_main(["verify", str(dest), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["verdict"] == "pass"


def test_record_address_works_like_the_doi(site, tmp_path):
    url = f"{site.zenodo_api}/records/{site.record_id}"
    report = fetch_bundle(FetchRequest(url, tmp_path / "r", policy=fast_policy()))
    assert report.verdict == "ok", report.problems


def test_file_differing_from_the_manifest_is_refused(site, demo_master, tmp_path):
    book = (demo_master / "api/v1/council-book.jsonl").read_bytes()
    site.zenodo_overrides[BOOK_KEY] = book.replace(b'"at": "2026', b'"at": "2025', 1)
    dest = tmp_path / "release"
    report = fetch_bundle(release_request(site, dest))
    assert report.verdict == "problems"
    [refused] = [f for f in report.files if f.status == "refused"]
    assert refused.relpath == "api/v1/council-book.jsonl"
    assert "differs from the release manifest's" in refused.detail
    assert not (dest / "api/v1/council-book.jsonl").exists()


def test_file_the_manifest_does_not_list_is_refused(site, tmp_path):
    site.unlisted["extra.txt"] = b"not in the manifest\n"
    report = fetch_bundle(release_request(site, tmp_path / "r"))
    assert any("manifest does not list it" in p for p in report.problems)
    assert not (tmp_path / "r/extra.txt").exists()


def test_manifest_reader_reads_csv_sums_and_maps():
    sha = hashlib.sha256(b"x").hexdigest()
    csv_text = f"Path,SHA256,Bytes\napi/v1/asks.jsonl,{sha},1\n".encode()
    [entry], problems = read_manifest(csv_text, "manifest.csv")
    assert (entry.path, entry.sha256, entry.size, problems) == ("api/v1/asks.jsonl", sha, 1, [])
    sums = f"{sha}  ./api/v1/asks.jsonl\nnot a line\n".encode()
    [entry], problems = read_manifest(sums, "SHA256SUMS")
    assert entry.path == "api/v1/asks.jsonl" and len(problems) == 1
    mapping = json.dumps({"api/v1/asks.jsonl": f"sha256:{sha.upper()}"}).encode()
    [entry], _ = read_manifest(mapping, "manifest.json")
    assert entry.sha256 == sha
    assert match_entry("api-v1-asks.jsonl", [entry]) is entry
    assert match_entry("asks.jsonl", [entry]) is entry
    with pytest.raises(Exception, match="lists no file"):
        read_manifest(b'{"files": [{"path": "a", "sha256": "short"}]}', "manifest.json")


def test_sources_are_told_apart():
    assert parse_source("10.5281/zenodo.17").record_id == "17"
    assert parse_source("https://doi.org/10.5281/zenodo.17").zenodo_api == "https://zenodo.org/api"
    assert parse_source("https://zenodo.org/records/99").record_id == "99"
    live = parse_source("https://trends.polyhelper.ai/api/v1/", ["2026-10-20..2026-10-22"])
    assert live.proof_base == "https://trends.polyhelper.ai/markets/proof/"
    assert live.days == ["2026-10-20", "2026-10-21", "2026-10-22"] and not live.explicit_days
    day = parse_source("https://trends.polyhelper.ai/markets/proof/2026-10-20/")
    assert day.data_url == "https://trends.polyhelper.ai/api/v1/" and day.days == ["2026-10-20"]
    with pytest.raises(UserFacingError, match="not a day"):
        parse_source("https://x.org/api/v1/", ["2026-13-01"])
    with pytest.raises(UserFacingError, match="neither an address"):
        parse_source("trends.polyhelper.ai")
