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

from verifier_app.core.bundle import Bundle
from verifier_app.core.messages import Lookup, Message, semicolons, sentences
from verifier_app.core.results import Status
from verifier_app.stats.climatology import PAPER_WINDOW_SHA256, Climatology, read_json
from verifier_app.stats.endpoint import PrimaryEndpoint
from verifier_app.stats.walked_book import WalkedBook

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
    "recomputed": "Provide the book, council-forecasts.csv, council-stats.json, the arena's "
                  "accounts, trades and prices (arena-accounts.csv, arena-trades.csv, "
                  "arena-prices.csv) and the engine code files, and let steps 4, 7 and 8 "
                  "pass.",
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
    # ``evidence`` as a message for a reader in another language (a value may stay English
    # where it comes from a file or another module's sentence).
    said: Message | str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"rung": self.number, "key": self.key, "name": self.name,
                "reached": self.reached, "evidence": self.evidence,
                "supports": self.supports, "leaves_open": self.leaves_open,
                "to_reach": None if self.reached else self.to_reach}

    def evidence_in(self, lookup: Lookup | None = None) -> str:
        """The evidence in the reader's language (``lookup``), or as the engine wrote it."""
        return self.said.render(lookup) if isinstance(self.said, Message) and lookup \
            else self.evidence


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
    def message(self) -> Message:
        """The ladder in one sentence, for views in the reader's language."""
        if not self.highest:
            said = [Message.of("claims.none", evidence=_value(self.rungs[0]))]
        else:
            rung = self.rungs[self.highest - 1]
            said = [Message.of("claims.reaches", number=rung.number,
                               name=Message.of(f"rung.{rung.key}"))]
            if self.highest < len(self.rungs):
                above = self.rungs[self.highest]
                said.append(Message.of("claims.not_above", number=above.number,
                                       evidence=_value(above)))
        # Rungs reached above the gap are said too: the sentence never contradicts a rung
        # marked REACHED below it, and says why they do not count.
        apart = [r.number for r in self.rungs[self.highest + 1:] if r.reached]
        if apart:
            said.append(Message.of("claims.reached_apart", numbers=", ".join(map(str, apart)),
                                   gap=self.highest + 1))
        return sentences(said)

    @property
    def sentence(self) -> str:
        return self.message.render()

    @property
    def benchmark_caveat(self) -> Message | None:
        """Said above the registered test's estimate when the climatology it is computed
        against was not frozen by the registration (the prospective rung's own reason), so
        the test's page never reads as if the ladder had not said it (Section 8)."""
        rung = next(r for r in self.rungs if r.key == "prospective")
        if rung.reached or not isinstance(rung.said, Message) or \
                rung.said.id not in ("claims.not_frozen", "claims.unusable"):
            return None
        return Message.of("endpoint.caveat", why=rung.said)

    def to_json(self) -> dict[str, Any]:
        caveat = self.benchmark_caveat
        return {"highest": self.highest, "sentence": self.sentence,
                "message": self.message.to_json(),
                "caveat": caveat.render() if caveat else None,
                "caveat_message": caveat.to_json() if caveat else None,
                "rungs": [r.to_json() for r in self.rungs]}


def _value(rung: Rung) -> Message | str:
    return rung.said if rung.said is not None else rung.evidence


Decided = tuple[bool, Message | str]  # reached, and the evidence (a message where it can be)


def _step(report: WalkedBook, step_id: str) -> Status:
    try:
        return report.step(step_id).status
    except (KeyError, AttributeError, StopIteration):
        return Status.NOT_CHECKED


def _steps_pass(report: WalkedBook, ids: tuple[str, ...], allow_missing: tuple[str, ...] = ()
                ) -> tuple[bool, list[tuple[str, Status]]]:
    found = [(step_id.removeprefix("step"), _step(report, step_id)) for step_id in ids]
    ok = all(status == Status.PASS or (f"step{number}" in allow_missing
                                       and status == Status.NOT_CHECKED)
             for number, status in found)
    return ok, found


def _said_steps(found: list[tuple[str, Status]]) -> Message:
    """'Step 4 passed; step 7 failed': the first word capitalised, as a sentence starts."""
    parts = [Message.of(f"claims.{'first' if i == 0 else 'step'}_{status.value}",
                        number=number) for i, (number, status) in enumerate(found)]
    return semicolons(parts)


def _rules(bundle: Bundle) -> Decided:
    protocol, reason = read_json(bundle, "arena-protocol.json")
    if not isinstance(protocol, dict):
        return False, reason or Message.of("claims.rules_not_object")
    version = protocol.get("version", "no version given")
    return True, Message.of("claims.rules", version=version)


def _prices(reconciliation: Any) -> Decided:
    if reconciliation is None:
        return False, Message.of("claims.no_prices")
    return reconciliation.reconciled, getattr(reconciliation, "said", reconciliation.sentence)


def _prospective(clim: Climatology, endpoint: PrimaryEndpoint | None) -> Decided:
    if not clim.usable:
        return False, Message.of("claims.unusable", reason=clim.said or clim.reason)
    if clim.recomputed != PAPER_WINDOW_SHA256:
        return False, Message.of("claims.not_frozen", recomputed=(clim.recomputed or "")[:12],
                                 paper=PAPER_WINDOW_SHA256[:12])
    if endpoint is None or not endpoint.window:
        return False, Message.of("claims.no_window")
    return True, Message.of("claims.frozen", label=endpoint.label)


def claims_ladder(bundle: Bundle, report: WalkedBook, clim: Climatology,
                  endpoint: PrimaryEndpoint | None, reconciliation: Any = None) -> ClaimsLadder:
    """The six rungs for this bundle, from the walk's steps and the statistics."""
    recomputed, recomputed_steps = _steps_pass(report, ("step4", "step7", "step8"),
                                               allow_missing=("step8",))
    anchors = [_steps_pass(report, (s,)) for s in ("step6", "step9", "step10")]
    decided: dict[str, Decided] = {
        "rules": _rules(bundle),
        "recomputed": (recomputed, Message.of("claims.recomputed",
                                              steps=_said_steps(recomputed_steps))),
        "commitment": (any(ok for ok, _ in anchors), Message.of(
            "claims.commitment", steps=_said_steps([f for _, found in anchors for f in found]))),
        "prices": _prices(reconciliation),
        "prospective": _prospective(clim, endpoint),
        "replication": (False, Message.of("claims.replication")),
    }
    return ClaimsLadder(tuple(
        Rung(i, key, name, supports, leaves, decided[key][0], _english(decided[key][1]),
             TO_REACH[key], decided[key][1])
        for i, (key, name, supports, leaves) in enumerate(RUNGS, 1)))


def _english(said: Message | str) -> str:
    return said.render() if isinstance(said, Message) else said
