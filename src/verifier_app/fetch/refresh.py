"""What changed between the copy a reader had and the one just downloaded.

The book and the ask chain only grow: every complete line of the earlier copy must come
back byte for byte, in the same place. A stamped list, a signed token, a certificate, an
ask text or a code file never changes once published. An ``.ots`` proof may change (an
upgrade from pending to a Bitcoin attestation is normal); statistics files change daily.
Every replaced file is kept; only the first two kinds of change raise the alarm.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from verifier_app.core.bundle import ASK_NAME, CODE_NAME, LIST_NAME, TOKEN_NAME
from verifier_app.core.messages import Grouped, Lookup, Message

MAX_LISTED = 20
FIXED = re.compile(r"\.(pem|crt|cer|der)$")


@dataclass
class Finding:
    relpath: str
    kind: str  # grew | rewritten | shrunk | changed | updated
    alarm: bool
    detail: str
    old_sha256: str = ""
    new_sha256: str = ""
    old_lines: int | None = None
    new_lines: int | None = None
    changed_lines: list[int] = field(default_factory=list)
    kept_at: str = ""
    said: Message | None = None  # ``detail`` as a message, for the reader's language

    def said_in(self, lookup: Lookup | None = None) -> str:
        """``detail`` in the reader's language (``lookup``)."""
        return self.said.render(lookup) if self.said is not None else self.detail

    @property
    def first_changed_line(self) -> int | None:
        return self.changed_lines[0] if self.changed_lines else None

    def to_json(self) -> dict[str, Any]:
        data = {k: v for k, v in self.__dict__.items()
                if v not in (None, "", []) and k != "said"}
        data["alarm"] = self.alarm
        if self.first_changed_line is not None:
            data["first_changed_line"] = self.first_changed_line
        return data


def is_chain(relpath: str) -> bool:
    return PurePosixPath(relpath).suffix == ".jsonl"


def is_fixed(relpath: str) -> bool:
    """Files that are never rewritten once published."""
    name = PurePosixPath(relpath).name
    return bool(LIST_NAME.match(name) or TOKEN_NAME.match(name) or ASK_NAME.match(name)
                or CODE_NAME.match(name) or FIXED.search(name))


def compare(relpath: str, old: Path, new: Path, old_sha: str, new_sha: str) -> Finding:
    """Called only when the two copies differ."""
    if is_chain(relpath):
        finding = compare_chain(relpath, old, new)
    elif is_fixed(relpath):
        finding = found(relpath, "changed", True, Message.of("refresh.replaced", relpath=relpath))
    elif relpath.endswith(".ots"):
        finding = found(relpath, "updated", False,
                        Message.of("refresh.proof_changed", relpath=relpath))
    else:
        finding = found(relpath, "updated", False, Message.of("refresh.updated", relpath=relpath))
    finding.old_sha256, finding.new_sha256 = old_sha, new_sha
    return finding


def compare_chain(relpath: str, old: Path, new: Path) -> Finding:
    changed: list[int] = []
    count_changed = old_lines = new_lines = 0
    with open(old, "rb") as old_stream, open(new, "rb") as new_stream:
        for old_line in iter(old_stream.readline, b""):
            if not old_line.endswith(b"\n"):
                break  # an unfinished last line was never part of the book
            old_lines += 1
            new_line = new_stream.readline()
            if new_line.endswith(b"\n"):
                new_lines += 1
            if new_line != old_line:
                count_changed += 1
                if len(changed) < MAX_LISTED:
                    changed.append(old_lines)
        new_lines += sum(1 for line in iter(new_stream.readline, b"") if line.endswith(b"\n"))
    counts = {"old_lines": old_lines, "new_lines": new_lines}
    if new_lines < old_lines:
        lines = {"relpath": relpath, "new": Grouped(new_lines), "old": Grouped(old_lines)}
        said = Message.of("refresh.shrunk_differs", line=changed[0], **lines) if changed \
            else Message.of("refresh.shrunk", **lines)
        return found(relpath, "shrunk", True, said, changed_lines=changed, **counts)
    if count_changed:
        more = count_changed - 1
        listed = ", ".join(str(n) for n in changed[1:8]) + ("…" if more > 7 else "")
        said = Message.of("refresh.rewritten_more", line=changed[0], more=Grouped(more),
                          listed=listed, relpath=relpath) if more else \
            Message.of("refresh.rewritten", line=changed[0], relpath=relpath)
        return found(relpath, "rewritten", True, said, changed_lines=changed, **counts)
    return found(relpath, "grew", False, Message.of(
        "refresh.grew", relpath=relpath, old=Grouped(old_lines), new=Grouped(new_lines)),
        **counts)


def found(relpath: str, kind: str, alarm: bool, said: Message, **facts: Any) -> Finding:
    """A finding whose detail is its message's English (the JSON keeps it)."""
    return Finding(relpath, kind, alarm, said.render(), said=said, **facts)
