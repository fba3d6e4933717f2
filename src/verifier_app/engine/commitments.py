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


def open_commitments(bundle: Bundle, index: CommitmentIndex) -> dict[str, Any]:
    """Each sealed identity opened with the published salts, and the form that matched."""
    if not index.lines:
        return {"status": "none", "lines": 0, "detail": CATALOGUE["identities.none"]}
    salts, source = _salts(bundle)
    if not salts:
        return {"status": "not_checked", "lines": len(index.lines), "source": source,
                "detail": f"{len(index.lines)} answer lines seal their model as a commitment; "
                          "the salts are not published (or not provided), so the models stay "
                          "sealed and are shown by seat only."}
    rows = [_open(n, seat, value, salts.get(seat)) for n, (seat, value) in
            sorted(index.lines.items())]
    return _summary(rows, source)


def _open(n: int, seat: str, value: str, entry: dict[str, Any] | None) -> dict[str, Any]:
    row: dict[str, Any] = {"line": n, "seat": seat, "commitment": value}
    if not entry:
        return dict(row, status="not_checked", detail="no salt published for this seat")
    parts = [str(entry.get(k, "")) for k in ("salt", "model", "version", "mode")]
    form = next((f for f in FORMS if digest(f, *parts) == value), None)
    if form is None:
        return dict(row, status="fail", detail="the published salt and model do not open it")
    return dict(row, status="pass", form=form, model=parts[1])


def _summary(rows: list[dict[str, Any]], source: str | None) -> dict[str, Any]:
    failed = [r["line"] for r in rows if r["status"] == "fail"]
    opened = [r for r in rows if r["status"] == "pass"]
    forms = sorted({r["form"] for r in opened})
    if failed:
        status = "fail"
        detail = (f"{len(failed)} sealed identities do not open with the published salts "
                  f"(first: line {failed[0]}): the model named after the season is not the "
                  "one that was sealed.")
    elif len(opened) < len(rows):
        status = "not_checked"
        detail = f"{len(opened)} of {len(rows)} sealed identities opened; the rest lack a salt."
    else:
        status = "pass"
        detail = (f"All {len(rows)} sealed identities open with the published salts "
                  f"(form: {', '.join(forms)}).")
    return {"status": status, "lines": len(rows), "opened": len(opened), "forms": forms,
            "mismatches": failed, "source": source, "detail": detail, "rows": rows}


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


def identity_check(opened: dict[str, Any]) -> StepResult:
    """Opening the blind season's commitments, as a check in its own right.

    It decides the verdict only once salts are published: while the season runs, sealed
    models are expected and prove nothing either way.
    """
    state = opened.get("status")
    status = {"pass": Status.PASS, "fail": Status.FAIL}.get(state, Status.NOT_CHECKED)
    applies = state in ("pass", "fail") or (state == "not_checked" and bool(opened.get("source")))
    detail = opened.get("detail", "")
    message = Message.of("identities.none") if state == "none" else None
    return StepResult("identities", IDENTITY_TITLE, status, detail,
                      {k: v for k, v in opened.items() if k != "rows"}, IDENTITY_COMMAND,
                      applies=applies,
                      failure=IdentityFailure.COMMITMENT_DIFFERS if status is Status.FAIL else None,
                      message=message)
