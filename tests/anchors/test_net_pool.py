"""The walk's polite network layer against a loopback server: at most ``per_host`` at a
time, identical requests asked once, 429 retried after Retry-After, keep-alive."""

from __future__ import annotations

import contextvars
import re
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from verifier_app import net
from verifier_app.net_pool import Pool


class Counting(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False

    def __init__(self, delay: float = 0.05, busy_first: int = 0, retry_after: str = "0"):
        super().__init__(("127.0.0.1", 0), _Handler)
        self.delay, self.busy_first, self.retry_after = delay, busy_first, retry_after
        self.lock = threading.Lock()
        self.now = self.most = self.asked = 0
        self.connections: set[int] = set()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive

    def log_message(self, *args: object) -> None:
        pass

    def do_GET(self) -> None:
        server: Counting = self.server  # type: ignore[assignment]
        with server.lock:
            server.now += 1
            server.asked += 1
            server.most = max(server.most, server.now)
            server.connections.add(self.client_address[1])
            busy = server.asked <= server.busy_first
        time.sleep(server.delay)
        with server.lock:
            server.now -= 1
        body = b"busy" if busy else self.path.encode()
        self.send_response(429 if busy else 200)
        if busy:
            self.send_header("Retry-After", server.retry_after)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@pytest.fixture
def server():
    found = Counting()
    thread = threading.Thread(target=found.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    yield found
    found.shutdown()
    found.server_close()


def ask_many(pool: Pool, url: str, paths: list[str]) -> list[net.Reply]:
    client = net.make_client()

    def ask(path: str) -> net.Reply:
        return net.request_bytes(client, "GET", f"{url}{path}", seconds=10)

    with net.polite(pool), ThreadPoolExecutor(16) as workers:  # each worker sees the pool
        futures = [workers.submit(contextvars.copy_context().run, ask, p) for p in paths]
        return [f.result() for f in futures]


def test_at_most_per_host_requests_at_a_time_on_kept_alive_connections(server):
    with Pool(per_host=3, rate=1000) as pool:
        replies = ask_many(pool, server.url, [f"/{i}" for i in range(24)])
    assert [r.body for r in replies] == [f"/{i}".encode() for i in range(24)]
    assert server.most <= 3 and server.asked == 24
    assert len(server.connections) <= 3  # connections are kept and reused
    assert sum(pool.requests.values()) == 24


def test_identical_requests_are_asked_once(server):
    with Pool(per_host=4, rate=1000) as pool:
        replies = ask_many(pool, server.url, ["/same"] * 10)
    assert {r.body for r in replies} == {b"/same"} and server.asked == 1


def test_a_busy_answer_is_retried_after_the_servers_pause(server):
    server.busy_first, server.retry_after = 2, "1"
    start = time.monotonic()
    with Pool(per_host=1, rate=1000) as pool:
        [reply] = ask_many(pool, server.url, ["/x"])
    assert reply.status == 200 and server.asked == 3 and pool.retries == 2
    assert time.monotonic() - start >= 2.0  # Retry-After: 1, honoured twice


def test_the_rate_per_host_is_kept(server):
    server.delay = 0.0
    start = time.monotonic()
    with Pool(per_host=4, rate=20) as pool:
        ask_many(pool, server.url, [f"/{i}" for i in range(11)])
    assert time.monotonic() - start >= 0.45  # 11 starts at 20 a second: 0.5 s


def test_the_log_is_asked_in_bulk_and_each_entry_verified_as_if_alone(tmp_path):
    import json as _json
    import shutil

    from tests.servers.rekor_log import RekorLogServer
    from verifier_app.anchors.anchor_steps import AnchorOptions
    from verifier_app.core.bundle_open import open_bundle
    from verifier_app.engine.walk import WalkOptions, walk
    from verifier_app.resources import resource_path

    copy = tmp_path / "bundle"
    shutil.copytree(resource_path("demo-bundle"), copy)
    entries: dict = {}
    for saved in sorted((copy / "rekor").glob("*.json")):
        entries.update(_json.loads(saved.read_text()))
        saved.unlink()  # the log must be asked
    headers = copy / "demo-anchors" / "DEMO-NOT-BITCOIN-block-headers.json"
    with RekorLogServer(entries, bulk=True) as log:
        options = AnchorOptions(headers_file=headers, explorers=[], rekor_url=log.url,
                                rekor_key=resource_path("rekor", "demo-log-key.pub.pem"),
                                trust_ca=[resource_path("demo-tsa", "demo-root.pem")])
        report = walk(open_bundle([copy]), WalkOptions(anchors=options))
    seals = [s for s in report.seals if s.rekor is not None]
    assert seals and all(s.rekor.status in ("pass", "warn") for s in seals), \
        [s.rekor.detail for s in seals]
    bulk = [r for r in log.requests if r.startswith("POST")]
    # ten lists a request, two kinds of request; and one search by the league's key (the
    # check that the log holds no list this bundle lacks)
    assert len(log.requests) == len(bulk) <= 2 * (len(seals) // 10 + 1) + 1


def test_anchors_report_progress_and_stop_on_cancel(tmp_path):
    import shutil

    from tests.servers.esplora import EsploraServer
    from verifier_app.anchors.anchor_steps import AnchorOptions
    from verifier_app.core.bundle_open import open_bundle
    from verifier_app.core.errors import Cancelled
    from verifier_app.engine.walk import WalkOptions, walk
    from verifier_app.resources import resource_path

    copy = tmp_path / "bundle"
    shutil.copytree(resource_path("demo-bundle"), copy)
    with EsploraServer({}, delay=0.05) as explorer:
        def options() -> AnchorOptions:
            return AnchorOptions(explorers=[explorer.url], rekor_url=explorer.url,
                                 timeout=5)

        messages: list[str] = []
        walk(open_bundle([copy]), WalkOptions(anchors=options(),
                                              progress=lambda f, m: messages.append(m.render())))
        counted = [m for m in messages if re.search(r"anchors \d+ of \d+$", m)]
        assert len(counted) >= 2 and counted[-1].endswith(f"anchors {len(counted)} of "
                                                          f"{len(counted)}")
        seen: list[str] = []
        with pytest.raises(Cancelled):  # Cancel pressed once the first seal is done
            walk(open_bundle([copy]), WalkOptions(
                anchors=options(), progress=lambda f, m: seen.append(m.render()),
                cancel=lambda: any(re.search(r"anchors \d+ of", m) for m in seen)))
        assert len([m for m in seen if re.search(r"anchors \d+ of", m)]) == 1
