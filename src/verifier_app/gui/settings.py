"""Where the app's settings are stored, and the list of recent bundles.

Every user-facing setting is declared once, in ``config`` (a ``ConfigVar``); all are
stored with ``QSettings``, which tests point at a temporary folder.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QSettings

ORGANISATION = "verifier-app"
APPLICATION = "verifier-app"
MAX_RECENT = 8


@dataclass(frozen=True)
class Setting:
    key: str
    default: Any
    description: str


RECENT_BUNDLES = Setting("recent_bundles", "[]", "Bundles opened recently (File > Recent)")


def store() -> QSettings:
    # INI everywhere: one readable file, and tests can move it with QSettings.setPath.
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANISATION,
                     APPLICATION)


def put(setting: Setting, value: Any) -> None:
    store().setValue(setting.key, value)


def recent_bundles() -> list[list[str]]:
    try:
        data = json.loads(str(store().value(RECENT_BUNDLES.key, RECENT_BUNDLES.default)))
    except ValueError:
        return []
    return [entry for entry in data if isinstance(entry, list)
            and all(isinstance(p, str) for p in entry)] if isinstance(data, list) else []


def remember_bundle(paths: list[str]) -> None:
    entries = [paths, *(e for e in recent_bundles() if e != paths)][:MAX_RECENT]
    put(RECENT_BUNDLES, json.dumps(entries))
