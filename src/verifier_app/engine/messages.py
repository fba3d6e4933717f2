"""Engine sentences as a message id with its values, and the English template of each id.

The engine says what it found as a ``Message``; a view renders it in the reader's language
by looking up the English template in its translations (the window and ``--lang`` use the
app's translation files, context "engine"), then filling in the values. The English text is
what ``render()`` gives without a lookup, so the JSON and the default output stay as they
were. The templates are kept here once: the translation build reads them from this module.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Lookup = Callable[[str], str]  # English template -> the template in the reader's language

CATALOGUE: dict[str, str] = {
    # The headline: what was proven and at which level (engine.headline).
    "headline.proven": "{chain} — times proven by {proofs} (level {level})",
    "headline.nothing": "{chain} — times proven by: nothing independent (level {level})",
    "chain.intact": "Chain intact",
    "chain.broken": "Chain BROKEN at book line {line}",
    "chain.differs": "The book does not match its seals",
    "chain.not_checked": "Chain not checked",
    "proof.bitcoin": "Bitcoin block {height}",
    "proof.bitcoin_many": "{count} Bitcoin blocks (the first {height})",
    "proof.authority": "1 time-stamp authority",
    "proof.authorities": "{count} time-stamp authorities",
    "proof.log": "the Rekor transparency log",
    "join.two": "{first} and {second}",
    "join.list": "{first}, {rest}",
}


@dataclass(frozen=True)
class Message:
    """One sentence: its id in ``CATALOGUE`` and its values (a value may be a Message)."""

    id: str
    values: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, id: str, **values: Any) -> Message:
        if id not in CATALOGUE:
            raise KeyError(f"no message {id}")
        return cls(id, tuple(values.items()))

    def render(self, lookup: Lookup | None = None) -> str:
        template = CATALOGUE[self.id]
        if lookup is not None:
            template = lookup(template) or template
        values = {k: v.render(lookup) if isinstance(v, Message) else v
                  for k, v in self.values}
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError):  # a damaged translation: fall back
            return CATALOGUE[self.id].format(**values)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "values": {k: v.to_json() if isinstance(v, Message) else v
                                          for k, v in self.values}}


def joined(parts: list[Message]) -> Message:
    """'A', 'A and B', 'A, B and C' as one message (the words come from the catalogue)."""
    if len(parts) == 1:
        return parts[0]
    if len(parts) == 2:
        return Message.of("join.two", first=parts[0], second=parts[1])
    return Message.of("join.list", first=parts[0], rest=joined(parts[1:]))
