"""The report's seals: an overview row per stamped list, then each seal with its anchors.

Everything from the bundle is escaped; every sentence is in the reader's language
(``ReportWords``), the anchors' own sentences through their messages.
"""

from __future__ import annotations

import csv
import io
from typing import Any

from verifier_app.core.anchor_results import OtsResult
from verifier_app.core.market_time import new_york
from verifier_app.core.messages import Grouped, Message
from verifier_app.core.results import SealResult, Status
from verifier_app.core.status import to_status
from verifier_app.core.times import read_time
from verifier_app.engine.paper_check import seal_overall
from verifier_app.engine.walk import WalkReport
from verifier_app.report.first_page import e
from verifier_app.report.words import ReportWords

SYMBOLS = {Status.PASS: "✓", Status.FAIL: "✗", Status.WARN: "!", Status.NOT_CHECKED: "?"}
META = '<table class="meta" width="100%" cellspacing="0">'
OVERVIEW = '<table class="overview" width="100%" cellspacing="0">'
# Set on each cell of the overview: Qt's rich text (the PDF) does not pass a table's type
# size on to its cells, and five columns need a smaller type for the longest status words.
SMALL_CELL = '<td style="font-size:7.5pt">'
DETAILED_IN_PDF = 10  # seals shown in full in the PDF; the attached CSV holds every one
COVER_WORDS = {Status.PASS: "report.matches", Status.FAIL: "report.does_not_match"}


def mark(value: Any, w: ReportWords, word: str | None = None) -> str:
    """A status as a symbol and a word (never a colour alone)."""
    status = to_status(value)
    text = word or w.status(status)
    return f'<span class="status {status.value}">{SYMBOLS[status]}&nbsp;{e(text)}</span>'


def seals_html(report: WalkReport, w: ReportWords, compact: bool = False) -> str:
    """The overview (one table per day, one row per seal), then each seal in detail.
    ``compact`` (the PDF): details only for the seals that failed (at most
    ``DETAILED_IN_PDF``); every seal's every check is in the CSV attached to the PDF."""
    if not report.seals:
        return (f"<h2>{e(w.say('report.seals'))}</h2>\n"
                f"<p>{e(w.say('report.no_seals'))}</p>")
    chosen = report.seals
    if compact:
        chosen = [s for s in report.seals
                  if seal_overall(report.paper, s)[0] == Status.FAIL][:DETAILED_IN_PDF]
    blocks = [_seal(seal, w, seal_overall(report.paper, seal)) for seal in chosen]
    days = sorted({s.day or "" for s in report.seals})
    overview = "\n".join(_overview(report, [s for s in report.seals if (s.day or "") == d],
                                   d, w) for d in days)
    intro = w.say("report.each_seal_compact", count=len(chosen)) if compact else \
        w.say("report.each_seal_intro")
    return (f"<h2>{e(w.say('report.seal_count', count=len(report.seals)))}</h2>\n"
            + overview + f"\n<h2>{e(w.say('report.each_seal'))}</h2>\n"
            f"<p>{e(intro)}</p>\n" + "\n".join(blocks))


def _overview(report: WalkReport, seals: list[SealResult], day: str, w: ReportWords) -> str:
    """One row per seal of one day, as in the app's seals table: what a reader scans."""
    rows = []
    for seal in seals:
        ots, rekor = seal.ots, seal.rekor
        bitcoin = mark(ots.status, w) if ots else "–"
        if ots and ots.height is not None:
            bitcoin += " " + e(w.say("report.block", height=Grouped(ots.height)))
        stamps = "<br>".join(f"{mark(t.status, w)} {e(t.tsa)}" for t in seal.tokens) \
            or mark(Status.NOT_CHECKED, w, w.say("report.none"))
        log = mark(rekor.status, w) if rekor else "–"
        when = (seal.time or seal.list).replace("T", " ").removesuffix("Z")
        status, found = seal_overall(report.paper, seal)
        overall = mark(status, w) + "".join(f"<br>{e(m.render(w.engine))}" for m in found)
        cells = [e(when), overall, bitcoin, stamps, log]
        rows.append("<tr>" + "".join(f"{SMALL_CELL}{c}</td>" for c in cells) + "</tr>")
    # Wide enough for the longest status word of any language ("! ADVERTENCIA").
    heads = [("16%", "report.sealed_at"), ("21%", "report.seal"), ("21%", "report.bitcoin"),
             ("21%", "report.authorities"), ("", "report.rekor")]
    header = "".join(f"<th width='{width}'>{e(w.say(key))}</th>" if width else
                     f"<th>{e(w.say(key))}</th>" for width, key in heads)
    # The day's heading in the table's first row: never left alone at a page's foot.
    title = f"<tr><td colspan='5'><b>{e(day or w.say('report.the_bundle'))}</b></td></tr>"
    return f"{OVERVIEW}{title}<tr>{header}</tr>" + "".join(rows) + "</table>"


def _seal(seal: SealResult, w: ReportWords, overall: tuple[Status, list[Message]]) -> str:
    rows = [(w.say("report.stamped_list"), f"<code>{e(seal.list)}</code>"),
            (w.say("report.claims_time"), e(seal.time or "–")),
            (w.say("report.fingerprint"), f'<span class="hash">{e(seal.sha256)}</span>')]
    for cover in seal.covers:
        word = w.say(COVER_WORDS.get(cover.status, "report.book_not_provided"))
        problem = cover.message.render(w.engine) if cover.message else cover.problem
        rows.append((w.say("report.covers", book=cover.book),
                     f"{mark(cover.status, w, word)} "
                     f"{e(w.say('report.first_lines', lines=cover.lines))} "
                     f'<span class="hash">{e(cover.sha256)}</span>'
                     + (f"<br>{e(problem)}" if problem else "")))
    if seal.ots:
        rows.append((w.say("report.ots"), _ots(seal.ots, w)))
    for token in seal.tokens:
        rows.append((w.say("report.authority", tsa=token.tsa), _token(token, w)))
    if not seal.tokens and seal.anchors_checked:
        rows.append((w.say("report.authorities"),
                     mark(Status.NOT_CHECKED, w) + " " + e(w.say("report.no_token"))))
    if seal.rekor:
        rows.append((w.say("report.transparency_log"), _rekor(seal.rekor, w)))
    if seal.problem:
        rows.append((w.say("report.problem"), e(seal.said_problem(w.engine))))
    status, found = overall
    rows += [(w.say("report.problem"), e(m.render(w.engine))) for m in found]
    body = "".join(f"<tr><td>{e(k)}</td><td>{v}</td></tr>" for k, v in rows)
    return (f"<h3>{mark(status, w)} {e(seal.time or seal.list)}</h3>\n"
            f"{META}{body}</table>")


def _ots(ots: OtsResult, w: ReportWords) -> str:
    text = mark(ots.status, w)
    if ots.height is not None:
        text += " " + e(w.say("report.header_time", height=Grouped(ots.height),
                              time=ots.header_time)
                        + (w.say("report.no_later_than", bound=ots.bound) if ots.bound else ""))
    text += f"<br>{e(w.said(ots))}"
    if ots.source:
        text += (f"<br><span class=\"small\">"
                 f"{e(w.say('report.headers_from', source=ots.source))}</span>")
    return text


def _token(token: Any, w: ReportWords) -> str:
    when = {True: w.say("report.before_open"),
            False: w.say("report.after_open")}.get(token.before_open, "")
    text = f"{mark(token.status, w)} " + e(w.say("report.signed",
                                                 time=token.gen_time_text or "–", when=when))
    text += f"<br>{e(w.said(token))}"
    trusted = token.trusted_by
    if isinstance(trusted, dict):
        text += (f"<br><span class=\"small\">"
                 f"{e(w.say('report.trusted_root', subject=trusted.get('subject')))} "
                 f"(SHA-256 <span class=\"hash\">{e(trusted.get('sha256'))}</span>)</span>")
    return text


def _rekor(rekor: Any, w: ReportWords) -> str:
    text = mark(rekor.status, w)
    if rekor.signed_time_utc:  # an unsigned time is said only in the entry's sentence
        text += " " + e(w.say("report.entered", time=rekor.signed_time_utc,
                              index=rekor.log_index))
    return text + f"<br>{e(w.said(rekor))}"


CSV_COLUMNS = ("day", "stamped_list", "time_utc", "time_new_york", "overall", "failed_checks",
               "bitcoin", "bitcoin_sentence", "time_stamps", "time_stamp_sentences", "log",
               "log_sentence", "problem")
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def seals_csv(report: WalkReport, w: ReportWords) -> bytes:
    """Every seal with every check's status and sentence, one row each (UTF-8 CSV): what
    the PDF leaves out to stay a few dozen pages. Cells from the bundle never start a
    spreadsheet formula."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for seal in report.seals:
        status, found = seal_overall(report.paper, seal)
        moment = read_time(seal.time).moment if seal.time else None
        ots, rekor = seal.ots, seal.rekor
        row = [seal.day or "", seal.list,
               f"{moment:%Y-%m-%d %H:%M:%S}" if moment else seal.time or "",
               f"{new_york(moment):%Y-%m-%d %H:%M:%S}" if moment else "",
               w.status(status), " | ".join(m.render(w.engine) for m in found),
               w.status(ots.status) if ots else "", w.said(ots) if ots else "",
               " | ".join(f"{t.tsa}: {w.status(t.status)}" for t in seal.tokens),
               " | ".join(w.said(t) for t in seal.tokens),
               w.status(rekor.status) if rekor else "", w.said(rekor) if rekor else "",
               seal.said_problem(w.engine) or ""]
        writer.writerow([_cell(v) for v in row])
    return out.getvalue().encode("utf-8")


def _cell(value: str) -> str:
    return "'" + value if value.startswith(FORMULA_START) else value
