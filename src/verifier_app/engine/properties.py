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

Each property is a frozen dataclass on the one ``Status`` (``P2``, ``P1a``, ``P1b``,
``P3Line``, or ``Broken``), summed up with ``combine``; views and the statistics read
these, and JSON is written only by their ``to_json`` for the command line's contract.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from functools import lru_cache
from typing import Any

from verifier_app.core.anchor_results import TokenResult
from verifier_app.core.counted_run import session_day
from verifier_app.core.declarations import Declarations
from verifier_app.core.market_time import margin_message, session_open_utc
from verifier_app.core.messages import Grouped, Message
from verifier_app.core.results import SealResult, Status
from verifier_app.core.status import combine, to_status
from verifier_app.core.times import sealed_time
from verifier_app.engine.levels import LEVEL_ANCHOR, LEVEL_CHAIN, lowest, with_signed_time
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


@dataclass(frozen=True)
class Broken:
    """Any property of a line whose seal or link fails: none of them passes."""

    broken_at: int
    said: Message

    @property
    def status(self) -> Status:
        return Status.FAIL

    @property
    def level(self) -> str | None:
        return None

    def to_json(self, words: Sentences | None = None) -> dict[str, Any]:
        return {"status": Status.FAIL.value, "level": None, "broken_at": self.broken_at,
                **(words or Sentences()).json(self.said)}


@dataclass(frozen=True)
class AnchorBound:
    """The earliest "existed no later than" of the seals covering a line (Section 3.11)."""

    when: str
    anchor: str  # bitcoin | rekor
    seal: str
    consensus_bound: str | None = None  # Bitcoin: the consensus rules' bound and its block
    consensus_height: int | None = None


@dataclass(frozen=True)
class P2:
    """No substitution: inside a stamped prefix that matched (level 1), level 2 where a
    covering seal's anchor checked out."""

    status: Status
    level: str | None
    said: Message
    seal: str | None = None  # the first covering seal
    anchored_by: AnchorBound | None = None  # level 2: the anchor and its seal

    def to_json(self, words: Sentences | None = None) -> dict[str, Any]:
        data: dict[str, Any] = {"status": self.status.value, "level": self.level}
        if self.seal is not None:
            data["seal"] = self.seal
        data.update((words or Sentences()).json(self.said))
        if self.anchored_by is not None:
            data.update(anchor=self.anchored_by.anchor, anchor_seal=self.anchored_by.seal)
        return data


@dataclass(frozen=True)
class P1a:
    """No rebuild after the anchor: the earliest bound of the seals covering the line."""

    status: Status
    said: Message
    bound: AnchorBound | None = None  # None: no covering seal is anchored

    @property
    def level(self) -> str | None:
        return LEVEL_ANCHOR if self.bound is not None else None

    def to_json(self, words: Sentences | None = None) -> dict[str, Any]:
        data: dict[str, Any] = {"status": self.status.value, "level": self.level}
        bound = self.bound
        if bound is not None:
            data.update(anchor=bound.anchor, seal=bound.seal,
                        existed_no_later_than=bound.when, bound_rule=BOUND_RULES[bound.anchor],
                        consensus_bound=bound.consensus_bound,
                        consensus_height=bound.consensus_height)
        return {**data, **(words or Sentences()).json(self.said)}


@dataclass(frozen=True)
class SealToken:
    """A valid token signed before the open, on a list covering the line."""

    token: TokenResult
    seal: str

    def to_json(self) -> dict[str, Any]:
        return dict(self.token.to_json(), seal=self.seal)


@dataclass(frozen=True)
class P1b:
    """Committed before the reference (Section 3.11): sealed before the session's open."""

    status: Status
    level: str | None
    said: Message
    time_problem: str | None = None  # the seal time is not established: why
    sealed_at: str | None = None  # with ``open``, once the seal time is known
    open: str | None = None
    late_seconds: int | None = None  # sealed after the open, with no reference of its own
    file_reference_at: str | None = None  # the forecasts file's (unsealed) word on it
    late_ref_line: int | None = None  # a separate event: the sealed line that marks it
    reference_bar: str | None = None  # and the bar that is its reference
    token: SealToken | None = None

    @property
    def separate_event(self) -> bool:
        return self.late_ref_line is not None

    def to_json(self, words: Sentences | None = None) -> dict[str, Any]:
        data: dict[str, Any] = {"status": self.status.value, "level": self.level}
        if self.time_problem is not None:
            data["time_problem"] = self.time_problem
        if self.late_ref_line is not None:
            data.update(own_reference=True, separate_event=True,
                        late_ref_line=self.late_ref_line, reference_bar=self.reference_bar)
        if self.late_seconds is not None:
            data["late_seconds"] = self.late_seconds
        if self.sealed_at is not None:
            data.update(sealed_at=self.sealed_at, open=self.open)
        if self.file_reference_at is not None:
            data["file_reference_at"] = self.file_reference_at
        data.update((words or Sentences()).json(self.said))
        if self.token is not None:
            data["token"] = (words or Sentences()).token(self.token)
        return data


@dataclass(frozen=True)
class P3Line:
    """No selection among runs: the line's session's P3, and whether its run counts."""

    status: Status
    said: Message
    session: SessionP3 | None = None  # None: the line names no run
    counted: bool | None = None  # None: which run counts is not decided

    @property
    def level(self) -> str | None:
        return LEVEL_CHAIN if self.session is not None and \
            self.status is not Status.NOT_CHECKED else None

    def to_json(self, words: Sentences | None = None) -> dict[str, Any]:
        data: dict[str, Any] = {"status": self.status.value, "level": self.level}
        session = self.session
        if session is not None:
            data.update(rule=session.rule, counted_run=session.counted_run)
            if self.counted is not None:
                data["counted"] = self.counted
            if session.declared is not None:
                data.update(declared_at=session.declared.at, rule_line=session.declared.line)
        return {**data, **(words or Sentences()).json(self.said)}


@dataclass(frozen=True)
class LineProperties:
    """The four properties of one answer line."""

    line: int
    run_id: Any
    seat: Any
    p2: P2 | Broken
    p1a: P1a | Broken
    p1b: P1b | Broken
    p3: P3Line | Broken

    def named(self) -> tuple[tuple[str, Any], ...]:
        """(name, property) in the paper's order: P2, P1a, P1b, P3."""
        return (("P2", self.p2), ("P1a", self.p1a), ("P1b", self.p1b), ("P3", self.p3))

    def to_json(self, words: Sentences | None = None) -> dict[str, Any]:
        words = words or Sentences()
        return {"line": self.line, "run_id": self.run_id, "seat": self.seat,
                **{name: found.to_json(words) for name, found in self.named()}}


@dataclass(frozen=True)
class PropertySummary:
    """One property over every answer line: the worst status, the lowest level."""

    status: Status
    level: str | None
    levels: tuple[str, ...]  # every level reached, sorted
    counts: tuple[tuple[Status, int], ...]  # lines per status
    lines: int

    def to_json(self) -> dict[str, Any]:
        return {"status": self.status.value, "level": self.level, "levels": list(self.levels),
                "lines": {status.value: n for status, n in self.counts},
                "evidence": f"{self.lines} answer lines; levels reached: "
                            f"{', '.join(self.levels) or 'none'}"}


@dataclass(frozen=True)
class Properties:
    """Every answer line's properties, each property's summary, and P3 per session."""

    lines: tuple[LineProperties, ...]
    summary: tuple[tuple[str, PropertySummary], ...]  # in PROPERTY_NAMES order
    sessions: tuple[SessionP3, ...] = ()

    def summary_of(self, name: str) -> PropertySummary:
        return dict(self.summary)[name]

    def line(self, n: int) -> LineProperties | None:
        return next((found for found in self.lines if found.line == n), None)

    def to_json(self) -> dict[str, Any]:
        """The JSON of the command line's contract: the summaries at the top and under
        "summary" (P3's with its sessions), then every line. Each sentence is written once
        per call (``Sentences``): a season's 3,000 lines say a few hundred."""
        summary = {name: found.to_json() for name, found in self.summary}
        summary["P3"]["sessions"] = [s.to_json() for s in self.sessions]
        words = Sentences()
        return {**summary, "summary": summary,
                "lines": [line.to_json(words) for line in self.lines]}


class Sentences:
    """The JSON of sentences and tokens for one writing of the properties: each distinct
    sentence is rendered once, known by ``Message.written_key`` (which tells 1, 1.0 and
    True apart: equal as values, written differently). The written JSON is only read."""

    def __init__(self) -> None:
        self._said: dict[tuple[Any, ...], dict[str, Any]] = {}
        self._tokens: dict[int, tuple[SealToken, dict[str, Any]]] = {}

    def json(self, message: Message) -> dict[str, Any]:
        """``detail`` in English and ``message``, its JSON form, for a view in the reader's
        language."""
        key = message.written_key()
        found = self._said.get(key)
        if found is None:
            found = self._said[key] = {"detail": message.render(), "message": message.to_json()}
        return dict(found)

    def token(self, found: SealToken) -> dict[str, Any]:
        kept = self._tokens.get(id(found))  # the object is held here, so its id stays its own
        if kept is None:
            kept = self._tokens[id(found)] = (found, found.to_json())
        return dict(kept[1])


def conclude(index: LineIndex, seals: list[SealResult], verified_through: int,
             declarations: Declarations, first_bad: int | None = None,
             file_references: dict[int, str] | None = None,
             sessions: Mapping[str, SessionP3] | None = None) -> Properties:
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
        run_id, seat = facts.get("run_id"), facts.get("seat")
        if first_bad is not None and n >= first_bad:
            broken = _broken(n, first_bad)
            lines.append(LineProperties(n, run_id, seat, broken, broken, broken, broken))
            continue
        group = reach.group(n)
        late = Lateness(index.late_in_book(n), (file_references or {}).get(n))
        lines.append(LineProperties(n, run_id, seat, _p2(n, verified_through, group),
                                    group.p1a, _p1b(facts, group, late), _p3(facts, sessions)))
    summary = tuple((name, _summary([found for line in lines
                                     for key, found in line.named() if key == name]))
                    for name in PROPERTY_NAMES)
    return Properties(tuple(lines), summary, tuple(sessions.values()))


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
    p1a: P1a
    tokens: dict[datetime, SealToken | None] = field(default_factory=dict)  # by open

    def token_before_open(self, open_utc: datetime) -> SealToken | None:
        if open_utc not in self.tokens:
            self.tokens[open_utc] = _token_before_open(self.covering, open_utc)
        return self.tokens[open_utc]


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


def _broken(n: int, first_bad: int) -> Broken:
    """Every property of a line whose seal or link fails: none of them passes."""
    return Broken(first_bad, Message.of("prop.own_broken") if n == first_bad else
                  Message.of("prop.broken_before", line=first_bad))


def _lines_covered(seal: SealResult) -> int:
    """How many book lines a seal's matching claim covers (0 when none matched)."""
    return max((c.lines for c in seal.covers if c.status == Status.PASS and c.file and
                c.book.endswith("book.jsonl")), default=0)


def _p2(n: int, verified_through: int, group: _Group) -> P2:
    """P2 no substitution: level 1 inside a matching stamped prefix; level 2 where a seal
    covering the line is anchored outside the operator and that anchor checked out
    (Section 3.12: "the anchor provides level 2 for P1a and P2")."""
    covering = group.covering
    if n <= verified_through and covering:
        seal = covering[0].list
        said = Message.of("prop.inside", seal=seal)
        if group.p1a.status is Status.PASS:
            return P2(Status.PASS, LEVEL_ANCHOR, said, seal, group.p1a.bound)
        return P2(Status.PASS, LEVEL_CHAIN, said, seal)
    return P2(Status.FAIL if n <= verified_through else Status.NOT_CHECKED, None,
              Message.of("prop.no_seal"))


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


def _p1a_from(earliest: Bound | None) -> P1a:
    """P1a from the earliest bound of the seals covering a line (None: no anchor). For
    Bitcoin the property uses the practical bound, header time + τ; the consensus rules'
    bound (a block several confirmations later, Section 3.11) is shown beside it."""
    if earliest is None:
        return P1a(Status.NOT_CHECKED, Message.of("prop.no_anchor"))
    when, kind, seal_list, status, (consensus, height) = earliest
    message = Message.of("prop.anchor", kind=kind, seal=seal_list, when=when)
    if consensus:
        message = Message.of("prop.anchor_consensus", anchor=message, when=consensus,
                             height=Grouped(height))
    return P1a(to_status(status), message,
               AnchorBound(when, kind, seal_list, consensus or None, height or None))


BOUND_RULES = {"bitcoin": "practical: header time + tau (2 h)",
               "rekor": "the log's signed entry timestamp"}


def _p1b(facts: dict[str, Any], group: _Group, late: Lateness) -> P1b:
    """P1b committed before the reference (Section 3.11): sealed before the session's 09:30
    New York open, by the chain (level 1), and by a token signed before it on a covering
    list that is also anchored (level 2+: level 2 plus a signed time, Section 3.12)."""
    day = session_day(facts.get("run_id"))
    reading = sealed_time(facts.get("at"), facts.get("booked_at"))
    if day is None:
        return P1b(Status.NOT_CHECKED, None, Message.of("prop.no_day"))
    if not reading.established:
        return P1b(Status.NOT_CHECKED, None, Message.of(
            "prop.time_unknown", why=reading.explain(), text=reading.text or "none"),
            time_problem=str(reading.problem))
    sealed = reading.moment
    open_utc = session_open_utc(day)
    margin = open_utc - sealed
    stamp = {"sealed_at": sealed.strftime(UTC_SECONDS), "open": _open_text(day)}
    if margin.total_seconds() <= 0:
        if late.marked_by is not None:
            return _separate_event(sealed, margin, late.marked_by, stamp)
        return _sealed_after_open(margin, late.file_reference, stamp)
    sealed_said = Message.of("prop.sealed", margin=margin_message(margin))
    token = group.token_before_open(open_utc)
    if token is None:
        return P1b(Status.PASS, LEVEL_CHAIN, sealed_said, **stamp)
    anchored = group.p1a.level == LEVEL_ANCHOR
    key = "prop.token" if anchored else "prop.token_no_anchor"
    said = Message.of(key, sealed=sealed_said, tsa=token.token.tsa,
                      time=token.token.gen_time_text)
    status = Status.WARN if token.token.status is Status.WARN else Status.PASS
    return P1b(status, with_signed_time(anchored), said, token=token, **stamp)


def _sealed_after_open(margin: Any, file_reference: str | None,
                       stamp: dict[str, str]) -> P1b:
    """Sealed after the open with no own reference in the book: P1b fails. The forecasts
    file calling the line a separate event does not change that: only a sealed late_ref
    gives a line its own reference (Section 3.3)."""
    late = margin_message(margin)
    said = Message.of("prop.late_unmarked", late=late, reference=file_reference) \
        if file_reference is not None else Message.of("prop.sealed", margin=late)
    return P1b(Status.FAIL, LEVEL_CHAIN, said, late_seconds=int(-margin.total_seconds()),
               file_reference_at=file_reference, **stamp)


@lru_cache(maxsize=4096)
def _open_text(day: str) -> str:
    return session_open_utc(day).strftime(UTC_SECONDS)


def _separate_event(sealed: datetime, margin: Any, marked_by: int,
                    stamp: dict[str, str]) -> P1b:
    """A line sealed after the open that the book gives its own reference: a separate
    event whose reference is the close of the first one-minute bar that starts at or after
    its seal, "so the order holds there by construction" (Section 3.11, P1b; 3.3)."""
    bar = first_bar_from(sealed)
    said = Message.of("prop.late_own", late=margin_message(margin),
                      bar=bar.strftime("%H:%MZ"), line=marked_by)
    return P1b(Status.PASS, LEVEL_CHAIN, said, late_ref_line=marked_by,
               reference_bar=bar.strftime(UTC_SECONDS), **stamp)


def first_bar_from(sealed: datetime) -> datetime:
    """The start of the first one-minute bar that begins at or after ``sealed``."""
    bar = sealed.replace(second=0, microsecond=0)
    return bar if bar == sealed else bar + timedelta(minutes=1)


def _token_before_open(covering: list[SealResult], open_utc: datetime) -> SealToken | None:
    for seal in covering:
        for token in seal.tokens:
            if token.proven and token.gen_time and token.gen_time < open_utc:
                return SealToken(token, seal.list)
    return None


def p3_sessions(index: LineIndex, declarations: Declarations,
                seals: list[SealResult]) -> dict[str, SessionP3]:
    """P3 of each session day an answer line names (``engine.p3``), from the run lines'
    sealed times."""
    runs = {run_id: (facts["n"], sealed_at(facts)) for run_id, facts in index.runs.items()}
    days = {d for d in (session_day(f.get("run_id")) for f in index.answers.values()) if d}
    return conclude_sessions(runs, days, declarations, seals)


def _p3(facts: dict[str, Any], sessions: Mapping[str, SessionP3]) -> P3Line:
    """A line's P3: its session's, with whether its own run is the one that counts."""
    run_id, day = facts.get("run_id"), session_day(facts.get("run_id"))
    if day is None:
        return P3Line(Status.NOT_CHECKED, Message.of("prop.no_run"))
    session = sessions[day]
    # Whether its run counts is said once which run counts is decided (a failed
    # declaration decides it too).
    counted = run_id == session.counted_run if session.known else None
    return P3Line(session.status, session.line_message(run_id), session, counted)


def _summary(found: list[Any]) -> PropertySummary:
    """One property over every line: ``combine``'s worst status, the lowest level."""
    statuses = [f.status for f in found]
    levels = tuple(sorted({f.level for f in found if f.level}))
    counts = tuple((s, statuses.count(s)) for s in sorted(set(statuses), key=lambda s: s.value))
    return PropertySummary(combine(statuses), lowest(f.level for f in found), levels, counts,
                           len(found))
