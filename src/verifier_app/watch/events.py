"""What one poll of a watched league found, as events the reader is told of once each.

Each event has a key that names what it is about (a seal by its list and SHA-256, a late
line by its number, a rewrite by the head it contradicts), so the loop tells each exactly
once however often it polls. Failures (a seal that fails, a counted line sealed after the
open, a history rewrite, a log entry that shows another book, a walk that fails, a source
that cannot be read) make ``verifier-app watch`` exit non-zero.

The rules are the walk's own: a seal's verdict (``engine.seals``), its level
(``engine.day_report.seal_level``, Section 3.12), P1b (Section 3.11: "a counted line
sealed after the open without its own reference fails P1b"), the log's equivocation check
(``anchors.equivocation``), and the reader's head against the new book
(``history.prefix.check_prefix``: the first N lines hash to the recorded value and line
N's link matches). Nothing here decides a verdict of its own.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any

from verifier_app.core.messages import Message
from verifier_app.core.results import SealResult, Status
from verifier_app.core.times import iso_utc, read_time
from verifier_app.engine.day_report import seal_level
from verifier_app.engine.walk_report import WalkReport
from verifier_app.history.prefix import PrefixCheck, PrefixStatus

EQUIVOCATION_CHECK = "log_equivocation"  # anchors.equivocation.CHECK_ID


class EventKind(StrEnum):
    SEAL_VERIFIED = "seal_verified"  # a new seal, anchored: level 2 or 2+
    SEAL_CHECKED = "seal_checked"  # a new seal whose lines match, no anchor proven yet
    SEAL_NOT_CHECKED = "seal_not_checked"  # a new seal whose claim on the book was not checked
    SEAL_FAILED = "seal_failed"
    PROOF_UPGRADED = "proof_upgraded"  # a pending Bitcoin proof completed from its calendar
    LATE_LINE = "late_line"  # a counted line sealed after the open (P1b fails)
    REWRITE = "rewrite"  # the book no longer starts with the head checked before
    OTHER_BOOK = "other_book"  # a log entry shows another book (equivocation)
    WALK_FAILED = "walk_failed"  # the walk failed for a reason none of the above names
    SOURCE_PROBLEM = "source_problem"  # the source could not be read (not checked)


FAILURES = {EventKind.SEAL_FAILED, EventKind.LATE_LINE, EventKind.REWRITE,
            EventKind.OTHER_BOOK, EventKind.WALK_FAILED, EventKind.SOURCE_PROBLEM,
            EventKind.SEAL_NOT_CHECKED}


@dataclass(frozen=True)
class WatchEvent:
    kind: EventKind
    key: str
    message: Message
    at: datetime | None = None  # when the watch noticed it (UTC)

    @property
    def failure(self) -> bool:
        return self.kind in FAILURES

    def noticed(self, at: datetime) -> WatchEvent:
        return WatchEvent(self.kind, self.key, self.message, at)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind.value, "key": self.key, "failure": self.failure,
                "at": iso_utc(self.at) if self.at else None, "said": self.message.render(),
                "message": self.message.to_json()}


def poll_events(report: WalkReport | None, prefix: PrefixCheck | None,
                problems: list[str], replaced: list[str]) -> list[WatchEvent]:
    """Every event one poll can show (the loop drops those told before). ``replaced``:
    files the operator replaced that never change once published (the downloader's
    refresh rule); ``problems``: why the source could not be read."""
    events = [WatchEvent(EventKind.SOURCE_PROBLEM, "problem:" + _digest(text),
                         Message.of("watch.source_problem", reason=text)) for text in problems]
    events += [WatchEvent(EventKind.REWRITE, "replaced:" + name,
                          Message.of("watch.file_replaced", file=name)) for name in replaced]
    if prefix is not None and prefix.status in (PrefixStatus.REWRITTEN, PrefixStatus.SHORTER):
        head = prefix.recorded
        events.append(WatchEvent(EventKind.REWRITE, f"rewrite:{head.lines}:{head.sha256}",
                                 Message.of("watch.rewrite", said=prefix.message)))
    if report is None:
        return events
    book = report.bundle.book.relpath if report.bundle.book is not None else None
    for seal in report.seals:
        events += list(_seal_events(seal, book))
    if report.p1b is not None:
        events += [WatchEvent(EventKind.LATE_LINE, f"late:{line.line}",
                              Message.of("watch.late_line", said=line.message()))
                   for line in report.p1b.late]
    for check in report.checks:
        if check.id == EQUIVOCATION_CHECK and check.status is Status.FAIL:
            events += list(other_book_events(check))
    # A failure told above already says why the walk failed; a seal not checked does not.
    if report.verdict == "fail" and not any(e.failure and e.kind is not
                                            EventKind.SEAL_NOT_CHECKED for e in events):
        said = report.verdict_summary.sentence_in(None, lambda text: text)
        events.append(WatchEvent(EventKind.WALK_FAILED, "walk:" + _digest(said),
                                 Message.of("watch.walk_failed", reason=said)))
    return events


def _seal_events(seal: SealResult, book: str | None) -> Iterator[WatchEvent]:
    """``book``: the bundle's book file. A seal is said to match the book only when its
    claim on the book was checked (``seal_level``); otherwise it is NOT CHECKED, under a
    key of its own, so its verification is told once the book can be read."""
    name, when = seal.list, _time(seal)
    if seal.status is Status.FAIL:
        reason = seal.problem_message or _anchor_problem(seal) or \
            Message.of("join.text", text=seal.problem or "—")
        yield WatchEvent(EventKind.SEAL_FAILED, f"failed:{name}:{seal.sha256}",
                         Message.of("watch.seal_failed", list=name, time=when, reason=reason))
        return
    level = seal_level(seal, book)
    if level is None and seal.kind == "list":
        yield WatchEvent(EventKind.SEAL_NOT_CHECKED, f"unchecked:{name}:{seal.sha256}",
                         Message.of("watch.seal_not_checked", list=name, time=when))
        return
    if level in ("2", "2+"):
        key = "watch.seal_verified_warn" if seal.status is Status.WARN else "watch.seal_verified"
        yield WatchEvent(EventKind.SEAL_VERIFIED, f"seal:{name}:{seal.sha256}",
                         Message.of(key, list=name, time=when, level=level))
    elif seal.status is not Status.FAIL:
        pending = seal.ots is not None and seal.ots.outcome == "pending"
        yield WatchEvent(EventKind.SEAL_CHECKED, f"seal:{name}:{seal.sha256}",
                         Message.of("watch.seal_pending" if pending else "watch.seal_unproven",
                                    list=name, time=when, level=level or "—"))
    ots = seal.ots
    if ots is not None and ots.upgraded is not None and ots.outcome == "bitcoin":
        yield WatchEvent(EventKind.PROOF_UPGRADED, f"upgraded:{name}:{ots.upgraded.proof_sha256}",
                         Message.of("watch.upgraded", list=name, calendar=ots.upgraded.calendar,
                                    height=f"{ots.height:,}" if ots.height else "?",
                                    level=level or "—"))


def other_book_events(check: Any) -> Iterator[WatchEvent]:
    """One event per log entry that shows a list this book never published (each told
    once, however many such entries the log holds by the next poll)."""
    foreign = check.evidence.get("foreign") or []
    for entry in foreign:
        said = Message.of("second_book.found", index=entry.get("log_index"),
                          time=entry.get("time"), sha256=entry.get("sha256"))
        yield WatchEvent(EventKind.OTHER_BOOK, f"other_book:{entry.get('sha256')}",
                         Message.of("watch.other_book", said=said))
    if not foreign:
        said = check.message or Message.of("join.text", text=check.detail)
        yield WatchEvent(EventKind.OTHER_BOOK, "other_book:" + _digest(check.detail),
                         Message.of("watch.other_book", said=said))


def _anchor_problem(seal: SealResult) -> Message | None:
    for anchor in seal.anchors():
        if anchor.status is Status.FAIL:
            return anchor.message or Message.of("join.text", text=anchor.detail)
    return None


def _time(seal: SealResult) -> str:
    moment = read_time(seal.time).moment if seal.time else None
    return f"{moment:%Y-%m-%d %H:%M:%S} UTC" if moment else "—"


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "replace")).hexdigest()[:16]
