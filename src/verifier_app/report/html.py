"""The walk as one self-contained HTML file a journalist can attach to an article.

No Qt and no outside resources: the styles are inline and the charts are embedded as
``data:`` URIs. Every status is a word and a symbol, never a colour alone. Everything that
comes from the bundle is hostile input and is escaped before it reaches the page.
"""

from __future__ import annotations

import base64
import math
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from verifier_app import __version__
from verifier_app.core.messages import Figure, Lookup
from verifier_app.core.results import StepResult
from verifier_app.engine.p3 import SessionP3
from verifier_app.engine.verdict import TITLES
from verifier_app.engine.walk import WalkReport
from verifier_app.report.first_page import e, first_page
from verifier_app.report.seals import META, SMALL_CELL, mark, seals_html
from verifier_app.report.sources import SOURCE_KINDS, sources_used
from verifier_app.report.text import verdict_sentence
from verifier_app.report.words import ReportWords, same

if TYPE_CHECKING:  # the statistics are computed above the engine; only named here
    from verifier_app.stats.endpoint import Interval
    from verifier_app.stats.summary import LeagueStats

PROPERTIES = ("P2", "P1a", "P1b", "P3")  # their sentences: report.P2 … in the catalogue
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
# Qt's rich text (the PDF) sizes tables by attributes only, not by CSS.
TABLE = '<table width="100%" cellspacing="0">'
MAX_IMAGE_WIDTH = 640  # pixels; a chart spans the text width of an A4 or Letter page
# The page width for browsers; the PDF leaves it out (Qt's rich text would narrow the page).
SCREEN_CSS = "body{max-width:60em;margin:1.5em auto;padding:0 1em}"
# A status phrase may wrap between its words (a long translation in a narrow column): never
# nowrap, which makes the PDF cut it inside a word.
CSS = SCREEN_CSS + """
body{font-family:"Noto Sans","DejaVu Sans",Arial,sans-serif;color:#1f1f1f;line-height:1.45}
h1{font-size:1.6em;margin-bottom:.2em}h2{margin-top:1.6em;border-bottom:2px solid #455a64}
table{border-collapse:collapse;width:100%;margin:.6em 0}
th,td{border:1px solid #90a4ae;padding:.3em .45em;text-align:left;vertical-align:top}
th{background:#eceff1}
code,.hash{font-family:"DejaVu Sans Mono",monospace;font-size:.85em;word-break:break-all}
.status{font-weight:bold}
.pass{color:#1a7f37}.fail{color:#b71c1c}.warn{color:#8a6100}.not_checked{color:#37474f}
.verdict td{border:3px solid #455a64;padding:.6em 1em;font-size:1.15em}
.big{font-size:1.5em;font-weight:bold}
.demo{background:#fff59d;border:2px dashed #5d4037;padding:.5em;font-weight:bold}
.meta td:first-child{width:14em;font-weight:bold}
img{max-width:100%;height:auto;border:1px solid #cfd8dc}
.small{font-size:.9em;color:#37474f}
.overview{font-size:.9em}
.first h3{font-size:1.15em;margin:.5em 0 .2em}.first td,.first th{padding:.15em .3em}
.first p,.first ul{margin:.25em 0}
"""



def render_html(report: WalkReport, stats: LeagueStats | None, charts: dict[str, bytes] | None,
                checked_at: datetime, notice: str = "", day: str | None = None,
                lookup: Lookup | None = None, text: Lookup = same, stale: bool = False,
                compact: bool = False) -> str:
    """``notice``: a warning shown first, e.g. that this is a workshop's changed copy;
    ``day``: the seals the first page lists (default: the last day); ``lookup`` and
    ``text``: the reader's language for the engine's messages (the report's own wording
    among them) and for the window's fixed texts (status words, verdict titles);
    ``stats``: the league's statistics as computed (None: not computed)."""
    w = ReportWords(lookup, text)
    banner = f'<p class="demo">{e(notice)}</p>' if notice else ""
    parts = [_head(report, w), banner, first_page(report, day, w, stats, stale),
             f"<h1>{e(w.say('report.appendix'))}</h1>", _summary(report, checked_at, w),
             _steps(report, w), _properties(report, w), seals_html(report, w, compact),
             _sources(report, w), _files(report, w), _statistics(stats, charts, w),
             _problems(report, w), _footer(w)]
    return "\n".join(p for p in parts if p) + "\n</body>\n</html>\n"


def write_html_report(report: WalkReport, path: Path, stats: LeagueStats | None = None,
                      charts: dict[str, bytes] | None = None, notice: str = "",
                      lookup: Lookup | None = None, text: Lookup = same) -> None:
    """Write the report, checked now (UTC), as UTF-8 to ``path``."""
    page = render_html(report, stats, charts, datetime.now(UTC), notice, lookup=lookup,
                       text=text)
    Path(path).write_bytes(page.encode("utf-8"))


def utc_text(moment: datetime) -> str:
    if moment.tzinfo is None:  # a naive time is taken as UTC, the only zone the app uses
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S UTC")


def _head(report: WalkReport, w: ReportWords) -> str:
    title = w.say("report.title", label=report.bundle.label)
    # Sized on the element (Qt's rich text, which lays out the PDF, reads inline sizes): the
    # heading and the banner leave the first page room in the longer languages too.
    demo = (f'<p class="demo" style="font-size:8.5pt">{e(w.say("report.demo"))}</p>'
            if report.bundle.is_demo else "")
    return (f'<!DOCTYPE html>\n<html lang="{e(w.say("report.lang"))}">\n<head>\n'
            '<meta charset="utf-8">\n'
            f"<title>{e(title)}</title>\n<style>{CSS}</style>\n</head>\n<body>\n"
            f'<p style="font-size:13pt;font-weight:bold;margin-top:0">'
            f'{e(w.say("report.heading"))}</p>\n{demo}')


def _summary(report: WalkReport, checked_at: datetime, w: ReportWords) -> str:
    summary = report.verdict_summary
    word = mark(summary.verdict.status, w,
                w.text(TITLES[summary.verdict]).format(count=summary.warnings))
    sentence = verdict_sentence(report, w.text, w.engine)
    book = report.book.result if report.book else None
    lines = (w.say("report.no_book") if book is None else
             w.say("report.lines_of", through=report.verified_through, total=book.lines)
             if report.verified_through else w.say("report.none_of", total=book.lines))
    rows = [(w.say("report.bundle"), e(report.bundle.label)),
            (w.say("report.lines_verified"), e(lines)),
            (w.say("report.lists"), e(len(report.seals))),
            (w.say("report.checked_at"),
             e(utc_text(report.settings.checked_at if report.settings else checked_at))),
            (w.say("report.written"), e(utc_text(checked_at))),
            (w.say("report.checked_with"), e(w.say("report.version", version=__version__)))]
    table = "".join(f"<tr><td>{e(k)}</td><td>{v}</td></tr>" for k, v in rows)
    # A one-cell table, not a div: Qt's rich text (the PDF) draws table borders only.
    return ('<table class="verdict" role="status" width="100%" border="3" cellpadding="8">'
            "<tr><td>"
            f'<span class="big">{e(w.say("report.verdict"))} {word}</span>'
            f"<p>{e(sentence)}</p></td></tr></table>\n"
            f"{META}{table}</table>")


def _steps(report: WalkReport, w: ReportWords) -> str:
    rows = []
    # A step in parts (7a, 7b) gets a row of its own for each part, with its mark.
    for step in [shown for whole in report.steps for shown in (whole, *whole.parts)]:
        number = step.id.removeprefix("step")
        command = (f"<br><span class=\"small\">{e(w.say('report.by_hand_short'))} "
                   f"<code>{e(step.command)}</code></span>") if step.command else ""
        said = "" if step.parts else f"<br>{e(w.said(step))}{command}"
        rows.append(f"<tr><td>{e(number)}</td><td>{mark(step.status, w)}</td>"
                    f"<td><b>{e(w.text(step.title))}</b>{said}</td></tr>")
    for check in report.checks:
        word = None if check.marked_applies else w.say("report.does_not_apply")
        rows.append(f"<tr><td></td><td>{mark(check.status, w, word)}</td>"
                    f"<td><b>{e(w.text(check.title))}</b><br>{e(w.said(check))}</td></tr>")
    return (f"<h2>{e(w.say('report.steps'))}</h2>\n"
            f"{TABLE}<tr><th width='6%'>#</th><th width='25%'>{e(w.say('report.result'))}"
            f"</th><th>{e(w.say('report.what'))}</th></tr>"
            + "".join(rows) + "</table>" + _reasons(report, w))


def _reasons(report: WalkReport, w: ReportWords) -> str:
    reasons = report.verdict_summary.reasons
    if not reasons:
        return ""
    items = "".join(f"<li>{mark(r.status, w)} <b>{e(w.label(report, r))}</b>: "
                    f"{e(w.said(r))}</li>" for r in reasons[:20])
    more = f"<li>{e(w.say('report.more', count=len(reasons) - 20))}</li>" \
        if len(reasons) > 20 else ""
    return f"<h3>{e(w.say('report.why'))}</h3>\n<ol>{items}{more}</ol>"


def _properties(report: WalkReport, w: ReportWords) -> str:
    heading = f"<h2>{e(w.say('report.properties'))}</h2>\n"
    properties = report.properties
    if properties is None:
        return f"{heading}<p>{e(w.say('report.no_properties'))}</p>"
    rows = []
    for name, found in properties.summary:
        count_text = ", ".join(f"{w.status(k).lower()} {v}" for k, v in found.counts)
        levels = ", ".join(found.levels) or "–"
        meaning = w.say(f"report.{name}") if name in PROPERTIES else ""
        status = found.status
        claim = _claim(report) if name == "P1b" else None
        if claim is not None:  # the counted lines decide, as the verdict has it
            status, count_text = claim.status, w.said(claim)
        rows.append(f"<tr><td><b>{e(name)}</b><br><span class=\"small\">"
                    f"{e(meaning)}</span></td>{SMALL_CELL}{mark(status, w)}"
                    f"</td><td>{e(levels)}</td><td>{e(count_text or '–')}</td></tr>")
    return (f"{heading}{TABLE}<tr>"
            f"<th width='40%'>{e(w.say('report.property'))}</th>"
            f"<th width='22%'>{e(w.say('report.overall'))}</th>"
            f"<th width='16%'>{e(w.say('report.levels'))}</th>"
            f"<th>{e(w.say('report.lines'))}</th></tr>" + "".join(rows) + "</table>"
            + _p3_sessions(properties.sessions, w))


MAX_P3_SESSIONS = 60  # a season's report lists the first sessions and says how many more


def _p3_sessions(sessions: tuple[SessionP3, ...], w: ReportWords) -> str:
    """P3 per session (Sections 3.4, 3.11): which run counts, by which declared rule."""
    if not sessions:
        return ""
    rows = "".join(
        f"<tr><td>{e(s.day)}</td><td>{mark(s.status, w)}</td>"
        f"<td>{e(s.message.render(w.engine))}</td></tr>"
        for s in sessions[:MAX_P3_SESSIONS])
    more = (f"<p>{e(w.say('report.more', count=len(sessions) - MAX_P3_SESSIONS))}</p>"
            if len(sessions) > MAX_P3_SESSIONS else "")
    return (f"<h3>{e(w.say('report.p3_sessions'))}</h3>\n{TABLE}"
            f"<tr><th width='14%'>{e(w.say('report.session'))}</th>"
            f"<th width='16%'>{e(w.say('report.result'))}</th>"
            f"<th>{e(w.say('report.what'))}</th></tr>{rows}</table>{more}")


def _claim(report: WalkReport) -> StepResult | None:
    """The P1b check over the counted lines (engine.sealed_before_open): the window, the
    text output and the report all show this one summary, not a count over every run."""
    return next((c for c in report.checks if c.id == "p1b" and c.applies), None)


def _sources(report: WalkReport, w: ReportWords) -> str:
    found = sources_used(report.seals)
    rows = []
    for kind, _title in SOURCE_KINDS:
        items = found.get(kind) or [w.say("report.none_used")]
        rows.append(f"<tr><td>{e(w.say(f'report.source_{kind}'))}</td><td>"
                    + "<br>".join(e(i) for i in items) + "</td></tr>")
    return (f"<h2>{e(w.say('report.sources'))}</h2>\n<p>{e(w.say('report.sources_intro'))}"
            "</p>\n" + META + "".join(rows) + "</table>")


def _files(report: WalkReport, w: ReportWords) -> str:
    rows = []
    for scan in (report.book, report.asks_chain):
        if scan is not None:
            result = scan.result
            chain = w.say("report.chain_intact") if result.chain_ok else \
                w.say("report.chain_broken", line=result.first_bad_line)
            rows.append(f"<tr><td><code>{e(result.path)}</code></td><td>"
                        f"{e(w.say('report.file_lines', lines=result.lines, chain=chain))}"
                        f"</td><td class=\"hash\">{e(result.sha256)}</td></tr>")
    if not rows:
        return ""
    return (f"<h2>{e(w.say('report.files'))}</h2>\n{TABLE}<tr>"
            f"<th>{e(w.say('report.file'))}</th><th>{e(w.say('report.lines'))}</th>"
            f"<th>{e(w.say('report.whole_file'))}</th></tr>" + "".join(rows) + "</table>")


def _statistics(stats: LeagueStats | None, charts: dict[str, bytes] | None,
                w: ReportWords) -> str:
    out = [f"<h2>{e(w.say('report.statistics'))}</h2>"]
    if stats is not None:
        rows = stats.rows
        out.append("<p>" + e(w.say("report.rows", total=rows.total, verified=rows.verified,
                                   not_sealed=rows.not_sealed, failed=rows.failed)) + "</p>")
        out.extend(_registered_test(stats, w))
    else:
        out.append(f"<p>{e(w.say('report.no_statistics'))}</p>")
    images = {name: data for name, data in (charts or {}).items()
              if isinstance(data, bytes) and data.startswith(PNG_SIGNATURE)}
    if not images:
        out.append(f"<p>{e(w.say('report.no_charts'))}</p>")
    for name, data in images.items():
        uri = "data:image/png;base64," + base64.b64encode(data).decode("ascii")
        # One chart per printed page, its title in the same paragraph: never parted by a break.
        out.append(f'<p style="page-break-before:always"><b>{e(name)}</b><br>'
                   f'<img src="{uri}" alt="{e(name)}" {image_size(data)}></p>')
    return "\n".join(out)


def _figure(value: float | None) -> Figure | None:
    """A computed figure as the report writes it (None: not computed, or not a number)."""
    return None if value is None or math.isnan(value) else Figure(float(value), signed=True)


def _interval(value: Interval | None, w: ReportWords) -> str:
    low, high = (_figure(value.low), _figure(value.high)) if value else (None, None)
    if low is None or high is None:
        return w.say("report.no_interval")
    return w.say("report.interval", low=low, high=high)


def _registered_test(stats: LeagueStats, w: ReportWords) -> list[str]:
    """The league's registered test (Section 8): its reading, interim or final."""
    endpoint, secondary, claims = stats.endpoint, stats.disagreement, stats.claims
    if endpoint is None:
        return []
    out = [f"<h3>{e(w.say('report.test'))}</h3>",
           f"<p><b>{e(endpoint.said.render(w.engine))}</b></p>"]
    caveat = claims.benchmark_caveat if claims is not None else None
    if caveat is not None:  # the benchmark was not frozen
        out.append(f'<p class="warn"><b>{e(caveat.render(w.engine))}</b></p>')
    families = stats.consensus.families_caveat  # the consensus' weights are not sealed
    if families is not None:
        out.append(f'<p class="warn">{e(families.render(w.engine))}</p>')
    estimate = _figure(endpoint.estimate)
    if estimate is not None:
        out.append("<p>" + e(w.say(
            "report.estimate", estimate=estimate, sessions=len(endpoint.window),
            ci95=_interval(endpoint.ci95, w), ci90=_interval(endpoint.ci90, w))) + "</p>")
    if secondary is not None:
        out.append("<p>" + e(w.say(
            "report.disagreement", reading=secondary.said.render(w.engine),
            shadow=w.say("disagreement.shadow"))) + "</p>")
    if claims is not None:
        out.append(f"<p><b>{e(w.say('report.claims'))}</b> {e(w.say('report.claims_where'))} "
                   f"{e(claims.message.render(w.engine))}</p>")
    if stats.prices is not None:
        out.append(f"<p><b>{e(w.say('report.prices'))}</b>: "
                   f"{e(stats.prices.said.render(w.engine))}</p>")
    return out


def image_size(data: bytes) -> str:
    """Width and height attributes from the PNG header, scaled down to fit a page.

    Both are needed: Qt's rich text keeps the full height when given only a width."""
    width = int.from_bytes(data[16:20], "big") if len(data) >= 24 else 0
    height = int.from_bytes(data[20:24], "big") if len(data) >= 24 else 0
    if width <= 0 or height <= 0:
        return f'width="{MAX_IMAGE_WIDTH}"'
    shown = min(width, MAX_IMAGE_WIDTH)
    return f'width="{shown}" height="{round(height * shown / width)}"'


def _problems(report: WalkReport, w: ReportWords) -> str:
    if not report.problems:
        return ""
    items = "".join(f"<li>{e(p)}</li>" for p in report.problems)
    return f"<h2>{e(w.say('report.problems'))}</h2>\n<ul>{items}</ul>"


def _footer(w: ReportWords) -> str:
    return f'<hr><p class="small">{e(w.say("report.footer", version=__version__))}</p>'

