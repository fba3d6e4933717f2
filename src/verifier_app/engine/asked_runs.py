"""Runs asked and never sealed, each run's roster against the answers sealed, and how long
each answer waited between its arrival and its seal (paper Section 3.13, requirements 12 and
13; Section 3.11, P3: "the full form also covers runs asked and left unsealed").

Everything here comes from the two sealed chains, never from the forecasts file: the asks
chain's ``ask`` lines (the outgoing ask's hash, its time and the register of expected
answers: seats, markets, horizons, deadline) and the book's run and answer lines (the run's
sealed roster, each answer's ``at`` and ``booked_at``, the cells it holds).

Decisions where the paper is silent, said here and in docs/decisions.md: an asked run never sealed
is a warning (requirement 13 is a SHOULD, and a run may fail for reasons of its own), named
with its time and hash; seats missing from a run are reported, not judged (requirement 8
asks that missing answers be reported); a seat that answered without being expected is a
warning. The gap between arrival (``at``) and seal (``booked_at``) is judged only against a
limit the protocol declares (``seal_on_arrival_seconds`` in ``arena-protocol.json``);
otherwise it is shown and not judged.
"""

from __future__ import annotations

import json
import statistics
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from verifier_app.core.bundle import Bundle
from verifier_app.core.errors import UserFacingError
from verifier_app.core.messages import Grouped, Message, joined
from verifier_app.core.results import Status, StepResult
from verifier_app.core.times import read_time

ASKED_TITLE = "Every asked run sealed, with its roster (requirement 13)"
ASKED_COMMAND = ("jq -c 'select(.kind==\"ask\") | [.n, .at, .run_id, .ask_sha256]' asks.jsonl"
                 "   # each hash must be a run line's ask_sha256 in council-book.jsonl")
NAMED = 3  # runs named in a sentence; --json lists every one
MAX_PROTOCOL_BYTES = 4 * 1024 * 1024  # arena-protocol.json: a few kilobytes of rules


@dataclass(frozen=True)
class AskLine:
    """One outgoing ask, as the asks chain sealed it."""

    n: int
    at: str | None
    ask_sha256: str
    run_id: str | None
    expected: Mapping[str, Any] | None

    def to_json(self) -> dict[str, Any]:
        return {"line": self.n, "at": self.at, "ask_sha256": self.ask_sha256,
                "run_id": self.run_id}


@dataclass
class AskedIndex:
    """The asks chain's ask lines, gathered during the chain scan."""

    asks: list[AskLine] = field(default_factory=list)

    def record(self, n: int, facts: Mapping[str, Any]) -> None:
        sha = facts.get("ask_sha256")
        if facts.get("kind") == "ask" and isinstance(sha, str):
            run_id = facts.get("run_id")
            self.asks.append(AskLine(n, _text(facts.get("at")), sha,
                                     run_id if isinstance(run_id, str) else None,
                                     facts.get("expected")))


@dataclass(frozen=True)
class SealGap:
    """How long one answer waited between its arrival (``at``) and its seal (``booked_at``)."""

    line: int
    seat: str | None
    seconds: float

    def to_json(self) -> dict[str, Any]:
        return {"line": self.line, "seat": self.seat, "seconds": self.seconds}


@dataclass(frozen=True)
class RunRoster:
    """One asked run: its register of expected answers against what the book sealed."""

    run_id: str | None
    ask_line: int
    run_line: int | None
    asked_at: str | None
    expected_seats: tuple[str, ...]
    sealed_roster: tuple[str, ...]
    answered: tuple[str, ...]
    missing: tuple[str, ...]
    unexpected: tuple[str, ...]
    missing_cells: int | None  # None: the book's cells were not read (no statistics files)
    after_deadline: tuple[int, ...]
    gaps: tuple[SealGap, ...]

    def to_json(self) -> dict[str, Any]:
        seconds = [g.seconds for g in self.gaps]
        longest = max(self.gaps, key=lambda g: g.seconds, default=None)
        return {"run_id": self.run_id, "ask_line": self.ask_line, "run_line": self.run_line,
                "asked_at": self.asked_at, "expected_seats": list(self.expected_seats),
                "sealed_roster": list(self.sealed_roster), "answered": list(self.answered),
                "missing": list(self.missing), "unexpected": list(self.unexpected),
                "missing_cells": self.missing_cells,
                "after_deadline": list(self.after_deadline),
                "seal_gap": {"lines": len(seconds),
                             "median_seconds": statistics.median(seconds) if seconds else None,
                             "longest_seconds": longest.seconds if longest else None,
                             "longest_line": longest.line if longest else None,
                             "per_line": [g.to_json() for g in self.gaps]}}


@dataclass(frozen=True)
class AskedRuns:
    asked: int
    never_sealed: tuple[AskLine, ...]
    runs: tuple[RunRoster, ...]
    gap_limit_seconds: float | None  # the protocol's declared limit, if any

    @property
    def gaps(self) -> tuple[SealGap, ...]:
        return tuple(g for run in self.runs for g in run.gaps)

    @property
    def over_limit(self) -> tuple[SealGap, ...]:
        limit = self.gap_limit_seconds
        return () if limit is None else tuple(g for g in self.gaps if g.seconds > limit)

    @property
    def unexpected(self) -> tuple[RunRoster, ...]:
        return tuple(run for run in self.runs if run.unexpected)

    def to_json(self) -> dict[str, Any]:
        seconds = [g.seconds for g in self.gaps]
        return {"asked": self.asked, "never_sealed": [a.to_json() for a in self.never_sealed],
                "runs": [r.to_json() for r in self.runs],
                "seal_on_arrival": {
                    "limit_seconds": self.gap_limit_seconds, "lines": len(seconds),
                    "median_seconds": statistics.median(seconds) if seconds else None,
                    "longest_seconds": max(seconds) if seconds else None,
                    "over_limit": [g.to_json() for g in self.over_limit]}}


def asked_runs(asked: AskedIndex, runs: Mapping[str, Mapping[str, Any]],
               answers: Mapping[int, Mapping[str, Any]],
               cells: Mapping[int, Iterable[tuple[str, str]]] | None,
               protocol: Mapping[str, Any] | None) -> AskedRuns:
    """Each ask of the asks chain against the book. ``runs``: run id → the run line's facts
    (with ``n``); ``answers``: line → the answer line's facts; ``cells``: line → the
    (market, horizon) cells the answer sealed."""
    by_ask = {facts.get("ask_sha256"): run_id for run_id, facts in runs.items()}
    by_run: dict[str, list[int]] = {}
    for n, facts in answers.items():
        by_run.setdefault(str(facts.get("run_id")), []).append(n)
    never, rosters = [], []
    for ask in asked.asks:
        run_id = by_ask.get(ask.ask_sha256)
        if run_id is None:
            never.append(ask)
            continue
        rosters.append(_roster(ask, run_id, runs[run_id], sorted(by_run.get(run_id, [])),
                               answers, cells))
    return AskedRuns(len(asked.asks), tuple(never), tuple(rosters), _limit(protocol))


def _roster(ask: AskLine, run_id: str, run: Mapping[str, Any], lines: list[int],
            answers: Mapping[int, Mapping[str, Any]],
            cells: Mapping[int, Iterable[tuple[str, str]]] | None) -> RunRoster:
    expected = ask.expected or {}
    seats = tuple(expected.get("seats") or ())
    answered = tuple(dict.fromkeys(str(answers[n].get("seat")) for n in lines))
    wanted = {(m, h) for m in expected.get("markets") or () for h in expected.get("horizons") or ()}
    missing_cells = None if cells is None or not wanted else \
        sum(len(wanted - set(cells.get(n, ()))) for n in lines)
    return RunRoster(run_id, ask.n, run.get("n"), ask.at, seats, tuple(run.get("roster") or ()),
                     answered, tuple(s for s in seats if s not in answered),
                     tuple(s for s in answered if seats and s not in seats), missing_cells,
                     _after_deadline(ask, lines, answers), _gaps(lines, answers))


def _after_deadline(ask: AskLine, lines: list[int],
                    answers: Mapping[int, Mapping[str, Any]]) -> tuple[int, ...]:
    minutes = (ask.expected or {}).get("deadline_min")
    asked = read_time(ask.at).moment if ask.at else None
    if minutes is None or asked is None:
        return ()
    deadline = asked + timedelta(minutes=minutes)
    late = []
    for n in lines:
        arrived = read_time(answers[n].get("at")).moment
        if arrived is not None and arrived > deadline:
            late.append(n)
    return tuple(late)


def _gaps(lines: list[int], answers: Mapping[int, Mapping[str, Any]]) -> tuple[SealGap, ...]:
    found = []
    for n in lines:
        facts = answers[n]
        arrived, sealed = read_time(facts.get("at")).moment, read_time(
            facts.get("booked_at")).moment
        if arrived is not None and sealed is not None:
            found.append(SealGap(n, facts.get("seat"), (sealed - arrived).total_seconds()))
    return tuple(found)


def read_protocol(bundle: Bundle) -> Mapping[str, Any] | None:
    """The league's published rules (``arena-protocol.json``), or None when absent or not a
    JSON object; never raises for a damaged file."""
    found = bundle.first_named("arena-protocol.json")
    if found is None or found.size > MAX_PROTOCOL_BYTES:
        return None
    try:
        data = json.loads(found.read_bytes(MAX_PROTOCOL_BYTES))
    except (ValueError, RecursionError, UserFacingError):
        return None
    return data if isinstance(data, dict) else None


def _limit(protocol: Mapping[str, Any] | None) -> float | None:
    value = (protocol or {}).get("seal_on_arrival_seconds")
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value < 10**7:
        return None
    return float(value)


def _text(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def asked_check(found: AskedRuns) -> StepResult:
    """Requirement 13 as a check: an asked run the book never sealed, or a seat that answered
    without being expected, is a warning; missing answers are reported."""
    evidence = found.to_json()
    if not found.asked:
        return StepResult("asked_runs", ASKED_TITLE, Status.NOT_CHECKED, evidence=evidence,
                          command=ASKED_COMMAND, applies=False,
                          message=Message.of("asked.none"))
    parts = []
    if found.never_sealed:
        named = [Message.of("asked.run", run=a.run_id or "?", at=a.at or "?",
                            sha=a.ask_sha256[:12]) for a in found.never_sealed[:NAMED]]
        parts.append(Message.of("asked.never_sealed", count=len(found.never_sealed),
                                runs=joined(named)))
    if found.unexpected:
        first = found.unexpected[0]
        parts.append(Message.of("asked.unexpected", count=len(found.unexpected),
                                run=first.run_id or "?", seats=", ".join(first.unexpected)))
    missing = sum(len(r.missing) for r in found.runs)
    if parts:
        message = parts[0] if len(parts) == 1 else Message.of(
            "join.sentences", first=parts[0], second=parts[1])
        return StepResult("asked_runs", ASKED_TITLE, Status.WARN, evidence=evidence,
                          command=ASKED_COMMAND, message=message)
    return StepResult("asked_runs", ASKED_TITLE, Status.PASS, evidence=evidence,
                      command=ASKED_COMMAND, message=Message.of(
                          "asked.all_sealed", count=found.asked, missing=Grouped(missing)))
