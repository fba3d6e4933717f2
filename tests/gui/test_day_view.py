"""The Day's page tab (issue 29, item 5) in a real offscreen window: today in New York
chosen, each seal with its lines and anchors, the pending proof with its estimate, and the
export whose first page is that day's page."""

from __future__ import annotations

import shutil
import subprocess
from datetime import datetime

import pytest

from tests.gui.helpers import save_shot, walked_window
from verifier_app.gui.main_window import MainWindow
from verifier_app.resources import demo_bundle_dir

# The module's window opens the demo once, on one test process.
pytestmark = [pytest.mark.gui, pytest.mark.xdist_group("day_view")]
NOW = datetime.fromisoformat("2026-10-20T14:00:00+00:00")  # 10:00 EDT on the 20th


def clock_at_now(window: MainWindow) -> None:
    window.day_view.now = lambda: NOW


@pytest.fixture(scope="module")
def opened(request):
    """A window whose clock says ``NOW`` that opened the demo, once for the module."""
    return walked_window(request, [demo_bundle_dir()], statistics=False,
                         before_opening=clock_at_now)


@pytest.fixture
def window(opened):
    """The module's window on the Day's page, at its default size, with today's page chosen
    as the demo's opening chose it; what a test changes is put back after it."""
    opened.tabs.setCurrentWidget(opened.day_view)
    yield opened
    opened.day_view.now = lambda: NOW
    opened.day_view.show_report(opened.report)
    opened.resize(1200, 820)


def test_the_page_of_today_in_new_york(window, qtbot) -> None:
    view = window.day_view
    assert view.day == "2026-10-20"
    assert view.day_box.currentText() == "2026-10-20 (today in New York)"
    assert view.table.rowCount() == 4
    assert view.table.item(0, 0).text() == "2026-10-20 12:10:27"
    assert view.table.item(0, 1).text() == "2026-10-20 08:10:27 EDT"
    assert view.table.item(0, 3).text() == "1"  # the demo's own keys prove no time
    assert "book.jsonl: 1–23 (new 18–23)" in view.table.item(0, 4).text()
    assert "Bitcoin block 9,000,003: WARNING, 2026-10-20 12:48:27 UTC " \
        "(2026-10-20 08:48:27 EDT in New York)" in view.table.item(0, 5).text()
    pending = view.pending.text()
    assert "132317Z.txt" in pending and "likely complete between 2026-10-20 14:23:17" in pending
    assert "1 to 3 hours after the stamp" in pending
    assert view.summary.text() == \
        "2026-10-20: 4 seal(s), 0 failed, 1 with the Bitcoin proof still pending."
    window.resize(1400, 820)
    qtbot.wait(50)
    save_shot(window, "/tmp/day-page-window.png")


def test_another_day_and_a_day_without_seals(window) -> None:
    view = window.day_view
    view.choose("2026-10-21")
    assert view.table.rowCount() == 3
    assert {view.table.item(r, 3).text() for r in range(3)} == {"1"}
    assert view.pending.text() == "No Bitcoin proof of this day is pending."
    view.now = lambda: datetime.fromisoformat("2026-12-03T15:00:00+00:00")
    view.show_report(window.report)
    assert view.day == "2026-10-26"  # today has no seal: the last day with seals
    assert view.day_box.itemText(0) == "2026-12-03 (today in New York)"
    view.day_box.setCurrentIndex(0)
    assert view.table.rowCount() == 0
    assert view.summary.text().startswith("This bundle holds no seal of 2026-12-03.")


@pytest.mark.skipif(not shutil.which("pdftotext"), reason="poppler is not installed")
def test_the_export_puts_the_days_page_first(window, qtbot, tmp_path) -> None:
    from verifier_app.gui.file_menu import export_to

    pdf = tmp_path / "report.pdf"
    export_to(window, pdf, "pdf", window.day_view.day)
    qtbot.waitUntil(lambda: getattr(window, "last_export", None) == pdf, timeout=120_000)
    first = subprocess.run(["pdftotext", "-f", "1", "-l", "1", "-layout", str(pdf), "-"],
                           capture_output=True, text=True, check=True).stdout
    flat = " ".join(first.split())
    assert "The seals of 2026-10-20 (New York = UTC −4 h, EDT)" in flat
    assert "Bitcoin pending" in flat, flat
    subprocess.run(["pdftoppm", "-r", "70", "-png", "-f", "1", "-l", "1", str(pdf),
                    "/tmp/day-page-report"], check=True)
