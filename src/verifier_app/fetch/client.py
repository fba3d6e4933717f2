"""The one HTTP client of the downloader: redirects checked by hand, retries, size caps,
a total time per try (``net``: a server sending a byte a second is given up on), and
downloads that resume where a cut-off one stopped.

Bytes are stored exactly as served: the client asks for ``identity`` encoding and writes
the raw body. A partial body stays in ``<file>.part`` next to a small ``.part.json`` that
names its address and validators, so the next try asks only for the rest (``Range``,
guarded by ``If-Range``); a server that answers with the whole file again restarts it.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import httpx

from verifier_app import __version__, net
from verifier_app.core.errors import Cancelled
from verifier_app.core.messages import Message
from verifier_app.fetch.policy import FetchError, FetchPolicy, check_redirect, check_url
from verifier_app.fetch.responses import (
    NotModified,
    announced,
    check_announced,
    check_complete,
    check_status,
    digests,
    range_starts_at,
    too_large,
    validators,
)

OnBytes = Callable[[int, int | None], None]


@dataclass
class Fetched:
    url: str
    final_url: str
    size: int
    sha256: str
    md5: str
    etag: str | None
    last_modified: str | None
    retrieved_at: str
    resumed: bool = False


def now_text() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


class Downloader:
    def __init__(self, policy: FetchPolicy, cancel: Callable[[], bool] | None = None):
        self.policy = policy
        self.cancel = cancel or (lambda: False)
        self.clock = net.Clock(policy.deadline)  # the whole fetch's time, from now
        self.client = net.make_client(
            timeout=httpx.Timeout(policy.timeout), verify=True,
            headers={"User-Agent": f"verifier-app/{__version__}", "Accept-Encoding": "identity"})

    def close(self) -> None:
        self.client.close()

    # -- public ----------------------------------------------------------------------
    def read(self, url: str, cap: int, label: str) -> tuple[bytes, str]:
        """A small answer (a day page, a record) in memory, and the address it came from."""
        return self._with_retries(lambda: self._read_once(url, cap, label), label)

    def download(self, url: str, part: Path, cap: int, label: str,
                 on_bytes: OnBytes | None = None,
                 conditional: dict[str, str] | None = None) -> Fetched:
        """Fetch ``url`` into ``part`` (resuming a partial one) and describe what arrived.

        ``conditional``: If-None-Match / If-Modified-Since for the copy we hold; a 304 then
        raises ``NotModified`` and nothing is written (a watch asks politely)."""
        return self._with_retries(
            lambda: self._download_once(url, part, cap, label, on_bytes or (lambda *_: None),
                                        conditional or {}),
            label, lambda: part.stat().st_size if part.is_file() else 0)

    # -- retries ---------------------------------------------------------------------
    def _with_retries(self, attempt: Callable, label: str,
                      stored: Callable[[], int] | None = None):
        """Transient failures are tried again. A try that ran out of time after storing at
        least ``progress_bytes`` more (a large file on a slow line) resumes without counting;
        one byte a second never gets there, so the number of tries stays bounded."""
        tries = 0
        while True:
            self._check_cancel()
            self._check_time(label)
            before = stored() if stored else 0
            try:
                return attempt()
            except FetchError as error:
                if not error.transient:
                    raise
                if stored and stored() - before >= self.policy.progress_bytes:
                    continue
                if tries >= self.policy.retries:
                    raise
                pause = self.policy.backoff * 2 ** tries
                if pause >= self.clock.remaining():  # no time for another try
                    raise self._given_up(label) from None
            tries += 1
            self._sleep(self.policy.backoff * 2 ** (tries - 1))

    def _sleep(self, seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self._check_cancel()
            time.sleep(min(0.05, max(0.0, end - time.monotonic())))

    def _check_cancel(self) -> None:
        if self.cancel():
            raise Cancelled()

    def _check_time(self, label: str) -> None:
        if self.clock.spent:
            raise self._given_up(label)

    def _given_up(self, label: str) -> FetchError:
        return FetchError(Message.of("fetch.gave_up_file", label=label,
                                     deadline=f"{self.policy.deadline:g}"), gave_up=True)

    # -- one try -----------------------------------------------------------------------
    def _read_once(self, url: str, cap: int, label: str) -> tuple[bytes, str]:
        with self._open(url, {}, label) as (response, final_url):
            check_status(response, url, label)
            check_announced(response, 0, cap, label)
            body = bytearray()
            for chunk in self._chunks(response, label, cap):
                body += chunk
                if len(body) > cap:
                    raise too_large(label, cap)
            check_complete(response, len(body), 0, label)
            return bytes(body), final_url

    def _download_once(self, url: str, part: Path, cap: int, label: str,
                       on_bytes: OnBytes, conditional: dict[str, str]) -> Fetched:
        meta_path = part.with_name(part.name + ".json")
        offset, headers = _resume_headers(part, meta_path, url)
        if not offset:  # a resumed download is already conditional (If-Range)
            headers = {**headers, **conditional}
        with self._open(url, headers, label) as (response, final_url):
            if response.status_code == 304 and conditional and not offset:
                raise NotModified(f"{label}: not modified since the copy you have.")
            if response.status_code == 416:  # our partial copy no longer fits: start over
                _discard(part, meta_path)
                raise FetchError(Message.of("fetch.partial_restart", label=label), True)
            check_status(response, url, label)
            if response.status_code != 206 or not range_starts_at(response, offset):
                offset = 0
            check_announced(response, offset, cap, label)
            found = validators(response)
            meta_path.write_text(json.dumps({"url": url, **found}), encoding="utf-8")
            total = announced(response)
            expected = offset + total if total is not None else None
            received = offset
            with open(part, "ab" if offset else "wb") as out:
                for chunk in self._chunks(response, label, cap):
                    received += len(chunk)
                    if received > cap:
                        out.close()
                        _discard(part, meta_path)
                        raise too_large(label, cap)
                    out.write(chunk)
                    on_bytes(received, expected)
                out.flush()
                os.fsync(out.fileno())
            check_complete(response, received, offset, label)
        sha, md5 = digests(part)
        meta_path.unlink(missing_ok=True)
        return Fetched(url, final_url, received, sha, md5, found.get("etag"),
                       found.get("last_modified"), now_text(), resumed=offset > 0)

    def _chunks(self, response: httpx.Response, label: str, cap: int) -> Iterator[bytes]:
        """The body unpacked a bounded piece at a time (``net.iter_body``), so the caller's
        cap holds while a packed answer inflates."""
        encoded = response.headers.get("content-encoding", "identity").lower() != "identity"
        try:
            for chunk in net.iter_body(response, raw=not encoded,
                                       chunk_size=self.policy.chunk_size, cap=cap):
                self._check_cancel()
                yield chunk
        except net.NetError as error:
            if error.kind == net.TOO_LARGE:
                raise too_large(label, cap) from None
            raise

    @contextmanager
    def _open(self, url: str, headers: dict[str, str], label: str):
        """The response, read inside the block; all of it within the policy's timeout."""
        check_url(url)

        def redirect_check(first: str, target: str) -> None:
            check_redirect(first, target, self.policy)

        seconds = min(self.policy.timeout, self.clock.remaining())
        try:
            with net.open_response(self.client, "GET", url, seconds=seconds,
                                   redirect_check=redirect_check,
                                   max_redirects=self.policy.max_redirects,
                                   headers=headers) as (response, final_url):
                yield response, final_url
        except net.NetError as error:
            raise _fetch_error(error, url, label, self.policy.timeout) from None


# -- helpers -------------------------------------------------------------------------------
def _fetch_error(error: net.NetError, url: str, label: str, timeout: float) -> FetchError:
    """The downloader's sentence for what went wrong; transient ones are tried again."""
    if error.kind == net.TIMEOUT:
        return FetchError(Message.of("fetch.timeout", label=label, url=url,
                                     timeout=f"{timeout:g}"), True)
    if error.kind == net.CERTIFICATE:
        return FetchError(Message.of("fetch.certificate", label=label, url=url))
    if error.kind == net.UNREACHABLE:
        return FetchError(Message.of("fetch.unreachable", label=label, url=url), True)
    if error.kind == net.CUT_OFF:
        return FetchError(Message.of("fetch.cut_off", label=label), True)
    if error.kind in (net.REDIRECT, net.ENCODING):
        return FetchError(Message.of("fetch.net_said", label=label, url=url, error=str(error)))
    return FetchError(Message.of("fetch.request_failed", label=label, url=url,
                                 error=str(error)), True)


def _resume_headers(part: Path, meta_path: Path, url: str) -> tuple[int, dict[str, str]]:
    if not part.is_file() or not meta_path.is_file() or part.stat().st_size == 0:
        return 0, {}
    try:
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return 0, {}
    if meta.get("url") != url:
        return 0, {}
    offset = part.stat().st_size
    headers = {"Range": f"bytes={offset}-"}
    validator = meta.get("etag") or meta.get("last_modified")
    if validator:
        headers["If-Range"] = validator
    return offset, headers


def _discard(part: Path, meta_path: Path) -> None:
    part.unlink(missing_ok=True)
    meta_path.unlink(missing_ok=True)


