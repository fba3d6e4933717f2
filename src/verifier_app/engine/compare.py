"""Two copies of a bundle side by side: what changed, not only that it changed.

For File > Compare with another copy… (and an earlier download kept by refresh): the files
present in one copy only, the files whose bytes differ, and for each differing text file
(the book, the forecasts CSV, a stamped list) its first differing line, with the fields
that changed and the bytes before and after, as the workshop shows them. Both copies are
only read.
"""

from __future__ import annotations

import csv
import json
from dataclasses import dataclass
from typing import Any

from verifier_app.core.book_lines import CancelCheck, iter_lines
from verifier_app.core.bundle import Bundle, BundleFile
from verifier_app.core.errors import UserFacingError
from verifier_app.engine.byte_diff import ByteDiff, diff_window

LINE_FILES = (".jsonl", ".csv", ".txt", ".json")  # read line by line; others by hash only
MAX_FIELDS = 8  # changed fields named per line
MAX_FILES_READ = 20  # differing files whose first changed line is looked for


@dataclass(frozen=True)
class FieldChange:
    field: str  # "items.SPX.1d.prob_up" in a book line, a column name in a CSV row
    before: Any
    after: Any


@dataclass(frozen=True)
class LineChange:
    file: str
    line: int
    before: bytes | None  # None: the line is missing from that copy
    after: bytes | None
    fields: tuple[FieldChange, ...]
    diff: ByteDiff


@dataclass(frozen=True)
class Comparison:
    first: str
    second: str
    only_first: tuple[str, ...]
    only_second: tuple[str, ...]
    changed: tuple[str, ...]  # in both copies, different bytes
    lines: tuple[LineChange, ...]  # the first changed line of each changed text file
    same: int  # files identical in both
    not_read: int = 0  # changed text files past MAX_FILES_READ: not read line by line

    @property
    def identical(self) -> bool:
        return not (self.only_first or self.only_second or self.changed)


def compare(first: Bundle, second: Bundle, cancel: CancelCheck | None = None) -> Comparison:
    names_a, names_b = set(first.files), set(second.files)
    both = sorted(names_a & names_b)
    changed = [p for p in both if _differs(first.files[p], second.files[p])]
    lines = []
    for relpath in changed[:MAX_FILES_READ]:
        if relpath.lower().endswith(LINE_FILES):
            found = first_changed_line(first.files[relpath], second.files[relpath], cancel)
            if found is not None:
                lines.append(found)
    not_read = sum(p.lower().endswith(LINE_FILES) for p in changed[MAX_FILES_READ:])
    return Comparison(first.label, second.label, tuple(sorted(names_a - names_b)),
                      tuple(sorted(names_b - names_a)), tuple(changed), tuple(lines),
                      len(both) - len(changed), not_read)


def _differs(a: BundleFile, b: BundleFile) -> bool:
    try:
        return a.size != b.size or a.sha256() != b.sha256()
    except UserFacingError:
        return True  # one of them cannot be read: not the same file


def first_changed_line(a: BundleFile, b: BundleFile,
                       cancel: CancelCheck | None = None) -> LineChange | None:
    left, right = iter_lines(a, cancel=cancel), iter_lines(b, cancel=cancel)
    header: tuple[bytes | None, bytes | None] = (None, None)
    while True:
        one, two = next(left, None), next(right, None)
        if one is None and two is None:
            return None
        if one is not None and two is not None and one[1] == two[1]:
            if one[0] == 1:
                header = (one[1], two[1])
            continue
        number = (one or two)[0]  # type: ignore[index]
        before, after = (one[1] if one else None), (two[1] if two else None)
        fields = _fields(a.relpath, before, after, header)
        return LineChange(a.relpath, number, before, after, tuple(fields[:MAX_FIELDS]),
                          diff_window(before or b"", after or b""))


def _fields(relpath: str, before: bytes | None, after: bytes | None,
            header: tuple[bytes | None, bytes | None]) -> list[FieldChange]:
    if before is None or after is None:
        return []
    if relpath.lower().endswith(".csv"):
        return _csv_fields(before, after, header[0])
    try:
        old, new = json.loads(before), json.loads(after)
    except (ValueError, RecursionError):
        return []
    return list(_json_fields("", old, new))


def _csv_fields(before: bytes, after: bytes, header: bytes | None) -> list[FieldChange]:
    try:
        names = next(csv.reader([header.decode("utf-8")])) if header else []
        old = next(csv.reader([before.decode("utf-8")]))
        new = next(csv.reader([after.decode("utf-8")]))
    except (UnicodeDecodeError, StopIteration, csv.Error):
        return []
    width = max(len(old), len(new))
    old, new = old + [""] * (width - len(old)), new + [""] * (width - len(new))
    return [FieldChange(names[i] if i < len(names) else f"column {i + 1}", x, y)
            for i, (x, y) in enumerate(zip(old, new, strict=True)) if x != y]


def _json_fields(path: str, old: Any, new: Any):
    if isinstance(old, dict) and isinstance(new, dict):
        for key in [*old, *(k for k in new if k not in old)]:
            inner = f"{path}.{key}" if path else str(key)
            if key not in old or key not in new:
                yield FieldChange(inner, old.get(key), new.get(key))
            elif old[key] != new[key]:
                yield from _json_fields(inner, old[key], new[key])
    elif old != new:
        yield FieldChange(path or "(the whole line)", old, new)
