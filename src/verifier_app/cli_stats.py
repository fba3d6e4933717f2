"""``verifier-app stats PATH... [--json] [--lang L] [--run RUN_ID] [--horizon H]
[--prices FILE] [--anchored-only]``.

Walks the bundle first (the statistics only use rows whose book line verified; with no
anchor source named, without asking any server), then
prints the league's statistics and the recount. Exit codes: 0 ok, 1 the recount found a
published figure it could not reproduce (a forecast figure, or a portfolio account: step
7b of the walk, whose sentence is then printed too), the forecasts file disagrees with the
verified book (the figures printed are the book's), or, with ``--prices FILE``, a row's
price or outcome differs from the reader's price file; 2 unusable input. ``--json`` prints one JSON
object whose keys are a contract that later versions extend and never break; the text
output is in the reader's language (``--lang``, default the locale's).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from verifier_app.cli_anchors import add_anchor_arguments, anchor_options
from verifier_app.cli_lang import add_lang_argument
from verifier_app.cli_output import emit, emit_json
from verifier_app.core.errors import UserFacingError
from verifier_app.core.messages import Message

EXIT_OK, EXIT_DIFFERENCE, EXIT_UNUSABLE = 0, 1, 2


def add_stats_parser(commands: Any) -> None:
    stats = commands.add_parser("stats", help="the league's statistics from the values sealed "
                                              "in the verified book, and the recount of the "
                                              "published forecast figures")
    stats.add_argument("paths", nargs="+", type=Path,
                       help="a bundle folder, a .zip of one, or loose files")
    stats.add_argument("--json", action="store_true", help="print one JSON object")
    add_lang_argument(stats)
    stats.add_argument("--run", default=None, help="only this run (e.g. 2026-10-21-am)")
    stats.add_argument("--horizon", default=None, help="only this horizon (1d, 1w, 1m, 6m)")
    stats.add_argument("--prices", default=None, type=Path, metavar="FILE",
                       help="your own price file (asset,time,price) to reconcile every "
                            "verified row with")
    stats.add_argument("--outcomes-from-prices", action="store_true",
                       help="with --prices: compute every statistic on the outcomes of your "
                            "price file instead of the league's")
    stats.add_argument("--anchored-only", action="store_true",
                       help="only rows whose line was anchored before its outcome was known")
    # The same anchor sources as ``verify``; with none named, no server is asked: the
    # statistics need only the verified rows.
    add_anchor_arguments(stats)


def run_stats(args: argparse.Namespace) -> int:
    try:
        stats, accounts = _compute(args)
    except UserFacingError as error:
        from verifier_app.cli_lang import said_error

        emit(said_error(error, args), sys.stderr)
        return EXIT_UNUSABLE
    if args.json:
        emit_json(stats.to_json(), indent=None)
    else:
        from verifier_app.cli_lang import words_for
        from verifier_app.stats.render import render_stats

        words = words_for(args.lang)
        emit(render_stats(stats, words.engine, words.text))
        if accounts_differ(accounts):  # said where the recount is: never only in the code
            from verifier_app.core.status import STATUS_WORDS

            emit(f"{words.text(STATUS_WORDS[accounts.status])}: {words.text(accounts.title)}: "
                 f"{accounts.said(words.engine)}")
    prices_differ = stats.prices is not None and bool(stats.prices.differences)
    file_differs = stats.forecasts_file is not None and bool(stats.forecasts_file.disagreements)
    return EXIT_DIFFERENCE if stats.recount.differences or prices_differ or file_differs \
        or accounts_differ(accounts) else EXIT_OK


def accounts_differ(accounts: Any) -> bool:
    """Whether step 7b (the portfolio accounts, recounted from the published trades and
    prices) found a published account figure it could not reproduce."""
    from verifier_app.core.status import Status

    return accounts is not None and accounts.status is Status.FAIL


def _compute(args: argparse.Namespace) -> tuple[Any, Any]:
    """The statistics, and the walk's step 7b (the portfolio accounts; None without it)."""
    from verifier_app.core.bundle_open import open_bundle
    from verifier_app.core.process_pool import walk_pool
    from verifier_app.engine.walk import WalkOptions, walk
    from verifier_app.stats.price_file import read_price_file
    from verifier_app.stats.summary import compute_stats

    prices = read_price_file(args.prices) if args.prices is not None else None
    bundle = open_bundle(args.paths)
    anchors = anchor_options(args, bundle, ask_servers_by_default=False)
    with walk_pool() as pool:  # the walk's worker processes, ended with it
        report = walk(bundle, WalkOptions(anchors=anchors, pool=pool))
    if args.outcomes_from_prices and prices is None:
        raise UserFacingError(Message.of("cli.needs_prices"))
    stats = compute_stats(bundle, report, run=args.run, horizon=args.horizon, prices=prices,
                          anchored=args.anchored_only,
                          reader_outcomes=args.outcomes_from_prices)
    accounts = next((p for p in report.step("step7").parts if p.id == "step7b"), None)
    return stats, accounts
