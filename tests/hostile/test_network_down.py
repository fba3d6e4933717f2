"""Hosts that are down, slow or stalling, through the walk's pool (``net_pool``).

Issue 26, item 13: waiting for a connection slot is not the server's time, and a source
that stalls is dropped for the rest of the walk. Issue 27, item 6: a host that cannot be
reached is marked down at its first failure (no retries, no backoff), the walk says "no
network" and goes on with what it holds offline. Every server is on loopback; a closed
loopback port stands for a host that cannot be reached.
"""

from __future__ import annotations

import contextvars
import shutil
import socket
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from tests.servers.electrum import ElectrumServer
from tests.servers.esplora import EsploraServer
from verifier_app import net
from verifier_app.anchors.anchor_options import AnchorOptions
from verifier_app.anchors.header_sources import (
    HeaderSourceOptions,
    SourceUnavailable,
    fetch_header,
)
from verifier_app.anchors.ots_demo import mine_header
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.messages import CATALOGUE
from verifier_app.core.results import Status
from verifier_app.engine.walk import WalkOptions, walk
from verifier_app.net_pool import Pool, host_name
from verifier_app.resources import resource_path

ANCHORS = 12


def closed_port() -> int:
    """A loopback port nothing listens on: connecting is refused at once."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def chain(top: int) -> dict[int, bytes]:
    headers: dict[int, bytes] = {}
    prev = bytes(32)
    for height in range(top + 1):
        headers[height] = mine_header(height.to_bytes(32, "little"), 1_700_000_000 + height,
                                      prev)
        prev = net_hash(headers[height])
    return headers


def net_hash(raw: bytes) -> bytes:
    import hashlib

    return hashlib.sha256(hashlib.sha256(raw).digest()).digest()


def each_at_once(pool: Pool, ask, items: list) -> list:
    """``ask(item)`` for every item in threads, all inside the walk's pool."""
    def one(item):
        with net.polite(pool):
            try:
                return ask(item)
            except SourceUnavailable as exc:
                return exc
    with ThreadPoolExecutor(16) as workers:
        return list(workers.map(lambda i: contextvars.copy_context().run(one, i), items))


def test_a_slow_but_honest_explorer_answers_every_anchor(tmp_path):
    """One slot, answers 0.25 s apart, a 1 s limit per request: twelve anchors queue for
    3 s. Counting the queue against each request left most of them not checked."""
    heights = [10 * i + 5 for i in range(ANCHORS)]  # one ten-block window each
    with EsploraServer(chain(10 * ANCHORS), delay=0.25, bulk=True) as explorer:
        options = HeaderSourceOptions(explorers=[explorer.url], timeout=1.0,
                                      budget=net.Clock(60))
        with Pool(per_host=1, rate=1000, budget=options.budget) as pool:
            found = each_at_once(pool, lambda h: fetch_header(h, options), heights)
    assert [type(f).__name__ for f in found] == ["FetchedHeader"] * ANCHORS, found
    assert len(explorer.requests) == ANCHORS  # one bulk answer each, nothing asked twice


def test_a_host_that_cannot_be_reached_is_asked_once_and_then_refused_at_once():
    url = f"http://127.0.0.1:{closed_port()}/api"
    options = HeaderSourceOptions(explorers=[url], timeout=5, budget=net.Clock(60))
    with Pool(per_host=1, rate=1000, budget=options.budget) as pool:
        found = each_at_once(pool, lambda h: fetch_header(h, options), list(range(20)))
        assert pool.requests[host_name(url)] == 1  # no retry, no backoff
        assert pool.no_network
    assert all(isinstance(f, SourceUnavailable) for f in found)
    said = [str(f) for f in found]
    assert all("was not asked again (earlier in this check it could not be reached)" in s
               for s in said), said[:2]


def test_a_host_that_answers_means_there_is_a_network():
    with EsploraServer({}) as alive:
        down = f"http://127.0.0.1:{closed_port()}/api"
        options = HeaderSourceOptions(explorers=[alive.url, down], timeout=5)
        with Pool(per_host=1, rate=1000) as pool:
            each_at_once(pool, lambda h: fetch_header(h, options), [1, 2])
            assert pool.down and not pool.no_network  # one host down, not the network


def test_a_stalling_electrum_server_is_asked_once_a_walk():
    """The server holds its first answer past the client's time: it is not asked again,
    and the explorer gives every anchor meanwhile."""
    headers = chain(30)
    with ElectrumServer(headers, delay=3.0) as electrum, \
            EsploraServer(headers, bulk=True) as explorer:
        options = HeaderSourceOptions(explorers=[explorer.url], electrum=[electrum.address],
                                      timeout=0.25, budget=net.Clock(60))
        with Pool(rate=1000, budget=options.budget) as pool, net.polite(pool):
            found = [fetch_header(h, options) for h in (5, 15, 25, 6)]
        assert electrum.requests == ["server.version"]
        assert pool.is_down(electrum.address.removeprefix("tcp://"))
    assert all(f.source == explorer.url for f in found)
    assert "did not answer in time" in found[0].notes[0]
    assert all("not asked again" in f.notes[0] or "not fetched" in f.notes[0]
               for f in found[1:])


@pytest.fixture
def league(demo_bundle: Path, tmp_path, monkeypatch) -> Path:
    """The demo league with nothing saved from the log, and an empty cache."""
    shutil.rmtree(demo_bundle / "rekor")
    monkeypatch.setenv("VERIFIER_APP_CACHE_DIR", str(tmp_path / "empty-cache"))
    return demo_bundle


def test_with_no_network_the_walk_says_so_and_asks_each_host_once(league):
    port = closed_port()
    anchors = AnchorOptions(
        headers_file=league / "demo-anchors" / "DEMO-NOT-BITCOIN-block-headers.json",
        explorers=[f"http://127.0.0.1:{port}/api"], rekor_url=f"http://127.0.0.1:{port}",
        electrum=[f"tcp://127.0.0.1:{closed_port()}"],
        rekor_key=resource_path("rekor", "demo-log-key.pub.pem"),
        trust_ca=[resource_path("demo-tsa", "demo-root.pem")])
    said: list[str] = []
    report = walk(open_bundle([league]), WalkOptions(
        anchors=anchors, progress=lambda fraction, message: said.append(message.render())))
    assert any(CATALOGUE["net.no_network"] in m for m in said)
    # Each host: at most one slot-full of first requests, then refused at once.
    assert anchors.requests and max(anchors.requests.values()) <= anchors.per_host
    # The walk went on with what it holds offline: the headers file gives the anchors.
    assert report.step("step6").status is not Status.NOT_CHECKED
    assert report.step("step10").status is Status.NOT_CHECKED
    logged = [s.rekor.detail for s in report.seals if s.rekor is not None]
    assert any("not asked again" in d for d in logged), logged
