"""Plain words for row counts and drop reasons, shared by the chart captions."""

from __future__ import annotations

from verifier_app.gui.charts.style import count

REASONS = {
    "no_answer": "no answer line",
    "line_not_sealed": "book line not sealed yet",
    "line_failed": "book line FAILED the check",
    "not_counted_run": "not the counted run",
    "correction": "restored by a correction",
    "sealed_after_open": "sealed after the 09:30 open",
    "not_same_event": "a separate event (own reference)",
    "not_stated": "no stated probability",
    "superseded": "replaced by a later answer",
    "not_resolved": "not resolved yet",
}


def reason(key: str) -> str:
    return REASONS.get(key, key.replace("_", " "))


def left_out(dropped: dict[str, int]) -> str:
    """'left out: 288 not the counted run, 96 replaced by a later answer' (largest first)."""
    if not dropped:
        return "none left out"
    parts = [f"{count(n)} {reason(k)}" for k, n in sorted(dropped.items(), key=lambda kv: -kv[1])]
    return "left out: " + ", ".join(parts)


def used_line(used: int, dropped: dict[str, int]) -> str:
    return f"Rows used: {count(used)} (verified only); {left_out(dropped)}."


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
