"""The wording of a day's page (``engine.day_report``, ``engine.day_render``) and of the
watch (``watch``), as message templates joined into ``engine.catalogue.CATALOGUE``."""

from __future__ import annotations

DAY_TEMPLATES: dict[str, str] = {
    "day.heading": "The seals of {day} (a New York day)",
    "day.no_seals": "This bundle holds no seal of {day}.",
    "day.summary": "{day}: {count} seal(s), {failed} failed, {pending} with the Bitcoin "
    "proof still pending.",
    "day.other_days": "Days with seals: {days}.",
    "day.bad_date": "{text} is not a day of the form YYYY-MM-DD.",
    "day.seal": "{time}: {list} — {status}, level {level}",
    "day.seal_no_level": "{time}: {list} — {status}, no level reached",
    "day.time": "{utc} UTC ({new_york} in New York)",
    "day.no_time": "time not known",
    "day.time_short": "{utc} UTC / {new_york} NY",
    "day.covers": "covers {book} lines 1–{lines} (new since the seal before: {first}–{lines})",
    "day.covers_nothing_new": "covers {book} lines 1–{lines} (nothing new since the seal "
    "before)",
    "day.anchor_bitcoin": "Bitcoin block {name}: {status}",
    "day.anchor_bitcoin_kind": "Bitcoin proof: {status}",
    "day.anchor_bitcoin_pending": "Bitcoin proof pending at its calendar: {status}",
    "day.anchor_token": "Time-stamp authority {name}: {status}",
    "day.anchor_log": "Transparency log: {status}",
    "day.anchor_at": "{anchor}, {time}",
    "day.upgraded": "{anchor}, completed from calendar {calendar}",
    "day.pending_expected": "Bitcoin proof still pending at {calendars}: likely complete "
    "between {start} and {end} UTC ({start_ny} to {end_ny} in New York), assuming the "
    "calendar's commitment reaches a Bitcoin block with a few confirmations, which typically "
    "takes 1 to 3 hours after the stamp.",
    "day.pending_overdue": "Bitcoin proof still pending at {calendars}: it was expected "
    "between {start} and {end} UTC ({start_ny} to {end_ny} in New York), assuming a Bitcoin "
    "block with a few confirmations 1 to 3 hours after the stamp; that time has passed, so "
    "check again online (the app then asks the calendar for the completed proof).",
    "day.pending_unknown": "Bitcoin proof still pending at {calendars}: when it will complete "
    "cannot be estimated, because the seal's own time is not known.",
    "day.assumption": "A pending proof is expected to complete 1 to 3 hours after the stamp: "
    "the time the calendar's commitment takes to reach a Bitcoin block with a few "
    "confirmations. This is an estimate, never a proof of time.",
    "day.pending_short": "Bitcoin pending: likely {start}–{end} UTC ({start_ny}–{end_ny} NY), "
    "assuming a block with a few confirmations 1–3 h after the stamp",
    "day.pending_short_overdue": "Bitcoin pending, overdue: expected {start}–{end} UTC "
    "({start_ny}–{end_ny} NY), assuming a block with a few confirmations 1–3 h after the "
    "stamp; check again online",
    "day.short_at": "{anchor} {time}",
    "day.offset_note": "{heading} (New York = UTC {offset} h, {zone})",
    "day.utc_only": "{utc} UTC",
    "day.nothing_pending": "No Bitcoin proof of this day is pending.",
    "day.lines_heading": "Lines covered",
    "day.level_heading": "Level",
    "day.overall_level": "Overall, level",
    "day.level_cell": "level {level}",
    "day.pending_heading": "Still pending",
    "day.lines_cell": "{book}: 1–{lines} (new {first}–{lines})",
    "day.lines_cell_same": "{book}: 1–{lines} (nothing new)",
    "day.lines_only": "1–{lines} (new {first}–{lines})",
    "day.lines_only_same": "1–{lines} (nothing new)",
    "day.no_level": "none",
}

WATCH_TEMPLATES: dict[str, str] = {
    "watch.seal_verified": "New seal {list} ({time}): verified, level {level}.",
    "watch.seal_verified_warn": "New seal {list} ({time}): verified with warnings, level "
    "{level}; see the day's page.",
    "watch.seal_pending": "New seal {list} ({time}): its lines match the book (level "
    "{level}); its Bitcoin proof is still pending at its calendar, so its time is not proven "
    "yet.",
    "watch.seal_unproven": "New seal {list} ({time}): its lines match the book (level "
    "{level}), but no anchor proves its time yet.",
    "watch.seal_not_checked": "NOT CHECKED: new seal {list} ({time}): its claim on the "
    "book was not checked (the book was not provided or could not be read), so nothing it "
    "seals is verified yet.",
    "watch.seal_failed": "SEAL FAILED: {list} ({time}). {reason}",
    "watch.upgraded": "Seal {list}: its pending Bitcoin proof was completed from calendar "
    "{calendar} (block {height}); the seal now reaches level {level}.",
    "watch.late_line": "LATE LINE: {said}",
    "watch.rewrite": "HISTORY REWRITTEN: {said}",
    "watch.file_replaced": "HISTORY REWRITTEN: the operator replaced {file}, a file that "
    "never changes once published; your earlier copy is kept.",
    "watch.other_book": "ANOTHER BOOK: {said}",
    "watch.walk_failed": "CHECK FAILED: {reason}",
    "watch.source_problem": "NOT CHECKED: {reason}",
    "watch.until_passed": "--until {until} has already passed: nothing to watch.",
    "watch.bad_until": "{text} is not a time: give HH:MM (New York time today) or a time "
    "with its zone, e.g. 2026-10-20T16:00:00-04:00.",
    "watch.bad_every": "--every must be a number of minutes between 1 and 1440.",
    "watch.started": "Watching {source}: {rule}; until {until}.",
    "watch.rule_every": "every {minutes} min",
    "watch.rule_seal_times": "{after} min after the seal times the protocol states ({times} "
    "New York)",
    "watch.rule_seal_times_capped": "{after} min after the seal times the protocol states "
    "({times} New York; only the first {cap} entries of its list are read: {count} more "
    "were not)",
    "watch.rule_session": "every 15 min during the New York session (09:30–16:00 ET on "
    "trading days)",
    "watch.forever": "stopped by the reader",
    "watch.stopped": "Watch ended at {time}: {polls} poll(s), {events} event(s), {failures} "
    "failure(s).",
    "watch.next": "Next poll at {time}.",
}
