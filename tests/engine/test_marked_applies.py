"""A check left out of the verdict is marked NOT CHECKED or DOES NOT APPLY by a typed field
(``StepResult.left_unchecked``), never by the wording of its English sentence: a "not
checked" is never dressed up, and a translation or a reworded sentence cannot move it."""

from __future__ import annotations

from verifier_app.anchors.equivocation import check_equivocation
from verifier_app.anchors.log_history import check_log_history
from verifier_app.anchors.rekor import RekorOptions
from verifier_app.core.results import Status, StepResult
from verifier_app.engine.p3_check import p3_check
from verifier_app.engine.paper_check import paper_check
from verifier_app.stats.file_check import forecasts_check


def test_the_sentence_does_not_decide_the_mark():
    worded = StepResult("x", "X", Status.NOT_CHECKED, "Not checked: a sentence alone.",
                        applies=False)
    assert not worded.marked_applies  # a sentence that begins so is not a type
    marked = StepResult("x", "X", Status.NOT_CHECKED, "Nicht geprüft.", applies=False,
                        left_unchecked=True)
    assert marked.marked_applies
    assert "left_unchecked" not in marked.to_json()  # the JSON contract keeps "applies"


def test_checks_this_walk_could_not_make_are_marked_not_checked():
    offline = RekorOptions(offline=True)
    for step in (check_equivocation([], None, offline),  # no signer named
                 check_log_history([], None, offline, keep=False),  # no checkpoint
                 p3_check({}),  # no run line read
                 forecasts_check(None, provided=False)):
        assert step.status == Status.NOT_CHECKED and not step.applies, step.id
        assert step.marked_applies, step.id
        assert step.detail.startswith("Not checked"), step.id


def test_a_check_with_nothing_to_decide_does_not_apply():
    step = paper_check([], is_demo=True)
    assert not step.applies and not step.marked_applies
