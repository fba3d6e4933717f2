"""Evidence as readable text: nested dicts and lists as indented "key: value" lines.

The keys are the JSON's own names (the same as ``--json`` writes, so a reader can find
them there); the words between them are the window's language: a sentence kept as a
message is rendered, a fixed English phrase of the catalogue translated, "none", "yes" and
"no" said in the reader's words.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from verifier_app.core.messages import Message
from verifier_app.core.results import Status
from verifier_app.gui.marks import word
from verifier_app.gui.messages import fixed_text, render, tr

MAX_ITEMS = 200
STATUSES = {s.value for s in Status}


def format_evidence(value: Any, indent: int = 0, said: Mapping[str, str] | None = None) -> str:
    """``said``: English sentences the evidence holds (an anchor's detail) in the window's
    language, as the report's results say them."""
    _said.update(said or {})
    try:
        return "\n".join(_lines(value, indent)) or tr("(no evidence recorded)")
    finally:
        _said.clear()


_said: dict[str, str] = {}  # the sentences of the evidence being formatted (GUI thread)


def _lines(value: Any, indent: int) -> list[str]:
    pad = "  " * indent
    said = _message(value)
    if said is not None:
        return [pad + said]
    if isinstance(value, dict):
        out: list[str] = []
        for key, item in value.items():
            if _is_simple(item):
                shown = word(Status(item)) if str(key).endswith("status") and item in STATUSES \
                    else _scalar(item)
                out.append(f"{pad}{key}: {shown}")
            else:
                out.append(f"{pad}{key}:")
                out.extend(_lines(item, indent + 1))
        return out
    if isinstance(value, list | tuple):
        if all(_is_simple(v) for v in value) and len(value) <= 8:
            return [pad + ", ".join(_scalar(v) for v in value) if value else pad + _none()]
        out = []
        for item in value[:MAX_ITEMS]:
            if _is_simple(item):
                out.append(f"{pad}- {_scalar(item)}")
            else:
                sub = _lines(item, indent + 1)
                out.append(pad + "- " + sub[0].lstrip() if sub else pad + "-")
                out.extend(sub[1:])
        if len(value) > MAX_ITEMS:
            out.append(pad + tr("… and %Ln more", None, len(value) - MAX_ITEMS))
        return out
    return [pad + _scalar(value)]


def _message(value: Any) -> str | None:
    """A message's JSON (``{"id": …, "values": …}``) as its sentence; None for other data."""
    if isinstance(value, dict) and set(value) == {"id", "values"}:
        message = Message.from_json(value)
        return render(message) if message is not None else None
    return None


def _none() -> str:
    return tr("(none)")


def _is_simple(value: Any) -> bool:
    return _message(value) is not None or not isinstance(value, dict | list | tuple) or (
        isinstance(value, list | tuple) and not value)


def _scalar(value: Any) -> str:
    said = _message(value)
    if said is not None:
        return said
    if value is None:
        return _none()
    if isinstance(value, bool):
        return tr("yes") if value else tr("no")
    if isinstance(value, list | tuple):
        return _none()
    if isinstance(value, str):
        return _said.get(value) or fixed_text(value)
    return str(value)
