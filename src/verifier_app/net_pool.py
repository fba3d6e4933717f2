"""Asking many servers at once, politely: the network layer of one walk.

Block explorers and transparency logs limit how fast they may be asked. One ``Pool``
serves every request of a walk (``net.polite(pool)``): at most ``per_host`` requests to
one host at a time, no more than ``rate`` a second to it, one kept-alive connection
pool, identical requests asked once (the second waits for the first's answer), and a
429 or 502/503/504 retried after the server's ``Retry-After`` (or a growing pause) while
the request's own time lasts. It counts what it asked, per host, for the benchmarks.
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
from verifier_app.engine.messages import Message

RETRY_STATUSES = frozenset({429, 502, 503, 504})
MAX_RETRIES = 3
FIRST_PAUSE = 0.5  # seconds before the first retry without Retry-After; doubled after
LONGEST_PAUSE = 30.0  # a Retry-After longer than this is not waited for


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
    def __init__(self, per_host: int = 4, rate: float = 25.0) -> None:
        self.per_host = per_host
        self.interval = 1.0 / rate if rate > 0 else 0.0
        self.client = net.make_client()
        self.requests: Counter[str] = Counter()  # asked, per host (retries included)
        self.retries = 0
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
        if not mine:
            pending.done.wait(seconds)
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
        end = time.monotonic() + seconds
        # The pool's kept-alive client, unless the caller's carries credentials.
        chosen = client if getattr(client, "auth", None) is not None else self.client
        host = self._host(url)
        for attempt in range(MAX_RETRIES + 1):
            if not host.slots.acquire(timeout=max(0.0, end - time.monotonic())):
                raise net.NetError(Message.of("net.timeout", seconds=f"{seconds:g}"),
                                   net.TIMEOUT)
            try:
                self._wait_turn(host, end, seconds)
                self.requests[_host_name(url)] += 1
                reply = net.request_once(chosen, method, url, cap=cap,
                                         seconds=max(0.0, end - time.monotonic()), **kwargs)
            finally:
                host.slots.release()
            if reply.status not in RETRY_STATUSES or attempt == MAX_RETRIES:
                return reply
            pause = _pause(reply, attempt)
            if pause is None or time.monotonic() + pause >= end:
                return reply
            self.retries += 1
            time.sleep(pause)
        return reply

    def _host(self, url: str) -> _Host:
        name = _host_name(url)
        with self._lock:
            found = self._hosts.get(name)
            if found is None:
                found = self._hosts[name] = _Host(threading.BoundedSemaphore(self.per_host))
            return found

    def _wait_turn(self, host: _Host, end: float, seconds: float) -> None:
        """No more than ``rate`` request starts a second to one host."""
        with host.lock:
            now = time.monotonic()
            start = max(now, host.next_start)
            host.next_start = start + self.interval
        if start >= end:  # its turn comes after its time is up
            time.sleep(max(0.0, end - now))
            raise net.NetError(Message.of("net.timeout", seconds=f"{seconds:g}"), net.TIMEOUT)
        if start > now:
            time.sleep(start - now)


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
