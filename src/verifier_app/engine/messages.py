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
    "join.semicolon": "{first}; {second}",
    "join.sentences": "{first} {second}",
    # The steps' sentences (engine.steps and the checks beside them).
    "step1.found": "Found the book and {lists} stamped list(s).",
    "step1.no_lists": "Found the book but no stamped list (file not provided).",
    "step1.no_book": "Found stamped lists but no book (file not provided).",
    "step1.nothing": "Neither a book nor a stamped list was provided.",
    "step2.none": "No stamped list was provided.",
    "step2.names_no_book": "{list} names no book, so it seals nothing that can be checked.",
    "step2.read": "Read {lists} stamped list(s) with {claims} book claim(s).",
    "step3.none": "No book named by a stamped list was provided.",
    "step3.book_missing": "The book the stamped lists name ({book}) was not provided or could "
    "not be read, so not one of its stamped lines was checked.",
    "step3.all_match": "All {count} stamped prefixes match the book: the sealed lines are "
    "exactly the lines you have.",
    "step3.skipped": "{count} other book(s) named in the lists were not provided.",
    "cover.not_provided": "{book} was not provided, so this claim was not checked.",
    "cover.not_a_book": "{file} is not a book (it is empty, damaged, too large, binary or "
    "another file), so the stamped lines are not in it.",
    "cover.shorter": "The book you have is shorter than the one that was stamped: the seal "
    "covers {lines} lines, your copy of {file} has {have}.",
    "cover.prefix_differs": "The first {lines} lines of {file} do not hash to the stamped "
    "value: the book was changed after this seal.",
    "cover.link_differs": "Line {lines} of {file} has another link than the stamped one.",
    "step4.none": "No book was provided.",
    "step4.ok": "chain ok: {lines} lines of {path}",
    "step4.broken": "{path}: Line {line}: {reason}.",
    "step4.empty": "{path}: The file holds no complete line: there is no book to check.",
    "step5.none": "No run lines with an ask hash were read (no book provided).",
    "step5.all": "All {runs} runs answered exactly the published question text.",
    "step5.missing": "{checked} of {runs} runs checked; the ask text of {missing} run(s) was "
    "not provided (first: {first}).",
    "step6.none": "Not checked: no stamped list or proof was provided.",
    "step7.no_stats": "Not checked: council-stats.json (the published figures) was not "
    "provided.",
    "step7.all": "All {count} published figures were reproduced from the verified forecasts "
    "(within {tolerance}).",
    "step7.differ": "{count} of {compared} published figures differ from the app's recount "
    "(e.g. {figure}: published {published}, recounted {recomputed}).",
    "step7.unverified": "{count} forecast rows could not be verified against the sealed book "
    "and were left out.",
    "step8.none": "arena-code.json was not provided.",
    "step8.unreadable": "arena-code.json is not a readable JSON code list.",
    "step8.empty": "arena-code.json lists no code file with a SHA-256.",
    "step8.differs": "The published code of {file} differs from the hash in arena-code.json.",
    "step8.missing": "{matching} of {total} code files match; {missing} were not provided "
    "(first: {first}).",
    "step8.all": "All {count} published code files match arena-code.json.",
    "step9.none": "Not checked: no stamped list or token was provided.",
    "step10.none": "Not checked: no stamped list was provided to look up in the log.",
    "paper.demo": "The demonstration league is not the paper's league, so its values are not "
    "compared.",
    "paper.none": "This bundle holds none of the files whose values the paper prints, so "
    "nothing could be compared.",
    "paper.all_match": "All {count} values of this bundle that the paper prints match it.",
    "identities.none": "No answer line seals its model.",
    "step6.anchored": "{anchored} of {total} seals are anchored in block headers that check "
    "out (first: height {height}, header time {time}).",
    "step6.anchored_bound": "{anchored} of {total} seals are anchored in block headers that "
    "check out (first: height {height}, header time {time}, existed no later than {bound}).",
    "step6.unanchored": "{count} seal(s) have no checked anchor yet ({pending} pending): their "
    "time is not proven.",
    "step6.low_work": "WARNING: these block headers are not from Bitcoin's main chain (their "
    "proof of work is far too small); the times they show prove nothing.",
    "step10.logged": "{logged} of {total} seals are in the transparency log.",
    "step10.missing": "{count} seal(s) were not found or not checked.",
    "step10.root": "Log keys from Sigstore's trusted root ({source}), taken {fetched}, {age} "
    "days ago.",
    "demo.warning": "Demonstration key shipped openly with the app, not a real authority or "
    "log: this proves nothing about real time.",
    # Why a book line breaks the chain (engine.line_rules), for readers who never saw the
    # paper.
    "rule.bom": "the file starts with a byte-order mark, so its bytes are not the ones that "
    "were stamped (an editor or a converter added it)",
    "rule.crlf": "the line endings were rewritten to Windows style (CRLF), so the bytes no "
    "longer match the stamped book; a copy that rewrites line endings fails by design",
    "rule.utf8": "the line is not valid UTF-8 text: bytes were damaged or re-encoded",
    "rule.json": "the line is not a readable JSON object",
    "rule.too_long": "the line is far longer than any book line can be; the file is damaged "
    "or not a book",
    "rule.fields": "the line lacks the bookkeeping fields n, prev, seal and link",
    "rule.n": "the line's number n does not match its position: lines were dropped, added "
    "or moved",
    "rule.prev": "the line does not point to the line before it (prev differs from that "
    "line's link): lines were dropped, added or moved",
    "rule.seal": "the line's content does not match its seal: something in it was changed "
    "after it was sealed",
    "rule.link": "the line's link does not match: its number, prev or seal were changed",
    "rule.text": "the line holds an escaped lone surrogate (such as \\ud800), which is not "
    "text: it cannot be written as UTF-8, so its seal and link cannot be recomputed by the "
    "paper's rule",
    "rule.duplicate_key": "the line names the same field twice with different values, so "
    "two readers could see two different lines under one hash",
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


def sentences(parts: list[Message]) -> Message:
    """Sentences one after the other, as one message."""
    if len(parts) == 1:
        return parts[0]
    return Message.of("join.sentences", first=parts[0], second=sentences(parts[1:]))


def joined(parts: list[Message]) -> Message:
    """'A', 'A and B', 'A, B and C' as one message (the words come from the catalogue)."""
    if len(parts) == 1:
        return parts[0]
    if len(parts) == 2:
        return Message.of("join.two", first=parts[0], second=parts[1])
    return Message.of("join.list", first=parts[0], rest=joined(parts[1:]))
