"""Evidence as readable text: nested dicts and lists as indented "key: value" lines."""

from __future__ import annotations

from typing import Any

MAX_ITEMS = 200


def format_evidence(value: Any, indent: int = 0) -> str:
    return "\n".join(_lines(value, indent)) or "(no evidence recorded)"


def _lines(value: Any, indent: int) -> list[str]:
    pad = "  " * indent
    if isinstance(value, dict):
        out: list[str] = []
        for key, item in value.items():
            if _is_simple(item):
                out.append(f"{pad}{key}: {_scalar(item)}")
            else:
                out.append(f"{pad}{key}:")
                out.extend(_lines(item, indent + 1))
        return out
    if isinstance(value, list | tuple):
        if all(_is_simple(v) for v in value) and len(value) <= 8:
            return [pad + ", ".join(_scalar(v) for v in value) if value else pad + "(none)"]
        out = []
        for item in value[:MAX_ITEMS]:
            if _is_simple(item):
                out.append(f"{pad}- {_scalar(item)}")
            else:
                sub = _lines(item, indent + 1)
                out.append(pad + "- " + sub[0].lstrip() if sub else pad + "-")
                out.extend(sub[1:])
        if len(value) > MAX_ITEMS:
            out.append(f"{pad}… and {len(value) - MAX_ITEMS} more")
        return out
    return [pad + _scalar(value)]


def _is_simple(value: Any) -> bool:
    return not isinstance(value, dict | list | tuple) or (
        isinstance(value, list | tuple) and not value)


def _scalar(value: Any) -> str:
    if value is None:
        return "(none)"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list | tuple):
        return "(none)"
    return str(value)
