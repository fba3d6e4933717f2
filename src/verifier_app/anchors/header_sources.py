"""Where block headers come from: sources the operator of the league does not control.

In order of preference: a local Bitcoin Core node (JSON-RPC), Esplora-style block
explorers (several must agree), then a headers file the user supplies. A source that
cannot be reached is "not checked", never a pass; the header that does arrive is checked
on its own terms elsewhere (``block_headers``), so a source is trusted for availability
only, not for truth.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from verifier_app.anchors.block_headers import HeaderError, header_from_hex, median_time

DEFAULT_EXPLORERS = ("https://blockstream.info/api", "https://mempool.space/api")
MAX_ANSWER_BYTES = 1 << 20  # a header answer is tiny; refuse anything huge
MAX_HEADERS_FILE_BYTES = 256 << 20  # every main-chain header as JSON is ~170 MB
MTP_WINDOW = 11  # Bitcoin's median-time-past spans the block and the 10 before it


@dataclass
class HeaderSourceOptions:
    headers_file: Path | None = None
    explorers: list[str] | None = None  # None = the two public defaults; [] = none
    bitcoind_url: str | None = None  # may carry user:password, e.g. http://u:p@127.0.0.1:8332
    bitcoind_cookie: Path | None = None
    offline: bool = False  # no network at all: only the headers file
    timeout: float = 10.0


@dataclass
class FetchedHeader:
    raw: bytes
    source: str
    block_hash: bytes | None = None  # internal order, as the source named it
    median_time_past: int | None = None
    notes: list[str] = field(default_factory=list)


class SourceUnavailable(Exception):
    """No source could deliver the header; the message names the source(s)."""


class SourceDisagreement(Exception):
    """Two sources returned different headers for the same height."""


def fetch_header(height: int, options: HeaderSourceOptions) -> FetchedHeader:
    """The header at ``height`` from the first source that answers, in preference order."""
    attempts = _configured_sources(options)
    if not attempts:
        why = "offline and no headers file" if options.offline else "none configured"
        raise SourceUnavailable(f"no block header source ({why})")
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
    with httpx.Client(timeout=options.timeout, follow_redirects=True) as client:
        for base in _explorers(options):
            try:
                answers.append(_ask_explorer(client, base, height))
            except SourceUnavailable as exc:
                missed.append(str(exc))
    if not answers:
        raise SourceUnavailable("; ".join(missed))
    first = answers[0]
    for other in answers[1:]:
        if (other.raw, other.block_hash) != (first.raw, first.block_hash):
            raise SourceDisagreement(
                f"the block explorers disagree about block {height}: {first.source} and "
                f"{other.source} returned different block headers")
    mtp = next((a.median_time_past for a in answers if a.median_time_past is not None), None)
    return FetchedHeader(first.raw, ", ".join(a.source for a in answers), first.block_hash,
                         mtp, notes=missed)


def _ask_explorer(client: httpx.Client, base: str, height: int) -> FetchedHeader:
    hash_text = _get_text(client, base, f"{base}/block-height/{height}").strip()
    try:
        block_hash = bytes.fromhex(hash_text)[::-1]
    except ValueError:
        raise SourceUnavailable(f"{base} did not answer with a block hash") from None
    if len(block_hash) != 32:
        raise SourceUnavailable(f"{base} did not answer with a block hash")
    header_text = _get_text(client, base, f"{base}/block/{hash_text}/header")
    try:
        raw = header_from_hex(header_text).raw
    except HeaderError as exc:
        raise SourceUnavailable(f"{base} did not answer with a block header ({exc})") from None
    return FetchedHeader(raw, base, block_hash, _explorer_mtp(client, base, hash_text))


def _explorer_mtp(client: httpx.Client, base: str, hash_text: str) -> int | None:
    """Median-time-past from the block's JSON; optional, so failure only loses the value."""
    try:
        info = json.loads(_get_text(client, base, f"{base}/block/{hash_text}"))
    except (SourceUnavailable, ValueError):
        return None
    value = info.get("mediantime") if isinstance(info, dict) else None
    return value if isinstance(value, int) else None


def _get_text(client: httpx.Client, name: str, url: str) -> str:
    return _read_limited(client, name, "GET", url).decode("utf-8", "replace")


def _read_limited(client: httpx.Client, name: str, method: str, url: str,
                  **kwargs: Any) -> bytes:
    try:
        with client.stream(method, url, **kwargs) as response:
            body = b""
            for chunk in response.iter_bytes():
                body += chunk
                if len(body) > MAX_ANSWER_BYTES:
                    raise SourceUnavailable(f"{name} sent an answer far too large")
    except httpx.TimeoutException:
        raise SourceUnavailable(f"{name} did not answer in time") from None
    except (httpx.InvalidURL, httpx.UnsupportedProtocol):
        raise SourceUnavailable(f"{name} is not a usable web address (http:// or https://)"
                                ) from None
    except httpx.HTTPError as exc:
        raise SourceUnavailable(f"{name} could not be reached ({type(exc).__name__})") from None
    status = response.status_code
    if status in (401, 403):
        raise SourceUnavailable(f"{name} refused the credentials (HTTP {status})")
    # A JSON-RPC node reports its errors in the body with status 404 or 500.
    if "json" in kwargs and status in (200, 404, 500):
        return body
    if status == 404:
        raise SourceUnavailable(f"{name} does not know this block (not found)")
    if status != 200:
        raise SourceUnavailable(f"{name} answered with HTTP error {status}")
    return body


# --- a local Bitcoin Core node -----------------------------------------------------------

def _from_node(height: int, options: HeaderSourceOptions) -> FetchedHeader:
    name = f"Bitcoin Core node at {_hide_password(options.bitcoind_url or '')}"
    auth = _cookie_auth(options.bitcoind_cookie, name)
    with httpx.Client(timeout=options.timeout, auth=auth) as client:
        hash_text = _rpc(client, options, name, "getblockhash", [height])
        header_hex = _rpc(client, options, name, "getblockheader", [hash_text, False])
        info = _rpc(client, options, name, "getblockheader", [hash_text, True])
    if not isinstance(hash_text, str) or not isinstance(header_hex, str):
        raise SourceUnavailable(f"{name} gave an answer that is not a block header")
    try:
        raw = header_from_hex(header_hex).raw
        block_hash = bytes.fromhex(hash_text)[::-1]
    except (HeaderError, ValueError):
        raise SourceUnavailable(f"{name} gave an answer that is not a block header") from None
    mtp = info.get("mediantime") if isinstance(info, dict) else None
    return FetchedHeader(raw, name, block_hash, mtp if isinstance(mtp, int) else None)


def _rpc(client: httpx.Client, options: HeaderSourceOptions, name: str, method: str,
         params: list[Any]) -> Any:
    payload = {"jsonrpc": "1.0", "id": "verifier", "method": method, "params": params}
    url = options.bitcoind_url or ""
    body = _read_limited(client, name, "POST", url, json=payload)
    try:
        answer = json.loads(body)
    except ValueError:
        raise SourceUnavailable(f"{name} did not answer as a Bitcoin node does") from None
    if not isinstance(answer, dict):
        raise SourceUnavailable(f"{name} did not answer as a Bitcoin node does")
    if answer.get("error"):
        message = answer["error"].get("message") if isinstance(answer["error"], dict) else None
        raise SourceUnavailable(f"{name} refused {method}: {message or answer['error']}")
    return answer.get("result")


def _cookie_auth(cookie: Path | None, name: str) -> httpx.BasicAuth | None:
    if cookie is None:
        return None
    try:
        user, _, password = cookie.read_text(encoding="utf-8").strip().partition(":")
    except (OSError, UnicodeDecodeError):
        raise SourceUnavailable(f"the cookie file for the {name} cannot be read") from None
    return httpx.BasicAuth(user, password)


def _hide_password(url: str) -> str:
    """The node's address without user name and password, fit to show and log."""
    try:
        return str(httpx.URL(url).copy_with(userinfo=b""))
    except httpx.InvalidURL:
        return url.rpartition("@")[2]


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
    try:
        if path.stat().st_size > MAX_HEADERS_FILE_BYTES:
            raise SourceUnavailable(f"the {name} is too large to be a headers file")
        data = json.loads(path.read_bytes())
    except OSError:
        raise SourceUnavailable(f"the {name} cannot be read") from None
    except ValueError:
        raise SourceUnavailable(f"the {name} is not valid JSON") from None
    if not isinstance(data, dict):
        raise SourceUnavailable(f'the {name} is not of the form {{"height": "header hex"}}')
    return data


def _file_mtp(headers: dict[str, Any], height: int) -> int | None:
    """Median-time-past when the file also holds the 10 headers before this one."""
    times: list[int] = []
    for h in range(height - MTP_WINDOW + 1, height + 1):
        text = headers.get(str(h))
        try:
            times.append(header_from_hex(text).time if isinstance(text, str) else -1)
        except HeaderError:
            return None
    return None if -1 in times else median_time(times)
