"""``verifier-app history [PATH...] [--json] [--lang L]``: the reader's own history.

Without a path: every entry of the history (each walk of a downloaded bundle records the
head it verified, signed with the reader's key), oldest first, and every entry that could
not be used, with the reason. With a path: re-check that bundle from where the reader left
off (the recorded head must still start the book; only the new lines and the new seals
are walked; step 7 is recomputed) and record the new head. ``--json`` prints one object
whose keys later versions extend and never break.

Exit codes: 0 listed, or re-checked without a failure; 1 the re-check failed (history
rewritten, a new line or a new seal fails); 2 unusable input, or no usable entry to
re-check from (walk it in full with ``verifier-app verify``).
"""

from __future__ import annotations

import argparse
import sys
from contextlib import nullcontext
from pathlib import Path
from typing import Any

from verifier_app.cli_anchors import add_anchor_arguments, anchor_options
from verifier_app.cli_lang import add_lang_argument
from verifier_app.cli_output import emit, emit_json
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.errors import UserFacingError
from verifier_app.core.messages import Grouped, Message

EXIT_OK, EXIT_FAILED, EXIT_UNUSABLE = 0, 1, 2


def add_history_parser(commands: Any) -> None:
    history = commands.add_parser(
        "history", help="list your own history of checks, or re-check a downloaded bundle "
                        "from where you left off")
    history.add_argument("paths", nargs="*", type=Path,
                         help="a bundle folder downloaded with 'verifier-app fetch' to "
                              "re-check (none: list the history)")
    history.add_argument("--json", action="store_true", help="print one JSON object")
    add_lang_argument(history)
    history.add_argument("--no-statistics", action="store_true",
                         help="re-check the book and the seals only, not step 7")
    add_anchor_arguments(history)


def run_history(args: argparse.Namespace) -> int:
    from verifier_app.cli_lang import words_for

    words = words_for(args.lang) if not args.json else None
    say = words.engine if words is not None else None
    if not args.paths:
        return _list(args, say)
    return _recheck(args, say, words.text if words is not None else str)


def _list(args: argparse.Namespace, say: Any) -> int:
    from verifier_app.history.store import load_history

    history = load_history()
    if args.json:
        emit_json({"entries": [entry_json(e) for e in history.entries],
                   "damaged": [{"name": d.name, "detail": d.message.render(),
                                "message": d.message.to_json()} for d in history.damaged],
                   "not_read": [{"detail": m.render(), "message": m.to_json()}
                                for m in history.not_read]})
        return EXIT_OK
    lines = [Message.of("history.listed", count=len(history.entries)).render(say)]
    for entry in history.entries:
        s = entry.record.statement
        lines.append(Message.of("history.entry", time=s.time, source=entry.record.source,
                                lines=Grouped(s.lines), book=entry.record.file,
                                seals=len(entry.record.seals)).render(say))
        lines.append("    " + Message.of("history.entry_head", sha256=s.prefix_sha256,
                                          link=s.head_link).render(say))
    lines += [d.message.render(say) for d in history.damaged]
    lines += [m.render(say) for m in history.not_read]
    emit("\n".join(lines))
    return EXIT_OK


def entry_json(entry: Any) -> dict[str, Any]:
    record = entry.record
    s = record.statement
    return {"name": entry.name, "time": s.time, "source": record.source, "file": record.file,
            "book": s.book, "lines": s.lines, "prefix_sha256": s.prefix_sha256,
            "head_link": s.head_link, "list": s.list, "list_sha256": s.list_sha256,
            "key": s.key, "seals": [{"list": x.list, "sha256": x.sha256,
                                     "status": x.status.value, "lines": x.lines,
                                     "anchors": x.anchors} for x in record.seals]}


def _recheck(args: argparse.Namespace, say: Any, text: Any) -> int:
    from verifier_app.core.process_pool import side_pool
    from verifier_app.core.results import Status
    from verifier_app.core.step_ids import TITLES
    from verifier_app.history.recheck import recheck

    bundle = open_bundle(args.paths)
    # step 7b is recounted in a worker of its own, beside step 7a (``recheck``)
    with nullcontext() if args.no_statistics else side_pool() as pool:
        found = recheck(bundle, anchor_options(args, bundle),
                        statistics=not args.no_statistics, pool=pool)
    if args.json:
        emit_json(found.to_json())
    else:
        lines = [found.message.render(say)]
        lines += [d.message.render(say) for d in found.damaged]
        for seal in found.new_seals:
            lines.append(f"  {seal.status.value.upper():<11} {seal.list}")
        if found.statistics is not None:
            lines.append(f"  {found.statistics.status.value.upper():<11} "
                         f"{found.statistics.said(say)}")
        elif found.done and found.prefix is not None and found.prefix.extends:
            # --no-statistics: the sentence above names step 7; say it was not recounted
            lines.append(f"  {Status.NOT_CHECKED.value.upper():<11} {text(TITLES['step7'])}")
        lines += [n.render(say) for n in found.notes]
        if not found.done:
            lines.append(Message.of("history.walk_in_full").render(say))
        emit("\n".join(lines))
    if not found.done:
        return EXIT_UNUSABLE
    return EXIT_FAILED if found.status is Status.FAIL else EXIT_OK


def record_after_walk(report: Any) -> None:
    """``verify``: record the head a walk of a downloaded bundle verified (a sentence on
    stderr); a bundle without a known source is not recorded."""
    from verifier_app.history.source import bundle_source

    source = bundle_source(report.bundle)
    if source is None:
        return
    from verifier_app.history.store import not_written, record_walk  # signing, when kept

    try:
        entry = record_walk(report, source)
    except (OSError, ValueError, UserFacingError) as error:  # the key's file is damaged
        emit(not_written(error).render(), sys.stderr)
        return
    if entry is None:
        emit(Message.of("history.not_recorded").render(), sys.stderr)
        return
    s = entry.record.statement
    emit(Message.of("history.recorded", lines=Grouped(s.lines), book=entry.record.file,
                    source=source, key=s.witness).render(), sys.stderr)
