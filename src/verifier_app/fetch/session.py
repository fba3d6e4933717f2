"""One download run: stage every file, then put them into the bundle in one short step.

``Session.get`` fetches one file into the staging folder (resuming what an earlier,
interrupted run left there) and records it; ``Session.commit`` compares each staged file
with the copy already in the bundle, keeps replaced copies in the history folder, moves
the new ones in and writes ``bundle.json``. A cancel before ``commit`` changes nothing in
the bundle.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from verifier_app.core.messages import Grouped, Message
from verifier_app.fetch.client import Downloader, Fetched, now_text
from verifier_app.fetch.policy import FetchError
from verifier_app.fetch.refresh import Finding, compare
from verifier_app.fetch.responses import NotFound, NotModified, conditional_headers
from verifier_app.fetch.store import Layout, move_atomic, safe_relpath

Check = Callable[[Fetched], Message | None]  # a reason to refuse the file, or None


@dataclass
class Progress:
    label: str
    file_done: int
    file_total: int | None
    files_done: int
    files_total: int

    @property
    def file_fraction(self) -> float | None:
        if not self.file_total:
            return None
        return min(1.0, self.file_done / self.file_total)

    @property
    def overall(self) -> float:
        part = self.file_fraction or 0.0
        return min(1.0, (self.files_done + part) / max(self.files_total, 1))

    @property
    def message(self) -> str:
        return self.said.render()

    @property
    def said(self) -> Message:
        """``message`` as a message, for the reader's language."""
        files = {"done": self.files_done, "total": self.files_total, "label": self.label}
        if self.file_total:
            return Message.of("fetch.progress_of", got=Grouped(self.file_done),
                              size=Grouped(self.file_total), **files)
        return Message.of("fetch.progress", size=Grouped(self.file_done), **files)


ProgressCallback = Callable[[Progress], None]


@dataclass
class FileOutcome:
    relpath: str
    url: str
    # fetched, unchanged, updated, rewritten, not_offered, missing, failed, refused, or
    # given_up (the whole fetch's time ran out before it arrived)
    status: str
    size: int | None = None
    sha256: str = ""
    detail: str = ""

    def to_json(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items() if v not in (None, "")}


@dataclass
class Session:
    layout: Layout
    downloader: Downloader
    on_progress: ProgressCallback | None = None
    outcomes: dict[str, FileOutcome] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)  # in English, as the JSON says them
    said_problems: list[Message] = field(default_factory=list)  # the same, as messages
    notes: list[str] = field(default_factory=list)  # in English, as the JSON says them
    said_notes: list[Message] = field(default_factory=list)  # the same, as messages
    files_total: int = 0
    files_done: int = 0

    def __post_init__(self) -> None:
        self.state = self.layout.load_state()
        self.staged: dict[str, dict[str, Any]] = {}
        self._record: dict[str, Any] | None = None  # bundle.json, read once when needed

    @property
    def given_up(self) -> list[str]:
        """The files not fetched because the whole fetch's time ran out."""
        return [o.relpath for o in self.outcomes.values() if o.status == "given_up"]

    def expect(self, count: int) -> None:
        self.files_total += count

    def problem(self, said: str | Message | FetchError) -> None:
        """A problem of the download (a message, said in the reader's language; text, or an
        error's sentence, as it is)."""
        if isinstance(said, FetchError):
            said = said.message or str(said)
        message = said if isinstance(said, Message) else Message.of("join.text", text=said)
        text = message.render()
        if text not in self.problems:
            self.problems.append(text)
            self.said_problems.append(message)

    def note(self, said: Message) -> None:
        """A note on the download (not a problem: e.g. a day without a session)."""
        self.notes.append(said.render())
        self.said_notes.append(said)

    def get(self, relpath: str, url: str, *, required: bool = True, source: str = "live",
            check: Check | None = None) -> Path | None:
        """Stage one file; ``None`` (with the reason recorded) when it did not arrive."""
        try:
            relpath = safe_relpath(relpath)
        except FetchError as error:
            self.problem(error)
            return None
        try:
            return self._get(relpath, url, required, source, check)
        finally:
            self.files_done += 1
            self._report(relpath, 0, None)

    def _get(self, relpath: str, url: str, required: bool, source: str,
             check: Check | None) -> Path | None:
        staged = self.layout.staged(relpath)
        earlier = self.state.get(relpath)
        if earlier and earlier.get("url") == url and staged.is_file() \
                and staged.stat().st_size == earlier.get("size"):
            self._staged(relpath, earlier, "kept from the interrupted download")
            return staged
        part = self.layout.part(relpath)
        part.parent.mkdir(parents=True, exist_ok=True)
        self._report(relpath, 0, None)
        try:
            fetched = self.downloader.download(
                url, part, self.downloader.policy.cap_for(relpath), relpath,
                lambda done, total: self._report(relpath, done, total),
                self._conditional(relpath, url))
        except NotModified as error:  # our copy is current: nothing staged, nothing moved
            self.outcomes[relpath] = FileOutcome(relpath, url, "unchanged", detail=str(error))
            return None
        except NotFound as error:
            status = "missing" if required else "not_offered"
            self.outcomes[relpath] = FileOutcome(relpath, url, status, detail=str(error))
            if required:
                self.problem(Message.of("fetch.no_such_file", relpath=relpath, url=url))
            return None
        except FetchError as error:
            if error.gave_up:  # named together in one problem (``given_up``)
                self.outcomes[relpath] = FileOutcome(relpath, url, "given_up",
                                                     detail=str(error))
                return None
            self.outcomes[relpath] = FileOutcome(relpath, url, "failed", detail=str(error))
            self.problem(Message.of("fetch.could_not", relpath=relpath,
                                    reason=error.message or str(error)))
            return None
        reason = check(fetched) if check else None
        if reason is not None:
            part.unlink(missing_ok=True)
            self.outcomes[relpath] = FileOutcome(relpath, url, "refused", fetched.size,
                                                 fetched.sha256, reason.render())
            self.problem(reason)
            return None
        move_atomic(part, staged)
        entry = {"url": url, "final_url": fetched.final_url, "retrieved_at": fetched.retrieved_at,
                 "size": fetched.size, "sha256": fetched.sha256, "etag": fetched.etag,
                 "last_modified": fetched.last_modified, "source": source}
        entry = {k: v for k, v in entry.items() if v is not None}
        self.state[relpath] = entry
        self.layout.save_state(self.state)
        self._staged(relpath, entry, "resumed" if fetched.resumed else "")
        return staged

    def _conditional(self, relpath: str, url: str) -> dict[str, str]:
        """Conditional headers for a file the bundle already holds as it was fetched from
        the same address (same size as recorded); none otherwise."""
        if self._record is None:
            self._record = self.layout.load_record()
        entry = self._record["files"].get(relpath)
        current = self.layout.current(relpath)
        if not isinstance(entry, dict) or entry.get("url") != url or not current.is_file():
            return {}
        try:
            if current.stat().st_size != entry.get("size"):
                return {}
        except OSError:
            return {}
        return conditional_headers(entry)

    def _staged(self, relpath: str, entry: dict[str, Any], detail: str) -> None:
        self.staged[relpath] = entry
        self.outcomes[relpath] = FileOutcome(relpath, entry["url"], "fetched", entry["size"],
                                             entry["sha256"], detail)

    def _report(self, label: str, done: int, total: int | None) -> None:
        if self.on_progress is not None:
            self.on_progress(Progress(label, done, total, self.files_done, self.files_total))

    # -- into the bundle ---------------------------------------------------------------
    def commit(self, source_label: str) -> tuple[list[Finding], bool]:
        """Move staged files in; returns the refresh findings and whether a copy existed."""
        record = self.layout.load_record()
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
        findings: list[Finding] = []
        had_copy = False
        for relpath, entry in sorted(self.staged.items()):
            staged, current = self.layout.staged(relpath), self.layout.current(relpath)
            if current.is_file():
                had_copy = True
                old_sha = _sha256(current)
                if old_sha == entry["sha256"]:
                    staged.unlink()
                    self.outcomes[relpath].status = "unchanged"
                    record["files"][relpath] = entry
                    continue
                finding = compare(relpath, current, staged, old_sha, entry["sha256"])
                kept = self.layout.history(stamp, relpath)
                move_atomic(current, kept)
                finding.kept_at = str(kept)
                findings.append(finding)
                self.outcomes[relpath].status = "rewritten" if finding.alarm else "updated"
                self.outcomes[relpath].detail = finding.detail
            move_atomic(staged, current)
            record["files"][relpath] = entry
        if findings:
            record["history"].append({"at": stamp, "folder": str(self.layout.history_root / stamp),
                                      "findings": [f.to_json() for f in findings]})
        record["sources"] = [s for s in record["sources"] if s.get("source") != source_label]
        record["sources"].append({"source": source_label, "retrieved_at": now_text()})
        record["updated_at"] = now_text()
        self.layout.dest.mkdir(parents=True, exist_ok=True)
        self.layout.save_record(record)
        self.layout.clear_staging()
        return findings, had_copy


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as stream:
        while block := stream.read(1024 * 1024):
            digest.update(block)
    return digest.hexdigest()
