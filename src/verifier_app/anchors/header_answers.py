"""Asking a source for block headers: what a walk's sources are (``HeaderSourceOptions``)
with the span cache they share (``ChainCache``), what one source answered
(``FetchedHeader``), why none could (``SourceUnavailable``, ``SourceDisagreement``), and the
one way an answer is asked for and read, under the request's deadline and the walk's
budget, with a Bitcoin Core node's credentials kept out of what is shown.

Both ``header_sources`` (one header, for the anchor) and ``header_fetch`` (the chain on
top of it) stand on this module, and it imports neither.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from verifier_app import net
from verifier_app.anchors.anchor_files import MAX_COOKIE_BYTES
from verifier_app.anchors.block_headers import BlockHeader
from verifier_app.core.input_files import InputFileError, read_input_file
from verifier_app.core.messages import SaidError

MAX_ANSWER_BYTES = 1 << 20  # a header answer is tiny; refuse anything huge


@dataclass
class ChainCache:
    """Headers one walk has fetched, per source, so each span is asked for once."""

    spans: dict[str, dict[int, BlockHeader]] = field(default_factory=dict)
    tips: dict[str, int] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    # A source whose fetch failed, and why: not asked again in this walk (a hostile or
    # stalling server would otherwise hold every seal for its whole time, one by one).
    failed: dict[str, str] = field(default_factory=dict)
    requests: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)  # seals run side by side


@dataclass
class HeaderSourceOptions:
    headers_file: Path | None = None
    explorers: list[str] | None = None  # None = the two public defaults; [] = none
    bitcoind_url: str | None = None  # may carry user:password, e.g. http://u:p@127.0.0.1:8332
    bitcoind_cookie: Path | None = None
    offline: bool = False  # no network at all: only the headers file
    timeout: float = 10.0  # seconds for each request, from connecting to the last byte
    budget: net.Clock | None = None  # shared by every request of one walk
    electrum: list[str] | None = None  # Electrum servers, tcp://host:port or ssl://host:port
    chain_cache: ChainCache = field(default_factory=ChainCache)  # one per walk


@dataclass
class FetchedHeader:
    raw: bytes
    source: str
    block_hash: bytes | None = None  # internal order, as the source named it
    median_time_past: int | None = None
    notes: list[str] = field(default_factory=list)


class SourceUnavailable(SaidError):
    """No source could deliver the header; the message names the source(s)."""


class SourceDisagreement(SaidError):
    """Two sources returned different headers for the same height."""


def ask_source(client: httpx.Client, name: str, method: str, url: str,
               options: HeaderSourceOptions, cap: int = MAX_ANSWER_BYTES,
               **kwargs: Any) -> bytes:
    seconds = _seconds_for(name, options)
    try:
        reply = net.request_bytes(client, method, url, seconds=seconds, cap=cap, **kwargs)
    except net.NetError as exc:
        if exc.kind == net.TIMEOUT and options.budget is not None and options.budget.spent:
            raise SourceUnavailable(_budget_spent(name, options.budget)) from None
        raise SourceUnavailable(f"{name} {exc}") from None
    status = reply.status
    if status in (401, 403):
        raise SourceUnavailable(f"{name} refused the credentials (HTTP {status})")
    # A JSON-RPC node reports its errors in the body with status 404 or 500.
    if "json" in kwargs and status in (200, 404, 500):
        return reply.body
    if status == 404:
        raise SourceUnavailable(f"{name} does not know this block (not found)")
    if status != 200:
        raise SourceUnavailable(f"{name} answered with HTTP error {status}")
    return reply.body


def _seconds_for(name: str, options: HeaderSourceOptions) -> float:
    """The request's own limit, or less when the walk's budget is nearly spent."""
    if options.budget is None:
        return options.timeout
    if options.budget.spent:
        raise SourceUnavailable(_budget_spent(name, options.budget))
    return min(options.timeout, options.budget.remaining())


def _budget_spent(name: str, budget: net.Clock) -> str:
    return (f"{name} was not asked in time: the {budget.seconds:g} s allowed for checking "
            "time anchors online ran out")


def node_answer(body: bytes, name: str, shape: type) -> Any:
    """A Bitcoin node's JSON-RPC answer: a ``dict`` for one call, a ``list`` for a batch."""
    try:
        answer = net.parse_json(body)
    except ValueError:
        raise SourceUnavailable(f"{name} did not answer as a Bitcoin node does") from None
    if not isinstance(answer, shape):
        what = "a batch " if shape is list else ""
        raise SourceUnavailable(f"{name} did not answer {what}as a Bitcoin node does")
    return answer


def cookie_auth(cookie: Path | None, name: str) -> httpx.BasicAuth | None:
    if cookie is None:
        return None
    try:
        text = read_input_file(cookie, MAX_COOKIE_BYTES, "a cookie file").decode("utf-8")
    except InputFileError as exc:
        raise SourceUnavailable(f"the cookie file for the {name}: {exc}") from None
    except UnicodeDecodeError:
        raise SourceUnavailable(f"the cookie file for the {name} cannot be read") from None
    user, _, password = text.strip().partition(":")
    return httpx.BasicAuth(user, password)


def hide_password(url: str) -> str:
    """The node's address without user name and password, fit to show and log."""
    try:
        return str(httpx.URL(url).copy_with(userinfo=b""))
    except httpx.InvalidURL:
        return url.rpartition("@")[2]
