"""The statistics' tables are frozen dataclasses to the edge; JSON is written only by their
``to_json`` (issue 28, item 3). ``tests/golden`` holds that the JSON stayed as it was."""

from __future__ import annotations

import dataclasses
import typing

import pytest

from verifier_app.stats import brier, calibration, crowd, eligibility, logistic, sharpness
from verifier_app.stats.summary import LeagueStats

TABLES = {"eligibility": eligibility.Eligibility, "brier": brier.BrierTables,
          "calibration": calibration.CalibrationTables, "sharpness": sharpness.SharpnessTables,
          "crowd": crowd.CrowdSummary}


def test_the_league_statistics_hold_no_table_as_a_dictionary() -> None:
    hints = typing.get_type_hints(LeagueStats)
    for name, kind in TABLES.items():
        assert hints[name] is kind, name
    # Only the reader's own choices (run, horizon, …) stay a plain mapping of words.
    assert [n for n, h in hints.items() if typing.get_origin(h) is dict] == ["filters"]


@pytest.mark.parametrize("kind", [
    brier.Score, brier.NoDrawScore, brier.ClimatologyScore, brier.SeatScore, brier.AssetBrier,
    brier.BrierTables, calibration.Bin, calibration.CalibrationCell,
    calibration.CalibrationTables, logistic.LogisticFit, sharpness.Sharpness,
    sharpness.HorizonSharpness, sharpness.RunSharpness, sharpness.SharpnessTables,
    crowd.CrowdRow, crowd.CrowdComparison, crowd.SeatAgainstCrowd, crowd.CrowdSummary,
    eligibility.RowsUsed, eligibility.KeptAnswers, eligibility.NotCounted,
    eligibility.Eligibility])
def test_every_inner_table_is_frozen_and_says_its_json(kind: type) -> None:
    assert dataclasses.is_dataclass(kind) and kind.__dataclass_params__.frozen
    assert callable(getattr(kind, "to_json", None))


def test_a_frozen_table_cannot_be_edited_in_place() -> None:
    fit = logistic.LogisticFit(n=3, clusters=1, note="too few")
    with pytest.raises(dataclasses.FrozenInstanceError):
        fit.b = 1.0  # type: ignore[misc]
    assert list(fit.to_json()) == ["n", "clusters", "a", "b", "se_a", "se_b", "note"]
