"""The claims ladder: what a reader may claim about prices and skill (Section 3.12, Table B1).

The trust ladder measures trust in the clock; this second ladder measures what the bundle
lets a reader claim. Its six rungs, in the paper's order: published rules; files
recomputed; an external commitment verified; results reconciled with an independent price
source; a prospective paired evaluation frozen before its window; replication by a second
pipeline. Each rung is decided from checks this app made, and names them; a rung not
reached says what would reach it. The bundle "reaches" the highest rung whose rungs below
are all reached too, as on any ladder.

Decisions where the paper's table is not reproduced in its text (each shown as evidence):
- published rules: ``arena-protocol.json`` is present and readable, and the run lines seal
  their ``methodology`` (checked by the walk as part of the chain);
- files recomputed: steps 4 (every seal and link) and 7 (the published figures recounted
  from verified rows) passed, and step 8 (engine code) passed or had nothing to check;
- external commitment: at least one of steps 6 (Bitcoin), 9 (RFC 3161 tokens) or 10
  (Rekor) passed; a warning (e.g. demonstration keys) does not count, as on the trust ladder;
- independent prices: the reader gave a price file (``stats --prices``) and every verified
  row was priced from it and agrees (``stats.prices``);
- prospective evaluation: the climatology the registered test uses checks against its own
  seal and against the hash the paper printed before the window, and the registered test
  has at least one session of its window;
- replication: one bundle cannot show that a second, independent pipeline produced the
  same forecasts and scores; this app's recount recomputes, it does not replicate. The rung
  is therefore never reached from a bundle alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from verifier_app.engine.bundle import Bundle
from verifier_app.engine.results import Status
from verifier_app.stats.climatology import PAPER_WINDOW_SHA256, Climatology, read_json
from verifier_app.stats.endpoint import PrimaryEndpoint
from verifier_app.stats.verified_book import WalkedBook

RUNGS = (
    ("rules", "Published rules",
     "The rules the league says it follows are public: anyone can read how forecasts are "
     "asked, counted and scored.",
     "Whether the league followed them."),
    ("recomputed", "Files recomputed",
     "The published book and figures were recomputed from the open files and agree.",
     "When the files were written, and whether the prices behind the outcomes are right."),
    ("commitment", "External commitment verified",
     "The sealed forecasts existed before a time fixed outside the operator (a Bitcoin "
     "block, a signed time-stamp or a public log).",
     "That the prices used to score them are right."),
    ("prices", "Reconciled with an independent price source",
     "The reference prices, closes and outcomes agree with a price source the reader "
     "chose.",
     "Skill: agreeing outcomes can still come from luck."),
    ("prospective", "Prospective paired evaluation frozen before its window",
     "The test of skill, its benchmark and its reading rule were fixed before the data "
     "that decide it existed, and it is recomputed here.",
     "That a second team would get the same result."),
    ("replication", "Replication by a second pipeline",
     "A second, independent pipeline reproduced the forecasts and scores.",
     "Nothing more on this ladder: skill is then read from the registered comparisons."),
)
TO_REACH = {
    "rules": "Provide arena-protocol.json, the league's published rules.",
    "recomputed": "Provide the book, council-forecasts.csv, council-stats.json and the "
                  "engine code files, and let steps 4, 7 and 8 pass.",
    "commitment": "Provide a stamped list with a Bitcoin proof checked against real block "
                  "headers, a time-stamp token from a trusted authority, or its Rekor entry.",
    "prices": "Give a price file from a provider you trust (Statistics tab, page 8, or "
              "verifier-app stats --prices FILE); every verified row must be priced from it "
              "and agree.",
    "prospective": "Use the league's real files: the sealed climatology must hash to the "
                   "value the paper printed, and the window (from session 11) must have "
                   "begun.",
    "replication": "A second, independent team must rerun the league's pipeline and publish "
                   "matching results; no bundle can show this by itself.",
}


STATUS_WORDS = {Status.PASS: "passed", Status.WARN: "has a warning", Status.FAIL: "failed",
                Status.NOT_CHECKED: "was not checked"}


@dataclass(frozen=True)
class Rung:
    number: int
    key: str
    name: str
    supports: str
    leaves_open: str
    reached: bool
    evidence: str
    to_reach: str

    def to_json(self) -> dict[str, Any]:
        return {"rung": self.number, "key": self.key, "name": self.name,
                "reached": self.reached, "evidence": self.evidence,
                "supports": self.supports, "leaves_open": self.leaves_open,
                "to_reach": None if self.reached else self.to_reach}


@dataclass(frozen=True)
class ClaimsLadder:
    rungs: tuple[Rung, ...]

    @property
    def highest(self) -> int:
        """The highest rung reached with every rung below it reached (0: none)."""
        top = 0
        for rung in self.rungs:
            if not rung.reached:
                break
            top = rung.number
        return top

    @property
    def sentence(self) -> str:
        if not self.highest:
            return f"This bundle reaches no rung of the claims ladder: {self.rungs[0].evidence}"
        rung = self.rungs[self.highest - 1]
        text = f"This bundle reaches rung {rung.number}, {rung.name.lower()}."
        if self.highest < len(self.rungs):
            above = self.rungs[self.highest]
            text += f" Not rung {above.number}: {above.evidence}"
        return text

    def to_json(self) -> dict[str, Any]:
        return {"highest": self.highest, "sentence": self.sentence,
                "rungs": [r.to_json() for r in self.rungs]}


def _step(report: WalkedBook, step_id: str) -> tuple[Status, str]:
    try:
        step = report.step(step_id)
    except (KeyError, AttributeError, StopIteration):
        return Status.NOT_CHECKED, "not run"
    return step.status, step.detail


def _steps_pass(report: WalkedBook, ids: tuple[str, ...], allow_missing: tuple[str, ...] = ()
                ) -> tuple[bool, str]:
    words = []
    ok = True
    for step_id in ids:
        status, _ = _step(report, step_id)
        number = step_id.removeprefix("step")
        words.append(f"step {number} {STATUS_WORDS[status]}")
        if status != Status.PASS and not (step_id in allow_missing
                                          and status == Status.NOT_CHECKED):
            ok = False
    return ok, "; ".join(words)


def _rules(bundle: Bundle) -> tuple[bool, str]:
    protocol, reason = read_json(bundle, "arena-protocol.json")
    if not isinstance(protocol, dict):
        return False, reason or "arena-protocol.json is not a JSON object."
    version = protocol.get("version", "no version given")
    return True, f"arena-protocol.json is present ({version})."


def _prices(reconciliation: Any) -> tuple[bool, str]:
    if reconciliation is None:
        return False, "No independent price file was given."
    return reconciliation.reconciled, reconciliation.sentence


def _prospective(clim: Climatology, endpoint: PrimaryEndpoint | None) -> tuple[bool, str]:
    if not clim.usable:
        return False, f"The registered benchmark cannot be used: {clim.reason}"
    if clim.recomputed != PAPER_WINDOW_SHA256:
        return False, (f"The climatology hashes to {(clim.recomputed or '')[:12]}…, not the "
                       f"value the paper printed before the window ({PAPER_WINDOW_SHA256[:12]}…)"
                       ": it was not frozen by the registration.")
    if endpoint is None or not endpoint.window:
        return False, "The registered window (from session 11) has no resolved session yet."
    return True, f"Benchmark hash equals the paper's; {endpoint.label}"


def claims_ladder(bundle: Bundle, report: WalkedBook, clim: Climatology,
                  endpoint: PrimaryEndpoint | None, reconciliation: Any = None) -> ClaimsLadder:
    """The six rungs for this bundle, from the walk's steps and the statistics."""
    recomputed, recomputed_why = _steps_pass(report, ("step4", "step7", "step8"),
                                             allow_missing=("step8",))
    anchors = [_steps_pass(report, (s,)) for s in ("step6", "step9", "step10")]
    decided = {
        "rules": _rules(bundle),
        "recomputed": (recomputed, recomputed_why.capitalize() + "."),
        "commitment": (any(ok for ok, _ in anchors),
                       "; ".join(why for _, why in anchors).capitalize()
                       + " (a warning does not count: it is not a check by a source you trust)."),
        "prices": _prices(reconciliation),
        "prospective": _prospective(clim, endpoint),
        "replication": (False, "A single bundle cannot show a second, independent pipeline; "
                               "this app's recount recomputes, it does not replicate."),
    }
    return ClaimsLadder(tuple(
        Rung(i, key, name, supports, leaves, decided[key][0], decided[key][1], TO_REACH[key])
        for i, (key, name, supports, leaves) in enumerate(RUNGS, 1)))
