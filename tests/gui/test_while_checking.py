"""Issue 27, item 6: while a check runs, nothing of the result it replaces stays on screen,
and a walk with no network says so in the window.

A worker-side hook holds the walk at its first progress report until the test has looked
(a signal, no sleep). With no network the sources point at a closed loopback port.
"""

from __future__ import annotations

import shutil
import socket
import threading
from pathlib import Path

import pytest

from tests.gui.helpers import WAIT_MS, open_and_wait, save_shot
from verifier_app.core.messages import CATALOGUE
from verifier_app.gui import config
from verifier_app.gui.main_window import MainWindow
from verifier_app.resources import demo_bundle_dir

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot):
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    return win


def test_the_demonstration_notice_and_check_again_leave_while_checking(qtbot, window):
    open_and_wait(qtbot, window, [demo_bundle_dir()])
    assert window.demo_banner.isVisible()
    window.recheck.mark_stale()
    assert "press Check again" in window.recheck.note.text()
    reached, release = threading.Event(), threading.Event()

    def hold(_fraction: float, _message: str) -> None:
        reached.set()
        release.wait(WAIT_MS / 1000)

    window.progress_hook = hold
    window.recheck.button.click()  # Check again
    qtbot.waitUntil(reached.is_set, timeout=WAIT_MS)
    assert window.busy and window.progress_row.isVisible()
    assert not window.demo_banner.isVisible()  # not above "CHECKING… demo-bundle"
    assert not window.recheck.isVisible()  # "press Check again" after it was pressed
    release.set()
    qtbot.waitUntil(lambda: not window.busy, timeout=WAIT_MS)
    window.progress_hook = None
    assert window.demo_banner.isVisible()  # the new result is the demonstration again
    assert window.recheck.isVisible() and window.recheck.note.text() == ""


def closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_with_no_network_the_window_says_so_and_reaches_its_verdict(qtbot, window, tmp_path,
                                                                   monkeypatch):
    league = tmp_path / "league"
    shutil.copytree(demo_bundle_dir(), league)
    (league / "DEMONSTRATION.txt").unlink()  # a league: checked with the reader's sources
    shutil.rmtree(league / "rekor")
    monkeypatch.setenv("VERIFIER_APP_CACHE_DIR", str(tmp_path / "cache"))
    port = closed_port()
    config.EXPLORERS.set([f"http://127.0.0.1:{port}/api"])
    config.REKOR_URL.set(f"http://127.0.0.1:{port}")
    config.OFFLINE.set(False)
    open_and_wait(qtbot, window, [Path(league)])
    assert window.report is not None
    assert window.network_notice.isVisible()
    assert CATALOGUE["net.no_network"] in window.network_notice.text()
    save_shot(window, tmp_path / "no-network.png")
