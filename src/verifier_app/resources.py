"""Where the shipped resources live: the embedded demo bundle, trust roots, keys.

In a source checkout (and an editable install) they sit in ``resources/`` at the top of
the repository; in a frozen build PyInstaller unpacks them under ``sys._MEIPASS``.
The environment variable ``VERIFIER_APP_RESOURCES`` overrides both.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def resources_dir() -> Path:
    override = os.environ.get("VERIFIER_APP_RESOURCES")
    if override:
        return Path(override)
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    return _CHECKOUT / "resources"


_CHECKOUT = Path(__file__).resolve().parents[2]  # resolved once: asked for on every token


def resource_path(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)


def demo_bundle_dir() -> Path:
    return resource_path("demo-bundle")
