"""The immutable analysis release on Zenodo (or a server with the same record API).

``GET <api>/records/<id>`` answers ``{"files": [{"key", "size", "checksum": "md5:…",
"links": {"self": …}}]}`` (older records: ``filename``, ``filesize``, ``links.download``;
newer ones may nest the list under ``files.entries``). The release carries its own
manifest (see ``manifest.py``). Every file is checked against the record (size, MD5)
and the manifest (SHA-256, size) before it is used; a file that fails either check is
refused and not stored. Files the manifest does not list are refused too.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

from verifier_app.core.messages import Grouped, Message
from verifier_app.fetch.client import Fetched
from verifier_app.fetch.manifest import (
    ManifestEntry,
    ManifestError,
    is_manifest_name,
    match_entry,
    read_manifest,
)
from verifier_app.fetch.policy import MB, FetchError
from verifier_app.fetch.session import Session
from verifier_app.fetch.sources import Source

MAX_RECORD_BYTES = 32 * MB


@dataclass
class RecordFile:
    key: str
    size: int | None
    md5: str | None
    url: str


def fetch_zenodo(session: Session, source: Source) -> None:
    record_url = f"{source.zenodo_api}/records/{source.record_id}"
    raw, _ = session.downloader.read(record_url, MAX_RECORD_BYTES, Message.of("fetch.record"))
    files = record_files(raw, record_url)
    manifests = [f for f in files if is_manifest_name(f.key)]
    entries = _manifest(session, manifests[0]) if manifests else None
    if entries is None:
        session.problem(Message.of("fetch.no_manifest"))
    rest = [f for f in files if not manifests or f is not manifests[0]]
    session.expect(len(rest))
    used: set[int] = set()
    for file in rest:
        entry = match_entry(file.key, entries) if entries else None
        if entries is not None and entry is None:
            session.files_done += 1
            session.problem(Message.of("fetch.not_in_manifest", key=file.key))
            continue
        if entry is not None:
            used.add(id(entry))
        session.get(entry.path if entry else file.key, file.url, source="zenodo",
                    check=lambda got, f=file, e=entry: check_file(got, f, e))
    for entry in entries or []:
        if id(entry) not in used:
            session.problem(Message.of("fetch.not_in_release", path=entry.path))


def _manifest(session: Session, file: RecordFile) -> list[ManifestEntry] | None:
    session.expect(1)
    path = session.get(file.key, file.url, source="zenodo",
                       check=lambda got: check_file(got, file, None))
    if path is None:
        return None
    try:
        entries, problems = read_manifest(path.read_bytes(), file.key)
    except ManifestError as error:
        session.problem(error.message or str(error))
        return None
    for said in problems:
        session.problem(said)
    return entries


def record_files(raw: bytes, record_url: str) -> list[RecordFile]:
    try:
        record = json.loads(raw)
    except ValueError:
        raise FetchError(Message.of("fetch.record_unreadable", url=record_url)) from None
    listed: Any = record.get("files") if isinstance(record, dict) else None
    if isinstance(listed, dict):
        listed = listed.get("entries")
        listed = list(listed.values()) if isinstance(listed, dict) else listed
    if not isinstance(listed, list) or not listed:
        raise FetchError(Message.of("fetch.record_empty", url=record_url))
    files = []
    for item in listed:
        if not isinstance(item, dict):
            continue
        key = item.get("key") or item.get("filename")
        if not isinstance(key, str) or not key:
            continue
        links = item.get("links") if isinstance(item.get("links"), dict) else {}
        url = links.get("content") or links.get("self") or links.get("download") or \
            f"{record_url}/files/{quote(key)}/content"
        size = item.get("size", item.get("filesize"))
        checksum = str(item.get("checksum") or "")
        md5 = checksum.removeprefix("md5:").lower() if checksum and \
            (checksum.startswith("md5:") or ":" not in checksum) else None
        files.append(RecordFile(key, size if isinstance(size, int) else None, md5, url))
    return files


def check_file(got: Fetched, file: RecordFile, entry: ManifestEntry | None) -> Message | None:
    """A reason to refuse the file, or None when record and manifest agree with it."""
    name = entry.path if entry else file.key
    if file.size is not None and got.size != file.size:
        return Message.of("fetch.refused_record_size", name=name, size=Grouped(got.size),
                          expected=Grouped(file.size))
    if file.md5 and got.md5 != file.md5:
        return Message.of("fetch.refused_md5", name=name, got=got.md5, expected=file.md5)
    if entry is not None and got.sha256 != entry.sha256:
        return Message.of("fetch.refused_sha256", name=name, got=got.sha256,
                          expected=entry.sha256)
    if entry is not None and entry.size is not None and got.size != entry.size:
        return Message.of("fetch.refused_manifest_size", name=name, size=Grouped(got.size),
                          expected=Grouped(entry.size))
    return None
