"""The human-readable form of a walk: one line per step and one per seal."""

from __future__ import annotations

from verifier_app.core.messages import Grouped, Lookup
from verifier_app.core.results import SealResult, Status
from verifier_app.core.status import STATUS_WORDS as MARKS
from verifier_app.engine.paper_check import paper_verdict
from verifier_app.engine.verdict import MEANINGS, TITLES
from verifier_app.engine.walk import WalkReport
from verifier_app.report.words import ReportWords, same


def verdict_sentence(report: WalkReport, text: Lookup = same,
                     engine: Lookup | None = None) -> str:
    """The verdict's first reason and what the verdict means, as the banner shows them."""
    summary = report.verdict_summary
    meaning = text(MEANINGS[summary.verdict])
    if summary.first_reason is None:
        return meaning
    return f"{summary.sentence_in(engine, text)} ({meaning})"


def render_report(report: WalkReport, engine: Lookup | None = None,
                  text: Lookup = same) -> str:
    """``engine`` and ``text``: the reader's language for the engine's messages and for the
    fixed texts (verdict titles, step titles, status words); English without them."""
    out: list[str] = []
    w = ReportWords(engine, text)
    marks = {status: text(word) for status, word in MARKS.items()}
    if report.bundle.is_demo:
        out.append(w.say("text.demo"))
    out.append(f"{w.say('report.bundle')}: {report.bundle.label}")
    summary = report.verdict_summary
    if summary.headline is not None:
        out.append(summary.headline.render(engine))
    out.append(f"{w.say('report.verdict')} "
               f"{text(TITLES[summary.verdict]).format(count=summary.warnings)}")
    out.append(f"  {verdict_sentence(report, text, engine)}")
    out.append("")
    out.append(w.say("text.steps"))
    for step in report.steps:
        number = step.id.removeprefix("step")
        out.append(f"  {number:>2}. {marks[step.status]:<12} {text(step.title)}")
        if not step.parts:
            out.append(f"      {step.said(engine)}")
        for part in step.parts:  # step 7: each part with its own mark (7a, 7b)
            out.append(f"      {part.id.removeprefix('step')}. {marks[part.status]:<12} "
                       f"{text(part.title)}")
            out.append(f"          {part.said(engine)}")
    out.append("")
    out.append(w.say("text.further"))
    for check in report.checks:
        mark = marks[check.status] if check.marked_applies else w.say("text.does_not_apply")
        out.append(f"      {mark:<12} {text(check.title)}")
        out.append(f"      {check.said(engine)}")
    reasons = report.verdict_summary.reasons
    if reasons:
        out.append("")
        out.append(w.say("report.why"))
        out.extend(f"  - {marks[r.status]}: {w.label(report, r)}: {r.said(engine)}"
                   for r in reasons[:10])
        if len(reasons) > 10:
            out.append(w.say("text.more", count=len(reasons) - 10))
    out.append("")
    out.append(w.say("text.seals", count=len(report.seals)))
    for seal in report.seals:
        out.extend(_seal_lines(seal, w, marks))
    out.extend(_after_seals(report, w))
    return "\n".join(out)


def _seal_lines(seal: SealResult, w: ReportWords, marks: dict[Status, str]) -> list[str]:
    when = seal.time or seal.list
    lines = [f"  {marks[seal.status]:<12} {when:<22} {seal.list}"]
    claims = ", ".join(w.say("text.covers", book=c.book, lines=c.lines,
                             mark=w.say(_COVER_MARKS.get(c.status, "text.cover_missing")))
                       for c in seal.covers)
    if claims:
        lines.append(f"      {claims}")
    anchors = _anchor_summary(seal, w, marks)
    if anchors:
        lines.append(f"      {anchors}")
    if seal.problem:
        lines.append(f"      {seal.said_problem(w.engine)}")
    return lines


def _after_seals(report: WalkReport, w: ReportWords) -> list[str]:
    """The blind-season identities, the paper's printed values and the files' problems."""
    out: list[str] = []
    identities = report.commitments
    if identities is not None and identities.sealed:
        mark = {Status.PASS: "text.identities_opened", Status.FAIL: "text.identities_differ",
                Status.NOT_CHECKED: "text.identities_sealed"}[identities.status]
        out += ["", w.say("text.identities", mark=w.say(mark), detail=identities.detail)]
    present = [p for p in report.paper if p.status is not Status.NOT_CHECKED]
    if present:
        out += ["", w.say("text.paper")]
        if paper_verdict(report.paper) == "unrelated":
            out.append(w.say("text.paper_unrelated"))
        for row in present:
            mark = w.say("text.paper_matches" if row.status is Status.PASS
                         else "text.paper_differs")
            out.append(f"  {mark:<24} {row.what}")
            if row.status is Status.FAIL:
                out.append("      " + w.say("text.paper_printed", printed=row.printed,
                                            observed=row.observed))
    if report.problems:
        out += ["", w.say("text.problems")]
        out.extend(f"  - {problem}" for problem in report.problems)
    return out


_COVER_MARKS = {Status.PASS: "text.cover_matches", Status.FAIL: "text.cover_differs"}
_BEFORE = {True: "text.token_before", False: "text.token_after"}


def _anchor_summary(seal: SealResult, w: ReportWords, marks: dict[Status, str]) -> str:
    parts = []
    ots = seal.ots
    if ots:
        if ots.outcome == "bitcoin":
            parts.append(w.say("text.bitcoin_low" if ots.low_work else "text.bitcoin",
                               height=Grouped(ots.height) if ots.height is not None else "?",
                               time=ots.header_time))
        else:
            parts.append(w.say(f"text.bitcoin_{ots.outcome}"))
    for token in seal.tokens:
        id = "text.token" if token.before_open is None else _BEFORE[token.before_open]
        parts.append(w.say(id, tsa=token.tsa, mark=marks[token.status],
                           when=token.gen_time_text or "?"))
    if seal.rekor:
        when = seal.rekor.signed_time_utc  # an unsigned time is no time (Section 3.11)
        parts.append(w.say("text.rekor", mark=marks[seal.rekor.status], when=when) if when
                     else w.say("text.rekor_no_time", mark=marks[seal.rekor.status]))
    if any(a.demo for a in seal.anchors()):
        parts.append(w.say("text.demo_keys"))
    return " | ".join(parts)
