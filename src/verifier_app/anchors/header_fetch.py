"""The headers on top of an anchor, from wherever they can be had in bulk.

Offline: the headers file (to its end). Online: Electrum servers (2,016 headers a call),
then a Bitcoin Core node (batched JSON-RPC), then the headers already kept in the user's
cache. Fetched headers are kept once checked (``header_store``); one walk asks each
source once for the span all its anchors need (``ChainCache``). A source is transport
only: ``header_chain`` checks every header it gives.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from verifier_app import net
from verifier_app.anchors import header_store
from verifier_app.anchors.block_headers import (
    BlockHeader,
    HeaderCheck,
    HeaderError,
    header_from_hex,
    meets_target,
    parse_header,
)
from verifier_app.anchors.electrum import ElectrumClient, ElectrumError, parse_address
from verifier_app.anchors.header_answers import (
    ChainCache,
    FetchedHeader,
    SourceUnavailable,
    ask_source,
    cookie_auth,
    hide_password,
    node_answer,
)
from verifier_app.anchors.header_chain import (
    MTP_WINDOW,
    RATE_ASSUMPTION,
    ChainCheck,
    check_chain,
    describe,
    work,
    work_words,
)
from verifier_app.core.failures import BitcoinFailure
from verifier_app.core.messages import Grouped, Message
from verifier_app.core.results import Status

MAX_ON_TOP = 60_000  # about 14 months of blocks: more than a season needs
RPC_BATCH = 2016
MAX_BATCH_BYTES = 8 << 20  # 2,016 headers with their JSON-RPC envelopes, and a margin


@dataclass(frozen=True)
class ChainFound:
    check: ChainCheck
    source: str | None
    notes: tuple[str, ...] = ()
    # When the sources disagree about the anchor's block (``settle``): FAIL or
    # NOT_CHECKED, with the sentence naming them; None when the proof's header stands.
    outcome: Status | None = None
    said: Message | None = None


def chain_on_top(height: int, anchor_raw: bytes, from_file: dict[int, BlockHeader] | None,
                 options: Any) -> ChainFound:
    """The checked chain from the anchor's block on, from the first source that has it."""
    if from_file is not None:
        return _held_against(height, anchor_raw, from_file, "the headers file")
    notes: list[str] = []
    if not options.offline:
        for name, span in _online_spans(height, options, notes):
            found = _held_against(height, anchor_raw, span, name)
            return replace(found, notes=tuple(notes) + found.notes)
    store = header_store.read_checked(max(0, height - MTP_WINDOW), height + MAX_ON_TOP)
    if store.damage is not None:  # said beside the result; the rows are not used
        notes.append(store.damage.render())
    kept = store.headers
    if kept.get(height) is not None:
        found = _held_against(height, anchor_raw, kept, "headers kept from earlier walks")
        return replace(found, notes=tuple(notes) + found.notes)
    return ChainFound(ChainCheck(None, None, None), None, tuple(notes))


def _held_against(height: int, anchor_raw: bytes, headers: dict[int, BlockHeader],
                  name: str) -> ChainFound:
    own = headers.get(height)
    if own is not None and own.raw != anchor_raw:
        return settle(height, anchor_raw, headers, name)
    return ChainFound(check_chain(height, headers), name)


def settle(height: int, anchor_raw: bytes, headers: dict[int, BlockHeader],
           name: str) -> ChainFound:
    """Two sources, two headers for the anchor's block: the rule that decides.

    Section 3.11 takes the time of "a block in the chain the network has accepted", and
    Bitcoin's network accepts the chain with the most work. So each side counts the work
    this app checks itself: the proof's header alone (its source gave nothing on top of
    it), against ``name``'s header and the headers linked on top of it, each meeting its
    own target. More work wins (Appendix B, step 6 needs the Merkle root of the block the
    chain holds at that height): if it is the other header, the proof's block is not in
    that chain and the seal fails; if it is the proof's, the seal stands and the other
    source is named in a note; with neither ahead, the seal is not checked.
    """
    other = headers[height]
    anchor = parse_header(anchor_raw)
    mine, theirs = _own_work(anchor), _own_work(other)
    chain = check_chain(height, headers) if theirs else ChainCheck(None, None, None)
    if theirs and chain.work_on_top:
        theirs += chain.work_on_top
    values = {"height": Grouped(height), "other": name,
              "blocks": Grouped(chain.confirmations or (1 if theirs else 0))}
    empty = ChainCheck(None, None, None)
    if theirs > mine:
        return ChainFound(empty, name, outcome=Status.FAIL,
                          said=Message.of("header.outworked", **values))
    if mine > theirs:
        note = Message.of("header.outworks", **values).render()
        return ChainFound(empty, None, (note,))
    return ChainFound(empty, name, outcome=Status.NOT_CHECKED,
                      said=Message.of("header.undecided", **values))


def _own_work(header: BlockHeader) -> int:
    """The work a header proves by itself: none unless it meets its own target."""
    try:
        return work(header) if meets_target(header) else 0
    except HeaderError:
        return 0


def header_work(raw: bytes) -> int:
    """``_own_work`` of a header's 80 bytes; none for bytes that are not a header."""
    try:
        return _own_work(parse_header(raw))
    except HeaderError:
        return 0


def _online_spans(height: int, options: Any, notes: list[str]):
    cache: ChainCache = options.chain_cache
    for address in options.electrum or []:
        span = _cached(cache, f"electrum:{address}", height,
                       lambda first, stop, a=address: _electrum_span(a, first, stop, options),
                       notes)
        if span:
            yield f"Electrum server {address}", span
    if options.bitcoind_url:
        span = _cached(cache, "bitcoind", height,
                       lambda first, stop: _node_span(first, stop, options), notes)
        if span:
            yield "Bitcoin Core node", span


def electrum_header(height: int, options: Any) -> Any:
    """The anchor's own header from the first Electrum server that has it; the span it
    comes in (up to the tip) is kept for the chain check that follows."""
    notes: list[str] = []
    for address in options.electrum or []:
        span = _cached(options.chain_cache, f"electrum:{address}", height,
                       lambda first, stop, a=address: _electrum_span(a, first, stop, options),
                       notes)
        if span and height in span:
            return FetchedHeader(span[height].raw, f"Electrum server {address}",
                                 notes=notes)
    raise SourceUnavailable("; ".join(n.removesuffix(".") for n in notes) or
                            f"no Electrum server had block {height}")


def _cached(cache: ChainCache, key: str, height: int, fetch: Any,
            notes: list[str]) -> dict[int, BlockHeader] | None:
    with cache.lock:  # one fetch of a span at a time: the others want the same headers
        return _cached_locked(cache, key, height, fetch, notes)


def _cached_locked(cache: ChainCache, key: str, height: int, fetch: Any,
                   notes: list[str]) -> dict[int, BlockHeader] | None:
    first = max(0, height - MTP_WINDOW)
    span = cache.spans.get(key)
    if span is not None and first in span and height in span:
        return span
    if key in cache.failed:
        notes.append(cache.failed[key])
        return span if span is not None and height in span else None
    stop = min(span) - 1 if span else None  # only what the earlier fetch did not cover
    try:
        fresh, requests = fetch(first, stop)
    except (ElectrumError, _NodeError) as exc:
        cache.failed[key] = f"The headers were not fetched: {exc}."
        notes.append(cache.failed[key])
        return span if span is not None and height in span else None
    cache.requests += requests
    header_store.admit(fresh)
    merged = {**(span or {}), **fresh}
    cache.spans[key] = merged
    return merged


def _electrum_span(address: str, first: int, stop: int | None,
                   options: Any) -> tuple[dict[int, BlockHeader], int]:
    server = parse_address(address)
    pool = net.current_pool()  # the walk's: a server found down is not asked again
    host = f"{server.host}:{server.port}"
    try:
        if pool is not None:
            _refuse_if_down(pool, host)
        with ElectrumClient(server, _seconds(options) * 4) as client:
            last = stop if stop is not None else min(client.tip_height(), first + MAX_ON_TOP)
            count = max(0, last - first + 1)
            return client.headers(first, count), client.requests
    except ElectrumError as exc:
        if pool is not None and exc.kind is not None:
            pool.mark_down(host, net.NetError(_phrase(exc.kind, options), exc.kind))
        raise ElectrumError(f"{server.name} {exc}") from None


def _phrase(kind: str, options: Any) -> Message:
    """``net``'s phrase for what an Electrum server's failure says of it."""
    if kind == net.TIMEOUT:
        return Message.of("net.timeout", seconds=f"{_seconds(options) * 4:g}")
    return Message.of("net.certificate" if kind == net.CERTIFICATE else "net.unreachable")


def _refuse_if_down(pool: Any, host: str) -> None:
    try:
        pool.refuse_if_down(host)
    except net.NetError as exc:
        raise ElectrumError(str(exc), exc.kind) from None


def _seconds(options: Any) -> float:
    budget: net.Clock | None = options.budget
    return options.timeout if budget is None else min(options.timeout, budget.remaining())


def node_batch(options: Any, calls: list[tuple[str, list[Any]]]) -> list[Any]:
    """Many JSON-RPC calls in one request (Bitcoin Core answers a list with a list); each
    result in the order asked, None where the node refused that one."""
    if not calls:
        return []
    name = f"Bitcoin Core node at {hide_password(options.bitcoind_url or '')}"
    payload = [{"jsonrpc": "1.0", "id": i, "method": m, "params": p}
               for i, (m, p) in enumerate(calls)]
    with net.make_client(auth=cookie_auth(options.bitcoind_cookie, name)) as client:
        body = ask_source(client, name, "POST", options.bitcoind_url or "", options,
                          json=payload, cap=MAX_BATCH_BYTES)
    answers = node_answer(body, name, list)
    results: list[Any] = [None] * len(calls)
    for answer in answers:
        index = answer.get("id") if isinstance(answer, dict) else None
        if isinstance(index, int) and 0 <= index < len(calls) and not answer.get("error"):
            results[index] = answer.get("result")
    return results


class _NodeError(Exception):
    pass


def _node_span(first: int, stop: int | None,
               options: Any) -> tuple[dict[int, BlockHeader], int]:
    try:
        requests = 0
        last = stop
        if last is None:
            tip = node_batch(options, [("getblockcount", [])])[0]
            if not isinstance(tip, int) or isinstance(tip, bool):
                raise _NodeError("the Bitcoin Core node did not name its chain's height")
            last, requests = min(tip, first + MAX_ON_TOP), 1
        found: dict[int, BlockHeader] = {}
        for start in range(first, last + 1, RPC_BATCH):
            heights = list(range(start, min(last, start + RPC_BATCH - 1) + 1))
            hashes = node_batch(options, [("getblockhash", [h]) for h in heights])
            named = [(h, x) for h, x in zip(heights, hashes, strict=False) if isinstance(x, str)]
            texts = node_batch(options, [("getblockheader", [x, False]) for _, x in named])
            heights = [h for h, _ in named]
            requests += 2
            found.update(_node_headers(heights, texts))
        return found, requests
    except SourceUnavailable as exc:
        raise _NodeError(str(exc)) from None


def _node_headers(heights: list[int], texts: list[Any]) -> dict[int, BlockHeader]:
    found: dict[int, BlockHeader] = {}
    for height, text in zip(heights, texts, strict=False):
        if not isinstance(text, str):
            continue  # a gap: the chain is checked up to it
        try:
            found[height] = header_from_hex(text)
        except HeaderError:
            continue
    return found


def with_chain(check: HeaderCheck, from_file: dict[int, BlockHeader] | None,
               options: Any) -> HeaderCheck:
    """A passed header check with the chain on top of it: confirmations, work, main chain.

    A broken link, or sources that disagree, is a warning at the seal; a chain easier than
    its era's least difficulty is "not Bitcoin's main chain"; the median time is taken
    from the checked headers only.
    """
    if check.status is not Status.PASS or check.header is None:
        return check
    found = chain_on_top(check.height, check.header.raw, from_file, options)
    check = replace(check, notes=(*check.notes, *found.notes))
    if found.outcome is not None and found.said is not None:
        return _disagreed(check, found.outcome, found.said)
    chain = found.check
    check = replace(check, median_time_past=chain.median_time_past,
                    confirmations=chain.confirmations, work_on_top=chain.work_on_top,
                    later_time=chain.later_time, main_chain=chain.main_chain)
    if chain.main_chain and chain.seconds_of_work is not None:
        check = replace(check, work_words=f"{work_words(chain.seconds_of_work).render()} "
                                          f"({RATE_ASSUMPTION})")
    sentence = describe(chain, say_why=not check.low_work)
    if chain.problem:
        check = _add(replace(check, warnings=(*check.warnings, chain.problem.render())),
                     chain.problem, warning=True)
    if chain.main_chain is False and not check.low_work:
        warning = chain.below_era.render() if chain.below_era \
            else "This is not Bitcoin's main chain."
        check = _add(replace(check, warnings=(*check.warnings, warning)), sentence or "",
                     warning=True)
    elif sentence:
        check = _add(check, sentence)
    if found.source and chain.confirmations is not None:
        check = replace(check, notes=(*check.notes,
                                      f"The headers on top came from {found.source}."))
    return check


def _disagreed(check: HeaderCheck, outcome: Status, said: Message) -> HeaderCheck:
    """The seal when another source's header for the block wins or ties (``settle``):
    failed, or not checked; never the pass the proof's header alone would give."""
    return replace(check, status=outcome, message=said, detail=said.render(),
                   failure=BitcoinFailure.SOURCES_DISAGREE if outcome is Status.FAIL else None,
                   median_time_past=None, later_time=None, confirmations=None,
                   work_on_top=None, main_chain=None)


def _add(check: HeaderCheck, sentence: Message | str, warning: bool = False) -> HeaderCheck:
    """A sentence after the check's detail, in its message and its English text alike."""
    first = check.message or check.detail
    said = Message.of("ots.warning", first=first, warning=sentence) if warning else \
        Message.of("join.sentences", first=first, second=sentence)
    return replace(check, message=said, detail=said.render())


