"""Printing for the command line: whatever a bundle holds, the output stays valid.

File names and book text come from the bundle: a name that is not UTF-8, or an escaped
lone surrogate in a line, must neither crash the output nor make the JSON unparseable.
Such characters are replaced; JSON is always UTF-8.

JSON is also always strict (RFC 8259 has no NaN or Infinity): a number that is not finite,
e.g. a figure published as ``NaN`` in ``council-stats.json``, is written as ``null``.
"""

from __future__ import annotations

import json
import math
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
        text = strict_dumps(data, indent=indent, ensure_ascii=False)
        write(text.encode("utf-8", "replace") + b"\n")
    if buffer is not None:
        buffer.flush()


def strict_dumps(value: Any, **options: Any) -> str:
    """``json.dumps`` that never writes NaN or Infinity: such a number becomes null. The
    value is only rebuilt when the fast encoding refuses it."""
    try:
        return json.dumps(value, allow_nan=False, **options)
    except ValueError:  # a non-finite number somewhere inside
        return json.dumps(finite_or_null(value), allow_nan=False, **options)


def finite_or_null(value: Any) -> Any:
    """``value`` with every float that is NaN or infinite replaced by None."""
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {k: finite_or_null(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [finite_or_null(v) for v in value]
    return value


def _compact(value: Any) -> str:
    return strict_dumps(value, ensure_ascii=False, separators=(",", ":"))


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
