"""What step 7 keeps of the lines the reader verified, so that a re-check reads only the
new ones (issue 29, item 3; Appendix B step 7).

Step 7 needs the book's index (``stats.book``: each answer's probabilities, the run, score
and crowd lines, the sealed times). The index of lines 1..N is a fold over those lines, so
the index of the whole book is that of the recorded head with the new lines added
(``stats.book.numbered_records``). The head's index is kept in the user's cache folder,
as two files named by the head's prefix SHA-256:

- ``<sha256>.json``: the index (``stats.book_state``: the records of the lines, in parts;
  the next head's file is this one with a part added for its new lines);
- ``<sha256>.note``: a signed note, with the reader's own key (the history's signing), that
  names the source, the book's file, the head (lines, prefix SHA-256, last link) and the
  SHA-256 and size of the ``.json`` file.

The cache folder is input like any other: the kept index is used only if the note is read
through the cache's opener, is signed with the reader's key, names exactly the head the
re-check has just found unchanged in the book, and the index file hashes to what it names
and reads back whole. Anything else is said in a sentence and the book is read in full,
as if nothing had been kept; an index file another version of the app kept (signed, but of
another format) is read as none, without a sentence.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
from dataclasses import dataclass
from pathlib import Path

from verifier_app.core.atomic_write import write_whole
from verifier_app.core.cache import cache_root, read_cached
from verifier_app.core.messages import Message
from verifier_app.history.prefix import RecordedHead
from verifier_app.history.store import source_id
from verifier_app.stats.book import BookIndex
from verifier_app.stats.book_state import KeptBook, OtherFormat, read_kept
from verifier_app.witness.keys import existing_key, verifier_key
from verifier_app.witness.statement import HEX64, LINE_COUNT, note_signed, sign_note

FOLDER = "history-index"
MAX_NOTE_BYTES = 64 * 1024
MAX_BODY_BYTES = 512 * 1024 * 1024
KEEP = 3  # heads kept per source: the newest ones (an entry not yet written still finds its)


@dataclass(frozen=True)
class KeptKind:
    """One kind of file kept for the next re-check: its folder, the first line of its
    signed note, and the name of its body in the note."""

    folder: str
    origin: str
    body: str

    @property
    def names(self) -> tuple[str, ...]:
        return ("source", "file", "lines", "prefix-sha256", "head-link",
                f"{self.body}-sha256", f"{self.body}-bytes", "key")


INDEX = KeptKind(FOLDER, "verifier-app kept book index v1", "index")


@dataclass(frozen=True)
class KeptIndex:
    """The head's index as kept, or why it was not used (``problem``; None: none kept)."""

    book: KeptBook | None
    problem: Message | None = None

    @property
    def index(self) -> BookIndex | None:
        return self.book.index if self.book is not None else None


@dataclass(frozen=True)
class KeptBody:
    """A kept file's bytes, or why they were not used (``why``; None with no bytes: none
    was kept, or none for this head)."""

    data: bytes | None
    why: Message | None = None


def kept_folder(source: str, kind: KeptKind = INDEX) -> Path:
    return cache_root() / kind.folder / source_id(source)


def load_index(source: str, head: RecordedHead) -> KeptIndex:
    """The kept index of ``head``'s lines, only if everything about it checks."""
    kept = load_kept(INDEX, source, head)
    if kept.data is None:
        return KeptIndex(None, _unused(kept.why) if kept.why is not None else None)
    try:
        return KeptIndex(read_kept(kept.data, head.lines))
    except OtherFormat:  # signed with the reader's key, by another version of the app
        return KeptIndex(None)
    except ValueError:
        return KeptIndex(None, _unused(Message.of("kept_index.why.not_index")))


def load_kept(kind: KeptKind, source: str, head: RecordedHead) -> KeptBody:
    """The body kept for ``head``, only if its note is read through the cache's opener, is
    signed with the reader's key, names exactly this head, and the body hashes to what the
    note names; ``why`` says what did not hold (None: nothing was kept for this head)."""
    note_path = kept_folder(source, kind) / f"{head.sha256}.note"
    note = read_cached(note_path, MAX_NOTE_BYTES)
    if note.data is None:
        return KeptBody(None, (note.why or Message.of("kept_index.why.missing"))
                        if note.damage else None)
    fields = _signed_fields(note.data, kind)
    if fields is None:
        return KeptBody(None, Message.of("kept_index.why.signature"))
    if fields[:5] != (source, head.book, str(head.lines), head.sha256, head.last_link):
        return KeptBody(None, Message.of("kept_index.why.other_head"))
    cap = min(int(fields[6]), MAX_BODY_BYTES)  # a larger one is refused as too large
    body = read_cached(note_path.with_suffix(".json"), cap, fields[5])
    if body.data is None:
        return KeptBody(None, _body_why(body.why))
    return KeptBody(body.data)


def _signed_fields(raw: bytes, kind: KeptKind) -> tuple[str, ...] | None:
    """The note's values in ``kind.names`` order, if it is well formed and signed with the
    reader's own key; None otherwise."""
    reader = existing_key()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    note, separator, signatures = text.partition("\n\n")
    lines = note.split("\n")
    if reader is None or not separator or lines[0] != kind.origin or \
            len(lines) != len(kind.names) + 1:
        return None
    values = []
    for name, line in zip(kind.names, lines[1:], strict=True):
        label, _, value = line.partition(" ")
        if label != name or not value:
            return None
        values.append(value)
    ok = LINE_COUNT.match(values[2]) and LINE_COUNT.match(values[6]) and all(
        HEX64.match(values[i]) for i in (3, 4, 5))
    key = verifier_key(reader.name, reader.public)
    if not ok or values[7] != key or not note_signed(note + "\n", signatures, key):
        return None
    return tuple(values)


def _body_why(why: Message | None) -> Message:
    """Why the body was not used: its digest is the signed note's, not its name's."""
    if why is None:
        return Message.of("kept_index.why.missing")
    return Message.of("kept_index.why.changed") if why.id == "cache.why.digest" else why


def _unused(why: Message | None) -> Message:
    return Message.of("kept_index.unused", why=why or Message.of("kept_index.why.missing"))


def keep_index(source: str, head: RecordedHead, index_json: bytes) -> None:
    """Keep the index of ``head``'s lines, signed with the reader's key (none: not kept).
    A failure to write only means the next re-check reads the whole book."""
    keep_kept(INDEX, source, head, index_json)


def keep_kept(kind: KeptKind, source: str, head: RecordedHead, body: bytes) -> None:
    """Keep ``body`` for ``head``, with a note signed with the reader's key (no key: not
    kept). A failure to write only means the next re-check does the work again."""
    reader = existing_key()
    if reader is None or any(ch < " " for ch in source + head.book) or \
            len(body) > MAX_BODY_BYTES:
        return
    folder = kept_folder(source, kind)
    values = (source, head.book, str(head.lines), head.sha256, head.last_link,
              hashlib.sha256(body).hexdigest(), str(len(body)),
              verifier_key(reader.name, reader.public))
    note = kind.origin + "\n" + "".join(f"{k} {v}\n" for k, v in
                                        zip(kind.names, values, strict=True))
    with contextlib.suppress(OSError):
        write_whole(folder / f"{head.sha256}.json", body, prefix=f".{kind.body}-")
        write_whole(folder / f"{head.sha256}.note", sign_note(note, reader).encode("utf-8"),
                    prefix=f".{kind.body}-")
        _prune(folder)


def _prune(folder: Path) -> None:
    """Only the ``KEEP`` newest heads' indexes stay: one per check would grow without end."""
    notes = sorted(folder.glob("*.note"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in notes[KEEP:]:
        for path in (old, old.with_suffix(".json")):
            with contextlib.suppress(OSError):
                os.unlink(path)
