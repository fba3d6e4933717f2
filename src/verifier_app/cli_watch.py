"""``verifier-app watch SOURCE [--every MINUTES] [--until TIME]`` (issue 29, item 4).

Polls the source politely (the downloader's limits and conditional requests), walks each
new state, and prints one line per event, each once: a new seal verified with its level,
a seal that fails, a pending proof completed, a counted line sealed after the open, a
history rewrite, a log entry that shows another book. Exit codes (cron-friendly): 0 no
failure, 1 at least one failure was seen, 2 unusable input. ``--json`` prints one object
at the end (the event lines then go to standard error); its keys are a contract that
later versions extend and never break.
"""

from __future__ import annotations

import argparse
import sys
from datetime import UTC, datetime, time, timedelta
from pathlib import Path
from typing import Any

from verifier_app.cli_lang import add_lang_argument
from verifier_app.cli_output import emit, emit_json
from verifier_app.core.errors import UserFacingError
from verifier_app.core.messages import Message

EXIT_OK, EXIT_FAILED = 0, 1
HH_MM = "%H:%M"


def add_watch_parser(commands: Any) -> None:
    watch = commands.add_parser("watch", help="poll a league's site and check each new seal "
                                              "as it appears; one line per event")
    watch.add_argument("source", help="the data address (https://…/api/v1/) or a proof-day "
                                      "page, as for fetch")
    watch.add_argument("--every", type=float, default=None, metavar="MINUTES",
                       help="poll this often (default: after the seal times the site's "
                            "protocol states, else every 15 min in the New York session)")
    watch.add_argument("--until", default=None, metavar="TIME",
                       help="stop before a poll after this time: HH:MM (New York, today) or "
                            "a time with its zone, e.g. 2026-10-20T16:00:00-04:00")
    watch.add_argument("--dest", type=Path, default=None, metavar="DIR",
                       help="the watch's bundle folder (default: the app's data folder)")
    watch.add_argument("--json", action="store_true", help="print one JSON object at the end")
    add_lang_argument(watch, "the event lines")
    from verifier_app.cli_anchors import add_anchor_arguments

    add_anchor_arguments(watch)


def parse_until(text: str | None, now: datetime) -> datetime | None:
    """``HH:MM`` is New York wall-clock time today (the paper's ET, real zone rules); any
    other time must carry its zone: a time without one is refused, never guessed."""
    if text is None:
        return None
    from verifier_app.core.market_time import NEW_YORK
    from verifier_app.core.times import read_time

    try:
        wall = datetime.strptime(text, HH_MM).time()
    except ValueError:
        wall = None
    if isinstance(wall, time):
        day = now.astimezone(NEW_YORK).date()
        return datetime.combine(day, wall, tzinfo=NEW_YORK).astimezone(UTC)
    moment = read_time(text).moment
    if moment is None:
        raise UserFacingError(Message.of("watch.bad_until", text=text))
    return moment


def started(source: str, schedule: Any, until: datetime | None) -> Message:
    """'Watching …: every 15 min during the New York session …; until …'."""
    from verifier_app.watch.schedule import AFTER_SEAL, MAX_SEAL_TIMES

    if schedule.rule == "every":
        rule = Message.of("watch.rule_every", minutes=f"{schedule.every.total_seconds() / 60:g}")
    elif schedule.rule == "seal_times":
        after = int(AFTER_SEAL.total_seconds() // 60)
        times = ", ".join(f"{t:%H:%M}" for t in schedule.seal_times)
        rule = Message.of("watch.rule_seal_times_capped", after=after, times=times,
                          cap=MAX_SEAL_TIMES, count=schedule.seal_times_not_read) \
            if schedule.seal_times_not_read else \
            Message.of("watch.rule_seal_times", after=after, times=times)
    else:
        rule = Message.of("watch.rule_session")
    end = f"{until:%Y-%m-%d %H:%M:%S} UTC" if until else Message.of("watch.forever")
    return Message.of("watch.started", source=source, rule=rule, until=end)


def run_watch(args: argparse.Namespace) -> int:
    from verifier_app.cli_anchors import anchor_options
    from verifier_app.cli_lang import words_for
    from verifier_app.fetch.planner import FetchRequest, resolve
    from verifier_app.watch.loop import Watcher, WatchOptions

    if args.every is not None and not 1 <= args.every <= 1440:
        raise UserFacingError(Message.of("watch.bad_every"))
    now = datetime.now(UTC)
    until = parse_until(args.until, now)
    _, dest = resolve(FetchRequest(args.source, args.dest))  # an unusable source is said
    words = words_for(args.lang)
    stream = sys.stderr if args.json else sys.stdout

    def notify(event: Any) -> None:
        emit(f"{event.at:%Y-%m-%d %H:%M:%S} UTC  {event.message.render(words.engine)}",
             stream)

    every = timedelta(minutes=args.every) if args.every is not None else None
    options = WatchOptions(args.source, dest, every, until,
                           anchors=lambda bundle: anchor_options(args, bundle))

    def waiting(moment: datetime) -> None:
        emit(Message.of("watch.next", time=f"{moment:%Y-%m-%d %H:%M:%S} UTC")
             .render(words.engine), sys.stderr)

    watcher = Watcher(options, notify, waiting=waiting)
    emit(started(args.source, watcher.schedule, until).render(words.engine), sys.stderr)
    try:
        state = watcher.run()
    except KeyboardInterrupt:  # the reader's way to stop a watch without --until
        state = watcher.state
    said = Message.of("watch.stopped", time=f"{datetime.now(UTC):%Y-%m-%d %H:%M:%S} UTC",
                      polls=state.polls, events=len(state.events), failures=state.failures)
    emit(said.render(words.engine), sys.stderr)
    if args.json:
        emit_json({"source": args.source, "dest": str(dest),
                   "schedule": watcher.schedule.rule,
                   "seal_times_not_read": watcher.schedule.seal_times_not_read,
                   "until": until.strftime("%Y-%m-%dT%H:%M:%SZ") if until else None,
                   **state.to_json()})
    return EXIT_FAILED if state.failures else EXIT_OK
