"""Make a statement after a walk, and check a folder of statements against a bundle.

A statement is checked twice: its signature (with the verifier key it names), and that
this bundle's book extends the prefix the witness saw: the same hash of the first N lines
and the same link at line N (the chain's links depend on every line before, so a change
anywhere in lines 1..N shows at line N). A list the witness saw that the bundle holds with
another SHA-256 is a contradiction too. A contradiction fails, naming the witness, the line
and both values; a statement whose signature does not verify proves nothing (a warning).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from verifier_app.engine.chain import ChainScan
from verifier_app.engine.failures import WitnessFailure
from verifier_app.engine.results import SealResult, Status, StepResult
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
MAX_STATEMENTS = 1000
SUFFIX = ".txt"


@dataclass(frozen=True)
class Witnessed:
    """One file of the folder: its statement (None if unreadable) and signature."""

    name: str
    statement: Statement | None
    signature_valid: bool = False
    problem: str = ""


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


def load_statements(folder: Path) -> list[Witnessed]:
    """Every ``*.txt`` regular file of the folder, read as a statement (bounded)."""
    try:
        entries = sorted(p for p in folder.iterdir() if p.suffix == SUFFIX)
    except OSError as exc:
        raise StatementUnreadable("the folder of witness statements cannot be read "
                                  f"({exc.strerror})") from exc
    return [_load(path) for path in entries[:MAX_STATEMENTS]]


def _load(path: Path) -> Witnessed:
    try:
        if not path.is_file() or path.is_symlink():
            return Witnessed(path.name, None, problem="it is not a regular file")
        with open(path, "rb") as stream:
            statement, valid = read_statement(stream.read(MAX_STATEMENT_BYTES + 1))
    except StatementUnreadable as exc:
        return Witnessed(path.name, None, problem=str(exc))
    except OSError as exc:
        return Witnessed(path.name, None, problem=f"it cannot be read ({exc.strerror})")
    return Witnessed(path.name, statement, valid)


def wanted_lines(found: list[Witnessed]) -> set[int]:
    """The line counts at which the chain scan must take a prefix hash."""
    return {w.statement.lines for w in found if w.statement and w.signature_valid}


def book_names(seals: list[SealResult], book_path: str | None) -> set[str]:
    """The names a statement may give the bundle's book: its path, and as lists name it."""
    if book_path is None:
        return set()
    return {book_path} | {c.book for s in seals for c in s.covers if c.file == book_path}


def witness_check(found: list[Witnessed], names: set[str], scan: ChainScan | None,
                  seals: list[SealResult]) -> StepResult:
    evidence: dict[str, Any] = {"statements": {}}
    contradictions: list[str] = []
    unsigned: list[str] = []
    failures: list[WitnessFailure] = []
    agreed = 0
    for item in found:
        verdict, sentence, failure = _one(item, names, scan, seals)
        evidence["statements"][item.name] = {"status": verdict.value, "detail": sentence,
                                             "witness": _who(item)}
        if verdict is Status.FAIL:
            contradictions.append(sentence)
            failures.extend([failure] if failure else [])
        elif verdict is Status.WARN:
            unsigned.append(sentence)
        elif verdict is Status.PASS:
            agreed += 1
    if contradictions:
        detail = contradictions[0][0].upper() + contradictions[0][1:]
        if len(contradictions) > 1:
            detail += f" ({len(contradictions)} statements are contradicted.)"
        return replace(_step(Status.FAIL, detail, evidence), failure=failures[0])
    if not agreed and not unsigned:
        return _step(Status.NOT_CHECKED, "Not checked: no witness statement in the folder is "
                     "about this bundle's book.", evidence, applies=False)
    detail = f"{agreed} witness statement(s) agree: this bundle's book extends every prefix " \
             "they saw."
    if unsigned:
        return _step(Status.WARN, f"{detail} {len(unsigned)} were not counted: {unsigned[0]}",
                     evidence)
    return _step(Status.PASS, detail, evidence)


def _who(item: Witnessed) -> str:
    s = item.statement
    return f"{s.witness} (key {s.witness_fingerprint[:16]}…)" if s else item.name


def _one(item: Witnessed, names: set[str], scan: ChainScan | None,
         seals: list[SealResult]) -> tuple[Status, str, WitnessFailure | None]:
    s = item.statement
    if s is None:
        return (Status.NOT_CHECKED, f"{item.name} is not a witness statement: {item.problem}.",
                None)
    if not item.signature_valid:
        return Status.WARN, f"the signature of {item.name} does not verify.", None
    if scan is None or s.book not in names:
        return Status.NOT_CHECKED, f"{item.name} is about another book ({s.book}).", None
    who, seen = _who(item), f"at {s.time}"
    prefix = scan.prefixes.get(s.lines)
    if prefix is None:
        return _contradicted(WitnessFailure.FEWER_LINES,
                             f"witness {who} saw {s.lines:,} lines of {s.book} {seen}; "
                             f"this bundle's book has only {scan.result.lines:,}.")
    if prefix.last_link != s.head_link:
        return _contradicted(WitnessFailure.LINK_DIFFERS,
                             f"witness {who} saw line {s.lines:,} of {s.book} {seen} with "
                             f"link {s.head_link}; this bundle has {prefix.last_link} at "
                             f"that line: line {s.lines:,} or a line before it was rewritten.")
    if prefix.sha256 != s.prefix_sha256:
        return _contradicted(WitnessFailure.PREFIX_DIFFERS,
                             f"witness {who} saw the first {s.lines:,} lines of {s.book} "
                             f"{seen} hash to {s.prefix_sha256}; in this bundle they hash to "
                             f"{prefix.sha256}: a line up to line {s.lines:,} was changed "
                             "(its link at that line is the same).")
    held = next((x for x in seals if x.list == s.list), None)
    if held is not None and held.sha256 != s.list_sha256:
        return _contradicted(WitnessFailure.LIST_DIFFERS,
                             f"witness {who} saw the stamped list {s.list} {seen} with "
                             f"SHA-256 {s.list_sha256}; this bundle's has {held.sha256}.")
    return (Status.PASS, f"witness {who} saw {s.lines:,} lines {seen}; the book extends them.",
            None)


def _contradicted(failure: WitnessFailure, sentence: str
                  ) -> tuple[Status, str, WitnessFailure]:
    return Status.FAIL, sentence, failure


def _step(status: Status, detail: str, evidence: dict[str, Any],
          applies: bool = True) -> StepResult:
    return StepResult(CHECK_ID, TITLE, status, detail, evidence, applies=applies)
