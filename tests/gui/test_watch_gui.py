"""File > Watch this league in a real offscreen window (issue 29, item 4): each poll runs
off the GUI thread, shows the newest result, tells each event once (tray notification, or
the status bar where the desktop has no tray), and schedules the next poll."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.gui.helpers import save_shot
from tests.servers.esplora import EsploraServer
from tests.servers.live_site import LiveSite
from tests.servers.rekor_log import RekorLogServer
from verifier_app.anchors.anchor_options import AnchorOptions
from verifier_app.anchors.tsa_demo import demo_root_path
from verifier_app.demo.generator import DemoSettings
from verifier_app.gui.main_window import MainWindow
from verifier_app.resources import resource_path

pytestmark = pytest.mark.gui
HEADERS = Path("demo-anchors") / "DEMO-NOT-BITCOIN-block-headers.json"


def test_watch_this_league_tells_each_event_once(qtbot, tmp_path, make_demo) -> None:
    league = make_demo(tmp_path / "league", DemoSettings(sessions=2))
    headers = {int(h): bytes.fromhex(v)
               for h, v in json.loads((league / HEADERS).read_bytes()).items()}
    entries: dict = {}
    for path in (league / "rekor").glob("*.json"):
        entries.update(json.loads(path.read_bytes()))
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    with LiveSite(league) as site, EsploraServer(headers) as explorer, \
            RekorLogServer(entries) as log:
        def anchors(bundle):
            return AnchorOptions(headers_file=league / HEADERS, explorers=[explorer.url],
                                 trust_ca=[demo_root_path()], rekor_url=log.url, timeout=5,
                                 rekor_key=resource_path("rekor", "demo-log-key.pub.pem"))

        window.watch.start(site.data_url, tmp_path / "watched", anchors)
        qtbot.waitUntil(lambda: window.watch.timer.isActive(), timeout=120_000)
        first = list(window.watch.told)
        assert first and all(t.startswith("New seal markets/proof/") for t in first)
        assert window.report is not None and window.report.verdict != "fail"
        assert window.day_view.table.rowCount() > 0  # the newest result is on screen
        window.resize(1300, 800)
        qtbot.wait(50)
        save_shot(window, "/tmp/watch-window.png")

        book = (league / "api" / "v1" / "council-book.jsonl").read_bytes()
        lines = book.splitlines(keepends=True)
        lines[4] = lines[4].replace(b"0", b"1", 1)  # a sealed line quietly changed
        site.overrides["/api/v1/council-book.jsonl"] = b"".join(lines)
        told = []
        for _ in range(2):  # twice: what the first poll told, the second does not repeat
            window.watch.timer.stop()
            window.watch.poll()
            qtbot.waitUntil(lambda: window.watch.timer.isActive(), timeout=120_000)
            told.append(len(window.watch.told))
            if len(told) == 1:
                assert window.status_text == window.watch.told[-1]  # said after the result
        assert told[1] == told[0]  # the second poll found nothing new to tell
        later = window.watch.told[len(first):]
    assert any(t.startswith("HISTORY REWRITTEN: Line 5 of daily/council/book.jsonl")
               for t in later), later
    assert any(t.startswith("SEAL FAILED: markets/proof/2026-10-19/") for t in later)
    assert len(window.watch.told) == len(set(window.watch.told))  # each event once
    window.watch.stop()
    assert not window.watch.timer.isActive() and not window.watch.watching
