"""Engine sentences as a message id with its values.

The engine says what it found as a ``Message``; a view renders it in the reader's language
by looking up the English template in its translations (the window and ``--lang`` use the
app's translation files, context "engine"), then filling in the values. The English text is
what ``render()`` gives without a lookup, so the JSON and the default output stay as they
were. The templates are kept once, in ``core.catalogue`` (``CATALOGUE``, also importable
from here, where the translation build reads it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from verifier_app.core.catalogue import CATALOGUE, COUNTED

__all__ = [
    "CATALOGUE",
    "Figure",
    "Grouped",
    "Lookup",
    "Message",
    "SaidError",
    "counting",
    "fixed",
    "joined",
    "semicolons",
    "sentences",
]

# English template -> the template in the reader's language. A lookup marked ``counting``
# also takes the count a template is said for (``COUNTED``) and gives the plural form the
# reader's language uses for that number ("1 Siegel hat", "2 Siegel haben").
Lookup = Callable[..., str]


def counting(lookup: Callable[[str, int], str]) -> Callable[[str, int], str]:
    """Mark a lookup that takes a count as its second argument (its plural forms)."""
    lookup.counts = True  # type: ignore[attr-defined]
    return lookup


@dataclass(frozen=True)
class Grouped:
    """A whole number written in groups of three, with the reader's separator: 972,334 in
    English, 972.334 in German (where 972,334 would read as a fraction)."""

    value: int

    def written(self, lookup: Lookup | None = None) -> str:
        thousand = lookup(CATALOGUE["number.thousand"]) if lookup is not None else ""
        separator = thousand[1] if len(thousand) == 5 and not thousand[1].isdigit() else ","
        return f"{self.value:,}".replace(",", separator)

    def __str__(self) -> str:
        return self.written()


@dataclass(frozen=True)
class Figure:
    """A decimal figure with the reader's decimal mark: -0.0033 in English, -0,0033 in
    German (beside the "±0,01" its sentence says). ``signed``: always with its sign."""

    value: float
    places: int = 4
    signed: bool = False

    def written(self, lookup: Lookup | None = None) -> str:
        half = lookup(CATALOGUE["number.decimal"]) if lookup is not None else ""
        mark = half[1] if len(half) == 3 and not half[1].isdigit() else "."
        text = f"{self.value:{'+' if self.signed else ''}.{self.places}f}"
        return text.replace(".", mark)

    def __str__(self) -> str:
        return self.written()


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
            count = self.count() if getattr(lookup, "counts", False) else None
            template = (lookup(template) if count is None else
                        lookup(template, count)) or template
        values = {k: _said(v, lookup) for k, v in self.values}
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError):  # a damaged translation: fall back
            return CATALOGUE[self.id].format(**values)

    def count(self) -> int | None:
        """The number this sentence is said for, when its words depend on it (``COUNTED``):
        the value it names, read from an int or a grouped number."""
        name = COUNTED.get(self.id)
        value = dict(self.values).get(name) if name else None
        value = value.value if isinstance(value, Grouped) else value
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "values": {k: _json(v) for k, v in self.values}}

    def written_key(self) -> tuple[Any, ...]:
        """A key that two messages share only when they are written alike: unlike ``==``,
        it tells 1, 1.0 and True apart, 0.0 from -0.0, and a time from the same moment in
        another zone. Cheaper than ``repr`` (a memo of rendered sentences is keyed by it)."""
        return (self.id, *((k, _written_key(v)) for k, v in self.values))

    @classmethod
    def from_json(cls, data: Any) -> Message | None:
        """A message back from ``to_json`` (None when it is not one this app knows)."""
        if not isinstance(data, dict) or data.get("id") not in CATALOGUE or \
                not isinstance(data.get("values"), dict):
            return None
        values = {k: cls.from_json(v) or v if isinstance(v, dict) else v
                  for k, v in data["values"].items()}
        return cls(data["id"], tuple(values.items()))


class SaidError(Exception):
    """An exception whose reason is a message: ``str()`` its English, ``message`` itself
    (None when the reason was given as English text only), ``said(lookup)`` the sentence in
    the reader's language. The one way an error carries its sentence; ``UserFacingError``
    and every error that names a reason build on it."""

    def __init__(self, message: Message | str = ""):
        self.message = message if isinstance(message, Message) else None
        super().__init__(self.message.render() if self.message else message)

    def __reduce__(self):  # the message survives the trip back from a worker process
        return self.__class__, (self.message or str(self),)

    def said(self, lookup: Lookup | None = None) -> str:
        """The sentence in the language of ``lookup`` (English without one)."""
        return self.message.render(lookup) if self.message is not None else str(self)


def fixed(text: str | Message) -> str | Message:
    """A reason kept as English text (a ``problems`` entry of the JSON) as its message, when
    the catalogue holds it word for word and without values; other text stays as it is."""
    if isinstance(text, Message):
        return text
    id = _FIXED.get(text)
    return Message(id) if id else text


_FIXED = {t: i for i, t in reversed(CATALOGUE.items()) if "{" not in t}


_PLAIN = (str, int, bool, type(None))  # equal values of one of these types write alike


def _written_key(value: Any) -> Any:
    if isinstance(value, Message):
        return value.written_key()
    kind = type(value)
    return (kind, value) if kind in _PLAIN else (kind, repr(value))


def _said(value: Any, lookup: Lookup | None) -> Any:
    if isinstance(value, Message):
        return value.render(lookup)
    return value.written(lookup) if isinstance(value, Grouped | Figure) else value


def _json(value: Any) -> Any:
    """A value as JSON: a message as its own JSON, a JSON value as it is, anything else (a
    grouped number, a date) as the text the sentence shows ("972,334", "2027-04-30")."""
    if isinstance(value, Message):
        return value.to_json()
    if value is None or isinstance(value, str | int | float | bool):
        return value
    return str(value)


def sentences(parts: list[Message]) -> Message:
    """Sentences one after the other, as one message."""
    if len(parts) == 1:
        return parts[0]
    return Message.of("join.sentences", first=parts[0], second=sentences(parts[1:]))


def semicolons(parts: list[Message]) -> Message:
    """'A; B; C' as one message."""
    if len(parts) == 1:
        return parts[0]
    return Message.of("join.semicolon", first=parts[0], second=semicolons(parts[1:]))


def joined(parts: list[Message]) -> Message:
    """'A', 'A and B', 'A, B and C' as one message (the words come from the catalogue)."""
    if len(parts) == 1:
        return parts[0]
    if len(parts) == 2:
        return Message.of("join.two", first=parts[0], second=parts[1])
    return Message.of("join.list", first=parts[0], rest=joined(parts[1:]))
