"""No second book: every entry the league's key signed in the season is a list of this bundle.

The operator who stamps two books must log both lists, each signed with its key. Rekor's
search by public key lists every entry one key signed; each one found in the season (from
the bundle's first log time to its last) must hold the SHA-256 of a stamped list this
bundle holds. One that does not is a failure of step 10, with its log index and time: the
operator logged something it did not publish. An entry the log cannot back with its own
signatures is no evidence and is only counted. Offline the check is not run, and says so.
"""

from __future__ import annotations

import base64
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from verifier_app.anchors.rekor import (
    UUID_HEX,
    LogUnavailable,
    RekorOptions,
    ask_log,
    ask_log_post,
)
from verifier_app.anchors.rekor_signer import main_signer
from verifier_app.anchors.rekor_verify import (
    EntryUnreadable,
    PublicKey,
    body_fingerprint,
    check_entry,
    parse_response,
)
from verifier_app.core.failures import LogFailure
from verifier_app.core.messages import Message, sentences
from verifier_app.core.results import SealResult, Status, StepResult
from verifier_app.net import parse_json

CHECK_ID = "log_equivocation"
TITLE = "No second book in the log"
SEARCH_PATH = "/api/v1/index/retrieve"
MAX_FOUND = 5000  # entries named by one search looked at; more are counted as not fetched
MAX_FETCHED = 200  # entries outside the bundle fetched and checked per walk


@dataclass
class Finding:
    foreign: list[dict[str, Any]] = field(default_factory=list)  # lists the bundle lacks
    unbacked: int = 0  # entries the log's signatures do not back
    outside_season: int = 0
    not_fetched: int = 0
    undated: int = 0  # lists the bundle lacks, in entries whose time the log did not sign


def check_equivocation(seals: list[SealResult], key: PublicKey,
                       options: RekorOptions) -> StepResult:
    signer = main_signer(seals)
    entries = [s.rekor for s in seals if s.rekor is not None and s.rekor.proven]
    if signer is None:
        return _step(Status.NOT_CHECKED, Message.of("second_book.no_signer"), {},
                     left_out=True)
    if options.offline:
        return _step(Status.NOT_CHECKED, Message.of("second_book.offline"), {}, left_out=True)
    pem = next(s.rekor.evidence.get("signer_key") for s in seals
               if s.rekor is not None and s.rekor.signer == signer)
    try:
        uuids = _search(options, pem)
        finding = _examine(uuids[:MAX_FOUND], seals, key, options)
        finding.not_fetched += max(0, len(uuids) - MAX_FOUND)  # named, never looked at
    except LogUnavailable as exc:
        said = Message.of("log.unavailable", reason=exc.message or str(exc))
        return _step(Status.NOT_CHECKED, said, {})
    times = [r.signed_time for r in entries if r.signed_time is not None]
    evidence = {"signer": signer, "entries_found": len(uuids),
                "foreign": finding.foreign, "unbacked": finding.unbacked,
                "outside_season": finding.outside_season, "not_fetched": finding.not_fetched,
                "season": [min(times, default=None), max(times, default=None)],
                "undated": finding.undated}
    if finding.foreign:
        first = finding.foreign[0]
        parts = [Message.of("second_book.found", index=first["log_index"],
                            time=first["time"], sha256=first["sha256"])]
        if len(finding.foreign) > 1:
            parts.append(Message.of("second_book.count", count=len(finding.foreign)))
        return _step(Status.FAIL, sentences(parts), evidence)
    if finding.not_fetched:
        return _step(Status.NOT_CHECKED, Message.of("second_book.too_many",
                                                    count=finding.not_fetched), evidence)
    if finding.undated:  # inside or outside the season: unknown, so not a pass
        return _step(Status.NOT_CHECKED, Message.of("second_book.undated",
                                                    count=finding.undated), evidence)
    return _step(Status.PASS, Message.of(
        "second_book.none", count=len(uuids) - finding.outside_season - finding.unbacked),
        evidence)


def _search(options: RekorOptions, pem_b64: str) -> list[str]:
    raw = ask_log_post(options, SEARCH_PATH,
                       {"publicKey": {"format": "x509", "content": pem_b64}})
    if raw is None:
        return []
    try:
        found = parse_json(raw)
    except ValueError as exc:
        raise LogUnavailable(Message.of("log.search_unreadable")) from exc
    if not isinstance(found, list):
        raise LogUnavailable(Message.of("log.search_not_list"))
    uuids = [u.lower() for u in found if isinstance(u, str) and UUID_HEX.match(u.lower())]
    return list(dict.fromkeys(uuids))


def _examine(uuids: list[str], seals: list[SealResult], key: PublicKey,
             options: RekorOptions) -> Finding:
    known = {s.rekor.uuid[-64:] for s in seals if s.rekor is not None and s.rekor.uuid}
    held = {s.sha256 for s in seals}
    # The season runs between the bundle's signed log times (Section 3.11: only the SET
    # signs a time), and an entry is placed in it only by its own signed time.
    times = [s.rekor.signed_time for s in seals
             if s.rekor is not None and s.rekor.proven and s.rekor.signed_time]
    first, last = min(times, default=0), max(times, default=0)
    finding = Finding()
    unknown = [u for u in uuids if u[-64:] not in known]
    finding.not_fetched = max(0, len(unknown) - MAX_FETCHED)
    for uuid in unknown[:MAX_FETCHED]:
        raw = ask_log(options, f"/api/v1/log/entries/{uuid}")
        entry = _backed(raw, key) if raw is not None else None
        if entry is None:
            finding.unbacked += 1
        elif entry["integrated"] is None:
            finding.undated += entry["sha256"] not in held
        elif not first <= entry["integrated"] <= last:
            finding.outside_season += 1
        elif entry["sha256"] not in held:
            finding.foreign.append(entry)
    return finding


def _backed(raw: bytes, key: PublicKey) -> dict[str, Any] | None:
    """The entry's list hash, index and time, if the log's own signatures back it."""
    try:
        _, entry = parse_response(raw)
        _, algorithm, value = body_fingerprint(base64.b64decode(entry["body"], validate=True))
        check = check_entry(raw, value.lower(), key)
    except (EntryUnreadable, ValueError):
        return None
    if check.problems or algorithm.lower() != "sha256":
        return None
    signed = check.signed_time
    time = None if signed is None else \
        datetime.fromtimestamp(signed, tz=UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    return {"log_index": check.log_index, "sha256": value.lower(), "uuid": check.uuid,
            "time": time, "integrated": signed}


def _step(status: Status, said: Message, evidence: dict[str, Any],
          left_out: bool = False) -> StepResult:
    """``left_out``: not checked by this walk, so left out of the verdict (marked NOT
    CHECKED, never DOES NOT APPLY)."""
    failure = LogFailure.UNPUBLISHED_ENTRY if status is Status.FAIL else None
    return StepResult(CHECK_ID, TITLE, status, evidence=evidence, failure=failure,
                      message=said,
                      command="curl -s -X POST <log>/api/v1/index/retrieve -d "
                              "'{\"publicKey\":{\"format\":\"x509\",\"content\":\"…\"}}'",
                      applies=not left_out, left_unchecked=left_out)
