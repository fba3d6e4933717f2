"""Make a statement after a walk, and check a folder of statements against a bundle.

A statement is checked twice: its signature (with the verifier key it names), and that
this bundle's book extends the prefix the witness saw: the same hash of the first N lines
and the same link at line N (the chain's links depend on every line before, so a change
anywhere in lines 1..N shows at line N). A list the witness saw that the bundle holds with
another SHA-256 is a contradiction too. A contradiction fails, naming the witness, the line
and both values; a statement whose signature does not verify proves nothing (a warning).

At most ``MAX_STATEMENTS`` files are read (the first in name order), as each is checked
and reported one by one; the others are counted, and while any is unread the check is
*not checked*, never a pass: an unread statement may be the one that contradicts the book.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterator
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from verifier_app.core.chain import ChainScan
from verifier_app.core.failures import WitnessFailure
from verifier_app.core.messages import Message
from verifier_app.core.results import SealResult, Status, StepResult
from verifier_app.witness.keys import WitnessKey
from verifier_app.witness.statement import (
    MAX_STATEMENT_BYTES,
    Statement,
    StatementUnreadable,
    read_statement,
    sign_statement,
)

CHECK_ID = "witness"
TITLE = "Witness statements: the book extends what readers saw"
MAX_STATEMENTS = 1000  # read and reported one by one; more are counted, not read
SUFFIX = ".txt"


@dataclass(frozen=True)
class Witnessed:
    """One file of the folder: its statement (None if unreadable) and signature."""

    name: str
    statement: Statement | None
    signature_valid: bool = False
    problem: str | Message = ""  # why it is not a statement, said in the reader's language


@dataclass(frozen=True)
class WitnessFolder:
    """The statements read from a folder, and how many more it holds that were not read."""

    found: tuple[Witnessed, ...]
    not_read: int = 0


def make_statement(seals: list[SealResult], book_path: str | None, key: WitnessKey,
                   now: datetime | None = None) -> str | None:
    """The signed statement for the longest verified seal of the book; None if none."""
    best = None
    for seal in seals:
        if seal.status not in (Status.PASS, Status.WARN):
            continue
        for cover in seal.covers:
            if cover.file == book_path and cover.status is Status.PASS and (
                    best is None or cover.lines > best[1].lines):
                best = (seal, cover)
    if best is None:
        return None
    seal, cover = best
    moment = (now or datetime.now(UTC)).strftime("%Y-%m-%dT%H:%M:%SZ")
    return sign_statement(Statement(moment, cover.book, cover.lines, cover.sha256,
                                    cover.last_link, seal.list, seal.sha256), key)


def load_statements(folder: Path, cap: int = MAX_STATEMENTS) -> WitnessFolder:
    """The first ``cap`` ``*.txt`` files of the folder in name order, each read as a
    statement (bounded), and the count of the others; the names are walked once, keeping
    no more than ``cap`` of them."""
    seen = [0]
    try:
        first = heapq.nsmallest(cap, _statement_files(folder, seen))
    except OSError as exc:
        raise StatementUnreadable(Message.of("statement.folder_unreadable",
                                             reason=exc.strerror or str(exc))) from exc
    return WitnessFolder(tuple(_load(path) for path in sorted(first)), seen[0] - len(first))


def _statement_files(folder: Path, seen: list[int]) -> Iterator[Path]:
    for path in folder.iterdir():
        if path.suffix == SUFFIX:
            seen[0] += 1
            yield path


def _load(path: Path) -> Witnessed:
    try:
        if not path.is_file() or path.is_symlink():
            return Witnessed(path.name, None, problem=Message.of("statement.not_regular"))
        with open(path, "rb") as stream:
            statement, valid = read_statement(stream.read(MAX_STATEMENT_BYTES + 1))
    except StatementUnreadable as exc:
        return Witnessed(path.name, None, problem=exc.message or str(exc))
    except OSError as exc:
        return Witnessed(path.name, None, problem=Message.of(
            "statement.cannot_read", reason=exc.strerror or str(exc)))
    return Witnessed(path.name, statement, valid)


def wanted_lines(folder: WitnessFolder) -> set[int]:
    """The line counts at which the chain scan must take a prefix hash."""
    return {w.statement.lines for w in folder.found if w.statement and w.signature_valid}


def book_names(seals: list[SealResult], book_path: str | None) -> set[str]:
    """The names a statement may give the bundle's book: its path, and as lists name it."""
    if book_path is None:
        return set()
    return {book_path} | {c.book for s in seals for c in s.covers if c.file == book_path}


def witness_check(folder: WitnessFolder, names: set[str], scan: ChainScan | None,
                  seals: list[SealResult]) -> StepResult:
    evidence: dict[str, Any] = {"statements": {}, "not_read": folder.not_read}
    contradictions: list[Message] = []
    unsigned: list[Message] = []
    failures: list[WitnessFailure] = []
    agreed = 0
    for item in folder.found:
        verdict, sentence, failure = _one(item, names, scan, seals)
        who = _who(item)
        evidence["statements"][item.name] = {
            "status": verdict.value, "detail": sentence.render(),
            "witness": who.render() if isinstance(who, Message) else who}
        if verdict is Status.FAIL:
            contradictions.append(sentence)
            failures.extend([failure] if failure else [])
        elif verdict is Status.WARN:
            unsigned.append(sentence)
        elif verdict is Status.PASS:
            agreed += 1
    if contradictions:
        said = contradictions[0]
        if len(contradictions) > 1:
            said = Message.of("witness.contradicted", first=said, count=len(contradictions))
        text = said.render()  # in English the sentence starts with a capital
        return replace(_step(Status.FAIL, said, evidence, detail=text[:1].upper() + text[1:]),
                       failure=failures[0])
    if folder.not_read:  # an unread statement may contradict the book: never a pass
        return _step(Status.NOT_CHECKED, Message.of(
            "witness.not_read", count=folder.not_read, read=len(folder.found),
            agreed=agreed), evidence)
    if not agreed and not unsigned:
        return _step(Status.NOT_CHECKED, Message.of("witness.none"), evidence, left_out=True)
    said = Message.of("witness.agree", count=agreed)
    if unsigned:
        return _step(Status.WARN, Message.of("witness.not_counted", first=said,
                                             count=len(unsigned), reason=unsigned[0]), evidence)
    return _step(Status.PASS, said, evidence)


def _who(item: Witnessed) -> Message | str:
    s = item.statement
    return Message.of("witness.who", witness=s.witness, key=s.witness_fingerprint[:16]) \
        if s else item.name


def _one(item: Witnessed, names: set[str], scan: ChainScan | None,
         seals: list[SealResult]) -> tuple[Status, Message, WitnessFailure | None]:
    s = item.statement
    if s is None:
        return (Status.NOT_CHECKED, Message.of("witness.not_statement", name=item.name,
                                               problem=item.problem), None)
    if not item.signature_valid:
        return Status.WARN, Message.of("witness.bad_signature", name=item.name), None
    if scan is None or s.book not in names:
        return (Status.NOT_CHECKED, Message.of("witness.other_book", name=item.name,
                                               book=s.book), None)
    seen = {"who": _who(item), "book": s.book, "time": s.time, "lines": f"{s.lines:,}"}
    prefix = scan.prefixes.get(s.lines)
    if prefix is None:
        return _contradicted(WitnessFailure.FEWER_LINES, Message.of(
            "witness.fewer", **seen, have=f"{scan.result.lines:,}"))
    if prefix.last_link != s.head_link:
        return _contradicted(WitnessFailure.LINK_DIFFERS, Message.of(
            "witness.link", **seen, link=s.head_link, have=prefix.last_link))
    if prefix.sha256 != s.prefix_sha256:
        return _contradicted(WitnessFailure.PREFIX_DIFFERS, Message.of(
            "witness.prefix", **seen, sha256=s.prefix_sha256, have=prefix.sha256))
    held = next((x for x in seals if x.list == s.list), None)
    if held is not None and held.sha256 != s.list_sha256:
        return _contradicted(WitnessFailure.LIST_DIFFERS, Message.of(
            "witness.list", **seen, list=s.list, sha256=s.list_sha256, have=held.sha256))
    return (Status.PASS, Message.of("witness.agrees", who=seen["who"], lines=seen["lines"],
                                    time=s.time), None)


def _contradicted(failure: WitnessFailure, sentence: Message
                  ) -> tuple[Status, Message, WitnessFailure]:
    return Status.FAIL, sentence, failure


def _step(status: Status, said: Message, evidence: dict[str, Any], left_out: bool = False,
          detail: str = "") -> StepResult:
    """``left_out``: not checked by this walk, so left out of the verdict (marked NOT
    CHECKED, never DOES NOT APPLY)."""
    return StepResult(CHECK_ID, TITLE, status, detail, evidence, applies=not left_out,
                      left_unchecked=left_out, message=said)
