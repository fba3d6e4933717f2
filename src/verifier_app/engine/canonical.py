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


def _dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def seal_and_link(line: dict[str, Any]) -> tuple[str, str]:
    """``(compute_seal(line), compute_link(line))`` with each top-level value encoded once.

    ``J`` of a dict is ``{`` + the sorted ``"key": value`` pieces joined by ``, `` + ``}``,
    so both texts can be assembled from the same pieces. This halves the encoding work of
    the chain check; a test compares it with the plain rule on every demo line.
    """
    pieces = {key: f"{_encode_key(key)}: {_dumps(value)}"
              for key, value in line.items() if key != "link"}
    content = [pieces[k] for k in sorted(pieces) if k not in BOOKKEEPING_KEYS]
    seal_text = "{" + ", ".join(content) + "}"
    link_text = "{" + ", ".join(pieces[k] for k in sorted(pieces)) + "}"
    return sha256_hex(seal_text.encode("utf-8")), sha256_hex(link_text.encode("utf-8"))
