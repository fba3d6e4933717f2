"""What the downloader may do: which addresses, which redirects, how long, how much.

HTTPS only, except loopback addresses (127.0.0.0/8, ::1, localhost), which tests and a
local mirror use. A redirect may only stay on the host that was asked, unless the user
named the other host. Limits are per file, so a huge answer is refused, not stored.
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from verifier_app.core.messages import Message, SaidError

MB = 1024 * 1024
BOOK_NAMES = ("council-book.jsonl", "asks.jsonl")


class FetchError(SaidError):
    """One file could not be fetched; the message is a plain sentence naming it (a
    catalogue message where the reader is told what to do)."""

    def __init__(self, message: str | Message, transient: bool = False,
                 gave_up: bool = False):
        super().__init__(message)
        self.transient = transient  # worth another try (timeouts, 5xx, cut-off bodies)
        self.gave_up = gave_up  # not (or no longer) asked: the whole fetch's time ran out


@dataclass
class FetchPolicy:
    timeout: float = 30.0  # seconds for one try, from connecting to the last byte
    # Seconds for the whole fetch, every file and every retry: a dripping site that held
    # each try for its whole time kept it 27 minutes at the defaults (issue 26, item 7).
    # The files not fetched by then are named in the report.
    deadline: float = 900.0
    retries: int = 3  # further tries after the first, for transient failures only
    backoff: float = 1.0  # seconds before the first retry; doubles each time
    max_book_bytes: int = 512 * MB
    max_file_bytes: int = 50 * MB
    max_page_bytes: int = 5 * MB  # day pages and record descriptions
    allow_redirect_hosts: set[str] = field(default_factory=set)
    max_redirects: int = 5
    chunk_size: int = 64 * 1024
    progress_bytes: int = MB  # a timed-out try that stored this much more resumes uncounted

    def cap_for(self, relpath: str) -> int:
        """The book and the ask chain may be large; everything else is small."""
        name = relpath.rsplit("/", 1)[-1]
        return self.max_book_bytes if name in BOOK_NAMES else self.max_file_bytes


def is_loopback(host: str) -> bool:
    host = host.strip("[]").lower()
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def check_url(url: str) -> None:
    """Refuse anything but https, or http to a loopback address."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    if parts.scheme == "https" and host:
        return
    if parts.scheme == "http" and host and is_loopback(host):
        return
    if parts.scheme == "http":
        raise FetchError(Message.of("fetch.plain_http", url=url))
    raise FetchError(Message.of("fetch.not_https", url=url))


def check_redirect(original: str, target: str, policy: FetchPolicy) -> None:
    """A redirect stays on the host asked for, unless the user allowed the other host."""
    check_url(target)
    old, new = urlsplit(original), urlsplit(target)
    if (new.hostname or "").lower() == (old.hostname or "").lower() and new.port == old.port:
        return
    allowed = {h.lower() for h in policy.allow_redirect_hosts}
    if (new.hostname or "").lower() in allowed:
        return
    raise FetchError(Message.of("fetch.redirect", original=original, host=new.hostname))


def size_text(count: int) -> str:
    if count >= MB:
        return f"{count / MB:,.1f} MB"
    if count >= 1024:
        return f"{count / 1024:,.1f} KB"
    return f"{count:,} bytes"
