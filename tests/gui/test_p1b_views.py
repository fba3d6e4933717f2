"""One P1b summary in every view (paper Section 3.11): the window's card and banner, the
text output and the report say the same sentence and the same level for the same bundle."""

from __future__ import annotations

from datetime import UTC, datetime
from html import escape
from pathlib import Path

import pytest

from tests.gui.helpers import open_and_wait
from verifier_app.core.bundle_open import open_bundle
from verifier_app.demo.generator import DemoSettings
from verifier_app.engine.walk import walk
from verifier_app.gui.main_window import MainWindow
from verifier_app.report.html import render_html
from verifier_app.report.text import render_report

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("late_reference", [True, False])
def test_the_window_the_text_and_the_report_say_one_p1b_summary(
        qtbot, tmp_path: Path, make_demo, late_reference: bool) -> None:
    bundle = make_demo(tmp_path / "bundle", DemoSettings(late_reference=late_reference))
    report = walk(open_bundle([bundle]))
    check = next(c for c in report.checks if c.id == "p1b")
    assert check.status.value == ("pass" if late_reference else "fail")
    text = render_report(report, str, str)
    html = render_html(report, None, None, datetime(2026, 12, 2, tzinfo=UTC))
    assert check.detail in text
    assert escape(check.detail, quote=True) in html
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    open_and_wait(qtbot, window, [bundle])
    card = next(c for c in window.walk_view.cards if c.step.id == "p1b")
    assert card.detail.text() == check.detail
    assert card.mark.status == check.status
    if not late_reference:  # the failure is the verdict's first reason, in the banner too
        assert "line 51 (seat s03, run 2026-10-21-am" in window.verdict.sentence.text()
    levels = {p["period"]: p["level"] for p in report.to_json()["p1b_summary"][
        "levels_by_period"]}
    # The demo's keys prove nothing beyond the chain; a period with a failed line reaches
    # no level at all.
    assert levels == {"development": "1", "counted": "1" if late_reference else None}
