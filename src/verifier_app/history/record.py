"""One entry of the reader's history: the head a walk verified, signed with their key
(issue 29, item 2).

It is the witness statement's signed note (``witness.statement``: the same C2SP signed-note
layout, the same eight fields in the same order, the same Ed25519 key) under its own
origin line, followed by what a re-check needs beside the head: the source the bundle came
from, the book's file in the bundle, and one line per seal with its list's SHA-256, its
verdict, the book lines it covers and its anchors. So the head it records is exactly a
witness statement's (``statement``), and anyone can check the signature with the key it
names; the app uses an entry only when that key is the reader's own.

    verifier-app reader history v1
    time 2026-12-03T09:41:07Z
    book daily/council/book.jsonl          (the witness statement's eight fields)
    …
    source https://trends.polyhelper.ai/api/v1/
    file api/v1/council-book.jsonl
    seal <list sha256> <status> <lines covered> <anchors> <list>
    …

    — witness-… <signature>
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from verifier_app.core.messages import Message
from verifier_app.core.results import SealResult, Status
from verifier_app.history.prefix import RecordedHead
from verifier_app.witness.keys import WitnessKey, verifier_key
from verifier_app.witness.statement import (
    FIELDS,
    HEX64,
    LINE_COUNT,
    Statement,
    note_signed,
    sign_note,
)

ORIGIN = "verifier-app reader history v1"
MAX_SEALS = 20_000  # a season has hundreds; past this an entry is refused as damaged
MAX_RECORD_BYTES = 4 * 1024 * 1024
STATUSES = {s.value: s for s in Status}  # a seal line's status word, and what it names
CONTROL = re.compile(r"[\x00-\x1f\x7f]")  # no name in an entry holds one


class RecordDamaged(ValueError):
    """An entry that cannot be used, with the plain reason as a message."""

    def __init__(self, reason: Message):
        super().__init__(reason.render())
        self.reason = reason


@dataclass(frozen=True)
class SealSeen:
    """One seal as the walk concluded it."""

    sha256: str  # the stamped list's SHA-256
    status: Status
    lines: int  # the book lines it covers (0: none of this book)
    anchors: str  # e.g. "bitcoin:972334,tsa-freetsa:pass,rekor:3368351276" ("-": none)
    list: str  # its path in the bundle


@dataclass(frozen=True)
class HistoryRecord:
    statement: Statement  # the head, as a witness statement states it
    source: str
    file: str  # the book's path in the bundle
    seals: tuple[SealSeen, ...]

    @property
    def head(self) -> RecordedHead:
        """The head, named by the book's file in the bundle (as the reader knows it)."""
        s = self.statement
        return RecordedHead(self.file, s.lines, s.prefix_sha256, s.head_link)

    def note(self) -> str:
        body = ORIGIN + "\n" + self.statement.note().split("\n", 1)[1]
        body += f"source {self.source}\nfile {self.file}\n"
        body += "".join(f"seal {s.sha256} {s.status.value} {s.lines} {s.anchors} {s.list}\n"
                        for s in self.seals)
        return body


def sign_record(record: HistoryRecord, key: WitnessKey) -> str:
    """The signed entry, naming the reader's verifier key."""
    named = Statement(**{**record.statement.__dict__,
                         "key": verifier_key(key.name, key.public)})
    signed = HistoryRecord(named, record.source, record.file, record.seals)
    for value in (signed.source, signed.file, signed.statement.book, signed.statement.list,
                  *(s.list for s in signed.seals)):
        if not _plain(value):
            raise ValueError("a name in the history entry holds a control character")
    return sign_note(signed.note(), key)


def read_record(raw: bytes, reader: WitnessKey) -> HistoryRecord:
    """The entry, only if it is well formed and signed with the reader's own key."""
    if len(raw) > MAX_RECORD_BYTES:
        raise RecordDamaged(Message.of("history.why.too_large"))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordDamaged(Message.of("history.why.not_text")) from None
    if "\x00" in text:  # UTF-8 allows NUL; no text file holds one
        raise RecordDamaged(Message.of("history.why.not_text"))
    note, separator, signatures = text.partition("\n\n")
    lines = note.split("\n")
    if not separator or lines[0] != ORIGIN or len(lines) < len(FIELDS) + 3:
        raise RecordDamaged(Message.of("history.why.not_entry"))
    record = _parse(lines[1:])
    if record.statement.key != verifier_key(reader.name, reader.public):
        raise RecordDamaged(Message.of("history.why.other_key"))
    if not note_signed(note + "\n", signatures, record.statement.key):
        raise RecordDamaged(Message.of("history.why.signature"))
    return record


def _parse(lines: list[str]) -> HistoryRecord:
    values: dict[str, str] = {}
    names = (*FIELDS, "source", "file")
    for name, line in zip(names, lines, strict=False):
        label, _, value = line.partition(" ")
        if label != name or not _plain(value):
            raise RecordDamaged(Message.of("history.why.not_entry"))
        values[name] = value
    if not LINE_COUNT.match(values["lines"]) or not all(
            HEX64.match(values[k]) for k in ("prefix-sha256", "head-link", "list-sha256")):
        raise RecordDamaged(Message.of("history.why.not_entry"))
    seal_lines = lines[len(names):]
    if len(seal_lines) > MAX_SEALS:
        raise RecordDamaged(Message.of("history.why.not_entry"))
    statement = Statement(values["time"], values["book"], int(values["lines"]),
                          values["prefix-sha256"], values["head-link"], values["list"],
                          values["list-sha256"], values["key"])
    return HistoryRecord(statement, values["source"], values["file"],
                         tuple(_seal(line) for line in seal_lines))


def _seal(line: str) -> SealSeen:
    parts = line.split(" ", 5)
    if len(parts) != 6 or parts[0] != "seal" or not HEX64.match(parts[1]) \
            or parts[2] not in STATUSES or not LINE_COUNT.match(parts[3]) \
            or not _plain(parts[5]):
        raise RecordDamaged(Message.of("history.why.not_entry"))
    return SealSeen(parts[1], STATUSES[parts[2]], int(parts[3]), parts[4], parts[5])


def _plain(value: str) -> bool:
    """Not empty, and no control character (below a space, or DEL)."""
    return bool(value) and CONTROL.search(value) is None


def seal_seen(seal: SealResult, book_path: str | None) -> SealSeen:
    """What the history keeps of a concluded seal."""
    covered = max((c.lines for c in seal.covers if c.file == book_path and c.file), default=0)
    return SealSeen(seal.sha256, seal.status, covered, anchors_of(seal), seal.list)


def anchors_of(seal: SealResult) -> str:
    """The seal's anchors in one word: each anchor checked, with what it proved."""
    words = []
    if seal.ots is not None:
        proven = seal.ots.proven and seal.ots.height is not None
        words.append(f"bitcoin:{seal.ots.height}" if proven else f"ots:{seal.ots.status.value}")
    words += [f"tsa-{_word(t.tsa)}:{t.status.value}" for t in seal.tokens]
    if seal.rekor is not None:
        logged = seal.rekor.proven and seal.rekor.log_index is not None
        words.append(f"rekor:{seal.rekor.log_index}" if logged
                     else f"rekor:{seal.rekor.status.value}")
    return ",".join(words) or "-"


def _word(text: str) -> str:
    return "".join(ch for ch in text if ch.isalnum() or ch in "-_") or "?"
