"""Bitcoin block headers: parse the 80 bytes and check what they prove on their own.

A header is self-checking. Its double SHA-256 is the block hash, that hash must meet the
target encoded in the header's own ``bits`` field, and the Merkle root field is what an
OpenTimestamps proof has to arrive at. None of that needs trust in whoever delivered it.

Byte order: hashes inside the header (and an OpenTimestamps commitment) are in "internal"
order; block explorers and ``bitcoin-cli`` show them reversed. ``display_hex`` gives that.
"""

from __future__ import annotations

import hashlib
import struct
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cached_property

from verifier_app.core.failures import BitcoinFailure
from verifier_app.core.messages import Grouped, Message, SaidError
from verifier_app.core.results import Status
from verifier_app.core.times import TAU

HEADER_SIZE = 80

# Difficulty 1 (Bitcoin's easiest allowed target, "powLimit"): difficulty = this / target.
DIFFICULTY_1_TARGET = 0xFFFF << 208

# The least difficulty a main-chain block has had from a given height on, divided by about
# ten for safety (real values: ~14 thousand at 100,000; ~8 billion at 300,000; ~210 billion
# at 420,000; ~16 trillion at 630,000; ~86 trillion at 840,000; difficulty has never fallen
# by more than about a third). A header below this line cannot be a main-chain block at
# that height: regtest, signet and test chains, or something mined on a laptop. Genesis
# era blocks (difficulty 1) are never flagged, except that no main-chain block is easier
# than difficulty 1 at all.
MIN_MAINNET_DIFFICULTY: tuple[tuple[int, float], ...] = (
    (840_000, 1e13),
    (630_000, 1e12),
    (420_000, 1e10),
    (300_000, 1e9),
    (200_000, 1e5),
    (100_000, 1e3),
    (0, 1.0),
)


class HeaderError(SaidError, ValueError):
    """The bytes are not a usable block header; the message is a plain sentence."""


@dataclass(frozen=True)
class BlockHeader:
    raw: bytes
    version: int
    prev_hash: bytes  # internal order
    merkle_root: bytes  # internal order, what an OpenTimestamps commitment must equal
    time: int  # unix seconds, set by the miner
    bits: int
    nonce: int

    @cached_property  # the fields are frozen; a chain check asks for it twice a header
    def block_hash(self) -> bytes:
        """Double SHA-256 of the 80 bytes, internal order."""
        return hashlib.sha256(hashlib.sha256(self.raw).digest()).digest()


def parse_header(raw: bytes) -> BlockHeader:
    if len(raw) != HEADER_SIZE:
        raise HeaderError(Message.of("header.size", size=len(raw)))
    version, = struct.unpack_from("<i", raw, 0)
    time, bits, nonce = struct.unpack_from("<III", raw, 68)
    return BlockHeader(bytes(raw), version, raw[4:36], raw[36:68], time, bits, nonce)


def header_from_hex(text: str) -> BlockHeader:
    text = text.strip()
    try:
        raw = bytes.fromhex(text)
    except ValueError:
        raise HeaderError(Message.of("header.not_hex")) from None
    return parse_header(raw)


def display_hex(digest: bytes) -> str:
    """A hash in the byte order block explorers display (reversed)."""
    return digest[::-1].hex()


def target_from_bits(bits: int) -> int:
    """The target a block hash must not exceed, decoded from the compact ``bits`` field."""
    exponent = bits >> 24
    mantissa = bits & 0x007FFFFF
    if bits & 0x00800000 and mantissa:
        raise HeaderError(Message.of("header.target_negative"))
    shift = 8 * (exponent - 3)
    target = mantissa << shift if shift >= 0 else mantissa >> -shift
    if target == 0:
        raise HeaderError(Message.of("header.target_zero"))
    if target >= 1 << 256:
        raise HeaderError(Message.of("header.target_too_large"))
    return target


def meets_target(header: BlockHeader) -> bool:
    """Whether the block hash, read as a number, is at most the header's own target."""
    return int.from_bytes(header.block_hash, "little") <= target_from_bits(header.bits)


def difficulty(bits: int) -> float:
    return DIFFICULTY_1_TARGET / target_from_bits(bits)


def min_mainnet_difficulty(height: int) -> float:
    for from_height, least in MIN_MAINNET_DIFFICULTY:
        if height >= from_height:
            return least
    return 1.0


def is_low_work(header: BlockHeader, height: int) -> bool:
    """True when the proof of work is far below anything Bitcoin's main chain had there."""
    return difficulty(header.bits) < min_mainnet_difficulty(height)


def median_time(times: list[int]) -> int:
    """Median of block times, as Bitcoin computes median-time-past over 11 blocks."""
    ordered = sorted(times)
    return ordered[len(ordered) // 2]


def iso_utc(unix: int | None) -> str | None:
    if unix is None:
        return None
    return datetime.fromtimestamp(unix, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def bound_iso(header_time: int) -> str:
    """The "existed no later than" time: header time plus the practical margin τ."""
    return iso_utc(header_time + int(TAU.total_seconds())) or ""


LOW_WORK_WARNING = ("This block header is not from Bitcoin's main chain (its proof of work "
                    "is far too small); the time it shows proves nothing.")


@dataclass(frozen=True)
class HeaderCheck:
    """One Bitcoin attestation held against one block header: PASS when the header is a
    mined one holding the commitment (the proof's "bitcoin"), else FAIL or NOT_CHECKED."""

    status: Status
    detail: str
    height: int
    commitment: bytes
    header: BlockHeader | None = None
    source: str | None = None
    median_time_past: int | None = None
    low_work: bool = False
    warnings: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    confirmations: int | None = None  # from the checked chain on top (``header_chain``)
    work_on_top: int | None = None
    main_chain: bool | None = None
    work_words: str | None = None
    later_time: int | None = None  # the header time of a block several confirmations on
    failure: BitcoinFailure | None = None  # why it failed, when ``status`` is fail
    message: Message | None = None  # ``detail`` as a message id with its values


def check_header(height: int, commitment: bytes, raw: bytes, source: str,
                 claimed_hash: bytes | None = None,
                 median_time_past: int | None = None) -> HeaderCheck:
    """Whether ``raw`` is a mined header at ``height`` whose Merkle root is ``commitment``."""
    def fail(said: Message, failure: BitcoinFailure,
             header: BlockHeader | None = None) -> HeaderCheck:
        return HeaderCheck(Status.FAIL, said.render(), height, commitment, header, source,
                           median_time_past, failure=failure, message=said)

    try:
        header = parse_header(raw)
        target_from_bits(header.bits)
    except HeaderError as exc:
        return fail(Message.of("header.unusable", source=source, reason=exc.message or str(exc)),
                    BitcoinFailure.HEADER_UNUSABLE)
    if claimed_hash is not None and header.block_hash != claimed_hash:
        return fail(Message.of("header.other_hash", source=source, height=Grouped(height),
                               hash=display_hex(claimed_hash)), BitcoinFailure.HEADER_HASH,
                    header)
    if header.merkle_root != commitment:
        return fail(Message.of("header.merkle", height=Grouped(height),
                               root=display_hex(header.merkle_root),
                               commitment=display_hex(commitment)), BitcoinFailure.MERKLE_ROOT,
                    header)
    if not meets_target(header):
        return fail(Message.of("header.no_work", source=source), BitcoinFailure.PROOF_OF_WORK,
                    header)
    low = is_low_work(header, height)
    said = _pass_detail(height, header, low)
    return HeaderCheck(Status.PASS, said.render(), height, commitment, header, source,
                       median_time_past, low_work=low, message=said,
                       warnings=(LOW_WORK_WARNING,) if low else ())


def _pass_detail(height: int, header: BlockHeader, low: bool) -> Message:
    if low:
        return Message.of("header.low_work", height=Grouped(height), time=iso_utc(header.time))
    return Message.of("header.pass", height=Grouped(height), time=iso_utc(header.time),
                      bound=bound_iso(header.time), hours=f"{TAU.total_seconds() / 3600:g}")
