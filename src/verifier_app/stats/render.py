"""The statistics as readable text tables for the command line."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from verifier_app.stats.recount import COMMAND as RECOUNT_COMMAND
from verifier_app.stats.summary import LeagueStats

LAST_RUNS = 12
MAX_DIFFERENCES = 15


def _f(value: Any, digits: int = 3) -> str:
    if value is None:
        return "–"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def _dropped(dropped: Mapping[str, int]) -> str:
    return ", ".join(f"{k} {v:,}" for k, v in sorted(dropped.items())) or "none"


def render_stats(stats: LeagueStats) -> str:
    out: list[str] = []
    if stats.demo:
        out.append("DEMONSTRATION DATA: synthetic league, not real forecasts.\n")
    rows = stats.rows
    out.append(f"Forecast rows: {rows.total:,} — verified {rows.verified:,}, not sealed "
               f"{rows.not_sealed:,}, failed {rows.failed:,} (only verified rows are used, "
               "with the book's sealed values).")
    if rows.failed_reasons:
        out.append(f"  failed because: {_dropped(rows.failed_reasons)}")
    chosen = stats.eligibility
    for name, sel in (("common_event", chosen.common_event), ("scores", chosen.scores)):
        out.append(f"  {name.replace('_', ' ')}: {sel.rows_used:,} rows used; dropped "
                   f"{_dropped(sel.dropped)}")
    kept = chosen.answers_not_counted
    out.append(f"  answers kept in the book, not counted: {kept.lines():,} line(s) "
               f"({kept.rule})")
    for section in (_n_eff, _brier, _calibration, _sharpness, _consensus, _crowd, _endpoint,
                    _claims, _prices, _margins, _recount):
        out.append("")
        out.extend(section(stats))
    return "\n".join(out)


def _n_eff(stats: LeagueStats) -> list[str]:
    runs = stats.n_eff[-LAST_RUNS * 4:]
    lines = [f"Independent voices, N_eff = n / (1 + (n-1)·rho) ({len(stats.n_eff)} run x horizon;"
             f" last {len(runs)} shown)",
             f"{'run':<18}{'h':<4}{'n':>3}{'rho':>8}{'N_eff':>7}{'1/group':>9}{'dev50':>7}"
             f"{'eig.share':>10}{'PR':>6}{'rows':>6}  dropped"]
    for r in runs:
        v = r.variants
        lines.append(f"{r.run_id:<18}{r.horizon:<4}{r.count.n:>3}{_f(r.count.rho):>8}"
                     f"{_f(r.count.n_eff, 2):>7}{_f(v['one_per_group'].n_eff, 2):>9}"
                     f"{_f(v['deviation_from_50'].n_eff, 2):>7}"
                     f"{_f(r.eigen.get('largest_share'), 2):>10}"
                     f"{_f(r.eigen.get('participation_ratio'), 2):>6}{r.rows_used:>6}  "
                     f"{_dropped(r.dropped)}")
    return lines


def _brier(stats: LeagueStats) -> list[str]:
    b = stats.brier
    lines = [f"Brier per seat (primary: all rows, strict rise; coin 0.25) — {b.rows_used:,} "
             f"rows; {b.ranking_rule}",
             f"{'seat':<6}{'h':<4}{'n':>5}{'sess':>5}{'Brier':>8}{'95% interval':>18}"
             f"{'no-draw':>9}{'drop':>5}{'BSS':>8}{'empty':>6}{'no ans':>7}{'rank':>5}"]
    for seat, cells in b.per_seat.items():
        for h, c in cells.items():
            s = c.score
            iv = s.interval or {}
            interval = f"{_f(iv.get('low'))}–{_f(iv.get('high'))}" if iv.get("low") else "–"
            lines.append(f"{seat:<6}{h:<4}{s.n:>5}{s.sessions:>5}{_f(s.brier):>8}"
                         f"{interval:>18}{_f(s.no_draw.brier):>9}"
                         f"{s.no_draw.dropped_draws:>5}{_f(s.climatology.bss):>8}"
                         f"{c.empty_cells:>6}{c.no_answer:>7}{_f(c.rank):>5}")
    return lines


def _calibration(stats: LeagueStats) -> list[str]:
    c = stats.calibration
    lines = [f"Directional calibration, all seats (bins drawn from {c.calib_min} forecasts)"]
    for h, cell in c.per_horizon.items():
        bins = "  ".join(f"{x.label} {_f(x.mean_prob, 1)}→{_f(x.hit_rate, 2)} "
                         f"(n={x.n}{'' if x.shown else ', too few'})" for x in cell.bins)
        fit = cell.logistic
        lines.append(f"  {h:<3} {bins}")
        lines.append(f"      logistic fit: a {_f(fit.a)} ± {_f(fit.se_a)}, "
                     f"b {_f(fit.b)} ± {_f(fit.se_b)} ({fit.note})")
    return lines


def _sharpness(stats: LeagueStats) -> list[str]:
    lines = ["Sharpness K (0 = always 50, 100 = always certain) and dispersion",
             f"{'h':<4}{'n':>7}{'K':>8}{'K_clim':>8}{'in 40-60':>10}{'dispersion':>12}"]
    for h, c in stats.sharpness.per_horizon.items():
        s = c.sharpness
        lines.append(f"{h:<4}{s.n:>7}{_f(s.k, 1):>8}{_f(s.k_clim, 1):>8}"
                     f"{_f(s.share_40_60, 2):>10}{_f(c.dispersion, 1):>12}")
    return lines


def _consensus(stats: LeagueStats) -> list[str]:
    lines = ["Consensus (trimmed, family-weighted, clipped to [2, 98])",
             f"{'h':<4}{'markets':>8}{'resolved':>9}{'Brier':>8}{'all wrong':>10}"
             f"{'minority right':>15}"]
    for h, c in stats.consensus.summary().items():
        lines.append(f"{h:<4}{c['markets']:>8}{c['resolved']:>9}{_f(c['brier']):>8}"
                     f"{c['all_wrong']:>10}{c['minority_right']:>15}")
    return lines


def _crowd(stats: LeagueStats) -> list[str]:
    c = stats.crowd
    lines = [f"AI against the crowd: {c.contracts} contracts ({c.unverified} on unverified "
             f"lines, not used); primary = sealed volume ≥ ${c.volume_floor:,.0f}"]
    for name, s in (("primary", c.primary), ("thin", c.thin)):
        lines.append(f"  {name:<8} {s.scored} scored: crowd {_f(s.brier_crowd)}, seats "
                     f"{_f(s.brier_seats)}, gap {_f(s.gap)}, d {_f(s.d)} → {s.reading}")
    return lines


def _interval(iv: Any) -> str:
    return f"{iv.level:.0%} interval {iv.low:+.4f} to {iv.high:+.4f}" if iv else "no interval"


def _endpoint(stats: LeagueStats) -> list[str]:
    e, d = stats.endpoint, stats.disagreement
    if e is None or d is None:
        return []
    lines = ["Registered test (Section 8): paired gain of the consensus over the base rate, "
             "G_s = mean of (q - y)^2 - (p - y)^2 over the session's 1-day events", e.label]
    caveat = stats.claims.benchmark_caveat if stats.claims else None
    if caveat is not None:
        lines.append("  " + caveat.render())
    if e.available and e.estimate is not None:
        lines.append(f"  estimate {e.estimate:+.4f} over {len(e.window)} sessions; "
                     f"{_interval(e.ci95)}; {_interval(e.ci90)} (margin ±0.01; moving blocks "
                     "of 5 sessions, 10,000 resamples, seed 20261102)")
    design = [s for s in e.sessions if s.part == "design"]
    if design:
        lines.append(f"  design window: {len(design)} sessions with a G_s, shown but not read")
    lines.append(f"Disagreement (secondary): {d.reading}")
    if d.estimate is not None:
        lines.append(f"  top minus bottom tercile, mean over {len(d.markets)} markets: "
                     f"{d.estimate:+.4f}; {_interval(d.ci95)}")
    return lines


def _claims(stats: LeagueStats) -> list[str]:
    if stats.claims is None:
        return []
    lines = [f"Claims ladder (Section 3.12, Table B1): {stats.claims.sentence}"]
    for rung in stats.claims.rungs:
        word = "reached" if rung.reached else "not reached"
        lines.append(f"  {rung.number} {rung.name}: {word}. {rung.evidence}")
        if not rung.reached:
            lines.append(f"      to reach it: {rung.to_reach}")
    return lines


def _prices(stats: LeagueStats) -> list[str]:
    if stats.prices is None:
        return ["Independent prices: none given (--prices FILE reconciles every verified row "
                "with your own price file)."]
    lines = [f"Independent prices: {stats.prices.sentence}"]
    for d in stats.prices.differences[:MAX_DIFFERENCES]:
        lines.append(f"  run {d.run_id} {d.seat} line {d.line} {d.asset} {d.horizon} "
                     f"{d.field}: league {d.league}, price file {d.recomputed}")
    if len(stats.prices.differences) > MAX_DIFFERENCES:
        lines.append(f"  … and {len(stats.prices.differences) - MAX_DIFFERENCES} more "
                     "(see --json).")
    return lines


def _margins(stats: LeagueStats) -> list[str]:
    m = stats.margins
    if m is None:
        return []
    only = " (the statistics above use only these rows)" \
        if stats.filters.get("anchored_before_outcome") else ""
    lines = [f"Margin to the outcome: {m.anchored:,} of {len(m.rows):,} counted rows anchored "
             f"before their outcome was known{only}; {m.flagged:,} flagged (margin below the "
             "anchor's uncertainty)",
             f"{'h':<4}{'rows':>7}{'anchored':>10}{'flagged':>9}{'no bound':>10}"
             f"{'min h':>10}{'median h':>10}"]
    for h in m.per_horizon:
        lines.append(f"{h.horizon:<4}{h.rows:>7}{h.anchored:>10}{h.flagged:>9}{h.no_bound:>10}"
                     f"{_f(h.min_hours, 1):>10}{_f(h.median_hours, 1):>10}")
    return lines


def _recount(stats: LeagueStats) -> list[str]:
    r = stats.recount
    clim = stats.climatology
    lines = [f"Climatology benchmark: {'used' if clim.usable else 'not used'}"
             + (f" ({clim.reason})" if clim.reason else " (content hash checked)")]
    if not r.available:
        return [*lines, f"Recount: not checked — {r.reason}"]
    diffs = r.differences
    lines.append(f"Recount of the published figures: {len(r.comparisons) - len(diffs)} of "
                 f"{len(r.comparisons)} reproduced (tolerance {1e-5:g}); "
                 f"{len(diffs)} differ.")
    for d in diffs[:MAX_DIFFERENCES]:
        size = f" (difference {d.difference:+.6f})" if d.difference is not None else ""
        lines.append(f"  {d.figure}: published {d.published}, recounted {d.recomputed}{size}")
    if len(diffs) > MAX_DIFFERENCES:
        lines.append(f"  … and {len(diffs) - MAX_DIFFERENCES} more (see --json).")
    lines.append(f"The operator's own script (never run by this app): {RECOUNT_COMMAND}")
    return lines
