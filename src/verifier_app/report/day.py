"""A day's page in words: plain text for ``verifier-app day`` and the report's first page's
table of the day's seals (``report_first_page``), in the reader's language."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from html import escape

from verifier_app.core.market_time import NEW_YORK, new_york
from verifier_app.core.messages import Grouped
from verifier_app.engine.day_report import DayAnchor, DayCover, DayReport, DaySeal, Moment
from verifier_app.report.words import ReportWords


def e(value: object) -> str:
    return escape("" if value is None else str(value), quote=True)


def time_said(moment: Moment | None, w: ReportWords, day: str | None = None) -> str:
    """Both times with their dates; with ``day`` (the page's), the short form: the hours
    only, each with its date only when it is not that day (00:30 UTC is the evening
    before in New York, and a bare time would hide that)."""
    if moment is None:
        return w.say("day.no_time")
    if day is None:
        return w.say("day.time", utc=moment.utc_text, new_york=moment.new_york_text)
    utc, ny = moment.utc_text, moment.new_york_text.rsplit(" ", 1)[0]  # zone: EDT or EST
    return w.say("day.time_short", utc=utc[11:] if utc.startswith(day) else utc,
                 new_york=ny[11:] if ny.startswith(day) else ny)


def anchor_said(anchor: DayAnchor, w: ReportWords, with_time: bool = True,
                day: str | None = None) -> str:
    status = w.status(anchor.status)
    if anchor.kind == "bitcoin":
        key = "day.anchor_bitcoin" if anchor.height else \
            "day.anchor_bitcoin_pending" if anchor.pending is not None else \
            "day.anchor_bitcoin_kind"
    else:
        key = "day.anchor_token" if anchor.kind == "token" else "day.anchor_log"
    name = Grouped(anchor.height) if anchor.height else anchor.name  # 9.000.003 in German
    said = w.say(key, name=name, status=status)
    if anchor.upgraded_from:
        said = w.say("day.upgraded", anchor=said, calendar=anchor.upgraded_from)
    if with_time and anchor.time is not None:
        said = w.say("day.anchor_at", anchor=said, time=time_said(anchor.time, w, day))
    return said


def day_offset(day: str) -> timedelta:
    """New York's offset from UTC at noon on ``day`` (EDT -4 h, EST -5 h, by the rules)."""
    noon = datetime.combine(date.fromisoformat(day), time(12), tzinfo=NEW_YORK)
    return noon.utcoffset() or timedelta(0)


def offset_note(day: str, w: ReportWords) -> str:
    """'The seals of 2026-10-26 (New York = UTC −4 h, EDT)': the page's heading with the
    offset that gives every UTC time below its New York time."""
    noon = datetime.combine(date.fromisoformat(day), time(12), tzinfo=NEW_YORK)
    hours = day_offset(day).total_seconds() / 3600
    return w.say("day.offset_note", heading=w.say("report.seals_of", day=day),
                 offset=f"{hours:+g}".replace("-", "−"), zone=noon.tzname())


def anchor_short(anchor: DayAnchor, w: ReportWords, day: str) -> str:
    """The first page's form: 'Bitcoin block 972,334 PASS 13:55:20 UTC', with its New York
    time too when New York's offset then differs from the day's (``offset_note``)."""
    status = w.status(anchor.status)
    if anchor.kind == "bitcoin":
        said = w.say("report.bitcoin_block", height=Grouped(anchor.height), status=status) \
            if anchor.height else w.say("day.anchor_bitcoin_kind", status=status)
    elif anchor.kind == "token":
        said = w.say("report.token", tsa=anchor.name, status=status)
    else:
        said = w.say("report.log", status=status)
    if anchor.time is None:
        return said
    moment = anchor.time.utc
    if new_york(moment).utcoffset() == day_offset(day):
        utc = anchor.time.utc_text
        when = w.say("day.utc_only", utc=utc[11:] if utc.startswith(day) else utc)
    else:
        when = time_said(anchor.time, w, day)
    return w.say("day.short_at", anchor=said, time=when)


def pending_short(seal: DaySeal, day: str, w: ReportWords) -> str:
    """The first page's sentence for a pending proof, its assumption stated (the seal's
    name is in its row already)."""
    pending = seal.pending
    if pending is None or pending.expected_from is None or pending.expected_by is None:
        return pending.said().render(w.engine) if pending else ""
    start, end = pending.expected_from, pending.expected_by
    key = "day.pending_short_overdue" if pending.overdue else "day.pending_short"
    return w.say(key, start=_hours(start.utc_text, day), end=_hours(end.utc_text, day),
                 start_ny=_hours(start.new_york_text.rsplit(" ", 1)[0], day),
                 end_ny=_hours(end.new_york_text.rsplit(" ", 1)[0], day))


def _hours(text: str, day: str) -> str:
    """'14:23' on the page's day, '2026-10-27 00:23' on another: minutes are enough for
    an estimate."""
    return text[11:16] if text.startswith(day) else text[:16]


def cover_said(cover: DayCover, w: ReportWords, short: bool = False,
               unnamed: bool = False) -> str:
    """'covers … lines 1–98 (new since the seal before: 84–98)'; ``short``: the table's
    form, ``unnamed``: without the book's name (a column that holds one book only)."""
    book = cover.book.rsplit("/", 1)[-1] if short else cover.book
    values = {"book": book, "lines": f"{cover.lines:,}", "first": f"{cover.first_new:,}"}
    if unnamed:
        same = cover.first_new > cover.lines
        return w.say("day.lines_only_same" if same else "day.lines_only", **values)
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


def day_table_html(page: DayReport, w: ReportWords, cell: str, book: str | None = None) -> str:
    """The first page's table of the day's seals (``cell``: the page's cell style; with
    ``book``, the lines of that book file only); a pending proof is said in its row with
    when it will likely complete (the sentence states the assumption)."""
    time_head = f"{e(w.say('report.time_utc'))}<br>{e(w.say('report.new_york'))}"
    heads = f"<th width='14%' style='{cell}'>{time_head}</th>" + "".join(
        f"<th width='{width}' style='{cell}'>{e(w.say(key))}</th>" for width, key in
        (("11%", "day.overall_level"), ("12%", "day.lines_heading"),
         ("63%", "report.anchors")))
    rows = []
    for seal in page.seals:
        utc = f"{seal.time.utc:%H:%M:%S}" if seal.time else "—"
        # New York always with its date: a seal at 00:30 UTC is the evening before there.
        ny = seal.time.new_york_text.rsplit(" ", 1)[0] if seal.time else "—"
        covers = "<br>".join(e(cover_said(c, w, short=True, unnamed=book is not None))
                             for c in seal.covers
                             if book is None or c.file == book) or "—"
        # A pending proof is said with its estimate where its anchor stands.
        anchors = " · ".join(e(pending_short(seal, page.day, w) if a.pending is not None
                               else anchor_short(a, w, page.day)) for a in seal.anchors) \
            or e(w.say("report.no_anchor"))
        problem = f"<br>{e(seal.problem.render(w.engine))}" if seal.problem else ""
        rows.append(f"<tr><td>{e(utc)}<br>{e(ny)}</td>"
                    f"<td><b>{e(w.status(seal.status))}</b><br>"
                    f"{e(w.say('day.level_cell', level=seal.level or w.say('day.no_level')))}"
                    f"</td><td>{covers}</td>"
                    f"<td>{anchors}{problem}</td></tr>")
    table = (f"<h3>{e(offset_note(page.day, w))}</h3>"
             f'<table width="100%" cellspacing="0" cellpadding="1"><tr>{heads}</tr>'
             + "".join(rows) + "</table>")
    return table
