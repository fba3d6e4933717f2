"""Checks on one stored book line that need nothing but the line and its position.

These run in worker processes, so they take and return plain values. The only
sequential rule, ``prev`` equals the link of the line before, is applied by the caller.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from verifier_app.core.canonical import (
    compute_seal,
    read_if_written_by_rule,
    seal_and_link,
    seal_link_and_text,
    stored_seal_and_link,
)
from verifier_app.core.failures import ChainRule
from verifier_app.core.messages import CATALOGUE

BOM = b"\xef\xbb\xbf"
MAX_LINE_BYTES = 8 * 1024 * 1024  # no book line comes near; past it a line is broken
FACT_KEYS = ("kind", "at", "booked_at", "run_id", "seat", "ask_sha256", "model")

# The order in which rules are reported when several break on one line: the order in
# which ``ChainRule`` declares them (the codes of the JSON's ``failure``).
RULE_ORDER = tuple(rule.value for rule in ChainRule)

# What a reader of the book (the statistics) keeps of a line it parsed: a plain value,
# made in the worker that already parsed the line, so the book is not read a second time.
# A module-level function, so it can be sent to worker processes.
Extract = Callable[[int, dict[str, Any]], Any]

# Plain-language reasons, one per rule, shown to readers who never saw the paper; the
# words live in the engine's message catalogue, where the views translate them.
REASONS = {rule: CATALOGUE[f"rule.{rule}"] for rule in RULE_ORDER}


@dataclass
class LineVerdict:
    """What one line says about itself; ``rules`` lists every rule it breaks."""

    position: int
    rules: list[str] = field(default_factory=list)
    prev: str | None = None
    link: str | None = None
    facts: dict[str, Any] = field(default_factory=dict)
    duplicate: str | None = None
    record: Any = None  # what ``extract`` kept of the line, if it was asked to


def _pairs_hook(duplicates: list[tuple[str, Any, Any]]):
    def hook(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        obj = dict(pairs)  # the last value wins, as in json.loads
        if len(obj) != len(pairs):  # rare: look closer only when a key repeats
            seen: dict[str, Any] = {}
            for key, value in pairs:
                if key in seen and seen[key] != value:
                    duplicates.append((key, seen[key], value))
                seen[key] = value
        return obj

    return hook


def check_line(raw: bytes, position: int, extract: Extract | None = None) -> LineVerdict:
    """Apply every per-line rule of SPEC section 3 to one stored line (with its LF);
    ``extract`` is given the parsed line, as reading the stored bytes gives it."""
    verdict = LineVerdict(position)
    body = raw[:-1] if raw.endswith(b"\n") else raw
    if position == 1 and body.startswith(BOM):
        verdict.rules.append("bom")
        body = body[len(BOM):]
    if body.endswith(b"\r"):
        verdict.rules.append("crlf")
        body = body[:-1]
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        verdict.rules.append("utf8")
        verdict.record = _extracted(raw, position, extract)  # JSON may read other encodings
        return verdict
    before_reading = list(verdict.rules)
    line = read_if_written_by_rule(text, body)
    written_by_rule = line is not None
    if line is None:
        try:
            line = json.loads(text)
        except (ValueError, RecursionError):
            verdict.rules.append("json")
            return verdict
    if not isinstance(line, dict):
        verdict.rules.append("json")
        return verdict
    if extract is not None:
        verdict.record = extract(position, line)
    canonical = _check_fields(line, position, verdict, text, body if written_by_rule else None)
    # A line written by the rule is J(line) itself, and J never repeats a key: only
    # another line is read again for keys it names twice.
    try:
        duplicates = _duplicate_keys(text) if not canonical else []
    except (ValueError, RecursionError):  # nested to the very limit: unreadable, as before
        return LineVerdict(position, [*before_reading, "json"])
    if duplicates and "text" not in verdict.rules and _duplicates_change_hash(text, line):
        verdict.rules.append("duplicate_key")
        verdict.duplicate = duplicates[0][0]
    return verdict


def late_reference(line: dict[str, Any]) -> bool | tuple[int, ...] | None:
    """What a line's ``late_ref`` says (paper Section 3.3: "marked as late, late_ref on the
    score line"): on an answer, that the line has its own reference (True); on a ``score``
    or ``score_h`` line, the book lines it marks as late, by number (an empty list marks
    none). None when the line has no ``late_ref`` worth reading."""
    value = line.get("late_ref")
    if line.get("kind") in ("score", "score_h"):
        return _line_numbers(value) if value is not None else None
    return True if value else None


def roster_facts(line: dict[str, Any]) -> dict[str, Any]:
    """What requirement 13 compares (paper Section 3.13): an ask line's register of expected
    answers (``expected``: seats, markets, horizons, deadline in minutes) and a run line's
    sealed roster (its seats, every side together). Plain tuples, as small as the facts."""
    kind = line.get("kind")
    if kind == "ask" and isinstance(line.get("expected"), dict):
        expected = line["expected"]
        deadline = expected.get("deadline_min")
        return {"expected": {
            "seats": _names(expected.get("seats")), "markets": _names(expected.get("markets")),
            "horizons": _names(expected.get("horizons")),
            "deadline_min": deadline if isinstance(deadline, int | float) and not isinstance(
                deadline, bool) and 0 <= deadline < 10**6 else None}}
    if kind == "run" and isinstance(line.get("roster"), dict):
        seats = [seat for side in line["roster"].values() for seat in _names(side)]
        return {"roster": tuple(dict.fromkeys(seats))}
    return {}


def _names(value: Any) -> tuple[str, ...]:
    return tuple(v for v in value if isinstance(v, str))[:10_000] if isinstance(
        value, list) else ()


def _line_numbers(value: Any) -> tuple[int, ...]:
    """Line numbers from a late_ref list: numbers, or objects naming ``line`` or ``n``; a
    map keyed by line number. Anything else names no line."""
    items = list(value) if isinstance(value, dict) else value if isinstance(value, list) else []
    found = []
    for item in items:
        if isinstance(item, dict):
            item = item.get("line", item.get("n"))
        if isinstance(item, str) and item.isascii() and item.isdigit():
            item = int(item)
        if isinstance(item, int) and not isinstance(item, bool) and item > 0:
            found.append(item)
    return tuple(sorted(set(found)))


def _duplicate_keys(text: str) -> list[tuple[str, Any, Any]]:
    """Every key an object of ``text`` names twice with different values (text that
    json.loads has already read)."""
    duplicates: list[tuple[str, Any, Any]] = []
    json.loads(text, object_pairs_hook=_pairs_hook(duplicates))
    return duplicates


def _check_fields(line: dict[str, Any], position: int, verdict: LineVerdict, text: str,
                  written: bytes | None) -> bool:
    """The line's own rules; whether ``text`` is J(line), as the rule writes a line.
    ``written``: the stored bytes, when they are already known to be J(line)."""
    if not all(k in line for k in ("n", "prev", "seal", "link")):
        verdict.rules.append("fields")
        return False
    verdict.prev = line["prev"] if isinstance(line["prev"], str) else None
    verdict.link = line["link"] if isinstance(line["link"], str) else None
    verdict.facts = {k: line[k] for k in FACT_KEYS if k in line and _is_scalar(line[k])}
    late = late_reference(line)
    if late is not None:
        verdict.facts["late_ref"] = late
    verdict.facts.update(roster_facts(line))
    verdict.facts.update({k: v for k, v in line.items()  # a sealed model (blind season)
                          if "commit" in k and isinstance(v, str)})
    if line["n"] != position or isinstance(line["n"], bool):
        verdict.rules.append("n")
    fast = stored_seal_and_link(line, written) if written is not None else None
    if fast is not None:
        seal, link = fast
        canonical = True
    elif written is not None:  # J(line) itself, hashed the plain way
        seal, link = seal_and_link(line)
        canonical = True
    else:
        try:
            seal, link, whole = seal_link_and_text(line)
        except UnicodeEncodeError:
            verdict.rules.append("text")
            return False
        canonical = whole == text
    if line["seal"] != seal:
        verdict.rules.append("seal")
    if line["link"] != link:
        verdict.rules.append("link")
    return canonical


def _duplicates_change_hash(text: str, last_wins: dict[str, Any]) -> bool:
    """Whether a reader keeping the first of duplicate keys would compute other hashes."""

    def first_wins(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        obj: dict[str, Any] = {}
        for key, value in pairs:
            obj.setdefault(key, value)
        return obj

    other = json.loads(text, object_pairs_hook=first_wins)
    return compute_seal(other) != compute_seal(last_wins) or other.get("link") != last_wins.get(
        "link"
    )


def _is_scalar(value: Any) -> bool:
    return isinstance(value, str | int | float | bool) or value is None


def _extracted(raw: bytes, position: int, extract: Extract | None) -> Any:
    """``extract`` over a line that is not UTF-8, read as JSON reads stored bytes."""
    if extract is None:
        return None
    try:
        line = json.loads(raw)
    except (ValueError, RecursionError):
        return None
    return extract(position, line) if isinstance(line, dict) else None


def check_batch(start: int, raws: list[bytes | None],
                extract: Extract | None = None) -> list[LineVerdict]:
    """Worker entry point: check consecutive lines starting at position ``start``.

    ``None`` stands for a line too long to keep in memory.
    """
    return [
        check_line(raw, start + i, extract) if raw is not None
        else LineVerdict(start + i, ["too_long"])
        for i, raw in enumerate(raws)
    ]
