"""The TUF client's downloads through the app's one network helper (``verifier_app.net``).

``tuf.ngclient`` brings its own urllib3 fetcher, whose timeouts are per read and which
follows redirects anywhere. This one gives every file of a refresh the rules every other
remote source obeys: one total deadline shared by all requests of the refresh, a size cap
per answer, and no redirect to another host. The Updater still checks each file's length
and hashes against the signed metadata; the cap here only stops a server that sends
without end before TUF gets to see the bytes.
"""

from __future__ import annotations

from collections.abc import Iterator

import httpx
from tuf.api import exceptions
from tuf.ngclient import FetcherInterface

from verifier_app.net import Clock, NetError, make_client, request_once

MAX_FILE_BYTES = 1 << 20  # Sigstore's largest metadata file is a few tens of kilobytes


class NetFetcher(FetcherInterface):
    """Downloads for one refresh: all requests share ``clock``; answers above ``cap`` bytes
    are refused."""

    def __init__(self, clock: Clock, cap: int = MAX_FILE_BYTES,
                 client: httpx.Client | None = None) -> None:
        self.clock = clock
        self.cap = cap
        self.client = client or make_client()
        self.urls: list[str] = []  # what was asked, in order (shown when a refresh fails)

    def _fetch(self, url: str) -> Iterator[bytes]:
        self.urls.append(url)
        try:
            reply = request_once(self.client, "GET", url, seconds=self.clock.remaining(),
                                 cap=self.cap)
        except NetError as error:
            raise FetchFailed(str(error), error.kind) from None
        if reply.status != 200:
            raise exceptions.DownloadHTTPError(f"answered HTTP {reply.status}", reply.status)
        return iter((reply.body,))

    def close(self) -> None:
        self.client.close()


class FetchFailed(exceptions.DownloadError):
    """A download that gave no usable answer; the message follows the server's name."""

    def __init__(self, message: str, kind: str) -> None:
        super().__init__(message)
        self.kind = kind
