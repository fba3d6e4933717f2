"""Workshop changes: alter one thing in a demo bundle and let the walk find it.

Each change edits bytes in place, the way a careless mirror or a dishonest operator
would, and returns a sentence saying exactly what was changed and where.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from verifier_app.engine.errors import UserFacingError

BOOK = Path("api") / "v1" / "council-book.jsonl"


def _lines(root: Path) -> list[bytes]:
    return (root / BOOK).read_bytes().splitlines(keepends=True)


def _write(root: Path, lines: list[bytes]) -> None:
    (root / BOOK).write_bytes(b"".join(lines))


def _answer_positions(lines: list[bytes]) -> list[int]:
    return [i for i, line in enumerate(lines) if b'"kind": "answer"' in line]


def tamper_crlf(root: Path) -> str:
    lines = [line[:-1] + b"\r\n" for line in _lines(root)]
    _write(root, lines)
    return "every line ending of council-book.jsonl rewritten from LF to CRLF (first bad line: 1)"


def tamper_flip(root: Path) -> str:
    lines = _lines(root)
    index = _answer_positions(lines)[len(_answer_positions(lines)) // 2]
    match = re.search(rb'"prob_up": (\d+)', lines[index])
    assert match is not None
    old = int(match[1])
    new = old + 1 if old < 97 else old - 1
    lines[index] = lines[index][: match.start(1)] + str(new).encode() + lines[index][match.end(1):]
    _write(root, lines)
    return f"line {index + 1}: one probability changed from {old} to {new}"


def tamper_reorder(root: Path) -> str:
    lines = _lines(root)
    index = _answer_positions(lines)[3]
    lines[index], lines[index + 1] = lines[index + 1], lines[index]
    _write(root, lines)
    return f"lines {index + 1} and {index + 2} swapped"


def tamper_truncate(root: Path) -> str:
    lines = _lines(root)
    keep = len(lines) - 3
    half = lines[keep][: len(lines[keep]) // 2]
    _write(root, [*lines[:keep], half])
    return (f"council-book.jsonl cut in the middle of line {keep + 1}: the book now has "
            f"{keep} complete lines, the last seal covers {len(lines)}")


def tamper_bom(root: Path) -> str:
    path = root / BOOK
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    return "a UTF-8 byte-order mark added before line 1"


def _anchor_tampers() -> dict[str, Callable[[Path], str]]:
    from verifier_app.demo import tamper_anchors as anchors

    return {"ots-byte": anchors.tamper_ots_byte, "header": anchors.tamper_header,
            "token-digest": anchors.tamper_token_digest, "late-token": anchors.tamper_late_token,
            "log-hash": anchors.tamper_log_hash}


TAMPERS: dict[str, Callable[[Path], str]] = {
    "crlf": tamper_crlf,
    "flip": tamper_flip,
    "reorder": tamper_reorder,
    "truncate": tamper_truncate,
    "bom": tamper_bom,
    **_anchor_tampers(),
}


def check_tamper_kind(kind: str) -> None:
    if kind not in TAMPERS:
        raise UserFacingError(f"Unknown tamper kind {kind!r}; choose one of: {', '.join(TAMPERS)}.")


def apply_tamper(root: Path, kind: str) -> str:
    check_tamper_kind(kind)
    return TAMPERS[kind](root)
