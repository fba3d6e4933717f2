"""``verifier-app day BUNDLE [--date YYYY-MM-DD] [--json]``: a day's page (issue 29, item 5).

Walks the bundle like ``verify`` (the same anchor sources), then prints the chosen day's
seals (default: today in New York), the lines each covers, each anchor's time in UTC and
New York, and what is still pending with when it will likely complete. Exit codes: 0 no
seal of the day failed, 1 one did, 2 unusable input. ``--json`` keys are a contract that
later versions extend and never break.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from verifier_app.cli_lang import add_lang_argument
from verifier_app.cli_output import emit, emit_json

EXIT_OK, EXIT_FAILED = 0, 1


def add_day_parser(commands: Any) -> None:
    day = commands.add_parser("day", help="one day's seals, their lines and anchors, and what "
                                          "is still pending (default: today in New York)")
    day.add_argument("paths", nargs="+", type=Path,
                     help="a bundle folder, a .zip of one, or loose files")
    day.add_argument("--date", default=None, metavar="YYYY-MM-DD",
                     help="the day (default: today in New York)")
    day.add_argument("--json", action="store_true", help="print one JSON object")
    add_lang_argument(day)
    from verifier_app.cli_anchors import add_anchor_arguments

    add_anchor_arguments(day)


def run_day(args: argparse.Namespace) -> int:
    from verifier_app.cli_anchors import anchor_options
    from verifier_app.core.bundle_open import open_bundle
    from verifier_app.core.errors import UserFacingError
    from verifier_app.core.process_pool import walk_pool
    from verifier_app.engine.day_report import chosen_day, day_report
    from verifier_app.engine.walk import WalkOptions, walk

    day = chosen_day(args.date)  # a malformed date is said before any walk
    bundle = open_bundle(args.paths)
    anchors = anchor_options(args, bundle)
    with walk_pool() as pool:  # the walk's worker processes, ended with it
        report = walk(bundle, WalkOptions(anchors=anchors, pool=pool))
    if not report.has_inputs:
        raise UserFacingError(report.unusable_reason())
    page = day_report(report, day)
    if args.json:
        emit_json({**page.to_json(), "walk_verdict": report.verdict})
    else:
        from verifier_app.cli_lang import words_for
        from verifier_app.report.day import render_day_text
        from verifier_app.report.words import ReportWords

        words = words_for(args.lang)
        emit(render_day_text(page, ReportWords(words.engine, words.text)))
    return EXIT_FAILED if page.failed else EXIT_OK
