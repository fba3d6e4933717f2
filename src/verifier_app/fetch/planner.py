"""Run one download from what the user asked for to a bundle folder and a report.

``fetch_bundle(request, on_progress, cancel)`` is what the command line and the desktop
app call. It never raises for a file that could not be fetched (that is a problem in the
report, and whatever arrived is kept); it raises ``UserFacingError`` only when the source
itself is unusable, and ``Cancelled`` when the user stopped it (the bundle is then exactly
as it was, and the next run resumes).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from verifier_app.core.errors import UserFacingError
from verifier_app.core.messages import Message, sentences
from verifier_app.fetch.client import Downloader
from verifier_app.fetch.live import fetch_live
from verifier_app.fetch.policy import FetchError, FetchPolicy, check_url
from verifier_app.fetch.refresh import Finding
from verifier_app.fetch.session import FileOutcome, ProgressCallback, Session
from verifier_app.fetch.sources import Source, parse_source
from verifier_app.fetch.store import Layout, default_bundles_dir
from verifier_app.fetch.zenodo import fetch_zenodo


@dataclass
class FetchRequest:
    source: str
    dest: Path | None = None  # None: <data folder>/bundles/<name>
    days: list[str] = field(default_factory=list)
    zenodo_api: str | None = None  # None: zenodo.org for a DOI, else the record's own host
    policy: FetchPolicy = field(default_factory=FetchPolicy)


@dataclass
class FetchReport:
    source: str
    dest: Path
    files: list[FileOutcome]
    problems: list[str]
    notes: list[str]
    findings: list[Finding]
    had_copy: bool
    given_up: list[str] = field(default_factory=list)  # files the deadline left unfetched
    said_problems: list[Message] = field(default_factory=list)  # ``problems`` as messages
    said_notes: list[Message] = field(default_factory=list)  # ``notes`` as messages

    @property
    def alarms(self) -> list[Finding]:
        return [f for f in self.findings if f.alarm]

    @property
    def refresh_verdict(self) -> str:
        """first (nothing to compare), consistent, or rewritten (an alarm)."""
        if self.alarms:
            return "rewritten"
        return "consistent" if self.had_copy else "first"

    @property
    def verdict(self) -> str:
        if self.alarms:
            return "rewritten"
        return "problems" if self.problems else "ok"

    def refresh_detail(self) -> str:
        return self.refresh_said().render()

    def refresh_said(self) -> Message:
        """What the refresh check found, as a message (each alarm's sentence in turn)."""
        if self.alarms:
            return sentences([f.said or Message.of("join.text", text=f.detail)
                              for f in self.alarms])
        return Message.of("refresh.consistent" if self.had_copy else "refresh.first")

    def to_json(self) -> dict[str, Any]:
        return {
            "source": self.source, "dest": str(self.dest), "verdict": self.verdict,
            "files": [f.to_json() for f in self.files],
            "problems": list(self.problems), "notes": list(self.notes),
            "history": [f.to_json() for f in self.findings],
            "refresh": {"verdict": self.refresh_verdict, "detail": self.refresh_detail()},
            "given_up": list(self.given_up),
        }


def resolve(request: FetchRequest) -> tuple[Source, Path]:
    source = parse_source(request.source, request.days, request.zenodo_api)
    for url in (source.data_url, source.zenodo_api):
        if url:
            try:
                check_url(url)
            except FetchError as error:
                raise UserFacingError(error.message or str(error)) from None
    dest = request.dest or default_bundles_dir() / source.bundle_name()
    if dest.exists() and not dest.is_dir():
        raise UserFacingError(Message.of("fetch.dest_is_file", dest=str(dest)))
    return source, dest


def fetch_bundle(request: FetchRequest, on_progress: ProgressCallback | None = None,
                 cancel: Callable[[], bool] | None = None) -> FetchReport:
    source, dest = resolve(request)
    layout = Layout(dest)
    dest.parent.mkdir(parents=True, exist_ok=True)
    downloader = Downloader(request.policy, cancel)
    session = Session(layout, downloader, on_progress)
    try:
        if source.kind == "zenodo":
            fetch_zenodo(session, source)
        else:
            fetch_live(session, source)
    except FetchError as error:  # the source itself (a record, a page) could not be read
        session.problem(error)
    finally:
        downloader.close()
    if session.given_up:
        session.problem(_given_up_sentence(session.given_up, request.policy.deadline))
    if not session.staged and not dest.is_dir():
        shown = session.said_problems[:3]
        raise UserFacingError(Message.of("fetch.nothing", problems=sentences(shown)
                                         if shown else ""))
    findings, had_copy = session.commit(source.label) if session.staged else ([], False)
    # A file the server said is not modified (304) was compared with the copy we have.
    had_copy = had_copy or any(o.status == "unchanged" for o in session.outcomes.values())
    return FetchReport(source.label, dest, list(session.outcomes.values()), session.problems,
                       session.notes, findings, had_copy, session.given_up,
                       list(session.said_problems), list(session.said_notes))


SHOWN_GIVEN_UP = 20  # files named in the sentence; --json lists every one


def _given_up_sentence(files: list[str], deadline: float) -> Message:
    named: str | Message = ", ".join(files[:SHOWN_GIVEN_UP])
    more = len(files) - SHOWN_GIVEN_UP
    if more > 0:
        named = Message.of("fetch.given_up_more", named=named, more=more)
    return Message.of("fetch.given_up", count=len(files), deadline=f"{deadline:g}",
                      named=named)
