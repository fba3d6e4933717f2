"""The report's first page: the one a journalist attaches.

The headline (what was proven, at which level), the bundle's identity (file hashes), the
seals of the chosen day with their anchors and times in UTC and New York, what is proven
and what is not, and how to re-run every check by hand. The details follow as an appendix.
Everything from the bundle is escaped (``report_html.e``).
"""

from __future__ import annotations

from html import escape
from typing import Any

from verifier_app.anchors.market_time import new_york
from verifier_app.engine.errors import UserFacingError
from verifier_app.engine.messages import Lookup
from verifier_app.engine.results import STATUS_WORDS, SealResult
from verifier_app.engine.times import read_time
from verifier_app.engine.walk import WalkReport

IDENTITY_FILES = ("council-book.jsonl", "council-forecasts.csv", "council-stats.json",
                  "asks.jsonl", "arena-protocol.json")
# What a rung proves (engine.trust): said as proven when reached, as not proven otherwise.
PROVES = {
    "1": "no sealed book line was changed, removed or moved after it was sealed (level 1: "
         "the operator's own hash chain, steps 3 and 4).",
    "2": "the sealed lines existed before a time the operator does not control (level 2: "
         "a Bitcoin block or the public log, step 6 or 10).",
    "2+": "authorities you trust signed the seals before the 09:30 New York open (level 2+: "
          "step 9).",
}
NEVER = "that the forecasts are any good, or that the league's prices are right."
SMALL = "font-size:7.5pt;line-height:115%"
CELL = SMALL + ";border:1px solid #90a4ae"
HEADING = "font-size:9.5pt;margin-top:8px;margin-bottom:2px"
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


def first_page(report: WalkReport, day: str | None = None,
               lookup: Lookup | None = None) -> str:
    summary = report.verdict_summary
    headline = summary.headline.render(lookup) if summary.headline else summary.title
    seals = _day_seals(report, day)
    parts = [f'<p class="big">{e(headline)}</p>',
             f"<p><b>Verdict: {e(summary.title)}</b>. {e(summary.sentence)}</p>",
             _identity(report), _seal_table(seals), _proven(report), _by_hand(report, seals),
             "<p>The details of every step, seal and figure follow as an appendix.</p>"]
    # One attachable page: a smaller type than the appendix (set on each element: Qt's
    # rich text, which lays out the PDF, does not pass a div's size on to tables).
    page = "\n".join(parts)
    page = page.replace("<h3>", f'<p style="{HEADING}"><b>').replace("</h3>", "</b></p>")
    page = page.replace("<code>", f'<code style="{CODE}">')
    for tag, style in (("td", CELL), ("th", CELL), ("p", SMALL), ("li", SMALL)):
        page = page.replace(f"<{tag}>", f'<{tag} style="{style}">')
    return f'<div class="first">{page}</div>{PAGE_BREAK}'



def _day_seals(report: WalkReport, day: str | None) -> list[SealResult]:
    days = sorted({s.day for s in report.seals if s.day})
    chosen = day if day in days else (days[-1] if days else None)
    return [s for s in report.seals if s.day == chosen] if chosen else report.seals[:6]


def _identity(report: WalkReport) -> str:
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
    return ("<h3>The bundle checked (SHA-256 of each file)</h3>"
            '<table width="100%" cellspacing="0"><tr><th>File</th><th>SHA-256</th></tr>'
            + "".join(rows) + "</table>")


def _times(text: str | None) -> tuple[str, str]:
    moment = read_time(text).moment if text else None
    if moment is None:
        return (text or "—", "—")
    return (f"{moment:%H:%M:%S}", f"{new_york(moment):%H:%M:%S}")


def _anchors(seal: SealResult) -> str:
    parts = []
    if seal.ots is not None:
        block = f"block {seal.ots.height:,}" if seal.ots.height else seal.ots.outcome
        parts.append(f"Bitcoin {block} {STATUS_WORDS[seal.ots.status]}")
    for token in seal.tokens:
        when = f" at {token.gen_time:%H:%M:%S} UTC" if token.gen_time else ""
        parts.append(f"{token.tsa}{when} {STATUS_WORDS[token.status]}")
    if seal.rekor is not None:
        parts.append(f"Rekor log {STATUS_WORDS[seal.rekor.status]}")
    return " · ".join(parts) or "no anchor"


def _seal_table(seals: list[SealResult]) -> str:
    day = seals[0].day if seals and seals[0].day else ""
    rows = []
    for seal in seals:
        utc, ny = _times(seal.time)
        rows.append(f"<tr><td>{e(utc)}</td><td>{e(ny)}</td>"
                    f"<td><b>{e(STATUS_WORDS[seal.status])}</b></td>"
                    f"<td>{e(_anchors(seal))}</td></tr>")
    return (f"<h3>The seals of {e(day or 'the bundle')}</h3>"
            '<table width="100%" cellspacing="0"><tr><th>Time (UTC)</th><th>New York</th>'
            "<th>Overall</th><th>Anchors</th></tr>" + "".join(rows) + "</table>")


def _proven(report: WalkReport) -> str:
    reached = {r.level: r.reached for r in report.trust}
    proven = [PROVES[level] for level in PROVES if reached.get(level)]
    missing = [PROVES[level] for level in PROVES if not reached.get(level)]
    items = [f"<li><b>Proven:</b> {e(text)}</li>" for text in proven]
    items += [f"<li><b>Not proven:</b> {e(text)}</li>" for text in missing]
    items.append(f"<li><b>Never proven by seals:</b> {e(NEVER)}</li>")
    return "<h3>What is proven and what is not</h3><ul>" + "".join(items) + "</ul>"


def _by_hand(report: WalkReport, seals: list[SealResult]) -> str:
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
    return f"<h3>How to re-run every check by hand</h3><p>{text}</p>"
