"""The window's side of ``core.verified_tree``: before anything is saved (evidence, a
witness statement, a report, a chart), a place inside what is being verified is refused
with a sentence in the reader's language, and nothing is written."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from verifier_app.core.messages import Message
from verifier_app.core.verified_tree import WriteRefused, refuse_writing_into
from verifier_app.gui.errors import show_message
from verifier_app.gui.messages import render


def verified_paths(window: Any) -> list[Path]:
    """What the window is checking: the bundle the reader opened and, for the workshop,
    the changed copy being shown."""
    report = getattr(window, "report", None)
    given = list(report.bundle.given) if report is not None else []
    return given + list(getattr(window, "opened_paths", None) or [])


def refused(window: Any, dest: Path, what: str, title: str) -> bool:
    """True (and the sentence shown) when ``dest`` lies inside what is being verified;
    ``what`` is the message id naming what would be written (``write.what_…``)."""
    try:
        refuse_writing_into(dest, verified_paths(window), Message.of(what))
    except WriteRefused as error:
        sentence = render(error.message) if error.message else str(error)
        if hasattr(window, "set_status"):
            window.set_status(sentence)
        window.last_message = show_message(window, title, sentence)
        return True
    return False
