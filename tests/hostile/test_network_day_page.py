"""A proof day is mirrored whole: every file its page lists, whichever authority it belongs
to, linked or only named in the page's text, and the walk on the download checks them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.fetch.conftest import demo_headers, live_request, served_files, user_anchor_args
from tests.servers.esplora import EsploraServer
from tests.servers.live_site import LiveSite
from tests.servers.rekor_log import RekorLogServer
from verifier_app.cli import main as cli_main
from verifier_app.fetch import fetch_bundle
from verifier_app.fetch.day_page import read_day_page
from verifier_app.resources import resource_path

DAY = "2026-10-22"
SECOND_CA = f"markets/proof/{DAY}/tsa/digicert-cacert.pem"


@pytest.fixture
def site(demo_master: Path):
    with LiveSite(demo_master) as server:
        server.extra[SECOND_CA] = resource_path("trust", "digicert-trusted-root-g4.pem") \
            .read_bytes()
        yield server


@pytest.mark.parametrize("links", ["all", "text"])
def test_day_download_holds_every_authoritys_certificate(site, demo_master, tmp_path, links):
    site.page_links = links
    dest = tmp_path / "league"
    report = fetch_bundle(live_request(site, dest, days=[DAY]))
    assert report.verdict == "ok", report.problems
    assert (dest / SECOND_CA).read_bytes() == site.extra[SECOND_CA]
    day = f"markets/proof/{DAY}"
    assert served_files(dest, day) == {**served_files(demo_master, day),
                                       SECOND_CA: site.extra[SECOND_CA]}


def test_day_page_naming_files_only_in_text_walks_with_every_token(site, demo_master,
                                                                   tmp_path, capsys):
    site.page_links = "text"
    dest = tmp_path / "league"
    fetch_bundle(live_request(site, dest, days=[DAY]))
    entries: dict = {}
    for path in (demo_master / "rekor").glob("*.json"):
        entries.update(json.loads(path.read_bytes()))
    with RekorLogServer(entries) as log, EsploraServer(demo_headers(demo_master)) as explorer:
        cli_main(["verify", str(dest), "--json",
                  *user_anchor_args(demo_master, log.url, explorer.url)])
    report = json.loads(capsys.readouterr().out)
    step9 = next(s for s in report["steps"] if s["id"] == "step9")
    assert step9["status"] in ("pass", "warn"), step9["detail"]
    tokens = [t for seal in report["seals"] for t in seal["tokens"]]
    assert len(tokens) == 4 and all(t["status"] in ("pass", "warn") for t in tokens)


def test_page_listing_only_lists_guesses_every_authoritys_certificates():
    page = b'<a href="130025Z.txt">130025Z.txt</a>'
    files = read_day_page(page, "https://h/markets/proof/2026-10-21/", "2026-10-21")
    for tsa in ("freetsa", "digicert", "sectigo"):
        assert f"tsa/{tsa}-cacert.pem" in files.guessed
        assert f"tsa/{tsa}-tsa.crt" in files.guessed


def test_listed_certificates_of_an_authority_are_not_guessed_again():
    page = (b'<a href="130025Z.txt.freetsa.tsr">t</a><a href="130025Z.txt.digicert.tsr">t</a>'
            b'<a href="tsa/FreeTSA-cacert.PEM">c</a> 130025Z.txt; see also '
            b"tsa/digicert-cacert.pem and x/tsa/other.pem")
    files = read_day_page(page, "https://h/markets/proof/2026-10-21/", "2026-10-21")
    assert "tsa/FreeTSA-cacert.PEM" in files.linked
    assert files.named == ["tsa/digicert-cacert.pem"]
    assert not any(name.startswith("tsa/") for name in files.guessed)
