"""The human-readable form of a walk: one line per step and one per seal."""

from __future__ import annotations

from verifier_app.engine.messages import Lookup
from verifier_app.engine.paper_check import paper_verdict
from verifier_app.engine.report_words import ReportWords, same
from verifier_app.engine.results import STATUS_WORDS as MARKS
from verifier_app.engine.results import SealResult, Status
from verifier_app.engine.verdict import MEANINGS, TITLES
from verifier_app.engine.walk import WalkReport


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
        out.append(f"      {step.said(engine)}")
    out.append("")
    out.append(w.say("text.further"))
    for check in report.checks:
        mark = marks[check.status] if check.applies else w.say("text.does_not_apply")
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
        when = seal.time or seal.list
        claims = ", ".join(
            f"{c.book} {c.lines} lines {_claim_mark(c.status)}" for c in seal.covers
        )
        out.append(f"  {MARKS[seal.status]:<12} {when:<22} {seal.list}")
        if claims:
            out.append(f"      {claims}")
        anchors = _anchor_summary(seal)
        if anchors:
            out.append(f"      {anchors}")
        if seal.problem:
            out.append(f"      {seal.problem}")
    identities = report.commitments
    if identities.get("lines"):
        out.append("")
        mark = {"pass": "opened", "fail": "DO NOT MATCH", "not_checked": "sealed"}
        out.append(f"Blind-season identities: {mark.get(identities['status'], '')}: "
                   f"{identities['detail']}")
    present = [p for p in report.paper if p["status"] != "absent"]
    if present:
        out.append("")
        out.append("Cross-check against the values printed in the paper")
        if paper_verdict(report.paper) == "unrelated":
            out.append("  None of the paper's printed values is in this bundle: if it is meant "
                       "to be the league the paper describes, its seals are not the ones the "
                       "paper printed.")
        for row in present:
            mark = "matches" if row["status"] == "match" else "DIFFERS from the paper"
            out.append(f"  {mark:<24} {row['what']}")
            if row["status"] == "differs":
                out.append(f"      printed {row['printed']}, this bundle {row['observed']}")
    if report.problems:
        out.append("")
        out.append("Problems with the files given")
        out.extend(f"  - {problem}" for problem in report.problems)
    return "\n".join(out)


def _anchor_summary(seal: SealResult) -> str:
    parts = []
    ots = seal.ots
    if ots:
        if ots.outcome == "bitcoin":
            low = ", NOT main-chain work" if ots.low_work else ""
            parts.append(f"Bitcoin block {ots.height} at {ots.header_time}{low}")
        else:
            parts.append(f"Bitcoin: {ots.outcome.replace('_', ' ')}")
    for token in seal.tokens:
        when = token.gen_time_text or "?"
        before = {True: "before the open", False: "AFTER the open"}.get(token.before_open, "")
        parts.append(f"{token.tsa}: {MARKS[token.status]} {when} {before}".strip())
    if seal.rekor:
        when = seal.rekor.integrated_time_utc or ""
        parts.append(f"Rekor: {MARKS[seal.rekor.status]} {when}".strip())
    if any(a.demo for a in seal.anchors()):
        parts.append("(demonstration keys)")
    return " | ".join(parts)


def _claim_mark(status: Status) -> str:
    return {Status.PASS: "(matches)", Status.FAIL: "(DOES NOT MATCH)"}.get(
        status, "(not checked: book not provided)"
    )
