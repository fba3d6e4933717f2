"""What the seals' anchor checks send between the walk's processes: plain data only, so
the process that sends and receives it loads none of the proof, token and log libraries."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from verifier_app.core.anchor_results import OtsResult, RekorResult, TokenResult


@dataclass(frozen=True)
class SharedFacts:
    """What every seal's check needs to know of the whole walk, found once."""

    lists: frozenset[str]  # every stamped list of the bundle, by path and by SHA-256
    cache_dir: Path  # where verified log answers are kept
    key_copy: str | None  # the bundle file holding the log key the reader gave, if any


@dataclass(frozen=True)
class SealAnchors:
    """One seal's anchors as checked: what a worker process sends back."""

    ots: OtsResult | None
    tokens: tuple[TokenResult, ...]
    rekor: RekorResult | None
