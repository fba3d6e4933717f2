"""The sentences of the reader's own history and of the re-check from it (issue 29, items 2
and 3; ``verifier_app.history``), as message templates joined into
``engine.messages.CATALOGUE``."""

from __future__ import annotations

HISTORY_TEMPLATES: dict[str, str] = {
    "input.what.book": "a book (JSON Lines)",
    # Whether the head checked earlier is still the start of the book (history.prefix).
    "history.book_unreadable": "{book} could not be read to compare it with your earlier "
    "check: {reason}",
    "history.extends": "The first {lines} lines of {book} are exactly the lines you checked "
    "earlier.",
    "history.shorter": "{book} now has {have} complete lines, fewer than the {lines} you "
    "checked earlier: lines you checked are gone, so its history was rewritten.",
    "history.rewritten_line": "Line {line} of {book} was rewritten after your check: it is "
    "no longer the line you checked (your check covered lines 1–{lines}).",
    "history.rewritten_range": "At least one of lines 1–{lines} of {book} was rewritten after "
    "your check; no copy of the lines you checked was kept, so the first changed line cannot "
    "be named.",
    "history.rewritten_range_copy_damaged": "At least one of lines 1–{lines} of {book} was "
    "rewritten after your check; the copy of the lines you checked that was kept no longer "
    "holds them (it was changed or damaged since), so the first changed line cannot be named.",
    # The history itself (history.store, history.record): an entry that cannot be used is
    # named and ignored, never trusted.
    "input.what.history": "a history entry",
    "history.damaged": "Your history entry {name} was not used: {why}. It is ignored, never "
    "trusted.",
    "history.entries_not_read": "Only the newest {cap} entries of each source are read: "
    "{count} older entries were not.",
    "history.sources_not_read": "Only {cap} sources are read: the entries of {count} more "
    "sources were not.",
    "history.why.too_large": "it is too large to be a history entry",
    "history.why.not_regular": "it is not a regular file (it is a device, pipe or socket)",
    "history.why.folder": "it is a folder, not a file",
    "history.why.unreadable": "the entry cannot be read ({reason})",
    "history.why.not_text": "it is not text (it holds binary bytes)",
    "history.why.not_entry": "it is not a history entry of this app, or it is cut short or "
    "damaged",
    "history.why.other_key": "it is not signed with your own key",
    "history.why.signature": "its signature does not verify with your key, so it was changed "
    "after it was written",
    "history.why.no_key": "you have no key of your own yet, so no entry can be yours",
    "history.why.key_damaged": "your own key, {name} in the app's data folder, is damaged or "
    "not a key, so no entry can be checked as yours",
    "history.why.source": "it names another source than the folder it is kept in",
    # The re-check from the latest entry (history.recheck).
    "history.no_source": "This bundle was not downloaded from a known source (it has no "
    "download record), so it has no history to re-check from.",
    "history.no_book": "This bundle's book cannot be used (the full walk's step 1 says why), "
    "so there is nothing to re-check from.",
    "history.no_entry": "You have not checked {source} before (or no entry of it can be "
    "used), so there is nothing to re-check from.",
    "history.unchanged": "Unchanged since your check of {time}: lines 1–{lines}; new: lines "
    "{first}–{last}, {seals} new seal(s).",
    "history.unchanged_nothing_new": "Unchanged since your check of {time}: lines 1–{lines}; "
    "no new line, {seals} new seal(s).",
    "history.checked_again": "Seals your check did not verify (failed or not checked), "
    "checked again now: {count}.",
    "history.not_redone": "A re-check checks the book's new lines, the new seals and step 7; "
    "it does not redo P1b, P3, steps 5 and 8, the cross-check with the paper or the log's "
    "checks over the whole season. For the league's verdict, walk the bundle in full.",
    "history.list_changed": "The stamped list {list} changed since your check: its SHA-256 "
    "was {was}, it is {now}. A stamped list never changes once published.",
    "history.new_line_breaks": "New line {line} breaks the chain: {rule}.",
    "history.rewrite_kept": "HISTORY REWRITTEN since your check of {time}. {found} The copy "
    "you checked is kept at {earlier}, the new one at {new}.",
    # The same, when one of the two copies cannot be named: a kept copy that no longer
    # holds the lines checked is never called the copy checked.
    "history.rewrite_found": "HISTORY REWRITTEN since your check of {time}. {found}",
    "history.rewrite_kept_earlier": "The copy you checked is kept at {earlier}.",
    "history.rewrite_kept_new": "The new copy is kept at {new}.",
    "history.recorded": "Recorded in your history: {lines} lines of {book} from {source}, "
    "signed with your key {key}.",
    "history.not_written": "Not recorded in your history: {reason}",
    "history.not_recorded": "Not recorded in your history: no seal of the book was verified.",
    # The index of the checked lines that step 7 keeps for the next re-check
    # (history.kept_index): used only when every check of it holds, else said and unused.
    "kept_index.unused": "Step 7 read the whole book: the index of the lines you checked, "
    "kept in the cache folder, was not used ({why}).",
    "kept_index.why.signature": "it is not signed with your key, or its signature does not "
    "verify",
    "kept_index.why.other_head": "it names other lines than those you checked",
    "kept_index.why.missing": "its index file is missing",
    "kept_index.why.changed": "its index file was changed after it was signed",
    "kept_index.why.not_index": "its index file cannot be read back",
    # What step 7a counted of each run at the reader's check (history.kept_parts): the runs
    # the new lines touch are recounted, the others taken as counted then.
    "kept_parts.used": "Step 7 recounted the {count} run(s) the new lines touch and took "
    "every other run as counted at your check of {time} (kept in the cache folder, signed "
    "with your key).",
    "kept_parts.unused": "Step 7 recounted every run: what it counted of each run at your "
    "check, kept in the cache folder, was not used ({why}).",
    "kept_parts.why.missing": "its file is missing",
    "kept_parts.why.changed": "its file was changed after it was signed",
    "kept_parts.why.not_parts": "its file cannot be read back",
    # verifier-app history (cli_history) and File > History (gui.history_dialog).
    "history.listed": "Your history holds {count} check(s).",
    "history.entry": "{time}  {source}: {lines} lines of {book}, {seals} seal(s)",
    "history.entry_head": "prefix SHA-256 {sha256}, last link {link}",
    "history.walk_in_full": "Walk the bundle in full with: verifier-app verify BUNDLE",
}
