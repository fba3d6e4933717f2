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
}
