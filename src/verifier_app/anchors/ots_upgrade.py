"""Pending Bitcoin proofs completed from their calendars (Appendix B, step 6).

"Una prueba que muestra solo una atestación de calendario pendiente se completa con ots
upgrade. Una atestación pendiente no lleva consigo ninguna hora que un lector pueda
verificar." This module does what ``ots upgrade`` does: for each pending attestation it
asks the calendar the proof names (``GET <calendar>/timestamp/<commitment hex>``, the
request of the ``opentimestamps`` library's ``RemoteCalendar``), and merges the answer
into the proof at that commitment.

The library's client reads with ``urllib`` and per-read timeouts only, so it can neither
keep the walk's per-host limits nor a total deadline; the request goes through the app's
own network layer (``net``), which does both. Everything that comes back is hostile
input: the answer is capped at the library's own 10,000 bytes, parsed with the library's
deserialiser starting from our own commitment (so it cannot start anywhere else), and the
completed proof is then checked by ``check_ots`` exactly like a bundled complete proof:
it must stamp the same list digest, and its Bitcoin attestation must verify against the
block headers. Until it does, the seal stays pending, never a pass.

A completed proof is kept in the user's cache (never in the bundle), named by the SHA-256
of the pending proof it completes, and checked again on every use like any input; an
evidence pack (``--save-evidence``) carries it too. A calendar address is operator data:
only ``https://`` is asked (``http://`` to this computer only, as the downloader allows
for loopback servers), redirects stay on the calendar's host, and at most
``MAX_CALENDARS`` calendars are asked per proof.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import BinaryIO
from urllib.parse import urljoin, urlsplit

import httpx
from opentimestamps.core.serialize import (
    BytesDeserializationContext,
    BytesSerializationContext,
    DeserializationError,
)
from opentimestamps.core.timestamp import Timestamp

from verifier_app import net
from verifier_app.anchors.header_sources import HeaderSourceOptions
from verifier_app.anchors.ots import MAX_PROOF_BYTES, ProofUnreadable, check_ots, parse_proof
from verifier_app.core.anchor_results import Attestation, OtsResult, ProofKind, Upgrade
from verifier_app.core.atomic_write import write_whole
from verifier_app.core.cache import cache_root
from verifier_app.core.messages import Message, semicolons, sentences
from verifier_app.core.results import Status
from verifier_app.core.times import parse_utc

MAX_CALENDARS = 4  # real proofs name two to four calendars
MAX_ANSWER_BYTES = 10_000  # the library's RemoteCalendar reads no more than this
MAX_KEPT_BYTES = 2 * MAX_PROOF_BYTES + 4096  # a kept record: the proof in hex, two fields
CACHE_FOLDER = "ots-upgrades"
EVIDENCE_FOLDER = "ots"  # in an evidence pack: ``ots/<list sha256>.json``
HEADERS = {"Accept": "application/vnd.opentimestamps.v1", "User-Agent": "verifier-app"}
# A calendar's "not yet" text is shown as the library shows it: these characters only,
# no newline (a second line could pretend to be something else), at most 160 of them.
SAID_CHARACTERS = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                            b"0123456789#-.,; ")
MAX_SAID = 160
UNREADABLE = (DeserializationError, ValueError, TypeError, IndexError, RecursionError,
              OverflowError, MemoryError)

Opener = Callable[[], BinaryIO] | None


@dataclass(frozen=True)
class Kept:
    """A completed proof as kept in the cache or an evidence pack."""

    calendar: str
    time: str  # when the calendar answered, UTC
    proof: bytes

    def to_bytes(self) -> bytes:
        return json.dumps({"calendar": self.calendar, "time": self.time,
                           "proof": self.proof.hex()}, indent=1).encode("ascii") + b"\n"


def upgrade_pending(list_sha256: bytes, proof: bytes, pending: OtsResult,
                    options: HeaderSourceOptions, proof_name: str,
                    packed: bytes | None = None, open_file: Opener = None) -> OtsResult:
    """The completed proof's result, or ``pending`` with what was tried said.

    ``packed`` is the record an evidence pack holds for this list, if any.
    """
    calendars = [a for a in pending.attestations if a.kind == "pending" and a.calendar]
    said: list[Message] = []
    for place, raw in (("evidence", packed), ("cache", _read_kept(proof))):
        if raw is None:
            continue
        found = _from_kept(list_sha256, raw, calendars, place, proof, options, open_file)
        if isinstance(found, OtsResult):
            return found
        said.append(found)
    refused = [why for a in calendars if (why := refused_calendar(a.calendar or ""))]
    if len(refused) == len(calendars):
        if refused:
            said.append(Message.of("ots.upgrade_impossible", reasons=semicolons(refused)))
    elif options.offline:
        said.append(Message.of("ots.upgrade_offline", proof=proof_name))
    else:
        result, reasons = _ask_calendars(list_sha256, proof, calendars, options, open_file)
        if result is not None:
            return _with_notes(result, said + reasons)
        if reasons:
            said.append(Message.of("ots.upgrade_not_done", reasons=semicolons(reasons)))
    return _with_said(pending, said)


def refused_calendar(calendar: str) -> Message | None:
    """Why a calendar address is not asked, or None: https only (http to this computer
    only, for loopback test servers), and never a name that cannot exist."""
    refused = Message.of("ots.calendar_address", calendar=calendar)
    try:
        split = urlsplit(calendar)
        host = (split.hostname or "").lower()
    except ValueError:
        return refused
    if host == "invalid" or host.endswith(".invalid"):  # RFC 6761: never resolves
        return Message.of("ots.calendar_invalid", calendar=calendar)
    if not net.usable_url(calendar) or split.username or split.query or split.fragment:
        return refused
    if split.scheme == "https":
        return None
    # http: the downloader's loopback rule, imported only here (it loads the fetcher).
    from verifier_app.fetch.policy import is_loopback

    return None if is_loopback(host) else refused


# --- asking the calendars -------------------------------------------------------------------

def _ask_calendars(list_sha256: bytes, proof: bytes, calendars: list[Attestation],
                   options: HeaderSourceOptions,
                   open_file: Opener) -> tuple[OtsResult | None, list[Message]]:
    """The first calendar's answer that completes the proof, and what the others said."""
    reasons: list[Message] = []
    askable = [a for a in calendars if refused_calendar(a.calendar or "") is None]
    with net.make_client() as client:
        for attestation in askable[:MAX_CALENDARS]:
            answer = _ask(client, attestation, options)
            if isinstance(answer, Message):
                reasons.append(answer)
                continue
            found = _completed(list_sha256, proof, attestation, answer, options, open_file)
            if isinstance(found, OtsResult):
                return found, reasons
            reasons.append(found)
    if len(askable) > MAX_CALENDARS:
        reasons.append(Message.of("ots.calendars_capped", asked=MAX_CALENDARS,
                                  count=len(askable)))
    return None, reasons


def _ask(client: httpx.Client, attestation: Attestation,
         options: HeaderSourceOptions) -> Timestamp | Message:
    """The calendar's timestamp for the attestation's commitment, or why there is none."""
    calendar = attestation.calendar or ""
    budget = options.budget
    seconds = options.timeout if budget is None else min(options.timeout, budget.remaining())
    url = urljoin(calendar, "timestamp/" + attestation.commitment.hex())
    try:
        reply = net.request_bytes(client, "GET", url, seconds=seconds, cap=MAX_ANSWER_BYTES,
                                  headers=HEADERS)
    except net.NetError as error:
        if error.kind == net.TOO_LARGE:
            return Message.of("ots.calendar_too_large", calendar=calendar,
                              limit=MAX_ANSWER_BYTES)
        return Message.of("ots.calendar_net", calendar=calendar, reason=error.message)
    if reply.status == 404:  # the calendar's way of saying "not yet"
        said = _sanitised(reply.body)
        return Message.of("ots.calendar_pending_said", calendar=calendar, said=said) \
            if said else Message.of("ots.calendar_pending", calendar=calendar)
    if reply.status != 200:
        return Message.of("ots.calendar_status", calendar=calendar, status=reply.status)
    return _read_answer(reply.body, attestation.commitment, calendar)


def _sanitised(body: bytes) -> str:
    text = bytes(c if c in SAID_CHARACTERS else ord("_") for c in body[:MAX_SAID])
    return text.decode("ascii").strip()


def _read_answer(body: bytes, commitment: bytes, calendar: str) -> Timestamp | Message:
    """The library's deserialiser, from our own commitment, with nothing left over."""
    ctx = BytesDeserializationContext(body)
    try:
        stamp = Timestamp.deserialize(ctx, commitment)
        ctx.assert_eof()
    except UNREADABLE:
        return Message.of("ots.calendar_unreadable", calendar=calendar)
    return stamp


def _completed(list_sha256: bytes, proof: bytes, attestation: Attestation,
               answer: Timestamp, options: HeaderSourceOptions,
               open_file: Opener) -> OtsResult | Message:
    """The proof with the answer merged in, checked like a bundled complete proof."""
    calendar = attestation.calendar or ""
    try:
        whole = parse_proof(proof)
        stamp = _stamp_at(whole.timestamp, attestation.commitment)
        stamp.merge(answer)
        ctx = BytesSerializationContext()
        whole.serialize(ctx)
        data = ctx.getbytes()
    except (ProofUnreadable, LookupError, *UNREADABLE):
        return Message.of("ots.calendar_unreadable", calendar=calendar)
    if len(data) > MAX_PROOF_BYTES:
        return Message.of("ots.calendar_too_large", calendar=calendar, limit=MAX_PROOF_BYTES)
    result = check_ots(list_sha256, data, options, open_file)
    if result.status is Status.FAIL:
        return Message.of("ots.calendar_wrong", calendar=calendar,
                          reason=result.message or result.detail)
    if result.kind is not ProofKind.BITCOIN:
        return Message.of("ots.calendar_no_bitcoin", calendar=calendar)
    kept = Kept(calendar, datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"), data)
    saved = _keep(proof, kept)
    upgrade = Upgrade(calendar, kept.time, "calendar", hashlib.sha256(data).hexdigest(), saved)
    return _upgraded(result, upgrade)


def _stamp_at(root: Timestamp, commitment: bytes) -> Timestamp:
    """The proof's sub-timestamp whose message is ``commitment`` (LookupError if none)."""
    stack = [root]
    while stack:
        stamp = stack.pop()
        if stamp.msg == commitment:
            return stamp
        stack.extend(stamp.ops.values())
    raise LookupError("no such commitment in the proof")


# --- kept proofs: the cache and an evidence pack ------------------------------------------

def kept_path(proof: bytes) -> Path:
    """The cache file for the completed form of this pending proof."""
    return cache_root() / CACHE_FOLDER / (hashlib.sha256(proof).hexdigest() + ".json")


def _read_kept(proof: bytes) -> bytes | None:
    return _read_capped(kept_path(proof))


def _read_capped(path: Path) -> bytes | None:
    """A regular file's first bytes past the cap; None when there is none. Anything else in
    its place (a pipe, a device, a folder, a file that cannot be read) gives no bytes, so it
    is said as a damaged record, never silently passed over; a pipe planted in the cache
    must not hang the walk, hence no blocking open."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError:
        return b""
    try:
        with os.fdopen(fd, "rb") as stream:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                return b""
            return stream.read(MAX_KEPT_BYTES + 1)
    except OSError:
        return b""


def _keep(proof: bytes, kept: Kept) -> str | None:
    """Write the record whole (a reader never sees half of it); its cache-relative path,
    or None when the cache cannot be written (the upgrade stands for this walk)."""
    path = kept_path(proof)
    try:
        write_whole(path, kept.to_bytes())
    except OSError:
        return None
    return f"{CACHE_FOLDER}/{path.name}"


def read_kept(raw: bytes) -> Kept | None:
    """A kept record, or None when it is not one (damaged, oversized, not UTF-8 JSON)."""
    if len(raw) > MAX_KEPT_BYTES:
        return None
    try:
        data = net.parse_json(raw)
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    calendar, time, proof = data.get("calendar"), data.get("time"), data.get("proof")
    moment = parse_utc(time) if isinstance(time, str) else None
    if not isinstance(calendar, str) or moment is None or not isinstance(proof, str):
        return None
    try:
        return Kept(calendar, moment.strftime("%Y-%m-%dT%H:%M:%SZ"), bytes.fromhex(proof))
    except ValueError:
        return None


def kept_record(upgrade: Upgrade, list_sha256: str,
                evidence: Path | None) -> tuple[bytes, bytes] | None:
    """The kept record a walk used and its proof, for an evidence pack: read again from the
    cache (or the pack it came from), and only if it still holds the very proof checked."""
    if upgrade.source == "evidence pack":
        path = None if evidence is None else \
            evidence / EVIDENCE_FOLDER / f"{list_sha256}.json"
    else:
        path = None if upgrade.saved is None else cache_root() / upgrade.saved
    raw = None if path is None else _read_capped(path)
    kept = None if raw is None else read_kept(raw)
    if kept is None or hashlib.sha256(kept.proof).hexdigest() != upgrade.proof_sha256:
        return None
    return kept.to_bytes(), kept.proof


def _from_kept(list_sha256: bytes, raw: bytes, calendars: list[Attestation], place: str,
               proof: bytes, options: HeaderSourceOptions,
               open_file: Opener) -> OtsResult | Message:
    """A kept completed proof, checked again like any proof, or why it is not used."""
    where = Message.of("ots.place_cache" if place == "cache" else "ots.place_evidence")
    kept = read_kept(raw)
    reason: Message | str
    if kept is None:
        reason = Message.of("ots.kept_damaged")
    elif kept.calendar not in {a.calendar for a in calendars}:
        reason = Message.of("ots.kept_other_calendar")
    else:
        result = check_ots(list_sha256, kept.proof, options, open_file)
        if result.status is not Status.FAIL and result.kind is ProofKind.BITCOIN:
            saved = f"{CACHE_FOLDER}/{kept_path(proof).name}" if place == "cache" else None
            upgrade = Upgrade(kept.calendar, kept.time,
                              "cache" if place == "cache" else "evidence pack",
                              hashlib.sha256(kept.proof).hexdigest(), saved)
            return _upgraded(result, upgrade, where)
        reason = Message.of("ots.kept_no_bitcoin") if result.status is not Status.FAIL \
            else result.message or result.detail
    return Message.of("ots.kept_rejected", place=where, reason=reason)


# --- the results ------------------------------------------------------------------------------

def _shown(time: str) -> str:
    return time.replace("T", " ").replace("Z", " UTC")


def _upgraded(result: OtsResult, upgrade: Upgrade, place: Message | None = None) -> OtsResult:
    """The completed proof's result, said as upgraded from its calendar at its time."""
    first = Message.of("ots.upgraded", calendar=upgrade.calendar, time=_shown(upgrade.time)) \
        if place is None else Message.of("ots.upgraded_kept", calendar=upgrade.calendar,
                                         time=_shown(upgrade.time), place=place)
    said = Message.of("join.sentences", first=first, second=result.message or result.detail)
    return replace(result, upgraded=upgrade, message=said, detail=said.render())


def _with_said(pending: OtsResult, said: list[Message]) -> OtsResult:
    """The pending result with what was tried said after its own sentence."""
    if not said:
        return pending
    message = sentences([pending.message, *said]) if pending.message else sentences(said)
    detail = message.render() if pending.message else f"{pending.detail} {message.render()}"
    return replace(pending, message=message, detail=detail)


def _with_notes(result: OtsResult, said: list[Message]) -> OtsResult:
    """What was tried before the calendar that answered, kept as notes."""
    return replace(result, notes=[*result.notes, *(m.render() for m in said)])
