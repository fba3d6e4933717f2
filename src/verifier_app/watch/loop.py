"""The watch loop: poll, walk, tell each new event once, sleep until the next poll.

One poll downloads the source into the watch's bundle folder through the app's one
downloader (``fetch``: per-host limits, deadlines, retries, and conditional requests, so
an unchanged file costs a 304), walks the bundle, and turns what the walk found into
events (``events``). The head the reader verified (lines, prefix SHA-256, last link) is
kept between polls; the next book must still start with it (``history.prefix``).

The clock and the sleep are injected: tests drive days of watching in a fraction of a
second, and ``until`` is respected before every sleep.
"""

from __future__ import annotations

import time as real_time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

from verifier_app.core.errors import UserFacingError
from verifier_app.core.messages import Message
from verifier_app.core.results import Status
from verifier_app.core.sessions import FIRST_SESSION
from verifier_app.core.times import iso_utc, parse_day
from verifier_app.engine.day_report import today_in_new_york
from verifier_app.engine.walk_report import WalkReport
from verifier_app.fetch.sources import MAX_DAYS
from verifier_app.history.prefix import PrefixCheck, RecordedHead, check_prefix
from verifier_app.watch.events import WatchEvent, poll_events
from verifier_app.watch.schedule import Schedule, protocol_schedule

Clock = Callable[[], datetime]
Sleep = Callable[[float], None]
Notify = Callable[[WatchEvent], None]


@dataclass(frozen=True)
class WatchOptions:
    source: str  # what ``fetch`` accepts: the data address or a proof-day page
    dest: Path  # the watch's own bundle folder (never a bundle the reader verifies)
    every: timedelta | None = None
    until: datetime | None = None  # UTC; None: until stopped
    anchors: Callable[[Any], Any] | None = None  # bundle -> AnchorOptions; None: defaults
    policy: Any = None  # FetchPolicy; None: the downloader's defaults


@dataclass
class WatchState:
    """What the watch remembers between polls: the events told, the head verified, the
    last New York day polled (its late seals are fetched once more after midnight)."""

    told: set[str] = field(default_factory=set)
    events: list[WatchEvent] = field(default_factory=list)
    head: RecordedHead | None = None
    polls: int = 0
    last_day: str | None = None

    @property
    def failures(self) -> int:
        return sum(1 for e in self.events if e.failure)

    def to_json(self) -> dict[str, Any]:
        head = self.head
        return {"polls": self.polls, "failures": self.failures,
                "events": [e.to_json() for e in self.events],
                "head": None if head is None else {
                    "book": head.book, "lines": head.lines, "sha256": head.sha256,
                    "last_link": head.last_link}}


class Watcher:
    def __init__(self, options: WatchOptions, notify: Notify, clock: Clock | None = None,
                 sleep: Sleep | None = None, cancelled: Callable[[], bool] | None = None,
                 waiting: Callable[[datetime], None] | None = None):
        self.options = options
        self.waiting = waiting or (lambda _: None)  # told the next poll's time
        self.notify = notify
        self.clock = clock or (lambda: datetime.now(UTC))
        self.sleep = sleep or real_time.sleep
        self.cancelled = cancelled or (lambda: False)
        self.state = WatchState()
        self.schedule = Schedule(options.every) if options.every else \
            protocol_schedule(options.dest)
        self.report: WalkReport | None = None  # the last poll's walk

    def run(self) -> WatchState:
        """Poll now, then on the schedule until ``until`` (or until cancelled)."""
        now = self.clock()
        until = self.options.until
        if until is not None and until <= now:
            raise UserFacingError(Message.of("watch.until_passed", until=iso_utc(until)))
        while not self.cancelled():
            self.poll()
            now = self.clock()
            following = self.schedule.next_poll(now)
            if until is not None and following > until:
                break
            self.waiting(following)
            self.sleep(max(0.0, (following - now).total_seconds()))
        return self.state

    def poll(self) -> list[WatchEvent]:
        """One poll: download, walk, compare with the head, tell what is new."""
        now = self.clock()
        today = today_in_new_york(now)
        days = f"{self.state.last_day or self._first_day(today)}..{today}"
        self.state.last_day, self.state.polls = today, self.state.polls + 1
        problems, replaced, earlier = self._fetch(days)
        report = self._walk() if self.options.dest.is_dir() else None
        prefix = self._prefix(report, earlier)
        new = []
        for event in poll_events(report, prefix, problems, replaced):
            if event.key not in self.state.told:
                self.state.told.add(event.key)
                told = event.noticed(now)
                self.state.events.append(told)
                new.append(told)
                self.notify(told)
        if report is not None:
            self.report = report
            if prefix is None or prefix.extends:
                self.state.head = verified_head(report) or self.state.head
            if not self.schedule.every:
                self.schedule = protocol_schedule(self.options.dest)
        return new

    def _first_day(self, today: str) -> str:
        """The first poll fetches the proof days the folder lacks: from its latest proof day
        (an earlier watch's or fetch's), else from the season's first session, so the book
        it walks is checked against every seal published so far."""
        proofs = self.options.dest / "markets" / "proof"
        try:
            held = sorted(p.name for p in proofs.iterdir() if parse_day(p.name) is not None)
        except OSError:
            held = []
        first = held[-1] if held else FIRST_SESSION.isoformat()
        earliest = (date.fromisoformat(today) - timedelta(days=MAX_DAYS - 1)).isoformat()
        return min(max(first, earliest), today)

    def _fetch(self, days: str) -> tuple[list[str], list[str], Path | None]:
        """Problems, replaced never-changing files, and the earlier book copy the
        downloader kept when the book changed."""
        from verifier_app.fetch import FetchPolicy, FetchRequest, fetch_bundle
        from verifier_app.fetch.refresh import is_chain

        request = FetchRequest(self.options.source, self.options.dest, [days],
                               policy=self.options.policy or FetchPolicy())
        try:
            fetched = fetch_bundle(request, cancel=self.cancelled)
        except UserFacingError as error:
            return [str(error)], [], None
        replaced = [f.relpath for f in fetched.alarms if not is_chain(f.relpath)]
        earlier = next((Path(f.kept_at) for f in fetched.findings
                        if f.relpath.endswith("council-book.jsonl") and f.kept_at), None)
        return list(fetched.problems), replaced, earlier

    def _walk(self) -> WalkReport | None:
        from verifier_app.core.bundle_open import open_bundle
        from verifier_app.engine.walk import WalkOptions, default_anchor_options, walk

        try:
            bundle = open_bundle([self.options.dest])
        except UserFacingError:
            return None
        anchors = (self.options.anchors or default_anchor_options)(bundle)
        return walk(bundle, WalkOptions(anchors=anchors, cancel=self.cancelled))

    def _prefix(self, report: WalkReport | None, earlier: Path | None) -> PrefixCheck | None:
        head = self.state.head
        if head is None or report is None or report.book is None:
            return None
        book = report.bundle.files.get(report.book.result.path)
        return None if book is None else check_prefix(book, head, earlier)


def verified_head(report: WalkReport) -> RecordedHead | None:
    """The longest book prefix a passing seal verified: what the next book must start
    with (as a witness states it, ``witness.check.make_statement``)."""
    path = report.book.result.path if report.book is not None else None
    best = None
    for seal in report.seals:
        if seal.status not in (Status.PASS, Status.WARN):
            continue
        for cover in seal.covers:
            if cover.file == path and cover.status is Status.PASS and \
                    (best is None or cover.lines > best.lines):
                best = cover
    if best is None:
        return None
    return RecordedHead(best.book, best.lines, best.sha256, best.last_link)
