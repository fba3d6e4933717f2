"""Workshop changes to a demo bundle's time anchors (the book stays untouched).

Each returns a sentence naming the file it changed, so the workshop can point at it.
"""

from __future__ import annotations

import hashlib
import json
from datetime import timedelta
from pathlib import Path

from verifier_app.anchors.demo_sources import HEADERS_FILE
from verifier_app.anchors.ots_demo import mine_header
from verifier_app.anchors.tsa_demo import make_token
from verifier_app.demo.anchors import _seal_time


def _lists(root: Path, suffix: str) -> list[Path]:
    return sorted(p for p in (root / "markets" / "proof").glob(f"*/*Z.txt{suffix}"))


def _rel(root: Path, path: Path) -> str:
    return path.relative_to(root).as_posix()


def tamper_ots_byte(root: Path) -> str:
    """Change one byte inside a proof's first operation (its nonce)."""
    proof = _lists(root, ".ots")[0]
    data = bytearray(proof.read_bytes())
    position = data.index(bytes.fromhex(hashlib.sha256(
        proof.with_suffix("").read_bytes()).hexdigest())) + 32 + 3
    data[position] ^= 0x01
    proof.write_bytes(bytes(data))
    return f"{_rel(root, proof)}: byte {position} changed"


def tamper_header(root: Path) -> str:
    """Replace the first block header with one over another Merkle root."""
    path = root / HEADERS_FILE
    headers = json.loads(path.read_bytes())
    height = min(headers, key=int)
    old = bytes.fromhex(headers[height])
    time = int.from_bytes(old[68:72], "little")
    headers[height] = mine_header(hashlib.sha256(b"another block").digest(), time).hex()
    path.write_text(json.dumps(headers, indent=2, sort_keys=True) + "\n")
    return f"{HEADERS_FILE}: the header of block {height} replaced by another block's"


def tamper_token_digest(root: Path) -> str:
    """A token over another digest, in place of a genuine one."""
    token = _lists(root, ".demo-tsa-a.tsr")[0]
    stamped = token.with_name(token.name.split(".txt.")[0] + ".txt")
    token.write_bytes(make_token(b"some other list", _seal_time(stamped), "demo-tsa-a", 9001))
    return f"{_rel(root, token)}: replaced by a token over another file's fingerprint"


def tamper_late_token(root: Path) -> str:
    """A genuine token signed two hours after the time the list claims."""
    token = _lists(root, ".demo-tsa-b.tsr")[0]
    stamped = token.with_name(token.name.split(".txt.")[0] + ".txt")
    late = _seal_time(stamped) + timedelta(hours=2)
    token.write_bytes(make_token(stamped.read_bytes(), late, "demo-tsa-b", 9002))
    return f"{_rel(root, token)}: re-signed at {late:%H:%M:%S}Z, two hours after its list's time"


def tamper_log_hash(root: Path) -> str:
    """The saved log answer of one list replaced by the entry of another list."""
    saved = sorted((root / "rekor").glob("*.json"))
    first, other = saved[0], saved[1]
    first.write_bytes(other.read_bytes())
    return f"{_rel(root, first)}: replaced by the log entry of another list"
