"""Step 10: the stamped list's SHA-256 in the Sigstore Rekor transparency log.

The entry is found by the log's hash search or at a log position the user gives, then
checked by ``rekor_verify`` (fingerprint, signed entry timestamp, inclusion proof,
checkpoint) against the log's public key. A verified answer is saved as raw bytes in the
user's cache folder (``rekor/<log id>/<list-sha256>.json``, or ``…-at-<index>.json`` when
asked by log position), never in the bundle, which is evidence and only ever read; so a
bundle re-verifies offline. The log id (SHA-256 of the log's key) is part of the name, so
an answer of one log never stands in for another's. A saved answer (in the cache, or one
the bundle brought) goes through exactly the same checks and is never trusted as such.

"No entry found" is *not checked*, not *fail*: Rekor's search index is a convenience
outside the signed log, and the log cannot prove that something is absent. A seal that
claims a Rekor entry should be given with its log position; the walk decides how much an
absent entry weighs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from verifier_app import net
from verifier_app.anchors.rekor_verify import (
    MAX_RESPONSE_BYTES,
    EntryCheck,
    EntryUnreadable,
    PublicKey,
    check_entry,
    load_public_key,
    log_id_of,
    parse_response,
)
from verifier_app.anchors.trusted_root import PickedKey, pick_log_key
from verifier_app.anchors.trusted_root_cache import root_in_use
from verifier_app.core.anchor_results import RekorResult
from verifier_app.core.cache import damaged, read_cached
from verifier_app.core.errors import UserFacingError
from verifier_app.core.failures import LogFailure
from verifier_app.core.messages import Message, SaidError, fixed, sentences
from verifier_app.core.results import Status
from verifier_app.resources import resource_path

PRODUCTION_URL = "https://rekor.sigstore.dev"
RESOURCES = resource_path("rekor")
PRODUCTION_KEY_FILE = "rekor.sigstore.dev.pub.pem"
# SHA-256 of the DER key = Rekor's log id; pinned so an altered key file is noticed.
PRODUCTION_LOG_ID = "c0d23d6ad406973f9559f3ba2d1ca01f84147d8ffc5b8445c224f98b9591801d"
MAX_ENTRIES = 10  # entries fetched per hash search; anyone may log any hash, so cap it
SHA256_HEX = re.compile(r"^[0-9a-f]{64}$")
UUID_HEX = re.compile(r"^([0-9a-f]{16})?[0-9a-f]{64}$")


@dataclass
class RekorOptions:
    url: str = PRODUCTION_URL
    public_key_pem: bytes | None = None  # None = the shipped production key
    log_index: int | None = None
    offline: bool = False
    timeout: float = 10.0  # seconds for each request, from connecting to the last byte
    cache_dir: Path | None = None  # where verified answers are kept; None: not kept
    budget: net.Clock | None = None  # shared by every request of one walk


class LogUnavailable(SaidError):
    """The log could not be asked, or did not answer usably."""


def check_rekor(list_sha256: str, options: RekorOptions) -> RekorResult:
    sha = list_sha256.lower()
    if not SHA256_HEX.match(sha):
        raise UserFacingError(Message.of("cli.list_fingerprint"))
    key = _log_key(options)
    if options.offline:
        cached, damage = _usable_cache(sha, options, key)
        if cached is None:
            return _say_damage(_not_checked(sha, options, Message.of("log.offline_unsaved")),
                               damage)
        return cached
    try:
        answers, not_fetched = _ask_log(sha, options)
    except LogUnavailable as exc:
        cached, damage = _usable_cache(sha, options, key)
        if cached is not None:
            cached.evidence["log_unreachable"] = str(exc)
            return cached
        return _say_damage(_not_checked(sha, options, exc.message or str(exc)), damage)
    if not answers:
        cached, damage = _usable_cache(sha, options, key)
        if cached is not None:
            return _say_not_fetched(cached, not_fetched)
        return _say_damage(_say_not_fetched(
            _not_checked(sha, options, Message.of("log.no_entry")), not_fetched), damage)
    return _conclude(sha, answers, options, key, not_fetched)


def _usable_cache(sha: str, options: RekorOptions,
                  key: PublicKey) -> tuple[RekorResult | None, Message | None]:
    """The answer kept in the cache folder, checked again; a damaged one is as if absent,
    and why is returned to be said. An answer is kept only once it verified, so one that
    now fails was changed since: damage, never the log's word."""
    if options.cache_dir is None:
        return None, None
    path = cache_path(options.cache_dir, sha, options.log_index, log_id_of(key))
    kept = read_cached(path, MAX_RESPONSE_BYTES)
    if kept.data is None:
        return None, kept.damage
    result = verify_rekor_response(sha, kept.data, options, source="cache", key=key,
                                   saved_in="cache folder")
    if result.status is Status.FAIL:
        return None, damaged(path, Message.of("cache.why.verify"))
    return result, None


def _say_damage(result: RekorResult, damage: Message | None) -> RekorResult:
    """A damaged cached answer, said beside the result it left unchanged."""
    if damage is None:
        return result
    result.evidence["cache_damaged"] = damage.render()
    result.detail = f"{result.detail} {damage.render()}".strip()
    result.message = sentences([result.message, damage]) if result.message else damage
    return result


def verify_rekor_response(list_sha256: str, raw: bytes, options: RekorOptions, *,
                          source: str = "cache", key: PublicKey | None = None,
                          expect_uuid: str | None = None,
                          saved_in: str | None = "bundle") -> RekorResult:
    """Check one saved or fetched log answer (e.g. bytes read from a zipped bundle)."""
    root_info: dict[str, Any] | None = None
    if options.public_key_pem is None:  # no key chosen: the trusted root picks it by logID
        picked = key_from_trusted_root(raw)
        if picked is not None:
            if picked.log is None:
                return _not_checked(list_sha256, options, picked.reason)
            key, root_info = picked.log.key, trusted_root_note()
    key = key or _log_key(options)
    try:
        check = check_entry(raw, list_sha256.lower(), key, expect_uuid=expect_uuid,
                            expect_index=options.log_index)
    except EntryUnreadable as exc:
        if source == "log":  # e.g. a proxy's error page: the log itself was not heard
            return _not_checked(list_sha256, options, str(exc))
        if saved_in == "cache folder":  # not evidence of the bundle: as if never saved
            return _not_checked(list_sha256, options, Message.of(
                "log.cache_unreadable", reason=fixed(str(exc))))
        said = Message.of("log.saved_damaged", reason=fixed(str(exc)))
        return RekorResult(list_sha256=list_sha256, status=Status.FAIL,
                           failure=LogFailure.ANSWER_UNREADABLE,
                           detail=said.render(), message=said,
                           source=source, saved_in=saved_in, url=options.url,
                           problems=[str(exc)])
    result = _from_check(list_sha256, check, source, options,
                         None if source == "log" else saved_in)
    if root_info is not None:
        result.evidence["trusted_root"] = root_info
        if root_info["too_old"]:
            result.status = Status.WARN if result.status is Status.PASS else result.status
            old = Message.of("rekor.root_old", age=root_info["age_days"])
            result.detail += " " + old.render()
            result.message = sentences([result.message, old]) if result.message else None
    return result


SAVED_WHERE = {"bundle": "rekor.in_bundle", "cache folder": "rekor.in_cache"}


def _from_check(sha: str, check: EntryCheck, source: str, options: RekorOptions,
                saved_in: str | None) -> RekorResult:
    unsigned = check.integrated_time if check.signed_time is None else None
    result = RekorResult(list_sha256=sha, status=check.status, uuid=check.uuid,
                         log_index=check.log_index, signed_time=check.signed_time,
                         unsigned_time=unsigned, source=source,
                         saved_in=saved_in, url=options.url,
                         problems=check.problems + check.warnings, evidence=check.evidence,
                         signer=check.evidence.get("signer"),
                         signature_valid=check.evidence.get("signature_valid"))
    where = Message.of(SAVED_WHERE.get(saved_in or "", "rekor.in_log"))
    if check.status is Status.FAIL:
        said = Message.of("rekor.fails", problem=check.problem_said(), where=where,
                          position=check.log_index)
        result.failure = LogFailure.ENTRY_INVALID
    elif result.unsigned_time is not None:  # a time no SET signs (Section 3.11, P1a)
        said = Message.of("rekor.time_unsigned", position=check.log_index, where=where,
                          time=result.unsigned_time_utc)
    elif result.signed_time is None:  # a log that signs no time (Rekor v2)
        said = Message.of("rekor.no_time", position=check.log_index, where=where)
    else:
        said = Message.of("rekor.logged", time=result.signed_time_utc,
                          position=check.log_index, where=where)
        if check.warnings:
            said = sentences([said, Message.of("rekor.but", warning=fixed(check.warnings[0]))])
    result.message, result.detail = said, said.render()
    return result


def _conclude(sha: str, answers: list[tuple[str | None, bytes]], options: RekorOptions,
              key: PublicKey, not_fetched: int = 0) -> RekorResult:
    """One result from all entries found: a bad one fails, else the earliest good one.
    ``not_fetched``: entries the log named beyond ``MAX_ENTRIES``, said and never a pass."""
    results = [verify_rekor_response(sha, raw, options, source="log", key=key, expect_uuid=uuid)
               for uuid, raw in answers]
    failed = [r for r in results if r.status is Status.FAIL]
    good = [r for r in results if r.status in (Status.PASS, Status.WARN)]
    if failed or not good:
        return _say_not_fetched((failed or results)[0], not_fetched)
    # The earliest signed time; an entry whose time is unsigned comes after every signed one.
    best = min(good, key=lambda r: (r.status is not Status.PASS, r.signed_time is None,
                                    r.signed_time or 0))
    best.evidence["entries_found"] = len(results)
    raw = answers[results.index(best)][1]
    best.evidence["saved"] = _write_cache(options.cache_dir, sha, options.log_index,
                                          log_id_of(key), raw)
    return _say_not_fetched(best, not_fetched)


def _say_not_fetched(result: RekorResult, count: int) -> RekorResult:
    """An entry not fetched may be the one that fails: say how many, and do not pass."""
    if not count:
        return result
    result.evidence["entries_not_fetched"] = count
    said = Message.of("rekor.not_fetched", count=count, taken=MAX_ENTRIES)
    result.status = Status.WARN if result.status is Status.PASS else result.status
    result.detail = f"{result.detail} {said.render()}".strip()
    result.message = sentences([result.message, said]) if result.message else said
    return result


def _not_checked(sha: str, options: RekorOptions, reason: str | Message) -> RekorResult:
    said = Message.of("log.unavailable", reason=fixed(reason))
    text = reason.render() if isinstance(reason, Message) else reason
    return RekorResult(list_sha256=sha, detail=said.render(), message=said, url=options.url,
                       problems=[text])


def key_from_trusted_root(raw: bytes) -> PickedKey | None:
    """The trusted root's key (the copy in use) for the log this answer names; None when the
    answer is unreadable (the checks then say what is wrong with it)."""
    try:
        _, entry = parse_response(raw)
    except EntryUnreadable:
        return None
    return pick_log_key(entry, root_in_use())


def trusted_root_note() -> dict[str, Any]:
    """Which trusted root chose the key, when it was taken and whether it is too old."""
    return root_in_use().describe()


def log_key(options: RekorOptions) -> PublicKey:
    """The key of the log the user chose (the shipped production key by default)."""
    return _log_key(options)


def _log_key(options: RekorOptions) -> PublicKey:
    pem = options.public_key_pem
    if pem is None:
        try:
            pem = (RESOURCES / PRODUCTION_KEY_FILE).read_bytes()
        except OSError as exc:
            raise UserFacingError(Message.of("cli.log_key_missing")) from exc
    try:
        key = load_public_key(pem)
    except ValueError as exc:
        raise UserFacingError(Message.of("cli.log_key_unreadable")) from exc
    if options.public_key_pem is None and log_id_of(key) != PRODUCTION_LOG_ID:
        raise UserFacingError(Message.of("cli.log_key_altered"))
    return key


# --- the network ---------------------------------------------------------------------

def _ask_log(sha: str,
             options: RekorOptions) -> tuple[list[tuple[str | None, bytes]], int]:
    """Raw answers as (uuid asked for, bytes), [] when the log has no such entry; and how
    many more entries the log's search named than were fetched."""
    base = options.url.rstrip("/")
    with net.make_client() as client:
        if options.log_index is not None:
            raw = _get(client, options, f"{base}/api/v1/log/entries",
                       params={"logIndex": str(options.log_index)})
            return ([] if raw is None else [(None, raw)]), 0
        uuids = _search(client, options, base, sha)
        taken = uuids[:MAX_ENTRIES]
        answers = [(u, _get(client, options, f"{base}/api/v1/log/entries/{u}")) for u in taken]
        return [(u, raw) for u, raw in answers if raw is not None], len(uuids) - len(taken)


def ask_log(options: RekorOptions, path: str,
            params: dict[str, str] | None = None) -> bytes | None:
    """One GET to the log (e.g. a consistency proof): the body, None for 404, or
    LogUnavailable; the same deadlines and budget as every other question to the log."""
    with net.make_client() as client:
        return _get(client, options, f"{options.url.rstrip('/')}{path}", params=params)


def ask_log_post(options: RekorOptions, path: str, body: dict[str, Any]) -> bytes | None:
    """One POST of JSON to the log (e.g. a search by public key), like ``ask_log``."""
    with net.make_client() as client:
        return _read(client, options, "POST", f"{options.url.rstrip('/')}{path}", json=body)


def _search(client: httpx.Client, options: RekorOptions, base: str, sha: str) -> list[str]:
    raw = _read(client, options, "POST", f"{base}/api/v1/index/retrieve",
                json={"hash": f"sha256:{sha}"})
    if raw is None:
        return []
    try:
        found = net.parse_json(raw)
    except ValueError as exc:
        raise LogUnavailable(Message.of("log.search_unreadable")) from exc
    if not isinstance(found, list):
        raise LogUnavailable(Message.of("log.search_not_list"))
    # Names go into a URL path: accept only what a Rekor UUID looks like.
    uuids = [u.lower() for u in found if isinstance(u, str) and UUID_HEX.match(u.lower())]
    return list(dict.fromkeys(uuids))  # all named; ``_ask_log`` fetches the first few


def _get(client: httpx.Client, options: RekorOptions, url: str,
         params: dict[str, str] | None = None) -> bytes | None:
    return _read(client, options, "GET", url, params=params)


def _read(client: httpx.Client, options: RekorOptions, method: str, url: str,
          **kwargs: object) -> bytes | None:
    """The body of a 200 answer (size-capped, within the time allowed), None for 404,
    LogUnavailable otherwise."""
    budget = options.budget
    if budget is not None and budget.spent:
        raise LogUnavailable(_budget_spent(budget))
    seconds = options.timeout if budget is None else min(options.timeout, budget.remaining())
    try:
        reply = net.request_bytes(client, method, url, seconds=seconds,
                                  cap=MAX_RESPONSE_BYTES, **kwargs)
    except net.NetError as exc:
        if exc.kind == net.TIMEOUT and budget is not None and budget.spent:
            raise LogUnavailable(_budget_spent(budget)) from None
        raise LogUnavailable(Message.of("log.net", problem=exc.message)) from None
    if reply.status == 404:
        return None
    if reply.status != 200:
        raise LogUnavailable(Message.of("log.http", status=reply.status))
    return reply.body


def _budget_spent(budget: net.Clock) -> Message:
    return Message.of("log.budget", seconds=f"{budget.seconds:g}")


# --- the cache -----------------------------------------------------------------------

def cache_path(cache_dir: Path, list_sha256: str, log_index: int | None = None,
               log_id: str | None = None) -> Path:
    """Keyed by what the answer proves: the list's fingerprint in that log (and at the
    position asked). Without a log id: the name a bundle gives its saved answer."""
    at = "" if log_index is None else f"-at-{log_index}"
    folder = cache_dir / "rekor" if log_id is None else cache_dir / "rekor" / log_id
    return folder / f"{list_sha256.lower()}{at}.json"


def _write_cache(cache_dir: Path | None, sha: str, log_index: int | None, log_id: str,
                 raw: bytes) -> str | None:
    """Save the raw answer atomically (temp file + rename); the path, or None if not."""
    if cache_dir is None:
        return None
    from verifier_app.fetch.store import write_atomic

    path = cache_path(cache_dir, sha, log_index, log_id)
    try:
        write_atomic(path, raw)
    except OSError:
        return None  # a read-only cache: the check stands, it is just not saved
    return str(path.relative_to(cache_dir))


def check_rekor_found(list_sha256: str, answers: list[tuple[str | None, bytes]],
                      options: RekorOptions) -> RekorResult:
    """``check_rekor`` for entries already fetched in bulk (``rekor_bulk``): each answer is
    verified exactly as one fetched alone."""
    sha = list_sha256.lower()
    return _conclude(sha, answers, options, _log_key(options))
