"""HTTP for every remote source: a total deadline, a size cap, no redirect to another host.

httpx's timeouts are per read, so a server sending one byte a second never times out.
Here every request runs under a deadline that covers connecting, sending and every read
of the status line, the headers and the body: the client's network streams bound each
socket operation by the time left and give up once it is gone. ``Clock`` is a longer
budget shared by many requests (all anchors of one walk). No Qt; the anchors and the
downloader both use it.
"""

from __future__ import annotations

import contextvars
import json
import os
import ssl
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any
from urllib.parse import urljoin, urlsplit

import httpcore
import httpx

from verifier_app import net_decode
from verifier_app.core.messages import Message

DEFAULT_CAP = 1 << 20
MAX_REDIRECTS = 5
LONGEST_WAIT = 7 * 86_400.0  # the operating system's socket timeouts cannot be infinite

# What went wrong, for callers that word it their own way.
TIMEOUT, UNREACHABLE, CERTIFICATE, ADDRESS, CUT_OFF, TOO_LARGE, REDIRECT, ENCODING = (
    "timeout", "unreachable", "certificate", "address", "cut_off", "too_large", "redirect",
    "encoding")


class NetError(Exception):
    """A request that gave no usable answer. The message is a phrase to follow the name of
    the server ("… did not answer in time (within 10 s)")."""

    def __init__(self, message: Message, kind: str) -> None:
        super().__init__(message.render())
        self.message = message  # the phrase as a message id with its values
        self.kind = kind


class Clock:
    """A budget of seconds shared by several requests, counted on the monotonic clock."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.end = time.monotonic() + seconds

    def remaining(self) -> float:
        return max(0.0, self.end - time.monotonic())

    @property
    def spent(self) -> bool:
        return self.remaining() <= 0


@dataclass
class Reply:
    status: int
    body: bytes
    url: str  # the address that answered (after same-host redirects)
    headers: httpx.Headers


RedirectCheck = Callable[[str, str], None]  # (first address, target); raises to refuse


# --- the deadline, enforced at the socket ---------------------------------------------

_state = threading.local()


@contextmanager
def deadline(seconds: float) -> Iterator[None]:
    """Every socket operation of this thread inside the block ends by ``seconds`` from now."""
    outer = getattr(_state, "end", None)
    end = time.monotonic() + seconds
    _state.end = end if outer is None else min(outer, end)
    try:
        yield
    finally:
        _state.end = outer


def _bounded(timeout: float | None, expired: type[Exception]) -> float | None:
    end = getattr(_state, "end", None)
    if end is None:
        return timeout
    left = end - time.monotonic()
    if left <= 0:
        raise expired("the total time allowed for this request ran out")
    return left if timeout is None else min(timeout, left)


class _Stream(httpcore.NetworkStream):
    def __init__(self, inner: httpcore.NetworkStream) -> None:
        self._inner = inner

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        return self._inner.read(max_bytes, _bounded(timeout, httpcore.ReadTimeout))

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        self._inner.write(buffer, _bounded(timeout, httpcore.WriteTimeout))

    def close(self) -> None:
        self._inner.close()

    def start_tls(self, ssl_context: ssl.SSLContext, server_hostname: str | None = None,
                  timeout: float | None = None) -> httpcore.NetworkStream:
        bounded = _bounded(timeout, httpcore.ConnectTimeout)
        return _Stream(self._inner.start_tls(ssl_context, server_hostname, bounded))

    def get_extra_info(self, info: str) -> Any:
        return self._inner.get_extra_info(info)


class _Backend(httpcore.NetworkBackend):
    def __init__(self, inner: httpcore.NetworkBackend) -> None:
        self._inner = inner

    def connect_tcp(self, host: str, port: int, timeout: float | None = None,
                    local_address: str | None = None,
                    socket_options: Any = None) -> httpcore.NetworkStream:
        bounded = _bounded(timeout, httpcore.ConnectTimeout)
        return _Stream(self._inner.connect_tcp(host, port, bounded, local_address,
                                               socket_options))

    def connect_unix_socket(self, path: str, timeout: float | None = None,
                            socket_options: Any = None) -> httpcore.NetworkStream:
        bounded = _bounded(timeout, httpcore.ConnectTimeout)
        return _Stream(self._inner.connect_unix_socket(path, bounded, socket_options))

    def sleep(self, seconds: float) -> None:
        self._inner.sleep(seconds)


def make_client(**options: Any) -> httpx.Client:
    """An httpx client whose every connection obeys ``deadline``; redirects are not
    followed by httpx (``open_response`` decides)."""
    if "verify" not in options:  # httpx would build the same context afresh (~20 ms)
        options["verify"] = _default_context()
    headers = httpx.Headers(options.pop("headers", None))
    headers.setdefault("accept-encoding", net_decode.ACCEPTED)  # what iter_body unpacks
    client = httpx.Client(follow_redirects=False, headers=headers, **options)
    transports = [client._transport, *client._mounts.values()]
    pools = [getattr(t, "_pool", None) for t in transports if t is not None]
    guarded = 0
    for pool in pools:
        if pool is not None and hasattr(pool, "_network_backend"):
            pool._network_backend = _Backend(pool._network_backend)
            guarded += 1
    if guarded != len(transports):  # an httpx without these internals: refuse to run
        client.close()
        raise RuntimeError("this httpx version cannot bound a request's total time")
    return client


def _default_context() -> ssl.SSLContext:
    """httpx's default TLS context, built once for each certificate setting it reads."""
    key = (os.environ.get("SSL_CERT_FILE"), os.environ.get("SSL_CERT_DIR"))
    with _CONTEXT_LOCK:
        if key not in _CONTEXTS:
            _CONTEXTS[key] = httpx.create_ssl_context()
        return _CONTEXTS[key]


_CONTEXTS: dict[tuple[str | None, str | None], ssl.SSLContext] = {}
_CONTEXT_LOCK = threading.Lock()


# --- requests -----------------------------------------------------------------------------

def usable_url(url: str) -> bool:
    """An http(s) address with a host and, if any, a port in range. ``urlsplit`` raises on
    some malformed ones (``http://[::1``, a port of 99999): those are not usable either."""
    try:
        split = urlsplit(url)
        split.port  # noqa: B018  # raises for a port out of range
    except ValueError:
        return False
    return split.scheme in ("http", "https") and bool(split.hostname)


def same_origin(first: str, target: str) -> None:
    """The default redirect rule: same scheme, host and port, or refused."""
    old, new = urlsplit(first), urlsplit(target)
    same = (new.scheme, (new.hostname or "").lower(), new.port) == \
        (old.scheme, (old.hostname or "").lower(), old.port)
    if not same:
        raise NetError(Message.of("net.redirect_refused",
                                  address=f"{new.scheme}://{new.netloc}"), REDIRECT)


@contextmanager
def open_response(client: httpx.Client, method: str, url: str, *, seconds: float,
                  redirect_check: RedirectCheck = same_origin,
                  max_redirects: int = MAX_REDIRECTS,
                  **kwargs: Any) -> Iterator[tuple[httpx.Response, str]]:
    """A streamed response and the address that gave it; the body must be read inside the
    block, where the deadline still holds."""
    if not seconds > 0:  # also NaN
        raise NetError(Message.of("net.no_time"), TIMEOUT)
    seconds = min(seconds, LONGEST_WAIT)
    with deadline(seconds), _mapped(seconds):
        current = url
        for _ in range(max_redirects + 1):
            if not usable_url(current):  # given so, or a server's redirect
                raise NetError(Message.of("net.address"), ADDRESS)
            request = client.build_request(method, current, timeout=seconds, **kwargs)
            response = client.send(request, stream=True)
            # 304 Not Modified answers a conditional request; httpx counts it among the
            # 3xx redirects, but it points nowhere (RFC 9110, section 15.4.5).
            if not response.is_redirect or response.status_code == 304:
                try:
                    yield response, current
                finally:
                    response.close()
                return
            response.close()
            target = _redirect_target(current, response.headers.get("location", ""))
            redirect_check(url, target)
            current = target
        raise NetError(Message.of("net.redirects"), REDIRECT)


def _redirect_target(current: str, location: str) -> str:
    """Where a redirect points; a malformed address there is the server's, said as such."""
    try:
        target = urljoin(current, location)
    except ValueError:
        target = ""
    if not usable_url(target):
        raise NetError(Message.of("net.address"), ADDRESS)
    return target


def iter_body(response: httpx.Response, *, raw: bool = False,
              chunk_size: int | None = None, cap: int | None = None) -> Iterator[bytes]:
    """The body in chunks (unpacked, or as sent), each unpacked chunk at most
    ``net_decode.PIECE`` bytes so that a caller's cap holds while inflating; ``cap`` bounds
    the bytes sent. Transport errors become ``NetError``."""
    sent = response.iter_raw(chunk_size)
    if raw:
        yield from sent
        return
    try:
        yield from net_decode.decoded(sent, response.headers.get("content-encoding"), cap)
    except net_decode.SentTooMuch:
        raise NetError(Message.of("net.too_large"), TOO_LARGE) from None
    except net_decode.EncodingRefused as exc:
        raise NetError(Message.of("net.encoding", encoding=str(exc)), ENCODING) from None


def read_body(response: httpx.Response, cap: int) -> bytes:
    body = bytearray()
    for chunk in iter_body(response, cap=cap):
        body += chunk
        if len(body) > cap:
            raise NetError(Message.of("net.too_large"), TOO_LARGE)
    return bytes(body)


def request_bytes(client: httpx.Client, method: str, url: str, *, seconds: float,
                  cap: int = DEFAULT_CAP, **kwargs: Any) -> Reply:
    """The whole answer (any status), within ``seconds`` in total and ``cap`` bytes.

    Inside ``polite(pool)`` the request goes through the pool (``net_pool``): limits per
    host, keep-alive, retries and one request for identical ones."""
    pool = _POOL.get()
    if pool is not None:
        return pool.request(client, method, url, seconds=seconds, cap=cap, **kwargs)
    return request_once(client, method, url, seconds=seconds, cap=cap, **kwargs)


_POOL: contextvars.ContextVar[Any] = contextvars.ContextVar("verifier_app_net_pool",
                                                            default=None)


def current_pool() -> Any:
    """The pool of this context (``polite``), or None: sources that do not speak HTTP
    (Electrum) use it to learn and mark which hosts are down for the walk."""
    return _POOL.get()


@contextmanager
def polite(pool: Any) -> Iterator[None]:
    """Every ``request_bytes`` of this context (and of contexts copied from it) goes
    through ``pool``."""
    token = _POOL.set(pool)
    try:
        yield
    finally:
        _POOL.reset(token)


def request_once(client: httpx.Client, method: str, url: str, *, seconds: float,
                 cap: int = DEFAULT_CAP, **kwargs: Any) -> Reply:
    """One request, no pool: the whole answer within ``seconds`` and ``cap`` bytes."""
    with open_response(client, method, url, seconds=seconds, **kwargs) as (response, final):
        body = read_body(response, cap)
        return Reply(response.status_code, body, final, response.headers)


@contextmanager
def _mapped(seconds: float) -> Iterator[None]:
    """httpx's exceptions as ``NetError`` phrases a reader understands."""
    try:
        yield
    except httpx.TimeoutException:
        raise NetError(Message.of("net.timeout", seconds=f"{seconds:g}"), TIMEOUT) from None
    except (httpx.InvalidURL, httpx.UnsupportedProtocol):
        raise NetError(Message.of("net.address"), ADDRESS) from None
    except httpx.ConnectError as error:
        if is_certificate_error(error):
            raise NetError(Message.of("net.certificate"), CERTIFICATE) \
                from None
        raise NetError(Message.of("net.unreachable"), UNREACHABLE) from None
    except (httpx.RemoteProtocolError, httpx.ReadError):
        raise NetError(Message.of("net.cut_off"), CUT_OFF) \
            from None
    except httpx.HTTPError as error:
        raise NetError(Message.of("net.unreachable_as", error=type(error).__name__),
                       UNREACHABLE) \
            from None


def is_certificate_error(error: Exception) -> bool:
    cause = error.__cause__ or error.__context__
    return isinstance(cause, ssl.SSLCertVerificationError) or \
        "CERTIFICATE_VERIFY_FAILED" in str(error)


# --- answers ------------------------------------------------------------------------------

def parse_json(body: bytes | str) -> Any:
    """JSON from a server or a file; ``ValueError`` for anything else, including nesting
    too deep to read (Python's parser recurses)."""
    try:
        return json.loads(body)
    except RecursionError:
        raise ValueError("nested too deeply to be a real answer") from None
    except UnicodeDecodeError as error:
        raise ValueError(str(error)) from None
