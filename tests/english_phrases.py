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
