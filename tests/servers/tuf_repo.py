"""A small TUF repository on 127.0.0.1 for tests, laid out like Sigstore's
(consistent snapshots: ``N.root.json``, ``timestamp.json``, ``N.snapshot.json``,
``N.targets.json``, ``targets/<sha256>.trusted_root.json``).

Its metadata is real: built with ``tuf.api.metadata`` and signed with fresh Ed25519 test
keys (securesystemslib ``CryptoSigner``), so the client verifies every signature exactly as
it would Sigstore's. ``publish(target)`` releases a new trusted root (new targets, snapshot
and timestamp versions); tests tamper by editing ``files`` (the served bytes by path), and
``serve_old_timestamp`` answers with an earlier timestamp (a rollback); ``root_days`` and
``publish_root`` give an expired anchor, and a newer root signed by it.
"""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from securesystemslib.signer import CryptoSigner
from tuf.api.metadata import (
    Metadata,
    MetaFile,
    Root,
    Snapshot,
    TargetFile,
    Targets,
    Timestamp,
)

TARGET = "trusted_root.json"
ROLES = (Root.type, Targets.type, Snapshot.type, Timestamp.type)


def _in(days: float) -> datetime:
    return (datetime.now(UTC) + timedelta(days=days)).replace(microsecond=0)


class TufRepository:
    def __init__(self, target: bytes, root_days: float = 365) -> None:
        """``root_days`` below 0 makes the first root (the client's anchor) expired."""
        self.signers = {role: CryptoSigner.generate_ed25519() for role in ROLES}
        root = Root(expires=_in(root_days))
        for role, signer in self.signers.items():
            root.add_key(signer.public_key, role)
        self.root = Metadata(root)
        self.targets = Metadata(Targets(expires=_in(90)))
        self.snapshot = Metadata(Snapshot(expires=_in(30)))
        self.timestamp = Metadata(Timestamp(expires=_in(7), snapshot_meta=MetaFile(1)))
        self.files: dict[str, bytes] = {}
        self.timestamps: list[bytes] = []  # every timestamp published, oldest first
        self.requests: list[str] = []
        self._sign(self.root)
        self.files["1.root.json"] = self.root.to_bytes()
        self.anchor = self.files["1.root.json"]
        self.publish(target, first=True)
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _handler_for(self))
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.05,),
                                        daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def __enter__(self) -> TufRepository:
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._server.shutdown()
        self._server.server_close()

    def _sign(self, metadata: Metadata[Any]) -> None:
        metadata.signatures.clear()
        metadata.sign(self.signers[metadata.signed.type])

    def publish(self, target: bytes, *, first: bool = False,
                timestamp_days: float = 7) -> None:
        """Release ``target`` as the trusted root: targets, snapshot and timestamp move on."""
        info = TargetFile.from_data(TARGET, target, ["sha256"])
        self.targets.signed.targets[TARGET] = info
        if not first:
            for metadata in (self.targets, self.snapshot, self.timestamp):
                metadata.signed.version += 1
        self._sign(self.targets)
        self.snapshot.signed.meta["targets.json"] = MetaFile(self.targets.signed.version)
        self._sign(self.snapshot)
        self.timestamp.signed.snapshot_meta = MetaFile(self.snapshot.signed.version)
        self.timestamp.signed.expires = _in(timestamp_days)
        self._sign(self.timestamp)
        self.files[f"{self.targets.signed.version}.targets.json"] = self.targets.to_bytes()
        self.files[f"{self.snapshot.signed.version}.snapshot.json"] = self.snapshot.to_bytes()
        self.files["timestamp.json"] = self.timestamp.to_bytes()
        self.files[f"targets/{info.hashes['sha256']}.{TARGET}"] = target
        self.timestamps.append(self.files["timestamp.json"])

    def rotate_timestamp_key(self) -> None:
        """A new root version that trusts a new timestamp key (signed by the root key)."""
        old = next(iter(self.root.signed.roles[Timestamp.type].keyids))
        self.root.signed.revoke_key(old, Timestamp.type)
        self.signers[Timestamp.type] = CryptoSigner.generate_ed25519()
        self.root.signed.add_key(self.signers[Timestamp.type].public_key, Timestamp.type)
        self.root.signed.version += 1
        self._sign(self.root)
        self.files[f"{self.root.signed.version}.root.json"] = self.root.to_bytes()
        self._sign(self.timestamp)
        self.files["timestamp.json"] = self.timestamp.to_bytes()

    def publish_root(self, days: float = 365) -> None:
        """A newer root version with the same keys, valid for ``days`` (signed by the root
        key, so the version before accepts it): what a repository does before its root
        expires."""
        self.root.signed.version += 1
        self.root.signed.expires = _in(days)
        self._sign(self.root)
        self.files[f"{self.root.signed.version}.root.json"] = self.root.to_bytes()

    def serve_old_timestamp(self) -> None:
        self.files["timestamp.json"] = self.timestamps[0]

    def tamper_target(self, data: bytes) -> None:
        """Serve other bytes where the signed trusted root should be."""
        for path in [p for p in self.files if p.startswith("targets/")]:
            self.files[path] = data


def _handler_for(repo: TufRepository) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            path = self.path.lstrip("/")
            repo.requests.append(path)
            body = repo.files.get(path)
            if body is None:
                self.send_response(404)
                body = b"not found"
            else:
                self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *_: Any) -> None:
            pass

    return Handler
