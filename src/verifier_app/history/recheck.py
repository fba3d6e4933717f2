"""Re-check a bundle from where the reader left off (issue 29, item 3).

The reader's latest entry for the bundle's source (signed with their key, ``history.store``)
says which head they verified and which seals they saw. The re-check:

1. hashes the first N lines again and compares them with the head (``check_prefix``'s rule:
   the first N lines hash to the recorded value and line N's link matches; Appendix B
   step 3). A difference is a FAIL naming the first changed line, read from the copy the
   history kept; the new book is kept beside it;
2. walks only the lines after it: every new line's seal and link, the first one's ``prev``
   against the recorded link (step 4, ``history.tail``);
3. checks only the seals the entry does not name as verified (below): their lists' claims
   against the book (step 3) and their anchors (steps 6, 9, 10), as the full walk does;
4. recomputes the statistics (step 7) over the lines now verified: the recorded head, and
   what the new seals cover. The book's index of the recorded head is the one kept at the
   previous re-check (``history.kept_index``, signed and bound to the head), so only the
   new lines of the book are read; step 7a recounts only the runs the new lines touch and
   takes the others as the previous re-check counted them (``stats.run_parts``, kept by
   ``history.kept_parts``) where those parts stand for the forecasts file now, else reads
   it whole; the published figures are read whole.

The seals the entry names as verified (pass, or pass with a warning) are not checked again:
the reader checked them, and a stamped list never changes (its SHA-256 is what the entry
names). One the entry names as failed or not checked is checked again with the new ones,
so a failure the reader saw is never forgotten as "unchanged". Nothing here is a pass the
reader did not see: a damaged or foreign history is named and the re-check is not done
(``NOT_CHECKED``); the caller then walks the bundle in full.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from verifier_app.anchors.anchor_options import AnchorOptions
from verifier_app.core.bundle import Bundle
from verifier_app.core.bundle_open import DOWNLOAD_RECORD
from verifier_app.core.chain import ChainScan, scan_chain
from verifier_app.core.declarations import Declarations, read_declarations
from verifier_app.core.errors import UserFacingError
from verifier_app.core.messages import Grouped, Message, sentences
from verifier_app.core.process_pool import ProcessPool
from verifier_app.core.results import SealResult, Status, StepResult
from verifier_app.core.status import combine
from verifier_app.engine.asks import AskIndex
from verifier_app.engine.commitments import CommitmentIndex
from verifier_app.engine.properties import LineIndex
from verifier_app.engine.seals import checkpoints_for, hash_seals
from verifier_app.engine.verified_lines import VerifiedLines
from verifier_app.engine.walk import (
    ChainsScanned,
    ListsRead,
    WalkOptions,
    check_anchor_phase,
    conclude_seals,
    join_anchors,
    recount,
)
from verifier_app.history.kept_index import keep_index, load_index
from verifier_app.history.prefix import (
    PrefixCheck,
    PrefixStatus,
    RecordedHead,
    conclude,
    open_book,
    read_head,
    unreadable,
)
from verifier_app.history.record import SealSeen, seal_seen
from verifier_app.history.source import bundle_source
from verifier_app.history.step7_ahead import Ahead, start_ahead
from verifier_app.history.store import (
    Damaged,
    Entry,
    keep_rewrite,
    latest_entry,
    not_written,
    record_head,
)
from verifier_app.history.tail import TailScan, scan_tail
from verifier_app.stats.book import BookIndex, BookRecord, numbered_records, runs_named
from verifier_app.stats.book_state import kept_text
from verifier_app.stats.step7 import Recounted, step_by_run

if TYPE_CHECKING:
    from verifier_app.stats.run_parts import BookFacts, ByRun, SeasonParts

VERIFIED = (Status.PASS, Status.WARN)  # a seal the reader's entry names as verified


@dataclass(frozen=True)
class Recheck:
    """What the re-check found. ``done`` false: there was no usable entry to start from
    (``message`` says why), and the bundle is to be walked in full."""

    status: Status
    message: Message
    source: str | None = None
    entry: Entry | None = None  # the entry it started from
    prefix: PrefixCheck | None = None
    lines_before: int = 0  # N: the recorded head
    lines_now: int = 0  # M: the book's complete lines now
    lines_scanned: int = 0  # lines whose seal and link were recomputed (N+1..M)
    first_bad_line: int | None = None  # the first new line that breaks the chain
    rule: str | None = None  # the rule it breaks
    changed_lists: tuple[Message, ...] = ()  # a stamped list you checked, now other bytes
    new_seals: tuple[SealResult, ...] = ()
    known_seals: int = 0  # seals the entry named, found again unchanged
    verified_through: int = 0
    statistics: StepResult | None = None  # step 7 over the lines verified now
    kept: tuple[str, ...] = ()  # on a rewrite: the earlier copy and the new one
    damaged: tuple[Damaged, ...] = ()
    recorded: Entry | None = None  # the new entry written
    notes: tuple[Message, ...] = field(default_factory=tuple)
    # What step 7 reads when it is recomputed later (``statistics_for``); not in the JSON.
    bundle: Bundle | None = field(default=None, compare=False, repr=False)
    book_scan: ChainScan | None = field(default=None, compare=False, repr=False)
    asks_scan: ChainScan | None = field(default=None, compare=False, repr=False)

    @property
    def done(self) -> bool:
        return self.entry is not None and self.prefix is not None

    def to_json(self) -> dict[str, Any]:
        entry = self.entry.record if self.entry else None
        return {
            "done": self.done, "status": self.status.value, "detail": self.message.render(),
            "message": self.message.to_json(), "source": self.source,
            "checked_before": entry.statement.time if entry else None,
            "prefix": self.prefix.status.value if self.prefix else None,
            "first_changed_line": self.prefix.first_changed_line if self.prefix else None,
            "lines_before": self.lines_before, "lines_now": self.lines_now,
            "lines_scanned": self.lines_scanned, "first_bad_line": self.first_bad_line,
            "known_seals": self.known_seals,
            "new_seals": [s.to_json() for s in self.new_seals],
            "verified_through": self.verified_through,
            "statistics": self.statistics.to_json() if self.statistics else None,
            "kept": list(self.kept),
            "damaged_history": [d.message.render() for d in self.damaged],
            "recorded": self.recorded.name if self.recorded else None,
            "notes": [n.render() for n in self.notes],
            "changed_lists": [m.render() for m in self.changed_lists],
        }


def recheck(bundle: Bundle, anchors: AnchorOptions, *, statistics: bool = True,
            record: bool = True, now: datetime | None = None,
            pool: ProcessPool | None = None) -> Recheck:
    """Re-check ``bundle`` from the reader's latest entry for its source; step 7b in a
    worker of ``pool`` where one is given (``with_statistics``)."""
    source = bundle_source(bundle)
    if bundle.book is None and DOWNLOAD_RECORD in bundle.files:
        # a download record, but no book that can be read: not "no known source"
        return Recheck(Status.NOT_CHECKED, Message.of("history.no_book"), source)
    if source is None or bundle.book is None:
        return Recheck(Status.NOT_CHECKED, Message.of("history.no_source"), source)
    entry, damaged = latest_entry(source)  # newest first: the entries it passed are named
    if entry is None:
        return Recheck(Status.NOT_CHECKED, Message.of("history.no_entry", source=source),
                       source, damaged=damaged)
    # what step 7 reads that the seals do not decide: started first, it runs beside them
    ahead = start_ahead(bundle, source, entry, pool) if statistics else None
    found = _from_entry(bundle, anchors, source, entry)
    found = replace(found, damaged=damaged)
    if record and found.status is not Status.FAIL:  # the head verified, whatever step 7 says
        try:
            found = replace(found, recorded=_record(bundle, found, now))
        except (OSError, ValueError, UserFacingError) as error:  # a full disk, a bad key
            found = replace(found, notes=(*found.notes, not_written(error)))
    return with_statistics(found, pool, ahead) if statistics else found


def _from_entry(bundle: Bundle, anchors: AnchorOptions, source: str, entry: Entry) -> Recheck:
    book = bundle.book
    assert book is not None
    head = entry.record.head
    # Only a seal the reader's check verified is taken as known: one that failed or was not
    # checked is checked again, so neither is ever left out of the re-check's verdict.
    # Every stamped file is hashed again; only the others' claims are read.
    known = frozenset(settled_seals(entry))
    hashed = hash_seals(bundle, known)
    new = tuple((s.read[0], tuple(s.read[1])) for s in hashed if s.read is not None)
    named = {s.list: s.sha256 for s in entry.record.seals}
    changed = tuple(Message.of("history.list_changed", list=s.relpath, was=named[s.relpath],
                               now=s.sha256)
                    for s in hashed if s.relpath in named and named[s.relpath] != s.sha256)
    wanted = checkpoints_for(bundle, [c for _, claims in new for c in claims], book)
    base = Recheck(Status.NOT_CHECKED, Message.of("history.no_source"), source, entry,
                   lines_before=head.lines, changed_lists=changed,
                   known_seals=sum(1 for s in hashed if s.sha256 in known))
    try:
        with open_book(book) as stream:
            read = read_head(stream, head, frozenset(n for n in wanted if n <= head.lines))
            prefix = conclude(read, head, entry.kept_copy, book)
            if not prefix.extends:
                return _rewritten(base, prefix, bundle, source, entry)
            tail = scan_tail(stream, read, head, book.relpath, book.size, wanted)
    except (UserFacingError, OSError) as error:
        return replace(base, status=Status.FAIL, prefix=unreadable(head, error),
                       message=unreadable(head, error).message)
    return _walk_new(bundle, anchors, base, prefix, tail, new)


def settled_seals(entry: Entry) -> set[str]:
    """The list SHA-256s of the seals the entry records as verified (pass, or pass with a
    warning): the others are checked again."""
    return {s.sha256 for s in entry.record.seals if s.status in VERIFIED}


def _rewritten(base: Recheck, prefix: PrefixCheck, bundle: Bundle, source: str,
               entry: Entry) -> Recheck:
    if prefix.status is PrefixStatus.UNREADABLE:
        return replace(base, status=Status.FAIL, prefix=prefix, message=prefix.message)
    assert bundle.book is not None
    try:
        kept_new = str(keep_rewrite(source, bundle.book))
    except (OSError, UserFacingError):  # the disk is full: the FAIL stands, said without it
        kept_new = "-"
    # The kept copy is named only if it still hashes to the signed head (the prefix check
    # used it): a changed or damaged file is not the copy the reader checked.
    earlier = str(entry.kept_copy) if prefix.earlier_copy_used else "-"
    said = _rewrite_said(prefix.message, entry.record.statement.time, earlier, kept_new)
    kept = tuple(p for p in (earlier, kept_new) if p != "-")
    return replace(base, status=Status.FAIL, prefix=prefix, message=said, kept=kept)


def _rewrite_said(found: Message, time: str, earlier: str, new: str) -> Message:
    """'HISTORY REWRITTEN …', and where each copy is kept ("-": none to name)."""
    if earlier != "-" and new != "-":
        return Message.of("history.rewrite_kept", found=found, time=time, earlier=earlier,
                          new=new)
    parts = [Message.of("history.rewrite_found", found=found, time=time)]
    if earlier != "-":
        parts.append(Message.of("history.rewrite_kept_earlier", earlier=earlier))
    if new != "-":
        parts.append(Message.of("history.rewrite_kept_new", new=new))
    return sentences(parts)


def _walk_new(bundle: Bundle, anchors: AnchorOptions, base: Recheck, prefix: PrefixCheck,
              tail: TailScan, new: tuple[Any, ...]) -> Recheck:
    book = bundle.book
    assert book is not None
    scans: dict[str, ChainScan] = {book.relpath: tail.scan}
    asks_scan = _asks_scan(bundle, ListsRead(new))
    if asks_scan is not None and bundle.asks_chain is not None:
        scans[bundle.asks_chain.relpath] = asks_scan
    chains = ChainsScanned(scans, tail.scan, asks_scan, AskIndex(), LineIndex(),
                           CommitmentIndex())
    concluded = conclude_seals(bundle, ListsRead(new), chains)
    # The log's checks over the whole season are a full walk's: the re-check reports the
    # new seals only, and those checks read every entry the league's key ever signed.
    checked = check_anchor_phase(bundle, concluded.seals, WalkOptions(anchors=anchors),
                                 season_checks=False)
    seals = join_anchors(concluded, checked).seals
    first_bad = tail.scan.result.first_bad_line
    sealed = max([base.lines_before, *(c.lines for s in seals if s.status in
                                         (Status.PASS, Status.WARN) for c in s.covers
                                         if c.file == book.relpath and c.status is Status.PASS)])
    through = min(sealed, first_bad - 1) if first_bad else sealed
    found = replace(base, prefix=prefix, lines_now=tail.scan.result.lines,
                    lines_scanned=tail.lines_scanned, new_seals=seals, bundle=bundle,
                    book_scan=tail.scan, asks_scan=asks_scan,
                    verified_through=through, first_bad_line=first_bad,
                    rule=tail.scan.result.rule)
    return replace(found, status=_status(found), message=_sentence(found))


def _asks_scan(bundle: Bundle, lists: ListsRead) -> ChainScan | None:
    """The ask chain is short: scanned whole, at the new seals' claims on it."""
    chain = bundle.asks_chain
    if chain is None:
        return None
    return scan_chain(chain, checkpoints_for(bundle, lists.claims, chain))


def statistics_for(found: Recheck) -> StepResult | None:
    """Step 7 over the lines verified now (``with_statistics``)."""
    return with_statistics(found).statistics


def with_statistics(found: Recheck, pool: ProcessPool | None = None,
                    ahead: Ahead | None = None) -> Recheck:
    """``found`` with step 7 over the lines verified now (the recorded head and what the
    new seals cover), and a note when the kept index of the head was not used. Step 7 is
    part of the re-check, so its status joins the re-check's: a recount that fails fails the
    re-check, one not done leaves it not checked (never a pass).

    The book's index comes from the index kept at the previous re-check plus the new lines
    (``history.kept_index``: the same fold as reading the whole book), so the book is read
    only past the recorded head; step 7a is recounted by run where it can be (``_step7``).
    What step 7 reads that the seals do not decide is started first (``step7_ahead``;
    ``ahead``: as ``recheck`` started it), step 7b in a worker of ``pool`` where one is
    given."""
    bundle, scan, asks = found.bundle, found.book_scan, found.asks_scan
    if bundle is None or scan is None or found.entry is None or found.source is None or \
            found.prefix is None or not found.prefix.extends:
        return found
    if ahead is None:
        ahead = start_ahead(bundle, found.source, found.entry, pool)
    index, notes, new_runs = _book_index(found)
    verified = VerifiedLines(scan, found.verified_through, scan.result.first_bad_line)
    declarations = read_declarations(bundle.asks_chain,
                                     asks.result.first_bad_line if asks else None)
    step, said = _step7(found, index, verified, declarations, new_runs, ahead)
    return replace(found, statistics=step, status=combine([found.status, step.status]),
                   notes=(*found.notes, *notes, *said))


def _step7(found: Recheck, index: BookIndex, verified: VerifiedLines,
           declarations: Declarations, new_runs: set[str],
           ahead: Ahead) -> tuple[StepResult, tuple[Message, ...]]:
    """Step 7 by run from the parts kept at the reader's check (``history.kept_parts``)
    where they stand for the forecasts file now; else over the whole file. Either way the
    parts of the head verified now are kept for the next re-check. ``new_runs``: the runs
    the lines after the recorded head name; ``ahead``: the kept parts and step 7b."""
    # Imported here: they read with pandas, which a re-check without step 7 never loads.
    from verifier_app.history.kept_parts import keep_parts
    from verifier_app.stats.run_parts import BookFacts

    assert found.bundle is not None and found.entry is not None and found.source is not None
    bundle, head = found.bundle, found.entry.record.head
    target = _new_head(found)
    facts = BookFacts.of(index, lru_cache(maxsize=None)(verified.line_status), declarations)
    parts, why = ahead.parts, ahead.why
    by_run = _by_run(bundle, parts, facts, declarations, new_runs, target, ahead) if parts \
        and parts.book_lines == head.lines else None
    if by_run is not None:
        if target is not None:
            keep_parts(found.source, target, by_run.parts)
        step = step_by_run(bundle, by_run, ahead.accounts())
        _keep_accounts(found.source, target, bundle, step)
        return step, (Message.of(
            "kept_parts.used", count=by_run.recounted, time=found.entry.record.statement.time),)
    recounted = recount(bundle, verified, index, declarations, ahead.accounts)
    if recounted.prepared is not None and recounted.figures is not None and \
            target is not None:
        _keep_whole(found.source, target, bundle, recounted, facts, declarations)
    _keep_accounts(found.source, target, bundle, recounted.step)
    return recounted.step, (Message.of("kept_parts.unused", why=why),) if why else ()


def _keep_accounts(url: str, target: RecordedHead | None, bundle: Bundle,
                   step: StepResult) -> None:
    """Step 7's 7b part, for the next re-check of the same portfolio files: recounted now,
    or the one kept at the reader's check (the files are then the bytes it was made from)."""
    from verifier_app.history.kept_accounts import keep_accounts

    accounts = step.parts[1] if len(step.parts) == 2 else None
    if target is not None and accounts is not None and accounts.id == "step7b":
        keep_accounts(url, target, bundle, accounts)


def _by_run(bundle: Bundle, parts: SeasonParts, facts: BookFacts,
            declarations: Declarations, new_runs: set[str], target: RecordedHead | None,
            ahead: Ahead) -> ByRun | None:
    from verifier_app.stats.run_parts import recount_by_run

    source = bundle.first_named("council-forecasts.csv")
    if source is None or target is None or bundle.first_named("council-stats.json") is None:
        return None
    return recount_by_run(source, parts, facts, declarations, new_runs, target.lines,
                          ahead.grown)


def _keep_whole(url: str, target: RecordedHead, bundle: Bundle, recounted: Recounted,
                facts: BookFacts, declarations: Declarations) -> None:
    """The parts of a step 7a that read the whole file, kept for the next re-check."""
    from verifier_app.history.kept_parts import keep_parts
    from verifier_app.stats.run_parts import parts_of_file

    source = bundle.first_named("council-forecasts.csv")
    if source is None or source.oversized:
        return
    try:
        with source.open() as stream:
            data = stream.read()
    except OSError:
        return
    assert recounted.prepared is not None and recounted.figures is not None
    parts = parts_of_file(recounted.prepared.frame, data, facts, declarations, target.lines,
                          recounted.figures.counts)
    if parts is not None:
        keep_parts(url, target, parts)


def _new_head(found: Recheck) -> RecordedHead | None:
    """The head the new entry records: the lines verified now (else the recorded one)."""
    assert found.entry is not None and found.book_scan is not None
    head = found.entry.record.head
    if found.verified_through <= head.lines:
        return head
    prefix = found.book_scan.prefixes.get(found.verified_through)
    if prefix is None or prefix.last_link is None:
        return None
    return RecordedHead(head.book, prefix.lines, prefix.sha256, prefix.last_link)


def _book_index(found: Recheck) -> tuple[BookIndex, tuple[Message, ...], set[str]]:
    """The whole book's index: the recorded head's as kept (else read), then the lines
    after it; on the way, the index of the head verified now is kept for the next time
    (the kept text with a part for the lines after it, ``stats.book_state``). With it, the
    runs the lines after the recorded head name."""
    assert found.entry is not None and found.source is not None and found.bundle is not None
    assert found.prefix is not None
    book = found.bundle.book
    assert book is not None
    head = found.entry.record.head
    loaded = load_index(found.source, head)
    kept = loaded.book
    index = kept.index if kept is not None else BookIndex()
    # the prefix check has just read lines 1..N: the book is read on from where it stopped
    after, begins = (head.lines, found.prefix.offset) if kept is not None else (0, None)
    target = _head_to_keep(found, kept is not None)
    taken: list[BookRecord] = []  # the records of the lines after ``after`` up to target
    new: list[BookRecord] = []
    for n, record in numbered_records(book, after, begins):
        index.add(record)
        if target is not None and n <= target.lines:
            taken.append(record)
        if n > head.lines:
            new.append(record)
    if target is not None:
        keep_index(found.source, target, kept_text(taken, target.lines, kept))
    return index, (loaded.problem,) if loaded.problem is not None else (), runs_named(new)


def _head_to_keep(found: Recheck, have_recorded: bool) -> RecordedHead | None:
    """The head whose index is kept now: the one the new entry records (the lines verified
    now), or the recorded one when its index was not kept; None when it already is."""
    assert found.entry is not None
    if found.verified_through <= found.entry.record.head.lines and have_recorded:
        return None
    return _new_head(found)


def _status(found: Recheck) -> Status:
    if found.prefix is None or not found.prefix.extends or found.first_bad_line is not None \
            or found.changed_lists:
        return Status.FAIL
    return combine([Status.PASS, *(s.status for s in found.new_seals)])


def _sentence(found: Recheck) -> Message:
    entry = found.entry
    assert entry is not None
    time = entry.record.statement.time
    before = Grouped(found.lines_before)
    recorded = {s.sha256 for s in entry.record.seals}
    again = sum(1 for s in found.new_seals if s.sha256 in recorded)
    fresh = len(found.new_seals) - again
    if found.lines_now == found.lines_before:
        said = Message.of("history.unchanged_nothing_new", time=time, lines=before,
                          seals=fresh)
    else:
        said = Message.of("history.unchanged", time=time, lines=before,
                          first=Grouped(found.lines_before + 1), last=Grouped(found.lines_now),
                          seals=fresh)
    if again:
        said = sentences([said, Message.of("history.checked_again", count=Grouped(again))])
    if found.first_bad_line is not None:
        said = sentences([said, Message.of(
            "history.new_line_breaks", line=Grouped(found.first_bad_line),
            rule=Message.of(f"rule.{found.rule}") if found.rule else "?")])
    failed = [_seal_problem(s) for s in found.new_seals if s.status is Status.FAIL]
    problems = [problem for problem in failed if problem is not None]
    # What the re-check leaves to a full walk is said beside its status, so a re-check's
    # PASS is never read as the league's verdict.
    return sentences([said, *found.changed_lists[:1], *problems[:1],
                      Message.of("history.not_redone")])


def _seal_problem(seal: SealResult) -> Message | None:
    """Why a seal failed: its own problem, else its first failed anchor's (a proof that
    does not lead to its block, a token over another list), so a FAIL is never unexplained."""
    if seal.problem_message or seal.problem:
        return seal.problem_message or Message.of("join.text", text=seal.problem)
    anchor = next((a for a in seal.anchors() if a.status is Status.FAIL), None)
    if anchor is None:
        return None
    return anchor.message or Message.of("join.text", text=anchor.detail)


def _record(bundle: Bundle, found: Recheck, now: datetime | None) -> Entry | None:
    """A new entry: the longest verified head now, and every seal seen (the known ones as
    the earlier entry has them)."""
    entry, book = found.entry, bundle.book
    if entry is None or book is None:
        return None
    new_hashes = {s.sha256 for s in found.new_seals}
    seals: list[SealSeen] = [s for s in entry.record.seals if s.sha256 not in new_hashes]
    seals += [seal_seen(s, book.relpath) for s in found.new_seals]
    return record_head(entry.record.source, book, entry.record, found.new_seals, seals, now)
