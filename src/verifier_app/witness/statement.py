"""A witness statement: "at time T I saw book B with N lines and head link L, stamped list S
with SHA-256 D", as a C2SP signed note signed with the reader's Ed25519 key.

The note's text (its first line is the origin, ``ORIGIN``) ends with a newline; then a
blank line; then one line ``— <key name> base64(key id ‖ signature)``. The statement names
its own verifier key, so anyone can check the signature; who the witness is is the key.
"""

from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric import ed25519

from verifier_app.core.messages import Message, SaidError
from verifier_app.witness.keys import (
    WitnessKey,
    fingerprint,
    key_id,
    parse_verifier_key,
    verifier_key,
)

ORIGIN = "verifier-app witness statement v1"
MAX_STATEMENT_BYTES = 16 * 1024
HEX64 = re.compile(r"^[0-9a-f]{64}$")
# ASCII digits only ("²" and "٣" are digits to str.isdigit, not to int), and few enough for
# int() to read: no book has 10**15 lines.
LINE_COUNT = re.compile(r"^[0-9]{1,15}$")
FIELDS = ("time", "book", "lines", "prefix-sha256", "head-link", "list", "list-sha256", "key")
SIGNATURE = re.compile("^\u2014 (\\S+) (\\S+)$")


class StatementUnreadable(SaidError, ValueError):
    """Not a witness statement we can read (a plain phrase, "it is not UTF-8 text")."""


class StatementRefused(SaidError, ValueError):
    """A statement that cannot be signed as asked (a plain phrase)."""


@dataclass(frozen=True)
class Statement:
    time: str  # UTC, ISO 8601 with Z
    book: str  # the book's name as the stamped list names it
    lines: int
    prefix_sha256: str
    head_link: str
    list: str
    list_sha256: str
    key: str = ""  # the witness's verifier key

    def note(self) -> str:
        values = (self.time, self.book, str(self.lines), self.prefix_sha256, self.head_link,
                  self.list, self.list_sha256, self.key)
        return ORIGIN + "\n" + "".join(f"{k} {v}\n" for k, v in zip(FIELDS, values, strict=True))

    @property
    def witness(self) -> str:
        parsed = parse_verifier_key(self.key)
        return parsed[0] if parsed else "?"

    @property
    def witness_fingerprint(self) -> str:
        parsed = parse_verifier_key(self.key)
        return fingerprint(parsed[1]) if parsed else "?"


def _plain(value: str) -> bool:
    return bool(value) and all(ch >= " " and ch != "\x7f" for ch in value)


def sign_statement(statement: Statement, key: WitnessKey) -> str:
    """The signed note, ready to be saved as a small text file."""
    if not all(_plain(v) for v in (statement.book, statement.list, statement.time)):
        raise StatementRefused(Message.of("statement.control_character"))
    signed = Statement(**{**statement.__dict__, "key": verifier_key(key.name, key.public)})
    return sign_note(signed.note(), key)


def sign_note(note: str, key: WitnessKey) -> str:
    """A C2SP signed note: ``note`` (ending with a newline), a blank line, the signature."""
    blob = key_id(key.name, key.public) + key.private.sign(note.encode("utf-8"))
    return f"{note}\n\u2014 {key.name} {base64.b64encode(blob).decode('ascii')}\n"


def read_statement(raw: bytes) -> tuple[Statement, bool]:
    """The statement and whether its signature verifies with the key it names."""
    if len(raw) > MAX_STATEMENT_BYTES:
        raise StatementUnreadable(Message.of("statement.too_large"))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise StatementUnreadable(Message.of("statement.not_utf8")) from exc
    note, separator, signatures = text.partition("\n\n")
    lines = note.split("\n")
    if not separator or lines[0] != ORIGIN or len(lines) != len(FIELDS) + 1:
        raise StatementUnreadable(Message.of("statement.not_ours"))
    statement = _fields(lines[1:])
    return statement, note_signed(note + "\n", signatures, statement.key)


def _fields(lines: list[str]) -> Statement:
    values: dict[str, str] = {}
    for name, line in zip(FIELDS, lines, strict=True):
        label, _, value = line.partition(" ")
        if label != name or not _plain(value):
            raise StatementUnreadable(Message.of("statement.bad_field", name=name))
        values[name] = value
    if not LINE_COUNT.match(values["lines"]) or not all(
            HEX64.match(values[k]) for k in ("prefix-sha256", "head-link", "list-sha256")):
        raise StatementUnreadable(Message.of("statement.bad_numbers"))
    return Statement(values["time"], values["book"], int(values["lines"]),
                     values["prefix-sha256"], values["head-link"], values["list"],
                     values["list-sha256"], values["key"])


def note_signed(note: str, signatures: str, key_text: str) -> bool:
    """Whether a signature line of ``signatures`` verifies ``note`` with ``key_text``."""
    parsed = parse_verifier_key(key_text)
    if parsed is None:
        return False
    name, public = parsed
    for line in signatures.splitlines():
        match = SIGNATURE.match(line)
        if not match or match[1] != name:
            continue
        try:
            blob = base64.b64decode(match[2], validate=True)
        except (binascii.Error, ValueError):
            continue
        if blob[:4] != key_id(name, public):
            continue
        try:
            ed25519.Ed25519PublicKey.from_public_bytes(public).verify(blob[4:],
                                                                      note.encode("utf-8"))
        except (InvalidSignature, ValueError):
            continue
        return True
    return False
