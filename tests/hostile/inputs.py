"""Generators of hostile inputs, each from the demo bundle, with fixed seeds and bounded sizes.

Every function changes a private copy (or writes a new file) and returns what it made;
the tests then run the command on it: in the test's own process (``verify_json``), or as a
user's process where the process itself is what is tested (``run``: its exit, its output's
encoding, its environment). Nothing here talks to a network.
"""

from __future__ import annotations

import json
import random
import struct
import subprocess
import sys
import zipfile
import zlib
from collections.abc import Iterator
from pathlib import Path

from tests.cli_in_process import run_in_process
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.errors import UserFacingError
from verifier_app.engine.walk import walk

BOOK = "api/v1/council-book.jsonl"
ASKS = "api/v1/asks.jsonl"
CSV = "api/v1/council-forecasts.csv"
EXIT_CODES = {0, 1, 2}
DOS_1980 = 0x21  # a zip's MS-DOS date field: 1 January 1980


def run(*args: str | Path, env: dict[str, str] | None = None,
        timeout: float = 300) -> subprocess.CompletedProcess[bytes]:
    """The released command as a user runs it; output kept as bytes (it must be valid)."""
    return subprocess.run([sys.executable, "-m", "verifier_app", *map(str, args)],
                          capture_output=True, timeout=timeout, env=env)


def verify_json(*args: str | Path) -> tuple[int, dict]:
    """``verify … --json`` in this process: an exception escaping it fails the test as a
    traceback would; the output must be strict UTF-8 JSON."""
    done = run_in_process("verify", *args, "--json")
    assert done.returncode in EXIT_CODES
    report = json.loads(done.stdout.decode("utf-8")) if done.stdout else {}
    return done.returncode, report


def walk_verdict(*paths: Path) -> str:
    """The verdict in-process, as the window gets it; ``unusable`` for exit 2."""
    try:
        report = walk(open_bundle(list(paths)))
    except UserFacingError:
        return "unusable"
    return report.verdict if report.has_inputs else "unusable"


def statuses(report: dict) -> dict[str, str]:
    return {s["id"]: s["status"] for s in report["steps"]}


def zip_folder(folder: Path, archive: Path, top: str = "bundle",
               extra: list[tuple[str, bytes]] | None = None,
               first: list[tuple[str, bytes]] | None = None) -> Path:
    """Zip ``folder`` under ``top/``; ``first`` entries go before it, ``extra`` after."""
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as out:
        for name, data in first or []:
            out.writestr(name, data)
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                out.write(path, f"{top}/{path.relative_to(folder).as_posix()}")
        for name, data in extra or []:
            out.writestr(name, data)
    return archive


def many_member_zip(archive: Path, names: list[str], data: bytes = b"x") -> Path:
    """A zip of one stored member per name, each holding ``data``, written field by field
    (APPNOTE 4.3): for tens of thousands of members about ten times quicker than
    ``zipfile``, which does per-member bookkeeping a fixed input does not need."""
    crc = zlib.crc32(data)
    local: list[bytes] = []
    central: list[bytes] = []
    offset = 0
    for name in names:
        raw = name.encode()
        header = struct.pack("<4s5H3L2H", b"PK\x03\x04", 20, 0, 0, 0, DOS_1980,
                             crc, len(data), len(data), len(raw), 0) + raw
        central.append(struct.pack("<4s6H3L5H2L", b"PK\x01\x02", 20, 20, 0, 0, 0, DOS_1980,
                                   crc, len(data), len(data), len(raw), 0, 0, 0, 0, 0,
                                   offset) + raw)
        local.append(header + data)
        offset += len(header) + len(data)
    directory = b"".join(central)
    end = struct.pack("<4s4H2LH", b"PK\x05\x06", 0, 0, len(names), len(names),
                      len(directory), offset, 0)
    archive.write_bytes(b"".join(local) + directory + end)
    return archive


def changed_sealed_line(book: bytes, line: int = 5) -> bytes:
    """The book with one byte changed inside sealed line ``line`` (a digit of a probability)."""
    lines = book.split(b"\n")
    target = bytearray(lines[line - 1])
    at = next(i for i in range(len(target) - 1, 0, -1) if chr(target[i]).isdigit())
    target[at] = ord("1") if target[at] != ord("1") else ord("2")
    lines[line - 1] = bytes(target)
    return b"\n".join(lines)


def set_declared_size(archive: Path, member: str, size: int) -> None:
    """Make a zip member claim ``size`` uncompressed bytes (a bomb's header, without the bomb).

    Both the local header and the central directory entry are patched, as a crafted zip
    would be; the data itself stays small.
    """
    data = bytearray(archive.read_bytes())
    name = member.encode()
    local = data.find(b"PK\x03\x04")
    while local != -1:
        name_len = struct.unpack_from("<H", data, local + 26)[0]
        if bytes(data[local + 30: local + 30 + name_len]) == name:
            struct.pack_into("<I", data, local + 22, size)
        local = data.find(b"PK\x03\x04", local + 4)
    central = data.find(b"PK\x01\x02")
    while central != -1:
        name_len = struct.unpack_from("<H", data, central + 28)[0]
        if bytes(data[central + 46: central + 46 + name_len]) == name:
            struct.pack_into("<I", data, central + 24, size)
        central = data.find(b"PK\x01\x02", central + 4)
    archive.write_bytes(bytes(data))


def bit_flips(data: bytes, count: int, seed: int) -> Iterator[tuple[int, bytes]]:
    """``count`` copies of ``data`` with one random bit flipped each (fixed seed)."""
    rng = random.Random(seed)
    for _ in range(count):
        position = rng.randrange(len(data))
        flipped = bytearray(data)
        flipped[position] ^= 1 << rng.randrange(8)
        yield position, bytes(flipped)


def sealed_prefix_bytes(book: bytes, lines: int) -> int:
    """How many bytes the first ``lines`` lines of ``book`` span (with their LFs)."""
    end = 0
    for _ in range(lines):
        end = book.index(b"\n", end) + 1
    return end
