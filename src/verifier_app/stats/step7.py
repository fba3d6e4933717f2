"""Step 7 of the walk: the app's own recount, in place of running the operator's scripts.

The paper's step 7 runs ``replay.py``, which recounts every portfolio account; Section 4
also names ``tools/replay_brier.py``, which recounts the forecasts' scores. The step is
done in two parts, each saying exactly what it recounted: 7a the forecasts' scores (the
published N_eff, Brier totals and climatology hash, from the verified rows) and 7b the
portfolio accounts (``step7b``). The step's status combines the two: it passes only when
both parts were recounted and agree.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from verifier_app.core.bundle import Bundle
from verifier_app.core.declarations import Declarations
from verifier_app.core.errors import UserFacingError
from verifier_app.core.failures import RecountFailure
from verifier_app.core.messages import Message, sentences
from verifier_app.core.results import Status, StepResult
from verifier_app.core.status import combine
from verifier_app.core.step_ids import PART_TITLES, StepId
from verifier_app.stats.book import BookIndex
from verifier_app.stats.recount import COMMAND as SCORES_COMMAND
from verifier_app.stats.recount import TOLERANCE, Recount
from verifier_app.stats.verified_book import VerifiedBook

if TYPE_CHECKING:
    from verifier_app.stats.forecasts import RowSummary
    from verifier_app.stats.run_parts import ByRun
    from verifier_app.stats.verified_rows import Prepared, RecountFigures

PART = "step7a"
_SEVERITY = [Status.FAIL, Status.NOT_CHECKED, Status.WARN, Status.PASS]


@dataclass(frozen=True)
class Recounted:
    """Step 7's result and what it was computed from, for the statistics to reuse."""

    step: StepResult
    prepared: Prepared | None = None  # None: no forecasts or no book to tie them to
    figures: RecountFigures | None = None


def recount_step(bundle: Bundle, verified: VerifiedBook, book: BookIndex | None = None,
                 declarations: Declarations | None = None,
                 accounts: Callable[[], StepResult] | None = None) -> Recounted:
    """Step 7: 7a, the forecasts' scores, and 7b, the portfolio accounts, as one step.
    ``book``: the book's index when the walk already read it (else it is read here);
    ``accounts``: gives 7b when it was started elsewhere (else it is recounted here)."""
    from verifier_app.stats.step7b import accounts_part

    scores = scores_part(bundle, verified, book, declarations)
    part = accounts() if accounts is not None else accounts_part(bundle)
    return replace(scores, step=whole_step(scores.step, part))


def whole_step(scores: StepResult, accounts: StepResult) -> StepResult:
    """The step with its two parts. Its evidence stays the scores' (the keys the contract
    had before the split); its sentence says both parts, the worse one first; its failure
    is the first part's that failed."""
    parts = (scores, accounts)
    status = combine([p.status for p in parts])
    failed = next((p for p in parts if p.status is Status.FAIL), None)
    # The part that decides the step's status says its sentence first: a banner quoting the
    # step then leads with the failure (or what was not checked), never with a pass.
    labelled = [(scores, Message.of("step7.scores", said=_said(scores))),
                (accounts, Message.of("step7.accounts", said=_said(accounts)))]
    labelled.sort(key=lambda pair: _SEVERITY.index(pair[0].status))  # stable: 7a first
    message = sentences([said for _, said in labelled])
    return StepResult(StepId.RECOUNT.value, StepId.RECOUNT.title, status, "",
                      scores.evidence, accounts.command,
                      failure=failed.failure if failed else None, message=message,
                      parts=parts)


def _said(part: StepResult) -> Message:
    """A part's sentence as a message (a few of 7a's reasons are English text only)."""
    if part.message is not None:
        return part.message
    return Message.of("step7.as_written", text=part.detail)


def scores_part(bundle: Bundle, verified: VerifiedBook, book: BookIndex | None = None,
                declarations: Declarations | None = None) -> Recounted:
    """7a: recompute the published N_eff, Brier totals and climatology hash; compare."""
    if bundle.first_named("council-stats.json") is None:
        return Recounted(_step(Status.NOT_CHECKED, Message.of("step7.no_stats"), {}))
    # Only a bundle with published figures needs pandas: imported here, not for a lone book.
    from verifier_app.stats.verified_rows import prepare, recount_figures

    try:
        prepared = prepare(bundle, verified, book, declarations)
    except UserFacingError as error:
        missing = bundle.first_named("council-forecasts.csv") is None or verified.book is None
        status = Status.NOT_CHECKED if missing else Status.FAIL
        prefix = "Not checked: " if missing else "The published figures cannot be recounted: "
        failure = None if missing else RecountFailure.NOT_RECOUNTABLE
        return Recounted(_step(status, prefix + str(error), {}, failure))
    figures = recount_figures(bundle, prepared.frame)
    return Recounted(scores_step(figures, prepared.rows), prepared, figures)


def scores_step(figures: RecountFigures, rows: RowSummary) -> StepResult:
    """7a's verdict on the compared figures, with the rows they were counted from."""
    evidence = {**figures.recount.to_json(), "rows": rows.to_json()}
    return _verdict(figures.recount, rows.total - rows.verified, evidence)


def step_by_run(bundle: Bundle, by_run: ByRun, accounts: StepResult | None = None
                ) -> StepResult:
    """Step 7 from the runs' parts (``run_parts``): 7a over the merged figures, 7b whole
    (``accounts``: 7b as recounted at the reader's check from these very files, when a
    re-check has it, ``history.kept_accounts``)."""
    from verifier_app.stats.step7b import accounts_part
    from verifier_app.stats.verified_rows import compared_figures

    figures = compared_figures(bundle, by_run.counts, by_run.brier)
    return whole_step(scores_step(figures, by_run.rows),
                      accounts if accounts is not None else accounts_part(bundle))


def _verdict(result: Recount, unverified: int, evidence: dict[str, Any]) -> StepResult:
    if not result.available:
        return _step(Status.NOT_CHECKED, f"Not checked: {result.reason}", evidence)
    compared = len(result.comparisons)
    if not result.differences:
        return _step(Status.PASS, Message.of("step7.all", count=compared,
                                             tolerance=f"{TOLERANCE:g}"), evidence)
    worst = max(result.differences, key=lambda c: abs(c.difference or 0))
    said = Message.of("step7.differ", count=len(result.differences), compared=compared,
                      figure=worst.figure, published=worst.published,
                      recomputed=worst.recomputed)
    if unverified:
        said = Message.of("join.sentences", first=said,
                          second=Message.of("step7.unverified", count=unverified))
    return _step(Status.FAIL, said, evidence, RecountFailure.FIGURES_DIFFER)


def _step(status: Status, said: str | Message, evidence: dict[str, Any],
          failure: RecountFailure | None = None) -> StepResult:
    message = said if isinstance(said, Message) else None
    return StepResult(PART, PART_TITLES[PART], status,
                      said.render() if message else str(said), evidence, SCORES_COMMAND,
                      failure=failure, message=message)
