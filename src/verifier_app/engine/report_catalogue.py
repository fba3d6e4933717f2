"""The report's own wording (engine.report_html and its parts), as message templates.

Joined into ``engine.messages.CATALOGUE``, so the report is translated like every other
engine sentence: the window renders it in its language, the English is what it always was.
"""

from __future__ import annotations

REPORT_TEMPLATES: dict[str, str] = {
    # The page and the first page (engine.report_first_page).
    "report.lang": "en",  # the page's language code (the translation gives its own)
    "report.title": "Verification report: {label}",
    "report.heading": "Sealed before the open: verification report",
    "report.demo": "DEMONSTRATION DATA: a synthetic league made by this app to show how the "
    "checks work. These are not real forecasts.",
    "report.verdict": "Verdict:",
    "report.appendix_follows": "The details of every step, seal and figure follow as an "
    "appendix.",
    "report.identity": "The bundle checked (SHA-256 of each file)",
    "report.file": "File",
    "report.bitcoin_block": "Bitcoin block {height} {status}",
    "report.bitcoin_kind": "Bitcoin {kind} {status}",
    "report.token_at": "{tsa} at {time} UTC {status}",
    "report.token": "{tsa} {status}",
    "report.log": "Rekor log {status}",
    "report.no_anchor": "no anchor",
    "report.seals_of": "The seals of {day}",
    "report.the_bundle": "the bundle",
    "report.time_utc": "Time (UTC)",
    "report.new_york": "New York",
    "report.overall": "Overall",
    "report.anchors": "Anchors",
    "report.proves_1": "no sealed book line was changed, removed or moved after it was sealed "
    "(level 1: the operator's own hash chain, steps 3 and 4).",
    "report.proves_2": "the sealed lines existed before a time the operator does not control "
    "(level 2: a Bitcoin block or the public log, step 6 or 10).",
    "report.proves_2+": "authorities you trust signed the seals before the 09:30 New York open "
    "(level 2+: step 9).",
    "report.never": "that the forecasts are any good, or that the league's prices are right.",
    "report.proven": "Proven:",
    "report.not_proven": "Not proven:",
    "report.never_proven": "Never proven by seals:",
    "report.proven_heading": "What is proven and what is not",
    "report.by_hand": "How to re-run every check by hand",
    # The appendix (engine.report_html).
    "report.appendix": "Appendix: every check in detail",
    "report.bundle": "Bundle",
    "report.lines_verified": "Book lines verified (sealed and chained)",
    "report.lists": "Stamped lists (seals)",
    "report.checked_at": "Time of the check",
    "report.checked_with": "Checked with",
    "report.version": "verifier-app version {version}",
    "report.no_book": "no book was provided",
    "report.lines_of": "1–{through} of {total}",
    "report.none_of": "none of {total}",
    "report.steps": "The ten steps (the paper's Appendix B) and the further checks",
    "report.result": "Result",
    "report.what": "What was checked",
    "report.by_hand_short": "By hand:",
    "report.does_not_apply": "DOES NOT APPLY",
    "report.why": "Why the verdict is what it is",
    "report.more": "… and {count} more",
    "report.step_label": "Step {number}: {title}",
    "report.properties": "Proof-of-before properties per forecast line",
    "report.no_properties": "Not checked: no forecast line was verified.",
    "report.property": "Property",
    "report.levels": "Trust levels",
    "report.lines": "Lines",
    "report.P2": "No substitution: the line is inside a stamped prefix that matched.",
    "report.P1a": "No rebuild after the anchor: a seal covering the line is anchored in "
    "Bitcoin or logged in Rekor.",
    "report.P1b": "Committed before the reference: sealed before the session's 09:30 New York "
    "open.",
    "report.P3": "No selection among runs: the counted run follows a rule declared in "
    "advance.",
    "report.sources": "Sources this check relied on",
    "report.sources_intro": "Where the app got what it compared against. None of them is "
    "controlled by the league's operator, except where the bundle itself is named.",
    "report.none_used": "none used",
    "report.source_headers": "Bitcoin block headers",
    "report.source_roots": "Trust roots for the time-stamp authorities",
    "report.source_log": "Transparency log",
    "report.chain_intact": "chain intact",
    "report.chain_broken": "chain broken at line {line}",
    "report.file_lines": "{lines} lines, {chain}",
    "report.files": "Evidence: the chained files as checked",
    "report.whole_file": "SHA-256 of the whole file",
    "report.statistics": "Statistics (from verified rows only)",
    "report.rows": "Forecast rows: {total} in total, {verified} verified, {not_sealed} not "
    "sealed, {failed} failed. Only verified rows are used.",
    "report.no_statistics": "Statistics were not included in this report.",
    "report.no_charts": "Charts not available in this report.",
    "report.no_interval": "no interval yet",
    "report.interval": "{low} to {high}",
    "report.test": "The registered test (the paper's Section 8)",
    "report.estimate": "Estimate {estimate} over {sessions} sessions; 95% interval {ci95}; 90% "
    "interval {ci90} (margin ±0.01; moving blocks of 5 sessions, 10,000 resamples, seed "
    "20261102).",
    "report.disagreement": "Disagreement (secondary, undirected): {reading}. Against the "
    "shadow consensus: {shadow}.",
    "report.claims": "Claims ladder",
    "report.claims_where": "(Section 3.12, Table B1):",
    "report.prices": "Independent prices",
    "report.problems": "Problems with the files given",
    "report.footer": "Made with verifier-app {version}, which checks the league's seals "
    "without trusting its operator. The commands in the steps table let anyone repeat each "
    "check by hand.",
    # The text output's headings (engine.report_text).
    "text.demo": "*** DEMONSTRATION DATA: a synthetic league, not real forecasts ***",
    "text.steps": "Steps (Appendix B)",
    "text.further": "Further checks",
    "text.does_not_apply": "(does not apply)",
    "text.more": "  … and {count} more (see --json)",
    "text.seals": "Seals ({count})",
    # Each seal (engine.report_seals).
    "report.seals": "Seals",
    "report.no_seals": "No stamped list was provided: nothing is sealed.",
    "report.seal_count": "Seals ({count} stamped lists)",
    "report.each_seal": "Each seal in detail",
    "report.each_seal_intro": "What each stamped list covers, and each independent anchor of "
    "its fingerprint.",
    "report.sealed_at": "Sealed at (UTC)",
    "report.seal": "Seal",
    "report.bitcoin": "Bitcoin",
    "report.authorities": "Time-stamp authorities",
    "report.rekor": "Rekor log",
    "report.block": "block {height}",
    "report.none": "NONE",
    "report.stamped_list": "Stamped list",
    "report.claims_time": "Time it claims",
    "report.fingerprint": "Fingerprint (SHA-256)",
    "report.covers": "Covers {book}",
    "report.first_lines": "first {lines} lines, SHA-256",
    "report.matches": "MATCHES",
    "report.does_not_match": "DOES NOT MATCH",
    "report.book_not_provided": "NOT CHECKED: BOOK NOT PROVIDED",
    "report.ots": "Bitcoin (OpenTimestamps)",
    "report.authority": "Time-stamp authority {tsa}",
    "report.no_token": "no token provided",
    "report.transparency_log": "Transparency log (Rekor)",
    "report.problem": "Problem",
    "report.header_time": "block {height}, header time {time}",
    "report.no_later_than": ", existed no later than {bound}",
    "report.headers_from": "Block headers from: {source}",
    "report.before_open": "before the 09:30 New York open",
    "report.after_open": "AFTER the 09:30 New York open",
    "report.signed": "signed {time} {when}",
    "report.trusted_root": "Trusted because of the root {subject}",
    "report.entered": "entered {time}, log index {index}",
}
