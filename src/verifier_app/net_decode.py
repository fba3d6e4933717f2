"""A compressed answer unpacked a bounded piece at a time.

httpx inflates each chunk it reads whole before its caller sees a byte: a 64 KiB gzip
chunk of zeros becomes 64 MiB, a stack of encodings ("gzip, gzip") far more, before any
size cap is checked. Here the body is read as sent and unpacked with zlib's
``max_length``, never more than ``PIECE`` bytes at once, so a caller that stops at its
cap holds at most the cap and one piece, however much the sender packed. The sent bytes
count against the cap too. Only the encodings the app asks for are read (gzip, deflate);
anything else is refused, never guessed at.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterable, Iterator

PIECE = 64 * 1024  # the most a single step unpacks
ACCEPTED = "gzip, deflate"  # what the app asks servers for (no br or zstd to unpack)
MAX_LAYERS = 2  # "gzip, gzip" at most: more layers are no honest server's answer


class EncodingRefused(Exception):
    """An encoding the app does not read, or a compressed body that does not unpack."""


class SentTooMuch(Exception):
    """More bytes were sent than the cap allows, before any unpacking."""


def encodings(header: str | None) -> list[str]:
    """The Content-Encoding layers in the order to undo them (the last applied first)."""
    names = [part.strip().lower() for part in (header or "").split(",")]
    layers = [name for name in names if name and name != "identity"]
    if len(layers) > MAX_LAYERS:
        raise EncodingRefused(", ".join(layers))
    for name in layers:
        if name not in ("gzip", "x-gzip", "deflate"):
            raise EncodingRefused(name)
    return layers[::-1]


def decoded(raw: Iterable[bytes], header: str | None, cap: int | None = None) -> Iterator[bytes]:
    """The body unpacked, in pieces of at most ``PIECE`` bytes; ``cap`` bounds the bytes
    sent (the caller bounds what it keeps of the unpacked ones)."""
    stream: Iterable[bytes] = _counted(raw, cap)
    for name in encodings(header):
        stream = _inflated(stream, name)
    for chunk in stream:
        yield from _pieces(chunk)


def _counted(raw: Iterable[bytes], cap: int | None) -> Iterator[bytes]:
    sent = 0
    for chunk in raw:
        sent += len(chunk)
        if cap is not None and sent > cap:
            raise SentTooMuch()
        yield chunk


def _pieces(chunk: bytes) -> Iterator[bytes]:
    if len(chunk) <= PIECE:
        if chunk:
            yield chunk
        return
    view = memoryview(chunk)
    for start in range(0, len(chunk), PIECE):
        yield bytes(view[start:start + PIECE])


def _inflated(stream: Iterable[bytes], name: str) -> Iterator[bytes]:
    """One layer undone; at most ``PIECE`` unpacked bytes exist at a time."""
    unpack: zlib._Decompress | None = None
    head = b""  # deflate's first two bytes tell its two forms apart
    for chunk in _with_end(stream):
        if unpack is None:
            head += chunk
            if not head or (len(head) < 2 and chunk):
                continue
            unpack, chunk = zlib.decompressobj(_window(name, head)), head
        pending = chunk
        while not unpack.eof:  # after its end: trailing bytes are not read
            try:
                piece = unpack.decompress(pending, PIECE)
            except zlib.error as exc:
                raise EncodingRefused(name) from exc
            pending = unpack.unconsumed_tail
            if piece:
                yield piece
            if not pending and len(piece) < PIECE:  # a full piece may have more behind it
                break
    if unpack is not None and not unpack.eof:
        try:
            rest = unpack.flush()  # what a stream without its end still gives: little
        except zlib.error as exc:
            raise EncodingRefused(name) from exc
        yield from _pieces(rest)


def _with_end(stream: Iterable[bytes]) -> Iterator[bytes]:
    """The chunks, then an empty one that marks the end (a one-byte body still decides)."""
    yield from stream
    yield b""


def _window(name: str, first: bytes) -> int:
    """gzip's header, or deflate as zlib data or (as some servers send it) bare."""
    if name in ("gzip", "x-gzip"):
        return zlib.MAX_WBITS | 16
    wrapped = len(first) >= 2 and first[0] & 0x0F == 8 and \
        (first[0] << 8 | first[1]) % 31 == 0
    return zlib.MAX_WBITS if wrapped else -zlib.MAX_WBITS
