"""A ``BookIndex`` written as JSON and read back to an equal index (issue 29, item 3).

The re-check keeps the index of the lines the reader verified, so that step 7 reads only the
lines added since (``history.kept_index`` signs it and binds it to the head). Read back, the
index must be the one ``read_book`` makes of those lines, value for value and in the same
order: every table is written in its order, floats by their shortest exact text (Python's
``repr``, which reads back to the same float), times as ISO 8601 with their UTC offset and
microseconds, and the crowd and score objects as the book's JSON gave them (Python's
``json`` reads ``NaN`` and ``Infinity`` back as it writes them). Anything of another shape
raises ``ValueError``: the caller then reads the book in full.

An answer's probabilities are written as the list of its (market, horizon) keys, shared by
every answer with the same keys in the same order (a season has a handful of such lists),
and the list of its numbers: reading them back is one ``dict(zip(…))`` per answer, not a
Python step per probability (reading the index must cost far less than reading the book).
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from verifier_app.stats.book import AnswerLine, BookIndex

# What the index holds is ``stats.book.line_record``'s: a change there must change this
# name, so that an index kept by another version is read as none and the book is read.
FORMAT = "verifier-app book index v1"


def index_json(index: BookIndex) -> bytes:
    """The index as JSON text (ASCII: a lone surrogate of the book is written escaped)."""
    keysets: dict[tuple[Any, ...], int] = {}
    body = {
        "format": FORMAT,
        "answers": [_answer_json(a, keysets) for a in index.answers.values()],
        "runs": [[run, n, crowd] for run, (n, crowd) in index.runs.items()],
        "crowd": [[run, n, rows] for run, (n, rows) in index.crowd.items()],
        "scores": [[run, h, n, rows] for (run, h), (n, rows) in index.scores.items()],
        "run_times": [[run, n, _time(t)] for run, (n, t) in index.run_times.items()],
        "late_lines": [[a, s] for a, s in index.late_lines.items()],
        "line_times": [[n, _time(t)] for n, t in index.line_times.items()],
    }
    body["keysets"] = [[list(k) if isinstance(k, tuple) else k for k in keys]
                       for keys in keysets]
    return json.dumps(body, separators=(",", ":")).encode("ascii")


def index_from_json(raw: bytes) -> BookIndex:
    """The index ``index_json`` wrote; ``ValueError`` for anything else."""
    try:
        body = json.loads(raw)
        if not isinstance(body, dict) or body.get("format") != FORMAT:
            raise ValueError("not a kept book index")
        return _index(body)
    except (TypeError, KeyError, IndexError, AttributeError, RecursionError) as error:
        raise ValueError(f"not a kept book index ({type(error).__name__})") from None


def _index(body: dict[str, Any]) -> BookIndex:
    index = BookIndex()
    keysets = [_keyset(keys) for keys in body["keysets"]]
    for item in body["answers"]:
        answer = _answer(item, keysets)
        index.answers[answer.n] = answer
    for run, n, crowd in body["runs"]:
        index.runs[_text(run)] = (_int(n), _object(crowd))
    for run, n, rows in body["crowd"]:
        index.crowd[_text(run)] = (_int(n), _object(rows))
    for run, h, n, rows in body["scores"]:
        index.scores[(_text(run), _text(h))] = (_int(n), _object(rows))
    for run, n, t in body["run_times"]:
        index.run_times[_text(run)] = (_int(n), _read_time(t))
    for a, s in body["late_lines"]:
        index.late_lines[_int(a)] = _int(s)
    for n, t in body["line_times"]:
        moment = _read_time(t)
        if moment is None:
            raise ValueError("a line time is missing")
        index.line_times[_int(n)] = moment
    return index


def _answer_json(answer: AnswerLine, keysets: dict[tuple[Any, ...], int]) -> list[Any]:
    probs = keysets.setdefault(tuple(answer.probs), len(keysets))
    crowd = keysets.setdefault(tuple(answer.crowd_up), len(keysets))
    return [answer.n, answer.kind, answer.run_id, answer.seat, _time(answer.sealed),
            answer.late_ref, probs, list(answer.probs.values()), crowd,
            list(answer.crowd_up.values())]


def _answer(item: list[Any], keysets: list[tuple[Any, ...]]) -> AnswerLine:
    n, kind, run, seat, sealed, late, probs, prob_values, crowd, crowd_values = item
    if not isinstance(late, bool):
        raise ValueError("late_ref is not true or false")
    answer = AnswerLine(_int(n), _text(kind), _text(run), _text(seat), _read_time(sealed),
                        late_ref=late)
    answer.probs = _zipped(keysets[_int(probs)], prob_values)
    answer.crowd_up = _zipped(keysets[_int(crowd)], crowd_values)
    return answer


def _keyset(keys: Any) -> tuple[Any, ...]:
    """One list of keys: (market, horizon) pairs for probabilities, markets for crowd_up."""
    if not isinstance(keys, list):
        raise ValueError("a list of keys is not a list")
    return tuple(_key(k) for k in keys)


def _key(key: Any) -> str | tuple[str, str]:
    if isinstance(key, str):
        return key
    if not isinstance(key, list) or len(key) != 2:
        raise ValueError("a key is neither a market nor a market and a horizon")
    return _text(key[0]), _text(key[1])


def _zipped(keys: tuple[Any, ...], values: Any) -> dict[Any, float]:
    """The keys with their numbers, which must be as many and all floats (as written)."""
    if not isinstance(values, list) or len(values) != len(keys) or \
            not all(type(v) is float for v in values):
        raise ValueError("the numbers do not match their keys")
    found = dict(zip(keys, values, strict=True))
    if len(found) != len(keys):
        raise ValueError("a key is written twice")
    return found


def _time(moment: datetime | None) -> str | None:
    return None if moment is None else moment.isoformat()


def _read_time(text: Any) -> datetime | None:
    if text is None:
        return None
    moment = datetime.fromisoformat(_text(text))
    if moment.utcoffset() is None:
        raise ValueError("a time without its zone")
    return moment


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError("a line number is not a whole number")
    return value


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("a name is not text")
    return value


def _object(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ValueError("a crowd or score object is not an object")
    return value
