"""A day's page (issue 29, item 5): one view of the chosen day's seals, built from a walk.

For every seal of the day: its time in UTC and New York, the book lines it covers (and
which of them are new since the seal before it), each anchor with its time in UTC and New
York, and the level the seal reaches (Section 3.12: 1 the chain, 2 an anchor outside the
operator, 2+ an anchor and a signed time). A Bitcoin proof that is still calendar-pending
(Appendix B, step 6: "Una atestación pendiente no lleva consigo ninguna hora que un lector
pueda verificar") is listed with when it will likely complete.

The estimate is an assumption, said in the sentence that shows it: an OpenTimestamps
calendar gathers the digests it receives and commits them into a Bitcoin transaction;
once that transaction is in a block with a few confirmations the calendar can hand out
the completed proof, typically 1 to 3 hours after the stamp (``EXPECTED_FROM``,
``EXPECTED_BY``). The stamp is taken at the seal's own time (the list's ``HHMMSSZ`` name),
since the operator stamps a list when it writes it. Nothing here is a proof of time.

The default day is today in New York (the real zone rules, ``anchors.market_time``).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from verifier_app.core.errors import UserFacingError
from verifier_app.core.market_time import new_york
from verifier_app.core.messages import Message
from verifier_app.core.results import AnchorResult, SealResult, Status
from verifier_app.core.times import iso_utc, parse_day, read_time
from verifier_app.engine.levels import with_signed_time
from verifier_app.engine.walk_report import WalkReport

EXPECTED_FROM = timedelta(hours=1)  # after the stamp: a block, then a few confirmations
EXPECTED_BY = timedelta(hours=3)
REACHED = (Status.PASS, Status.WARN)  # a prefix claim holds (WARN: with a caveat)


@dataclass(frozen=True)
class Moment:
    """One moment shown twice: UTC and New York wall-clock time, both with their date."""

    utc: datetime

    @property
    def utc_text(self) -> str:
        return f"{self.utc:%Y-%m-%d %H:%M:%S}"

    @property
    def new_york_text(self) -> str:
        return f"{new_york(self.utc):%Y-%m-%d %H:%M:%S %Z}"

    def to_json(self) -> dict[str, str]:
        return {"utc": iso_utc(self.utc), "new_york": new_york(self.utc).isoformat()}


@dataclass(frozen=True)
class Pending:
    """A Bitcoin proof still waiting at its calendar(s), and when it will likely complete."""

    calendars: tuple[str, ...]
    stamped: Moment | None  # the seal's own time, taken as the calendar's stamp
    expected_from: Moment | None
    expected_by: Moment | None
    overdue: bool  # past ``expected_by`` at the time the page was made

    def said(self) -> Message:
        calendars = ", ".join(self.calendars) or "—"
        if self.expected_from is None or self.expected_by is None:
            return Message.of("day.pending_unknown", calendars=calendars)
        values = {"calendars": calendars, "start": self.expected_from.utc_text,
                  "end": self.expected_by.utc_text,
                  "start_ny": self.expected_from.new_york_text,
                  "end_ny": self.expected_by.new_york_text}
        return Message.of("day.pending_overdue" if self.overdue else "day.pending_expected",
                          **values)

    def to_json(self) -> dict[str, Any]:
        return {"calendars": list(self.calendars),
                "stamped": self.stamped.to_json() if self.stamped else None,
                "expected_from": self.expected_from.to_json() if self.expected_from else None,
                "expected_by": self.expected_by.to_json() if self.expected_by else None,
                "overdue": self.overdue, "said": self.said().render()}


@dataclass(frozen=True)
class DayAnchor:
    kind: str  # bitcoin | token | log
    name: str  # the block height, the authority's name, the log
    status: Status
    time: Moment | None  # header time, signed time or the log's signed entry time
    pending: Pending | None = None
    upgraded_from: str | None = None  # the calendar a completed proof came from
    height: int | None = None  # a Bitcoin anchor's block, written the reader's way when said

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "status": self.status.value,
                "time": self.time.to_json() if self.time else None,
                "pending": self.pending.to_json() if self.pending else None,
                "upgraded_from": self.upgraded_from}


@dataclass(frozen=True)
class DayCover:
    """The book lines a seal covers: 1..``lines``, of which ``first_new``.. are new since
    the seal before it (of any day)."""

    book: str
    lines: int
    first_new: int
    status: Status
    file: str | None = None  # the bundle's file of that book (None: not provided)

    def to_json(self) -> dict[str, Any]:
        return {"book": self.book, "lines": self.lines, "first_new": self.first_new,
                "status": self.status.value, "file": self.file}


@dataclass(frozen=True)
class DaySeal:
    list: str
    sha256: str
    time: Moment | None
    status: Status
    level: str | None  # None: the seal failed or its prefix was not checked
    covers: tuple[DayCover, ...]
    anchors: tuple[DayAnchor, ...]
    problem: Message | None = None

    @property
    def pending(self) -> Pending | None:
        return next((a.pending for a in self.anchors if a.pending is not None), None)

    def to_json(self) -> dict[str, Any]:
        return {"list": self.list, "sha256": self.sha256,
                "time": self.time.to_json() if self.time else None,
                "status": self.status.value, "level": self.level,
                "covers": [c.to_json() for c in self.covers],
                "anchors": [a.to_json() for a in self.anchors],
                "problem": self.problem.render() if self.problem else None}


@dataclass(frozen=True)
class DayReport:
    """The chosen day's seals, and the days that have seals (to choose another)."""

    day: str
    made_at: Moment
    seals: tuple[DaySeal, ...]
    days: tuple[str, ...]
    today: bool  # the day is today in New York

    @property
    def pending(self) -> tuple[DaySeal, ...]:
        return tuple(s for s in self.seals if s.pending is not None)

    @property
    def failed(self) -> tuple[DaySeal, ...]:
        return tuple(s for s in self.seals if s.status is Status.FAIL)

    def headline(self) -> Message:
        if not self.seals:
            return Message.of("day.no_seals", day=self.day)
        return Message.of("day.summary", day=self.day, count=len(self.seals),
                          failed=len(self.failed), pending=len(self.pending))

    def to_json(self) -> dict[str, Any]:
        return {"day": self.day, "today": self.today, "made_at": self.made_at.to_json(),
                "seals": [s.to_json() for s in self.seals],
                "pending": [s.list for s in self.pending],
                "failed": [s.list for s in self.failed],
                "days_with_seals": list(self.days), "summary": self.headline().render(),
                "estimate": {"from_hours": EXPECTED_FROM.total_seconds() / 3600,
                             "by_hours": EXPECTED_BY.total_seconds() / 3600,
                             "assumption": Message.of("day.assumption").render()}}


def today_in_new_york(now: datetime | None = None) -> str:
    """Today's date on New York's wall clock (EDT or EST by the real rules)."""
    return f"{new_york(now or datetime.now(UTC)):%Y-%m-%d}"


def chosen_day(text: str | None, now: datetime | None = None) -> str:
    """The day asked for (YYYY-MM-DD), or today in New York; a malformed one is said."""
    if text is None:
        return today_in_new_york(now)
    if parse_day(text) is None:
        raise UserFacingError(Message.of("day.bad_date", text=text))
    return text


def day_report(report: WalkReport, day: str | None = None,
               now: datetime | None = None) -> DayReport:
    """The page of ``day`` (default: today in New York) from a walk's report."""
    moment = (now or datetime.now(UTC)).astimezone(UTC)
    chosen = chosen_day(day, moment)
    ours = [s for s in report.seals if s.day == chosen]
    ours.sort(key=lambda s: (s.time or "", s.list))
    days = tuple(sorted({s.day for s in report.seals if s.day}))
    book = report.bundle.book.relpath if report.bundle.book is not None else None
    seals = tuple(_seal(seal, report.seals, moment, book) for seal in ours)
    return DayReport(chosen, Moment(moment), seals, days, chosen == today_in_new_york(moment))


def _moment(text: str | None) -> Moment | None:
    found = read_time(text).moment if text else None
    return Moment(found) if found is not None else None


def _seal(seal: SealResult, every: list[SealResult], now: datetime,
          book: str | None) -> DaySeal:
    stamped = _moment(seal.time)
    anchors = tuple(_anchors(seal, stamped, now))
    covers = tuple(DayCover(c.book, c.lines, _first_new(c.book, c.lines, every), c.status,
                            c.file) for c in seal.covers)
    problem = seal.problem_message or (Message.of("join.text", text=seal.problem)
                                       if seal.problem else None)
    return DaySeal(seal.list, seal.sha256, stamped, seal.status, seal_level(seal, book),
                   covers, anchors, problem)


def _first_new(book: str, lines: int, every: list[SealResult]) -> int:
    earlier = [c.lines for s in every for c in s.covers if c.book == book and c.lines < lines]
    return max(earlier, default=0) + 1


def seal_level(seal: SealResult, book: str | None) -> str | None:
    """The level one seal reaches (Section 3.12), from its own checks: 1 when its prefix
    claims hold, 2 with a Bitcoin block or a signed log time, 2+ with also a signed
    time-stamp token (``levels.with_signed_time``). None when it failed or nothing held.

    ``book``: the bundle's book file (None: no book). A stamped list reaches a level only
    through its claim on that book, checked and held: the outgoing asks alone are not the
    book (as in step 3), and a claim on a book not provided was not checked."""
    if seal.status is Status.FAIL:
        return None
    prefix = [c.status for c in seal.covers if c.file is not None]
    on_book = book is not None and any(c.file == book for c in seal.covers)
    if seal.kind == "list" and (not on_book or any(s not in REACHED for s in prefix)):
        return None
    anchored = (seal.ots is not None and _speaks(seal.ots)
                and seal.ots.outcome == "bitcoin") or \
        (seal.rekor is not None and _speaks(seal.rekor)
         and seal.rekor.signed_time is not None)
    signed = any(_speaks(t) and t.gen_time is not None for t in seal.tokens)
    if not anchored:
        return "1" if seal.kind == "list" else None
    return with_signed_time(signed) if signed else "2"


def _speaks(anchor: AnchorResult) -> bool:
    """Whether an anchor lifts the seal's level: only one that passed. A warning is never
    counted up: it marks the demo's own keys and headers ("can warn at best, never pass")
    or headers off Bitcoin's main chain, whose times prove nothing; the seal's overall
    WARNING is shown beside its level."""
    return anchor.status is Status.PASS


def _anchors(seal: SealResult, stamped: Moment | None, now: datetime) -> list[DayAnchor]:
    found = []
    if seal.ots is not None:
        ots = seal.ots
        pending = _pending(seal, stamped, now) if ots.outcome == "pending" else None
        name = f"{ots.height:,}" if ots.height else ots.outcome
        found.append(DayAnchor("bitcoin", name, ots.status, _moment(ots.header_time), pending,
                               ots.upgraded.calendar if ots.upgraded else None,
                               ots.height or None))
    for token in seal.tokens:
        when = Moment(token.gen_time.astimezone(UTC)) if token.gen_time else None
        found.append(DayAnchor("token", token.tsa, token.status, when))
    if seal.rekor is not None:
        signed = seal.rekor.signed_time
        when = Moment(datetime.fromtimestamp(signed, UTC)) if signed is not None else None
        found.append(DayAnchor("log", "Rekor", seal.rekor.status, when))
    return found


def _pending(seal: SealResult, stamped: Moment | None, now: datetime) -> Pending:
    calendars = tuple(a.calendar for a in (seal.ots.attestations if seal.ots else [])
                      if a.kind == "pending" and a.calendar)
    if stamped is None:
        return Pending(calendars, None, None, None, False)
    start, end = stamped.utc + EXPECTED_FROM, stamped.utc + EXPECTED_BY
    return Pending(calendars, stamped, Moment(start), Moment(end), now > end)

