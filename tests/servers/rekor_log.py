"""A small Rekor-compatible log on 127.0.0.1 for tests: the read calls the verifier makes
(hash search, entry by UUID, entry by log index, consistency proof), serving entries given
as JSON.

Tests tamper by editing ``entries`` / ``search_index``, or serve arbitrary bytes for a
UUID through ``raw`` (and for the hash search through ``search_raw``); ``delay`` makes
every answer late (for timeouts). ``serve(entries)`` swaps the whole log for another
history (a log that forks): consistency proofs are then computed from the new leaves.
"""

from __future__ import annotations

import base64
import copy
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from tests.servers.merkle_proofs import consistency_proof
from verifier_app.anchors.merkle import tree_root
from verifier_app.anchors.rekor_verify import leaf_hash

ENTRIES_PATH = "/api/v1/log/entries"
PROOF_PATH = "/api/v1/log/proof"
SEARCH_PATH = "/api/v1/index/retrieve"


class RekorLogServer:
    def __init__(self, entries: dict[str, dict[str, Any]], delay: float = 0.0,
                 bulk: bool = False) -> None:
        self.bulk = bulk  # also answer many hashes and many UUIDs in one request
        self.serve(entries)
        self.raw: dict[str, bytes] = {}
        self.search_raw: bytes | None = None
        self.delay = delay
        self.requests: list[str] = []
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _handler_for(self))
        self._server.daemon_threads = True  # a sleeping handler must not block shutdown
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.05,),
                                        daemon=True)

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def __enter__(self) -> RekorLogServer:
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._server.shutdown()
        self._server.server_close()

    def answer(self, uuid: str) -> bytes | None:
        if uuid in self.raw:
            return self.raw[uuid]
        found = self.entries.get(uuid) or self.entries.get(uuid[-64:])
        if found is None:
            return None
        return json.dumps({uuid: found}, separators=(",", ":")).encode() + b"\n"

    def serve(self, entries: dict[str, dict[str, Any]]) -> None:
        """Serve these entries from now on (the tree's leaves in tree order)."""
        self.entries = copy.deepcopy(entries)
        self.search_index: dict[str, list[str]] = {}
        for uuid, entry in self.entries.items():
            self.search_index.setdefault(_body_hash(entry), []).append(uuid)
            self.search_index.setdefault(_body_key(entry), []).append(uuid)
        ordered = sorted(self.entries.values(), key=_tree_position)
        self.leaves = [leaf_hash(base64.b64decode(e["body"])) for e in ordered]

    def proof(self, first: int, last: int) -> bytes | None:
        if not 0 < first <= last <= len(self.leaves):
            return None
        hashes = consistency_proof(first, self.leaves[:last])
        root = tree_root(self.leaves[:last])
        return json.dumps({"rootHash": root.hex(), "hashes": [h.hex() for h in hashes]}).encode()

    def uuid_at(self, log_index: int) -> str | None:
        return next((u for u, e in self.entries.items() if e["logIndex"] == log_index), None)


def saved_entries(bundle: Path) -> dict[str, dict]:
    """The log entries a bundle saved as ``rekor/<sha256>.json`` (the demo's form), for a
    loopback log to answer with."""
    entries: dict[str, dict] = {}
    for saved in (bundle / "rekor").glob("*.json"):
        if len(saved.stem) == 64:
            entries.update(json.loads(saved.read_bytes()))
    return entries


def _tree_position(entry: dict[str, Any]) -> int:
    proof = entry.get("verification", {}).get("inclusionProof", {})
    return int(proof.get("logIndex", entry["logIndex"]))


def _body_key(entry: dict[str, Any]) -> str:
    body = json.loads(base64.b64decode(entry["body"]))
    return "key:" + body["spec"]["signature"]["publicKey"]["content"]


def _body_hash(entry: dict[str, Any]) -> str:
    body = json.loads(base64.b64decode(entry["body"]))
    return "sha256:" + body["spec"]["data"]["hash"]["value"]


def _handler_for(log: RekorLogServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *_: Any) -> None:  # keep test output quiet
            pass

        def _send(self, status: int, body: bytes) -> None:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def _late(self) -> None:
            log.requests.append(f"{self.command} {self.path}")
            if log.delay:
                time.sleep(log.delay)

        def do_POST(self) -> None:
            self._late()
            length = int(self.headers.get("Content-Length", "0"))
            query = json.loads(self.rfile.read(length) or b"{}")
            if log.bulk and self._bulk(urlsplit(self.path).path, query):
                return
            if urlsplit(self.path).path != SEARCH_PATH:
                self._send(404, b'{"message":"not found"}')
                return
            if isinstance(query.get("publicKey"), dict):  # search by the signer's key
                wanted = "key:" + str(query["publicKey"].get("content", ""))
            else:
                wanted = str(query.get("hash", "")).lower()
            found = log.search_index.get(wanted, [])
            self._send(200, log.search_raw if log.search_raw is not None
                       else json.dumps(found).encode())

        def _bulk(self, path: str, query: dict[str, Any]) -> bool:
            if path == SEARCH_PATH and isinstance(query.get("hashes"), list):
                found = [u for h in query["hashes"] for u in log.search_index.get(h, [])]
                self._send(200, json.dumps(found).encode())
                return True
            if path == ENTRIES_PATH + "/retrieve":
                found = [{u: log.entries[u]} for u in query.get("entryUUIDs", [])
                         if u in log.entries]
                self._send(200, json.dumps(found).encode())
                return True
            return False

        def do_GET(self) -> None:
            self._late()
            parts = urlsplit(self.path)
            if parts.path == PROOF_PATH:
                query = parse_qs(parts.query)
                sizes = [query.get(k, [""])[0] for k in ("firstSize", "lastSize")]
                proof = log.proof(*map(int, sizes)) if all(x.isdigit() for x in sizes) \
                    else None
                if proof is None:
                    self._send(400, b'{"code":400,"message":"bad tree sizes"}')
                else:
                    self._send(200, proof)
                return
            if parts.path == ENTRIES_PATH:
                index = parse_qs(parts.query).get("logIndex", [""])[0]
                uuid = log.uuid_at(int(index)) if index.isdigit() else None
            elif parts.path.startswith(ENTRIES_PATH + "/"):
                uuid = parts.path.rsplit("/", 1)[1]
            else:
                uuid = None
            body = log.answer(uuid) if uuid else None
            if body is None:
                self._send(404, b'{"code":404,"message":"entry not found"}')
            else:
                self._send(200, body)

    return Handler
