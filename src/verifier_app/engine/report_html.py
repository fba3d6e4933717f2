"""The walk as one self-contained HTML file a journalist can attach to an article.

No Qt and no outside resources: the styles are inline and the charts are embedded as
``data:`` URIs. Every status is a word and a symbol, never a colour alone. Everything that
comes from the bundle is hostile input and is escaped before it reaches the page.
"""

from __future__ import annotations

import base64
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from verifier_app import __version__
from verifier_app.engine.messages import Lookup
from verifier_app.engine.report_first_page import e, first_page
from verifier_app.engine.report_sources import SOURCE_KINDS, sources_used
from verifier_app.engine.report_text import MARKS, verdict_sentence
from verifier_app.engine.results import Status, to_status
from verifier_app.engine.walk import WalkReport

SYMBOLS = {Status.PASS: "✓", Status.FAIL: "✗", Status.WARN: "!", Status.NOT_CHECKED: "?"}
PROPERTIES = {
    "P2": "No substitution: the line is inside a stamped prefix that matched.",
    "P1a": "No rebuild after the anchor: a seal covering the line is anchored in Bitcoin "
           "or logged in Rekor.",
    "P1b": "Committed before the reference: sealed before the session's 09:30 New York open.",
    "P3": "No selection among runs: the counted run follows a rule declared in advance.",
}
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
# Qt's rich text (the PDF) sizes tables by attributes only, not by CSS.
TABLE = '<table width="100%" cellspacing="0">'
META = '<table class="meta" width="100%" cellspacing="0">'
OVERVIEW = '<table class="overview" width="100%" cellspacing="0">'
MAX_IMAGE_WIDTH = 500  # pixels; wider charts are scaled down to fit an A4 or Letter page
# The page width for browsers; the PDF leaves it out (Qt's rich text would narrow the page).
SCREEN_CSS = "body{max-width:60em;margin:1.5em auto;padding:0 1em}"
CSS = SCREEN_CSS + """
body{font-family:"Noto Sans","DejaVu Sans",Arial,sans-serif;color:#1f1f1f;line-height:1.45}
h1{font-size:1.6em;margin-bottom:.2em}h2{margin-top:1.6em;border-bottom:2px solid #455a64}
table{border-collapse:collapse;width:100%;margin:.6em 0}
th,td{border:1px solid #90a4ae;padding:.3em .45em;text-align:left;vertical-align:top}
th{background:#eceff1}
code,.hash{font-family:"DejaVu Sans Mono",monospace;font-size:.85em;word-break:break-all}
.status{font-weight:bold;white-space:nowrap}
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



def mark(value: Any, word: str | None = None) -> str:
    status = to_status(value)
    text = word or MARKS[status]
    return f'<span class="status {status.value}">{SYMBOLS[status]}&nbsp;{e(text)}</span>'


def render_html(report: WalkReport, stats_json: dict | None, charts: dict[str, bytes] | None,
                checked_at: datetime, notice: str = "", day: str | None = None,
                lookup: Lookup | None = None) -> str:
    """``notice``: a warning shown first, e.g. that this is a workshop's changed copy;
    ``day``: the seals the first page lists (default: the last day); ``lookup``: the
    reader's language for the engine's messages (the headline)."""
    banner = f'<p class="demo">{e(notice)}</p>' if notice else ""
    parts = [_head(report), banner, first_page(report, day, lookup),
             "<h1>Appendix: every check in detail</h1>", _summary(report, checked_at),
             _steps(report),
             _properties(report), _seals(report), _sources(report), _files(report),
             _statistics(stats_json, charts), _problems(report), _footer()]
    return "\n".join(p for p in parts if p) + "\n</body>\n</html>\n"


def write_html_report(report: WalkReport, path: Path, stats_json: dict | None = None,
                      charts: dict[str, bytes] | None = None, notice: str = "") -> None:
    """Write the report, checked now (UTC), as UTF-8 to ``path``."""
    page = render_html(report, stats_json, charts, datetime.now(UTC), notice)
    Path(path).write_bytes(page.encode("utf-8"))


def utc_text(moment: datetime) -> str:
    if moment.tzinfo is None:  # a naive time is taken as UTC, the only zone the app uses
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S UTC")


def _head(report: WalkReport) -> str:
    title = f"Verification report: {report.bundle.label}"
    demo = ('<p class="demo">DEMONSTRATION DATA: a synthetic league made by this app to show '
            "how the checks work. These are not real forecasts.</p>"
            if report.bundle.is_demo else "")
    return ('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
            f"<title>{e(title)}</title>\n<style>{CSS}</style>\n</head>\n<body>\n"
            f"<h2>Sealed before the open: verification report</h2>\n{demo}")


def _summary(report: WalkReport, checked_at: datetime) -> str:
    summary = report.verdict_summary
    status, word = summary.verdict.status, summary.title
    book = report.book.result if report.book else None
    lines = ("no book was provided" if book is None else
             f"1–{report.verified_through} of {book.lines}" if report.verified_through else
             f"none of {book.lines}")
    rows = [("Bundle", e(report.bundle.label)),
            ("Book lines verified (sealed and chained)", e(lines)),
            ("Stamped lists (seals)", e(len(report.seals))),
            ("Time of the check", e(utc_text(checked_at))),
            ("Checked with", e(f"verifier-app version {__version__}"))]
    table = "".join(f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in rows)
    # A one-cell table, not a div: Qt's rich text (the PDF) draws table borders only.
    return ('<table class="verdict" role="status" width="100%" border="3" cellpadding="8">'
            "<tr><td>"
            f'<span class="big">Verdict: {mark(status, word)}</span>'
            f"<p>{e(verdict_sentence(report))}</p></td></tr></table>\n"
            f"{META}{table}</table>")


def _steps(report: WalkReport) -> str:
    rows = []
    for step in report.steps:
        number = step.id.removeprefix("step")
        command = f"<br><span class=\"small\">By hand: <code>{e(step.command)}</code></span>" \
            if step.command else ""
        rows.append(f"<tr><td>{e(number)}</td><td>{mark(step.status)}</td>"
                    f"<td><b>{e(step.title)}</b><br>{e(step.detail)}{command}</td></tr>")
    for check in report.checks:
        word = None if check.applies else "DOES NOT APPLY"
        rows.append(f"<tr><td></td><td>{mark(check.status, word)}</td>"
                    f"<td><b>{e(check.title)}</b><br>{e(check.detail)}</td></tr>")
    return (f"<h2>The ten steps (the paper's Appendix B) and the further checks</h2>\n"
            f"{TABLE}<tr>"
            "<th width='6%'>#</th><th width='21%'>Result</th><th>What was checked</th></tr>"
            + "".join(rows) + "</table>" + _reasons(report))


def _reasons(report: WalkReport) -> str:
    reasons = report.verdict_summary.reasons
    if not reasons:
        return ""
    items = "".join(f"<li>{mark(r.status)} <b>{e(r.label)}</b>: {e(r.sentence)}</li>"
                    for r in reasons[:20])
    more = f"<li>… and {len(reasons) - 20} more</li>" if len(reasons) > 20 else ""
    return f"<h3>Why the verdict is what it is</h3>\n<ol>{items}{more}</ol>"


def _properties(report: WalkReport) -> str:
    summary = report.properties.get("summary") or {}
    if not summary:
        return ("<h2>Proof-of-before properties per forecast line</h2>\n"
                "<p>Not checked: no forecast line was verified.</p>")
    rows = []
    for name, data in summary.items():
        data = data if isinstance(data, dict) else {}
        counts = data.get("lines") or {}
        count_text = ", ".join(f"{MARKS[to_status(k)].lower()} {v}" for k, v in counts.items())
        levels = ", ".join(str(x) for x in data.get("levels") or []) or "–"
        rows.append(f"<tr><td><b>{e(name)}</b><br><span class=\"small\">"
                    f"{e(PROPERTIES.get(name, ''))}</span></td><td>{mark(data.get('status'))}"
                    f"</td><td>{e(levels)}</td><td>{e(count_text or '–')}</td></tr>")
    return (f"<h2>Proof-of-before properties per forecast line</h2>\n{TABLE}<tr>"
            "<th width='45%'>Property</th><th>Overall</th><th>Trust levels</th>"
            "<th>Lines</th></tr>"
            + "".join(rows) + "</table>")


def _seals(report: WalkReport) -> str:
    if not report.seals:
        return "<h2>Seals</h2>\n<p>No stamped list was provided: nothing is sealed.</p>"
    blocks = [_seal(seal) for seal in report.seals]
    return (f"<h2>Seals ({len(report.seals)} stamped lists)</h2>\n" + _seal_overview(report)
            + "\n<h2>Each seal in detail</h2>\n<p>What each stamped list covers, and each "
            "independent anchor of its fingerprint.</p>\n" + "\n".join(blocks))


def _seal_overview(report: WalkReport) -> str:
    """One row per seal, as in the app's seals table: the overview a reader scans first."""
    rows = []
    for seal in report.seals:
        ots, rekor = seal.ots, seal.rekor
        bitcoin = mark(ots.status) if ots else "–"
        if ots and ots.height is not None:
            bitcoin += f" block {e(ots.height)}"
        stamps = "<br>".join(f"{mark(t.status)} {e(t.tsa)}" for t in seal.tokens) \
            or mark(Status.NOT_CHECKED, "NONE")
        log = mark(rekor.status) if rekor else "–"
        when = (seal.time or seal.list).replace("T", " ").removesuffix("Z")
        rows.append(f"<tr><td>{e(when)}</td><td>{mark(seal.status)}</td>"
                    f"<td>{bitcoin}</td><td>{stamps}</td><td>{log}</td></tr>")
    return (f"{OVERVIEW}<tr><th width='17%'>Sealed at (UTC)</th><th width='17%'>Seal</th>"
            "<th width='24%'>Bitcoin</th><th width='22%'>Time-stamp authorities</th>"
            "<th>Rekor log</th></tr>" + "".join(rows)
            + "</table>")


def _seal(seal: Any) -> str:
    rows = [("Stamped list", f"<code>{e(seal.list)}</code>"),
            ("Time it claims", e(seal.time or "–")),
            ("Fingerprint (SHA-256)", f'<span class="hash">{e(seal.sha256)}</span>')]
    for cover in seal.covers:
        rows.append((f"Covers {e(cover.book)}",
                     f"{mark(cover.status, _cover_word(cover.status))} first {e(cover.lines)} "
                     f'lines, SHA-256 <span class="hash">{e(cover.sha256)}</span>'
                     + (f"<br>{e(cover.problem)}" if cover.problem else "")))
    if seal.ots:
        rows.append(("Bitcoin (OpenTimestamps)", _ots(seal.ots.to_json())))
    for token in seal.tokens:
        rows.append((f"Time-stamp authority {e(token.tsa)}", _token(token.to_json())))
    if not seal.tokens and seal.anchors_checked:
        rows.append(("Time-stamp authorities", mark(Status.NOT_CHECKED) + " no token provided"))
    if seal.rekor:
        rows.append(("Transparency log (Rekor)", _rekor(seal.rekor.to_json())))
    if seal.problem:
        rows.append(("Problem", e(seal.problem)))
    body = "".join(f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in rows)
    return (f"<h3>{mark(seal.status)} {e(seal.time or seal.list)}</h3>\n"
            f"{META}{body}</table>")


def _cover_word(status: Status) -> str:
    return {Status.PASS: "MATCHES", Status.FAIL: "DOES NOT MATCH"}.get(
        status, "NOT CHECKED: BOOK NOT PROVIDED")


def _ots(ots: dict) -> str:
    text = mark(ots.get("step_status", ots.get("status")))
    if ots.get("height") is not None:
        text += (f" block {e(ots['height'])}, header time {e(ots.get('header_time'))}"
                 + (f", existed no later than {e(ots['bound'])}" if ots.get("bound") else ""))
    text += f"<br>{e(ots.get('detail'))}"
    if ots.get("source"):
        text += f"<br><span class=\"small\">Block headers from: {e(ots['source'])}</span>"
    return text


def _token(token: dict) -> str:
    before = {True: "before the 09:30 New York open",
              False: "AFTER the 09:30 New York open"}.get(token.get("before_open"), "")
    text = f"{mark(token.get('status'))} signed {e(token.get('gen_time') or '–')} {e(before)}"
    text += f"<br>{e(token.get('detail'))}"
    trusted = token.get("trusted_by")
    if isinstance(trusted, dict):
        text += (f"<br><span class=\"small\">Trusted because of the root "
                 f"{e(trusted.get('subject'))} (SHA-256 <span class=\"hash\">"
                 f"{e(trusted.get('sha256'))}</span>)</span>")
    return text


def _rekor(rekor: dict) -> str:
    text = mark(rekor.get("status"))
    if rekor.get("integrated_time_utc"):
        text += (f" entered {e(rekor['integrated_time_utc'])}, "
                 f"log index {e(rekor.get('log_index'))}")
    return text + f"<br>{e(rekor.get('detail'))}"


def _sources(report: WalkReport) -> str:
    found = sources_used(report.seals)
    rows = []
    for kind, title in SOURCE_KINDS:
        items = found.get(kind) or ["none used"]
        rows.append(f"<tr><td>{e(title)}</td><td>" + "<br>".join(e(i) for i in items)
                    + "</td></tr>")
    return ("<h2>Sources this check relied on</h2>\n<p>Where the app got what it compared "
            "against. None of them is controlled by the league's operator, except where "
            "the bundle itself is named.</p>\n"
            + META + "".join(rows) + "</table>")


def _files(report: WalkReport) -> str:
    rows = []
    for scan in (report.book, report.asks_chain):
        if scan is not None:
            result = scan.result
            chain = "chain intact" if result.chain_ok else \
                f"chain broken at line {result.first_bad_line}"
            rows.append(f"<tr><td><code>{e(result.path)}</code></td><td>{e(result.lines)} "
                        f"lines, {e(chain)}</td><td class=\"hash\">{e(result.sha256)}</td></tr>")
    if not rows:
        return ""
    return (f"<h2>Evidence: the chained files as checked</h2>\n{TABLE}<tr><th>File</th>"
            "<th>Lines</th><th>SHA-256 of the whole file</th></tr>" + "".join(rows)
            + "</table>")


def _statistics(stats_json: dict | None, charts: dict[str, bytes] | None) -> str:
    out = ["<h2>Statistics (from verified rows only)</h2>"]
    rows = (stats_json or {}).get("rows")
    if isinstance(rows, dict):
        out.append(f"<p>Forecast rows: {e(rows.get('total'))} in total, {e(rows.get('verified'))}"
                   f" verified, {e(rows.get('not_sealed'))} not sealed, "
                   f"{e(rows.get('failed'))} failed. Only verified rows are used.</p>")
    else:
        out.append("<p>Statistics were not included in this report.</p>")
    out.extend(_registered_test(stats_json or {}))
    images = {name: data for name, data in (charts or {}).items()
              if isinstance(data, bytes) and data.startswith(PNG_SIGNATURE)}
    if not images:
        out.append("<p>Charts not available in this report.</p>")
    for name, data in images.items():
        uri = "data:image/png;base64," + base64.b64encode(data).decode("ascii")
        # One chart per printed page, its title in the same paragraph: never parted by a break.
        out.append(f'<p style="page-break-before:always"><b>{e(name)}</b><br>'
                   f'<img src="{uri}" alt="{e(name)}" {image_size(data)}></p>')
    return "\n".join(out)


def _interval(value: Any) -> str:
    if not isinstance(value, dict) or value.get("low") is None:
        return "no interval yet"
    return f"{value['low']:+.4f} to {value['high']:+.4f}"


def _registered_test(stats_json: dict) -> list[str]:
    """The league's registered test (Section 8): its reading, interim or final."""
    endpoint, secondary = stats_json.get("primary_endpoint"), stats_json.get("disagreement")
    if not isinstance(endpoint, dict):
        return []
    out = ["<h3>The registered test (the paper's Section 8)</h3>",
           f"<p><b>{e(endpoint.get('label'))}</b></p>"]
    if isinstance(endpoint.get("estimate"), float):
        out.append(f"<p>Estimate {endpoint['estimate']:+.4f} over "
                   f"{e(endpoint['window']['sessions_scored'])} sessions; 95% interval "
                   f"{e(_interval(endpoint.get('ci95')))}; 90% interval "
                   f"{e(_interval(endpoint.get('ci90')))} (margin ±0.01; moving blocks of "
                   "5 sessions, 10,000 resamples, seed 20261102).</p>")
    if isinstance(secondary, dict):
        out.append(f"<p>Disagreement (secondary, undirected): {e(secondary.get('reading'))}. "
                   f"Against the shadow consensus: {e(secondary.get('shadow_consensus'))}.</p>")
    claims, prices = stats_json.get("claims_ladder"), stats_json.get("independent_prices")
    if isinstance(claims, dict):
        out.append(f"<p><b>Claims ladder</b> (Section 3.12, Table B1): "
                   f"{e(claims.get('sentence'))}</p>")
    if isinstance(prices, dict):
        out.append(f"<p><b>Independent prices</b>: {e(prices.get('sentence'))}</p>")
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


def _problems(report: WalkReport) -> str:
    if not report.problems:
        return ""
    items = "".join(f"<li>{e(p)}</li>" for p in report.problems)
    return f"<h2>Problems with the files given</h2>\n<ul>{items}</ul>"


def _footer() -> str:
    return (f'<hr><p class="small">Made with verifier-app {e(__version__)}, which checks the '
            "league's seals without trusting its operator. The commands in the steps table "
            "let anyone repeat each check by hand.</p>")
