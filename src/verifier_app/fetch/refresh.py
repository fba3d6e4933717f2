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

    @property
    def first_changed_line(self) -> int | None:
        return self.changed_lines[0] if self.changed_lines else None

    def to_json(self) -> dict[str, Any]:
        data = {k: v for k, v in self.__dict__.items() if v not in (None, "", [])}
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
        finding = Finding(relpath, "changed", True,
                          f"The operator replaced {relpath}, a file that never changes once "
                          "published; your earlier copy is kept.")
    elif relpath.endswith(".ots"):
        finding = Finding(relpath, "updated", False,
                          f"The proof {relpath} changed (an upgrade from pending to a Bitcoin "
                          "attestation is normal); your earlier copy is kept.")
    else:
        finding = Finding(relpath, "updated", False,
                          f"{relpath} was updated; your earlier copy is kept.")
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
    if new_lines < old_lines:
        return Finding(relpath, "shrunk", True,
                       f"The operator removed lines you already had: {relpath} now has "
                       f"{new_lines:,} lines, your earlier copy had {old_lines:,}"
                       + (f" (and line {changed[0]} differs)" if changed else "")
                       + ". Both copies are kept.",
                       old_lines=old_lines, new_lines=new_lines, changed_lines=changed)
    if count_changed:
        more = count_changed - 1
        listed = ", ".join(str(n) for n in changed[1:8])
        tail = f" (and {more:,} more: {listed}{'…' if more > 7 else ''})" if more else ""
        return Finding(relpath, "rewritten", True,
                       f"The operator changed lines you already had: line {changed[0]}{tail} "
                       f"of {relpath} differs from your earlier copy. Both copies are kept.",
                       old_lines=old_lines, new_lines=new_lines, changed_lines=changed)
    return Finding(relpath, "grew", False,
                   f"{relpath} grew from {old_lines:,} to {new_lines:,} lines; the "
                   f"{old_lines:,} lines you had are unchanged, byte for byte.",
                   old_lines=old_lines, new_lines=new_lines)
