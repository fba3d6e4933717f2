"""The report's first page: the one a journalist attaches.

The headline (what was proven, at which level), the bundle's identity (file hashes), the
seals of the chosen day with their anchors and times in UTC and New York, what is proven
and what is not, and how to re-run every check by hand. The details follow as an appendix.
Everything from the bundle is escaped (``report.html.e``).
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

from verifier_app.core.errors import UserFacingError
from verifier_app.core.market_time import new_york
from verifier_app.core.messages import CATALOGUE, Grouped, Message
from verifier_app.core.results import SealResult
from verifier_app.core.times import read_time
from verifier_app.engine.day_report import day_report
from verifier_app.engine.levels import LEVELS
from verifier_app.engine.paper_check import seal_overall
from verifier_app.engine.verdict import TITLES
from verifier_app.engine.walk import WalkReport
from verifier_app.report.context import context_table, limits
from verifier_app.report.day import day_table_html
from verifier_app.report.words import ReportWords

if TYPE_CHECKING:  # the statistics are computed above the engine; only named here
    from verifier_app.stats.summary import LeagueStats

IDENTITY_FILES = ("council-book.jsonl", "council-forecasts.csv", "council-stats.json",
                  "asks.jsonl", "arena-protocol.json")
# What a rung proves (engine.trust): said as proven when reached, as not proven otherwise
# (its sentence: report.proves_<level> in the catalogue).
PROVES = LEVELS[1:]  # level 0 proves nothing
SMALL = "font-size:7pt;line-height:110%"
CELL = SMALL + ";border:1px solid #90a4ae"
HEADING = "font-size:9pt;margin-top:4px;margin-bottom:0px"
HEADING_ANCHOR = "heading"
CODE = "font-size:6.5pt"
PAGE_BREAK = '<p style="page-break-after: always;"></p>'


def e(value: Any) -> str:
    """Escape anything for HTML text or attributes (quotes included)."""
    return escape("" if value is None else str(value), quote=True)


def split_hash(digest: str | None) -> str:
    """A SHA-256 in two halves: one line on the page, yet it can wrap without cutting."""
    if not digest:
        return "—"
    return f"{digest[:32]} {digest[32:]}" if len(digest) == 64 else digest


def first_page(report: WalkReport, day: str | None, w: ReportWords,
               stats: LeagueStats | None = None, stale: bool = False) -> str:
    summary = report.verdict_summary
    title = w.text(TITLES[summary.verdict]).format(count=summary.warnings)
    headline = summary.headline.render(w.engine) if summary.headline else title
    seals, shown = _day_seals(report, day)
    parts = [f'<p class="demo">{e(w.say("report.stale"))}</p>' if stale else "",
             f'<p class="big">{e(headline)}</p>',
             f"<p><b>{e(w.say('report.verdict'))} {e(title)}</b>. "
             f"{e(_verdict_sentence(report, title, w))}</p>",
             limits(report, w),
             context_table(report, stats, shown, shown == day, w),
             _seals_of_day(report, seals, shown, w), _identity(report, w), _proven(report, w),
             _by_hand(report, seals, w), f"<p>{e(w.say('report.appendix_follows'))}</p>"]
    # One attachable page: a smaller type than the appendix (set on each element: Qt's
    # rich text, which lays out the PDF, does not pass a div's size on to tables).
    page = "\n".join(p for p in parts if p)
    # Still h3 (with the page's smaller size): the PDF keeps headings with their text.
    # A paragraph sized for this page (Qt enlarges an h3 by its own rule), named as a
    # heading (``HEADING_ANCHOR``) so the PDF keeps it with the text below it.
    page = page.replace("<h3>", f'<p style="{HEADING}"><a name="{HEADING_ANCHOR}"><b>')
    page = page.replace("</h3>", "</b></a></p>")
    page = page.replace("<code>", f'<code style="{CODE}">')
    for tag, style in (("td", CELL), ("th", CELL), ("p", SMALL), ("li", SMALL)):
        page = page.replace(f"<{tag}>", f'<{tag} style="{style}">')
    return f'<div class="first">{page}</div>{PAGE_BREAK}'


def _verdict_sentence(report: WalkReport, title: str, w: ReportWords) -> str:
    """The line after "Verdict: FAIL.": the first reason, without a second "FAIL:"."""
    summary = report.verdict_summary
    sentence = summary.sentence_in(w.engine, w.text)
    prefix = f"{w.text(summary.reason_word)}: " if summary.reason_word else ""
    if prefix and w.text(summary.reason_word) == title and sentence.startswith(prefix):
        sentence = sentence[len(prefix):]
        sentence = sentence[:1].upper() + sentence[1:]
    return sentence


def _day_seals(report: WalkReport, day: str | None) -> tuple[list[SealResult], str | None]:
    """The seals of the day asked for (else the last day), and that day."""
    days = sorted({s.day for s in report.seals if s.day})
    chosen = day if day in days else (days[-1] if days else None)
    if chosen is None:
        return report.seals[:6], None
    return [s for s in report.seals if s.day == chosen], chosen


def _identity(report: WalkReport, w: ReportWords) -> str:
    # The chained files were hashed whole by the walk: not read a second time here.
    scanned = {scan.result.path: scan.result.sha256
               for scan in (report.book, report.asks_chain) if scan is not None}
    rows = []
    for name in IDENTITY_FILES:
        found = report.bundle.first_named(name)
        if found is None:
            continue
        try:
            digest = scanned.get(found.relpath) or found.sha256()
        except UserFacingError:  # gone or unreadable since it was opened: said as a dash
            digest = None
        rows.append(f'<tr><td><code>{e(found.relpath)}</code></td>'
                    f'<td><code>{e(split_hash(digest))}</code></td></tr>')
    return (f"<h3>{e(w.say('report.identity'))}</h3>"
            f'<table width="100%" cellspacing="0" cellpadding="1"><tr>'
            f'<th>{e(w.say("report.file"))}</th>'
            "<th>SHA-256</th></tr>" + "".join(rows) + "</table>")


def _times(text: str | None, day: str | None) -> tuple[str, str]:
    """UTC (its date only when it is not the day listed) and New York, always with its
    date: a seal at 00:00 UTC is the evening before in New York, and a bare time would
    hide that."""
    moment = read_time(text).moment if text else None
    if moment is None:
        return (text or "—", "—")
    utc = f"{moment:%H:%M:%S}" if f"{moment:%Y-%m-%d}" == day else \
        f"{moment:%Y-%m-%d %H:%M:%S}"
    return (utc, f"{new_york(moment):%Y-%m-%d %H:%M:%S}")


def _anchors(seal: SealResult, w: ReportWords) -> str:
    parts = []
    if seal.ots is not None:
        status = w.status(seal.ots.status)
        outcome = seal.ots.outcome  # said in words ("Bitcoin: pending"), never as its JSON code
        parts.append(w.say("report.bitcoin_block", height=Grouped(seal.ots.height), status=status)
                     if seal.ots.height else
                     w.say("report.bitcoin_said", said=Message.of(f"text.bitcoin_{outcome}"),
                           status=status) if f"text.bitcoin_{outcome}" in CATALOGUE else
                     w.say("report.bitcoin_kind", kind=outcome, status=status))
    for token in seal.tokens:
        status = w.status(token.status)
        parts.append(w.say("report.token_at", tsa=token.tsa, time=f"{token.gen_time:%H:%M:%S}",
                           status=status) if token.gen_time else
                     w.say("report.token", tsa=token.tsa, status=status))
    if seal.rekor is not None:
        parts.append(w.say("report.log", status=w.status(seal.rekor.status)))
    return " · ".join(parts) or w.say("report.no_anchor")


def _seals_of_day(report: WalkReport, seals: list[SealResult], day: str | None,
                  w: ReportWords) -> str:
    """The day's page (``engine.day_report``): each seal's times, level, lines covered and
    anchors, and what is still pending; a bundle without dated seals gets the plain table."""
    if day is None:
        return _seal_table(report, seals, day, w)
    book = report.book.result.path if report.book is not None else None
    return day_table_html(day_report(report, day), w, CELL, book)


def _seal_table(report: WalkReport, seals: list[SealResult], day: str | None,
                w: ReportWords) -> str:
    rows = []
    for seal in seals:
        utc, ny = _times(seal.time, day)
        status, found = seal_overall(report.paper, seal)
        failed = "".join(f"<br>{e(m.render(w.engine))}" for m in found)
        rows.append(f"<tr><td>{e(utc)}</td><td>{e(ny)}</td>"
                    f"<td><b>{e(w.status(status))}</b></td>"
                    f"<td>{e(_anchors(seal, w))}{failed}</td></tr>")
    heads = "".join(f"<th width='{width}' style='{CELL}'>{e(w.say(key))}</th>" for width, key in
                    (("12%", "report.time_utc"), ("20%", "report.new_york"),
                     ("12%", "report.overall"), ("56%", "report.anchors")))
    return (f"<h3>{e(w.say('report.seals_of', day=day or w.say('report.the_bundle')))}</h3>"
            f'<table width="100%" cellspacing="0" cellpadding="1"><tr>{heads}</tr>'
            + "".join(rows)
            + "</table>")


def _proven(report: WalkReport, w: ReportWords) -> str:
    reached = {r.level: r.reached for r in report.trust}
    proven = [w.say(f"report.proves_{level}") for level in PROVES if reached.get(level)]
    missing = [w.say(f"report.proves_{level}") for level in PROVES if not reached.get(level)]
    items = [f"<li><b>{e(w.say('report.proven'))}</b> {e(text)}</li>" for text in proven]
    items += [f"<li><b>{e(w.say('report.not_proven'))}</b> {e(text)}</li>" for text in missing]
    items.append(f"<li><b>{e(w.say('report.never_proven'))}</b> {e(w.say('report.never'))}"
                 "</li>")
    return f"<h3>{e(w.say('report.proven_heading'))}</h3><ul>" + "".join(items) + "</ul>"


def _by_hand(report: WalkReport, seals: list[SealResult], w: ReportWords) -> str:
    book = report.bundle.first_named("council-book.jsonl")
    seal = seals[0] if seals else None
    commands = []
    if book is not None:
        commands.append(f"shasum -a 256 {book.relpath}")
    if seal is not None:
        cover = next((c for c in seal.covers if c.file), None)
        if cover is not None:
            commands.append(f"head -n {cover.lines} {cover.file} | shasum -a 256   "
                            "# must equal the SHA-256 in the stamped list")
        commands.append(f"ots verify {seal.list}.ots")
        folder = seal.list.rsplit("/", 1)[0]
        for token in seal.tokens[:1]:  # the others alike, with their own names
            certificate = next((f.relpath for f in report.bundle.in_folder(f"{folder}/tsa")
                                if f.name.startswith(token.tsa)), "<the authority's certificate>")
            commands.append(f"openssl ts -verify -data {seal.list} -in {seal.list}.{token.tsa}"
                            f".tsr -CAfile <the authority's root.pem> -untrusted "
                            f"{certificate}   # and alike for each authority")
        commands.append(f"rekor-cli search --sha {seal.sha256}")
    text = "<br>".join(f"<code>{e(c)}</code>" for c in commands)
    return f"<h3>{e(w.say('report.by_hand'))}</h3><p>{text}</p>"
