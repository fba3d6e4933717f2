"""Demo anchors: real-format OpenTimestamps proofs over a made-up, easy block chain.

The proofs use genuine OpenTimestamps operations (append a nonce, SHA-256, a Merkle path
through other digests) and end in ``BitcoinBlockHeaderAttestation(height)``; the headers
hold the commitment as their Merkle root and are really mined, but at regtest difficulty
(bits 0x207fffff). The app therefore checks them all the way through and then says,
correctly, that they are not from Bitcoin's main chain. Same inputs give the same bytes.

Check demo proofs with ``HeaderSourceOptions(headers_file=..., offline=True)``. With the
network on, explorers would answer with the real main-chain block at that height, which
rightly fails; heights far beyond the real chain (say 9,000,000 and up) make explorers
answer "not found", and the headers file is then used as the fallback.
"""

from __future__ import annotations

import hashlib
import json
import struct
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from opentimestamps.core.notary import BitcoinBlockHeaderAttestation, PendingAttestation
from opentimestamps.core.op import OpAppend, OpSHA256
from opentimestamps.core.serialize import BytesSerializationContext
from opentimestamps.core.timestamp import DetachedTimestampFile, Timestamp, make_merkle_tree

from verifier_app.anchors.block_headers import meets_target, parse_header

DEMO_BITS = 0x207FFFFF  # regtest's easiest target: about every second nonce is a "block"
DEMO_VERSION = 0x20000000
DEMO_CALENDAR = "https://demo-calendar.invalid"
FILLERS_PER_BLOCK = 3  # other digests in each demo block, so every proof has a Merkle path


@dataclass
class DemoChain:
    """Everything a demo bundle needs for Step 6."""

    proofs: dict[bytes, bytes] = field(default_factory=dict)  # list SHA-256 -> .ots bytes
    headers: dict[int, bytes] = field(default_factory=dict)  # height -> 80-byte header

    def headers_json(self) -> bytes:
        """The headers file, ``{"<height>": "<80-byte header hex>"}``, sorted by height."""
        data = {str(h): self.headers[h].hex() for h in sorted(self.headers)}
        return (json.dumps(data, indent=1) + "\n").encode("ascii")


def make_demo_chain(digests_by_height: Mapping[int, Sequence[bytes]],
                    time_by_height: Mapping[int, int]) -> DemoChain:
    """Anchor each height's list digests in one demo block with the given header time.

    Headers are chained in height order (each names the previous one's hash). A digest
    may be anchored only once.
    """
    chain = DemoChain()
    prev_hash = bytes(32)
    for height in sorted(digests_by_height):
        digests = list(digests_by_height[height])
        if not digests or any(len(d) != 32 for d in digests):
            raise ValueError(f"block {height} needs one or more 32-byte SHA-256 digests")
        if any(d in chain.proofs for d in digests) or len(set(digests)) != len(digests):
            raise ValueError("a digest may be anchored only once in a demo chain")
        root, proofs = _anchor(digests, height)
        chain.proofs.update(proofs)
        header = mine_header(root, time_by_height[height], prev_hash)
        chain.headers[height] = header
        prev_hash = parse_header(header).block_hash
    return chain


def make_pending_proof(list_sha256: bytes, calendar: str = DEMO_CALENDAR) -> bytes:
    """A proof that was only sent to a calendar: it proves nothing about time yet."""
    stamp = Timestamp(list_sha256)
    leaf = stamp.ops.add(OpAppend(_nonce(list_sha256, 0))).ops.add(OpSHA256())
    leaf.attestations.add(PendingAttestation(calendar))
    return _serialize(stamp)


def mine_header(merkle_root: bytes, header_time: int, prev_hash: bytes = bytes(32),
                bits: int = DEMO_BITS) -> bytes:
    """The first nonce (from 0) whose header meets the target in ``bits``."""
    for nonce in range(1 << 32):
        raw = (struct.pack("<I", DEMO_VERSION) + prev_hash + merkle_root
               + struct.pack("<III", header_time, bits, nonce))
        if meets_target(parse_header(raw)):
            return raw
    raise ValueError("no nonce meets this target")  # unreachable at demo difficulty


def _anchor(digests: list[bytes], height: int) -> tuple[bytes, dict[bytes, bytes]]:
    """Merkle-tree the digests (plus fillers) and attest the root at ``height``."""
    roots = [Timestamp(d) for d in digests]
    fillers = [hashlib.sha256(b"demo filler %d %d" % (height, i)).digest()
               for i in range(FILLERS_PER_BLOCK)]
    leaves = [_leaf(stamp, height) for stamp in roots]
    leaves += [_leaf(Timestamp(f), height) for f in fillers]
    tip = make_merkle_tree(leaves)
    tip.attestations.add(BitcoinBlockHeaderAttestation(height))
    return tip.msg, {stamp.msg: _serialize(stamp) for stamp in roots}


def _leaf(stamp: Timestamp, height: int) -> Timestamp:
    """Append a per-digest nonce and hash, as a calendar does to keep neighbours private."""
    return stamp.ops.add(OpAppend(_nonce(stamp.msg, height))).ops.add(OpSHA256())


def _nonce(digest: bytes, height: int) -> bytes:
    return hashlib.sha256(b"demo nonce %d " % height + digest).digest()[:16]


def _serialize(stamp: Timestamp) -> bytes:
    ctx = BytesSerializationContext()
    DetachedTimestampFile(OpSHA256(), stamp).serialize(ctx)
    return ctx.getbytes()
