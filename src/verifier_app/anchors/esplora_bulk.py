"""Esplora's bulk form: ``GET /blocks/:start_height`` describes ten blocks in one answer.

The description is JSON, not the header's bytes, so the 80 bytes are rebuilt from its
fields and must hash to the block id the explorer named; anything else is not used (the
caller then asks block by block). The rebuilt header is checked like any other.
"""

from __future__ import annotations

import struct
from typing import Any

from verifier_app.anchors.block_headers import BlockHeader, display_hex, parse_header

HASH_LENGTH = 64
BLOCKS_PER_ANSWER = 10


def window_top(height: int) -> int:
    """The top of the aligned ten-block window holding ``height``: asked with
    ``/blocks/<top>``, one answer serves every anchor from ``top - 9`` to ``top``."""
    return height - height % BLOCKS_PER_ANSWER + BLOCKS_PER_ANSWER - 1


def header_in_blocks(answer: Any, height: int) -> tuple[BlockHeader, Any] | None:
    """The header of ``height`` from a ``/blocks/:start_height`` answer, and the block's
    description; None when the answer does not hold it or does not add up."""
    if not isinstance(answer, list):
        return None
    for block in answer:
        if isinstance(block, dict) and block.get("height") == height:
            header = _rebuilt(block)
            return None if header is None else (header, block)
    return None


def _rebuilt(block: dict[str, Any]) -> BlockHeader | None:
    try:
        prev = block.get("previousblockhash") or "00" * 32
        fields = (_hash(prev), _hash(block["merkle_root"]))
        numbers = [block[k] for k in ("version", "timestamp", "bits", "nonce")]
        if any(isinstance(n, bool) or not isinstance(n, int) for n in numbers):
            return None
        version, stamp, bits, nonce = numbers
        raw = struct.pack("<i", version) + fields[0] + fields[1] + \
            struct.pack("<III", stamp, bits, nonce)
        header = parse_header(raw)
    except (KeyError, TypeError, ValueError, struct.error):
        return None
    named = block.get("id")
    return header if isinstance(named, str) and display_hex(header.block_hash) == named \
        else None


def _hash(text: Any) -> bytes:
    if not isinstance(text, str) or len(text) != HASH_LENGTH:
        raise ValueError("not a block hash")
    return bytes.fromhex(text)[::-1]
