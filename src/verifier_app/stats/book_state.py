"""A ``BookIndex`` written as JSON and read back to an equal index (issue 29, item 3).

The re-check keeps the index of the lines the reader verified, so that step 7 reads only the
lines added since (``history.kept_index`` signs it and binds it to the head). Read back, the
index must be the one ``read_book`` makes of those lines, value for value and in the same
order: every table is written in its order, floats by their shortest exact text (Python's
``repr``, which reads back to the same float), times as ISO 8601 with their UTC offset and
microseconds, and the crowd and score objects as the book's JSON gave them (Python's
``json`` reads ``NaN`` and ``Infinity`` back as it writes them). Anything of another shape
raises ``ValueError``: the caller then reads the book in full.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from verifier_app.stats.book import AnswerLine, BookIndex

FORMAT = "verifier-app book index v1"


def index_json(index: BookIndex) -> bytes:
    """The index as JSON text (ASCII: a lone surrogate of the book is written escaped)."""
    body = {
        "format": FORMAT,
        "answers": [_answer_json(a) for a in index.answers.values()],
        "runs": [[run, n, crowd] for run, (n, crowd) in index.runs.items()],
        "crowd": [[run, n, rows] for run, (n, rows) in index.crowd.items()],
        "scores": [[run, h, n, rows] for (run, h), (n, rows) in index.scores.items()],
        "run_times": [[run, n, _time(t)] for run, (n, t) in index.run_times.items()],
        "late_lines": [[a, s] for a, s in index.late_lines.items()],
        "line_times": [[n, _time(t)] for n, t in index.line_times.items()],
    }
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
    for item in body["answers"]:
        answer = _answer(item)
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


def _answer_json(answer: AnswerLine) -> list[Any]:
    return [answer.n, answer.kind, answer.run_id, answer.seat, _time(answer.sealed),
            [[asset, horizon, p] for (asset, horizon), p in answer.probs.items()],
            [[asset, p] for asset, p in answer.crowd_up.items()], answer.late_ref]


def _answer(item: list[Any]) -> AnswerLine:
    n, kind, run, seat, sealed, probs, crowd_up, late = item
    if not isinstance(late, bool):
        raise ValueError("late_ref is not true or false")
    answer = AnswerLine(_int(n), _text(kind), _text(run), _text(seat), _read_time(sealed),
                        late_ref=late)
    for asset, horizon, p in probs:
        answer.probs[(_text(asset), _text(horizon))] = _float(p)
    for asset, p in crowd_up:
        answer.crowd_up[_text(asset)] = _float(p)
    return answer


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


def _float(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError("a probability is not a number")
    return float(value)


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("a name is not text")
    return value


def _object(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ValueError("a crowd or score object is not an object")
    return value
