"""Cross-check against the values the paper prints (SPEC section 6).

The paper is archived outside the operator's reach, so its printed hashes are a second,
independent channel: a real league's files must still produce them. Each value is
reported as ``match``, ``differs`` (a finding: the operator's files changed) or
``absent`` (this bundle does not hold it). The demo bundle is never compared.

A bundle counts as the paper's league once at least one printed value matches; only then
is a difference a finding that fails the verdict. A bundle where nothing matches is another
league (or one replaced wholesale): that is said plainly, as a warning, not a failure.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from verifier_app.core.bundle import Bundle
from verifier_app.core.errors import UserFacingError
from verifier_app.core.failures import PaperFailure
from verifier_app.core.messages import Message
from verifier_app.core.results import SealResult, Status, StepResult
from verifier_app.resources import resource_path

MAX_CALIBRATION_BYTES = 64 * 1024 * 1024
MAX_DECLARATION_BYTES = 1 << 20  # the first line of asks.jsonl: a short declaration
SHORTENED = "…"  # the paper prints some hashes as first and last digits only


# A printed value's status, in the paper's words in the JSON: it matches (PASS), differs
# (FAIL: a finding, for the paper's league) or this bundle does not hold it (NOT_CHECKED).
PAPER_WORDS = {Status.PASS: "match", Status.FAIL: "differs", Status.NOT_CHECKED: "absent"}


@dataclass(frozen=True)
class PaperRow:
    """One value the paper prints, and what this bundle holds for it."""

    id: str
    what: str
    printed: Any
    observed: Any  # None: the bundle does not hold it
    status: Status
    list: str | None = None  # the seal the value belongs to, for its row in every view

    def to_json(self) -> dict[str, Any]:
        row = {"id": self.id, "what": self.what, "printed": self.printed,
               "observed": self.observed, "status": PAPER_WORDS[self.status]}
        if self.list:
            row["list"] = self.list
        return row


def printed_values() -> list[dict[str, Any]]:
    return json.loads(resource_path("paper", "printed-values.json").read_bytes())["items"]


def paper_verdict(rows: Sequence[PaperRow]) -> str:
    """``none`` (not compared), ``match``, ``differs`` (the paper's league, changed) or
    ``unrelated`` (values present, none matching: not the league the paper printed)."""
    states = {row.status for row in rows}
    if not states or states == {Status.NOT_CHECKED}:
        return "none"
    if Status.PASS not in states:
        return "unrelated"
    return "differs" if Status.FAIL in states else "match"


PAPER_TITLE = "The values printed in the paper"
PAPER_COMMAND = "sha256sum <HHMMSS>Z.txt   # and compare with the paper's printed values"


def paper_check(rows: Sequence[PaperRow], is_demo: bool) -> StepResult:
    """The cross-check as a check in its own right, shown after step 10."""
    state = paper_verdict(rows)
    evidence = {"verdict": state, "values": [row.to_json() for row in rows]}
    if state == "none":
        message = Message.of("paper.demo" if is_demo else "paper.none")
        return StepResult("paper", PAPER_TITLE, Status.NOT_CHECKED, "", evidence, PAPER_COMMAND,
                          applies=False, message=message)
    present = [r for r in rows if r.status is not Status.NOT_CHECKED]
    if state == "unrelated":
        return StepResult("paper", PAPER_TITLE, Status.WARN, "", evidence, PAPER_COMMAND,
                          message=Message.of("paper.unrelated", count=len(present)))
    differing = [r for r in present if r.status is Status.FAIL]
    if differing:
        first = differing[0]
        values = {"what": lower(first.what), "printed": _short(first.printed),
                  "observed": _short(first.observed)}
        message = Message.of("paper.differs_more", **values, more=len(differing) - 1) \
            if len(differing) > 1 else Message.of("paper.differs", **values)
        return StepResult("paper", PAPER_TITLE, Status.FAIL, "", evidence, PAPER_COMMAND,
                          failure=PaperFailure.VALUE_DIFFERS, message=message)
    return StepResult("paper", PAPER_TITLE, Status.PASS, "", evidence, PAPER_COMMAND,
                      message=Message.of("paper.all_match", count=len(present)))


def lower(text: str) -> str:
    return text[:1].lower() + text[1:] if text[:3] != "SHA" else text


def _short(value: Any) -> str:
    text = str(value)
    return text if len(text) <= 20 else f"{text[:8]}…{text[-8:]}"


def cross_check(bundle: Bundle, seals: Sequence[SealResult],
                steps: Sequence[StepResult]) -> list[PaperRow]:
    """One row per printed value; empty for the demo bundle."""
    if bundle.is_demo:
        return []
    by_list = {s.list: s for s in seals}
    by_id = {s.id: s for s in steps}
    rows = []
    for item in printed_values():
        observed = _observe(item, bundle, by_list, by_id)
        if observed is None:
            state = Status.NOT_CHECKED
        else:
            state = Status.PASS if same_value(item["value"], observed) else Status.FAIL
        rows.append(PaperRow(item["id"], item["what"], item["value"], observed, state,
                             item.get("list")))
    return rows


def same_value(printed: Any, observed: Any) -> bool:
    """Equal, or, for a hash the paper prints shortened ("c24b0d4f…5df5"), the same first
    and last digits."""
    if isinstance(printed, str) and SHORTENED in printed and isinstance(observed, str):
        head, _, tail = printed.partition(SHORTENED)
        return len(observed) > len(head) + len(tail) and observed.startswith(head) and \
            observed.endswith(tail)
    return observed == printed


def _observe(item: dict[str, Any], bundle: Bundle, seals: dict[str, SealResult],
             steps: dict[str, StepResult]) -> Any:
    seal = seals.get(item.get("list", ""))
    kind = item["kind"]
    if kind == "list_sha256":
        return seal.sha256 if seal else None
    if kind in ("list_claim", "list_claim_link") and seal:
        claim = next((c for c in seal.covers if c.lines == item["lines"]
                      and c.book.endswith("book.jsonl")), None)
        if claim is None:
            return None
        return claim.sha256 if kind == "list_claim" else claim.last_link
    if kind.startswith("ots") and seal and seal.ots and seal.ots.height == item["height"]:
        ots = seal.ots
        return {"ots": ots.merkle_root_display, "ots_header_time": ots.header_time,
                "ots_mtp": ots.median_time_past}.get(kind)
    if kind == "rekor_index" and seal and seal.rekor:
        return seal.rekor.log_index
    if kind == "declaration":
        return _declaration_hash(bundle, item["value"])
    if kind == "token_time" and seal:
        times = {t.gen_time_text for t in seal.tokens if t.gen_time_text}
        return next(iter(sorted(times)), None)
    if kind == "rekor" and seal and seal.rekor:
        # The paper prints the log's time: compared only when the log signed it.
        return seal.rekor.signed_time if seal.rekor.log_index else None
    if kind == "ask":
        runs = steps["step5"].evidence.get("runs", [])
        return next((r["ask_sha256"] for r in runs if r["run_id"] == item["run_id"]), None)
    if kind == "code":
        files = steps["step8"].evidence.get("files", [])
        return next((f["sha256"] for f in files if f["file"] == item["file"]), None)
    if kind == "climatology":
        return _climatology_hash(bundle)
    return None


def _declaration_hash(bundle: Bundle, printed: str) -> str | None:
    """The SHA-256 of the counted-run declaration, the first line of asks.jsonl (Section
    3.4). The paper does not say of which bytes: the line with its LF, without it, and the
    line's own ``seal`` are each tried; the one that matches the printed digits is shown,
    else the hash of the line with its LF (as ``head -n 1 | sha256sum`` gives it)."""
    chain = bundle.asks_chain
    if chain is None:
        return None
    try:
        first, newline, _ = chain.head(MAX_DECLARATION_BYTES).partition(b"\n")
    except (OSError, UserFacingError):
        return None
    if not newline:
        return None
    candidates = [hashlib.sha256(first + b"\n").hexdigest(), hashlib.sha256(first).hexdigest()]
    try:
        sealed = json.loads(first).get("seal")
    except (ValueError, AttributeError, RecursionError):
        sealed = None
    if isinstance(sealed, str):
        candidates.append(sealed)
    return next((c for c in candidates if same_value(printed, c)), candidates[0])


def _climatology_hash(bundle: Bundle) -> str | None:
    calibration = bundle.first_named("council-calibration.json")
    if calibration is None:
        return None
    try:
        data = json.loads(calibration.read_bytes(MAX_CALIBRATION_BYTES))
        return data["climatology_fixed"]["sha256"]
    except (ValueError, KeyError, TypeError, UserFacingError):  # unreadable: no value
        return None


def failed_on_seal(rows: Sequence[PaperRow], list_path: str) -> list[Message]:
    """The printed values of this seal's list that the bundle contradicts, one sentence
    each (only for the paper's league: another league is not failed for differing)."""
    if paper_verdict(rows) != "differs":
        return []
    return [Message.of("seal.paper_differs", what=lower(r.what), printed=_short(r.printed),
                       observed=_short(r.observed))
            for r in rows if r.list == list_path and r.status is Status.FAIL]


def seal_overall(rows: Sequence[PaperRow], seal: SealResult) -> tuple[Status,
                                                                         list[Message]]:
    """A seal's status in every view's row, with the further checks that failed on it: the
    seal's own status, or FAIL where the paper's cross-check failed on its list."""
    found = failed_on_seal(rows, seal.list)
    return (Status.FAIL if found else seal.status), found
