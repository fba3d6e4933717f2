"""The charts in display order, and the run and horizon each one starts with."""

from __future__ import annotations

from verifier_app.gui.charts.calibration import CalibrationChart
from verifier_app.gui.charts.correlation import CorrelationChart
from verifier_app.gui.charts.crowd import CrowdChart
from verifier_app.gui.charts.endpoint import EndpointChart
from verifier_app.gui.charts.grid import GridChart
from verifier_app.gui.charts.margins import MarginsChart
from verifier_app.gui.charts.n_eff import NEffChart
from verifier_app.gui.charts.n_eff_time import NEffTimeChart
from verifier_app.gui.charts.sharpness import SharpnessChart
from verifier_app.gui.charts.style import ordered_horizons

CHARTS = (NEffChart, NEffTimeChart, CorrelationChart, GridChart, CalibrationChart,
          SharpnessChart, CrowdChart, EndpointChart, MarginsChart)


def runs_of(stats) -> list[str]:
    return sorted({r.run_id for r in stats.n_eff} |
                  {r.run_id for r in stats.crowd.rows})


def horizons_of(stats) -> list[str]:
    return ordered_horizons({r.horizon for r in stats.n_eff} |
                            set(stats.sharpness.per_horizon))


def default_choice(stats) -> tuple[str | None, str | None]:
    """The latest run and the shortest horizon (the one resolved first)."""
    runs, horizons = runs_of(stats), horizons_of(stats)
    return (runs[-1] if runs else None), (horizons[0] if horizons else None)


def prepare(stats) -> None:
    """What the charts work out from the statistics before drawing them, done where the
    statistics are computed (off the GUI thread)."""
    for chart in CHARTS:
        chart.prepare(stats)
