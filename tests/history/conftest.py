"""A league downloaded from a loopback live site that grows day by day, walked with the
reader's own anchor sources (the demo's headers file, authorities' root and log key, all
offline), and the reader's history in a fresh data folder for each test.

One live site serves the tests of a process (its switches reset for each test), and the
reader's first check of its first three days (``first_check``: downloaded, walked in full,
recorded) is made once there; a test that starts from it gets a copy of the downloaded
league and of the data folder the check was recorded in (``checked``)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.fetch.conftest import DEMO_HEADERS, live_request
from tests.servers.live_site import LiveSite
from verifier_app.anchors.anchor_options import AnchorOptions
from verifier_app.anchors.tsa_demo import demo_root_path
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.results import Status
from verifier_app.core.stamped_list import parse_stamped_list
from verifier_app.engine.walk import WalkOptions, walk
from verifier_app.fetch import fetch_bundle
from verifier_app.history.source import bundle_source
from verifier_app.history.store import record_walk
from verifier_app.resources import resource_path

BOOK = "/api/v1/council-book.jsonl"
FIRST_DAYS = "2026-10-19..2026-10-21"
ALL_DAYS = "2026-10-19..2026-10-26"


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Each test its own data folder: its own key and an empty history."""
    folder = tmp_path / "data"
    monkeypatch.setenv("VERIFIER_APP_DATA_DIR", str(folder))
    # and its own cache folder: what step 7 kept is signed with this test's key
    monkeypatch.setenv("VERIFIER_APP_CACHE_DIR", str(tmp_path / "cache"))
    return folder


@pytest.fixture(scope="session")
def live_site(demo_master: Path) -> Iterator[LiveSite]:
    with LiveSite(demo_master) as server:
        yield server


@pytest.fixture
def site(live_site: LiveSite) -> Iterator[LiveSite]:
    """The live site, serving the demo as it is (no test's overrides left over)."""
    live_site.overrides.clear()
    yield live_site
    live_site.overrides.clear()


@pytest.fixture(scope="session")
def first_checked(live_site: LiveSite, demo_master: Path,
                  tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int]:
    """``first_check`` made once, in a folder of its own (the league and the data folder it
    was recorded in; the cache folder stays empty): (that folder, the head's line count)."""
    folder = tmp_path_factory.mktemp("first-check")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("VERIFIER_APP_DATA_DIR", str(folder / "data"))
        patch.setenv("VERIFIER_APP_CACHE_DIR", str(folder / "cache"))
        live_site.overrides.clear()
        upto = first_check(live_site, demo_master, folder / "league")
    assert not (folder / "cache").exists()  # nothing to copy: step 7 kept nothing yet
    return folder, upto


@pytest.fixture
def checked(first_checked: tuple[Path, int], own_data_folder: Path, tmp_path: Path,
            site: LiveSite) -> tuple[Path, int]:
    """This test's copy of the first check: the league at ``tmp_path / "league"`` and the
    data folder (the reader's key and history) as the check left them; (league, lines)."""
    folder, upto = first_checked
    shutil.copytree(folder / "league", tmp_path / "league")
    shutil.copytree(folder / "data", own_data_folder)
    return tmp_path / "league", upto


def reader_anchors(demo_master: Path) -> AnchorOptions:
    return AnchorOptions(headers_file=demo_master / DEMO_HEADERS, explorers=[],
                         trust_ca=[demo_root_path()], offline=True,
                         rekor_key=resource_path("rekor", "demo-log-key.pub.pem"))


def last_sealed_lines(demo_master: Path, day: str) -> int:
    """The book lines the last seal of ``day`` covers."""
    last = sorted((demo_master / "markets/proof" / day).glob("*Z.txt"))[-1]
    return next(c.lines for c in parse_stamped_list(last.read_bytes())
                if c.book.endswith("book.jsonl"))


def book_lines(demo_master: Path) -> list[bytes]:
    return (demo_master / BOOK.lstrip("/")).read_bytes().splitlines(keepends=True)


def fetch(site: LiveSite, dest: Path, days: str, book_upto: int | None = None,
          lines: list[bytes] | None = None) -> None:
    """Download ``days`` into ``dest``; the site serves the book's first ``book_upto``
    lines (or ``lines``) as the operator had written it then."""
    site.overrides.pop(BOOK, None)
    if lines is not None:
        site.overrides[BOOK] = b"".join(lines)
    elif book_upto is not None:
        site.overrides[BOOK] = b"".join(book_lines(site.root)[:book_upto])
    report = fetch_bundle(live_request(site, dest, days=[days]))
    assert report.verdict in ("ok", "rewritten"), report.problems


def first_check(site, demo_master: Path, dest: Path) -> int:
    """Download the first three days, with the book as it stood after day 3's last seal,
    walk it in full and record it; the head's line count."""
    upto = last_sealed_lines(demo_master, "2026-10-21")
    fetch(site, dest, FIRST_DAYS, book_upto=upto)
    bundle = open_bundle([dest])
    report = walk(bundle, WalkOptions(anchors=reader_anchors(demo_master)))
    # (step 7 may fail: the published figures are of the whole season, not of this book)
    assert report.step("step3").status is Status.PASS and report.step("step4").status is \
        Status.PASS
    entry = record_walk(report, bundle_source(bundle))
    assert entry is not None
    return upto
