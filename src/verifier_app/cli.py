"""The command line: ``verifier-app verify|stats|fetch|history|trusted-root|demo|day|watch``;
no arguments: the desktop app.

A thin layer: it parses arguments, calls the engine and prints. ``--json`` output is a
contract that later versions extend and never break.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from verifier_app import __version__
from verifier_app.cli_anchors import add_anchor_arguments, anchor_options
from verifier_app.cli_lang import add_lang_argument, said, said_error
from verifier_app.cli_output import emit, emit_json
from verifier_app.core.collector import for_one_task
from verifier_app.core.errors import UserFacingError
from verifier_app.core.messages import Message

if TYPE_CHECKING:
    from verifier_app.anchors.anchor_options import AnchorOptions
    from verifier_app.core.bundle import Bundle
    from verifier_app.engine.walk import WalkReport
    from verifier_app.witness.check import WitnessFolder

EXIT_OK, EXIT_FAILED, EXIT_UNUSABLE = 0, 1, 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="verifier-app",
        description="Check that a forecasting league sealed its forecasts before the open.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    commands = parser.add_subparsers(dest="command")

    verify = commands.add_parser("verify", help="walk the ten steps of Appendix B over a bundle")
    verify.add_argument("paths", nargs="+", type=Path,
                        help="a bundle folder, a .zip of one, or loose files")
    verify.add_argument("--json", action="store_true", help="print one JSON object")
    add_lang_argument(verify)
    verify.add_argument("--workers", type=int, default=None,
                        help="processes for the chain check and the seals (default: one per "
                             "core, used for big books; 1: all in this process)")
    verify.add_argument("--save-evidence", type=Path, metavar="DIR",
                        help="write the log's answers and the Bitcoin headers this walk "
                             "relied on to DIR, beside the bundle (re-check with --evidence)")
    add_anchor_arguments(verify)
    from verifier_app.witness.arguments import add_witness_arguments

    add_witness_arguments(verify)
    verify.add_argument("--no-history", action="store_true",
                        help="do not record this walk in your own history (a bundle "
                             "downloaded with 'verifier-app fetch' is recorded by default)")

    from verifier_app.cli_day import add_day_parser
    from verifier_app.cli_fetch import add_fetch_parser
    from verifier_app.cli_history import add_history_parser
    from verifier_app.cli_stats import add_stats_parser
    from verifier_app.cli_trust import add_trust_parser

    add_stats_parser(commands)
    add_fetch_parser(commands)
    add_trust_parser(commands)
    add_day_parser(commands)
    from verifier_app.cli_watch import add_watch_parser

    add_watch_parser(commands)
    add_history_parser(commands)

    demo = commands.add_parser("demo", help="write a synthetic demonstration bundle")
    demo.add_argument("dest", type=Path, help="folder to write (must be empty or absent)")
    demo.add_argument("--sessions", type=int, default=None, help="trading sessions to simulate")
    demo.add_argument("--seed", type=int, default=None, help="random seed (same seed, same bytes)")
    demo.add_argument("--tamper", default=None, metavar="KIND",
                      help="apply one workshop change by name; --tamper list shows them all")
    return parser


def run() -> NoReturn:
    """The command line's entry point (``verifier-app``, ``python -m verifier_app``).

    A command that has done its work and flushed its output ends at once: freeing a season
    walk's hundreds of megabytes object by object would add about 0.2 s and change nothing
    (every file the app writes is closed by then); for the same reason its collector runs
    as ``core/collector.py`` says. The window ends the ordinary way, as Qt saves its
    settings while it closes.
    """
    args = build_parser().parse_args()
    if args.command is None:  # the window
        sys.exit(_run_command(args))
    for_one_task()  # the collector of a process that ends with its command
    code = _run_command(args)
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except (BrokenPipeError, OSError, ValueError):  # the reader has gone: nothing to say
            pass
    os._exit(code)


def main(argv: Sequence[str] | None = None) -> int:
    return _run_command(build_parser().parse_args(argv))


def _run_command(args: argparse.Namespace) -> int:
    try:
        if args.command is None:
            return _start_gui()
        if args.command == "verify":
            return _verify(args)
        if args.command == "demo":
            return _demo(args)
        if args.command == "fetch":
            from verifier_app.cli_fetch import run_fetch

            return run_fetch(args)
        if args.command == "stats":
            from verifier_app.cli_stats import run_stats

            return run_stats(args)
        if args.command == "watch":
            from verifier_app.cli_watch import run_watch

            return run_watch(args)
        if args.command == "day":
            from verifier_app.cli_day import run_day

            return run_day(args)
        if args.command == "history":
            from verifier_app.cli_history import run_history

            return run_history(args)
        if args.command == "trusted-root":
            from verifier_app.cli_trust import run_trust

            return run_trust(args)
    except UserFacingError as error:
        emit(said_error(error, args), sys.stderr)
        return EXIT_UNUSABLE
    except KeyboardInterrupt:
        emit(said(Message.of("cli.stopped"), args), sys.stderr)
        return EXIT_UNUSABLE
    except BrokenPipeError:  # the reader closed the pipe (`verify … | head`): not an error
        sys.stdout = None  # type: ignore[assignment]  # nothing more can be written
        return EXIT_OK
    return EXIT_UNUSABLE


def _witnesses(folder: Path | None) -> WitnessFolder | None:
    if folder is None:
        return None
    from verifier_app.witness.use import witnesses_for  # the signing code, only if asked

    return witnesses_for(folder)


def _verify(args: argparse.Namespace) -> int:
    from verifier_app.core.bundle_open import open_bundle
    from verifier_app.core.process_pool import walk_pool
    from verifier_app.engine.walk import WalkOptions, walk
    from verifier_app.report.text import render_report

    bundle = open_bundle(args.paths)
    _check_write_places(args)
    anchors = anchor_options(args, bundle)
    with walk_pool(args.workers) as pool:  # the walk's worker processes, ended with it
        report = walk(bundle, WalkOptions(anchors=anchors, pool=pool,
                                          witnesses=_witnesses(args.witnesses)))
    if not report.has_inputs:
        raise UserFacingError(report.unusable_reason())
    if args.save_evidence is not None:
        _save_evidence(args.save_evidence, bundle, report, anchors, args)
    if args.witness_statement is not None:
        from verifier_app.witness.use import export_statement  # the signing code, if asked

        emit(said(export_statement(report, args.witness_statement), args), sys.stderr)
    if args.json:
        emit_json(report.to_json(), indent=None)  # compact and streaming: keys unchanged
    else:
        from verifier_app.cli_lang import words_for

        words = words_for(args.lang)
        emit(render_report(report, words.engine, words.text))
    if not args.no_history:  # after the report: a history that cannot be written loses none
        from verifier_app.cli_history import record_after_walk

        record_after_walk(report)
    return EXIT_FAILED if report.verdict == "fail" else EXIT_OK


def _check_write_places(args: argparse.Namespace) -> None:
    """Before the walk: nothing the command writes may land inside what it verifies."""
    if args.save_evidence is not None:
        from verifier_app.anchors.evidence_pack import check_destination

        check_destination(args.save_evidence, list(args.paths))
    if args.witness_statement is not None:
        from verifier_app.core.input_files import check_output_file
        from verifier_app.witness.use import check_statement_place

        check_statement_place(args.witness_statement, list(args.paths))
        check_output_file(args.witness_statement, "a witness statement")  # no pipe, no folder


def _save_evidence(dest: Path, bundle: Bundle, report: WalkReport,
                   anchors: AnchorOptions, args: argparse.Namespace) -> None:
    """Write the pack, or say why not; the walk's report and exit code stand either way."""
    from verifier_app.anchors.evidence_pack import EvidenceNotWritten, pack_written, save_evidence

    try:
        saved = save_evidence(dest, bundle, report.seals, anchors)
    except EvidenceNotWritten as exc:
        emit(said_error(exc, args), sys.stderr)
        return
    emit(said(pack_written(dest, saved), args), sys.stderr)


def _demo(args: argparse.Namespace) -> int:
    from verifier_app.demo.generator import DemoSettings, write_demo_bundle

    if args.tamper == "list":
        from verifier_app.demo.tamper import TAMPERS

        for kind, change in TAMPERS.items():
            summary = " ".join((change.__doc__ or "").split("\n\n")[0].split())
            emit(f"{kind:<13} {summary.split(': ')[0].rstrip('.')}.")
        return EXIT_OK
    settings = DemoSettings()
    if args.sessions is not None:
        settings.sessions = args.sessions
    if args.seed is not None:
        settings.seed = args.seed
    summary = write_demo_bundle(args.dest, settings, tamper=args.tamper)
    emit(str(summary))
    return EXIT_OK


def _start_gui() -> int:
    from verifier_app.gui.app import run_app

    return run_app()


if __name__ == "__main__":
    raise SystemExit(main())
