"""A league downloaded from a loopback live site that grows day by day, walked with the
reader's own anchor sources (the demo's headers file, authorities' root and log key, all
offline), and the reader's history in a fresh data folder for each test."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fetch.conftest import DEMO_HEADERS, live_request
from tests.servers.live_site import LiveSite
from verifier_app.anchors.anchor_options import AnchorOptions
from verifier_app.anchors.tsa_demo import demo_root_path
from verifier_app.core.stamped_list import parse_stamped_list
from verifier_app.fetch import fetch_bundle
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


@pytest.fixture
def site(demo_master: Path):
    with LiveSite(demo_master) as server:
        yield server


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
