"""Which outside sources a walk relied on: block headers, trust roots, the log.

A reader of a report must see what the app compared against, since a check is only as
independent as its sources. Collected from the seals' anchor results (plain JSON).
"""

from __future__ import annotations

from typing import Any

from verifier_app.core.results import SealResult

SOURCE_KINDS = (
    ("headers", "Bitcoin block headers"),
    ("roots", "Trust roots for the time-stamp authorities"),
    ("log", "Transparency log"),
)
ROOT_ORIGINS = {
    "system": "this computer's trusted roots",
    "shipped": "shipped with the app",
    "user": "added by the user",
    "bundle": "taken from the bundle itself (the operator's word)",
}


def file_name(path: str) -> str:
    """Only the file's name: a report that is shared must not reveal the reader's folders."""
    return path.replace("\\", "/").rsplit("/", 1)[-1]


def sources_used(seals: list[SealResult]) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {kind: [] for kind, _ in SOURCE_KINDS}
    for seal in seals:
        if seal.ots and seal.ots.source:
            _add(found["headers"], str(seal.ots.source))
        for token in seal.tokens:
            if isinstance(token.trusted_by, dict):
                _add(found["roots"], _root_text(token.trusted_by))
        rekor = seal.rekor
        if rekor and (rekor.url or rekor.source):
            _add(found["log"], _log_text(rekor.to_json()))
    return found


def _add(items: list[str], text: str) -> None:
    if text not in items:
        items.append(text)


def _root_text(root: dict[str, Any]) -> str:
    origin = ROOT_ORIGINS.get(str(root.get("origin")), str(root.get("origin") or "unknown"))
    text = f"{root.get('subject')} (SHA-256 {root.get('sha256')}), {origin}"
    if root.get("source"):
        text += f", file {file_name(str(root['source']))}"
    return text


def _log_text(rekor: dict[str, Any]) -> str:
    where = {"log": "asked live", "cache": "its answer saved in the bundle, re-verified"}.get(
        str(rekor.get("source")), "not reached")
    return f"{rekor.get('url') or 'Rekor'} ({where})"
