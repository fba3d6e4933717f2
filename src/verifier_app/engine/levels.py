"""The trust levels of the paper (Section 3.12), defined here once for every view.

- 0: the reader trusts the operator.
- 1: the operator's hash chain fixes order and content, not when anything was written.
- 2: the fingerprint is anchored outside the operator (Bitcoin, or the transparency log).
- 2+: "level 2 plus a time signed by a third party at every seal" (Section 3.12): an
  RFC 3161 token rests on level 2; a token without an anchor is not level 2+.

The trust ladder (``engine.trust``), each line's properties (``engine.properties``), the
headline and the report all rank levels through this module.
"""

from __future__ import annotations

from collections.abc import Iterable

LEVEL_OPERATOR = "0"  # the reader trusts the operator
LEVEL_CHAIN = "1"  # the hash chain: order and content
LEVEL_ANCHOR = "2"  # anchored outside the operator (Bitcoin, the transparency log)
LEVEL_SIGNED_TIME = "2+"  # level 2 plus a time signed by a third party
LEVELS = (LEVEL_OPERATOR, LEVEL_CHAIN, LEVEL_ANCHOR, LEVEL_SIGNED_TIME)  # in rank order


def rank(level: str | None) -> int:
    """A level's place on the ladder (-1 for none)."""
    return LEVELS.index(level) if level in LEVELS else -1


def lowest(levels: Iterable[str | None]) -> str | None:
    """The level every one of ``levels`` reaches (None when one reaches none, or none given)."""
    found = list(levels)
    if not found or any(rank(level) < 0 for level in found):
        return None
    return min(found, key=rank)


def with_signed_time(anchored: bool) -> str:
    """The level a signed time before the reference gives: 2+ on an anchor, else only the
    chain's level 1 (paper Section 3.12: level 2+ is level 2 plus a signed time)."""
    return LEVEL_SIGNED_TIME if anchored else LEVEL_CHAIN
