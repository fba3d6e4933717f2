"""The English a translated sentence must not keep: the literal parts of message templates
between their placeholders, three words or more once the punctuation around them is gone (so
names, codes and a two-word piece such as "it is", which German "Zeit ist" contains, do not
count)."""

from __future__ import annotations

import re
from collections.abc import Iterable

PLACEHOLDER = re.compile(r"\{([a-z_0-9]+)\}")


def literal_phrases(templates: Iterable[str]) -> list[str]:
    parts = (p.strip(" .,:;()") for t in templates for p in PLACEHOLDER.split(t))
    return [p for p in parts if len(p.split()) >= 3]


# Data in a command's text output: a path, an address, a file or column name, a number, a
# hash. Words next to them are what a reader reads.
DATA = re.compile(r"\S*[/.:_\d-]\S*")


def words_of(text: str) -> set[str]:
    """The words of three letters or more in ``text``, data left out."""
    return set(re.findall(r"[A-Za-z]{3,}", DATA.sub(" ", text)))


def english_left(english: str, translated: str, allowed: set[str]) -> list[str]:
    """The words the English text output shares with its translation, beyond ``allowed``
    (names, commands and the words a language writes as English does)."""
    return sorted(words_of(english) & words_of(translated) - allowed)


def translated_phrases_left(said: str, lookup) -> list[str]:
    """The English phrases of every catalogue template ``lookup`` translates that ``said``
    still holds."""
    from verifier_app.core.catalogue import CATALOGUE

    translated = [t for t in CATALOGUE.values() if lookup(t) not in ("", t)]
    return sorted({p for p in literal_phrases(translated) if p in said})
