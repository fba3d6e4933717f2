"""The statistics as readable text tables for the command line, in the reader's language.

Every line is a message of ``core.stats_catalogue`` (or the engine's own sentence of a
result); numbers are written the reader's way (``Grouped``, ``Figure``). Without a lookup
the text is the English it always was.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from verifier_app.core.messages import Figure, Grouped, Lookup, Message, fixed
from verifier_app.core.stats_catalogue import REASON_KEYS
from verifier_app.stats.brier import RANKING_RULE
from verifier_app.stats.recount import COMMAND as RECOUNT_COMMAND
from verifier_app.stats.recount import TOLERANCE
from verifier_app.stats.summary import LeagueStats

LAST_RUNS = 12
MAX_DIFFERENCES = 15


def _same(text: str) -> str:
    return text


@dataclass(frozen=True)
class StatsWords:
    """``engine``: the message templates in the reader's language; ``text``: the window's
    fixed texts (a rung's name and what would reach it). English without them."""

    engine: Lookup | None = None
    text: Lookup = _same

    def say(self, id: str, **values: Any) -> str:
        return Message.of(id, **values).render(self.engine)

    def said(self, message: Message | str) -> str:
        """A result's own sentence (or an English phrase the catalogue holds)."""
        message = fixed(message)
        return message.render(self.engine) if isinstance(message, Message) else message

    def f(self, value: Any, digits: int = 3) -> str:
        """A figure with ``digits`` places and the reader's decimal mark; – for none."""
        if value is None:
            return "–"
        if isinstance(value, float):
            return Figure(value, digits).written(self.engine)
        return str(value)

    def signed(self, value: float, digits: int = 4) -> str:
        return Figure(value, digits, signed=True).written(self.engine)

    def plain(self, value: Any) -> str:
        """A value as Python writes it, with the reader's decimal mark in a float (and no
        value said in the reader's words)."""
        if value is None:
            return self.say("stats.no_value")
        text = str(value)
        return text.replace(".", self.f(0.5, 1)[1]) if isinstance(value, float) else text

    def grouped(self, value: int) -> str:
        return Grouped(value).written(self.engine)

    def col(self, key: str, width: int, left: bool = False) -> Column:
        """A column whose head is said in the reader's language."""
        return self.say(f"stats.col_{key}"), width, left

    def reason(self, key: str) -> str:
        return self.say(f"stats.why_{key}") if key in REASON_KEYS else key

    def dropped(self, dropped: Mapping[str, int]) -> str:
        return ", ".join(self.say("stats.dropped_item", reason=self.reason(k),
                                  count=Grouped(v))
                         for k, v in sorted(dropped.items())) or self.say("stats.none_dropped")


Column = tuple[str, int, bool]  # its head, its width at least, whether it is left-aligned


def shown(text: str) -> int:
    """The columns ``text`` takes in a terminal: a Korean letter takes two."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def pad(text: str, width: int, left: bool = False) -> str:
    room = " " * max(width - shown(text), 0)
    return text + room if left else room + text


def table(columns: list[Column], rows: list[list[str]]) -> list[str]:
    """A head line and one line per row; a column is widened when its head in the reader's
    language needs it (with a space beside it), so the rows stay under their heads. A last
    column of width 0 is free text."""
    widths = [width if width == 0 else max(width, shown(head) + 1)
              for head, width, _ in columns]
    lefts = [left for _, _, left in columns]
    return ["".join(pad(text, width, left) for text, width, left in zip(line, widths, lefts,
                                                                          strict=True))
            for line in ([head for head, _, _ in columns], *rows)]


def render_stats(stats: LeagueStats, engine: Lookup | None = None, text: Lookup = _same) -> str:
    """``engine`` and ``text``: the reader's language (see ``StatsWords``); English
    without them."""
    w = StatsWords(engine, text)
    out: list[str] = []
    if stats.demo:
        out.append(w.say("stats.text_demo") + "\n")
    out.extend(_rows(stats, w))
    for section in (_n_eff, _brier, _calibration, _sharpness, _consensus, _crowd, _endpoint,
                    _claims, _prices, _margins, _recount):
        out.append("")
        out.extend(section(stats, w))
    return "\n".join(out)


def _rows(stats: LeagueStats, w: StatsWords) -> list[str]:
    rows = stats.rows
    out = [w.say("stats.text_rows", total=Grouped(rows.total), verified=Grouped(rows.verified),
                 not_sealed=Grouped(rows.not_sealed), failed=Grouped(rows.failed))]
    if rows.failed_reasons:
        out.append("  " + w.say("stats.text_failed_because",
                                reasons=w.dropped(rows.failed_reasons)))
    out.extend(_file_against_book(stats, w))
    chosen = stats.eligibility
    for name, sel in (("common_event", chosen.common_event), ("scores", chosen.scores)):
        out.append("  " + w.say("stats.text_selection", name=w.say(f"stats.selection_{name}"),
                                rows=Grouped(sel.rows_used),
                                dropped=w.dropped(sel.dropped)))
    kept = chosen.answers_not_counted
    lines = kept.lines()
    rule = stats.rule_said if stats.rule_said is not None else kept.rule
    out.append("  " + w.say("stats.text_not_counted", lines=Grouped(lines), rule=w.said(rule)))
    return out


def _file_against_book(stats: LeagueStats, w: StatsWords) -> list[str]:
    """What the forecasts file (not sealed) leaves out of the verified book or says
    otherwise, as the window's rows sentence says it: the figures rest on the book."""
    checked = stats.forecasts_file
    out = []
    for key, found in (("stats.text_file_missing", checked.missing if checked else ()),
                       ("stats.text_file_differs", checked.disagreements if checked else ())):
        if found:
            first = found[0]
            named = {"column": first.column} if key == "stats.text_file_differs" else {}
            out.append("  " + w.say(key, count=Grouped(len(found)), run=first.run_id,
                                    seat=first.seat, market=first.asset,
                                    horizon=first.horizon, **named))
    return out


def _n_eff(stats: LeagueStats, w: StatsWords) -> list[str]:
    runs = stats.n_eff[-LAST_RUNS * 4:]
    columns = [w.col("run", 18, True), ("h", 4, True), ("n", 3, False), ("rho", 8, False),
               ("N_eff", 7, False), w.col("group", 9), w.col("dev50", 7),
               w.col("eig_share", 10), ("PR", 6, False), w.col("rows", 6),
               ("  " + w.say("stats.col_dropped"), 0, True)]
    rows = [[r.run_id, r.horizon, str(r.count.n), w.f(r.count.rho), w.f(r.count.n_eff, 2),
             w.f(r.variants["one_per_group"].n_eff, 2),
             w.f(r.variants["deviation_from_50"].n_eff, 2),
             w.f(r.eigen.get("largest_share"), 2), w.f(r.eigen.get("participation_ratio"), 2),
             str(r.rows_used), "  " + w.dropped(r.dropped)] for r in runs]
    return [w.say("stats.text_n_eff", count=len(stats.n_eff), shown=len(runs)),
            *table(columns, rows)]


def _brier(stats: LeagueStats, w: StatsWords) -> list[str]:
    b = stats.brier
    rule = RANKING_RULE if b.ranking_rule == RANKING_RULE.render() else b.ranking_rule
    columns = [w.col("seat", 6, True), ("h", 4, True), ("n", 5, False), w.col("sess", 5),
               ("Brier", 8, False), w.col("interval", 18), w.col("no_draw", 9),
               w.col("drop", 5), ("BSS", 8, False), w.col("empty", 6), w.col("no_ans", 7),
               w.col("rank", 5)]
    rows = []
    for seat, cells in b.per_seat.items():
        for h, c in cells.items():
            s = c.score
            iv = s.interval or {}
            interval = f"{w.f(iv.get('low'))}–{w.f(iv.get('high'))}" if iv.get("low") else "–"
            rows.append([seat, h, str(s.n), str(s.sessions), w.f(s.brier), interval,
                         w.f(s.no_draw.brier), str(s.no_draw.dropped_draws),
                         w.f(s.climatology.bss), str(c.empty_cells),
                         str(c.no_answer), w.f(c.rank)])
    return [w.say("stats.text_brier", coin=Figure(0.25, 2), rows=Grouped(b.rows_used),
                  rule=w.said(rule)), *table(columns, rows),
            *(["  " + w.say("stats.text_unstated_counts")] if b.unstated_shown else []),
            *_unfixed(stats, w)]


def _unfixed(stats: LeagueStats, w: StatsWords) -> list[str]:
    """That the climatology behind BSS and K_clim is not the one the paper printed."""
    said = stats.climatology.unfixed if stats.climatology is not None else None
    return ["  " + said.render(w.engine)] if said is not None else []


def _calibration(stats: LeagueStats, w: StatsWords) -> list[str]:
    c = stats.calibration
    lines = [w.say("stats.text_calibration", least=c.calib_min)]
    for h, found in c.per_horizon.items():
        bins = "  ".join(w.say("stats.text_bin" if x.shown else "stats.text_bin_few",
                               bin=x.label, mean=w.f(x.mean_prob, 1),
                               hit=w.f(x.hit_rate, 2), n=x.n) for x in found.bins)
        fit = found.logistic
        lines.append(f"  {h:<3} {bins}")
        lines.append("      " + w.say("stats.text_fit", a=w.f(fit.a), se_a=w.f(fit.se_a),
                                      b=w.f(fit.b), se_b=w.f(fit.se_b),
                                      note=w.said(fit.note)))
    return lines


def _sharpness(stats: LeagueStats, w: StatsWords) -> list[str]:
    columns = [("h", 4, True), ("n", 7, False), ("K", 8, False), ("K_clim", 8, False),
               w.col("in_40_60", 10), w.col("dispersion", 12)]
    rows = [[h, str(c.sharpness.n), w.f(c.sharpness.k, 1), w.f(c.sharpness.k_clim, 1),
             w.f(c.sharpness.share_40_60, 2), w.f(c.dispersion, 1)]
            for h, c in stats.sharpness.per_horizon.items()]
    return [w.say("stats.text_sharpness"), *table(columns, rows), *_unfixed(stats, w)]


def _consensus(stats: LeagueStats, w: StatsWords) -> list[str]:
    columns = [("h", 4, True), w.col("markets", 8), w.col("resolved", 9), ("Brier", 8, False),
               w.col("all_wrong", 10), w.col("minority_right", 15)]
    rows = [[h, str(c["markets"]), str(c["resolved"]), w.f(c["brier"]), str(c["all_wrong"]),
             str(c["minority_right"])] for h, c in stats.consensus.summary().items()]
    caveat = stats.consensus.families_caveat
    return [w.say("stats.text_consensus"), *table(columns, rows),
            *(["  " + caveat.render(w.engine)] if caveat else [])]


def _crowd(stats: LeagueStats, w: StatsWords) -> list[str]:
    c = stats.crowd
    lines = [w.say("stats.text_crowd", contracts=c.contracts, unverified=c.unverified,
                   floor=Grouped(round(c.volume_floor)))]
    for name, s in (("primary", c.primary), ("thin", c.thin)):
        lines.append("  " + w.say("stats.text_crowd_side",
                                  name=pad(w.say(f"stats.crowd_{name}"), 8, left=True),
                                  scored=s.scored, crowd=w.f(s.brier_crowd),
                                  seats=w.f(s.brier_seats), gap=w.f(s.gap),
                                  d=w.f(s.d), reading=w.said(s.reading)))
    return lines


def _interval(iv: Any, w: StatsWords) -> str:
    if not iv:
        return w.say("stats.text_no_interval")
    return w.say("stats.text_interval", level=f"{iv.level:.0%}", low=w.signed(iv.low),
                 high=w.signed(iv.high))


def _endpoint(stats: LeagueStats, w: StatsWords) -> list[str]:
    e, d = stats.endpoint, stats.disagreement
    if e is None or d is None:
        return []
    lines = [w.say("stats.text_endpoint"), e.said.render(w.engine)]
    caveat = stats.claims.benchmark_caveat if stats.claims else None
    for said in (caveat, stats.consensus.families_caveat):
        if said is not None:
            lines.append("  " + said.render(w.engine))
    if e.available and e.estimate is not None:
        lines.append("  " + w.say("stats.text_estimate", estimate=w.signed(e.estimate),
                                  sessions=len(e.window), ci95=_interval(e.ci95, w),
                                  ci90=_interval(e.ci90, w), margin=Figure(0.01, 2),
                                  resamples=Grouped(10_000)))
    design = [s for s in e.sessions if s.part == "design"]
    if design:
        lines.append("  " + w.say("stats.text_design", count=len(design)))
    lines.append(w.say("stats.text_disagreement", reading=d.said))
    if d.estimate is not None:
        lines.append("  " + w.say("stats.text_tercile", markets=len(d.markets),
                                  estimate=w.signed(d.estimate), ci95=_interval(d.ci95, w)))
    return lines


def _claims(stats: LeagueStats, w: StatsWords) -> list[str]:
    if stats.claims is None:
        return []
    lines = [w.say("stats.text_claims", sentence=stats.claims.message)]
    for rung in stats.claims.rungs:
        state = "stats.rung_reached" if rung.reached else "stats.rung_not_reached"
        lines.append("  " + w.say("stats.text_rung", number=rung.number,
                                  name=w.text(rung.name), state=w.say(state),
                                  evidence=rung.evidence_in(w.engine)))
        if not rung.reached:
            lines.append("      " + w.say("stats.text_to_reach", how=w.text(rung.to_reach)))
    return lines


def _prices(stats: LeagueStats, w: StatsWords) -> list[str]:
    if stats.prices is None:
        return [w.say("stats.text_no_prices")]
    lines = [w.say("stats.text_prices", sentence=stats.prices.said)]
    for d in stats.prices.differences[:MAX_DIFFERENCES]:
        lines.append("  " + w.say("stats.text_price_row", run=d.run_id, seat=d.seat,
                                  line=d.line, asset=d.asset, horizon=d.horizon,
                                  field=d.field, league=w.plain(d.league),
                                  recomputed=w.plain(d.recomputed)))
    if len(stats.prices.differences) > MAX_DIFFERENCES:
        lines.append("  " + w.say("stats.text_more",
                                  count=len(stats.prices.differences) - MAX_DIFFERENCES))
    return lines


def _margins(stats: LeagueStats, w: StatsWords) -> list[str]:
    m = stats.margins
    if m is None:
        return []
    only = stats.filters.get("anchored_before_outcome")
    columns = [("h", 4, True), w.col("rows", 7), w.col("anchored", 10), w.col("flagged", 9),
               w.col("no_bound", 10), w.col("min_h", 10), w.col("median_h", 10)]
    rows = [[h.horizon, str(h.rows), str(h.anchored), str(h.flagged), str(h.no_bound),
             w.f(h.min_hours, 1), w.f(h.median_hours, 1)] for h in m.per_horizon]
    return [w.say("stats.text_margins_only" if only else "stats.text_margins",
                  anchored=Grouped(m.anchored), rows=Grouped(len(m.rows)),
                  flagged=Grouped(m.flagged)), *table(columns, rows)]


def _recount(stats: LeagueStats, w: StatsWords) -> list[str]:
    r = stats.recount
    clim = stats.climatology
    state = w.say("stats.clim_used" if clim.usable else "stats.clim_not_used")
    lines = [w.say("stats.text_clim_why", state=state,
                   reason=w.said(clim.said or clim.reason)) if clim.reason else
             w.say("stats.text_clim", state=state)]
    lines += _unfixed(stats, w)
    if not r.available:
        return [*lines, w.say("stats.text_recount_not_checked",
                              reason=w.said(r.said or r.reason))]
    diffs = r.differences
    lines.append(w.say("stats.text_recount", matched=len(r.comparisons) - len(diffs),
                       compared=len(r.comparisons), tolerance=f"{TOLERANCE:g}",
                       differ=len(diffs)))
    for d in diffs[:MAX_DIFFERENCES]:
        values = {"figure": d.figure, "published": w.plain(d.published),
                  "recomputed": w.plain(d.recomputed)}
        lines.append("  " + (w.say("stats.text_figure_by", difference=w.signed(d.difference, 6),
                                   **values) if d.difference is not None
                             else w.say("stats.text_figure", **values)))
    if len(diffs) > MAX_DIFFERENCES:
        lines.append("  " + w.say("stats.text_more", count=len(diffs) - MAX_DIFFERENCES))
    lines.append(w.say("stats.text_script", command=RECOUNT_COMMAND))
    return lines
