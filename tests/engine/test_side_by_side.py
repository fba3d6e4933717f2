"""The anchors beside the recount: a second process where forking is safe, the same report."""

from __future__ import annotations

import json
import os

import pytest

from verifier_app.engine import walk as walk_module
from verifier_app.engine.bundle import open_bundle
from verifier_app.engine.errors import UserFacingError
from verifier_app.engine.side_by_side import can_fork, side_by_side

needs_fork = pytest.mark.skipif(not can_fork(), reason="fork is not safe in this process")


@needs_fork
def test_the_first_part_runs_in_another_process_and_its_result_comes_back() -> None:
    theirs, mine = side_by_side(lambda: (os.getpid(), list(range(5))), os.getpid,
                                together=True)
    assert mine == os.getpid() and theirs[0] != mine and theirs[1] == [0, 1, 2, 3, 4]


def test_without_together_both_run_here_in_turn() -> None:
    order: list[str] = []
    theirs, mine = side_by_side(lambda: order.append("first") or os.getpid(),
                                lambda: order.append("second") or os.getpid(), together=False)
    assert theirs == mine == os.getpid() and order == ["first", "second"]


@needs_fork
def test_an_error_in_the_other_process_is_raised_here_with_its_sentence() -> None:
    def fails() -> None:
        raise UserFacingError("The proof folder could not be read.")

    with pytest.raises(UserFacingError, match="proof folder could not be read"):
        side_by_side(fails, lambda: 1, together=True)


@needs_fork
def test_the_walk_gives_the_same_report_with_its_anchors_in_a_second_process(
        demo_master, monkeypatch) -> None:
    def report_json() -> str:
        report = walk_module.walk(open_bundle([demo_master]))
        return json.dumps(report.to_json(), sort_keys=True, default=str)

    monkeypatch.setattr(walk_module, "SIDE_BY_SIDE_FROM", 10**9)
    in_turn = report_json()
    started: list[int] = []
    real = walk_module.side_by_side

    def spy(first, second, together):
        started.append(together)
        return real(first, second, together)

    monkeypatch.setattr(walk_module, "SIDE_BY_SIDE_FROM", 1)
    monkeypatch.setattr(walk_module, "side_by_side", spy)
    assert report_json() == in_turn
    assert started == [True]
