"""A live site and a release on 127.0.0.1 serving a fresh demo bundle."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.servers.esplora import EsploraServer
from tests.servers.live_site import LiveSite
from tests.servers.rekor_log import RekorLogServer
from verifier_app.anchors.tsa_demo import demo_root_path
from verifier_app.fetch import FetchPolicy, FetchRequest
from verifier_app.resources import resource_path

ALL_DAYS = "2026-10-19..2026-10-26"


@pytest.fixture
def site(demo_master: Path):
    with LiveSite(demo_master) as server:
        yield server


def fast_policy(**changes) -> FetchPolicy:
    """Short timeouts and no waiting between tries, so failure tests stay quick."""
    values = {"timeout": 2.0, "retries": 1, "backoff": 0.0, "chunk_size": 16 * 1024}
    values.update(changes)
    return FetchPolicy(**values)


def live_request(site: LiveSite, dest: Path, days: list[str] | None = None,
                 **policy) -> FetchRequest:
    return FetchRequest(site.data_url, dest, days if days is not None else [ALL_DAYS],
                        policy=fast_policy(**policy))


DEMO_HEADERS = Path("demo-anchors") / "DEMO-NOT-BITCOIN-block-headers.json"


def user_anchor_args(demo_master: Path, rekor_url: str, explorer_url: str) -> list[str]:
    """Anchor sources a reader supplies for a live download of the demo league, every
    server among them on 127.0.0.1: named, the explorer replaces the two public ones a walk
    would otherwise ask."""
    return ["--headers", str(demo_master / DEMO_HEADERS), "--explorer", explorer_url,
            "--trust-ca", str(demo_root_path()), "--rekor-url", rekor_url,
            "--rekor-key", str(resource_path("rekor", "demo-log-key.pub.pem"))]


def demo_headers(demo_master: Path) -> dict[int, bytes]:
    raw = json.loads((demo_master / DEMO_HEADERS).read_bytes())
    return {int(h): bytes.fromhex(v) for h, v in raw.items()}


@pytest.fixture
def demo_explorer(demo_master: Path):
    """The reader's block explorer on 127.0.0.1, serving the demo's own headers."""
    with EsploraServer(demo_headers(demo_master)) as explorer:
        yield explorer


@pytest.fixture
def demo_log(demo_master: Path):
    entries: dict = {}
    for path in (demo_master / "rekor").glob("*.json"):
        entries.update(json.loads(path.read_bytes()))
    with RekorLogServer(entries) as log:
        yield log


def served_files(root: Path, *tops: str) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for top in tops
            for p in (root / top).rglob("*") if p.is_file()}
