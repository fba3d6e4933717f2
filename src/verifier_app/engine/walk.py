"""The walk: the ten steps of the paper's Appendix B over one bundle, in the paper's order.

Steps whose inputs are missing are reported as not checked, never as passed. The chain
check gathers, on its single pass, what later steps need: prefix hashes for the stamped
lists, the runs' ask hashes, and the answer lines' times for the four properties. Step 7
(the recount) runs last, on the finished report, because it reads only verified rows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from verifier_app.anchors.anchor_options import AnchorOptions
from verifier_app.anchors.properties import LineIndex, conclude
from verifier_app.engine import steps
from verifier_app.engine.asks import AskIndex, check_asks
from verifier_app.engine.bundle import Bundle
from verifier_app.engine.chain import ChainScan, scan_chain
from verifier_app.engine.code import check_code
from verifier_app.engine.commitments import CommitmentIndex, identity_check, open_commitments
from verifier_app.engine.errors import Cancelled
from verifier_app.engine.headline import decide_headline
from verifier_app.engine.paper_check import cross_check, paper_check, paper_verdict
from verifier_app.engine.results import SealResult, Status, StepResult
from verifier_app.engine.seals import (
    chain_over_covers,
    check_cover,
    checkpoints_for,
    read_seals,
    seal_status,
)
from verifier_app.engine.times import read_time
from verifier_app.engine.trust import Rung, trust_ladder
from verifier_app.engine.verdict import VerdictSummary, decide

if TYPE_CHECKING:
    from verifier_app.witness.check import Witnessed

WalkProgress = Callable[[float, str], None]


@dataclass
class WalkOptions:
    workers: int | None = None
    anchors: AnchorOptions | None = None  # None: defaults (public sources, or the demo's)
    progress: WalkProgress | None = None
    cancel: Callable[[], bool] | None = None
    witnesses: list[Witnessed] | None = None  # statements to check beside the bundle


@dataclass
class WalkReport:
    bundle: Bundle
    steps: list[StepResult]
    seals: list[SealResult]
    book: ChainScan | None
    asks_chain: ChainScan | None
    problems: list[str] = field(default_factory=list)
    properties: dict[str, Any] = field(default_factory=dict)
    paper: list[dict[str, Any]] = field(default_factory=list)
    commitments: dict[str, Any] = field(default_factory=dict)
    checks: list[StepResult] = field(default_factory=list)  # beyond the ten steps
    summary: VerdictSummary | None = None  # decided once, at the end of the walk
    trust: tuple[Rung, ...] = ()  # the trust ladder's rungs, decided with the verdict
    # Step 7's verified forecast rows, handed once to the statistics (see stats.prepare).
    stats_input: Any = field(default=None, repr=False, compare=False)

    @property
    def verdict_summary(self) -> VerdictSummary:
        if self.summary is None:
            raise RuntimeError("the walk has not decided its verdict yet")
        return self.summary

    @property
    def verdict(self) -> str:
        """pass, incomplete or fail: the ``--json`` word (see ``engine.verdict``)."""
        return self.verdict_summary.verdict.contract_word

    @property
    def has_inputs(self) -> bool:
        """Whether anything at all could be checked; otherwise the input is unusable."""
        return bool(self.seals) or any(s.status != Status.NOT_CHECKED for s in self.steps)

    def unusable_reason(self) -> str:
        reason = (f"Nothing in {self.bundle.label} can be verified: no book, stamped list, "
                  "ask text or code list was recognised.")
        if self.problems:
            reason += " " + " ".join(self.problems)
        return reason

    @property
    def verified_through(self) -> int:
        """Book lines 1..N are verified: inside a stamped prefix that matched (P2) and before
        any line the chain check rejected. 0 when no seal of the book passed."""
        if self.book is None:
            return 0
        book = self.book.result
        sealed = max((c.lines for s in self.seals for c in s.covers
                      if c.file == book.path and c.status == Status.PASS), default=0)
        good = book.first_bad_line - 1 if book.first_bad_line else book.lines
        return min(sealed, good)

    def line_status(self, n: int) -> str:
        """``verified``, ``not_sealed`` (after the last matching seal) or ``failed``."""
        if n <= self.verified_through:
            return "verified"
        bad = self.book.result.first_bad_line if self.book else None
        return "failed" if bad is not None and n >= bad else "not_sealed"

    def step(self, step_id: str) -> StepResult:
        return next(s for s in self.steps if s.id == step_id)

    def to_json(self) -> dict[str, Any]:
        book = self.book.result if self.book else None
        return {
            "verdict": self.verdict,
            "demo": self.bundle.is_demo,
            "steps": [s.to_json() for s in self.steps],
            "book": _chain_json(book),
            "verified_through": self.verified_through,
            "asks_chain": _chain_json(self.asks_chain.result if self.asks_chain else None),
            "seals": [s.to_json() for s in self.seals],
            "problems": self.problems,
            "properties": self.properties,
            "paper": self.paper,
            "paper_verdict": paper_verdict(self.paper),
            "commitments": self.commitments,
            "checks": [c.to_json() for c in self.checks],
            "verdict_reasons": self.verdict_summary.to_json(),
            "verdict_detail": self.verdict_summary.verdict.value,
            "headline": self.verdict_summary.headline.to_json()
            if self.verdict_summary.headline else None,
            "warnings": self.verdict_summary.warnings,
            "trust_ladder": [r.to_json() for r in self.trust],
        }


def _chain_json(result: Any) -> dict[str, Any] | None:
    if result is None:
        return None
    data = result.to_json()
    data["path"] = result.path
    return data


def walk(bundle: Bundle, options: WalkOptions | None = None) -> WalkReport:
    options = options or WalkOptions()
    report_progress = options.progress or (lambda fraction, message: None)
    parsed = read_seals(bundle)
    all_claims = [claim for _, claims in parsed for claim in claims]
    asks = AskIndex()
    lines = LineIndex()
    identities = CommitmentIndex()
    declaration: dict[str, Any] = {}

    def on_book_line(n: int, facts: dict[str, Any]) -> None:
        asks.record(n, facts)
        lines.record(n, facts)
        identities.record(n, facts)

    def on_asks_line(n: int, facts: dict[str, Any]) -> None:
        if n == 1:
            declaration.update(facts)

    scans: dict[str, ChainScan] = {}
    chained = [f for f in (bundle.book, bundle.asks_chain) if f is not None]
    total_bytes = sum(f.size for f in chained) or 1
    done_bytes = 0
    for chained_file in chained:
        base = done_bytes

        def on_bytes(done: int, _total: int, base: int = base, name: str = chained_file.name):
            report_progress(0.9 * (base + done) / total_bytes, f"Checking {name}")

        wanted = checkpoints_for(bundle, all_claims, chained_file)
        if options.witnesses and chained_file is bundle.book:
            from verifier_app.witness.check import wanted_lines  # signing code: only if asked

            wanted |= wanted_lines(options.witnesses)  # where the witnesses saw the head
        scans[chained_file.relpath] = scan_chain(
            chained_file,
            wanted,
            on_line=on_book_line if chained_file is bundle.book else on_asks_line,
            progress=on_bytes,
            cancel=options.cancel,
            workers=options.workers,
        )
        done_bytes += chained_file.size

    seals = [_finish_seal(bundle, seal, claims, scans) for seal, claims in parsed]
    book_scan = scans.get(bundle.book.relpath) if bundle.book else None
    asks_scan = scans.get(bundle.asks_chain.relpath) if bundle.asks_chain else None
    report_progress(0.9, "Checking the time anchors")
    log_checks: list[StepResult] = []  # the log's further checks, beside the ten steps
    anchor_steps = _anchor_steps(bundle, seals, options, log_checks)
    report_progress(0.95, "Checking asks and code")
    walk_steps = [
        steps.get_files(bundle, seals),
        steps.read_lists(seals),
        steps.prefixes(seals, bundle),
        steps.chain(book_scan, asks_scan),
        check_asks(bundle, asks if book_scan else None),
        anchor_steps[0],
        steps.recount(),
        check_code(bundle),
        anchor_steps[1],
        anchor_steps[2],
    ]
    report = WalkReport(bundle, walk_steps, seals, book_scan, asks_scan,
                        bundle.describe_problems())
    report_progress(0.97, "Recounting the published figures")
    _recount(bundle, report)
    first_bad = book_scan.result.first_bad_line if book_scan else None
    report.properties = conclude(lines, seals, report.verified_through, declaration or None,
                                 first_bad, own_references(report.stats_input))
    report.paper = cross_check(report)
    report.commitments = open_commitments(bundle, identities)
    report.checks = [paper_check(report.paper, bundle.is_demo),
                     identity_check(report.commitments), *log_checks]
    if options.witnesses is not None:
        from verifier_app.witness.check import book_names, witness_check

        names = book_names(seals, bundle.book.relpath if bundle.book else None)
        report.checks.append(witness_check(options.witnesses, names, book_scan, seals))
    report.trust = trust_ladder(report.steps)
    headline = decide_headline(report.steps, report.seals, report.trust,
                               book_scan.result.first_bad_line if book_scan else None)
    report.summary = replace(decide(report.steps, report.checks, report.seals),
                             headline=headline)
    report_progress(1.0, "Done")
    return report


def own_references(handed: Any) -> dict[int, str]:
    """Per book line, the earliest ``reference_at`` of its rows that are separate events
    (``same_event`` false): a late line is judged against its own reference, not the open."""
    frame = handed[1].frame if handed is not None else None
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


def _recount(bundle: Bundle, report: WalkReport) -> None:
    """Step 7 reads the verified rows, so it runs on the finished report."""
    from verifier_app.stats import recount_step

    index = next(i for i, s in enumerate(report.steps) if s.id == "step7")
    report.steps[index] = recount_step(bundle, report)


def _anchor_steps(bundle: Bundle, seals: list[SealResult], options: WalkOptions,
                  log_checks: list[StepResult]) -> list[StepResult]:
    if not seals:
        return [steps.bitcoin_anchor(), steps.timestamp_tokens(), steps.transparency_log()]
    from verifier_app.anchors.anchor_steps import check_anchors

    anchors = options.anchors or default_anchor_options(bundle)
    report = options.progress

    def progressed(done: int, total: int) -> None:
        if options.cancel is not None and options.cancel():
            raise Cancelled()
        if report is not None:
            report(0.9 + 0.05 * done / total, f"Checking the time anchors: anchors {done:,} "
                   f"of {total:,}")

    found = check_anchors(bundle, seals, anchors, progress=progressed,
                          checks=log_checks)  # the bundle is only read
    for seal in seals:
        seal.status = seal_status(seal)
    return found


def default_anchor_options(bundle: Bundle) -> AnchorOptions:
    """Public sources; for the embedded demo, its own headers and log key (never a pass)."""
    if not bundle.is_demo:
        return AnchorOptions()
    from verifier_app.anchors.demo_sources import demo_anchor_options

    return demo_anchor_options(bundle)


def _finish_seal(bundle: Bundle, seal: SealResult, claims: list, scans: dict) -> SealResult:
    seal.covers = [check_cover(bundle, claim, scans) for claim in claims]
    seal.chain, chain_problem = chain_over_covers(seal.covers, scans)
    seal.status = seal_status(seal)
    if not seal.problem and chain_problem:
        seal.problem = chain_problem
    if not seal.problem:
        seal.problem = next((c.problem for c in seal.covers if c.status == Status.FAIL), "")
    return seal
