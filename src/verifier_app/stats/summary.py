"""All the league's statistics from one verified bundle.

``compute_stats(bundle, report)`` takes the forecast rows step 7 already tied to the book
and the walk's verdict on each line (``stats.verified_rows``), with the book's values in
place of the forecasts file's (``stats.book_rows``), and computes every measure from
verified rows; rows of lines that failed or were not sealed are counted and shown apart.
The recount of the published figures is step 7's, not computed again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pandas as pd

from verifier_app.core.bundle import Bundle
from verifier_app.core.errors import UserFacingError
from verifier_app.core.messages import Message
from verifier_app.stats.book import BookIndex
from verifier_app.stats.book_rows import FileAgainstBook
from verifier_app.stats.brier import BrierTables, brier_tables
from verifier_app.stats.calibration import CalibrationTables, calibration_tables
from verifier_app.stats.claims_ladder import ClaimsLadder, claims_ladder
from verifier_app.stats.climatology import Climatology, read_json
from verifier_app.stats.consensus import ConsensusResult, consensus_markets
from verifier_app.stats.crowd import CrowdSummary, crowd_rows, crowd_summary
from verifier_app.stats.disagreement import Disagreement, disagreement, dispersion
from verifier_app.stats.eligibility import (
    Eligibility,
    answers_not_counted,
    select,
    within_run_said,
)
from verifier_app.stats.endpoint import PrimaryEndpoint, one_day_events, primary_endpoint
from verifier_app.stats.forecasts import RowSummary
from verifier_app.stats.margins import Margins, anchored_only, margins
from verifier_app.stats.n_eff import NEffRun, n_eff_runs
from verifier_app.stats.n_eff_headline import NEffHeadline, n_eff_headline
from verifier_app.stats.price_file import PriceFile
from verifier_app.stats.prices import Reconciliation, reconcile, with_reader_outcomes
from verifier_app.stats.recount import Recount
from verifier_app.stats.sharpness import SharpnessTables, sharpness_tables
from verifier_app.stats.verified_rows import Prepared, RecountFigures, prepare, recount_figures
from verifier_app.stats.walked_book import WalkedBook


@dataclass(frozen=True)
class LeagueStats:
    demo: bool
    rows: RowSummary
    eligibility: Eligibility
    n_eff: list[NEffRun]
    consensus: ConsensusResult
    brier: BrierTables
    calibration: CalibrationTables
    sharpness: SharpnessTables
    crowd: CrowdSummary
    recount: Recount
    climatology: Climatology
    filters: dict[str, str | None] = field(default_factory=dict)
    endpoint: PrimaryEndpoint | None = None
    disagreement: Disagreement | None = None
    claims: ClaimsLadder | None = None
    prices: Reconciliation | None = None
    margins: Margins | None = None
    # The forecasts file against the verified book; the figures above use the book's values.
    forecasts_file: FileAgainstBook | None = None
    # Which answer of a seat counts (``eligibility``'s ``rule``), for the reader's language.
    rule_said: Message | None = None

    @property
    def n_eff_headline(self) -> NEffHeadline | None:
        """The one headline N_eff: the counted series, with its five-run interval."""
        return n_eff_headline(self.n_eff)

    def grid(self, run_id: str, horizon: str) -> dict[str, Any] | None:
        """The model x market grid of one run and horizon (None when it has no rows)."""
        found = [r for r in self.n_eff if r.run_id == run_id and r.horizon == horizon]
        return found[0].grid_json() if found else None

    def to_json(self) -> dict[str, Any]:
        last = self.n_eff[-1] if self.n_eff else None
        return {
            "demo": self.demo, "filters": self.filters, "rows": self.rows.to_json(),
            "eligibility": self.eligibility.to_json(),
            "n_eff": [r.to_json() for r in self.n_eff],
            "n_eff_headline": self.n_eff_headline.to_json() if self.n_eff_headline else None,
            "consensus": self.consensus.to_json(),
            "brier": self.brier.to_json(), "calibration": self.calibration.to_json(),
            "sharpness": self.sharpness.to_json(), "crowd": self.crowd.to_json(),
            "climatology": self.climatology.to_json(),
            "recount": self.recount.to_json(),
            "grid": last.grid_json() if last else None,
            "primary_endpoint": self.endpoint.to_json() if self.endpoint else None,
            "disagreement": self.disagreement.to_json() if self.disagreement else None,
            "claims_ladder": self.claims.to_json() if self.claims else None,
            "independent_prices": self.prices.to_json() if self.prices else None,
            "margins": self.margins.to_json() if self.margins else None,
            "forecasts_file": self.forecasts_file.to_json() if self.forecasts_file else None,
        }


def _prepared(bundle: Bundle, report: WalkedBook) -> tuple[Prepared, RecountFigures]:
    """Step 7's rows and figures when the walk recounted; otherwise prepared here."""
    done = report.recounted
    if done is not None and done.prepared is not None and done.figures is not None:
        return done.prepared, done.figures
    prepared = prepare(bundle, report)
    return prepared, recount_figures(bundle, prepared.frame)


def compute_stats(bundle: Bundle, report: WalkedBook, run: str | None = None,
                  horizon: str | None = None, prices: PriceFile | None = None,
                  anchored: bool = False, reader_outcomes: bool = False) -> LeagueStats:
    """``prices``: the reader's own price file, to reconcile every verified row with;
    ``anchored``: only rows anchored before their outcome enter the statistics;
    ``reader_outcomes``: every outcome comes from ``prices`` instead of the league's file.
    The recount of the published figures always uses every verified row as published."""
    prepared, figures = _prepared(bundle, report)
    df = prepared.frame
    _check_filters(df, run, horizon)
    clim = figures.climatology
    found = margins(df, report.properties)
    reconciliation = reconcile(df, prices) if prices is not None else None
    if reader_outcomes and prices is not None:
        df = with_reader_outcomes(df, prices)
    if anchored:
        df = anchored_only(df, found)
    all_runs, full_brier = n_eff_runs(df), brier_tables(df, clim)
    keep = pd.Series(True, index=df.index)
    if run:
        keep &= df["run_id"] == run
    if horizon:
        keep &= df["horizon"] == horizon
    view = df[keep]
    shown = [r for r in all_runs if (not run or r.run_id == run)
             and (not horizon or r.horizon == horizon)]
    families, order, source = _families(bundle)
    common = select(view, "drop_common")
    markets = consensus_markets(common.rows, shown, families, order)
    sessions = dict(zip(df["run_id"], df["session"], strict=True))
    counted = {r: sessions[r] for r in df.loc[df["run_role"] == "session_run", "run_id"].unique()
               if not run or r == run}
    endpoint, disagreeing = _registered_test(df, common if not (run or horizon) else None,
                                             markets, all_runs, families, order, sessions, clim)
    crowd = crowd_rows(prepared.book, counted, prepared.line_status,
                       _league_1d(prepared.book, prepared.line_status))
    return LeagueStats(
        demo=bundle.is_demo, rows=prepared.rows,
        eligibility=Eligibility(common.counts(), select(view, "drop_score").counts(),
                                answers_not_counted(view, prepared.declarations.within_run)),
        n_eff=shown, consensus=ConsensusResult(markets, source),
        brier=brier_tables(view, clim) if (run or horizon) else full_brier,
        calibration=calibration_tables(view, clim.calib_min, clim.calib_min_source,
                                       _consensus_frame(markets, sessions)),
        sharpness=sharpness_tables(view, clim), crowd=crowd_summary(crowd),
        recount=figures.recount, climatology=clim,
        filters={"run": run, "horizon": horizon, "anchored_before_outcome": anchored,
                 "outcomes_from": "price file" if reader_outcomes and prices is not None
                 else "league"},
        endpoint=endpoint, disagreement=disagreeing,
        claims=claims_ladder(bundle, report, clim, endpoint, reconciliation),
        prices=reconciliation, margins=found, forecasts_file=prepared.checked,
        rule_said=within_run_said(prepared.declarations.within_run))


def _registered_test(df: pd.DataFrame, common: Any, markets: list, runs: list[NEffRun],
                     families: dict[str, str], order: dict[str, int], sessions: dict[str, str],
                     clim: Climatology) -> tuple[PrimaryEndpoint, Disagreement]:
    """The primary endpoint and the disagreement question, always over every session (the
    ``--run``/``--horizon`` filters do not narrow a registered test)."""
    if common is None:  # filtered: the consensus of every counted run, one day
        common = select(df, "drop_common")
        one_day = common.rows[common.rows["horizon"] == "1d"]
        markets = consensus_markets(one_day, [r for r in runs if r.horizon == "1d"],
                                    families, order)
    endpoint = primary_endpoint(markets, sessions, clim)
    events, _ = one_day_events(markets, sessions, clim)
    return endpoint, disagreement(events, dispersion(common.rows))


def _check_filters(df: pd.DataFrame, run: str | None, horizon: str | None) -> None:
    if run and run not in set(df["run_id"]):
        runs = sorted(set(df["run_id"]))
        raise UserFacingError(Message.of("cli.no_run", run=repr(run), first=runs[0],
                                         last=runs[-1]) if runs else Message.of("cli.no_runs"))
    if horizon and horizon not in set(df["horizon"]):
        known = ", ".join(sorted(set(df["horizon"])))
        raise UserFacingError(Message.of("cli.no_horizon", horizon=repr(horizon),
                                         known=known))


def _families(bundle: Bundle) -> tuple[dict[str, str], dict[str, int], str]:
    league, _ = read_json(bundle, "council-league.json")
    seats = league.get("seats") if isinstance(league, dict) else None
    if not isinstance(seats, list):
        return {}, {}, "council-league.json not provided: every seat counted as its own family"
    families, order = {}, {}
    for i, seat in enumerate(s for s in seats if isinstance(s, dict) and "seat" in s):
        order[str(seat["seat"])] = i
        families[str(seat["seat"])] = str(seat.get("family") or seat["seat"])
    return families, order, "council-league.json seats[].family (not sealed)"


def _league_1d(book: BookIndex, line_status: Callable[[int], str]
               ) -> dict[tuple[str, str], float]:
    """The league's own one-day outcome per run and market, from verified score lines."""
    out = {}
    for (run_id, horizon), (n, rows) in book.scores.items():
        if horizon != "1d" or line_status(n) != "verified":
            continue
        for asset, row in rows.items():
            if isinstance(row, dict) and isinstance(row.get("up"), bool):
                out[(run_id, str(asset))] = float(row["up"])
    return out


def _consensus_frame(markets: list, sessions: dict[str, str]) -> pd.DataFrame:
    rows = [{"horizon": m.horizon, "prob_up": m.consensus, "outcome": m.outcome,
             "session": sessions.get(m.run_id, m.run_id)} for m in markets
            if m.outcome is not None]
    return pd.DataFrame(rows, columns=["horizon", "prob_up", "outcome", "session"])
