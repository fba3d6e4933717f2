"""The settings that decide a walk's result, as the report's first page names them.

A verdict depends on where the anchors were checked: online or offline, which block
headers, which log key and which time-stamp roots, and who supplied each (the reader, the
app, or the demonstration). The walk keeps them beside its result, so a report says what
it was checked against and never only what it found.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime

from verifier_app.anchors.anchor_options import AnchorOptions


@dataclass(frozen=True)
class CheckSettings:
    offline: bool
    demo: bool  # the embedded demonstration's own sources (headers, keys, root)
    headers_file: str | None  # a block-headers file, or None: public sources
    explorers: tuple[str, ...]  # the public sources asked for headers (online)
    log_key: str | None  # the log key the reader gave, or None: the app's choice
    added_roots: tuple[str, ...]  # time-stamp roots the reader added
    checked_at: datetime = field(default_factory=lambda: datetime.now(UTC))  # walk's end

    @classmethod
    def of(cls, options: AnchorOptions) -> CheckSettings:
        demo_root = _demo_root() if options.demo_trust else None
        roots = tuple(str(p) for p in options.trust_ca if demo_root is None or
                      str(p) != demo_root)
        return cls(offline=options.offline, demo=options.demo_trust,
                   headers_file=None if options.demo_trust or options.headers_file is None
                   else str(options.headers_file),
                   explorers=tuple(options.explorers or ()),
                   log_key=None if options.demo_trust or options.rekor_key is None
                   else str(options.rekor_key),
                   added_roots=roots)


def _demo_root() -> str:
    from verifier_app.anchors.demo_sources import demo_root_path

    return str(demo_root_path())
