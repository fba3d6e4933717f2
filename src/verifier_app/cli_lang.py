"""``--lang``: the text output in German, Spanish or Korean, from the app's own
translation files (the same as the window's), default from the locale.

``verify``: the headline and the steps' and checks' result sentences (the engine's
messages), the verdict's title and meaning, the step titles and the status words;
``stats`` and ``fetch``: every line of their text output; ``trusted-root``, ``day``,
``history`` and ``watch`` likewise. Numbers are written the reader's way (``Grouped``,
``Figure``).
"""

from __future__ import annotations

import argparse
import locale
import os
from dataclasses import dataclass
from functools import cache

from verifier_app.core.messages import Message, SaidError

LANGUAGES = ("en", "de", "es", "ko")


def add_lang_argument(parser: argparse.ArgumentParser,
                      what: str = "the text output") -> None:
    """``--lang``: the same choices and default (the locale's language) for every command."""
    parser.add_argument("--lang", choices=LANGUAGES, default=None,
                        help=f"language of {what} (default: the locale's)")


def locale_language() -> str:
    """The language of the user's locale when it is one the app speaks, else English."""
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable)
        if value:
            code = value.split("_")[0].split(".")[0].lower()
            return code if code in LANGUAGES else "en"
    code = (locale.getlocale()[0] or "en").split("_")[0].lower()
    return code if code in LANGUAGES else "en"


@dataclass(frozen=True)
class Words:
    """Look-ups into one language: ``engine`` for message templates, ``text`` for the
    window's fixed texts (context "messages"). English returns every text as it is."""

    language: str
    translator: object | None = None

    def engine(self, template: str, count: int = -1) -> str:
        """A message template; with ``count``, in the plural form for that number."""
        return self._find("engine", template, count)

    engine.counts = True  # type: ignore[attr-defined]  (see core.messages.counting)

    def text(self, source: str) -> str:
        return self._find("messages", source)

    def _find(self, context: str, source: str, count: int = -1) -> str:
        if self.translator is None or not source:
            return source
        return self.translator.translate(  # type: ignore[attr-defined]
            context, source, None, count) or source


def words_for(language: str | None) -> Words:
    """English loads its file too: it holds the plural forms ("1 seal", "2 seals")."""
    language = language or locale_language()
    from PySide6.QtCore import QTranslator

    from verifier_app.resources import resource_path

    translator = QTranslator()
    if not translator.load(f"verifier_app_{language}", str(resource_path("translations"))):
        return Words("en")
    return Words(language, translator)


def said(message: Message, args: argparse.Namespace) -> str:
    """A sentence of the command line in the reader's language: ``--lang`` where the
    command has it, else the locale's."""
    return message.render(_words(getattr(args, "lang", None)).engine)


def said_error(error: SaidError, args: argparse.Namespace) -> str:
    """``verifier-app: <the reason>`` in the reader's language."""
    words = _words(getattr(args, "lang", None))
    return Message.of("cli.error", reason=error.said(words.engine)).render(words.engine)


def _words(language: str | None) -> Words:
    return _words_in(language or locale_language())


@cache
def _words_in(language: str) -> Words:
    return words_for(language)
