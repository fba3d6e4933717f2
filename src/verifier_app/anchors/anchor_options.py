"""The reader's choice of anchor sources, kept apart from the checks so that a walk that
checks no anchor (a lone book) imports none of the network or cryptography code."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from verifier_app import net
    from verifier_app.anchors.header_sources import HeaderSourceOptions
    from verifier_app.anchors.rekor import RekorOptions


@dataclass
class AnchorOptions:
    """Where anchors are checked against; every source is the user's choice."""

    headers_file: Path | None = None
    explorers: list[str] | None = None  # None: the two default public explorers
    bitcoind_url: str | None = None
    bitcoind_cookie: Path | None = None
    trust_ca: list[Path] = field(default_factory=list)
    untrusted: list[Path] = field(default_factory=list)  # intermediates only, never roots
    rekor_url: str = "https://rekor.sigstore.dev"
    rekor_key: Path | None = None
    rekor_log_index: int | None = None
    offline: bool = False
    timeout: float = 10.0  # seconds for each request, from connecting to the last byte
    budget: float = 120.0  # seconds for all requests of one walk; later ones: not checked
    demo_trust: bool = False  # set for the embedded demo only: its anchors are not Bitcoin
    electrum: list[str] = field(default_factory=list)  # tcp://host:port or ssl://host:port
    per_host: int = 4  # requests to one host at a time
    rate: float = 25.0  # request starts a second to one host, at most
    requests: Counter[str] = field(default_factory=Counter)  # asked per host, once walked
    evidence: Path | None = None  # an evidence pack (``verify --save-evidence``) to read

    def header_sources(self, budget: net.Clock | None = None) -> HeaderSourceOptions:
        from verifier_app.anchors.header_sources import HeaderSourceOptions

        return HeaderSourceOptions(self.headers_file, self.explorers, self.bitcoind_url,
                                   self.bitcoind_cookie, self.offline, self.timeout, budget,
                                   list(self.electrum))

    def rekor(self, cache_dir: Path | None, budget: net.Clock | None = None) -> RekorOptions:
        from verifier_app.anchors.anchor_files import MAX_KEY_BYTES
        from verifier_app.anchors.rekor import RekorOptions
        from verifier_app.core.input_files import read_input_file

        key = read_input_file(self.rekor_key, MAX_KEY_BYTES, "a public key (PEM)") \
            if self.rekor_key else None
        return RekorOptions(self.rekor_url, key, self.rekor_log_index, self.offline,
                            self.timeout, cache_dir, budget)
