"""The paper's byte rule for seals and links (SPEC section 3, Appendix B step 4).

``J(o) = json.dumps(o, sort_keys=True, ensure_ascii=False)`` with the default separators,
encoded as UTF-8; ``H`` is SHA-256 in hex. Nothing else is normalised.
"""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any

import orjson

BOOKKEEPING_KEYS = ("seal", "link", "prev", "n")
HEX64 = re.compile(r"^[0-9a-f]{64}$")  # a SHA-256 written as the book writes it


# ``json.dumps(obj, sort_keys=True, ensure_ascii=False)`` is ``JSONEncoder`` with these
# settings, ``.encode(obj)``: the encoder is made once instead of on every call (a season's
# book asks for its pieces some hundred thousand times).
_RULE = json.JSONEncoder(sort_keys=True, ensure_ascii=False)


def canonical_text(obj: Any) -> str:
    """``J(obj)``: the paper's rule, the one plain implementation every other form is
    held to."""
    return _RULE.encode(obj)


def canonical_bytes(obj: Any) -> bytes:
    return canonical_text(obj).encode("utf-8")


def sha256_hex(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def content_of(line: dict[str, Any]) -> dict[str, Any]:
    """The line without its bookkeeping fields: what ``seal`` commits to."""
    return {k: v for k, v in line.items() if k not in BOOKKEEPING_KEYS}


def compute_seal(line: dict[str, Any]) -> str:
    return sha256_hex(canonical_bytes(content_of(line)))


def compute_link(line: dict[str, Any]) -> str:
    """``link`` commits to everything on the line except ``link`` itself."""
    return sha256_hex(canonical_bytes({k: v for k, v in line.items() if k != "link"}))


def chain_line(content: dict[str, Any], n: int, prev: str) -> dict[str, Any]:
    """Build a book line from its content, as an operator writes it (used by the demo)."""
    line = dict(content)
    line["n"] = n
    line["prev"] = prev
    line["seal"] = compute_seal(line)
    line["link"] = compute_link(line)
    return line


def encode_line(line: dict[str, Any]) -> bytes:
    """One stored book line: the canonical JSON and its LF."""
    return canonical_bytes(line) + b"\n"


# The fast path below returns the rule's result or None, never anything else: a line it
# cannot settle is hashed by ``compute_seal`` and ``compute_link`` (the property test in
# tests/engine/test_canonical.py holds it to the plain rule on generated lines). It uses
# only public interfaces: ``json.dumps`` for every text and orjson to read.


def _piece(key: str, value: Any) -> str:
    """One ``"key": value`` of an object as ``J`` writes it."""
    return f"{canonical_text(key)}: {canonical_text(value)}"


def seal_link_and_text(line: dict[str, Any]) -> tuple[str, str, str]:
    """``(compute_seal(line), compute_link(line), J(line))`` from one encoding of each
    top-level value.

    ``J`` of a dict is ``{`` + the sorted ``"key": value`` pieces joined by ``, `` + ``}``,
    so all three texts can be assembled from the same pieces. ``J(line)`` is what the
    stored line must be byte for byte when the operator wrote it by the rule; a test
    compares all three with the plain rule on every demo line.
    """
    pieces = {key: _piece(key, value) for key, value in line.items()}
    keys = sorted(pieces)
    seal_text = "{" + ", ".join(pieces[k] for k in keys if k not in BOOKKEEPING_KEYS) + "}"
    link_text = "{" + ", ".join(pieces[k] for k in keys if k != "link") + "}"
    whole = "{" + ", ".join(pieces[k] for k in keys) + "}"
    return sha256_hex(seal_text.encode("utf-8")), sha256_hex(link_text.encode("utf-8")), whole


def seal_and_link(line: dict[str, Any]) -> tuple[str, str]:
    """``(compute_seal(line), compute_link(line))`` with each top-level value encoded once."""
    seal, link, _ = seal_link_and_text(line)
    return seal, link


def read_if_written_by_rule(text: str, stored: bytes) -> dict[str, Any] | None:
    """The line stored as ``stored`` (its bytes, without the LF; ``text`` decoded from
    them), when it is an object written by the rule: ``J(line) == text``. Else ``None``,
    and the caller reads it with ``json.loads`` as the paper's snippet does.

    A faster reader (orjson) reads it. That is safe for any input: Python's ``json``
    reads its own output back to the same value, so when the value read encodes to
    ``text`` exactly, ``json.loads(text)`` is that same value. Where the fast reader
    refuses a line or reads it otherwise (``NaN``, integers past 64 bits, lone
    surrogates), the line is not taken as written by the rule and is read the plain way.
    """
    try:
        line = orjson.loads(stored)
    except orjson.JSONDecodeError:
        return None
    if not isinstance(line, dict):
        return None
    try:
        written = canonical_text(line)
    except RecursionError:  # nested past what the encoder follows: read the plain way
        return None
    return line if written == text else None


def stored_seal_and_link(line: dict[str, Any], stored: bytes) -> tuple[str, str] | None:
    """``(compute_seal(line), compute_link(line))`` for a line whose stored bytes are
    ``J(line)`` (see ``read_if_written_by_rule``), or None where this way cannot tell.

    The texts its seal and link commit to are then its own bytes less some top-level
    ``"key": value`` pieces, so nothing is encoded again. Where a piece is not found
    exactly once, None: the caller hashes the plain way (``seal_and_link``).
    """
    spans = {key: _piece_span(stored, key, line[key]) for key in BOOKKEEPING_KEYS
             if key in line}
    found = [span for span in spans.values() if span is not None]
    link = spans.get("link")
    if link is None or len(found) != len(spans):
        return None
    seal_text, link_text = _without(stored, found), _without(stored, [link])
    return sha256_hex(seal_text), sha256_hex(link_text)


def _piece_span(whole: bytes, key: str, value: Any) -> tuple[int, int] | None:
    """Where ``"key": value`` stands in the encoded object ``whole``, if it stands there
    exactly once (then it is the top-level piece: that one is certainly there)."""
    piece = _piece(key, value).encode()
    start = whole.find(piece)
    if start < 1 or whole.find(piece, start + 1) != -1:
        return None
    end = start + len(piece)
    if whole[start - 1:start] not in (b"{", b" ") or whole[end:end + 1] not in (b",", b"}"):
        return None
    return start, end


def _without(whole: bytes, spans: list[tuple[int, int]]) -> bytes:
    """The encoded object ``whole`` less the top-level pieces at ``spans``, with the
    ``, `` between the pieces that are left, as ``J`` would write it."""
    kept: list[bytes] = []
    at = 1  # after the "{"
    for start, end in [*sorted(spans), (len(whole) - 1, len(whole))]:  # up to the "}"
        segment = whole[at:start]
        if segment.startswith(b", "):
            segment = segment[2:]
        if segment.endswith(b", "):
            segment = segment[:-2]
        if segment:
            kept.append(segment)
        at = end
    return b"{" + b", ".join(kept) + b"}"
