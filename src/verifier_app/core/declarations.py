"""The rules the outgoing-ask chain declares (paper Sections 3.4 and 3.11, P3).

The counted run is fixed "by a rule declared before the runs and applied to sealed times
only". The league seals its rules as lines of ``asks.jsonl`` whose ``kind`` is
``declaration``:

- the schedule (Section 3.4: "sealed as the first line of the outgoing-ask chain,
  asks.jsonl, 04:16 UTC on 21 October 2026, eight hours before the morning run"): which
  slot of the published schedule counts from which session, and when each slot asks, e.g.
  ``"counted_run": {"from": "2026-10-21", "slot": "morning"}`` with
  ``"schedule": [{"slot": "morning", "asks_at": "08:25", "zone": "America/New_York"}]``;
- the rule within a run (Section 3.11, P3: "the first well-formed answer of each seat counts
  from session 11, declared in asks.jsonl, line 74"), e.g.
  ``"within_run": {"answer": "first_well_formed", "from_session": 11, "from": "2026-11-02"}``
  (session 11 is the NYSE day 2026-11-02, Section 8.1; a line without ``from`` is read
  through the trading calendar).

This module only reads them: each declaration line must pass its own seal and link (the
line rules of the chain check) and lie before the chain's first bad line; what a line does
not say, or says in a form this reader does not know, is a problem named by line, never a
rule filled in. Which run and which answer then count is ``core.counted_run``'s.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, time
from typing import Any
from zoneinfo import ZoneInfo

from verifier_app.core.book_lines import iter_lines
from verifier_app.core.bundle import BundleFile
from verifier_app.core.canonical import sha256_hex
from verifier_app.core.errors import UserFacingError
from verifier_app.core.line_rules import check_line
from verifier_app.core.messages import Message
from verifier_app.core.times import parse_day, sealed_time

# The zones a schedule may name: the paper's ET (by New York's real rules) and UTC. Any
# other name is reported, never looked up on this computer.
ZONES = {"America/New_York": ZoneInfo("America/New_York"), "UTC": UTC}
CLOSE_LOCAL = time(16, 0)  # Section 3.3: a line sealed after the close is not scored then
FIRST_WELL_FORMED = "first_well_formed"  # the within-run rule Section 3.11 names
MAX_DECLARATIONS = 1000  # declaration lines read; the paper's chain has two


@dataclass(frozen=True)
class Slot:
    """One slot of the declared schedule: its name and when it asks, on the wall clock of
    its zone."""

    name: str
    asks_at: time
    zone: str

    def start(self, day: str) -> datetime:
        """This slot's moment on ``day``, in UTC."""
        local = datetime.combine(date.fromisoformat(day), self.asks_at, tzinfo=ZONES[self.zone])
        return local.astimezone(UTC)


@dataclass(frozen=True)
class Declared:
    """Where a rule was declared: the asks chain's line, its written and sealed time
    (``max(at, booked_at)``), and the line's SHA-256 as stored (with its LF)."""

    line: int
    at: str
    sealed: datetime | None
    sha256: str


@dataclass(frozen=True)
class ScheduleRule:
    """The counted-run rule: from ``from_day`` the first run sealed in ``slot``'s window of
    its session day counts (``window``); every other run is a reference computation."""

    declared: Declared
    from_day: str
    slot: Slot
    slots: tuple[Slot, ...]

    def window(self, day: str) -> tuple[datetime, datetime]:
        """The slot's window on ``day`` (UTC): from its time to the next declared slot of
        the day, or to the 16:00 New York close when none follows."""
        start = self.slot.start(day)
        close = datetime.combine(date.fromisoformat(day), CLOSE_LOCAL,
                                 tzinfo=ZONES["America/New_York"]).astimezone(UTC)
        later = [s.start(day) for s in self.slots if s.start(day) > start]
        return start, min([*later, close])  # a slot after the close has an empty window

    def to_json(self) -> dict[str, Any]:
        return {"line": self.declared.line, "at": self.declared.at,
                "sha256": self.declared.sha256, "from": self.from_day, "slot": self.slot.name,
                "asks_at": self.slot.asks_at.strftime("%H:%M"), "zone": self.slot.zone}


@dataclass(frozen=True)
class WithinRunRule:
    """The rule within a run: from session ``from_session`` (its NYSE day ``from_day``) the
    first well-formed answer of each seat counts."""

    declared: Declared
    from_session: int
    from_day: str

    def to_json(self) -> dict[str, Any]:
        return {"line": self.declared.line, "at": self.declared.at,
                "sha256": self.declared.sha256, "answer": FIRST_WELL_FORMED,
                "from_session": self.from_session, "from": self.from_day}


@dataclass(frozen=True)
class Declarations:
    """What the asks chain declares; ``problems``: declaration lines not read, and why;
    ``chain``: whether there was an asks chain to read at all."""

    schedule: ScheduleRule | None = None
    within_run: WithinRunRule | None = None
    problems: tuple[Message, ...] = ()
    chain: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"schedule": self.schedule.to_json() if self.schedule else None,
                "within_run": self.within_run.to_json() if self.within_run else None,
                "problems": [p.render() for p in self.problems]}


NONE = Declarations()


def read_declarations(chain: BundleFile | None, first_bad: int | None = None) -> Declarations:
    """The declarations of the asks chain, streamed line by line (only lines that name a
    declaration are parsed). ``first_bad``: the chain's first line whose seal, link or
    ``prev`` fails; a declaration at or after it is not read."""
    if chain is None:
        return NONE
    schedule = within = None
    problems: list[Message] = []
    seen = 0
    try:
        for n, raw in iter_lines(chain):
            if b"declaration" not in raw:
                continue
            line = _own_line(n, raw, first_bad, problems)
            if line is None:
                continue
            seen += 1
            if seen > MAX_DECLARATIONS:
                problems.append(Message.of("decl.too_many", count=MAX_DECLARATIONS))
                break
            declared = Declared(n, str(line.get("at", "")), sealed_time(
                line.get("at"), line.get("booked_at")).moment, sha256_hex(raw))
            if schedule is None and "counted_run" in line:
                schedule = _schedule(line, declared, problems)
            if within is None and "within_run" in line:
                within = _within_run(line, declared, problems)
    except (OSError, UserFacingError):
        problems.append(Message.of("decl.unreadable"))
    return Declarations(schedule, within, tuple(problems), chain=True)


def _own_line(n: int, raw: bytes, first_bad: int | None,
              problems: list[Message]) -> dict[str, Any] | None:
    """The parsed line when it is a declaration that keeps the chain's line rules."""
    verdict = check_line(raw, n, extract=lambda _n, line: line)
    line = verdict.record
    if not isinstance(line, dict) or line.get("kind") != "declaration":
        return None
    if verdict.rules or (first_bad is not None and n >= first_bad):
        problems.append(Message.of("decl.broken", line=n))
        return None
    return line


def _schedule(line: dict[str, Any], declared: Declared,
              problems: list[Message]) -> ScheduleRule | None:
    counted, listed = line.get("counted_run"), line.get("schedule")
    slots = tuple(slot for slot in map(_slot, listed if isinstance(listed, list) else [])
                  if slot is not None)
    wanted = counted.get("slot") if isinstance(counted, dict) else None
    day = counted.get("from") if isinstance(counted, dict) else None
    slot = next((s for s in slots if s.name == wanted), None)
    if slot is None or not isinstance(day, str) or parse_day(day) is None:
        problems.append(Message.of("decl.schedule_unread", line=declared.line))
        return None
    return ScheduleRule(declared, day, slot, slots)


def _slot(item: Any) -> Slot | None:
    if not isinstance(item, dict):
        return None
    name, at, zone = item.get("slot"), item.get("asks_at"), item.get("zone")
    if not isinstance(name, str) or not isinstance(zone, str) or zone not in ZONES:
        return None
    try:
        hour, minute = (int(part) for part in str(at).split(":"))
        return Slot(name[:100], time(hour, minute), zone)
    except (TypeError, ValueError):
        return None


def _within_run(line: dict[str, Any], declared: Declared,
                problems: list[Message]) -> WithinRunRule | None:
    """The rule within a run. Its first day is the one the line writes (``from``); only a
    line that gives the session number alone is looked up in the NYSE calendar, which a
    walk otherwise never loads."""
    rule = line.get("within_run")
    session = rule.get("from_session") if isinstance(rule, dict) else None
    written = rule.get("from") if isinstance(rule, dict) else None
    day = written if parse_day(written) is not None else _session_day(session)
    if not isinstance(session, int) or isinstance(session, bool):
        session = None
    if not isinstance(rule, dict) or rule.get("answer") != FIRST_WELL_FORMED or day is None \
            or session is None:
        problems.append(Message.of("decl.within_run_unread", line=declared.line))
        return None
    return WithinRunRule(declared, session, day)


def _session_day(number: Any) -> str | None:
    """The NYSE day of session ``number`` (session 1 is 2026-10-19, Section 8.1)."""
    if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= 10_000:
        return None
    from verifier_app.core.sessions import session_day  # the trading calendar, when needed

    day = session_day(number)
    return day.isoformat() if day is not None else None
