"""Blind-season identities (SPEC section 3, requirement 1): open each model commitment.

In the blind season an answer line seals its model as ``H(salt ∥ model ∥ version ∥ mode)``
instead of naming it; the salts are published after the season. The paper does not print
the byte layout, so both plausible forms are tried and the one that matched is named:
``raw`` (the salt's bytes, then the texts as UTF-8) and ``hex`` (the salt as hex text,
then the texts). Without a salts file the commitments stay sealed: "not checked".
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any

from verifier_app.core.bundle import Bundle
from verifier_app.core.canonical import HEX64
from verifier_app.core.errors import UserFacingError
from verifier_app.core.failures import IdentityFailure
from verifier_app.core.messages import CATALOGUE, Message
from verifier_app.core.results import Status, StepResult

MAX_SALTS_BYTES = 8 * 1024 * 1024
FORMS = ("raw", "hex")


@dataclass
class CommitmentIndex:
    """Answer lines that seal their model as a commitment, gathered during the chain scan."""

    lines: dict[int, tuple[str, str]] = field(default_factory=dict)  # n -> (seat, commitment)

    def record(self, n: int, facts: dict[str, Any]) -> None:
        if facts.get("kind") != "answer":
            return
        value = next((v for k, v in facts.items() if "commit" in k and isinstance(v, str)
                      and HEX64.match(v)), None)
        if value is not None:
            self.lines[n] = (str(facts.get("seat", "")), value)


def digest(form: str, salt: str, model: str, version: str, mode: str) -> str | None:
    head = b""
    if form == "raw":
        try:
            head = bytes.fromhex(salt)
        except ValueError:
            return None
    try:
        if form != "raw":
            head = salt.encode()
        return hashlib.sha256(head + f"{model}{version}{mode}".encode()).hexdigest()
    except UnicodeEncodeError:  # a lone surrogate is not text: it opens nothing
        return None


@dataclass(frozen=True)
class OpenedLine:
    """One sealed identity held against its seat's published salt."""

    line: int
    seat: str
    commitment: str
    status: Status  # PASS opened, FAIL does not open, NOT_CHECKED no salt for the seat
    form: str | None = None  # the byte layout that opened it
    model: str | None = None

    @property
    def detail(self) -> str | None:
        return {Status.NOT_CHECKED: "no salt published for this seat",
                Status.FAIL: "the published salt and model do not open it"}.get(self.status)

    def to_json(self) -> dict[str, Any]:
        row: dict[str, Any] = {"line": self.line, "seat": self.seat,
                               "commitment": self.commitment, "status": self.status.value}
        if self.status is Status.PASS:
            return dict(row, form=self.form, model=self.model)
        return dict(row, detail=self.detail)


@dataclass(frozen=True)
class Identities:
    """The blind season's sealed identities, opened with the published salts."""

    sealed: int  # answer lines that seal their model as a commitment (0: none do)
    status: Status  # of the opening (NOT_CHECKED without salts)
    detail: str
    source: str | None = None  # the salts file
    rows: tuple[OpenedLine, ...] | None = None  # None: the salts were not read

    @property
    def state(self) -> str:
        """none | pass | fail | not_checked: the ``status`` key of the JSON."""
        return "none" if not self.sealed else self.status.value

    def to_json(self, with_rows: bool = True) -> dict[str, Any]:
        found: dict[str, Any] = {"status": self.state, "lines": self.sealed}
        if not self.sealed:
            return {**found, "detail": self.detail}
        if self.rows is None:
            return {**found, "source": self.source, "detail": self.detail}
        opened = [r for r in self.rows if r.status is Status.PASS]
        found.update(opened=len(opened), forms=sorted({r.form for r in opened if r.form}),
                     mismatches=[r.line for r in self.rows if r.status is Status.FAIL],
                     source=self.source, detail=self.detail)
        if with_rows:
            found["rows"] = [r.to_json() for r in self.rows]
        return found


def open_commitments(bundle: Bundle, index: CommitmentIndex) -> Identities:
    """Each sealed identity opened with the published salts, and the form that matched."""
    if not index.lines:
        return Identities(0, Status.NOT_CHECKED, CATALOGUE["identities.none"])
    salts, source = _salts(bundle)
    if not salts:
        return Identities(len(index.lines), Status.NOT_CHECKED,
                          f"{len(index.lines)} answer lines seal their model as a commitment; "
                          "the salts are not published (or not provided), so the models stay "
                          "sealed and are shown by seat only.", source)
    rows = tuple(_open(n, seat, value, salts.get(seat)) for n, (seat, value) in
                 sorted(index.lines.items()))
    return _summary(rows, source)


def _open(n: int, seat: str, value: str, entry: dict[str, Any] | None) -> OpenedLine:
    if not entry:
        return OpenedLine(n, seat, value, Status.NOT_CHECKED)
    parts = [str(entry.get(k, "")) for k in ("salt", "model", "version", "mode")]
    form = next((f for f in FORMS if digest(f, *parts) == value), None)
    if form is None:
        return OpenedLine(n, seat, value, Status.FAIL)
    return OpenedLine(n, seat, value, Status.PASS, form, parts[1])


def _summary(rows: tuple[OpenedLine, ...], source: str | None) -> Identities:
    failed = [r.line for r in rows if r.status is Status.FAIL]
    opened = [r for r in rows if r.status is Status.PASS]
    forms = sorted({r.form for r in opened if r.form})
    if failed:
        status = Status.FAIL
        detail = (f"{len(failed)} sealed identities do not open with the published salts "
                  f"(first: line {failed[0]}): the model named after the season is not the "
                  "one that was sealed.")
    elif len(opened) < len(rows):
        status = Status.NOT_CHECKED
        detail = f"{len(opened)} of {len(rows)} sealed identities opened; the rest lack a salt."
    else:
        status = Status.PASS
        detail = (f"All {len(rows)} sealed identities open with the published salts "
                  f"(form: {', '.join(forms)}).")
    return Identities(len(rows), status, detail, source, rows)


def _salts(bundle: Bundle) -> tuple[dict[str, dict[str, Any]], str | None]:
    """Seat -> {salt, model, version, mode} from a published salts file, if any."""
    found = next((f for f in bundle.sorted_files()
                  if "salt" in f.name.lower() and f.name.endswith(".json")), None)
    if found is None:
        return {}, None
    try:
        data = json.loads(found.read_bytes(MAX_SALTS_BYTES))
    except (ValueError, UserFacingError):
        return {}, found.relpath
    seats = data.get("seats", data) if isinstance(data, dict) else data
    if isinstance(seats, list):
        seats = {str(e.get("seat")): e for e in seats if isinstance(e, dict)}
    if not isinstance(seats, dict):
        return {}, found.relpath
    return {k: v for k, v in seats.items() if isinstance(v, dict)}, found.relpath


IDENTITY_TITLE = "Sealed model identities (blind season)"
IDENTITY_COMMAND = ("printf '%s%s%s%s' <salt> <model> <version> <mode> | shasum -a 256   "
                    "# equals the line's commitment")


def identity_check(opened: Identities) -> StepResult:
    """Opening the blind season's commitments, as a check in its own right.

    It decides the verdict only once salts are published: while the season runs, sealed
    models are expected and prove nothing either way.
    """
    status = opened.status
    applies = status in (Status.PASS, Status.FAIL) or bool(opened.sealed and opened.source)
    message = Message.of("identities.none") if not opened.sealed else None
    return StepResult("identities", IDENTITY_TITLE, status, opened.detail,
                      opened.to_json(with_rows=False), IDENTITY_COMMAND,
                      applies=applies,
                      failure=IdentityFailure.COMMITMENT_DIFFERS if status is Status.FAIL else None,
                      message=message)
