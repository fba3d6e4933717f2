"""The command line: ``verifier-app verify|demo`` and, with no arguments, the desktop app.

A thin layer: it parses arguments, calls the engine and prints. ``--json`` output is a
contract that later versions extend and never break.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from verifier_app import __version__
from verifier_app.engine.errors import UserFacingError

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
    verify.add_argument("--workers", type=int, default=None,
                        help="processes for the chain check (default: all cores for big books)")

    demo = commands.add_parser("demo", help="write a synthetic demonstration bundle")
    demo.add_argument("dest", type=Path, help="folder to write (must be empty or absent)")
    demo.add_argument("--sessions", type=int, default=None, help="trading sessions to simulate")
    demo.add_argument("--seed", type=int, default=None, help="random seed (same seed, same bytes)")
    demo.add_argument("--tamper", default=None,
                      help="apply one workshop change: crlf, flip, reorder, truncate, bom")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.command is None:
            return _start_gui()
        if args.command == "verify":
            return _verify(args)
        if args.command == "demo":
            return _demo(args)
    except UserFacingError as error:
        print(f"verifier-app: {error}", file=sys.stderr)
        return EXIT_UNUSABLE
    except KeyboardInterrupt:
        print("verifier-app: stopped.", file=sys.stderr)
        return EXIT_UNUSABLE
    return EXIT_UNUSABLE


def _verify(args: argparse.Namespace) -> int:
    from verifier_app.engine.bundle import open_bundle
    from verifier_app.engine.report_text import render_report
    from verifier_app.engine.walk import WalkOptions, walk

    bundle = open_bundle(args.paths)
    report = walk(bundle, WalkOptions(workers=args.workers))
    if not report.has_inputs:
        raise UserFacingError(report.unusable_reason())
    if args.json:
        print(json.dumps(report.to_json(), indent=2, ensure_ascii=False))
    else:
        print(render_report(report))
    return EXIT_FAILED if report.verdict == "fail" else EXIT_OK


def _demo(args: argparse.Namespace) -> int:
    from verifier_app.demo.generator import DemoSettings, write_demo_bundle

    settings = DemoSettings()
    if args.sessions is not None:
        settings.sessions = args.sessions
    if args.seed is not None:
        settings.seed = args.seed
    summary = write_demo_bundle(args.dest, settings, tamper=args.tamper)
    print(summary)
    return EXIT_OK


def _start_gui() -> int:
    from verifier_app.gui.app import run_app

    return run_app()


if __name__ == "__main__":
    raise SystemExit(main())
