"""Reading an HTTP answer's status and headers: what is an error, how much is announced."""

from __future__ import annotations

import hashlib
from pathlib import Path

import httpx

from verifier_app.core.messages import Grouped, Message
from verifier_app.fetch.policy import FetchError, size_text


class NotFound(FetchError):
    """The server says the file does not exist (404/410)."""


class NotModified(FetchError):
    """The server says the copy we have is still current (304, to a conditional request
    with the ETag or Last-Modified it gave us: RFC 9110, section 13.1)."""


def conditional_headers(entry: dict | None) -> dict[str, str]:
    """If-None-Match / If-Modified-Since from what the server said of our copy before; none
    when it gave neither (a server is then asked for the whole file)."""
    if not isinstance(entry, dict):
        return {}
    headers = {}
    if isinstance(entry.get("etag"), str) and entry["etag"]:
        headers["If-None-Match"] = entry["etag"]
    if isinstance(entry.get("last_modified"), str) and entry["last_modified"]:
        headers["If-Modified-Since"] = entry["last_modified"]
    return headers


def range_starts_at(response: httpx.Response, offset: int) -> bool:
    content_range = response.headers.get("content-range", "")
    return content_range.startswith(f"bytes {offset}-")


def check_status(response: httpx.Response, url: str, label: str) -> None:
    code = response.status_code
    if code in (200, 206):
        return
    if code in (404, 410):
        raise NotFound(Message.of("fetch.not_found", label=label, url=url, code=code))
    transient = code >= 500 or code in (408, 429)
    raise FetchError(Message.of("fetch.http_error", label=label, code=code, url=url),
                     transient)


def announced(response: httpx.Response) -> int | None:
    if response.headers.get("content-encoding", "identity").lower() != "identity":
        return None
    try:
        return int(response.headers["content-length"])
    except (KeyError, ValueError):
        return None


def check_announced(response: httpx.Response, offset: int, cap: int, label: str) -> None:
    said_length = announced(response)
    if said_length is not None and offset + said_length > cap:
        raise too_large(label, cap, offset + said_length)


def check_complete(response: httpx.Response, received: int, offset: int, label: str) -> None:
    said_length = announced(response)
    if said_length is not None and received - offset < said_length:
        raise FetchError(Message.of("fetch.short", label=label,
                                    received=Grouped(received - offset),
                                    announced=Grouped(said_length)), True)


def too_large(label: str, cap: int, length: int | None = None) -> FetchError:
    if length:
        return FetchError(Message.of("fetch.too_large_announced", label=label,
                                     cap=size_text(cap), length=size_text(length)))
    return FetchError(Message.of("fetch.too_large", label=label, cap=size_text(cap)))


def validators(response: httpx.Response) -> dict[str, str]:
    found = {"etag": response.headers.get("etag"),
             "last_modified": response.headers.get("last-modified")}
    return {k: v for k, v in found.items() if v}


def digests(path: Path) -> tuple[str, str]:
    sha, md5 = hashlib.sha256(), hashlib.md5(usedforsecurity=False)
    with open(path, "rb") as stream:
        while block := stream.read(1024 * 1024):
            sha.update(block)
            md5.update(block)
    return sha.hexdigest(), md5.hexdigest()
