"""Asking many servers at once, politely: the network layer of one walk.

Block explorers and transparency logs limit how fast they may be asked. One ``Pool``
serves every request of a walk (``net.polite(pool)``): at most ``per_host`` requests to
one host at a time, no more than ``rate`` a second to it, one kept-alive connection
pool, identical requests asked once (the second waits for the first's answer), and a
429 or 502/503/504 retried after the server's ``Retry-After`` (or a growing pause) while
the request's own time lasts. It counts what it asked, per host, for the benchmarks.

A request's own time is the server's: it starts when the request has a connection slot
and its turn, so a queue of requests to a slow but honest host never eats into it (the
wait is bounded by the walk's budget instead). A host that cannot be reached or trusted,
or that stalls a request for its whole time, is marked down at that first failure and
not asked again in this walk: no retries, no backoff, no slot (issue 26, item 13; issue
27, item 6). When every host asked is down for want of a connection and none answered,
``no_network`` says so, and the walk goes on with what it holds offline.
"""

from __future__ import annotations

import json
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from email.utils import parsedate_to_datetime
from typing import Any
from urllib.parse import urlsplit

import httpx

from verifier_app import net
from verifier_app.core.messages import Message

RETRY_STATUSES = frozenset({429, 502, 503, 504})
MAX_RETRIES = 3
FIRST_PAUSE = 0.5  # seconds before the first retry without Retry-After; doubled after
LONGEST_PAUSE = 30.0  # a Retry-After longer than this is not waited for
# Failures that say something of the host rather than of one answer: it could not be
# reached (its name did not resolve, nothing listens, no route) or trusted, or it held a
# request for the request's whole time. A cut-off or oversized answer does not.
DOWN_KINDS = frozenset({net.UNREACHABLE, net.CERTIFICATE, net.TIMEOUT})


@dataclass
class _Host:
    slots: threading.BoundedSemaphore
    lock: threading.Lock = field(default_factory=threading.Lock)
    next_start: float = 0.0


class _Pending:
    def __init__(self) -> None:
        self.done = threading.Event()
        self.reply: net.Reply | None = None
        self.error: Exception | None = None


class Pool:
    def __init__(self, per_host: int = 4, rate: float = 25.0,
                 budget: net.Clock | None = None) -> None:
        self.per_host = per_host
        self.interval = 1.0 / rate if rate > 0 else 0.0
        self.budget = budget  # the walk's: bounds the waits that are not the server's time
        self.client = net.make_client()
        self.requests: Counter[str] = Counter()  # asked, per host (retries included)
        self.retries = 0
        self.down: dict[str, net.NetError] = {}  # host -> its first failure, for the walk
        self.answered: set[str] = set()  # hosts that gave an answer of any kind
        self._hosts: dict[str, _Host] = {}
        self._answers: dict[str, _Pending] = {}
        self._lock = threading.Lock()

    def close(self) -> None:
        self.client.close()

    def __enter__(self) -> Pool:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def request(self, client: httpx.Client, method: str, url: str, *, seconds: float,
                cap: int, **kwargs: Any) -> net.Reply:
        """``net.request_once`` with this pool's limits; identical requests share one."""
        key = _key(method, url, cap, client, kwargs)
        with self._lock:
            pending = self._answers.get(key)
            mine = pending is None
            if mine:
                pending = self._answers[key] = _Pending()
        assert pending is not None
        if not mine:  # the first asker's wait for a slot is not the server's time either
            pending.done.wait(None if self.budget is None
                              else self.budget.remaining() + seconds)
            if pending.reply is not None:
                return pending.reply
            if pending.error is not None:
                raise pending.error
            raise net.NetError(Message.of("net.timeout", seconds=f"{seconds:g}"), net.TIMEOUT)
        try:
            pending.reply = self._asked(client, method, url, seconds, cap, kwargs)
            return pending.reply
        except Exception as error:
            pending.error = error
            with self._lock:  # a failure is not remembered: a later walk step may retry
                self._answers.pop(key, None)
            raise
        finally:
            pending.done.set()

    def _asked(self, client: httpx.Client, method: str, url: str, seconds: float, cap: int,
               kwargs: dict[str, Any]) -> net.Reply:
        """The request, retried on a busy answer while its own time lasts; that time is
        counted only while it holds a slot (waiting for one, or for its turn, is not)."""
        # The pool's kept-alive client, unless the caller's carries credentials.
        chosen = client if getattr(client, "auth", None) is not None else self.client
        name = _host_name(url)
        host = self._host(url)
        left = seconds
        for attempt in range(MAX_RETRIES + 1):
            self.refuse_if_down(name)
            if not host.slots.acquire(timeout=self._wait_limit()):
                raise _out_of_time(seconds)
            try:
                self._wait_turn(host)
                self.refuse_if_down(name)  # it may have gone down while this one waited
                started = time.monotonic()
                self.requests[name] += 1
                reply = self._once(chosen, method, url, name, self._own_time(left), cap,
                                   kwargs)
            finally:
                host.slots.release()
            left -= time.monotonic() - started
            if reply.status not in RETRY_STATUSES or attempt == MAX_RETRIES:
                return reply
            pause = _pause(reply, attempt)
            if pause is None or pause >= left:
                return reply
            self.retries += 1
            time.sleep(pause)
            left -= pause
        return reply

    def _once(self, client: httpx.Client, method: str, url: str, name: str, seconds: float,
              cap: int, kwargs: dict[str, Any]) -> net.Reply:
        try:
            reply = net.request_once(client, method, url, cap=cap, seconds=seconds, **kwargs)
        except net.NetError as error:
            if error.kind in DOWN_KINDS:
                self.mark_down(name, error)
            raise
        self.answered.add(name)
        return reply

    # -- hosts that are down for the rest of the walk ------------------------------------
    def mark_down(self, name: str, error: net.NetError) -> None:
        """``name`` (``host:port``) is not asked again in this walk; the first failure is
        kept as the reason."""
        with self._lock:
            self.down.setdefault(name, error)

    def refuse_if_down(self, name: str) -> None:
        error = self.down.get(name)
        if error is not None:
            raise net.NetError(Message.of("net.down", reason=error.message), error.kind)

    def is_down(self, name: str) -> bool:
        return name in self.down

    @property
    def no_network(self) -> bool:
        """Every host asked failed to connect and none answered: no network, it seems."""
        with self._lock:
            return bool(self.down) and not self.answered and \
                all(e.kind == net.UNREACHABLE for e in self.down.values())

    def _wait_limit(self) -> float | None:
        """How long a request may wait for a slot: while the walk's budget lasts."""
        return None if self.budget is None else self.budget.remaining()

    def _own_time(self, left: float) -> float:
        if self.budget is not None:
            left = min(left, self.budget.remaining())
        if left <= 0:
            raise _out_of_time(left)
        return left

    def _host(self, url: str) -> _Host:
        name = _host_name(url)
        with self._lock:
            found = self._hosts.get(name)
            if found is None:
                found = self._hosts[name] = _Host(threading.BoundedSemaphore(self.per_host))
            return found

    def _wait_turn(self, host: _Host) -> None:
        """No more than ``rate`` request starts a second to one host."""
        with host.lock:
            now = time.monotonic()
            start = max(now, host.next_start)
            host.next_start = start + self.interval
        limit = self._wait_limit()
        if limit is not None and start - now >= limit:  # its turn comes after the budget
            time.sleep(limit)
            raise _out_of_time(0.0)
        if start > now:
            time.sleep(start - now)


def _out_of_time(seconds: float) -> net.NetError:
    return net.NetError(Message.of("net.timeout", seconds=f"{max(seconds, 0.0):g}"),
                        net.TIMEOUT)


def host_name(url: str) -> str:
    """How the pool names a host: ``host:port`` (the port empty when the address has none)."""
    return _host_name(url)


def _host_name(url: str) -> str:
    split = urlsplit(url)
    return f"{split.hostname or ''}:{split.port or ''}"


def _key(method: str, url: str, cap: int, client: httpx.Client,
         kwargs: dict[str, Any]) -> str:
    body = json.dumps({k: v for k, v in kwargs.items()}, sort_keys=True, default=str)
    return f"{method} {url} {cap} {id(client) if client.auth else ''} {body}"


def _pause(reply: net.Reply, attempt: int) -> float | None:
    """Seconds to wait before asking again: the server's Retry-After, else a growing pause;
    None when the server asks for longer than is worth waiting."""
    text = reply.headers.get("retry-after")
    if text is None:
        return FIRST_PAUSE * 2 ** attempt
    text = text.strip()
    if text.isdigit():
        pause = float(text)
    else:
        try:
            pause = parsedate_to_datetime(text).timestamp() - time.time()
        except (TypeError, ValueError):
            return FIRST_PAUSE * 2 ** attempt
    pause = max(0.0, pause)
    return pause if pause <= LONGEST_PAUSE else None
