"""Step 7 of the walk: the app's own recount, in place of running the operator's script."""

from __future__ import annotations

from typing import Any

from verifier_app.engine.bundle import Bundle
from verifier_app.engine.errors import UserFacingError
from verifier_app.engine.results import Status, StepResult
from verifier_app.stats.recount import COMMAND, TOLERANCE, Recount, recount

TITLE = "Recount the league"


def recount_step(bundle: Bundle, report: Any) -> StepResult:
    """Recompute the published N_eff, Brier totals and climatology hash; compare."""
    if bundle.first_named("council-stats.json") is None:
        return _step(Status.NOT_CHECKED, "Not checked: council-stats.json (the published "
                     "figures) was not provided.", {})
    # Only a bundle with published figures needs pandas: imported here, not for a lone book.
    from verifier_app.stats.brier import brier_tables
    from verifier_app.stats.climatology import load_climatology, read_json
    from verifier_app.stats.n_eff import n_eff_runs
    from verifier_app.stats.summary import _brier_figures, _neff_figures, prepare

    try:
        prepared = prepare(bundle, report, hand_over=True)
    except UserFacingError as error:
        missing = bundle.first_named("council-forecasts.csv") is None or report.book is None
        status = Status.NOT_CHECKED if missing else Status.FAIL
        prefix = "Not checked: " if missing else "The published figures cannot be recounted: "
        return _step(status, prefix + str(error), {})
    clim = load_climatology(bundle)
    published, reason = read_json(bundle, "council-stats.json")
    result = recount(published, reason, _neff_figures(n_eff_runs(prepared.frame)),
                     _brier_figures(brier_tables(prepared.frame, clim)), clim)
    evidence = {**result.to_json(), "rows": prepared.rows.to_json()}
    return _verdict(result, prepared.rows.total - prepared.rows.verified, evidence)


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
    return _step(Status.FAIL, detail, evidence)


def _step(status: Status, detail: str, evidence: dict[str, Any]) -> StepResult:
    return StepResult("step7", TITLE, status, detail, evidence, COMMAND)
