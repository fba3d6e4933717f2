"""Printing for the command line: whatever a bundle holds, the output stays valid.

File names and book text come from the bundle: a name that is not UTF-8, or an escaped
lone surrogate in a line, must neither crash the output nor make the JSON unparseable.
Such characters are replaced; JSON is always UTF-8.
"""

from __future__ import annotations

import json
import sys
from typing import Any, TextIO


def printable(text: str, stream: TextIO) -> str:
    """``text`` with every character ``stream`` cannot encode replaced (never raised)."""
    encoding = getattr(stream, "encoding", None) or "utf-8"
    return text.encode(encoding, "replace").decode(encoding)


def emit(text: str, stream: TextIO | None = None) -> None:
    stream = stream or sys.stdout
    print(printable(text, stream), file=stream)


def emit_json(data: Any, indent: int | None = 2) -> None:
    """One JSON document on standard output, as UTF-8 bytes whatever the locale."""
    text = json.dumps(data, indent=indent, ensure_ascii=False)
    raw = text.encode("utf-8", "replace") + b"\n"
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:  # a text-only stream (some embedders): write the same text
        sys.stdout.write(raw.decode("utf-8"))
        return
    sys.stdout.flush()
    buffer.write(raw)
    buffer.flush()
