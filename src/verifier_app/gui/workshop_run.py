"""The workshop's work, without Qt: change a copy of the bundle, walk it, find the change.

The copy lives in a fresh temporary folder; the original bundle is never written to.
The book is placed where the workshop changes expect it (``api/v1/council-book.jsonl``),
so a bundle of loose files works too.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from verifier_app.core import book_lines
from verifier_app.core.bundle import Bundle
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.errors import UserFacingError
from verifier_app.core.line_rules import REASONS
from verifier_app.core.results import Status
from verifier_app.demo.tamper import BOOK, apply_tamper
from verifier_app.engine.walk import WalkOptions, WalkReport, walk
from verifier_app.gui.messages import tr
from verifier_app.witness.check import WitnessFolder


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # the name lupdate reads
    """Marks a text for translation without Qt here; the view shows ``messages.text`` of it."""
    return source


TAMPER_CHOICES = {
    "flip": QT_TRANSLATE_NOOP("messages", "Change one probability in one answer by one point"),
    "reorder": QT_TRANSLATE_NOOP("messages", "Swap two neighbouring answer lines"),
    "crlf": QT_TRANSLATE_NOOP("messages", "Rewrite every line ending to Windows style (CRLF), "
                                          "as a careless copy does"),
    "bom": QT_TRANSLATE_NOOP("messages",
                             "Add an invisible byte-order mark before the first line"),
    "truncate": QT_TRANSLATE_NOOP("messages",
                                  "Cut the book off in the middle of a line near its end"),
    "ots-byte": QT_TRANSLATE_NOOP("messages", "Change one byte of a Bitcoin proof (.ots)"),
    "header": QT_TRANSLATE_NOOP("messages",
                                "Replace a Bitcoin block header with another block's"),
    "token-digest": QT_TRANSLATE_NOOP("messages",
                                      "Replace a time-stamp token with one over another file"),
    "late-token": QT_TRANSLATE_NOOP("messages", "Re-sign a time-stamp two hours after the "
                                                "time its list claims"),
    "log-hash": QT_TRANSLATE_NOOP("messages",
                                  "Replace a saved log entry with the entry of another list"),
    "close": QT_TRANSLATE_NOOP("messages", "Move one published close in the forecasts file "
                                           "by 0.01 (the outcome stays)"),
    "trade-price": QT_TRANSLATE_NOOP("messages", "Raise one published trade's price in the "
                                                 "portfolio league by 1%"),
}
# Changes made to the portfolio league's files (not the forecasts file).
PORTFOLIO_CHANGES = ("trade-price",)
# Changes made beside the book (the forecasts file, the portfolio files), and what catches
# them.
BEYOND_THE_SEALS = {
    "close": QT_TRANSLATE_NOOP(
        "messages",
        "The seals cover the book, not the forecasts file: the book's score line holds the "
        "close, so the check of the forecasts file against the book names the row, and "
        "every statistic uses the sealed close. Whether the sealed prices themselves are "
        "right, only a price source you trust can say: Statistics tab, page 8."),
    "trade-price": QT_TRANSLATE_NOOP(
        "messages",
        "The seals cover the book, not the portfolio files: the app recounts every account "
        "from the published trades and prices (step 7b), and the account whose trade was "
        "changed no longer adds up to its published value. Whether the published trades are "
        "the ones the league made, the seals cannot say."),
}


@dataclass
class WorkshopResult:
    kind: str
    changed: str  # the tamper's own sentence: what was changed
    report: WalkReport
    folder: Path
    line: int | None  # first book line whose bytes differ
    before: bytes | None
    after: bytes | None

    def cleanup(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)


def copy_bundle(bundle: Bundle, dest: Path) -> None:
    """Write every file of ``bundle`` under ``dest``, byte for byte (the book at ``BOOK``)."""
    if bundle.book is None:
        raise UserFacingError(tr("The workshop needs a bundle with a book to change."))
    for relpath, bundle_file in bundle.files.items():
        target = dest / (BOOK.as_posix() if bundle_file is bundle.book else relpath)
        target.parent.mkdir(parents=True, exist_ok=True)
        with bundle_file.open() as source, open(target, "wb") as sink:
            shutil.copyfileobj(source, sink)


def run_workshop(bundle: Bundle, kind: str,
                 progress: Callable[[float, str], None] | None = None,
                 witnesses: WitnessFolder | None = None) -> WorkshopResult:
    """``witnesses``: statements of the original, checked against the changed copy."""
    folder = Path(tempfile.mkdtemp(prefix="verifier-workshop-"))
    try:
        copy_bundle(bundle, folder)
        try:
            changed = apply_tamper(folder, kind)
        except (IndexError, KeyError, FileNotFoundError, ValueError, StopIteration):
            raise UserFacingError(tr(
                "This bundle has no file this change can be made to (it needs proofs, "
                "tokens or saved log entries like the demonstration's). Try it on the "
                "demonstration bundle.")) from None
        copy = open_bundle([folder])
        copy.label = tr("{label} (workshop copy: {kind})").format(label=bundle.label, kind=kind)
        report = walk(copy, WalkOptions(progress=progress, witnesses=witnesses))
        line = before = after = None
        if bundle.book is not None and copy.book is not None:
            line = book_lines.first_difference(bundle.book, copy.book)
        if line is not None:
            before = book_lines.read_line(bundle.book, line)  # type: ignore[arg-type]
            after = book_lines.read_line(copy.book, line)  # type: ignore[arg-type]
    except BaseException:
        shutil.rmtree(folder, ignore_errors=True)
        raise
    return WorkshopResult(kind, changed, report, folder, line, before, after)


def what_broke(report: WalkReport, say: Callable[[str], str] = str,
               engine: Callable[[str], str] | None = None) -> list[str]:
    """Sentences naming each failed step, and the first broken line with its rule.

    ``say`` puts each sentence's template (and a step's title) in the reader's language,
    ``engine`` the steps' own sentences (engine message templates).
    """
    failed = say(QT_TRANSLATE_NOOP("messages", "{title} FAILED: {detail}"))
    # A step in parts (7a, 7b) names the part that failed, not the joined sentence.
    failed_steps = [p for s in report.steps if s.status == Status.FAIL
                    for p in (s.parts or (s,)) if p.status == Status.FAIL]
    out = [say(QT_TRANSLATE_NOOP("messages", "Step {number} ({title}) FAILED: {detail}")).format(
        number=s.id.removeprefix("step"), title=say(s.title), detail=s.said(engine))
        for s in failed_steps]
    out += [failed.format(title=say(c.title), detail=c.said(engine)) for c in report.checks
            if c.id == "witness" and c.status == Status.FAIL]
    book = report.book.result if report.book else None
    if book is not None and book.first_bad_line is not None and book.rule:
        out.append(say(QT_TRANSLATE_NOOP(
            "messages", "First broken line of the book: line {line}; rule '{rule}': "
            "{reason}.")).format(line=book.first_bad_line, rule=book.rule,
                                  reason=REASONS.get(book.rule, book.problem or "")))
    if not out:
        out.append(say(QT_TRANSLATE_NOOP("messages",
                                         "No step failed: this change was not detected.")))
    return out
