"""The command line: ``verifier-app verify|stats|fetch|trusted-root|demo``; no arguments:
the desktop app.

A thin layer: it parses arguments, calls the engine and prints. ``--json`` output is a
contract that later versions extend and never break.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from verifier_app import __version__
from verifier_app.cli_output import emit, emit_json
from verifier_app.cli_types import electrum_address, explorer_address, seconds, web_address
from verifier_app.engine.collector import for_one_task
from verifier_app.engine.errors import UserFacingError
from verifier_app.engine.messages import Message, SaidError

if TYPE_CHECKING:
    from verifier_app.anchors.anchor_options import AnchorOptions
    from verifier_app.cli_lang import Words
    from verifier_app.engine.bundle import Bundle
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
    verify.add_argument("--lang", choices=("en", "de", "es", "ko"), default=None,
                        help="language of the text output (default: the locale's)")
    verify.add_argument("--workers", type=int, default=None,
                        help="processes for the chain check (default: all cores for big books)")
    verify.add_argument("--save-evidence", type=Path, metavar="DIR",
                        help="write the log's answers and the Bitcoin headers this walk "
                             "relied on to DIR, beside the bundle (re-check with --evidence)")
    add_anchor_arguments(verify)
    from verifier_app.witness.arguments import add_witness_arguments

    add_witness_arguments(verify)

    from verifier_app.cli_fetch import add_fetch_parser
    from verifier_app.cli_stats import add_stats_parser
    from verifier_app.cli_trust import add_trust_parser

    add_stats_parser(commands)
    add_fetch_parser(commands)
    add_trust_parser(commands)

    demo = commands.add_parser("demo", help="write a synthetic demonstration bundle")
    demo.add_argument("dest", type=Path, help="folder to write (must be empty or absent)")
    demo.add_argument("--sessions", type=int, default=None, help="trading sessions to simulate")
    demo.add_argument("--seed", type=int, default=None, help="random seed (same seed, same bytes)")
    demo.add_argument("--tamper", default=None, metavar="KIND",
                      help="apply one workshop change by name; --tamper list shows them all")
    return parser


def add_anchor_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("time anchors (sources the operator does not control)")
    group.add_argument("--headers", type=Path, metavar="FILE",
                       help='offline Bitcoin headers, JSON {"<height>": "<80-byte header hex>"}')
    group.add_argument("--explorer", action="append", type=explorer_address, metavar="URL",
                       help="Esplora-style block explorer (repeatable; all must agree)")
    group.add_argument("--electrum", action="append", default=[], type=electrum_address,
                       metavar="ADDRESS",
                       help="Electrum server for the headers on top of each anchor, "
                            "tcp://host:port or ssl://host:port (repeatable)")
    group.add_argument("--bitcoind", type=web_address, metavar="URL",
                       help="Bitcoin Core JSON-RPC, e.g. http://user:pass@127.0.0.1:8332")
    group.add_argument("--bitcoind-cookie", type=Path, metavar="FILE",
                       help="Bitcoin Core .cookie file for --bitcoind")
    group.add_argument("--trust-ca", action="append", type=Path, default=[], metavar="PEM",
                       help="also trust this root for RFC 3161 tokens (repeatable)")
    group.add_argument("--untrusted", action="append", type=Path, default=[], metavar="PEM",
                       help="intermediate certificates for RFC 3161 tokens, never trusted as "
                            "roots, like openssl's -untrusted (repeatable)")
    group.add_argument("--rekor-url", default=None, type=web_address, metavar="URL",
                       help="Rekor log address")
    group.add_argument("--rekor-key", type=Path, metavar="PEM", help="the log's public key")
    group.add_argument("--rekor-log-index", type=int, metavar="N",
                       help="look the entry up by this log index instead of by hash")
    group.add_argument("--evidence", type=Path, metavar="DIR",
                       help="an evidence pack written by --save-evidence: its log entries "
                            "and headers are checked like the bundle's own")
    group.add_argument("--offline", action="store_true",
                       help="no network at all; steps that need it say 'not checked'")
    group.add_argument("--timeout", type=seconds, default=10.0, help="seconds per request")


def anchor_options(args: argparse.Namespace, bundle: Bundle,
                   ask_servers_by_default: bool = True) -> AnchorOptions:
    """The user's anchor sources; with none given on the demo, the demo's own. Without
    ``ask_servers_by_default`` (``stats``) no server is asked unless the user named one."""
    from verifier_app.anchors.anchor_files import check_anchor_files
    from verifier_app.anchors.anchor_options import AnchorOptions
    from verifier_app.engine.walk import default_anchor_options

    headers = args.headers
    if headers is None and args.evidence is not None:
        headers = args.evidence / "bitcoin-headers.json"
    chosen = [headers, args.explorer, args.bitcoind, args.electrum, args.trust_ca,
              args.rekor_url, args.evidence,
              args.rekor_key, args.rekor_log_index]
    # every file named is checked, even one the demo's own sources leave unread
    check_anchor_files(headers, args.rekor_key, args.bitcoind_cookie, args.trust_ca,
                       args.untrusted)
    if bundle.is_demo and not any(chosen):
        return default_anchor_options(bundle)
    options = AnchorOptions(
        headers_file=headers, evidence=args.evidence, explorers=args.explorer,
        bitcoind_url=args.bitcoind,
        bitcoind_cookie=args.bitcoind_cookie, trust_ca=list(args.trust_ca),
        untrusted=list(args.untrusted),
        rekor_key=args.rekor_key, rekor_log_index=args.rekor_log_index,
        offline=args.offline, timeout=args.timeout, electrum=list(args.electrum),
    )
    if args.rekor_url:
        options.rekor_url = args.rekor_url
    named_server = any([args.explorer, args.bitcoind, args.electrum, args.rekor_url])
    if not ask_servers_by_default and not named_server:
        options.offline = True
    if options.offline and args.explorer is None:
        options.explorers = []
    return options


def run() -> NoReturn:
    """The command line's entry point (``verifier-app``, ``python -m verifier_app``).

    A command that has done its work and flushed its output ends at once: freeing a season
    walk's hundreds of megabytes object by object would add about 0.2 s and change nothing
    (every file the app writes is closed by then); for the same reason its collector runs
    as ``engine/collector.py`` says. The window ends the ordinary way, as Qt saves its
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


def said(message: Message, args: argparse.Namespace) -> str:
    """A sentence of the command line in the reader's language: ``--lang`` where the
    command has it, else the locale's."""
    return message.render(_words(getattr(args, "lang", None)).engine)


def said_error(error: SaidError, args: argparse.Namespace) -> str:
    """``verifier-app: <the reason>`` in the reader's language."""
    words = _words(getattr(args, "lang", None))
    return Message.of("cli.error", reason=error.said(words.engine)).render(words.engine)


def _words(language: str | None) -> Words:
    from verifier_app.cli_lang import locale_language

    return _words_in(language or locale_language())


@cache
def _words_in(language: str) -> Words:
    from verifier_app.cli_lang import words_for

    return words_for(language)


def _witnesses(folder: Path | None) -> WitnessFolder | None:
    if folder is None:
        return None
    from verifier_app.witness.use import witnesses_for  # the signing code, only if asked

    return witnesses_for(folder)


def _verify(args: argparse.Namespace) -> int:
    from verifier_app.engine.bundle import open_bundle
    from verifier_app.engine.report_text import render_report
    from verifier_app.engine.walk import WalkOptions, walk

    bundle = open_bundle(args.paths)
    _check_write_places(args)
    anchors = anchor_options(args, bundle)
    report = walk(bundle, WalkOptions(workers=args.workers, anchors=anchors,
                                      witnesses=_witnesses(args.witnesses)))
    if not report.has_inputs:
        raise UserFacingError(report.unusable_reason())
    if args.save_evidence is not None:
        _save_evidence(args.save_evidence, bundle, report, anchors)
    if args.witness_statement is not None:
        from verifier_app.witness.use import export_statement  # the signing code, if asked

        emit(said(export_statement(report, args.witness_statement), args), sys.stderr)
    if args.json:
        emit_json(report.to_json(), indent=None)  # compact and streaming: keys unchanged
    else:
        from verifier_app.cli_lang import words_for

        words = words_for(args.lang)
        emit(render_report(report, words.engine, words.text))
    return EXIT_FAILED if report.verdict == "fail" else EXIT_OK


def _check_write_places(args: argparse.Namespace) -> None:
    """Before the walk: nothing the command writes may land inside what it verifies."""
    if args.save_evidence is not None:
        from verifier_app.anchors.evidence_pack import check_destination

        check_destination(args.save_evidence, list(args.paths))
    if args.witness_statement is not None:
        from verifier_app.engine.input_files import check_output_file
        from verifier_app.witness.use import check_statement_place

        check_statement_place(args.witness_statement, list(args.paths))
        check_output_file(args.witness_statement, "a witness statement")  # no pipe, no folder


def _save_evidence(dest: Path, bundle: Bundle, report: WalkReport,
                   anchors: AnchorOptions) -> None:
    """Write the pack, or say why not; the walk's report and exit code stand either way."""
    from verifier_app.anchors.evidence_pack import EvidenceNotWritten, save_evidence

    try:
        saved = save_evidence(dest, bundle, report.seals, anchors)
    except EvidenceNotWritten as exc:
        emit(str(exc), sys.stderr)
        return
    upgraded = (f", {saved['upgraded_proofs']} upgraded Bitcoin proof(s)"
                if saved["upgraded_proofs"] else "")
    emit(f"Evidence pack written to {dest}: {saved['log_entries']} log entries, "
         f"{saved['headers']} block headers{upgraded}.", sys.stderr)


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
