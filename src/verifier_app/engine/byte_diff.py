"""Two versions of one line, shown so nothing is invisible: where they first differ, the
bytes around that place escaped (\\r, \\n, \\xNN), and the bytes themselves in hex.

Used by the workshop (a changed copy against the original) and by File > Compare with
another copy.
"""

from __future__ import annotations

from dataclasses import dataclass

CONTEXT_BYTES = 40


def escape_bytes(data: bytes) -> str:
    """Bytes as text where nothing is invisible: \\r, \\n, tabs and non-ASCII are escaped."""
    named = {0x0D: "\\r", 0x0A: "\\n", 0x09: "\\t", 0x5C: "\\\\"}
    return "".join(named.get(b) or (chr(b) if 0x20 <= b < 0x7F else f"\\x{b:02x}")
                   for b in data)


@dataclass(frozen=True)
class ByteDiff:
    offset: int  # first differing byte, counted from the start of the line
    before: str
    after: str
    caret: int  # column of that byte in the escaped texts
    before_hex: str
    after_hex: str


def diff_window(before: bytes, after: bytes, context: int = CONTEXT_BYTES) -> ByteDiff:
    offset = next((i for i, (x, y) in enumerate(zip(before, after, strict=False)) if x != y),
                  min(len(before), len(after)))
    start = max(0, offset - context)
    lead = "…" if start else ""
    shown_before = lead + escape_bytes(before[start:offset + context])
    shown_after = lead + escape_bytes(after[start:offset + context])
    caret = len(lead) + len(escape_bytes(before[start:offset]))
    return ByteDiff(offset, shown_before, shown_after, caret,
                    before[offset:offset + 8].hex(" "), after[offset:offset + 8].hex(" "))
