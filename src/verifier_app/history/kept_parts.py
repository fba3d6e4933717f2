"""What step 7a counted of each run at the reader's check, kept for the next re-check
(issue 29, item 3 and its measure; ``stats.run_parts`` says what a part is and when it
stands for the file).

Kept as the book's index is (``history.kept_index``): in the user's cache folder, under
``history-parts/``, a ``<prefix sha256>.json`` body and a ``.note`` signed with the reader's
key naming the source, the book's file, the head and the body's SHA-256 and size. It is
read only through the cache's opener, only when the note is signed with the reader's key
and names the head the re-check starts from, and the body hashes to what the note names;
then the body is read back field by field, and anything out of shape is refused. Refused
or absent parts only mean that step 7a reads the whole forecasts file, as a full walk does.
"""

from __future__ import annotations

import json
import math
from typing import Any

from verifier_app.core.messages import Message
from verifier_app.history.kept_index import KeptKind, keep_kept, load_kept
from verifier_app.history.prefix import RecordedHead
from verifier_app.stats.run_parts import FORMAT, RunPart, SeasonParts

# An exact Brier sum is kept as its odd part and a power of two (``sum = odd << shift``);
# a season's sums are far below these sizes, which keep a hostile file from asking for
# a number of unbounded size.
MAX_SUM_BITS = 4096

PARTS = KeptKind("history-parts", "verifier-app kept step 7 parts v1", "parts")


def load_parts(source: str, head: RecordedHead) -> tuple[SeasonParts | None, Message | None]:
    """The parts kept for ``head``, or None and why (None: nothing was kept for it)."""
    kept = load_kept(PARTS, source, head)
    if kept.data is None:
        return None, _said_of_parts(kept.why)
    try:
        return parts_from_json(kept.data), None
    except (ValueError, TypeError, KeyError, IndexError, RecursionError):
        return None, Message.of("kept_parts.why.not_parts")


def _said_of_parts(why: Message | None) -> Message | None:
    """The kept index's reasons, said of the parts' file."""
    if why is not None and why.id in ("kept_index.why.missing", "kept_index.why.changed"):
        return Message.of(why.id.replace("kept_index", "kept_parts"))
    return why


def keep_parts(source: str, head: RecordedHead, parts: SeasonParts) -> None:
    keep_kept(PARTS, source, head, parts_json(parts))


def parts_json(parts: SeasonParts) -> bytes:
    """The parts as JSON."""
    return json.dumps({
        "format": FORMAT, "made_by": parts.made_by, "size": parts.size,
        "sha256": parts.sha256, "rows": parts.rows, "markets": list(parts.markets),
        "first": {market: [None if math.isinf(line) else int(line), asset, horizon, at]
                  for market, (line, asset, horizon, at) in parts.first.items()},
        "rules": parts.rules, "book_lines": parts.book_lines,
        "runs": {run: _run_json(p) for run, p in parts.runs.items()}},
        separators=(",", ":"), allow_nan=True).encode("utf-8")


def _run_json(part: RunPart) -> dict[str, Any]:
    return {"ranges": part.ranges, "lines": part.lines, "facts": part.facts,
            "counts": part.counts, "failed": part.failed, "misdirected": part.misdirected,
            "n_eff": part.n_eff,
            "brier": [[seat, horizon, n, *_odd_and_shift(exact)]
                      for (seat, horizon), (n, exact) in part.brier.items()]}


def _odd_and_shift(exact: int) -> tuple[int, int]:
    shift = (exact & -exact).bit_length() - 1 if exact else 0
    return exact >> shift, shift


def parts_from_json(raw: bytes) -> SeasonParts:
    """The parts as kept; ValueError (or TypeError, KeyError) on anything out of shape."""
    data = json.loads(raw)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not kept parts of this format")
    runs = _dict(data["runs"])
    return SeasonParts(
        _count(data["size"]), _text(data["sha256"]), _count(data["rows"]),
        tuple(_text(m) for m in _list(data["markets"])),
        {_text(m): _first(key) for m, key in _dict(data["first"]).items()}, _text(data["rules"]),
        _count(data["book_lines"]),
        {_text(run): _run(part) for run, part in runs.items()}, _text(data["made_by"]))


def _run(data: Any) -> RunPart:
    part = _dict(data)
    return RunPart(
        tuple(tuple(_count(v) for v in _list(r, 4)) for r in _list(part["ranges"])),
        tuple(_count(n) for n in _list(part["lines"])), part["facts"],
        tuple(_count(n) for n in _list(part["counts"], 6)),
        tuple((_count(r[0]), _text(r[1])) for r in map(_pair, _list(part["failed"]))),
        tuple((_count(r[0]), _dict(r[1])) for r in map(_pair, _list(part["misdirected"]))),
        {_text(h): _figures(v) for h, v in _dict(part["n_eff"]).items()},
        _brier(_list(part["brier"])))


def _brier(cells: list[Any]) -> dict[tuple[str, str], tuple[int, int]]:
    """Each (seat, horizon)'s scored rows and exact Brier sum, as ``_run_json`` wrote them:
    each cell once, at least one row, a sum of whole units within bounds."""
    found: dict[tuple[str, str], tuple[int, int]] = {}
    for cell in cells:
        seat, horizon, n, odd, shift = _list(cell, 5)
        key = (_text(seat), _text(horizon))
        n, odd, shift = _count(n), _count(odd), _count(shift)
        if key in found or n == 0 or odd.bit_length() + shift > MAX_SUM_BITS:
            raise ValueError("a Brier sum out of shape")
        found[key] = (n, odd << shift)
    return found


def _first(value: Any) -> tuple[float, str, str, int]:
    """A market's first row: its line (none: after every line), market, horizon, place."""
    line, asset, horizon, at = _list(value, 4)
    return (math.inf if line is None else float(_count(line)), _text(asset), _text(horizon),
            _count(at))


def _figures(value: Any) -> tuple[int, float | None, float | None]:
    n, rho, n_eff = _list(value, 3)
    return _count(n), _float_or_none(rho), _float_or_none(n_eff)


def _pair(value: Any) -> list[Any]:
    return _list(value, 2)


def _list(value: Any, size: int | None = None) -> list[Any]:
    if not isinstance(value, list) or (size is not None and len(value) != size):
        raise ValueError("not a list of the kept shape")
    return value


def _dict(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ValueError("not an object")
    return value


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("not a text")
    return value


def _count(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError("not a count")
    return value


def _float_or_none(value: Any) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError("not a number")
    return float(value)
