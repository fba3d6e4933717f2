"""The rows of the seals table as plain data (no Qt): one row per stamped list.

Anchor columns read the seal's typed anchor results (``ots``, ``tokens``, ``rekor``) and
say "not checked" when there are none. A missing check is never shown as a pass.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from verifier_app.core.anchor_results import AnchorResult, ProofKind
from verifier_app.core.messages import Message
from verifier_app.core.results import CoverResult, SealResult, Status
from verifier_app.engine.paper_check import seal_overall
from verifier_app.engine.walk import WalkReport
from verifier_app.gui.config import window_locale
from verifier_app.gui.marks import word
from verifier_app.gui.messages import engine_text, tr

ALL_DAYS = "All days"


@dataclass
class Cell:
    status: Status
    text: str
    source: AnchorResult | None = None  # the anchor check whose sentence is the tooltip
    notes: tuple[Message, ...] = ()  # further checks that failed on this seal

    @property
    def tip(self) -> str:
        """The anchor check's own sentence, written when asked for: a season's table has
        thousands of cells and few are ever hovered."""
        said = [self.source.said(engine_text)] if self.source is not None else []
        return "\n".join(said + [n.render(engine_text) for n in self.notes])


@dataclass
class SealRow:
    seal: SealResult
    cover: CoverResult | None
    new_from: int  # first book line this seal adds over the seals before it
    prefix: Cell
    chain: Cell
    bitcoin: Cell
    tsas: dict[str, Cell] = field(default_factory=dict)
    rekor: Cell = field(default_factory=lambda: Cell(Status.NOT_CHECKED,
                                                     word(Status.NOT_CHECKED)))
    overall: Cell = field(default_factory=lambda: Cell(Status.NOT_CHECKED, tr("INCOMPLETE")))

    @property
    def lines(self) -> int:
        return self.cover.lines if self.cover else 0


def days(report: WalkReport) -> list[str]:
    return sorted({s.day for s in report.seals if s.day})


def tsa_names(report: WalkReport) -> list[str]:
    names: set[str] = set()
    for seal in report.seals:
        names.update(t.tsa for t in seal.tokens)
        stamped = report.bundle.files.get(seal.list)
        if stamped is not None:
            names.update(report.bundle.tokens_for(stamped))
    return sorted(names)


def iter_rows(report: WalkReport, day: str = ALL_DAYS) -> Iterator[SealRow]:
    """The rows one by one, so a long table can be filled in parts."""
    names = tsa_names(report)
    seen_lines = 0
    for seal in report.seals:
        cover = _book_cover(report, seal)
        if day == ALL_DAYS or seal.day == day:
            yield _row(report, seal, cover, seen_lines + 1, names)
        if cover is not None:
            seen_lines = max(seen_lines, cover.lines)


def _row(report: WalkReport, seal: SealResult, cover: CoverResult | None, new_from: int,
         names: list[str]) -> SealRow:
    row = SealRow(seal, cover, new_from, _prefix(seal, cover), _chain(seal, cover),
                  _bitcoin(report, seal))
    row.tsas = {name: _token(report, seal, name) for name in names}
    row.rekor = _rekor(seal)
    # The engine's verdict for the seal (a matching prefix whose lines chain, plus at
    # least one checked time anchor; any failed anchor fails it), as the report shows it.
    row.overall = _overall(report, seal)
    return row


def _overall(report: WalkReport, seal: SealResult) -> Cell:
    """The seal's own status, and every further check that failed on it (the paper's
    printed values of its list): the row shows FAIL and names them, never WARNING alone."""
    status, found = seal_overall(report.paper, seal)
    text = tr("INCOMPLETE") if status == Status.NOT_CHECKED else word(status)
    if found:
        text = tr("{status}: the paper's cross-check").format(status=text)
    return Cell(status, text, notes=tuple(found))


def _book_cover(report: WalkReport, seal: SealResult) -> CoverResult | None:
    book = report.book.result.path if report.book else None
    if book is not None:
        match = next((c for c in seal.covers if c.file == book), None)
        if match is not None:
            return match
    return next((c for c in seal.covers if "asks" not in c.book), None)


def _prefix(seal: SealResult, cover: CoverResult | None) -> Cell:
    if cover is None:
        return Cell(Status.FAIL if seal.status == Status.FAIL else Status.NOT_CHECKED,
                    seal.said_problem(engine_text) or tr("no book named"))
    if cover.status == Status.PASS:
        return Cell(Status.PASS, tr("%Ln line(s), match", None, cover.lines))
    if cover.status == Status.FAIL:
        return Cell(Status.FAIL, tr("%Ln line(s), DO NOT MATCH", None, cover.lines))
    return Cell(Status.NOT_CHECKED, tr("%Ln line(s), book not provided", None, cover.lines))


def _chain(seal: SealResult, cover: CoverResult | None) -> Cell:
    """The chain over the lines the seal covers, as the engine decided it (``seal.chain``):
    the table never decides it a second time."""
    if cover is None or cover.file is None:
        return Cell(Status.NOT_CHECKED, tr("NOT CHECKED (no book)"))
    if seal.chain == Status.FAIL:
        return Cell(Status.FAIL, tr("broken at line {n}").format(n=seal.chain_broken_at))
    if seal.chain == Status.PASS:
        return Cell(Status.PASS, tr("ok, lines 1–{n}").format(n=cover.lines))
    # No claim of the seal matched the book (a changed line, a book cut short): the
    # lines it covers are not in this book, so their chain was not checked.
    return Cell(Status.NOT_CHECKED, tr("NOT CHECKED (prefix does not match)"))


def _bitcoin(report: WalkReport, seal: SealResult) -> Cell:
    ots = seal.ots
    if ots is not None:
        # The proof's kind (bitcoin, pending) is not its verdict: the status is.
        parts = [word(ots.status)]
        if ots.height is not None:
            # Grouped as the tooltip's engine sentence groups it: "Block 972.181" in German.
            parts.append(tr("block {height}").format(height=window_locale().toString(ots.height)))
        if ots.header_time:
            parts.append(str(ots.header_time))
        if ots.low_work:
            parts.append(tr("not Bitcoin's main chain"))
        if ots.kind == ProofKind.PENDING:
            parts[0] = tr("{status} (pending)").format(status=word(ots.status))
        if ots.upgraded is not None:  # completed from its calendar, never from the bundle
            # The calendar's host here; its whole address is in the proof's sentence.
            parts.append(tr("upgraded from calendar {calendar} at {time}").format(
                calendar=urlsplit(ots.upgraded.calendar).netloc or ots.upgraded.calendar,
                time=ots.upgraded.time.replace("T", " ").replace("Z", " UTC")))
        return Cell(ots.status, ", ".join(parts), ots)
    stamped = report.bundle.files.get(seal.list)
    has_proof = stamped is not None and report.bundle.ots_for(stamped) is not None
    return Cell(Status.NOT_CHECKED,
                tr("NOT CHECKED (proof present)") if has_proof else tr("NOT CHECKED (no proof)"))


def _token(report: WalkReport, seal: SealResult, name: str) -> Cell:
    token = next((t for t in seal.tokens if t.tsa == name), None)
    if token is not None:
        parts = [word(token.status)]
        if token.gen_time_text:
            parts.append(token.gen_time_text)
        if token.before_open is True:
            parts.append(tr("before the open"))
        elif token.before_open is False:
            parts.append(tr("AFTER the open"))
        return Cell(token.status, ", ".join(parts), token)
    stamped = report.bundle.files.get(seal.list)
    present = stamped is not None and name in report.bundle.tokens_for(stamped)
    return Cell(Status.NOT_CHECKED,
                tr("NOT CHECKED (token present)") if present else tr("NOT CHECKED (no token)"))


def _rekor(seal: SealResult) -> Cell:
    rekor = seal.rekor
    if rekor is None:
        return Cell(Status.NOT_CHECKED, word(Status.NOT_CHECKED))
    text = word(rekor.status)
    logged = rekor.signed_time_utc  # an unsigned log time is never shown as the log's
    if logged is not None:
        text += ", " + tr("logged {time}").format(time=logged)
    return Cell(rekor.status, text, rekor)
