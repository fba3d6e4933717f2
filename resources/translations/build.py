"""Refresh the translation sources (.ts) from the code and compile them (.qm).

Run from the repository's top folder with the project's Python environment:

    python resources/translations/build.py            # lupdate, then lrelease
    python resources/translations/build.py --release  # lrelease only

Both tools come with PySide6 (``pyside6-lupdate``, ``pyside6-lrelease``), so no other
installation is needed. Translators edit the .ts files (by hand or with
``pyside6-linguist``); the .qm files are what the app loads.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCES = HERE.parents[1] / "src" / "verifier_app" / "gui"
LANGUAGES = ("de", "es", "ko")


def tool(name: str) -> str:
    """The PySide6 tool next to this Python first, then on PATH."""
    beside = Path(sys.executable).with_name(name)
    found = str(beside) if beside.exists() else shutil.which(name)
    if not found:
        sys.exit(f"{name} was not found: install PySide6 in this environment.")
    return found


def main(argv: list[str]) -> None:
    files = sorted(str(p) for p in SOURCES.rglob("*.py"))
    for language in LANGUAGES:
        ts = HERE / f"verifier_app_{language}.ts"
        if "--release" not in argv:
            subprocess.run([tool("pyside6-lupdate"), *files, "-no-obsolete",
                            "-locations", "none", "-target-language", language, "-ts", str(ts)],
                           check=True)
        subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm",
                        str(HERE / f"verifier_app_{language}.qm")], check=True)


if __name__ == "__main__":
    main(sys.argv[1:])
