"""The live site and a Zenodo-like release on 127.0.0.1, for download tests.

``LiveSite(root)`` serves the folder ``root`` (a demo bundle, in the live layout) at
``/``: ``/api/v1/…`` byte for byte, ``/markets/proof/<day>/`` as an HTML page linking
that day's files, with ``Range`` / ``If-Range`` and ``ETag`` like a real server. Under
``/zenodo/api`` it answers like Zenodo's record API for record ``record_id``, holding every
file of ``root`` (key = path with ``/`` as ``__``) plus ``MANIFEST.json`` with SHA-256 and
size per path.

Switches (URL path -> setting), changed by tests while the server runs:
``overrides`` serve other bytes; ``slow`` wait that many seconds before answering;
``fail`` answer 500; ``fail_times`` answer 500 that many times, then normally;
``truncate`` announce more bytes than are sent, every time; ``cut_once`` send only that
many bytes once, then normally; ``oversize`` append that many bytes; ``no_length`` send
without Content-Length; ``redirect`` answer 302 to that address; ``drip`` send the body one
byte every that many seconds (for at most ``DRIP_LIMIT`` seconds). For the release:
``zenodo_overrides`` (record key -> other bytes; the record's size and MD5 describe them,
the manifest does not) and ``unlisted`` (extra record files the manifest does not name).
A request with ``If-None-Match`` naming the file's current ETag gets 304 (listed in
``not_modified``). ``page_links`` is "all", "lists" (the day pages link only the stamped
lists) or "text" (they link the lists and name every other file in a plain-text
listing). ``extra`` (path under the root -> bytes) adds files, served and listed like the
folder's own.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote, urlsplit

DAY_PAGE = re.compile(r"^/markets/proof/(\d{4}-\d{2}-\d{2})/$")
RECORD = re.compile(r"^/zenodo/api/records/(\d+)$")
RECORD_FILE = re.compile(r"^/zenodo/api/records/(\d+)/files/([^/]+)/content$")
LAST_MODIFIED = "Tue, 20 Oct 2026 13:00:25 GMT"
DRIP_LIMIT = 20.0  # a dripping answer stops by itself after this many seconds


class LiveSite:
    def __init__(self, root: Path, record_id: str = "4242") -> None:
        self.root = root
        self.record_id = record_id
        self.overrides: dict[str, bytes] = {}
        self.slow: dict[str, float] = {}
        self.fail: set[str] = set()
        self.fail_times: dict[str, int] = {}
        self.truncate: set[str] = set()
        self.cut_once: dict[str, int] = {}
        self.oversize: dict[str, int] = {}
        self.no_length: set[str] = set()
        self.redirect: dict[str, str] = {}
        self.drip: dict[str, float] = {}
        self.stopped = threading.Event()
        self.page_links = "all"
        self.extra: dict[str, bytes] = {}
        self.zenodo_overrides: dict[str, bytes] = {}  # record key -> other bytes
        self.unlisted: dict[str, bytes] = {}  # record files the manifest does not name
        self.requests: list[tuple[str, str | None]] = []  # (path, Range header)
        self.not_modified: list[str] = []  # paths answered 304 to a conditional request
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _handler_for(self))
        self._server.daemon_threads = True
        self._server.block_on_close = False
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.05,),
                                        daemon=True)

    @property
    def port(self) -> int:
        return self._server.server_address[1]

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    @property
    def data_url(self) -> str:
        return self.url + "api/v1/"

    @property
    def zenodo_api(self) -> str:
        return self.url + "zenodo/api"

    def __enter__(self) -> LiveSite:
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self.stopped.set()
        self._server.shutdown()
        self._server.server_close()

    # -- content -------------------------------------------------------------------
    def file_bytes(self, path: str) -> bytes | None:
        if path in self.overrides:
            return self.overrides[path]
        if unquote(path).lstrip("/") in self.extra:
            return self.extra[unquote(path).lstrip("/")]
        local = (self.root / unquote(path).lstrip("/")).resolve()
        if self.root.resolve() not in local.parents or not local.is_file():
            return None
        return local.read_bytes()

    def day_page(self, day: str) -> bytes | None:
        folder = self.root / "markets" / "proof" / day
        if not folder.is_dir():
            return None
        names = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())
        prefix = f"markets/proof/{day}/"
        names = sorted({*names, *(k[len(prefix):] for k in self.extra if k.startswith(prefix))})
        linked = names if self.page_links == "all" else [n for n in names if n.endswith("Z.txt")]
        items = "\n".join(f'<li><a href="{quote(n)}">{n}</a></li>' for n in linked)
        listing = ""
        if self.page_links == "text":
            listing = "<pre>\n" + "\n".join(n for n in names if n not in linked) + "\n</pre>"
        return (f"<!doctype html><html><head><title>Proofs {day}</title></head><body>"
                f"<h1>Proofs for {day}</h1><ul>\n{items}\n</ul>{listing}"
                '<p><a href="/">home</a> <a href="../">all days</a></p></body></html>').encode()

    def record_paths(self) -> list[str]:
        return sorted(p.relative_to(self.root).as_posix() for p in self.root.rglob("*")
                      if p.is_file())

    def record_file(self, key: str) -> bytes | None:
        if key in self.zenodo_overrides:
            return self.zenodo_overrides[key]
        if key in self.unlisted:
            return self.unlisted[key]
        if key == "MANIFEST.json":
            return self.manifest()
        path = key.replace("__", "/")
        local = self.root / path
        return local.read_bytes() if local.is_file() else None

    def manifest(self) -> bytes:
        files = [{"path": p, "sha256": hashlib.sha256((self.root / p).read_bytes()).hexdigest(),
                  "size": (self.root / p).stat().st_size, "retrieved_at": "2026-10-27T00:00:00Z"}
                 for p in self.record_paths()]
        return json.dumps({"files": files}, indent=1).encode()

    def record(self) -> bytes:
        base = f"{self.zenodo_api}/records/{self.record_id}"
        keys = ["MANIFEST.json", *(p.replace("/", "__") for p in self.record_paths()),
                *self.unlisted]
        files = []
        for key in keys:
            data = self.record_file(key) or b""  # the record describes what is served
            files.append({"key": key, "size": len(data),
                          "checksum": "md5:" + hashlib.md5(data).hexdigest(),
                          "links": {"self": f"{base}/files/{quote(key)}/content"}})
        return json.dumps({"id": int(self.record_id), "doi": f"10.5281/zenodo.{self.record_id}",
                           "files": files}).encode()


def _handler_for(site: LiveSite) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *_: Any) -> None:
            pass

        def do_GET(self) -> None:
            path = urlsplit(self.path).path
            site.requests.append((path, self.headers.get("Range")))
            if path in site.slow:
                time.sleep(site.slow[path])
            if path in site.redirect:
                self.send_response(302)
                self.send_header("Location", site.redirect[path])
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            if path in site.fail or site.fail_times.get(path, 0) > 0:
                if path in site.fail_times:
                    site.fail_times[path] -= 1
                return self._plain(500, b"Internal Server Error")
            body, kind = self._body(path)
            if body is None:
                return self._plain(404, b"Not Found")
            self._send(path, body + b"x" * site.oversize.get(path, 0), kind)

        def _body(self, path: str) -> tuple[bytes | None, str]:
            if match := DAY_PAGE.match(path):
                return site.day_page(match[1]), "text/html; charset=utf-8"
            if match := RECORD.match(path):
                body = site.record() if match[1] == site.record_id else None
                return body, "application/json"
            if match := RECORD_FILE.match(path):
                body = site.record_file(unquote(match[2])) if match[1] == site.record_id else None
                return body, "application/octet-stream"
            return site.file_bytes(path), "application/octet-stream"

        def _send(self, path: str, body: bytes, kind: str) -> None:
            etag = '"' + hashlib.sha256(body).hexdigest()[:16] + '"'
            if self.headers.get("If-None-Match") == etag and "Range" not in self.headers:
                site.not_modified.append(path)  # RFC 9110 13.1.2: the ETag decides
                self.send_response(304)
                self.send_header("ETag", etag)
                self.end_headers()
                return None
            start = self._range_start(etag)
            if start is not None and start >= len(body):
                return self._plain(416, b"")
            self.send_response(206 if start is not None else 200)
            part = body[start or 0:]
            self.send_header("Content-Type", kind)
            self.send_header("ETag", etag)
            self.send_header("Last-Modified", LAST_MODIFIED)
            self.send_header("Accept-Ranges", "bytes")
            if start is not None:
                self.send_header("Content-Range", f"bytes {start}-{len(body) - 1}/{len(body)}")
            if path not in site.no_length:
                extra = 1000 if path in site.truncate else 0
                self.send_header("Content-Length", str(len(part) + extra))
            self.end_headers()
            if path in site.truncate:
                part = part[: len(part) // 2]
            elif path in site.cut_once:
                part = part[: site.cut_once.pop(path)]
            if path in site.drip:
                return self._drip(part, site.drip[path])
            self.wfile.write(part)

        def _drip(self, part: bytes, interval: float) -> None:
            end = time.monotonic() + DRIP_LIMIT
            for i in range(len(part)):
                if site.stopped.is_set() or time.monotonic() > end:
                    return
                try:
                    self.wfile.write(part[i:i + 1])
                    self.wfile.flush()
                except OSError:  # the client gave up
                    return
                site.stopped.wait(interval)

        def _range_start(self, etag: str) -> int | None:
            match = re.fullmatch(r"bytes=(\d+)-", self.headers.get("Range", ""))
            if not match:
                return None
            condition = self.headers.get("If-Range")
            if condition and condition not in (etag, LAST_MODIFIED):
                return None  # the file changed: send it whole
            return int(match[1])

        def _plain(self, status: int, body: bytes) -> None:
            self.send_response(status)
            self.send_header("Content-Type", "text/plain")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    return Handler
