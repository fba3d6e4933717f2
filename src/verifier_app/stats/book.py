"""What the statistics need from the book, read line by line from its bytes.

The chain itself is checked by the walk; this module only collects, per line, the fields
the statistics use: when an answer was sealed into the book (``max(at, booked_at)``),
which seat and run it belongs to, the probabilities it sealed, the crowd prices of a run
line, the crowd resolutions and the day's scored outcomes.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from verifier_app.core.book_lines import iter_lines
from verifier_app.core.bundle import BundleFile
from verifier_app.core.line_rules import MAX_LINE_BYTES
from verifier_app.core.times import sealed_time


@dataclass
class AnswerLine:
    n: int
    kind: str  # answer | correction
    run_id: str
    seat: str
    sealed: datetime | None  # max(at, booked_at)
    probs: dict[tuple[str, str], float] = field(default_factory=dict)
    crowd_up: dict[str, float] = field(default_factory=dict)
    late_ref: bool = False  # the line names its own reference: a separate event (3.3)

    @classmethod
    def kept(cls, n: int, kind: str, run_id: str, seat: str, sealed: datetime | None,
             late_ref: bool, numbers: KeptNumbers) -> AnswerLine:
        """An answer read back from a kept index (``stats.book_state``, already checked
        whole): its ``probs`` and ``crowd_up`` are made from ``numbers`` when first asked
        for (a re-check asks for few; most answers are only asked whether well formed)."""
        answer = cls.__new__(cls)
        answer.__dict__.update(n=n, kind=kind, run_id=run_id, seat=seat, sealed=sealed,
                               late_ref=late_ref, _kept=numbers)
        return answer

    def __getattr__(self, name: str) -> Any:
        """A kept answer's ``probs`` and ``crowd_up``, made on first use (Python asks here
        only for an attribute the answer does not hold)."""
        numbers = self.__dict__.get("_kept") if name in ("probs", "crowd_up") else None
        if numbers is None:
            raise AttributeError(name)
        prob_keys, probs, crowd_keys, crowd = numbers
        self.__dict__.update(probs=dict(zip(prob_keys, probs, strict=True)),
                             crowd_up=dict(zip(crowd_keys, crowd, strict=True)))
        self.__dict__.pop("_kept", None)
        return self.__dict__[name]

    @property
    def well_formed(self) -> bool:
        """An answer (not a correction) that states at least one probability in 0-100:
        what "the first well-formed answer of each seat" counts (Section 3.11, P3)."""
        numbers = self.__dict__.get("_kept")
        probs = numbers[1] if numbers is not None else self.probs.values()
        return self.kind == "answer" and any(0 <= p <= 100 for p in probs)


# A kept answer's numbers: its probabilities' keys and values, its crowd prices' keys and
# values, each list in the order its dict has them.
KeptNumbers = tuple[tuple[tuple[str, str], ...], list[float], tuple[str, ...], list[float]]


@dataclass
class BookIndex:
    answers: dict[int, AnswerLine] = field(default_factory=dict)
    runs: dict[str, tuple[int, dict[str, Any]]] = field(default_factory=dict)  # run -> crowd
    crowd: dict[str, tuple[int, dict[str, Any]]] = field(default_factory=dict)  # resolutions
    scores: dict[tuple[str, str], tuple[int, dict[str, Any]]] = field(default_factory=dict)
    run_times: dict[str, tuple[int, datetime | None]] = field(default_factory=dict)  # every run
    late_lines: dict[int, int] = field(default_factory=dict)  # answer line -> score line naming it
    # The sealed time of every other line (scores, portfolio lines, ...): how far in time
    # a verified part of the book reaches.
    line_times: dict[int, datetime] = field(default_factory=dict)

    def add(self, record: BookRecord) -> None:
        if record.table == "run_lines":  # every run line's time; its crowd when it has one
            n, sealed, crowd = record.value
            self.run_times[record.key] = (n, sealed)
            if crowd is not None:
                self.runs[record.key] = (n, crowd)
        elif record.table == "score_lines":  # the day's outcomes and the lines it marks late
            n, rows, late, sealed = record.value
            self.scores[record.key] = (n, rows)
            self.late_lines.update(dict.fromkeys(late, n))
            if sealed is not None:
                self.line_times[n] = sealed
        else:
            getattr(self, record.table)[record.key] = record.value


@dataclass(frozen=True)
class BookRecord:
    """What the statistics keep of one line: an entry of one of ``BookIndex``'s tables.
    Plain values, so the chain check's workers can make them while they read the lines."""

    table: str  # answers | run_lines | crowd | score_lines | line_times
    key: Any
    value: Any


def number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value) if math.isfinite(value) else None


def read_book(book: BundleFile) -> BookIndex:
    """The index read from the book's bytes; a walk gets the same index from its chain
    check instead (``line_record`` applied to each line it parsed)."""
    return index_of(record for _, record in numbered_records(book))


def numbered_records(book: BundleFile, after: int = 0, begins: int | None = None
                     ) -> Iterator[tuple[int, BookRecord]]:
    """The records of the lines after line ``after``, each with its line number. Adding
    them in order to the index of lines 1..``after`` gives the index of the whole book:
    ``BookIndex.add`` is a fold over the lines (the re-check's kept index, issue 29).
    ``begins``: the byte where line ``after`` + 1 begins, when the caller knows it."""
    for position, raw in iter_lines(book, first=after + 1, begins=begins):
        if not raw.endswith(b"\n"):
            if len(raw) <= MAX_LINE_BYTES:
                return  # a final line without LF is not yet part of the book
            continue  # far too long: broken, not read
        try:
            line = json.loads(raw)
        except (ValueError, RecursionError):
            continue
        if isinstance(line, dict) and (record := line_record(position, line)) is not None:
            yield position, record


def runs_named(records: Iterable[BookRecord]) -> set[str]:
    """The runs the records' lines name: an answer's or correction's run, a run, crowd or
    score line's (what a re-check's step 7 recounts, ``stats.run_parts``)."""
    found = set()
    for record in records:
        if record.table == "answers":
            found.add(record.value.run_id)
        elif record.table in ("run_lines", "crowd"):
            found.add(str(record.key))
        elif record.table == "score_lines":
            found.add(str(record.key[0]))
    return found


def index_of(records: Iterable[BookRecord]) -> BookIndex:
    index = BookIndex()
    for record in records:
        index.add(record)
    return index


def line_record(n: int, line: dict[str, Any]) -> BookRecord | None:
    """What the statistics keep of line ``n``; None for a line they do not use."""
    kind = line.get("kind")
    run_id = str(line.get("run_id", ""))
    sealed = sealed_time(line.get("at"), line.get("booked_at")).moment
    if kind in ("answer", "correction"):
        return BookRecord("answers", n, _answer(n, str(kind), run_id, line))
    if kind == "run":
        crowd = line["crowd"] if isinstance(line.get("crowd"), dict) else None
        return BookRecord("run_lines", run_id, (n, sealed, crowd))
    if kind == "crowd" and isinstance(line.get("rows"), dict):
        return BookRecord("crowd", run_id, (n, line["rows"]))
    if kind in ("score", "score_h") and isinstance(line.get("rows"), dict):
        return BookRecord("score_lines", (run_id, str(line.get("h", "1d"))),
                          (n, line["rows"], late_lines(line.get("late_ref")), sealed))
    return BookRecord("line_times", n, sealed) if sealed is not None else None


def late_lines(late_ref: Any) -> tuple[int, ...]:
    """The answer lines a score line marks late (``late_ref``, Section 3.3): a list of line
    numbers, or of objects naming one under ``line`` or ``n``. The paper prints no layout,
    so both are read; anything else names no line."""
    if not isinstance(late_ref, list):
        return ()
    found = []
    for entry in late_ref:
        value = entry.get("line", entry.get("n")) if isinstance(entry, dict) else entry
        if isinstance(value, int) and not isinstance(value, bool):
            found.append(value)
    return tuple(found)


def _answer(n: int, kind: str, run_id: str, line: dict[str, Any]) -> AnswerLine:
    sealed = sealed_time(line.get("at"), line.get("booked_at")).moment  # None: not eligible
    late = line.get("late_ref") not in (None, False, "", [], {})
    answer = AnswerLine(n, kind, run_id, str(line.get("seat", "")), sealed, late_ref=late)
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
