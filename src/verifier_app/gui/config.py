"""Every user setting, declared once: its key, type, default and description.

The settings dialog shows ``description`` as the label and ``help`` as the tooltip, so
the wording lives here only (and is translated from here). Values live in ``QSettings``
(see ``settings.store``); lists are stored as JSON, so one item or none reads back the
same on every platform.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QLocale, QTranslator

from verifier_app.anchors.anchor_options import AnchorOptions
from verifier_app.anchors.header_sources import DEFAULT_EXPLORERS
from verifier_app.core.bundle import Bundle
from verifier_app.gui import settings
from verifier_app.resources import resource_path

CONTEXT = "config"
# Each language in its own words; only "System language" is translated.
LANGUAGES = {"": QT_TRANSLATE_NOOP("settings_dialog", "System language"), "en": "English",
             "de": "Deutsch", "es": "Español", "ko": "한국어"}
TRANSLATED = ("de", "es", "ko")


@dataclass(frozen=True)
class ConfigVar:
    key: str
    type: type  # bool, str or list (of str)
    default: Any
    description: str  # short: the dialog's label
    help: str = ""  # longer: the tooltip

    def label(self) -> str:
        return QCoreApplication.translate(CONTEXT, self.description)

    def tooltip(self) -> str:
        return QCoreApplication.translate(CONTEXT, self.help or self.description)

    def get(self) -> Any:
        raw = settings.store().value(self.key, None)
        if raw is None:
            return self.default
        if self.type is bool:
            return raw in (True, "true", "1", 1)
        if self.type is list:
            try:
                value = json.loads(str(raw))
            except ValueError:
                return self.default
            return [str(v) for v in value] if isinstance(value, list) else self.default
        return str(raw)

    def set(self, value: Any) -> None:
        settings.store().setValue(self.key, json.dumps(list(value)) if self.type is list
                                  else value)


HEADERS_FILE = ConfigVar(
    "sources/headers_file", str, "",
    QT_TRANSLATE_NOOP("config", "Block headers file"),
    QT_TRANSLATE_NOOP("config", "A file of Bitcoin block headers you trust (for example "
                      "exported from your own node). Each header is checked on its own terms."))
EXPLORERS = ConfigVar(
    "sources/explorers", list, list(DEFAULT_EXPLORERS),
    QT_TRANSLATE_NOOP("config", "Block explorers (one address per line)"),
    QT_TRANSLATE_NOOP("config", "Public block explorers asked for block headers; several "
                      "must agree. Leave empty to use none."))
BITCOIND_URL = ConfigVar(
    "sources/bitcoind_url", str, "",
    QT_TRANSLATE_NOOP("config", "Bitcoin Core RPC address"),
    QT_TRANSLATE_NOOP("config", "Your own Bitcoin Core node, for example "
                      "http://127.0.0.1:8332. It is asked first when set."))
BITCOIND_COOKIE = ConfigVar(
    "sources/bitcoind_cookie", str, "",
    QT_TRANSLATE_NOOP("config", "Bitcoin Core cookie file"),
    QT_TRANSLATE_NOOP("config", "The .cookie file Bitcoin Core writes in its data folder; "
                      "it holds the password for the RPC address."))
TRUST_ROOTS = ConfigVar(
    "trust/extra_roots", list, [],
    QT_TRANSLATE_NOOP("config", "Extra trust roots (PEM files, one per line)"),
    QT_TRANSLATE_NOOP("config", "Root certificates of time-stamp authorities you trust in "
                      "addition to this computer's and the app's own."))
UNTRUSTED = ConfigVar(
    "trust/untrusted", list, [],
    QT_TRANSLATE_NOOP("config", "Intermediate certificates (PEM files, one per line)"),
    QT_TRANSLATE_NOOP("config", "Certificates that link a time-stamp authority to a root you "
                      "trust, like openssl's -untrusted. They are never trusted as roots."))
REKOR_URL = ConfigVar(
    "log/rekor_url", str, "https://rekor.sigstore.dev",
    QT_TRANSLATE_NOOP("config", "Rekor log address"),
    QT_TRANSLATE_NOOP("config", "The Sigstore Rekor transparency log that is asked for each "
                      "stamped list."))
REKOR_KEY = ConfigVar(
    "log/rekor_key", str, "",
    QT_TRANSLATE_NOOP("config", "Rekor public key file"),
    QT_TRANSLATE_NOOP("config", "The log's public key (PEM). Leave empty for the public "
                      "Rekor log's key shipped with the app."))
OFFLINE = ConfigVar(
    "network/offline", bool, False,
    QT_TRANSLATE_NOOP("config", "Offline: never use the network"),
    QT_TRANSLATE_NOOP("config", "Only files on this computer are used. Checks that need a "
                      "network source are reported as not checked, never as passed."))
LANGUAGE = ConfigVar(
    "display/language", str, "",
    QT_TRANSLATE_NOOP("config", "Language"),
    QT_TRANSLATE_NOOP("config", "The language of the app. It changes at once."))
PRESENTATION = ConfigVar(
    "presentation_mode", bool, False,
    QT_TRANSLATE_NOOP("config", "Presentation mode: larger text and marks"),
    QT_TRANSLATE_NOOP("config", "Presentation mode: larger text and marks, for showing to a "
                      "room"))

SOURCES = (HEADERS_FILE, EXPLORERS, BITCOIND_URL, BITCOIND_COOKIE, TRUST_ROOTS, UNTRUSTED,
           REKOR_URL, REKOR_KEY, OFFLINE)
ALL = (*SOURCES, LANGUAGE, PRESENTATION)


def deciding_values() -> tuple[Any, ...]:
    """The values of the settings that decide a check's result (the sources): a change of
    these makes the result on screen stale; language and presentation do not."""
    return tuple(var.get() for var in SOURCES)


def _path(text: str) -> Path | None:
    return Path(text) if text.strip() else None


def anchor_options_from_settings(bundle: Bundle) -> AnchorOptions:
    """Where the walk checks anchors, as the user set it up.

    The embedded demonstration is always checked against its own demonstration sources:
    it is synthetic, so no real source could confirm it, and its keys can never pass.
    Extra trust roots are still added, as they can only add trust the user chose."""
    if bundle.is_demo:
        from verifier_app.engine.walk import default_anchor_options

        options = default_anchor_options(bundle)
        options.trust_ca = [*options.trust_ca, *map(Path, TRUST_ROOTS.get())]
        return options
    return AnchorOptions(
        headers_file=_path(HEADERS_FILE.get()),
        explorers=EXPLORERS.get(),
        bitcoind_url=BITCOIND_URL.get().strip() or None,
        bitcoind_cookie=_path(BITCOIND_COOKIE.get()),
        trust_ca=[Path(p) for p in TRUST_ROOTS.get() if p.strip()],
        untrusted=[Path(p) for p in UNTRUSTED.get() if p.strip()],
        rekor_url=REKOR_URL.get().strip() or str(REKOR_URL.default),
        rekor_key=_path(REKOR_KEY.get()),
        offline=bool(OFFLINE.get()),
    )


# -- language ---------------------------------------------------------------------------
_installed: list[QTranslator] = []
_in_use = ["en"]  # the language install_translator last put in place


def window_locale() -> QLocale:
    """The locale of the window's language: numbers in GUI text are grouped its way
    ("3.506" in German); the engine and the JSON keep their own format."""
    language = _in_use[0]
    return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates) \
        if language == "en" else QLocale(language)


# Until a language is installed the window speaks English: its numbers too (%Ln, QLocale()).
QLocale.setDefault(window_locale())


def chosen_language() -> str:
    """The language to show: the setting, or the system's when it is one we translate."""
    chosen = LANGUAGE.get()
    if chosen in LANGUAGES and chosen:
        return chosen
    system = QLocale.system().name().split("_")[0]
    return system if system in TRANSLATED else "en"


def remove_translators(app: QCoreApplication) -> None:
    """Take out every translation ``install_translator`` put in place (English is then the
    catalogue's own text)."""
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    _in_use[0] = "en"


def install_translator(app: QCoreApplication, language: str | None = None) -> str:
    """Load the app's and Qt's own translations for ``language`` (default: the setting).

    Replaces whatever this function installed before; returns the language in use."""
    remove_translators(app)
    language = language or chosen_language()
    language = language if language in TRANSLATED else "en"
    _in_use[0] = language
    QLocale.setDefault(window_locale())  # numbers in %Ln and QLocale() the language's way
    # English too: its file holds the plural forms ("1 seal", "2 seals") and nothing else.
    folders = [(f"verifier_app_{language}", str(resource_path("translations"))),
               (f"qtbase_{language}",
                QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    for name, folder in folders:
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            _installed.append(translator)
    return language
