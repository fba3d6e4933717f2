"""Step 8: the engine code. Every ``arena-code-<file>.txt`` hashes to its manifest entry.

The manifest's exact shape is not printed in the paper, so any JSON that pairs a file
name with a 64-hex SHA-256 is read: ``{"files": [{"name"|"path"|"file": …, "sha256": …}]}``
or ``{"<name>": "<sha256>"}`` or ``{"<name>": {"sha256": …}}``.
"""

from __future__ import annotations

import json
from typing import Any

from verifier_app.core.bundle import Bundle, BundleFile
from verifier_app.core.canonical import HEX64
from verifier_app.core.errors import UserFacingError
from verifier_app.core.failures import CodeFailure
from verifier_app.core.messages import Message
from verifier_app.core.results import Status, StepResult

TITLE = "The engine code"
COMMAND = "curl -s <data>/arena-code-<file>.txt | shasum -a 256   # compare with arena-code.json"
NAME_KEYS = ("name", "path", "file", "filename")
MAX_MANIFEST_BYTES = 8 * 1024 * 1024


def manifest_entries(data: Any) -> dict[str, str]:
    """File name -> SHA-256 from any of the manifest shapes above."""
    entries: dict[str, str] = {}
    if isinstance(data, dict):
        for key, value in data.items():
            if isinstance(value, str) and HEX64.match(value) and key != "sha256":
                entries[key] = value
            elif isinstance(value, dict) and isinstance(value.get("sha256"), str):
                name = next((value[k] for k in NAME_KEYS if isinstance(value.get(k), str)), key)
                entries[name] = value["sha256"]
            else:
                entries.update(manifest_entries(value))
    elif isinstance(data, list):
        for item in data:
            if isinstance(item, dict) and isinstance(item.get("sha256"), str):
                name = next((item[k] for k in NAME_KEYS if isinstance(item.get(k), str)), None)
                if name:
                    entries[name] = item["sha256"]
            else:
                entries.update(manifest_entries(item))
    return entries


def published_names(name: str) -> list[str]:
    """``tools/replay.py`` is published as ``arena-code-tools-replay.py.txt``."""
    flat = name.replace("/", "-")
    return list(dict.fromkeys([flat, name.rsplit("/", 1)[-1]]))


def check_code(bundle: Bundle) -> StepResult:
    manifest_file = bundle.first_named("arena-code.json")
    if manifest_file is None:
        return StepResult("step8", TITLE, Status.NOT_CHECKED, command=COMMAND,
                          message=Message.of("step8.none"))
    try:
        entries = manifest_entries(json.loads(manifest_file.read_bytes(MAX_MANIFEST_BYTES)))
    except (ValueError, UserFacingError):
        return StepResult("step8", TITLE, Status.FAIL, command=COMMAND,
                          failure=CodeFailure.LIST_UNREADABLE,
                          message=Message.of("step8.unreadable"))
    published = bundle.code_files()
    rows = [_check_entry(name, sha, published) for name, sha in sorted(entries.items())]
    listed = {row["published_as"] for row in rows if row["published_as"]}
    unlisted = sorted(f.relpath for key, f in published.items() if key not in listed)
    return _verdict(rows, unlisted)


def _check_entry(name: str, sha: str, published: dict[str, BundleFile]) -> dict[str, Any]:
    row: dict[str, Any] = {"file": name, "sha256": sha, "published_as": None,
                           "actual_sha256": None, "status": "not_checked"}
    for candidate in published_names(name):
        if candidate in published:
            row["published_as"] = candidate
            try:
                row["actual_sha256"] = published[candidate].sha256()
            except UserFacingError as error:  # too large to be read: it is not that file
                row["problem"] = str(error)
            row["status"] = "pass" if row["actual_sha256"] == sha.lower() else "fail"
            break
    return row



def _verdict(rows: list[dict[str, Any]], unlisted: list[str]) -> StepResult:
    evidence = {"files": rows, "published_but_not_listed": unlisted}
    failed = [r["file"] for r in rows if r["status"] == "fail"]
    missing = [r["file"] for r in rows if r["status"] == "not_checked"]
    failure = None
    if not rows:
        status, message = Status.FAIL, Message.of("step8.empty")
        failure = CodeFailure.LIST_EMPTY
    elif failed:
        status, failure = Status.FAIL, CodeFailure.FILE_DIFFERS
        message = Message.of("step8.differs", file=failed[0])
    elif missing:
        status = Status.NOT_CHECKED
        message = Message.of("step8.missing", matching=len(rows) - len(missing),
                             total=len(rows), missing=len(missing), first=missing[0])
    else:
        status, message = Status.PASS, Message.of("step8.all", count=len(rows))
    return StepResult("step8", TITLE, status, "", evidence, COMMAND, failure=failure,
                      message=message)
