"""Steps 6, 9 and 10 over every seal: the Bitcoin anchor, the signed tokens, the log.

Each seal gets its anchors' typed results (``seal.ots``, ``seal.tokens``, ``seal.rekor``);
each step is concluded over all seals. A seal without a proof of one kind is named, never
counted as a pass; a step with nothing checked is "not checked".
"""

from __future__ import annotations

import contextvars
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from verifier_app import net, net_pool
from verifier_app.anchors.anchor_files import MAX_KEY_BYTES, check_trust_roots
from verifier_app.anchors.anchor_options import AnchorOptions
from verifier_app.anchors.equivocation import check_equivocation
from verifier_app.anchors.header_sources import HeaderSourceOptions
from verifier_app.anchors.log_history import check_log_history
from verifier_app.anchors.ots import FILE_HASH_WARNINGS, MAX_PROOF_BYTES, check_ots
from verifier_app.anchors.rekor import (
    check_rekor,
    check_rekor_found,
    log_key,
    verify_rekor_response,
)
from verifier_app.anchors.rekor_bulk import prefetch
from verifier_app.anchors.rekor_demo import demo_log_id
from verifier_app.anchors.rekor_published import (
    PublishedIndex,
    published_entry,
    published_index,
    unused_reason,
)
from verifier_app.anchors.rekor_signer import flag_other_signers, signer_check
from verifier_app.anchors.rekor_verify import log_id_of
from verifier_app.anchors.seal_work import SealAnchors, SharedFacts
from verifier_app.anchors.tsa import TrustOptions, check_tokens
from verifier_app.anchors.tsa_token import MAX_TOKEN
from verifier_app.core.anchor_results import (
    AnchorResult,
    OtsResult,
    ProofKind,
    RekorResult,
    TokenResult,
)
from verifier_app.core.bundle import Bundle, BundleFile
from verifier_app.core.cache import cache_root
from verifier_app.core.errors import UserFacingError
from verifier_app.core.failures import BitcoinFailure, TokenFailure
from verifier_app.core.market_time import margin_length
from verifier_app.core.messages import CATALOGUE, Grouped, Message, sentences
from verifier_app.core.results import SealResult, Status, StepResult
from verifier_app.core.status import combine
from verifier_app.core.step_ids import TITLES
from verifier_app.core.times import parse_utc, seal_name_time

MAX_LIST_BYTES = 1024 * 1024
MAX_FILE_BYTES = 64 * 1024 * 1024  # another stamped file is hashed whole for its tokens
TOKEN_DELAY_TOLERANCE = timedelta(minutes=10)
MAX_CERT_BYTES = 256 * 1024
MAX_LOG_ANSWER_BYTES = 2 * 1024 * 1024
SEAL_WORKERS = 16  # seals checked at once online; each host still gets only ``per_host``


# Called as each seal is done: (seals done, seals in all, whether no host could be reached).
AnchorProgress = Callable[[int, int, bool], None]
LogAnswers = dict[str, list[tuple[str, bytes]]]


class _SealCheck:
    """What the checks of one walk's seals share, made once per walk (and once per part in
    a worker process): the budget, the header sources, the published log entries, the
    certificate work of the tokens."""

    def __init__(self, bundle: Bundle, options: AnchorOptions, shared: SharedFacts,
                 budget: net.Clock):
        self.bundle, self.options, self.cache_dir, self.budget = \
            bundle, options, shared.cache_dir, budget
        self.headers = options.header_sources(budget)  # one per walk: each span fetched once
        self.published = _published_sources(bundle, options, shared.lists)
        sources = self.published.sources
        self.pack = sources[1][0] if len(sources) > 1 else None  # --evidence
        self.log_found: Callable[[], LogAnswers] = dict  # online: the log's bulk answers
        self.key_copy = shared.key_copy
        # The certificate work and the roots this walk's tokens share, for this walk only.
        self.trust = TrustOptions(extra_roots=list(options.trust_ca),
                                  untrusted=list(options.untrusted), demo=options.demo_trust)

    def __call__(self, seal: SealResult) -> None:
        bundle, options = self.bundle, self.options
        stamped = bundle.files[seal.list]
        seal.ots = _ots(bundle, stamped, seal, self.headers, self.pack)
        seal.tokens = _tokens(bundle, stamped, seal, options, self.trust)
        seal.rekor = _rekor(bundle, seal, options, self.cache_dir, self.budget,
                            self.log_found(), self.published)
        if self.key_copy is not None and seal.rekor is not None:
            seal.rekor = _operators_word(seal.rekor, self.key_copy)
        seal.anchors_checked = True
        if options.demo_trust:
            _mark_demo(seal)


def check_anchors(bundle: Bundle, seals: list[SealResult], options: AnchorOptions,
                  cache_dir: Path | None = None,
                  progress: AnchorProgress | None = None,
                  checks: list[StepResult] | None = None) -> list[StepResult]:
    """Fill every seal's anchors and return steps 6, 9 and 10.

    Verified log answers are kept in ``cache_dir`` (default: the user's cache folder),
    never in the bundle, which is only read. One budget covers every request of the walk.
    Online, seals are checked side by side through one polite pool (``net_pool``);
    offline in turn, in this process (``seal_parts`` hands them to the walk's workers).
    ``progress(done, total, no_network)`` is called as seals are done and may raise to
    stop; ``no_network`` is true once every host asked failed to connect. The
    log's further checks (one signer, the log's history) are appended to ``checks``.
    """
    shared = shared_facts(bundle, seals, options, cache_dir)
    budget = net.Clock(options.budget)
    if options.offline:
        _each_offline(_SealCheck(bundle, options, shared, budget), seals, progress)
        return conclude(seals, options, shared.cache_dir, checks, budget)
    one = _SealCheck(bundle, options, shared, budget)
    # One pool for every request of the walk, the log's further checks included, so a
    # host found down stays down for all of them.
    with net_pool.Pool(options.per_host, options.rate, budget) as hosts, net.polite(hosts), \
            ThreadPoolExecutor(max_workers=1) as early:
        # The log's bulk answers arrive while the first seals' proofs and tokens are
        # checked; each seal waits for them only when it comes to its log entry.
        log_answers = early.submit(contextvars.copy_context().run, _log_in_bulk,
                                   bundle, seals, options, shared.cache_dir, budget)
        one.log_found = log_answers.result
        _side_by_side(one, seals, _saying_no_network(progress, hosts))
        steps = conclude(seals, options, shared.cache_dir, checks, budget)
        options.requests.update(hosts.requests)
        return steps


def _saying_no_network(progress: AnchorProgress | None,
                       pool: net_pool.Pool) -> AnchorProgress | None:
    """``progress`` told, with each seal done, whether the network seems to be missing."""
    if progress is None:
        return None
    return lambda done, total: progress(done, total, pool.no_network)


def shared_facts(bundle: Bundle, seals: list[SealResult], options: AnchorOptions,
                 cache_dir: Path | None = None) -> SharedFacts:
    """What every seal's check needs of the whole walk; the reader's roots are checked here
    (a file that holds none is said before any seal)."""
    check_trust_roots(options.trust_ca)
    lists = frozenset({s.list for s in seals} | {s.sha256.lower() for s in seals})
    return SharedFacts(lists, cache_dir or cache_root(), _log_key_copy(bundle, options))


def conclude(seals: list[SealResult], options: AnchorOptions, cache_dir: Path,
             checks: list[StepResult] | None, budget: net.Clock | None = None
             ) -> list[StepResult]:
    """Steps 6, 9 and 10 over the checked seals, and the log's further checks."""
    budget = budget or net.Clock(options.budget)
    flag_other_signers(seals)
    log_step = rekor_step(seals)
    if checks is not None:
        rekor_options = options.rekor(cache_dir, budget)
        key = log_key(rekor_options)
        second_book = check_equivocation(seals, key, rekor_options)
        if second_book.status is Status.FAIL:  # a list logged but not published: step 10
            log_step = replace(log_step, status=Status.FAIL, detail=second_book.detail,
                               message=second_book.message,
                               failure=second_book.failure,
                               evidence={**log_step.evidence, "equivocation":
                                         second_book.evidence})
        keep = not options.demo_trust and log_id_of(key) != demo_log_id()
        checks.extend([signer_check(seals), check_log_history(seals, key, rekor_options, keep),
                       second_book])
    return [bitcoin_step(seals), tokens_step(seals), log_step]


def _log_key_copy(bundle: Bundle, options: AnchorOptions) -> str | None:
    """The bundle file that holds the log key the reader gave, if one does (the demo's own
    keys are said to be the demo's already)."""
    if options.demo_trust or options.rekor_key is None:
        return None
    from verifier_app.anchors.key_copies import copy_in_bundle
    from verifier_app.core.input_files import InputFileError, read_input_file

    try:
        pem = read_input_file(options.rekor_key, MAX_KEY_BYTES, "a public key (PEM)")
    except (InputFileError, UserFacingError):
        return None
    return copy_in_bundle(pem, bundle)


def _operators_word(result: RekorResult, copy: str) -> RekorResult:
    """A log entry checked with a key the bundle itself holds passes only with a warning."""
    if result.status is not Status.PASS:
        return result
    problem = Message.of("rekor.key_from_bundle", source=copy)
    return replace(result, status=Status.WARN, problems=[*result.problems, problem.render()],
                   evidence={**result.evidence, "key_same_as_bundle": copy})


def _each_offline(one: Callable[[SealResult], None], seals: list[SealResult],
                  progress: AnchorProgress | None) -> None:
    """Each seal in turn, in this process (the checks need no network, only the processor)."""
    for done, seal in enumerate(seals, 1):
        one(seal)
        if progress:
            progress(done, len(seals), False)


def check_seals(bundle: Bundle, seals: list[SealResult], options: AnchorOptions,
                shared: SharedFacts) -> list[SealAnchors]:
    """Offline, in a worker process of the walk's pool: these seals' anchors, in order."""
    one = _SealCheck(bundle, options, shared, net.Clock(options.budget))
    for seal in seals:
        one(seal)
    return [SealAnchors(s.ots, tuple(s.tokens), s.rekor) for s in seals]


def _side_by_side(one: Callable[[SealResult], None], seals: list[SealResult],
                  progress: Callable[[int, int], None] | None) -> None:
    """Each seal in a worker thread (each sees the walk's pool); stopped when ``progress``
    raises, e.g. on Cancel."""
    executor = ThreadPoolExecutor(max_workers=SEAL_WORKERS)
    try:
        futures = [executor.submit(contextvars.copy_context().run, one, s) for s in seals]
        for done, future in enumerate(as_completed(futures), 1):
            future.result()
            if progress:
                progress(done, len(seals))
    finally:
        executor.shutdown(wait=True, cancel_futures=True)


def _ots(bundle: Bundle, stamped: BundleFile, seal: SealResult,
         headers: HeaderSourceOptions, pack: Bundle | None = None) -> OtsResult:
    proof = bundle.ots_for(stamped)
    if proof is None:
        return OtsResult(detail=CATALOGUE["ots.none"], message=Message.of("ots.none"))
    if proof.size > MAX_PROOF_BYTES:
        return OtsResult(status=Status.FAIL, failure=BitcoinFailure.PROOF_UNREADABLE,
                         detail=f"{proof.relpath} is far too large to be a proof.")
    # A loose file may be stamped with another hash; a stamped list is SHA-256 only.
    reopen = stamped.open if seal.kind == "file" else None
    data = proof.read_bytes(MAX_PROOF_BYTES)
    result = check_ots(bytes.fromhex(seal.sha256), data, headers, reopen)
    if result.kind is not ProofKind.PENDING or result.status is Status.FAIL:
        return result
    # Only a calendar's promise: completed from the calendar, the cache or the pack.
    from verifier_app.anchors.ots_upgrade import EVIDENCE_FOLDER, upgrade_pending

    packed = pack.files.get(f"{EVIDENCE_FOLDER}/{seal.sha256}.json") if pack else None
    return upgrade_pending(bytes.fromhex(seal.sha256), data, result, headers, proof.name,
                           packed.head(MAX_PROOF_BYTES * 3) if packed else None, reopen)


def _tokens(bundle: Bundle, stamped: BundleFile, seal: SealResult,
            options: AnchorOptions, trust: TrustOptions) -> list[TokenResult]:
    found = bundle.tokens_for(stamped)
    if not found:
        return []
    limit = MAX_LIST_BYTES if seal.kind == "list" else MAX_FILE_BYTES
    if stamped.size > limit:
        said = Message.of("tsa.too_large", file=stamped.relpath, limit=Grouped(limit))
        return [TokenResult(tsa=tsa, detail=said.render(), message=said) for tsa in found]
    data = stamped.read_bytes(limit)
    # Read one byte past the limit: an oversized token then fails with its own reason
    # instead of stopping the whole walk.
    tokens = {tsa: f.head(MAX_TOKEN + 1) for tsa, f in found.items()}
    folder = f"{stamped.folder}/tsa" if stamped.folder else "tsa"
    certs = {f.relpath: f.head(MAX_CERT_BYTES) for f in bundle.in_folder(folder)
             if f.size <= MAX_CERT_BYTES}
    claimed = parse_utc(seal_name_time(stamped.name, stamped.day))
    return [_check_time_claim(t, claimed)
            for t in check_tokens(data, stamped.day, tokens, certs, trust)]


def _check_time_claim(token: TokenResult, claimed: datetime | None) -> TokenResult:
    """A token signed long after the time the list claims contradicts that claim.

    Tokens are requested when the list is sealed (the paper's lists and tokens agree to
    the second); a later signature means the list's time is not what it says.
    """
    signed = token.gen_time
    if claimed is None or signed is None or token.status == Status.FAIL:
        return token
    delay = signed - claimed
    if delay <= TOKEN_DELAY_TOLERANCE:
        return token
    said = Message.of("tsa.contradicted", tsa=token.tsa, signed=f"{signed:%Y-%m-%d %H:%M:%S}",
                      delay=margin_length(delay), claimed=f"{claimed:%H:%M:%S}")
    return replace(token, status=Status.FAIL, time_claim="contradicted",
                   failure=TokenFailure.LIST_TIME_CONTRADICTED, detail=said.render(),
                   message=said)


def _rekor(bundle: Bundle, seal: SealResult, options: AnchorOptions,
           cache_dir: Path | None, budget: net.Clock,
           found: dict[str, list[tuple[str, bytes]]], published: Published) -> RekorResult:
    rekor_options = options.rekor(cache_dir, budget)
    saved = bundle.files.get(f"rekor/{seal.sha256}.json")
    if saved is not None:  # a saved answer is re-verified exactly like a fresh one
        raw = saved.head(MAX_LOG_ANSWER_BYTES)  # cut short if oversized: then it is damaged
        return verify_rekor_response(seal.sha256, raw, rekor_options, source="cache")
    entry = next((e for b, index in published.sources if (e := published_entry(
        b, index, seal.list, seal.sha256, MAX_LOG_ANSWER_BYTES)) is not None), None)
    if entry is not None:  # as the log published it, at the position (and UUID) named
        pointer, raw = entry
        if pointer.position is not None:
            rekor_options = replace(rekor_options, log_index=pointer.position)
        return verify_rekor_response(seal.sha256, raw, rekor_options, source="cache",
                                     expect_uuid=pointer.uuid)
    if seal.sha256 in found:  # fetched in bulk, verified as if fetched alone
        result = check_rekor_found(seal.sha256, found[seal.sha256], rekor_options)
    else:
        result = check_rekor(seal.sha256, rekor_options)
    why = unused_reason(bundle, published.sources[0][1], seal.list, seal.sha256,
                        published.lists)
    return result if why is None or result.proven else _rekor_files_unused(result, why)


def _rekor_files_unused(result: RekorResult, why: Message) -> RekorResult:
    """A list the log did not answer here, in a bundle with rekor/ files that were no use
    for it: says why, instead of "no answer was saved" (issue: a reader who sees the
    folder must not be told it is empty)."""
    said = result.message
    reason = said.values[0][1] if said is not None and said.id == "log.unavailable" \
        and said.values else None
    if isinstance(reason, Message) and reason.id == "log.offline_unsaved":
        said = Message.of("log.unavailable",
                          reason=Message.of("log.offline_unusable", why=why))
    else:
        said = sentences([said or result.detail, Message.of("rekor_files.unused", why=why)])
    return replace(result, detail=said.render(), message=said,
                   problems=[*result.problems, why.render()],
                   evidence={**result.evidence, "rekor_files_unused": why.render()})


@dataclass(frozen=True)
class Published:
    """The log entries a bundle (and an evidence pack) publish, and the bundle's lists."""

    sources: list[tuple[Bundle, PublishedIndex]]
    lists: frozenset[str]  # every stamped list of the bundle, by path and by SHA-256


def _published_sources(bundle: Bundle, options: AnchorOptions,
                       lists: frozenset[str]) -> Published:
    """The bundle's published log entries, then those of an evidence pack (``--evidence``);
    ``lists``: every stamped list of the bundle, by path and by SHA-256."""
    sources = [(bundle, published_index(bundle))]
    if options.evidence is not None:
        from verifier_app.core.bundle_open import open_bundle

        pack = open_bundle([options.evidence])
        sources.append((pack, published_index(pack)))
    return Published(sources, lists)


def _log_in_bulk(bundle: Bundle, seals: list[SealResult], options: AnchorOptions,
                 cache_dir: Path | None, budget: net.Clock) -> dict[str, list]:
    """The log's entries for every seal without a saved answer, in a few requests."""
    published = _published_sources(bundle, options, frozenset()).sources
    missing = [s.sha256 for s in seals if f"rekor/{s.sha256}.json" not in bundle.files
               and not any(published_entry(b, i, s.list, s.sha256, 1) for b, i in published)]
    return prefetch(missing, options.rekor(cache_dir, budget))


def _mark_demo(seal: SealResult) -> None:
    """Anchors checked with the app's demo keys and headers can warn at best, never pass."""
    def demo(result: AnchorResult) -> Any:
        status = Status.WARN if result.status == Status.PASS else result.status
        return replace(result, status=status, demo=True)

    seal.ots = demo(seal.ots) if seal.ots else None
    seal.tokens = [demo(t) for t in seal.tokens]
    seal.rekor = demo(seal.rekor) if seal.rekor else None


def _demo_first(results: list[AnchorResult], said: list[Message]) -> list[Message]:
    """The demonstration caveat, said once at the front of a step's sentences."""
    demo = any(r.demo and r.proven for r in results)
    return [Message.of("demo.warning"), *said] if demo else said


def _told(result: AnchorResult) -> Message | str:
    """An anchor's sentence as a value of a step's message: its message, else its English."""
    return result.message or result.detail


def _nothing_anchored(step: str, results: list[AnchorResult], what_to_do: str | None,
                      evidence: dict[str, Any], command: str) -> StepResult:
    """Step 6 or 10 when no seal is anchored: the first anchor's sentence, then what to do
    (a message id, or None), as a message when the anchor has one."""
    detail = results[0].detail if results else CATALOGUE["step2.none"]
    first = results[0].message if results else Message.of("step2.none")
    if what_to_do:
        detail += " " + CATALOGUE[what_to_do]
        first = sentences([first, Message.of(what_to_do)]) if first else None
    return StepResult(step, TITLES[step], Status.NOT_CHECKED, detail, evidence, command,
                      message=first)


# -- conclusions over all seals ------------------------------------------------------------
def bitcoin_step(seals: list[SealResult]) -> StepResult:
    results = [s.ots for s in seals if s.ots is not None]
    statuses = [r.status for r in results]
    anchored = [r for r in results if r.outcome == "bitcoin"]
    pending = sum(r.kind == ProofKind.PENDING for r in results)
    evidence = {"seals": {s.list: s.ots.to_json() for s in seals if s.ots}}
    command = "ots verify <HHMMSS>Z.txt.ots   # or: ots info <HHMMSS>Z.txt.ots"
    if Status.FAIL in statuses:
        bad = next(r for r in results if r.status == Status.FAIL)
        return StepResult("step6", TITLES["step6"], Status.FAIL, bad.detail, evidence, command,
                          failure=bad.failure, message=bad.message)
    if not anchored:  # a block named, not looked up: say what to do
        return _nothing_anchored("step6", results, "step6.no_headers" if any(
            r.kind == ProofKind.BITCOIN for r in results) else None, evidence, command)
    first = min(anchored, key=lambda r: r.height or 0)
    counts = {"anchored": len(anchored), "total": len(results),
              "height": Grouped(first.height) if first.height is not None else None,
              "time": first.header_time}
    said = [Message.of("step6.anchored_bound", **counts, bound=first.bound) if first.bound
            else Message.of("step6.anchored", **counts)]
    status = Status.WARN if Status.WARN in statuses else Status.PASS
    if len(anchored) < len(results):
        status = Status.WARN
        said.append(Message.of("step6.unanchored", count=len(results) - len(anchored),
                               pending=pending))
    if any(r.kind == ProofKind.BITCOIN and not r.proven for r in results):
        # a block the proof names that could not be checked (explorers that disagree with
        # equal work, a header not found) is not checked, unlike a proof still pending
        status = Status.NOT_CHECKED
    if any(r.low_work for r in anchored):
        said.append(Message.of("step6.low_work"))
    weak = sorted({r.file_hash for r in anchored} & set(FILE_HASH_WARNINGS))
    said += [Message.of(f"step6.weak_{name}") for name in weak]
    return StepResult("step6", TITLES["step6"], status, evidence=evidence, command=command,
                      message=sentences(said))


def tokens_step(seals: list[SealResult]) -> StepResult:
    command = ("openssl ts -verify -data <list> -in <list>.<tsa>.tsr -CAfile <ca.pem> "
               "-untrusted <tsa.crt>")
    tokens = [t for s in seals for t in s.tokens]
    evidence = {"seals": {s.list: [t.to_json() for t in s.tokens] for s in seals if s.tokens}}
    if not tokens:
        return StepResult("step9", TITLES["step9"], Status.NOT_CHECKED, evidence=evidence,
                          command=command, message=Message.of("step9.no_tokens"))
    status = combine([t.status for t in tokens])
    failure = None
    if status == Status.FAIL:
        bad = [t for t in tokens if t.status == Status.FAIL]
        reason = _told(bad[0]) if bad[0].time_claim else \
            Message.of("step9.not_valid", tsa=bad[0].tsa, detail=_told(bad[0]))
        message = Message.of("step9.fail", bad=len(bad), total=len(tokens), reason=reason)
        failure = bad[0].failure
    else:
        message, valid = _tokens_said(seals, tokens)
        if status == Status.NOT_CHECKED and valid:  # some tokens checked out, others not
            status = Status.WARN
    return StepResult("step9", TITLES["step9"], status, evidence=evidence, command=command,
                      failure=failure, message=message)


def _tokens_said(seals: list[SealResult], tokens: list[TokenResult]) -> tuple[Message, bool]:
    """Step 9's sentences when no token fails, and whether any token is valid."""
    valid = [t for t in tokens if t.proven]
    said = [Message.of("step9.valid", valid=len(valid), total=len(tokens),
                       with_tokens=sum(1 for s in seals if s.tokens), seals=len(seals))]
    if valid:
        earliest = min(valid, key=lambda t: t.gen_time_text or "9999")
        said.append(Message.of("step9.first", detail=_told(earliest)))
    late = sum(t.before_open is False for t in tokens)
    if late:
        said.append(Message.of("step9.late", late=late))
    return sentences(_demo_first(list(tokens), said)), bool(valid)


def rekor_step(seals: list[SealResult]) -> StepResult:
    command = 'curl -s "https://rekor.sigstore.dev/api/v1/log/entries?logIndex=N"'
    results = [s.rekor for s in seals if s.rekor is not None]
    evidence = {"seals": {s.list: s.rekor.to_json() for s in seals if s.rekor}}
    statuses = [r.status for r in results]
    logged = [r for r in results if r.proven]
    if Status.FAIL in statuses:
        bad = next(r for r in results if r.status == Status.FAIL)
        return StepResult("step10", TITLES["step10"], Status.FAIL, bad.detail, evidence,
                          command, failure=bad.failure, message=bad.message)
    if not logged:
        return _nothing_anchored("step10", results, "step10.no_log" if any(
            "log_unreachable" in r.evidence for r in results) else None, evidence, command)
    # An entry whose time no SET signs is in the log, but says nothing about when
    # (Section 3.11, P1a): the step cannot pass on it.
    unsigned = sum(r.unsigned_time is not None for r in logged)
    status = Status.WARN if len(logged) < len(results) or Status.WARN in statuses \
        or unsigned else Status.PASS
    said = [Message.of("step10.logged", logged=len(logged), total=len(results))]
    if any(r.demo and r.proven for r in logged):
        said.insert(0, Message.of("demo.warning"))
    if len(logged) < len(results):
        said.append(Message.of("step10.missing", count=len(results) - len(logged)))
    if unsigned:
        said.append(Message.of("step10.unsigned", count=unsigned))
    copy = next((r.evidence["key_same_as_bundle"] for r in logged
                 if "key_same_as_bundle" in r.evidence), None)
    if copy is not None:
        said.append(Message.of("step10.key_from_bundle", source=copy))
    said += _root_note(logged, evidence)
    return StepResult("step10", TITLES["step10"], status, evidence=evidence, command=command,
                      message=sentences(said))


def _root_note(results: list[RekorResult], evidence: dict[str, Any]) -> list[Message]:
    """Which trusted root chose the log keys, and its age (shown, never hidden), with the
    reason an updated copy is not in use; the step's evidence names it too
    (``trusted_root``)."""
    root = next((r.evidence["trusted_root"] for r in results if "trusted_root" in r.evidence),
                None)
    if root is None:
        return []
    evidence["trusted_root"] = root
    from verifier_app.anchors.trusted_root_cache import root_in_use

    in_use = root_in_use()  # its source and reason as messages, when it is the one described
    same = in_use.describe() == root
    said = [Message.of("step10.root", source=in_use.source_said if same and
                       in_use.source_said else root["source"], fetched=root["fetched"],
                       age=root["age_days"])]
    if root.get("unused_reason"):
        said.append(Message.of("step10.root_unused", reason=in_use.unused_said if same and
                               in_use.unused_said else root["unused_reason"]))
    elif root.get("note"):  # a note without its reason: said as it was written
        said.append(Message.of("step10.root_note", note=root["note"]))
    return said
