"""The time-anchor sources of the embedded demonstration bundle.

The demo's headers (mined at a trivial difficulty), its two authorities and its log sign
with material shipped openly with the app; checked against these, its anchors can warn at
best, never pass. The demo generator writes the anchors (``demo.anchors``); the walk only
needs to know where to check them, which lives here, below the engine.
"""

from __future__ import annotations

from pathlib import Path

from verifier_app.anchors.anchor_options import AnchorOptions
from verifier_app.core.bundle import Bundle
from verifier_app.core.cache import cached_copy
from verifier_app.resources import resource_path

HEADERS_FILE = "demo-anchors/DEMO-NOT-BITCOIN-block-headers.json"


def demo_root_path() -> Path:
    """The demo authorities' root certificate, shipped with the app."""
    return resource_path("demo-tsa", "demo-root.pem")


def demo_anchor_options(bundle: Bundle) -> AnchorOptions:
    """Offline checks against the demo's own headers and the app's demo keys."""
    headers = bundle.files.get(HEADERS_FILE)
    headers_path = None
    if headers is not None:
        headers_path = headers.disk_path or cached_copy(
            "demo-headers", headers.read_bytes(16 * 1024 * 1024), ".json")
    return AnchorOptions(
        headers_file=headers_path, explorers=[], offline=True,
        trust_ca=[demo_root_path()],
        rekor_key=resource_path("rekor", "demo-log-key.pub.pem"),
        demo_trust=True,
    )
