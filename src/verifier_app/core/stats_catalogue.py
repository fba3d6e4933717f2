"""The sentences of ``verifier-app stats``' text output (``stats.render``) and of the fixed
phrases its tables show, as message templates joined into ``core.catalogue.CATALOGUE``.

The English of each template is the text output as it always was; ``--lang`` (or the
locale's language) says it in German, Spanish or Korean. A reason a row was left out is
said by its key in English (``not_counted_run``), as the JSON names it, and in words in the
other languages.
"""

from __future__ import annotations

# Why a row was left out (``stats.eligibility``, ``stats.forecasts``, ``stats.margins``):
# the key as the JSON writes it. A key not listed here is shown as it is.
REASON_KEYS = ("answer_not_counted", "correction", "differs_from_book", "line_failed",
               "line_failed_walk", "line_malformed", "line_mismatch", "line_missing",
               "line_not_its_own", "line_not_sealed", "no_answer",
               "not_anchored_before_outcome", "not_counted_run", "not_resolved",
               "not_same_event", "not_stated", "outcome_not_sealed", "sealed_after_open",
               "superseded")

# The tables' column heads (a symbol such as n, rho or N_eff is the same in every language).
COLUMN_HEADS = {"run": "run", "group": "1/group", "dev50": "dev50", "eig_share": "eig.share",
                "rows": "rows", "dropped": "dropped", "seat": "seat", "sess": "sess",
                "interval": "95% interval", "no_draw": "no-draw", "drop": "drop",
                "empty": "empty", "no_ans": "no ans", "rank": "rank",
                "in_40_60": "in 40-60", "dispersion": "dispersion", "markets": "markets",
                "resolved": "resolved", "all_wrong": "all wrong",
                "minority_right": "minority right", "anchored": "anchored",
                "flagged": "flagged", "no_bound": "no bound", "min_h": "min h",
                "median_h": "median h"}

STATS_TEMPLATES: dict[str, str] = {
    # The rows and who was left out (stats.render).
    "stats.text_demo": "DEMONSTRATION DATA: synthetic league, not real forecasts.",
    "stats.text_rows": "Forecast rows: {total} — verified {verified}, not sealed {not_sealed}, "
    "failed {failed} (only verified rows are used, with the book's sealed values).",
    "stats.text_failed_because": "failed because: {reasons}",
    "stats.text_file_missing": "Sealed probabilities the forecasts file leaves out: {count} "
    "(first: {run} {seat} {market} {horizon}); no figure here includes them.",
    "stats.text_file_differs": "Cells where the forecasts file differs from the verified "
    "book: {count} (first: {run} {seat} {market} {horizon}, {column}); every figure here "
    "uses the book's sealed values, not the file's.",
    "stats.text_selection": "{name}: {rows} rows used; dropped {dropped}",
    "stats.selection_common_event": "common event",
    "stats.selection_scores": "scores",
    "stats.text_not_counted": "answers kept in the book, not counted: {lines} line(s) "
    "({rule})",
    "stats.none_dropped": "none",
    "stats.dropped_item": "{reason} {count}",
    # Which answer of a seat counts (stats.eligibility, the JSON's ``rule``).
    "stats.rule_undeclared": "no rule within the run is declared in the asks chain: in every "
    "session the latest answer sealed before the open counts (Section 5.1); P3 names the "
    "sessions this leaves not checked",
    "stats.rule_declared": "from session {session} the first well-formed answer of each seat "
    "counts, by the rule declared at asks.jsonl line {line} (Section 3.11, P3); before it, the "
    "latest answer sealed before the open (Section 5.1)",
    # The tables' titles.
    "stats.text_n_eff": "Independent voices, N_eff = n / (1 + (n-1)·rho) ({count} run x "
    "horizon; last {shown} shown)",
    "stats.text_brier": "Brier per seat (primary: all rows, strict rise; coin {coin}) — {rows} "
    "rows; {rule}",
    "stats.ranking_rule": "ranked with >= {rows} resolved forecasts on >= {sessions} sessions",
    "stats.text_unstated_counts": "The empty and no-answer counts are the forecasts file's "
    "status of cells the book states no probability for (empty, no answer or refused): that "
    "file is not sealed.",
    "stats.text_calibration": "Directional calibration, all seats (bins drawn from {least} "
    "forecasts)",
    "stats.text_bin": "{bin} {mean}→{hit} (n={n})",
    "stats.text_bin_few": "{bin} {mean}→{hit} (n={n}, too few)",
    "stats.text_fit": "logistic fit: a {a} ± {se_a}, b {b} ± {se_b} ({note})",
    "stats.text_sharpness": "Sharpness K (0 = always 50, 100 = always certain) and dispersion",
    "stats.text_consensus": "Consensus (trimmed, family-weighted, clipped to [2, 98])",
    "stats.families_unsealed": "The families that weigh a later model 1/3 come from "
    "council-league.json, which is not sealed (Section 5.3): here they weigh {count} of the "
    "stated probabilities 1/3, so the consensus, its calibration and the registered test rest "
    "on that file.",
    # The crowd (stats.crowd: its readings are the JSON's ``reading``).
    "stats.text_crowd": "AI against the crowd: {contracts} contracts ({unverified} on "
    "unverified lines, not used); primary = sealed volume ≥ ${floor}",
    "stats.text_crowd_side": "{name} {scored} scored: crowd {crowd}, seats {seats}, gap "
    "{gap}, d {d} → {reading}",
    "stats.crowd_primary": "primary",
    "stats.crowd_thin": "thin",
    "crowd.not_enough": "not enough resolved contracts",
    "crowd.no_edge": "no edge (gap <= 2d)",
    "crowd.seats_ahead": "seats ahead",
    "crowd.crowd_ahead": "crowd ahead",
    # The registered test and the disagreement (Section 8).
    "stats.text_endpoint": "Registered test (Section 8): paired gain of the consensus over "
    "the base rate, G_s = mean of (q - y)^2 - (p - y)^2 over the session's 1-day events",
    "stats.text_estimate": "estimate {estimate} over {sessions} sessions; {ci95}; {ci90} "
    "(margin ±{margin}; moving blocks of 5 sessions, {resamples} resamples, seed 20261102)",
    "stats.text_interval": "{level} interval {low} to {high}",
    "stats.text_no_interval": "no interval",
    "stats.text_design": "design window: {count} sessions with a G_s, shown but not read",
    "stats.text_disagreement": "Disagreement (secondary): {reading}",
    "stats.text_tercile": "top minus bottom tercile, mean over {markets} markets: {estimate}; "
    "{ci95}",
    # The claims ladder (Section 3.12, Table B1).
    "stats.text_claims": "Claims ladder (Section 3.12, Table B1): {sentence}",
    "stats.text_rung": "{number} {name}: {state}. {evidence}",
    "stats.rung_reached": "reached",
    "stats.rung_not_reached": "not reached",
    "stats.text_to_reach": "to reach it: {how}",
    # The reader's prices, the margins to the outcome and the recount.
    "stats.text_no_prices": "Independent prices: none given (--prices FILE reconciles every "
    "verified row with your own price file).",
    "stats.text_prices": "Independent prices: {sentence}",
    "stats.text_price_row": "run {run} {seat} line {line} {asset} {horizon} {field}: league "
    "{league}, price file {recomputed}",
    "stats.text_more": "… and {count} more (see --json).",
    "stats.text_margins": "Margin to the outcome: {anchored} of {rows} counted rows anchored "
    "before their outcome was known; {flagged} flagged (margin below the anchor's "
    "uncertainty)",
    "stats.text_margins_only": "Margin to the outcome: {anchored} of {rows} counted rows "
    "anchored before their outcome was known (the statistics above use only these rows); "
    "{flagged} flagged (margin below the anchor's uncertainty)",
    "stats.text_clim": "Climatology benchmark: {state} (content hash checked)",
    "stats.clim_unfixed": "BSS and K_clim are computed against a climatology that hashes to "
    "{recomputed}…, not the value the paper printed ({paper}…): only its own file's hash "
    "checks it, and nothing fixed it before the season (Section 4.3).",
    "stats.text_clim_why": "Climatology benchmark: {state} ({reason})",
    "stats.clim_used": "used",
    "stats.clim_not_used": "not used",
    "stats.text_recount_not_checked": "Recount: not checked — {reason}",
    "stats.recount_not_object": "council-stats.json is not a JSON object.",
    "stats.recount_nothing": "council-stats.json publishes no figure the app can recount.",
    "stats.text_recount": "Recount of the published figures: {matched} of {compared} "
    "reproduced (tolerance {tolerance}); {differ} differ.",
    "stats.text_figure": "{figure}: published {published}, recounted {recomputed}",
    "stats.text_figure_by": "{figure}: published {published}, recounted {recomputed} "
    "(difference {difference})",
    "stats.text_script": "The operator's own script (never run by this app): {command}",
    "stats.no_value": "None",  # a figure the recount could not compute
    **{f"stats.why_{key}": key for key in REASON_KEYS},
    **{f"stats.col_{key}": head for key, head in COLUMN_HEADS.items()},
}

# Of these, the sentences whose words depend on a number they give (see ``COUNTED``).
STATS_COUNTED: dict[str, str] = {
    "stats.text_not_counted": "lines",
    "stats.text_n_eff": "count",
    "stats.text_crowd": "contracts",
    "stats.text_estimate": "sessions",
    "stats.text_design": "count",
    "stats.text_tercile": "markets",
    "stats.text_more": "count",
    "stats.text_margins": "rows",
    "stats.text_margins_only": "rows",
    "stats.text_recount": "compared",
}
