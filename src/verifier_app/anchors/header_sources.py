"""Where block headers come from: sources the operator of the league does not control.

In order of preference: a local Bitcoin Core node (JSON-RPC), Esplora-style block
explorers (several must agree), then a headers file the user supplies. A source that
cannot be reached is "not checked", never a pass; the header that does arrive is checked
on its own terms elsewhere (``block_headers``), so a source is trusted for availability
only, not for truth.
"""

from __future__ import annotations

import re
import threading
from pathlib import Path
from typing import Any

import httpx

from verifier_app import net
from verifier_app.anchors.anchor_files import MAX_HEADERS_FILE_BYTES
from verifier_app.anchors.block_headers import (
    BlockHeader,
    HeaderError,
    header_from_hex,
    median_time,
    parse_header,
)
from verifier_app.anchors.esplora_bulk import header_in_blocks, window_top
from verifier_app.anchors.header_answers import (
    FetchedHeader,
    HeaderSourceOptions,
    SourceDisagreement,
    SourceUnavailable,
    ask_source,
    cookie_auth,
    hide_password,
    node_answer,
)
from verifier_app.anchors.header_chain import mtp_heights
from verifier_app.anchors.header_fetch import electrum_header, header_work
from verifier_app.core.input_files import InputFileError, read_input_file
from verifier_app.core.messages import Grouped, Message

DEFAULT_EXPLORERS = ("https://blockstream.info/api", "https://mempool.space/api")
MAX_UINT32 = 2**32 - 1  # a header's time field; no real block time can be larger
MAX_QUOTED = 200  # characters of a server's error message worth repeating
HASH_HEX = re.compile(r"^[0-9a-fA-F]{64}$")


def fetch_header(height: int, options: HeaderSourceOptions) -> FetchedHeader:
    """The header at ``height`` from the first source that answers, in preference order."""
    attempts = _configured_sources(options)
    if not attempts:
        raise SourceUnavailable(Message.of("header.no_source_offline" if options.offline
                                           else "header.no_source"))
    missed: list[str] = []
    for fetch in attempts:
        try:
            found = fetch(height, options)
        except SourceUnavailable as exc:
            missed.append(str(exc))
            continue
        found.notes = missed + found.notes
        return found
    raise SourceUnavailable("; ".join(missed))


def _configured_sources(options: HeaderSourceOptions) -> list[Any]:
    sources: list[Any] = []
    if not options.offline:
        if options.electrum:
            sources.append(electrum_header)
        if options.bitcoind_url:
            sources.append(_from_node)
        if _explorers(options):
            sources.append(_from_explorers)
    if options.headers_file is not None:
        sources.append(_from_file)
    return sources


def _explorers(options: HeaderSourceOptions) -> list[str]:
    chosen = DEFAULT_EXPLORERS if options.explorers is None else options.explorers
    return [base.rstrip("/") for base in chosen if base.strip()]


# --- Esplora-style explorers -------------------------------------------------------------

def _from_explorers(height: int, options: HeaderSourceOptions) -> FetchedHeader:
    answers: list[FetchedHeader] = []
    missed: list[str] = []
    with net.make_client() as client:
        for base in _explorers(options):
            try:
                answers.append(_ask_explorer(client, base, height, options))
            except SourceUnavailable as exc:
                missed.append(str(exc))
    if not answers:
        raise SourceUnavailable("; ".join(missed))
    agreeing, notes = _most_work(answers, height)
    first = agreeing[0]
    mtp = next((a.median_time_past for a in agreeing if a.median_time_past is not None), None)
    return FetchedHeader(first.raw, ", ".join(a.source for a in agreeing), first.block_hash,
                         mtp, notes=missed + notes)


def _most_work(answers: list[FetchedHeader], height: int) -> tuple[list[FetchedHeader],
                                                                    list[str]]:
    """The explorers' answers for one block, settled as ``header_fetch.settle`` does: the
    header with the most work that it proves by itself wins (Section 3.11, the chain the
    network accepts), the losers are named; with no single one ahead, the sources
    disagree and the block is not checked."""
    sides: dict[tuple[bytes, bytes | None], list[FetchedHeader]] = {}
    for answer in answers:
        sides.setdefault((answer.raw, answer.block_hash), []).append(answer)
    if len(sides) == 1:
        return answers, []
    ranked = sorted(sides.values(), key=lambda side: header_work(side[0].raw), reverse=True)
    best, runner_up = ranked[0], ranked[1]
    if header_work(best[0].raw) == header_work(runner_up[0].raw):
        raise SourceDisagreement(Message.of("header.disagree", height=Grouped(height),
                                            first=best[0].source, other=runner_up[0].source))
    notes = [Message.of("header.less_work", height=Grouped(height), other=loser.source).render()
             for side in ranked[1:] for loser in side]
    return best, notes


def _ask_explorer(client: httpx.Client, base: str, height: int,
                  options: HeaderSourceOptions) -> FetchedHeader:
    """One bulk request when the explorer serves it, else three block by block."""
    bulk = _ask_bulk(client, base, height, options)
    if bulk is not None:
        return bulk
    hash_text = _get_text(client, base, f"{base}/block-height/{height}", options).strip()
    if not HASH_HEX.match(hash_text):
        raise SourceUnavailable(f"{base} did not answer with a block hash")
    block_hash = bytes.fromhex(hash_text)[::-1]
    header_text = _get_text(client, base, f"{base}/block/{hash_text}/header", options)
    try:
        raw = header_from_hex(header_text).raw
    except HeaderError as exc:
        raise SourceUnavailable(f"{base} did not answer with a block header ({exc})") from None
    return FetchedHeader(raw, base, block_hash,
                         _explorer_mtp(client, base, hash_text, options))


def _ask_bulk(client: httpx.Client, base: str, height: int,
              options: HeaderSourceOptions) -> FetchedHeader | None:
    """The block from the answer for its ten-block window (one request, asked once a walk,
    serves every anchor in those ten blocks), else from the answer starting at it (the
    window's top may lie above the explorer's tip)."""
    found = None
    for start in dict.fromkeys((window_top(height), height)):
        try:
            body = ask_source(client, base, "GET", f"{base}/blocks/{start}", options)
            found = header_in_blocks(net.parse_json(body), height)
        except (SourceUnavailable, ValueError):
            continue
        if found is not None:
            break
    if found is None:
        return None
    header, block = found
    return FetchedHeader(header.raw, base, header.block_hash, _median_time(block, base))


def _explorer_mtp(client: httpx.Client, base: str, hash_text: str,
                  options: HeaderSourceOptions) -> int | None:
    """Median-time-past from the block's JSON; optional, so an explorer without it only
    loses the value, but an answer that makes no sense means its answers are not used."""
    try:
        text = _get_text(client, base, f"{base}/block/{hash_text}", options)
    except SourceUnavailable:
        return None
    try:
        info = net.parse_json(text)
    except ValueError:
        raise SourceUnavailable(f"{base} gave block details that are not readable") from None
    return _median_time(info, base)


def _median_time(info: Any, name: str) -> int | None:
    """``mediantime`` of a block's details: absent is None; anything but a Unix time that
    a block header can hold (1 .. 2**32 - 1) makes the whole answer unusable."""
    if not isinstance(info, dict):
        raise SourceUnavailable(f"{name} gave block details that are not readable")
    value = info.get("mediantime")
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 < value <= MAX_UINT32:
        raise SourceUnavailable(f"{name} gave an impossible median time for the block")
    return value


def _get_text(client: httpx.Client, name: str, url: str, options: HeaderSourceOptions) -> str:
    return ask_source(client, name, "GET", url, options).decode("utf-8", "replace")


# --- a local Bitcoin Core node -----------------------------------------------------------

def _from_node(height: int, options: HeaderSourceOptions) -> FetchedHeader:
    name = f"Bitcoin Core node at {hide_password(options.bitcoind_url or '')}"
    auth = cookie_auth(options.bitcoind_cookie, name)
    with net.make_client(auth=auth) as client:
        hash_text = _rpc(client, options, name, "getblockhash", [height])
        if not isinstance(hash_text, str) or not HASH_HEX.match(hash_text):
            raise SourceUnavailable(f"{name} gave an answer that is not a block hash")
        header_hex = _rpc(client, options, name, "getblockheader", [hash_text, False])
        info = _rpc(client, options, name, "getblockheader", [hash_text, True])
    if not isinstance(header_hex, str):
        raise SourceUnavailable(f"{name} gave an answer that is not a block header")
    try:
        raw = header_from_hex(header_hex).raw
    except HeaderError:
        raise SourceUnavailable(f"{name} gave an answer that is not a block header") from None
    return FetchedHeader(raw, name, bytes.fromhex(hash_text)[::-1], _median_time(info, name))


def _rpc(client: httpx.Client, options: HeaderSourceOptions, name: str, method: str,
         params: list[Any]) -> Any:
    payload = {"jsonrpc": "1.0", "id": "verifier", "method": method, "params": params}
    url = options.bitcoind_url or ""
    answer = node_answer(ask_source(client, name, "POST", url, options, json=payload), name, dict)
    if answer.get("error"):
        error = answer["error"]
        message = error.get("message") if isinstance(error, dict) else error
        raise SourceUnavailable(f"{name} refused {method}: {str(message)[:MAX_QUOTED]}")
    return answer.get("result")


# --- a headers file ----------------------------------------------------------------------

def _from_file(height: int, options: HeaderSourceOptions) -> FetchedHeader:
    path = options.headers_file
    assert path is not None
    name = f"headers file {path.name}"
    headers = _load_headers_file(path, name)
    text = headers.get(str(height))
    if not isinstance(text, str):
        raise SourceUnavailable(f"the {name} has no header for block {height}")
    try:
        raw = header_from_hex(text).raw
    except HeaderError as exc:
        raise SourceUnavailable(f"the {name} holds no usable header for block {height}"
                                f" ({exc})") from None
    return FetchedHeader(raw, name, None, _file_mtp(headers, height))


def _load_headers_file(path: Path, name: str) -> dict[str, Any]:
    """The file's JSON, read and parsed once per walk however many seals ask (keyed by
    the file's identity, so a changed file is read again)."""
    try:
        stat = path.stat()
    except OSError:
        stat = None
    key = (str(path), stat.st_mtime_ns, stat.st_size) if stat else None
    with _FILE_LOCK:  # seals run side by side online: read the file once
        if key is not None and key in _LOADED:
            return _LOADED[key]
        data = _read_headers_file(path, name)
        if key is not None:
            _LOADED.clear()  # one file at a time: a season's file is large
            _LOADED[key] = data
        return data


_FILE_LOCK = threading.RLock()
_LOADED: dict[tuple[str, int, int], dict[str, Any]] = {}
_PARSED: dict[int, dict[int, BlockHeader]] = {}


def file_headers(options: HeaderSourceOptions) -> dict[int, BlockHeader] | None:
    """Every usable header of the headers file by height (None without a file)."""
    path = options.headers_file
    if path is None:
        return None
    try:
        data = _load_headers_file(path, f"headers file {path.name}")
    except SourceUnavailable:
        return None
    with _FILE_LOCK:
        return _parsed_file(data)


def _parsed_file(data: dict[str, Any]) -> dict[int, BlockHeader]:
    cached = _PARSED.get(id(data))
    if cached is None:
        cached = {}
        for key, text in data.items():
            if isinstance(text, str) and key.isdigit() and len(text) == 160:
                try:
                    cached[int(key)] = parse_header(bytes.fromhex(text))
                except (ValueError, HeaderError):
                    continue
        _PARSED.clear()
        _PARSED[id(data)] = cached
    return cached


def _read_headers_file(path: Path, name: str) -> dict[str, Any]:
    try:
        data = net.parse_json(read_input_file(path, MAX_HEADERS_FILE_BYTES, "a headers file"))
    except InputFileError as exc:
        raise SourceUnavailable(str(exc).rstrip(".")) from None
    except ValueError:  # also JSON nested too deeply to read
        raise SourceUnavailable(f"the {name} is not a headers file (not the JSON one "
                                "expects)") from None
    if not isinstance(data, dict):
        raise SourceUnavailable(f'the {name} is not of the form {{"height": "header hex"}}')
    return data


def _file_mtp(headers: dict[str, Any], height: int) -> int | None:
    """Median-time-past when the file also holds the 11 headers before this one."""
    times: list[int] = []
    for h in mtp_heights(height):
        text = headers.get(str(h))
        try:
            times.append(header_from_hex(text).time if isinstance(text, str) else -1)
        except HeaderError:
            return None
    return None if -1 in times else median_time(times)
