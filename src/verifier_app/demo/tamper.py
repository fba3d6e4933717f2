"""Workshop changes: alter one thing in a demo bundle and let the walk find it.

Each change edits bytes in place, the way a careless mirror or a dishonest operator
would, and returns a sentence saying exactly what was changed and where.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from verifier_app.core.errors import UserFacingError
from verifier_app.core.messages import Message

BOOK = Path("api") / "v1" / "council-book.jsonl"
FORECASTS = Path("api") / "v1" / "council-forecasts.csv"
TRADES = Path("api") / "v1" / "arena-trades.csv"


def _lines(root: Path) -> list[bytes]:
    return (root / BOOK).read_bytes().splitlines(keepends=True)


def _write(root: Path, lines: list[bytes]) -> None:
    (root / BOOK).write_bytes(b"".join(lines))


def _answer_positions(lines: list[bytes]) -> list[int]:
    return [i for i, line in enumerate(lines) if b'"kind": "answer"' in line]


def tamper_crlf(root: Path) -> str:
    """Every line ending of the book rewritten from LF to CRLF, as a careless copy does."""
    lines = [line[:-1] + b"\r\n" for line in _lines(root)]
    _write(root, lines)
    return "every line ending of council-book.jsonl rewritten from LF to CRLF (first bad line: 1)"


def tamper_flip(root: Path) -> str:
    """One stated probability of a sealed answer changed by one point."""
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
    """Two sealed answer lines swapped."""
    lines = _lines(root)
    index = _answer_positions(lines)[3]
    lines[index], lines[index + 1] = lines[index + 1], lines[index]
    _write(root, lines)
    return f"lines {index + 1} and {index + 2} swapped"


def tamper_truncate(root: Path) -> str:
    """The book cut in the middle of a line, shorter than its last seal."""
    lines = _lines(root)
    keep = len(lines) - 3
    half = lines[keep][: len(lines[keep]) // 2]
    _write(root, [*lines[:keep], half])
    return (f"council-book.jsonl cut in the middle of line {keep + 1}: the book now has "
            f"{keep} complete lines, the last seal covers {len(lines)}")


def tamper_bom(root: Path) -> str:
    """A UTF-8 byte-order mark added before the first line of the book."""
    path = root / BOOK
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    return "a UTF-8 byte-order mark added before line 1"


def tamper_close(root: Path) -> str:
    """One published close in council-forecasts.csv moved by 0.01, the outcome unchanged:
    the seals, the chain and the recount all still pass; the check of the forecasts file
    against the book names the row, since the day's sealed score line holds the close."""
    path = root / FORECASTS
    rows = path.read_bytes().decode("utf-8").split("\n")
    header = rows[0].split(",")
    at = {name: i for i, name in enumerate(header)}
    resolved = [i for i, row in enumerate(rows[1:], 1) if row and _resolved(row.split(","), at)]
    index = resolved[len(resolved) // 2]
    cells = rows[index].split(",")
    ref, old = float(cells[at["ref"]]), float(cells[at["close"]])
    new = round(old + (0.01 if old > ref else -0.01), 3)
    cells[at["close"]] = str(new)
    rows[index] = ",".join(cells)
    path.write_bytes("\n".join(rows).encode("utf-8"))
    return (f"council-forecasts.csv row {index + 1} (run {cells[at['run_id']]}, seat "
            f"{cells[at['seat']]}, {cells[at['asset']]} {cells[at['horizon']]}): close changed "
            f"from {old} to {new}")


def tamper_trade_price(root: Path) -> str:
    """One published trade's price in arena-trades.csv raised by 1%: the seals do not cover
    the portfolio files, but the accounts no longer follow from the trades and prices, and
    the app's recount of the accounts (step 7b) names the account."""
    path = root / TRADES
    rows = path.read_bytes().decode("utf-8").split("\n")
    at = {name: i for i, name in enumerate(rows[0].split(","))}
    trades = [i for i, row in enumerate(rows[1:], 1) if row]
    index = trades[len(trades) // 2]
    cells = rows[index].split(",")
    old = cells[at["price"]]
    new = f"{float(old) * 1.01:.2f}"
    cells[at["price"]] = new
    rows[index] = ",".join(cells)
    path.write_bytes("\n".join(rows).encode("utf-8"))
    return (f"arena-trades.csv row {index + 1} (account {cells[at['account']]}, session "
            f"{cells[at['session']]}, {cells[at['quantity']]} {cells[at['fund']]}): price "
            f"changed from {old} to {new}")


def _resolved(cells: list[str], at: dict[str, int]) -> bool:
    """A counted, resolved, undrawn row without quoted commas."""
    return (len(cells) == len(at) and cells[at["status"]] == "counted"
            and cells[at["close"]] != "" and cells[at["close"]] != cells[at["ref"]])


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
    "close": tamper_close,
    "trade-price": tamper_trade_price,
    **_anchor_tampers(),
}


def check_tamper_kind(kind: str) -> None:
    if kind not in TAMPERS:
        raise UserFacingError(Message.of("cli.unknown_tamper", kind=repr(kind),
                                          kinds=", ".join(TAMPERS)))


def apply_tamper(root: Path, kind: str) -> str:
    check_tamper_kind(kind)
    return TAMPERS[kind](root)
