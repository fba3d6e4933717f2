"""The four proof-of-before properties per forecast line (SPEC section 5, paper 3.11).

- P2 no substitution: the line lies inside a stamped prefix that matched (level 1); level 2
  where a covering seal's anchor checked out (Section 3.12).
- P1a no rebuild after the anchor: a seal covering it is anchored in Bitcoin or logged in
  Rekor; the bound is the header time plus tau, or the log's integrated time when its
  signed entry timestamp verified (level 2; an unsigned log time is never a bound).
- P1b committed before the reference: the line's seal time ``max(at, booked_at)`` precedes
  the session's 09:30 New York open (level 1), and a valid token on a covering, anchored
  list was signed before it (level 2+, which is level 2 plus a signed time). A line sealed
  after the open that the book gives its own reference (``late_ref`` on the answer, or a
  score line's ``late_ref`` naming it) is a separate event (Section 3.3, requirement 4):
  its reference is the close of the first one-minute bar after its seal, so it passes by
  construction, and it is kept out of the common-event statistics. Without a sealed
  late_ref a line sealed after the open fails P1b, whatever the forecasts file says.
- P3 no selection among runs: the counted run follows a rule declared before the runs.

A line whose own seal or link fails (at or after the chain's first bad line) has no
property that passes: nothing about bytes that were changed is proven.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from functools import lru_cache
from typing import Any

from verifier_app.core.counted_run import session_day
from verifier_app.core.declarations import Declarations
from verifier_app.core.market_time import margin_message, session_open_utc
from verifier_app.core.messages import Grouped, Message
from verifier_app.core.results import SealResult, Status
from verifier_app.core.times import sealed_time
from verifier_app.engine.levels import lowest, with_signed_time
from verifier_app.engine.p3 import SessionP3, conclude_sessions

UTC_SECONDS = "%Y-%m-%dT%H:%M:%SZ"
# A bound: (when, anchor, list, status, (consensus rules' bound, its block) or ("", 0)).
Bound = tuple[Any, str, str, str, tuple[str, int]]
PROPERTY_NAMES = ("P2", "P1a", "P1b", "P3")


@dataclass
class LineIndex:
    """Run and answer lines as the chain scan saw them (small facts only)."""

    answers: dict[int, dict[str, Any]] = field(default_factory=dict)
    runs: dict[str, dict[str, Any]] = field(default_factory=dict)
    # Book lines that a sealed score line marks as late (its late_ref), with that line.
    marked_late: dict[int, int] = field(default_factory=dict)
    def record(self, n: int, facts: dict[str, Any]) -> None:
        kind = facts.get("kind")
        if kind == "answer":
            self.answers[n] = facts
        elif kind == "run" and isinstance(facts.get("run_id"), str):
            self.runs[facts["run_id"]] = dict(facts, n=n)
        elif kind in ("score", "score_h") and isinstance(facts.get("late_ref"), tuple):
            for late in facts["late_ref"]:
                self.marked_late.setdefault(late, n)

    def late_in_book(self, n: int) -> int | None:
        """The sealed line that gives line n its own reference: n itself (the answer's
        late_ref) or the score line that marks it; None when the book marks it nowhere."""
        if self.answers.get(n, {}).get("late_ref") is True:
            return n
        return self.marked_late.get(n)


def sealed_at(facts: dict[str, Any]) -> datetime | None:
    return sealed_time(facts.get("at"), facts.get("booked_at")).moment


def conclude(index: LineIndex, seals: list[SealResult], verified_through: int,
             declarations: Declarations, first_bad: int | None = None,
             file_references: dict[int, str] | None = None,
             sessions: Mapping[str, SessionP3] | None = None) -> dict[str, Any]:
    """Per line and in summary: each property's status, level and evidence; P3 also per
    session (``sessions``).

    ``declarations``: the rules the asks chain declares; ``first_bad``: the chain's first
    line whose seal or link fails; ``file_references``: per book line, the ``reference_at``
    of forecast rows that the (unsealed) forecasts file calls separate events. The book
    alone decides P1b; the file's word is only shown. ``sessions``: P3 per session day,
    when the caller already concluded it (``p3_sessions``).
    """
    reach = _Reach(seals)
    if sessions is None:
        sessions = p3_sessions(index, declarations, seals)
    lines = []
    for n, facts in sorted(index.answers.items()):
        head = {"line": n, "run_id": facts.get("run_id"), "seat": facts.get("seat")}
        if first_bad is not None and n >= first_bad:
            lines.append({**head, **_broken(n, first_bad)})
            continue
        group = reach.group(n)
        late = Lateness(index.late_in_book(n), (file_references or {}).get(n))
        lines.append({
            **head,
            "P2": _p2(n, verified_through, group),
            "P1a": dict(group.p1a),
            "P1b": _p1b(facts, group, late),
            "P3": _p3(facts, sessions),
        })
    summary = {name: _summary(lines, name) for name in PROPERTY_NAMES}
    summary["P3"]["sessions"] = [s.to_json() for s in sessions.values()]
    # P1a, P1b, P2, P3 also stand at the top, as the command line's contract names them.
    return {**summary, "summary": summary, "lines": lines}


@dataclass(frozen=True)
class Lateness:
    """Where a line's own reference would come from: the sealed line that marks it late
    (the answer itself or a score line), and the forecasts file's word, which is unsealed."""

    marked_by: int | None = None
    file_reference: str | None = None


@dataclass
class _Group:
    """The seals covering some lines (in seal order), and what depends on them alone."""

    covering: list[SealResult]
    p1a: dict[str, Any]
    tokens: dict[datetime, dict | None] = field(default_factory=dict)  # by open

    def token_before_open(self, open_utc: datetime) -> dict | None:
        if open_utc not in self.tokens:
            self.tokens[open_utc] = _token_before_open(self.covering, open_utc)
        found = self.tokens[open_utc]
        return dict(found) if found is not None else None


class _Reach:
    """Which seals cover each line. Lines that the same seals cover form one group, so a
    season's 3,000 lines and 670 seals need a few hundred groups, not two million tests."""

    def __init__(self, seals: list[SealResult]) -> None:
        book_seals = sorted((s for s in seals if s.covers), key=lambda s: (s.time or "", s.list))
        self.reach = [(s, _lines_covered(s)) for s in book_seals]
        self.cuts = sorted({covered for _, covered in self.reach})
        self.earliest = _earliest_bounds(self.reach, self.cuts)
        self.groups: dict[int, _Group] = {}

    def group(self, n: int) -> _Group:
        # The seals covering line n are those covering at least the first cut >= n.
        key = bisect_left(self.cuts, n)
        if key not in self.groups:
            covering = [s for s, covered in self.reach if covered >= n]
            earliest = self.earliest[key] if key < len(self.cuts) else None
            self.groups[key] = _Group(covering, _p1a_from(earliest))
        return self.groups[key]


def _earliest_bounds(reach: list[tuple[SealResult, int]],
                     cuts: list[int]) -> list[Bound | None]:
    """Per cut, the earliest bound of the seals covering at least that many lines: the
    seals in order of reach, from the farthest, each bound read once, so a season's few
    hundred cuts do not each go through every seal."""
    by_reach = sorted(reach, key=lambda item: item[1], reverse=True)
    earliest: list[Bound | None] = [None] * len(cuts)
    best: Bound | None = None
    at = 0
    for key in range(len(cuts) - 1, -1, -1):
        while at < len(by_reach) and by_reach[at][1] >= cuts[key]:
            bounds = _seal_bounds(by_reach[at][0])
            if bounds:
                first = min(bounds)
                best = first if best is None else min(best, first)
            at += 1
        earliest[key] = best
    return earliest


def said(message: Message) -> dict[str, Any]:
    """A property's sentence: ``detail`` in English, ``message`` (its JSON form) for a view
    in the reader's language. A season's 3,000 lines say a few hundred different sentences,
    so each is written once; it is known by ``Message.written_key``, which tells 1, 1.0
    and True apart (equal as values, written differently). The JSON is shared: it is only
    read."""
    key = message.written_key()
    if key not in _SAID:
        if len(_SAID) >= MAX_SAID:
            _SAID.clear()
        _SAID[key] = (message.render(), message.to_json())
    detail, data = _SAID[key]
    return {"detail": detail, "message": data}


MAX_SAID = 4096
_SAID: dict[tuple[Any, ...], tuple[str, dict[str, Any]]] = {}


def _broken(n: int, first_bad: int) -> dict[str, dict[str, Any]]:
    """Every property of a line whose seal or link fails: none of them passes."""
    why = said(Message.of("prop.own_broken") if n == first_bad else
               Message.of("prop.broken_before", line=first_bad))
    return {name: {"status": "fail", "level": None, "broken_at": first_bad, **why}
            for name in PROPERTY_NAMES}


def _lines_covered(seal: SealResult) -> int:
    """How many book lines a seal's matching claim covers (0 when none matched)."""
    return max((c.lines for c in seal.covers if c.status == Status.PASS and c.file and
                c.book.endswith("book.jsonl")), default=0)


def _p2(n: int, verified_through: int, group: _Group) -> dict[str, Any]:
    """P2 no substitution: level 1 inside a matching stamped prefix; level 2 where a seal
    covering the line is anchored outside the operator and that anchor checked out
    (Section 3.12: "the anchor provides level 2 for P1a and P2")."""
    covering = group.covering
    if n <= verified_through and covering:
        found = {"status": "pass", "level": "1", "seal": covering[0].list,
                 **said(Message.of("prop.inside", seal=covering[0].list))}
        if group.p1a.get("status") == "pass":
            found.update(level="2", anchor=group.p1a["anchor"], anchor_seal=group.p1a["seal"])
        return found
    return {"status": "fail" if n <= verified_through else "not_checked", "level": None,
            **said(Message.of("prop.no_seal"))}


def _seal_bounds(seal: SealResult) -> list[Bound]:
    """A seal's "existed no later than" times: (when, anchor, list, status, and for Bitcoin
    the consensus rules' bound with its block, else ("", 0))."""
    found = []
    ots, rekor = seal.ots, seal.rekor
    # Low-work headers give no bound at all (ots.bound is None): their header time is not
    # Bitcoin's, and showing it as "existed no later than" would prove nothing.
    if ots is not None and ots.outcome == "bitcoin" and ots.bound:
        consensus = (ots.consensus_bound or "", ots.consensus_height or 0)
        found.append((ots.bound, "bitcoin", seal.list, ots.status.value, consensus))
    if rekor is not None and rekor.proven:
        when = rekor.signed_time_utc  # only the SET signs the log's time (Section 3.11, P1a)
        if when:
            found.append((when, "rekor", seal.list, rekor.status.value, ("", 0)))
    return found


def _p1a_from(earliest: Bound | None) -> dict[str, Any]:
    """P1a from the earliest bound of the seals covering a line (None: no anchor). For
    Bitcoin the property uses the practical bound, header time + τ; the consensus rules'
    bound (a block several confirmations later, Section 3.11) is shown beside it."""
    if earliest is None:
        return {"status": "not_checked", "level": None, **said(Message.of("prop.no_anchor"))}
    when, kind, seal_list, status, (consensus, height) = earliest
    found = {"status": status, "level": "2", "anchor": kind, "seal": seal_list,
             "existed_no_later_than": when,
             "bound_rule": BOUND_RULES[kind], "consensus_bound": consensus or None,
             "consensus_height": height or None}
    message = Message.of("prop.anchor", kind=kind, seal=seal_list, when=when)
    if consensus:
        message = Message.of("prop.anchor_consensus", anchor=message, when=consensus,
                             height=Grouped(height))
    return {**found, **said(message)}


BOUND_RULES = {"bitcoin": "practical: header time + tau (2 h)",
               "rekor": "the log's signed entry timestamp"}


def _p1b(facts: dict[str, Any], group: _Group, late: Lateness) -> dict[str, Any]:
    """P1b committed before the reference (Section 3.11): sealed before the session's 09:30
    New York open, by the chain (level 1), and by a token signed before it on a covering
    list that is also anchored (level 2+: level 2 plus a signed time, Section 3.12)."""
    day = session_day(facts.get("run_id"))
    reading = sealed_time(facts.get("at"), facts.get("booked_at"))
    if day is None:
        return {"status": "not_checked", "level": None, **said(Message.of("prop.no_day"))}
    if not reading.established:
        return {"status": "not_checked", "level": None, "time_problem": str(reading.problem),
                **said(Message.of("prop.time_unknown", why=reading.explain(),
                                  text=reading.text or "none"))}
    sealed = reading.moment
    open_utc = session_open_utc(day)
    margin = open_utc - sealed
    stamp = {"sealed_at": sealed.strftime(UTC_SECONDS), "open": _open_text(day)}
    if margin.total_seconds() <= 0:
        if late.marked_by is not None:
            return _separate_event(sealed, margin, late.marked_by, stamp)
        return _sealed_after_open(margin, late.file_reference, stamp)
    sealed_said = Message.of("prop.sealed", margin=margin_message(margin))
    result = {"status": "pass", "level": "1", **stamp, **said(sealed_said)}
    token = group.token_before_open(open_utc)
    if token is None:
        return result
    anchored = group.p1a.get("level") == "2"
    key = "prop.token" if anchored else "prop.token_no_anchor"
    result.update(level=with_signed_time(anchored), token=token, **said(Message.of(
        key, sealed=sealed_said, tsa=token["tsa"], time=token["gen_time"])))
    if token["status"] == "warn":
        result["status"] = "warn"
    return result


def _sealed_after_open(margin: Any, file_reference: str | None,
                       stamp: dict[str, str]) -> dict[str, Any]:
    """Sealed after the open with no own reference in the book: P1b fails. The forecasts
    file calling the line a separate event does not change that: only a sealed late_ref
    gives a line its own reference (Section 3.3)."""
    late = margin_message(margin)
    result = {"status": "fail", "level": "1", "late_seconds": int(-margin.total_seconds()),
              **stamp}
    if file_reference is not None:
        return {**result, "file_reference_at": file_reference,
                **said(Message.of("prop.late_unmarked", late=late, reference=file_reference))}
    return {**result, **said(Message.of("prop.sealed", margin=late))}


@lru_cache(maxsize=4096)
def _open_text(day: str) -> str:
    return session_open_utc(day).strftime(UTC_SECONDS)


def _separate_event(sealed: datetime, margin: Any, marked_by: int,
                    stamp: dict[str, str]) -> dict[str, Any]:
    """A line sealed after the open that the book gives its own reference: a separate
    event whose reference is the close of the first one-minute bar that starts at or after
    its seal, "so the order holds there by construction" (Section 3.11, P1b; 3.3)."""
    bar = first_bar_from(sealed)
    return {"status": "pass", "level": "1", "own_reference": True, "separate_event": True,
            "late_ref_line": marked_by, "reference_bar": bar.strftime(UTC_SECONDS), **stamp,
            **said(Message.of("prop.late_own", late=margin_message(margin),
                              bar=bar.strftime("%H:%MZ"), line=marked_by))}


def first_bar_from(sealed: datetime) -> datetime:
    """The start of the first one-minute bar that begins at or after ``sealed``."""
    bar = sealed.replace(second=0, microsecond=0)
    return bar if bar == sealed else bar + timedelta(minutes=1)


def _token_before_open(covering: list[SealResult], open_utc: datetime) -> dict | None:
    for seal in covering:
        for token in seal.tokens:
            if token.proven and token.gen_time and token.gen_time < open_utc:
                return dict(token.to_json(), seal=seal.list)
    return None


def p3_sessions(index: LineIndex, declarations: Declarations,
                seals: list[SealResult]) -> dict[str, SessionP3]:
    """P3 of each session day an answer line names (``engine.p3``), from the run lines'
    sealed times."""
    runs = {run_id: (facts["n"], sealed_at(facts)) for run_id, facts in index.runs.items()}
    days = {d for d in (session_day(f.get("run_id")) for f in index.answers.values()) if d}
    return conclude_sessions(runs, days, declarations, seals)


def _p3(facts: dict[str, Any], sessions: Mapping[str, SessionP3]) -> dict[str, Any]:
    """A line's P3: its session's, with whether its own run is the one that counts."""
    run_id, day = facts.get("run_id"), session_day(facts.get("run_id"))
    if day is None:
        return {"status": "not_checked", "level": None, **said(Message.of("prop.no_run"))}
    session = sessions[day]
    found: dict[str, Any] = {
        "status": session.status.value,
        "level": "1" if session.status is not Status.NOT_CHECKED else None,
        "rule": session.rule, "counted_run": session.counted_run}
    if session.known:  # which run counts is decided (a failed declaration says so too)
        found["counted"] = run_id == session.counted_run
    if session.declared is not None:
        found.update(declared_at=session.declared.at, rule_line=session.declared.line)
    return {**found, **said(session.line_message(run_id))}


def _summary(lines: list[dict[str, Any]], name: str) -> dict[str, Any]:
    statuses = [line[name]["status"] for line in lines]
    levels = sorted({line[name]["level"] for line in lines if line[name]["level"]})
    counts = {s: statuses.count(s) for s in sorted(set(statuses))}
    if not lines:
        status = "not_checked"
    elif "fail" in statuses:
        status = "fail"
    elif "not_checked" in statuses:
        status = "not_checked"
    else:
        status = "warn" if "warn" in statuses else "pass"
    level = lowest(line[name]["level"] for line in lines)
    return {"status": status, "level": level, "levels": levels, "lines": counts,
            "evidence": f"{len(lines)} answer lines; levels reached: {', '.join(levels) or 'none'}"}
