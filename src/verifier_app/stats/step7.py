"""Step 7 of the walk: the app's own recount, in place of running the operator's script."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from verifier_app.engine.bundle import Bundle
from verifier_app.engine.errors import UserFacingError
from verifier_app.engine.failures import RecountFailure
from verifier_app.engine.results import Status, StepResult
from verifier_app.engine.step_ids import StepId
from verifier_app.stats.recount import COMMAND, TOLERANCE, Recount
from verifier_app.stats.verified_book import VerifiedBook

if TYPE_CHECKING:
    from verifier_app.stats.verified_rows import Prepared, RecountFigures

@dataclass(frozen=True)
class Recounted:
    """Step 7's result and what it was computed from, for the statistics to reuse."""

    step: StepResult
    prepared: Prepared | None = None  # None: no forecasts or no book to tie them to
    figures: RecountFigures | None = None


def recount_step(bundle: Bundle, verified: VerifiedBook) -> Recounted:
    """Recompute the published N_eff, Brier totals and climatology hash; compare."""
    if bundle.first_named("council-stats.json") is None:
        return Recounted(_step(Status.NOT_CHECKED, "Not checked: council-stats.json (the "
                               "published figures) was not provided.", {}))
    # Only a bundle with published figures needs pandas: imported here, not for a lone book.
    from verifier_app.stats.verified_rows import prepare, recount_figures

    try:
        prepared = prepare(bundle, verified)
    except UserFacingError as error:
        missing = bundle.first_named("council-forecasts.csv") is None or verified.book is None
        status = Status.NOT_CHECKED if missing else Status.FAIL
        prefix = "Not checked: " if missing else "The published figures cannot be recounted: "
        failure = None if missing else RecountFailure.NOT_RECOUNTABLE
        return Recounted(_step(status, prefix + str(error), {}, failure))
    figures = recount_figures(bundle, prepared.frame)
    evidence = {**figures.recount.to_json(), "rows": prepared.rows.to_json()}
    step = _verdict(figures.recount, prepared.rows.total - prepared.rows.verified, evidence)
    return Recounted(step, prepared, figures)


def _verdict(result: Recount, unverified: int, evidence: dict[str, Any]) -> StepResult:
    if not result.available:
        return _step(Status.NOT_CHECKED, f"Not checked: {result.reason}", evidence)
    compared = len(result.comparisons)
    if not result.differences:
        return _step(Status.PASS, f"All {compared} published figures were reproduced from the "
                     f"verified forecasts (within {TOLERANCE:g}).", evidence)
    worst = max(result.differences, key=lambda c: abs(c.difference or 0))
    detail = (f"{len(result.differences)} of {compared} published figures differ from the "
              f"app's recount (e.g. {worst.figure}: published {worst.published}, "
              f"recounted {worst.recomputed}).")
    if unverified:
        detail += (f" {unverified} forecast rows could not be verified against the sealed "
                   "book and were left out.")
    return _step(Status.FAIL, detail, evidence, RecountFailure.FIGURES_DIFFER)


def _step(status: Status, detail: str, evidence: dict[str, Any],
          failure: RecountFailure | None = None) -> StepResult:
    return StepResult(StepId.RECOUNT.value, StepId.RECOUNT.title, status, detail, evidence,
                      COMMAND, failure=failure)
