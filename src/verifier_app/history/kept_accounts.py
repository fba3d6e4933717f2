"""Step 7b's result at the reader's check, kept for a re-check that finds the accounts,
trades, prices and protocol files byte for byte as they were (issue 29, the re-check's
measure; Appendix B step 7).

The three portfolio files are not sealed and may be rewritten at any time, so nothing of
their recount is taken on trust: the result is used only for exactly the bytes it was
recounted from. Kept as the book's index is (``history.kept_index``): in the user's cache
folder, under ``history-accounts/``, a ``<prefix sha256>.json`` body and a ``.note`` signed
with the reader's key naming the source, the book's file, the head and the body's SHA-256
and size. The body names each of the four files' path, size and SHA-256, the version of the
app that recounted them, and 7b's result (status, failure, sentence and evidence, written
so that they read back equal, value for value).

It is used only when the note is signed with the reader's key and names the head the
re-check starts from, the body hashes to the note's value, was written by this version of
the app for these four files as they are now (the same paths, sizes and SHA-256), and reads
back in shape. Anything else (none kept, a file changed or added by a row, a damaged or
foreign body) means 7b is recounted from the files, exactly as a full walk does: a
recount, never a result taken from elsewhere.
"""

from __future__ import annotations

import json
from typing import Any

from verifier_app import __version__
from verifier_app.core.bundle import FILES, Bundle
from verifier_app.core.catalogue import CATALOGUE
from verifier_app.core.errors import UserFacingError
from verifier_app.core.failures import RecountFailure
from verifier_app.core.messages import Grouped, Message
from verifier_app.core.results import Status, StepResult
from verifier_app.history.kept_index import KeptKind, keep_kept, load_kept
from verifier_app.history.prefix import RecordedHead
from verifier_app.stats.portfolio_files import PROTOCOL
from verifier_app.stats.step7b import PART, accounts_result

ACCOUNTS_KEPT = KeptKind("history-accounts", "verifier-app kept step 7b v1", "accounts")
FORMAT = "verifier-app step 7b result v1"
INPUTS = (*FILES, PROTOCOL)


class NotKept(ValueError):
    """A result, or a part of one, this module does not write (it is then not kept)."""


def load_accounts(source: str, head: RecordedHead, bundle: Bundle) -> StepResult | None:
    """7b's result kept at ``head`` when the bundle's four files are the bytes it was
    recounted from; None otherwise (7b is then recounted)."""
    kept = load_kept(ACCOUNTS_KEPT, source, head)
    if kept.data is None:
        return None
    try:
        body = json.loads(kept.data)
        if not isinstance(body, dict) or body.get("format") != FORMAT or \
                body.get("made_by") != __version__:
            return None
        files = _files(bundle)
        if files is None or body.get("files") != files:
            return None
        return _result(body["result"])
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError):
        return None


def keep_accounts(source: str, head: RecordedHead, bundle: Bundle, part: StepResult) -> None:
    """Keep ``part`` (7b as just recounted from the bundle's files) for the next re-check;
    a result this module cannot write exactly, or files it cannot hash, are not kept."""
    try:
        result = _result_json(part)
        files = _files(bundle)
        if files is None:
            return
        body = {"format": FORMAT, "made_by": __version__, "files": files, "result": result}
        text = json.dumps(body, separators=(",", ":"), allow_nan=False).encode("ascii")
    except ValueError:  # NotKept, or a number JSON cannot write exactly (NaN, infinity)
        return
    keep_kept(ACCOUNTS_KEPT, source, head, text)


def _files(bundle: Bundle) -> list[list[Any]] | None:
    """Each of the four files as [name, path, size, SHA-256] (None for one not there);
    None when one cannot be read (then nothing can be compared with it)."""
    found: list[list[Any]] = []
    for name in INPUTS:
        file = bundle.first_named(name)
        if file is None:
            found.append([name, None])
            continue
        try:
            found.append([name, file.relpath, file.size, file.sha256()])
        except (OSError, UserFacingError):  # the bundle's reader refuses it (too large, gone)
            return None
    return found


# --- 7b's result, written to read back equal ---------------------------------------------


def _result_json(part: StepResult) -> dict[str, Any]:
    if part.id != PART or part.message is None or part.parts or not part.applies or \
            part.left_unchecked or part.detail != part.message.render():
        raise NotKept("not a result of step 7b as it recounts")
    failure = part.failure.value if part.failure is not None else None
    if part.failure is not None and not isinstance(part.failure, RecountFailure):
        raise NotKept("a failure of another kind")
    return {"status": part.status.value, "failure": failure,
            "message": _value_json(part.message), "evidence": _plain(part.evidence)}


def _result(data: Any) -> StepResult:
    if not isinstance(data, dict) or not isinstance(data.get("evidence"), dict):
        raise ValueError("not a kept result")
    message = _value(data["message"])
    if not isinstance(message, Message):
        raise ValueError("a result without its sentence")
    failure = data["failure"]
    return accounts_result(Status(data["status"]), message, data["evidence"],
                           None if failure is None else RecountFailure(failure))


def _value_json(value: Any) -> Any:
    """A sentence's value: a message, a grouped number, or a plain JSON value."""
    if isinstance(value, Message):
        return {"message": value.id, "values": [[k, _value_json(v)] for k, v in value.values]}
    if isinstance(value, Grouped):
        if type(value.value) is not int:
            raise NotKept("a grouped value that is not a whole number")
        return {"grouped": value.value}
    if value is None or type(value) in (str, int, float, bool):
        return value
    raise NotKept(f"a value of type {type(value).__name__}")


def _value(data: Any) -> Any:
    if isinstance(data, dict) and set(data) == {"grouped"} and type(data["grouped"]) is int:
        return Grouped(data["grouped"])
    if isinstance(data, dict) and set(data) == {"message", "values"}:
        if data["message"] not in CATALOGUE or not isinstance(data["values"], list):
            raise ValueError("not a message of this app")
        values = []
        for pair in data["values"]:
            if not isinstance(pair, list) or len(pair) != 2 or not isinstance(pair[0], str):
                raise ValueError("not a message's value")
            values.append((pair[0], _value(pair[1])))
        return Message(data["message"], tuple(values))
    if data is None or type(data) in (str, int, float, bool):
        return data
    raise ValueError("not a message's value")


def _plain(evidence: Any) -> Any:
    """The evidence, if it is made of JSON's own types only (dicts with text keys, lists,
    text, whole numbers, finite numbers, true, false, null): it then reads back equal."""
    if isinstance(evidence, dict):
        if not all(type(k) is str for k in evidence):
            raise NotKept("a key that is not text")
        return {k: _plain(v) for k, v in evidence.items()}
    if type(evidence) is list:
        return [_plain(v) for v in evidence]
    if evidence is None or type(evidence) in (str, int, float, bool):
        return evidence
    raise NotKept(f"evidence of type {type(evidence).__name__}")
