"""``verifier-app fetch SOURCE [DEST] [--day D]… [--json] [--lang L]``: download a bundle.

SOURCE is a data address (``https://trends.polyhelper.ai/api/v1/``), a proof-day page
(``https://…/markets/proof/2026-10-20/``) or the analysis release (``10.5281/zenodo.N``
or its record address). DEST defaults to the user's data folder. Progress goes to
stderr; the result to stdout (``--json``: one object whose keys later versions extend and
never break; the text and the progress lines in the reader's language, ``--lang``).
Exit codes: 0 everything arrived, 1 something is missing or refused, or a refresh found
rewritten history, 2 unusable input or stopped.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from verifier_app.cli_lang import add_lang_argument
from verifier_app.cli_output import emit, emit_json, printable
from verifier_app.cli_types import seconds, web_address
from verifier_app.core.errors import Cancelled, UserFacingError
from verifier_app.core.messages import Lookup, Message

EXIT_OK, EXIT_PROBLEMS, EXIT_UNUSABLE = 0, 1, 2


def add_fetch_parser(commands: Any) -> None:
    fetch = commands.add_parser(
        "fetch", help="download a league's bundle (live site or analysis release)")
    fetch.add_argument("source", help="data address, proof-day page address, or Zenodo DOI")
    fetch.add_argument("dest", nargs="?", type=Path, default=None,
                       help="bundle folder (default: the app's data folder)")
    fetch.add_argument("--day", action="append", default=[], metavar="D",
                       help="proof day YYYY-MM-DD or range YYYY-MM-DD..YYYY-MM-DD (repeatable)")
    fetch.add_argument("--json", action="store_true", help="print one JSON object")
    fetch.add_argument("--zenodo-api", default=None, type=web_address, metavar="URL",
                       help="Zenodo-style record API (default https://zenodo.org/api)")
    fetch.add_argument("--allow-redirect-host", action="append", default=[], metavar="HOST",
                       help="accept redirects to this other host (repeatable)")
    fetch.add_argument("--timeout", type=seconds, default=30.0,
                       help="seconds per request, in total (a cut-off download resumes)")
    fetch.add_argument("--deadline", type=seconds, default=900.0,
                       help="seconds for the whole download, every file and retry; the "
                            "files not fetched by then are named")
    fetch.add_argument("--retries", type=int, default=3, help="further tries per file")
    fetch.add_argument("--max-book-mb", type=float, default=512,
                       help="size limit for the book and the ask chain (MB)")
    fetch.add_argument("--max-file-mb", type=float, default=50,
                       help="size limit for every other file (MB)")
    fetch.add_argument("--quiet", action="store_true", help="no progress lines")
    add_lang_argument(fetch, "the text output and the progress lines")


def request_from(args: argparse.Namespace) -> Any:
    from verifier_app.fetch import FetchPolicy, FetchRequest
    from verifier_app.fetch.policy import MB

    if args.retries < 0 or args.timeout <= 0 or args.max_book_mb <= 0 or args.max_file_mb <= 0:
        raise UserFacingError(Message.of("cli.fetch_limits"))
    policy = FetchPolicy(timeout=args.timeout, retries=args.retries, deadline=args.deadline,
                         max_book_bytes=int(args.max_book_mb * MB),
                         max_file_bytes=int(args.max_file_mb * MB),
                         allow_redirect_hosts=set(args.allow_redirect_host))
    return FetchRequest(args.source, args.dest, list(args.day),
                        args.zenodo_api, policy)


def run_fetch(args: argparse.Namespace) -> int:
    from verifier_app.cli_lang import said, said_error
    from verifier_app.fetch import fetch_bundle

    try:
        request = request_from(args)
        printer = None if args.quiet else _ProgressPrinter(_lookup(args))
        report = fetch_bundle(request, printer)
    except UserFacingError as error:
        emit(said_error(error, args), sys.stderr)
        return EXIT_UNUSABLE
    except (Cancelled, KeyboardInterrupt):
        emit(said(Message.of("cli.fetch_stopped"), args), sys.stderr)
        return EXIT_UNUSABLE
    if args.json:
        emit_json(report.to_json())
    else:
        emit(render(report, _lookup(args)))
    return EXIT_OK if report.verdict == "ok" else EXIT_PROBLEMS


def _lookup(args: argparse.Namespace) -> Lookup:
    """The reader's language: ``--lang``, else the locale's."""
    from verifier_app.cli_lang import words_for

    return words_for(args.lang).engine


class _ProgressPrinter:
    """One line per file on stderr, and a line at most every second while a file runs."""

    def __init__(self, lookup: Lookup | None = None) -> None:
        self.last_label = ""
        self.last_time = 0.0
        self.lookup = lookup

    def __call__(self, progress: Any) -> None:
        now = time.monotonic()
        if progress.label == self.last_label and now - self.last_time < 1.0:
            return
        self.last_label, self.last_time = progress.label, now
        print(printable(f"{progress.overall:4.0%} {progress.said.render(self.lookup)}",
                        sys.stderr), file=sys.stderr)


FILE_STATES = ("fetched", "unchanged", "updated", "rewritten", "not_offered", "missing",
               "failed", "refused", "given_up")


def render(report: Any, lookup: Lookup | None = None) -> str:
    """The download's result in a few lines, in the reader's language (``lookup``; English
    without one). The earlier copies' places and the addresses are shown as they are."""
    def say(id: str, **values: Any) -> str:
        return Message.of(id, **values).render(lookup)

    lines = [say("fetch.text_bundle", dest=str(report.dest)),
             say("fetch.text_files", counts=", ".join(
                 _files(status, n, lookup) for status, n in _counts(report).items()))]
    for finding in report.alarms:
        lines.append(f"!!! {finding.said_in(lookup)}")
        lines.append("    " + say("fetch.text_kept", path=finding.kept_at))
    problems = report.said_problems or [Message.of("join.text", text=p) for p in report.problems]
    lines += [say("fetch.text_problem", text=p) for p in problems]
    notes = report.said_notes or [Message.of("join.text", text=n) for n in report.notes]
    lines += [say("fetch.text_note", text=n) for n in notes]
    lines.append(say("fetch.text_refresh", verdict=Message.of(
        f"fetch.refresh_{report.refresh_verdict}"), detail=report.refresh_said()))
    lines.append(say(f"fetch.verdict_{report.verdict}"))
    lines.append(say("fetch.text_next", dest=str(report.dest)))
    return "\n".join(lines)


def _counts(report: Any) -> dict[str, int]:
    """How many files ended in each state, the states in the order of their names."""
    counts: dict[str, int] = {}
    for outcome in report.files:
        counts[outcome.status] = counts.get(outcome.status, 0) + 1
    return dict(sorted(counts.items()))


def _files(status: str, count: int, lookup: Lookup | None) -> str:
    if status in FILE_STATES:
        return Message.of(f"fetch.files_{status}", count=count).render(lookup)
    return f"{count} {status.replace('_', ' ')}"
