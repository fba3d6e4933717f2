"""The paper's byte rule for seals and links (SPEC section 3, Appendix B step 4).

``J(o) = json.dumps(o, sort_keys=True, ensure_ascii=False)`` with the default separators,
encoded as UTF-8; ``H`` is SHA-256 in hex. Nothing else is normalised.
"""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any

BOOKKEEPING_KEYS = ("seal", "link", "prev", "n")
HEX64 = re.compile(r"^[0-9a-f]{64}$")  # a SHA-256 written as the book writes it


def canonical_bytes(obj: Any) -> bytes:
    return json.dumps(obj, sort_keys=True, ensure_ascii=False).encode("utf-8")


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


_encode_key = json.encoder.encode_basestring  # what json.dumps uses with ensure_ascii=False
# The C encoder json.dumps(sort_keys=True, ensure_ascii=False) builds on every call, built
# once. Parsed JSON holds no cycles, so it needs no cycle markers.
_C_ENCODER = json.encoder.c_make_encoder(
    None, json.JSONEncoder().default, _encode_key, None, ": ", ", ", True, False, True,
) if json.encoder.c_make_encoder is not None else None


def _dumps(value: Any) -> str:
    if _C_ENCODER is None or isinstance(value, str):
        return json.dumps(value, sort_keys=True, ensure_ascii=False)
    return "".join(_C_ENCODER(value, 0))


def seal_and_link(line: dict[str, Any]) -> tuple[str, str]:
    """``(compute_seal(line), compute_link(line))`` with each top-level value encoded once."""
    seal, link, _ = seal_link_and_text(line)
    return seal, link


def seal_link_and_text(line: dict[str, Any]) -> tuple[str, str, str]:
    """``(compute_seal(line), compute_link(line), J(line))`` from one encoding of each
    top-level value.

    ``J`` of a dict is ``{`` + the sorted ``"key": value`` pieces joined by ``, `` + ``}``,
    so all three texts can be assembled from the same pieces. ``J(line)`` is what the
    stored line must be byte for byte when the operator wrote it by the rule; a test
    compares all three with the plain rule on every demo line.
    """
    pieces = {key: f"{_encode_key(key)}: {_dumps(value)}" for key, value in line.items()}
    keys = sorted(pieces)
    seal_text = "{" + ", ".join(pieces[k] for k in keys if k not in BOOKKEEPING_KEYS) + "}"
    link_text = "{" + ", ".join(pieces[k] for k in keys if k != "link") + "}"
    whole = "{" + ", ".join(pieces[k] for k in keys) + "}"
    return sha256_hex(seal_text.encode("utf-8")), sha256_hex(link_text.encode("utf-8")), whole
