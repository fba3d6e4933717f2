"""Refresh the translation sources (.ts) from the code and compile them (.qm).

Run from the repository's top folder with the project's Python environment:

    python resources/translations/build.py            # lupdate, then lrelease
    python resources/translations/build.py --release  # lrelease only

Both tools come with PySide6 (``pyside6-lupdate``, ``pyside6-lrelease``), so no other
installation is needed. Translators edit the .ts files (by hand or with
``pyside6-linguist``); the .qm files are what the app loads.

English is the language the code is written in; its file holds only the plural forms of
the texts that count something ("1 seal", "2 seals"), as Qt's plural handling asks.
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
PLURALS_ONLY = ("en",)  # the source language: a file of plural forms only
ENGINE_CONTEXT = "engine"  # the templates of core/messages.py, looked up by the views
FORMS = {"de": 2, "es": 2, "ko": 1, "en": 2}  # plural forms: one, other (Korean: one)


def engine_templates() -> list[tuple[str, bool]]:
    """The English templates of the engine's message catalogue, read from its module, each
    with whether it counts something (``COUNTED``: said in plural forms)."""
    sys.path.insert(0, str(HERE.parents[1] / "src"))
    from verifier_app.core.catalogue import CATALOGUE, COUNTED

    counted = {CATALOGUE[id] for id in COUNTED}
    return [(t, t in counted) for t in dict.fromkeys(CATALOGUE.values())]


def saved_engine(ts: Path) -> dict[str, list[str]]:
    """The translations of the engine context already in ``ts`` (lupdate drops them): one
    text, or one per plural form."""
    if not ts.is_file():
        return {}
    root = ET.parse(ts).getroot()
    found = {}
    for context in root.iter("context"):
        if context.findtext("name") == ENGINE_CONTEXT:
            for message in context.iter("message"):
                translation = message.find("translation")
                forms = [f.text or "" for f in translation.iter("numerusform")] \
                    if translation is not None else []
                text = translation.text if translation is not None else ""
                found[message.findtext("source") or ""] = forms or [text or ""]
    return found


def _message(template: str, counted: bool, done: list[str] | None, forms: int) -> list[str]:
    """One message in lupdate's own layout; unfinished when it has no translation yet (or
    fewer plural forms than its language has)."""
    finished = done is not None and all(done) and len(done) == (forms if counted else 1)
    state = "" if finished else ' type="unfinished"'
    head = '    <message numerus="yes">' if counted else "    <message>"
    lines = [head, f"        <source>{escape(template)}</source>"]
    if not counted:
        text = escape(done[0]) if finished and done else ""
        return [*lines, f"        <translation{state}>{text}</translation>", "    </message>"]
    lines.append(f"        <translation{state}>")
    lines += [f"            <numerusform>{escape(form)}</numerusform>"
              for form in (done or [""])]
    return [*lines, "        </translation>", "    </message>"]


def add_engine(ts: Path, saved: dict[str, list[str]], language: str,
               plurals_only: bool = False) -> None:
    """Append the engine context in lupdate's own layout: every catalogue template (only the
    counted ones for the source language), translated where it was (a plain text append
    keeps the rest of the file as it is)."""
    text = ts.read_text(encoding="utf-8")
    head, _, _ = text.rpartition("</TS>")
    lines = ["<context>", f"    <name>{ENGINE_CONTEXT}</name>"]
    for template, counted in engine_templates():
        if counted or not plurals_only:
            lines += _message(template, counted, saved.get(template), FORMS[language])
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
    for language in (*LANGUAGES, *PLURALS_ONLY):
        ts = HERE / f"verifier_app_{language}.ts"
        plurals_only = language in PLURALS_ONLY
        if "--release" not in argv:
            saved = saved_engine(ts)
            subprocess.run([tool("pyside6-lupdate"), *files, "-no-obsolete",
                            "-locations", "none", "-target-language", language,
                            *(["-pluralonly"] if plurals_only else []), "-ts", str(ts)],
                           check=True)
            add_engine(ts, saved, language, plurals_only)
        subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm",
                        str(HERE / f"verifier_app_{language}.qm")], check=True)


if __name__ == "__main__":
    main(sys.argv[1:])
