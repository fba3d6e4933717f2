"""The book's index of lines 1..N written as text to be kept, and read back to an equal
index (issue 29, item 3).

The re-check keeps the index of the lines the reader verified, so that step 7 reads only the
lines added since (``history.kept_index`` signs the text and binds it to the head). What is
kept is not the index's tables but what they are folded from: the records of the lines
(``stats.book.line_record``). Read back, the index is ``BookIndex.add`` folded over them,
the very fold ``read_book`` does over the same lines, so it is that index value for value
and in the same order.

The text is a header line and one line of JSON per *part*, each part the records of the
lines ``after + 1..last`` (the parts follow each other from line 1 to N). The text kept for
a longer head is the shorter head's text, as it was read, with one part added for the lines
after it: a season's index (about a megabyte) is never written again from its tables. After
``MAX_PARTS`` parts the text is written again as one part.

Within a part, the answers are columns: their line numbers, kinds, runs, seats, sealed times
and late marks; each answer's probabilities as the list of its (market, horizon) keys,
shared by every answer with the same keys in the same order (a season has a handful), and
its numbers in one column for the whole part: the distinct values as little-endian doubles
and which of them each number is (exact, and short: a season's probabilities take a few
dozen values); its crowd prices the same way. The whole text is checked when it is
read; each answer's dicts are made when first asked for (``AnswerLine.kept``). The part's
other records (run, crowd, score lines, the sealed times of other lines) follow, each a
short list, the crowd and score objects as the book's JSON gave them (Python's ``json``
reads ``NaN`` and ``Infinity`` back as it writes them). A part's answers are folded before
its other records: the answers table is written by answer records only and they write
nothing else, so the tables are those of the fold in line order.

Anything of another shape raises ``ValueError`` (``OtherFormat`` when another version of the
app kept it): the caller then reads the book in full.
"""

from __future__ import annotations

import base64
import binascii
import json
import sys
from array import array
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from itertools import pairwise
from operator import itemgetter
from typing import Any

from verifier_app.stats.book import AnswerLine, BookIndex, BookRecord, index_of

# What is kept is ``stats.book.line_record``'s: a change there, or to this text, must change
# this name, so that a text kept by another version is read as none and the book is read.
FORMAT = "verifier-app book index v2"
HEADER = json.dumps({"format": FORMAT}, separators=(",", ":")).encode("ascii") + b"\n"
ANY_VERSION = b'{"format":"verifier-app book index '  # how every version's text begins
MAX_PARTS = 32  # then the text is written again as one part (a part per re-check)
ANSWER_COLUMNS = 8


class OtherFormat(ValueError):
    """The text was kept by another version of the app: read as none kept."""


@dataclass(frozen=True)
class KeptBook:
    """The index of lines 1..``lines`` as read back, the text it was read from (the next
    head's text begins with it) and how many parts that text has. ``index`` is the caller's
    to add the lines after ``lines`` to; ``text`` is never changed."""

    index: BookIndex
    text: bytes
    lines: int
    parts: int


def kept_text(records: Sequence[BookRecord], lines: int, kept: KeptBook | None = None
              ) -> bytes:
    """The text kept for lines 1..``lines``: ``kept``'s text with a part for ``records``,
    the records of the lines after ``kept.lines`` up to ``lines`` in their order; with
    nothing kept, ``records`` are those of lines 1..``lines``."""
    if kept is None:
        return HEADER + _part(0, lines, records)
    if kept.parts >= MAX_PARTS:
        return HEADER + _part(0, lines, [*records_of(kept), *records])
    return kept.text + _part(kept.lines, lines, records)


def read_kept(text: bytes, lines: int) -> KeptBook:
    """The index ``text`` keeps of lines 1..``lines``; ``OtherFormat`` for a text another
    version kept, ``ValueError`` for anything that is not such a text."""
    parts = _parts(text, lines)
    return KeptBook(index_of(r for part in parts for r in _records(part)), text, lines,
                    len(parts))


def records_of(kept: KeptBook) -> list[BookRecord]:
    """The records ``kept``'s text holds, read again (to write it as one part)."""
    return [r for part in _parts(kept.text, kept.lines) for r in _records(part)]


# --- writing ---------------------------------------------------------------------------


def _part(after: int, last: int, records: Sequence[BookRecord]) -> bytes:
    answers: list[AnswerLine] = [r.value for r in records if r.table == "answers"]
    keysets: dict[tuple[Any, ...], int] = {}
    probs, crowd = array("d"), array("d")
    for answer in answers:
        probs.extend(answer.probs.values())
        crowd.extend(answer.crowd_up.values())
    columns = [[a.n for a in answers], [a.kind for a in answers], [a.run_id for a in answers],
               [a.seat for a in answers], [_time(a.sealed) for a in answers],
               [a.late_ref for a in answers],
               [keysets.setdefault(tuple(a.probs), len(keysets)) for a in answers],
               [keysets.setdefault(tuple(a.crowd_up), len(keysets)) for a in answers]]
    body = {"after": after, "last": last, "answers": columns,
            "keysets": [[list(k) if isinstance(k, tuple) else k for k in keys]
                        for keys in keysets],
            "probs": _doubles(probs), "crowd_up": _doubles(crowd),
            "other": [_other_json(r) for r in records if r.table != "answers"]}
    return json.dumps(body, separators=(",", ":")).encode("ascii") + b"\n"


def _other_json(record: BookRecord) -> list[Any]:
    if record.table == "run_lines":
        n, sealed, crowd = record.value
        return ["r", record.key, n, _time(sealed), crowd]
    if record.table == "crowd":
        n, rows = record.value
        return ["c", record.key, n, rows]
    if record.table == "score_lines":
        (run, horizon), (n, rows, late, sealed) = record.key, record.value
        return ["s", run, horizon, n, rows, list(late), _time(sealed)]
    if record.table == "line_times":
        return ["t", record.key, _time(record.value)]
    raise ValueError(f"no such table: {record.table}")


def _doubles(numbers: array) -> list[Any]:
    """The numbers as [their distinct values, which of them each is, its width in bytes]:
    the values as little-endian doubles (told apart by their bits, so -0.0 stays -0.0),
    the places as little-endian whole numbers, each in base64. A season's probabilities
    take a few dozen values: the column is a tenth of the doubles themselves."""
    distinct: dict[int, int] = {}
    places = [distinct.setdefault(bits, len(distinct)) for bits in array("Q", numbers.tobytes())]
    code = "B" if len(distinct) <= 1 << 8 else "H" if len(distinct) <= 1 << 16 else "I"
    return [_base64(array("Q", distinct)), _base64(array(code, places)),
            array(code).itemsize]


def _base64(numbers: array) -> str:
    if sys.byteorder != "little":
        numbers = array(numbers.typecode, numbers)
        numbers.byteswap()
    return base64.b64encode(numbers.tobytes()).decode("ascii")


def _time(moment: datetime | None) -> str | None:
    return None if moment is None else moment.isoformat()


# --- reading ---------------------------------------------------------------------------


def _parts(text: bytes, lines: int) -> list[dict[str, Any]]:
    """The parts of ``text``, each following the one before it, from line 1 to ``lines``."""
    if not text.startswith(HEADER):
        if text.startswith(ANY_VERSION):
            raise OtherFormat("kept by another version")
        raise ValueError("not a kept book index")
    if not text.endswith(b"\n") or len(text) == len(HEADER):
        raise ValueError("a kept book index without its parts")
    try:
        parts = [json.loads(line) for line in text[len(HEADER):-1].split(b"\n")]
    except RecursionError:
        raise ValueError("a part nested too deeply") from None
    reached = 0
    for part in parts:
        if not isinstance(part, dict) or not _is_int(part.get("after")) or \
                part["after"] != reached or not _is_int(part.get("last")) or \
                part["last"] < reached:
            raise ValueError("the parts do not follow each other")
        reached = part["last"]
    if reached != lines:
        raise ValueError("the parts are not of the head's lines")
    return parts


def _records(part: dict[str, Any]) -> Iterator[BookRecord]:
    """The part's records; ``ValueError`` for anything out of shape."""
    try:
        answers = _answers(part)
        other = [_other(item) for item in _list(part["other"])]
    except (TypeError, KeyError, IndexError, AttributeError, RecursionError,
            binascii.Error) as error:
        raise ValueError(f"not a kept book index ({type(error).__name__})") from None
    _in_order([r.key for r in answers], part)
    lines = [_line_of(r) for r in other]
    _in_order(lines, part)
    if not {r.key for r in answers}.isdisjoint(lines):
        raise ValueError("a line is written twice")
    yield from answers
    yield from other


def _answers(part: dict[str, Any]) -> list[BookRecord]:
    columns = _list(part["answers"])
    if len(columns) != ANSWER_COLUMNS or not all(isinstance(c, list) for c in columns) or \
            len({len(c) for c in columns}) != 1:
        raise ValueError("the answers' columns are not of one length")
    numbers, kinds, runs, seats, sealed, late, prob_keys, crowd_keys = columns
    if not (all(map(_is_int, numbers)) and _all_text(kinds, runs, seats) and
            all(type(v) is bool for v in late)):
        raise ValueError("an answer's field is of another type")
    keysets = [_keyset(keys) for keys in _list(part["keysets"])]
    probs = _values(_places(prob_keys, keysets), part["probs"])
    crowd = _values(_places(crowd_keys, keysets), part["crowd_up"])
    return [BookRecord("answers", n, AnswerLine.kept(n, kind, run, seat, moment, marked,
                                                     (*prob, *up)))
            for n, kind, run, seat, moment, prob, up, marked in
            zip(numbers, kinds, runs, seats, _read_times(sealed), probs, crowd, late,
                strict=True)]


def _places(column: list[Any], keysets: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
    """Each answer's list of keys, named by its place in ``keysets``."""
    if not all(map(_is_int, column)) or \
            (column and not 0 <= min(column) <= max(column) < len(keysets)):
        raise ValueError("a list of keys that is not there")
    return [keysets[k] for k in column]


def _values(keys: list[tuple[Any, ...]], column: Any
            ) -> list[tuple[tuple[Any, ...], list[float]]]:
    """Each answer's keys with its numbers, taken in turn from the column (``_doubles``),
    which must hold exactly as many."""
    distinct, places, width = _list(column)
    values = _numbers("d", distinct).tolist()
    code = {1: "B", 2: "H", 4: "I"}.get(width) if _is_int(width) else None
    if code is None or array(code).itemsize != width:
        raise ValueError("numbers of no known width")
    at = _numbers(code, places)
    if len(at) != sum(map(len, keys)) or (at and max(at) >= len(values)):
        raise ValueError("the numbers do not match their keys")
    numbers = [] if not at else [values[at[0]]] if len(at) == 1 else \
        list(itemgetter(*at)(values))
    found, start = [], 0
    for names in keys:
        found.append((names, numbers[start:start + len(names)]))
        start += len(names)
    return found


def _numbers(code: str, text: Any) -> array:
    """Little-endian numbers of type ``code`` from base64 text."""
    numbers = array(code)
    numbers.frombytes(base64.b64decode(_text(text), validate=True))
    if sys.byteorder != "little":
        numbers.byteswap()
    return numbers


def _other(item: Any) -> BookRecord:
    """A run, crowd or score line's record, or another line's sealed time."""
    tag = _list(item)[0]
    if tag == "r":
        _, run, n, sealed, crowd = item
        return BookRecord("run_lines", _text(run), (
            _int(n), _read_time(sealed), None if crowd is None else _object(crowd)))
    if tag == "c":
        _, run, n, rows = item
        return BookRecord("crowd", _text(run), (_int(n), _object(rows)))
    if tag == "s":
        _, run, horizon, n, rows, late, sealed = item
        return BookRecord("score_lines", (_text(run), _text(horizon)), (
            _int(n), _object(rows), tuple(_int(v) for v in _list(late)), _read_time(sealed)))
    if tag == "t":
        _, n, sealed = item
        moment = _read_time(sealed)
        if moment is None:
            raise ValueError("a line time is missing")
        return BookRecord("line_times", _int(n), moment)
    raise ValueError("a record of no known kind")


def _line_of(record: BookRecord) -> int:
    return record.key if record.table == "line_times" else record.value[0]


def _in_order(lines: list[int], part: dict[str, Any]) -> None:
    """Line numbers rising, within the part's lines."""
    bounds = [part["after"], *lines, part["last"] + 1]
    if not all(a < b for a, b in pairwise(bounds)):
        raise ValueError("a record's line is out of its part's lines or out of order")


def _keyset(keys: Any) -> tuple[Any, ...]:
    """One list of keys: (market, horizon) pairs for probabilities, markets for crowd_up;
    no key twice."""
    found = tuple(_key(k) for k in _list(keys))
    if len(set(found)) != len(found):
        raise ValueError("a key is written twice")
    return found


def _key(key: Any) -> str | tuple[str, str]:
    if isinstance(key, str):
        return key
    if not isinstance(key, list) or len(key) != 2:
        raise ValueError("a key is neither a market nor a market and a horizon")
    return _text(key[0]), _text(key[1])


def _read_times(column: list[Any]) -> list[datetime | None]:
    """A column of times (each with its offset, or null), read in one pass."""
    if not all(t is None or type(t) is str for t in column):
        raise ValueError("a time is not text")
    read = datetime.fromisoformat
    moments = [None if t is None else read(t) for t in column]
    if not all(m is None or m.utcoffset() is not None for m in moments):
        raise ValueError("a time without its zone")
    return moments


def _read_time(text: Any) -> datetime | None:
    if text is None:
        return None
    moment = datetime.fromisoformat(_text(text))
    if moment.utcoffset() is None:
        raise ValueError("a time without its zone")
    return moment


def _is_int(value: Any) -> bool:
    return type(value) is int


def _int(value: Any) -> int:
    if not _is_int(value):
        raise ValueError("a line number is not a whole number")
    return value


def _all_text(*columns: list[Any]) -> bool:
    return all(type(v) is str for column in columns for v in column)


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("a name is not text")
    return value


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError("not a list")
    return value


def _object(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ValueError("a crowd or score object is not an object")
    return value
