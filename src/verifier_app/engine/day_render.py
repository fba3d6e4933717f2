"""A day's page in words: plain text for ``verifier-app day`` and the report's first page's
table of the day's seals (``report_first_page``), in the reader's language."""

from __future__ import annotations

from html import escape

from verifier_app.engine.day_report import DayAnchor, DayCover, DayReport, DaySeal, Moment
from verifier_app.engine.report_words import ReportWords


def e(value: object) -> str:
    return escape("" if value is None else str(value), quote=True)


def time_said(moment: Moment | None, w: ReportWords) -> str:
    if moment is None:
        return w.say("day.no_time")
    return w.say("day.time", utc=moment.utc_text, new_york=moment.new_york_text)


def anchor_said(anchor: DayAnchor, w: ReportWords, with_time: bool = True) -> str:
    status = w.status(anchor.status)
    if anchor.kind == "bitcoin":
        key = "day.anchor_bitcoin" if anchor.name[:1].isdigit() else "day.anchor_bitcoin_kind"
    else:
        key = "day.anchor_token" if anchor.kind == "token" else "day.anchor_log"
    said = w.say(key, name=anchor.name, status=status)
    if anchor.upgraded_from:
        said = w.say("day.upgraded", anchor=said, calendar=anchor.upgraded_from)
    if with_time and anchor.time is not None:
        said = w.say("day.anchor_at", anchor=said, time=time_said(anchor.time, w))
    return said


def cover_said(cover: DayCover, w: ReportWords, short: bool = False) -> str:
    values = {"book": cover.book, "lines": f"{cover.lines:,}", "first": f"{cover.first_new:,}"}
    if short:
        same = cover.first_new > cover.lines
        return w.say("day.lines_cell_same" if same else "day.lines_cell", **values)
    key = "day.covers_nothing_new" if cover.first_new > cover.lines else "day.covers"
    return w.say(key, **values)


def seal_said(seal: DaySeal, w: ReportWords) -> str:
    values = {"time": time_said(seal.time, w), "list": seal.list,
              "status": w.status(seal.status)}
    if seal.level is None:
        return w.say("day.seal_no_level", **values)
    return w.say("day.seal", level=seal.level, **values)


def render_day_text(page: DayReport, w: ReportWords) -> str:
    """``verifier-app day``: the heading, every seal with its lines and anchors, what is
    pending and when it will likely complete, and the assumption behind that estimate."""
    lines = [w.say("day.heading", day=page.day), page.headline().render(w.engine), ""]
    for seal in page.seals:
        lines.append(seal_said(seal, w))
        lines += [f"    {cover_said(c, w)}" for c in seal.covers]
        lines += [f"    {anchor_said(a, w)}" for a in seal.anchors]
        if seal.problem is not None:
            lines.append(f"    {seal.problem.render(w.engine)}")
        lines.append("")
    if page.pending:
        lines.append(w.say("day.pending_heading") + ":")
        lines += [f"  {s.list}: {s.pending.said().render(w.engine)}"
                  for s in page.pending if s.pending is not None]
        lines.append(w.say("day.assumption"))
    elif page.seals:
        lines.append(w.say("day.nothing_pending"))
    if page.days:
        lines.append(w.say("day.other_days", days=", ".join(page.days[-10:])))
    return "\n".join(lines).rstrip() + "\n"


def day_table_html(page: DayReport, w: ReportWords, cell: str) -> str:
    """The first page's table of the day's seals (``cell``: the page's cell style) and,
    below it, what is still pending with its estimate and assumption."""
    heads = "".join(
        f"<th width='{width}' style='{cell}'>{e(w.say(key))}</th>" for width, key in
        (("11%", "report.time_utc"), ("17%", "report.new_york"), ("10%", "report.overall"),
         ("6%", "day.level_heading"), ("18%", "day.lines_heading"),
         ("38%", "report.anchors")))
    rows = []
    for seal in page.seals:
        utc = f"{seal.time.utc:%H:%M:%S}" if seal.time else "—"
        ny = seal.time.new_york_text if seal.time else "—"
        covers = "<br>".join(e(cover_said(c, w, short=True)) for c in seal.covers) or "—"
        anchors = " · ".join(e(anchor_said(a, w, with_time=a.kind != "bitcoin"))
                             for a in seal.anchors) or e(w.say("report.no_anchor"))
        problem = f"<br>{e(seal.problem.render(w.engine))}" if seal.problem else ""
        rows.append(f"<tr><td>{e(utc)}</td><td>{e(ny)}</td>"
                    f"<td><b>{e(w.status(seal.status))}</b></td>"
                    f"<td>{e(seal.level or w.say('day.no_level'))}</td><td>{covers}</td>"
                    f"<td>{anchors}{problem}</td></tr>")
    table = (f"<h3>{e(w.say('report.seals_of', day=page.day))}</h3>"
             f'<table width="100%" cellspacing="0" cellpadding="1"><tr>{heads}</tr>'
             + "".join(rows) + "</table>")
    return table + pending_html(page, w)


def pending_html(page: DayReport, w: ReportWords) -> str:
    if not page.pending:
        return ""
    items = "".join(f"<li><code>{e(s.list)}</code>: {e(s.pending.said().render(w.engine))}"
                    "</li>" for s in page.pending if s.pending is not None)
    return (f"<p><b>{e(w.say('day.pending_heading'))}</b></p><ul>{items}</ul>"
            f"<p>{e(w.say('day.assumption'))}</p>")
