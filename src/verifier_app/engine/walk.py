"""The walk: the ten steps of the paper's Appendix B over one bundle, as named phases.

Each phase returns a frozen result the next ones read: read the lists, scan the chains,
conclude the seals (which book lines are verified), check the anchors, recount step 7 (the
forecasts' scores from the verified rows, the accounts from the published trades), conclude
the steps and the lines' properties, decide the verdict.
Steps whose inputs are missing are reported as not checked, never as passed. The chain scan
gathers, on its single pass, what later phases need: prefix hashes for the stamped lists,
the runs' ask hashes, the answer lines' times and the sealed model identities.

The anchors need only the stamped lists, not the book: at season size they are checked beside
the book, on a thread of this process, while it scans the book and recounts. Online that
thread waits on the network from the moment the lists are read; offline it hands the seals
to the walk's worker processes once they have checked the book's lines (the pool the
command line or the window made, ``WalkOptions.pool``). Their results then join the
concluded seals. Without a pool, offline, everything runs here in turn.
"""

from __future__ import annotations

import contextvars
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from verifier_app.anchors.anchor_options import AnchorOptions
from verifier_app.anchors.seal_parts import IN_POOL_FROM, check_in_pool
from verifier_app.core.bundle import Bundle, BundleFile
from verifier_app.core.chain import ChainScan, scan_chain
from verifier_app.core.declarations import NONE, Declarations, read_declarations
from verifier_app.core.errors import Cancelled
from verifier_app.core.messages import Grouped, Message, semicolons
from verifier_app.core.process_pool import ProcessPool
from verifier_app.core.results import SealResult, Status, StepResult
from verifier_app.core.stamped_list import ListedBook
from verifier_app.core.times import read_time
from verifier_app.engine import steps
from verifier_app.engine.asked_runs import (
    AskedIndex,
    AskedRuns,
    asked_check,
    asked_runs,
    read_protocol,
)
from verifier_app.engine.asks import AskIndex, check_asks
from verifier_app.engine.check_settings import CheckSettings
from verifier_app.engine.code import check_code
from verifier_app.engine.commitments import (
    CommitmentIndex,
    Identities,
    identity_check,
    open_commitments,
)
from verifier_app.engine.headline import decide_headline
from verifier_app.engine.p3 import SessionP3
from verifier_app.engine.p3_check import p3_check
from verifier_app.engine.paper_check import PaperRow, cross_check, paper_check
from verifier_app.engine.properties import LineIndex, Properties, conclude, p3_sessions
from verifier_app.engine.requirements import Evidence, requirements
from verifier_app.engine.sealed_before_open import P1bSummary, p1b_check, summarise
from verifier_app.engine.seals import (
    chain_over_covers,
    check_cover,
    checkpoints_for,
    read_seals,
    seal_status,
)
from verifier_app.engine.trust import trust_ladder
from verifier_app.engine.verdict import decide
from verifier_app.engine.verified_lines import VerifiedLines, verified_lines
from verifier_app.engine.walk_report import WalkReport
from verifier_app.stats.book import BookIndex, BookRecord, index_of, line_record

# From this many seals the anchors are checked beside the book (online, or by the walk's
# worker processes); below it, handing them over costs more than it saves.
SIDE_BY_SIDE_FROM = 64
# The progress bar: the book's part (scan, then recount) ends at BOOK_ENDS_AT; anchors
# checked in turn after it come before STEPS_AT, where the steps are concluded. Anchors
# checked beside the book share the bar up to BOOK_ENDS_AT with it, the book taking
# BOOK_SHARE of it: the two take about the same processor time at season size.
BOOK_ENDS_AT = 0.95
STEPS_AT = 0.97
BOOK_SHARE = 0.5
# Online, the anchors wait for servers and take most of the time: the book's part then
# ends at ONLINE_BOOK_ENDS_AT (or takes ONLINE_BOOK_SHARE beside them), so the bar moves
# while "time anchors 4 of 63" climbs instead of sitting at 95% (issue 27, item 6).
ONLINE_BOOK_ENDS_AT = 0.3
ONLINE_BOOK_SHARE = 0.2

if TYPE_CHECKING:
    from verifier_app.stats.step7 import Recounted
    from verifier_app.witness.check import WitnessFolder

__all__ = ["WalkOptions", "WalkProgress", "WalkReport", "default_anchor_options", "walk"]

WalkProgress = Callable[[float, Message], None]  # a fraction done, and what is being done


@dataclass
class WalkOptions:
    anchors: AnchorOptions | None = None  # None: defaults (public sources, or the demo's)
    progress: WalkProgress | None = None
    cancel: Callable[[], bool] | None = None
    witnesses: WitnessFolder | None = None  # statements to check beside the bundle
    # The walk's worker processes, made by the command line or the window (``with
    # process_pool() as pool``); None: the walk does everything in this process.
    pool: ProcessPool | None = None

    def report(self, fraction: float, message: Message) -> None:
        if self.progress is not None:
            self.progress(fraction, message)


# -- the phases' results ---------------------------------------------------------------------
@dataclass(frozen=True)
class ListsRead:
    """Every stamped list with its SHA-256 and the book prefixes it claims (step 2)."""

    parsed: tuple[tuple[SealResult, tuple[ListedBook, ...]], ...]

    @property
    def claims(self) -> list[ListedBook]:
        return [claim for _, claims in self.parsed for claim in claims]

    @property
    def seals(self) -> tuple[SealResult, ...]:
        return tuple(seal for seal, _ in self.parsed)


@dataclass(frozen=True)
class ChainsScanned:
    """The book's and the asks chain's scans, and what their lines told on the way."""

    scans: Mapping[str, ChainScan]
    book: ChainScan | None
    asks_chain: ChainScan | None
    asks: AskIndex
    lines: LineIndex
    identities: CommitmentIndex
    declarations: Declarations = NONE  # the rules the asks chain declares (P3)
    book_index: BookIndex | None = None  # what step 7 reads of the book, when it recounts
    asked: AskedIndex = field(default_factory=AskedIndex)  # the asks chain's ask lines


@dataclass(frozen=True)
class SealsConcluded:
    """Each seal's prefix claims and chain, and which book lines that verifies."""

    seals: tuple[SealResult, ...]
    verified: VerifiedLines


@dataclass(frozen=True)
class BookRead:
    """What this process found while the anchors were checked: the chains, the concluded
    seals and the recount."""

    chains: ChainsScanned
    concluded: SealsConcluded
    recounted: Recounted


@dataclass(frozen=True)
class AnchorsChecked:
    """Steps 6, 9 and 10, the seals with their anchors, and the log's further checks."""

    seals: tuple[SealResult, ...]
    bitcoin: StepResult
    tokens: StepResult
    log: StepResult
    log_checks: tuple[StepResult, ...] = ()


@dataclass(frozen=True)
class StepsConcluded:
    """The ten steps in order, every line's properties and the checks beside the steps."""

    steps: tuple[StepResult, ...]
    properties: Properties
    paper: tuple[PaperRow, ...]
    commitments: Identities
    checks: tuple[StepResult, ...]
    p1b: P1bSummary
    asked: AskedRuns
    sessions: Mapping[str, SessionP3]  # P3 per session day (engine.p3)



# -- the walk ---------------------------------------------------------------------------------
def walk(bundle: Bundle, options: WalkOptions | None = None) -> WalkReport:
    options = options or WalkOptions()
    lists = read_lists(bundle)
    anchor_options = options.anchors or default_anchor_options(bundle)
    online = bool(lists.seals) and not anchor_options.offline
    anchored_options = replace(options, anchors=anchor_options)
    if len(lists.seals) >= SIDE_BY_SIDE_FROM and (online or options.pool is not None):
        book, checked = _book_with_anchors_beside(bundle, lists, anchored_options, online)
    else:
        book, checked = _book_then_anchors(bundle, lists, anchored_options, online)
    anchored = join_anchors(book.concluded, checked)
    options.report(STEPS_AT, Message.of("progress.steps"))
    done = conclude_steps(bundle, book.chains, book.concluded, anchored, book.recounted,
                          options)
    report = decide_walk(bundle, book.chains, book.concluded.verified, anchored, done,
                         book.recounted)
    report = replace(report, settings=CheckSettings.of(anchor_options))
    options.report(1.0, Message.of("progress.done"))
    return report


def _book_then_anchors(bundle: Bundle, lists: ListsRead, options: WalkOptions,
                       online: bool) -> tuple[BookRead, AnchorsChecked]:
    """The book (scan and recount), then the anchors, each on its share of the bar."""
    ends = ONLINE_BOOK_ENDS_AT if online else BOOK_ENDS_AT
    scaled = None if options.progress is None else (
        lambda done, said: options.report(done * ends / BOOK_ENDS_AT, said))
    book = read_book(bundle, lists, replace(options, progress=scaled))
    checked = check_anchor_phase(bundle, lists.seals, replace(
        options, progress=None if options.progress is None else lambda done, said:
        options.report(ends + (STEPS_AT - ends) * done,
                       Message.of("progress.checking", what=said))))
    return book, checked


def _book_with_anchors_beside(bundle: Bundle, lists: ListsRead, options: WalkOptions,
                              online: bool) -> tuple[BookRead, AnchorsChecked]:
    """The anchors on a thread beside the book. Online they start at once (they wait on
    the network); offline once the pool's workers have checked the book's lines, so that
    those lines are not queued behind the seals, and the seals are checked while this
    process recounts."""
    shared = _SharedProgress(options, ONLINE_BOOK_SHARE if online else BOOK_SHARE)
    book_options = replace(options, progress=shared.book)
    beside = _AnchorsBeside(bundle, lists.seals, replace(
        options, progress=shared.anchors if options.progress else None))
    if options.pool is not None:
        options.pool.start()  # forked workers are made before this process has a thread
    if online:
        beside.start()
    try:
        chains = scan_chains(bundle, lists, book_options)
        if not online:
            beside.start()
        book = _after_the_scan(bundle, lists, chains, book_options)
    except BaseException:
        beside.stop()
        raise
    return book, beside.result()


class _AnchorsBeside(threading.Thread):
    """The anchors' phase on a thread of its own; ``result()`` gives its result or raises
    its exception, ``stop()`` ends it at its next seal (or part) and waits for it."""

    def __init__(self, bundle: Bundle, seals: tuple[SealResult, ...], options: WalkOptions):
        super().__init__(name="anchors beside the book", daemon=True)
        self._halt = threading.Event()
        cancel = options.cancel
        self._work = lambda: check_anchor_phase(bundle, seals, replace(
            options, cancel=lambda: self._halt.is_set() or bool(cancel and cancel())))
        self._context = contextvars.copy_context()  # the caller's, e.g. its network settings
        self._outcome: AnchorsChecked | None = None
        self._error: BaseException | None = None

    def run(self) -> None:
        try:
            self._outcome = self._context.run(self._work)
        except BaseException as error:  # raised where the result is taken
            self._error = error

    def stop(self) -> None:
        self._halt.set()
        if self.is_alive():
            self.join()

    def result(self) -> AnchorsChecked:
        self.join()
        if self._error is not None:
            raise self._error
        assert self._outcome is not None
        return self._outcome


class _SharedProgress:
    """One progress bar for the book and the anchors checked beside it: each part's share
    of the bar, and both parts named while both run ("Checking council-book.jsonl; time
    anchors 312 of 668")."""

    def __init__(self, options: WalkOptions, book_share: float = BOOK_SHARE):
        self._options = options
        self._share = book_share
        self._book: tuple[float, Message | None] = (0.0, None)
        self._anchors: tuple[float, Message | None] = (0.0, None)
        self._lock = threading.Lock()  # the two parts report from two threads

    def book(self, fraction: float, message: Message) -> None:
        with self._lock:
            self._book = (fraction / BOOK_ENDS_AT, message)
        self._show()

    def anchors(self, fraction: float, message: Message) -> None:
        with self._lock:
            self._anchors = (fraction, message)
        self._show()

    def _show(self) -> None:
        with self._lock:
            (book, book_said), (anchors, anchors_said) = self._book, self._anchors
        said = semicolons([m for m in (book_said, anchors_said) if m is not None])
        if not book_said:  # the anchors' first sentence came before the book's
            said = Message.of("progress.checking", what=said)
        self._options.report(
            BOOK_ENDS_AT * (self._share * book + (1 - self._share) * anchors), said)


def read_lists(bundle: Bundle) -> ListsRead:
    return ListsRead(tuple((seal, tuple(claims)) for seal, claims in read_seals(bundle)))


def read_book(bundle: Bundle, lists: ListsRead, options: WalkOptions) -> BookRead:
    """Steps 3, 4 and 7: the chains, the seals' claims on them, the recount."""
    return _after_the_scan(bundle, lists, scan_chains(bundle, lists, options), options)


def _after_the_scan(bundle: Bundle, lists: ListsRead, chains: ChainsScanned,
                    options: WalkOptions) -> BookRead:
    """Steps 3 and 7 once the chains are scanned: the seals' claims, the recount."""
    concluded = conclude_seals(bundle, lists, chains)
    options.report(BOOK_ENDS_AT, Message.of("progress.recount"))
    return BookRead(chains, concluded, recount(bundle, concluded.verified, chains.book_index,
                                               chains.declarations))


def scan_chains(bundle: Bundle, lists: ListsRead, options: WalkOptions) -> ChainsScanned:
    """One streaming pass over the book and over the asks chain (steps 3 and 4)."""
    asks, lines, identities, asked = AskIndex(), LineIndex(), CommitmentIndex(), AskedIndex()

    def on_book_line(n: int, facts: dict[str, Any]) -> None:
        asks.record(n, facts)
        lines.record(n, facts)
        identities.record(n, facts)

    def on_asks_line(n: int, facts: dict[str, Any]) -> None:
        asked.record(n, facts)

    records: list[BookRecord] = []
    recounting = _recounts(bundle)
    chained = [f for f in (bundle.book, bundle.asks_chain) if f is not None]
    total_bytes = sum(f.size for f in chained) or 1
    scans: dict[str, ChainScan] = {}
    done_bytes = 0
    for chained_file in chained:
        def on_bytes(done: int, _total: int, base: int = done_bytes,
                     name: str = chained_file.name) -> None:
            options.report(0.9 * (base + done) / total_bytes,
                           Message.of("progress.checking", what=name))

        scans[chained_file.relpath] = scan_chain(
            chained_file, _wanted_lines(bundle, lists, chained_file, options),
            on_line=on_book_line if chained_file is bundle.book else on_asks_line,
            progress=on_bytes, cancel=options.cancel, pool=options.pool,
            extract=(line_record, lambda _n, r: records.append(r))
            if recounting and chained_file is bundle.book else None)
        done_bytes += chained_file.size
    return ChainsScanned(
        scans, scans.get(bundle.book.relpath) if bundle.book else None,
        scans.get(bundle.asks_chain.relpath) if bundle.asks_chain else None,
        asks, lines, identities, _declarations(bundle, scans),
        index_of(records) if recounting and bundle.book else None, asked)


def _declarations(bundle: Bundle, scans: Mapping[str, ChainScan]) -> Declarations:
    """The asks chain's declarations, up to its first bad line (P3, Sections 3.4, 3.11)."""
    chain = bundle.asks_chain
    scan = scans.get(chain.relpath) if chain is not None else None
    return read_declarations(chain, scan.result.first_bad_line if scan else None)


def _recounts(bundle: Bundle) -> bool:
    """Whether step 7 will read the book: published figures and forecast rows are there."""
    return all(bundle.first_named(name) is not None
               for name in ("council-stats.json", "council-forecasts.csv"))


def _wanted_lines(bundle: Bundle, lists: ListsRead, chained: BundleFile,
                  options: WalkOptions) -> set[int]:
    """The line counts at which the scan takes a prefix hash: every claimed prefix, and
    where the witnesses saw the book's head."""
    wanted = checkpoints_for(bundle, lists.claims, chained)
    if options.witnesses and chained is bundle.book:
        from verifier_app.witness.check import wanted_lines  # signing code: only if asked

        wanted |= wanted_lines(options.witnesses)
    return wanted


def conclude_seals(bundle: Bundle, lists: ListsRead, chains: ChainsScanned) -> SealsConcluded:
    seals = tuple(_conclude_seal(bundle, seal, claims, chains.scans)
                  for seal, claims in lists.parsed)
    return SealsConcluded(seals, verified_lines(chains.book, seals))


def _conclude_seal(bundle: Bundle, seal: SealResult, claims: tuple[ListedBook, ...],
                   scans: Mapping[str, ChainScan]) -> SealResult:
    covers = [check_cover(bundle, claim, scans) for claim in claims]
    chain = chain_over_covers(covers, scans)
    done = replace(seal, covers=covers, chain=chain.status, chain_broken_at=chain.broken_at)
    failed = next((c for c in covers if c.status == Status.FAIL), None)
    if seal.problem:  # the list itself: unreadable, or naming no book
        problem, message = seal.problem, seal.problem_message
    elif chain.problem is not None:
        problem, message = chain.problem.render(), chain.problem
    else:
        problem, message = (failed.problem, failed.message) if failed else ("", None)
    return replace(done, status=seal_status(done), problem=problem, problem_message=message)


def check_anchor_phase(bundle: Bundle, seals_read: tuple[SealResult, ...],
                       options: WalkOptions, season_checks: bool = True) -> AnchorsChecked:
    """Steps 6, 9 and 10 over copies of the seals as their lists were read (the anchors
    need nothing of the book; the bundle is only read). ``season_checks``: also the log's
    checks over the whole season (one signer, the log's history, no second book), which
    read every entry the league's key signed; a re-check of the new seals leaves them to
    a full walk."""
    seals = [replace(s) for s in seals_read]
    if not seals:
        return AnchorsChecked((), steps.bitcoin_anchor(), steps.timestamp_tokens(),
                              steps.transparency_log())

    def progressed(done: int, total: int, no_network: bool) -> None:
        if options.cancel is not None and options.cancel():
            raise Cancelled()
        said = Message.of("progress.anchors", done=Grouped(done), total=Grouped(total))
        if no_network:  # the window shows this sentence apart, in the reader's language
            said = semicolons([Message.of("net.no_network"), said])
        options.report(done / total, said)

    log_checks: list[StepResult] = []
    anchors = options.anchors or default_anchor_options(bundle)
    checks = log_checks if season_checks else None
    if options.pool is not None and anchors.offline and len(seals) >= IN_POOL_FROM:
        found = check_in_pool(bundle, seals, anchors, options.pool, progressed, checks)
    else:
        from verifier_app.anchors.anchor_steps import check_anchors  # its libraries, here

        found = check_anchors(bundle, seals, anchors, progress=progressed, checks=checks)
    return AnchorsChecked(tuple(seals), *found, log_checks=tuple(log_checks))


def join_anchors(concluded: SealsConcluded, checked: AnchorsChecked) -> AnchorsChecked:
    """The concluded seals with the anchors checked for them; each seal's verdict joins its
    claims' and its anchors'."""
    seals = []
    for claims, anchors in zip(concluded.seals, checked.seals, strict=True):
        seal = replace(claims, anchors_checked=anchors.anchors_checked, ots=anchors.ots,
                       tokens=anchors.tokens, rekor=anchors.rekor)
        seals.append(replace(seal, status=seal_status(seal)))
    return replace(checked, seals=tuple(seals))


def recount(bundle: Bundle, verified: VerifiedLines, book: BookIndex | None,
            declarations: Declarations,
            accounts: Callable[[], StepResult] | None = None) -> Recounted:
    """Step 7 reads only the verified rows: it needs the seals' verdict, not the anchors;
    ``book``: what the chain check read of the book for it; ``accounts``: 7b, when it was
    started elsewhere (``stats.step7.recount_step``)."""
    from verifier_app.stats import recount_step

    return recount_step(bundle, verified, book, declarations, accounts)


def conclude_steps(bundle: Bundle, chains: ChainsScanned, concluded: SealsConcluded,
                   anchored: AnchorsChecked, recounted: Recounted,
                   options: WalkOptions) -> StepsConcluded:
    seals = list(anchored.seals)
    ten = (
        steps.get_files(bundle, seals),
        steps.read_lists(seals),
        steps.prefixes(seals, bundle),
        steps.chain(chains.book, chains.asks_chain),
        check_asks(bundle, chains.asks if chains.book else None),
        anchored.bitcoin,
        recounted.step,
        check_code(bundle),
        anchored.tokens,
        anchored.log,
    )
    verified = concluded.verified
    sessions = p3_sessions(chains.lines, chains.declarations, seals)
    properties = conclude(chains.lines, seals, verified.verified_through,
                          chains.declarations, verified.first_bad_line,
                          file_references(recounted), sessions)
    p1b = summarise(properties.lines)
    asked = asked_runs(chains.asked, chains.lines.runs, chains.lines.answers,
                       _cells(chains.book_index), read_protocol(bundle))
    paper = tuple(cross_check(bundle, seals, ten))
    commitments = open_commitments(bundle, chains.identities)
    checks = [p1b_check(p1b), p3_check(sessions), asked_check(asked),
              paper_check(paper, bundle.is_demo),
              identity_check(commitments), forecasts_file_check(bundle, recounted),
              *anchored.log_checks]
    if options.witnesses is not None:
        from verifier_app.witness.check import book_names, witness_check

        names = book_names(seals, bundle.book.relpath if bundle.book else None)
        checks.append(witness_check(options.witnesses, names, chains.book, seals))
    return StepsConcluded(ten, properties, paper, commitments, tuple(checks), p1b, asked,
                          sessions)


def decide_walk(bundle: Bundle, chains: ChainsScanned, verified: VerifiedLines,
                anchored: AnchorsChecked, done: StepsConcluded,
                recounted: Recounted) -> WalkReport:
    """The verdict, the trust ladder and the headline, decided once from the phases."""
    seals, ten, checks = list(anchored.seals), list(done.steps), list(done.checks)
    trust = trust_ladder(ten)
    headline = decide_headline(ten, seals, trust, verified.first_bad_line, done.p1b.periods)
    summary = replace(decide(ten, checks, seals), headline=headline)
    found = requirements(Evidence({c.id: c for c in [*ten, *checks]}, chains.lines.answers,
                                  chains.lines.runs, done.sessions, done.asked))
    return WalkReport(bundle, ten, seals, verified, chains.asks_chain, summary,
                      problems=bundle.describe_problems(), properties=done.properties,
                      paper=list(done.paper), commitments=done.commitments,
                      checks=checks, trust=trust, recounted=recounted, p1b=done.p1b,
                      requirements=found)


def forecasts_file_check(bundle: Bundle, recounted: Recounted) -> StepResult:
    """The forecasts file against the verified book, from the rows step 7 read."""
    from verifier_app.stats.file_check import forecasts_check

    prepared = recounted.prepared
    return forecasts_check(prepared.checked if prepared is not None else None,
                           bundle.first_named("council-forecasts.csv") is not None)


def _cells(book: BookIndex | None) -> dict[int, tuple[tuple[str, str], ...]] | None:
    """The (market, horizon) cells each answer line sealed, when step 7 read the book."""
    if book is None:
        return None
    return {n: tuple(answer.probs) for n, answer in book.answers.items()}


def file_references(recounted: Recounted | None) -> dict[int, str]:
    """Per book line, the earliest ``reference_at`` of its rows that the forecasts file
    calls separate events (``same_event`` false). The file is not sealed: P1b shows it
    beside a late line, and never lets it decide."""
    prepared = recounted.prepared if recounted is not None else None
    frame = prepared.frame if prepared is not None else None
    if frame is None or "reference_at" not in frame.columns:
        return {}
    rows = frame.loc[~frame["same_event"] & frame["line"].notna(), ["line", "reference_at"]]
    found: dict[int, str] = {}
    for line, reference in zip(rows["line"], rows["reference_at"], strict=True):
        moment = read_time(reference).moment
        known = read_time(found[int(line)]).moment if int(line) in found else None
        if moment is not None and (known is None or moment < known):
            found[int(line)] = str(reference)
    return found


def default_anchor_options(bundle: Bundle) -> AnchorOptions:
    """Public sources; for the embedded demo, its own headers and log key (never a pass)."""
    if not bundle.is_demo:
        return AnchorOptions()
    from verifier_app.anchors.demo_sources import demo_anchor_options

    return demo_anchor_options(bundle)
