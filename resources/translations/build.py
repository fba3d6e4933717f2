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
import xml.etree.ElementTree as ET
from pathlib import Path
from xml.sax.saxutils import escape

HERE = Path(__file__).resolve().parent
SOURCES = HERE.parents[1] / "src" / "verifier_app" / "gui"
LANGUAGES = ("de", "es", "ko")
ENGINE_CONTEXT = "engine"  # the templates of engine/messages.py, looked up by the views


def engine_templates() -> list[str]:
    """The English templates of the engine's message catalogue, read from its module."""
    sys.path.insert(0, str(HERE.parents[1] / "src"))
    from verifier_app.engine.messages import CATALOGUE

    return list(dict.fromkeys(CATALOGUE.values()))


def saved_engine(ts: Path) -> dict[str, str]:
    """The translations of the engine context already in ``ts`` (lupdate drops them)."""
    if not ts.is_file():
        return {}
    root = ET.parse(ts).getroot()
    found = {}
    for context in root.iter("context"):
        if context.findtext("name") == ENGINE_CONTEXT:
            for message in context.iter("message"):
                found[message.findtext("source") or ""] = message.findtext("translation") or ""
    return found


def add_engine(ts: Path, saved: dict[str, str]) -> None:
    """Append the engine context in lupdate's own layout: every catalogue template,
    translated where it was (a plain text append keeps the rest of the file as it is)."""
    text = ts.read_text(encoding="utf-8")
    head, _, _ = text.rpartition("</TS>")
    lines = ["<context>", f"    <name>{ENGINE_CONTEXT}</name>"]
    for template in engine_templates():
        done = saved.get(template)
        translation = f"<translation>{escape(done)}</translation>" if done else \
            '<translation type="unfinished"></translation>'
        lines += ["    <message>", f"        <source>{escape(template)}</source>",
                  f"        {translation}", "    </message>"]
    lines.append("</context>")
    ts.write_text(head + "\n".join(lines) + "\n</TS>\n", encoding="utf-8")


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
            saved = saved_engine(ts)
            subprocess.run([tool("pyside6-lupdate"), *files, "-no-obsolete",
                            "-locations", "none", "-target-language", language, "-ts", str(ts)],
                           check=True)
            add_engine(ts, saved)
        subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm",
                        str(HERE / f"verifier_app_{language}.qm")], check=True)


if __name__ == "__main__":
    main(sys.argv[1:])
