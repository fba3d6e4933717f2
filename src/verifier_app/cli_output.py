"""Printing for the command line: whatever a bundle holds, the output stays valid.

File names and book text come from the bundle: a name that is not UTF-8, or an escaped
lone surrogate in a line, must neither crash the output nor make the JSON unparseable.
Such characters are replaced; JSON is always UTF-8.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from typing import Any, TextIO


def printable(text: str, stream: TextIO) -> str:
    """``text`` with every character ``stream`` cannot encode replaced (never raised)."""
    encoding = getattr(stream, "encoding", None) or "utf-8"
    return text.encode(encoding, "replace").decode(encoding)


def emit(text: str, stream: TextIO | None = None) -> None:
    stream = stream or sys.stdout
    print(printable(text, stream), file=stream)


def emit_json(data: Any, indent: int | None = 2) -> None:
    """One JSON document on standard output, as UTF-8 bytes whatever the locale.

    ``indent=None`` writes it compactly and streaming: the top object key by key and its
    lists item by item, each item encoded by the C encoder, so a season's report is never
    one giant string and no key or value differs from ``json.dumps``.
    """
    buffer = getattr(sys.stdout, "buffer", None)
    write = buffer.write if buffer is not None else \
        (lambda raw: sys.stdout.write(raw.decode("utf-8")))
    sys.stdout.flush()
    if indent is None:
        for piece in _pieces(data):
            write(piece.encode("utf-8", "replace"))
        write(b"\n")
    else:
        text = json.dumps(data, indent=indent, ensure_ascii=False)
        write(text.encode("utf-8", "replace") + b"\n")
    if buffer is not None:
        buffer.flush()


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _pieces(data: Any) -> Iterator[str]:
    """The compact JSON of ``data`` in pieces: top-level keys, then list items."""
    if not isinstance(data, dict):
        yield _compact(data)
        return
    yield "{"
    for i, (key, value) in enumerate(data.items()):
        yield ("," if i else "") + _compact(str(key)) + ":"
        if isinstance(value, list) and len(value) > 1:
            yield "[" + ",".join(_compact(v) for v in value[:1])
            for item in value[1:]:
                yield "," + _compact(item)
            yield "]"
        else:
            yield _compact(value)
    yield "}"
