"""The registered test on screen: the chart, its page in the Statistics tab, the report."""

from __future__ import annotations

from types import SimpleNamespace

import pyqtgraph as pg
import pytest

from tests.stats.test_endpoint import _markets_with_gains
from verifier_app.gui.charts.endpoint import EndpointChart
from verifier_app.gui.charts.render import chart_images
from verifier_app.gui.stats_view import StatisticsView
from verifier_app.stats.climatology import Climatology
from verifier_app.stats.endpoint import primary_endpoint

pytestmark = pytest.mark.gui


@pytest.fixture
def demo_stats(demo_walked):
    return demo_walked.stats


def _items(chart, kind):
    return [i for i in chart.plot.items if isinstance(i, kind)]


def test_the_demo_is_an_interim_reading_with_only_design_sessions(qtbot, demo_stats):
    chart = EndpointChart()
    qtbot.addWidget(chart)
    chart.show_stats(demo_stats)
    caption = " ".join(chart.caption_lines)
    assert caption.startswith("Interim as of session 5 (2026-10-23)")
    assert not _items(chart, pg.FillBetweenItem)  # no window session: no band
    assert len(chart.hover_texts) == len(demo_stats.endpoint.sessions) == 5
    assert all("G = " in t for t in chart.hover_texts)


def test_a_season_draws_points_running_mean_bands_zone_and_check_dates(qtbot):
    gains = [0.02 + 0.01 * ((i % 7) - 3) for i in range(60)]
    markets, days = _markets_with_gains(gains)
    endpoint = primary_endpoint(markets, days, Climatology(usable=True, reason="",
                                                           q={("SPX", "1d"): 0.5}))
    chart = EndpointChart()
    qtbot.addWidget(chart)
    chart.show_stats(SimpleNamespace(endpoint=endpoint))
    assert len(_items(chart, pg.FillBetweenItem)) == 2  # the 95% and 90% bands
    assert len(_items(chart, pg.LinearRegionItem)) == 1  # the ±0.01 zone
    lines = [i.value() for i in _items(chart, pg.InfiniteLine) if i.angle == 90]
    assert {30, 52, 134} <= set(lines)  # 2026-11-30, 2026-12-31, 2027-04-30
    assert len(chart.hover_texts) == 60 + 60  # each session's G and the running mean
    caption = " ".join(chart.caption_lines)
    assert f"Estimate {endpoint.estimate:+.4f} over 60 sessions" in caption
    assert "Interim reading as of session 70" in caption


def test_the_statistics_tab_has_the_registered_test_page(qtbot, demo_stats, demo_walked):
    view = StatisticsView()
    qtbot.addWidget(view)
    report = demo_walked.report
    view.show_stats(demo_stats, report.verdict_summary)
    titles = [view.pages.tabText(i) for i in range(view.pages.count())]
    assert titles[5:] == ["&6 Registered test", "&7 Margin to outcome",
                          "&8 Independent prices"]
    text = view.endpoint_label.text()
    assert text.startswith("Primary endpoint: Interim as of session 5")
    assert "Disagreement" in text and "shadow consensus: unresolved" in text


def test_the_report_carries_the_registered_test_chart(demo_stats):
    assert chart_images(demo_stats)["endpoint"].startswith(b"\x89PNG")
