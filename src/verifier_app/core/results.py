"""Result objects shared by every check, the command line and the GUI: the steps, the
chain, each stamped list and each seal with its anchors' results (``anchor_results``), all
decided on the one ``Status`` (``status``).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from enum import StrEnum
from typing import Any

from verifier_app.core.anchor_results import AnchorResult, OtsResult, RekorResult, TokenResult
from verifier_app.core.messages import Lookup, Message
from verifier_app.core.status import Status


@dataclass
class StepResult:
    """One of the ten steps of the paper's Appendix B."""

    id: str
    title: str
    status: Status
    detail: str = ""  # the English sentence (rendered from ``message`` when only it is given)
    evidence: dict[str, Any] = field(default_factory=dict)
    command: str = ""
    applies: bool = True  # False: shown, but this bundle gives it nothing to decide
    # Left out of the verdict (``applies`` False) because this walk could not make it
    # (working offline, no checkpoint, no witness statement about the bundle): views mark
    # it NOT CHECKED, never DOES NOT APPLY. Not in the JSON, which keeps ``applies``.
    left_unchecked: bool = False
    failure: StrEnum | None = None  # why it failed, as a code (``core.failures``)
    # The sentence as a message id with its values, for views in the reader's language;
    # ``detail`` is its English text (given only a message, ``detail`` is rendered from it).
    message: Message | None = None
    # A step done in parts (step 7: 7a the forecasts' scores, 7b the portfolio accounts),
    # each a result of its own; the step's status combines theirs. In the JSON only when
    # there are parts, so every other step's keys stay as they were.
    parts: tuple[StepResult, ...] = ()

    def __post_init__(self) -> None:
        if self.message is not None and not self.detail:
            self.detail = self.message.render()

    def said(self, lookup: Lookup | None = None) -> str:
        """The sentence in the reader's language (``lookup``), or as the engine wrote it."""
        return self.message.render(lookup) if self.message and lookup else self.detail

    @property
    def marked_applies(self) -> bool:
        """Whether views mark it with its status rather than DOES NOT APPLY: every check
        that applies, and one left out of the verdict because it could not be made here
        (``left_unchecked``), so badge and sentence never disagree."""
        return self.applies or (self.status == Status.NOT_CHECKED and self.left_unchecked)

    def to_json(self) -> dict[str, Any]:
        data = {
            "id": self.id,
            "title": self.title,
            "status": self.status.value,
            "detail": self.detail,
            "evidence": self.evidence,
            "command": self.command,
            "applies": self.applies,
            "failure": self.failure.value if self.failure else None,
            "message": self.message.to_json() if self.message else None,
        }
        if self.parts:
            data["parts"] = [part.to_json() for part in self.parts]
        return data


@dataclass
class ChainResult:
    """Outcome of recomputing every seal and link of one hash-chained file."""

    path: str
    lines: int = 0
    chain_ok: bool = False
    first_bad_line: int | None = None
    rule: str | None = None
    problem: str | None = None
    sha256: str = ""
    size: int = 0
    partial_last_line: bool = False
    notes: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class CoverResult:
    """What one line of a stamped list claims about one book, and whether it holds."""

    book: str
    lines: int
    sha256: str
    last_link: str
    file: str | None = None
    actual_sha256: str | None = None
    actual_last_link: str | None = None
    prefix_ok: bool | None = None
    last_link_ok: bool | None = None
    status: Status = Status.NOT_CHECKED
    problem: str = ""
    failure: StrEnum | None = None  # a PrefixFailure when the claim fails
    message: Message | None = None  # ``problem`` for views in the reader's language

    def to_json(self) -> dict[str, Any]:
        # Every field, in order (a test holds the keys to the fields); written out, as a
        # season's 1,300 claims made ``asdict``'s deep copies a visible part of the report.
        return {
            "book": self.book, "lines": self.lines, "sha256": self.sha256,
            "last_link": self.last_link, "file": self.file,
            "actual_sha256": self.actual_sha256, "actual_last_link": self.actual_last_link,
            "prefix_ok": self.prefix_ok, "last_link_ok": self.last_link_ok,
            "status": self.status.value, "problem": self.problem,
            "failure": self.failure.value if self.failure else None,
            "message": self.message.to_json() if self.message else None,
        }


@dataclass
class SealResult:
    """One stamped list (a seal) and everything checked about it."""

    list: str
    sha256: str
    day: str | None = None
    time: str | None = None
    covers: list[CoverResult] = field(default_factory=list)
    status: Status = Status.NOT_CHECKED
    problem: str = ""
    problem_message: Message | None = None  # ``problem`` for views in the reader's language
    kind: str = "list"  # "list": a stamped list; "file": any other file given with its proofs
    chain: Status = Status.NOT_CHECKED  # the chain over the book lines the seal covers
    chain_broken_at: int | None = None  # its first bad line when ``chain`` fails (not in JSON)
    # Its time anchors, once checked (``anchors_checked``): the Bitcoin proof, each
    # authority's token, the transparency log's entry.
    anchors_checked: bool = False
    ots: OtsResult | None = None
    tokens: list[TokenResult] = field(default_factory=list)
    rekor: RekorResult | None = None

    def said_problem(self, lookup: Lookup | None = None) -> str:
        """``problem`` in the reader's language where it was said as a message."""
        return self.problem_message.render(lookup) if self.problem_message else self.problem

    def anchors(self) -> list[AnchorResult]:
        """Every time anchor checked for this seal, Bitcoin first."""
        return [a for a in (self.ots, *self.tokens, self.rekor) if a is not None]

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "list": self.list,
            "kind": self.kind,
            "sha256": self.sha256,
            "day": self.day,
            "time": self.time,
            "covers": [c.to_json() for c in self.covers],
            "status": self.status.value,
            "problem": self.problem,
            "chain": self.chain.value,
        }
        if self.anchors_checked:
            data["ots"] = self.ots.to_json() if self.ots else None
            data["tokens"] = [t.to_json() for t in self.tokens]
            data["rekor"] = self.rekor.to_json() if self.rekor else None
        return data
