"""The ten steps of the paper's Appendix B: their ids and titles, in one enum.

A base module: the step checks in ``engine`` and in ``anchors`` both name their steps from
here, so the anchors never import the engine's step conclusions.
"""

from __future__ import annotations

from enum import StrEnum


class StepId(StrEnum):
    GET_FILES = "step1"
    READ_LISTS = "step2"
    PREFIXES = "step3"
    CHAIN = "step4"
    ASKS = "step5"
    BITCOIN = "step6"
    RECOUNT = "step7"
    CODE = "step8"
    TOKENS = "step9"
    LOG = "step10"

    @property
    def number(self) -> int:
        return int(self.value.removeprefix("step"))

    @property
    def title(self) -> str:
        return _TITLES[self]


_TITLES = {
    StepId.GET_FILES: "Get the book and the stamped lists",
    StepId.READ_LISTS: "Read the stamped lists",
    StepId.PREFIXES: "The book starts with the stamped lines",
    StepId.CHAIN: "Every seal and link recomputed",
    StepId.ASKS: "The question each run answered",
    StepId.BITCOIN: "The Bitcoin anchor",
    # Not "recount the league": the step says what it recounted in its two parts.
    StepId.RECOUNT: "Recount the forecasts' scores and the portfolio accounts",
    StepId.CODE: "The engine code",
    StepId.TOKENS: "Signed time-stamps (RFC 3161)",
    StepId.LOG: "The public transparency log (Rekor)",
}

# The two parts of step 7 (paper, Appendix B step 7 and Section 4): the forecasts' scores
# (what the operator's tools/replay_brier.py recounts) and the accounts (its replay.py).
PART_TITLES = {
    "step7a": "The forecasts' scores",
    "step7b": "The portfolio accounts",
}

# Titles by the id the JSON writes ("step3"), for the checks that build StepResults.
TITLES = {step.value: step.title for step in StepId}
