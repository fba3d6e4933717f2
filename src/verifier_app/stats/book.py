"""What the statistics need from the book, read line by line from its bytes.

The chain itself is checked by the walk; this module only collects, per line, the fields
the statistics use: when an answer was sealed into the book (``max(at, booked_at)``),
which seat and run it belongs to, the probabilities it sealed, the crowd prices of a run
line, the crowd resolutions and the day's scored outcomes.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from verifier_app.engine.book_lines import iter_lines
from verifier_app.engine.bundle import BundleFile
from verifier_app.engine.line_rules import MAX_LINE_BYTES
from verifier_app.engine.times import sealed_time


@dataclass
class AnswerLine:
    n: int
    kind: str  # answer | correction
    run_id: str
    seat: str
    sealed: datetime | None  # max(at, booked_at)
    probs: dict[tuple[str, str], float] = field(default_factory=dict)
    crowd_up: dict[str, float] = field(default_factory=dict)


@dataclass
class BookIndex:
    answers: dict[int, AnswerLine] = field(default_factory=dict)
    runs: dict[str, tuple[int, dict[str, Any]]] = field(default_factory=dict)  # run -> crowd
    crowd: dict[str, tuple[int, dict[str, Any]]] = field(default_factory=dict)  # resolutions
    scores: dict[tuple[str, str], tuple[int, dict[str, Any]]] = field(default_factory=dict)
    lines: int = 0
    unreadable: list[int] = field(default_factory=list)


def number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value) if math.isfinite(value) else None


def read_book(book: BundleFile) -> BookIndex:
    index = BookIndex()
    for position, raw in iter_lines(book):
        if not raw.endswith(b"\n"):
            if len(raw) <= MAX_LINE_BYTES:
                break  # a final line without LF is not yet part of the book
            index.lines = position
            index.unreadable.append(position)  # far too long: broken, not read
            continue
        index.lines = position
        try:
            line = json.loads(raw)
        except (ValueError, RecursionError):
            index.unreadable.append(position)
            continue
        if isinstance(line, dict):
            _record(index, position, line)
        else:
            index.unreadable.append(position)
    return index


def _record(index: BookIndex, n: int, line: dict[str, Any]) -> None:
    kind = line.get("kind")
    run_id = str(line.get("run_id", ""))
    if kind in ("answer", "correction"):
        index.answers[n] = _answer(n, str(kind), run_id, line)
    elif kind == "run" and isinstance(line.get("crowd"), dict):
        index.runs[run_id] = (n, line["crowd"])
    elif kind == "crowd" and isinstance(line.get("rows"), dict):
        index.crowd[run_id] = (n, line["rows"])
    elif kind in ("score", "score_h") and isinstance(line.get("rows"), dict):
        index.scores[(run_id, str(line.get("h", "1d")))] = (n, line["rows"])


def _answer(n: int, kind: str, run_id: str, line: dict[str, Any]) -> AnswerLine:
    sealed = sealed_time(line.get("at"), line.get("booked_at")).moment  # None: not eligible
    answer = AnswerLine(n, kind, run_id, str(line.get("seat", "")), sealed)
    items = line.get("items")
    if not isinstance(items, dict):
        return answer
    for asset, horizons in items.items():
        if not isinstance(horizons, dict):
            continue
        for horizon, item in horizons.items():
            if not isinstance(item, dict):
                continue
            prob = number(item.get("prob_up"))
            if prob is not None:
                answer.probs[(str(asset), str(horizon))] = prob
            crowd_up = number(item.get("crowd_up"))
            if horizon == "1d" and crowd_up is not None:
                answer.crowd_up[str(asset)] = crowd_up
    return answer
