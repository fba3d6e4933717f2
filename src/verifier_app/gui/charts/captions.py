"""Plain words for row counts and drop reasons, shared by the chart captions."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from verifier_app.gui.charts.style import count
from verifier_app.gui.messages import text, tr

REASONS = {
    "no_answer": QT_TRANSLATE_NOOP("messages", "no answer line"),
    "line_not_sealed": QT_TRANSLATE_NOOP("messages", "book line not sealed yet"),
    "line_failed": QT_TRANSLATE_NOOP("messages", "book line FAILED the check"),
    "line_not_its_own": QT_TRANSLATE_NOOP(
        "messages", "naming another run's or seat's book line (that line itself verified)"),
    "not_counted_run": QT_TRANSLATE_NOOP("messages", "not the counted run"),
    "correction": QT_TRANSLATE_NOOP("messages", "restored by a correction"),
    "sealed_after_open": QT_TRANSLATE_NOOP("messages", "sealed after the 09:30 open"),
    "not_same_event": QT_TRANSLATE_NOOP("messages", "a separate event (own reference)"),
    "not_stated": QT_TRANSLATE_NOOP("messages", "no stated probability"),
    "superseded": QT_TRANSLATE_NOOP("messages", "replaced by a later answer"),
    "answer_not_counted": QT_TRANSLATE_NOOP("messages",
                                            "not the seat's first well-formed answer"),
    "not_resolved": QT_TRANSLATE_NOOP("messages", "not resolved yet"),
    "outcome_not_sealed": QT_TRANSLATE_NOOP("messages", "outcome not sealed in the book yet"),
}


def reason(key: str) -> str:
    return text(REASONS[key]) if key in REASONS else key.replace("_", " ")


def left_out(dropped: dict[str, int]) -> str:
    """'left out: 288 not the counted run, 96 replaced by a later answer' (largest first)."""
    if not dropped:
        return tr("none left out")
    parts = [f"{count(n)} {reason(k)}" for k, n in sorted(dropped.items(), key=lambda kv: -kv[1])]
    return tr("left out: {parts}").format(parts=", ".join(parts))


def wrap(text: str, width: int = 95) -> list[str]:
    """Break a caption into lines of about ``width`` characters at spaces."""
    lines: list[str] = []
    current = ""
    for word in text.split(" "):
        if current and len(current) + 1 + len(word) > width:
            lines.append(current)
            current = word
        else:
            current = f"{current} {word}" if current else word
    if current:
        lines.append(current)
    return lines
