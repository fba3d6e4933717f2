"""Time anchors for the demo bundle: demo Bitcoin headers, demo authorities, a demo log.

None of these prove anything about real time, and the app says so wherever they appear:
the headers are mined at a trivial difficulty (a low-work warning), the authorities and
the log sign with keys shipped openly with the app.

Written per stamped list, like the real league: an ``.ots`` proof (pending on some seals),
RFC 3161 tokens from two demo authorities from 2026-10-21, and a Rekor-style log entry
whose answer is saved in ``rekor/`` inside the bundle.
"""

from __future__ import annotations

import hashlib
import shutil
from datetime import UTC, datetime, timedelta
from pathlib import Path

from verifier_app.anchors.demo_sources import HEADERS_FILE
from verifier_app.anchors.ots_demo import make_demo_chain, make_pending_proof
from verifier_app.anchors.rekor_demo import build_demo_log
from verifier_app.anchors.tsa_demo import (
    DEMO_TSAS,
    build_token,
    demo_dir,
    demo_root_path,
    load_demo_signer,
)

FIRST_HEIGHT = 9_000_000  # far above Bitcoin's real height, so explorers never know it
TOKENS_FROM = "2026-10-21"


def _seal_time(stamped: Path) -> datetime:
    stamp = stamped.parent.name + stamped.name[:6]
    return datetime.strptime(stamp, "%Y-%m-%d%H%M%S").replace(tzinfo=UTC)


def add_demo_anchors(root: Path) -> None:
    lists = sorted((root / "markets" / "proof").glob("*/*Z.txt"))
    digests = {path: hashlib.sha256(path.read_bytes()).digest() for path in lists}
    pending = {lists[-1], *[p for i, p in enumerate(lists) if i % 7 == 5]}
    _write_proofs(root, lists, digests, pending)
    _write_tokens(root, lists)
    log = build_demo_log([(digests[p].hex(), int(_logged_at(p).timestamp())) for p in lists])
    log.write(root)


def _write_proofs(root: Path, lists: list[Path], digests: dict[Path, bytes],
                  pending: set[Path]) -> None:
    anchored = [p for p in lists if p not in pending]
    heights = {p: FIRST_HEIGHT + i for i, p in enumerate(anchored)}
    chain = make_demo_chain(
        {heights[p]: [digests[p]] for p in anchored},
        {heights[p]: int((_seal_time(p) + timedelta(minutes=38)).timestamp()) for p in anchored},
    )
    for path in lists:
        proof = chain.proofs[digests[path]] if path in heights else \
            make_pending_proof(digests[path])
        path.with_name(path.name + ".ots").write_bytes(proof)
    headers = root / HEADERS_FILE
    headers.parent.mkdir(parents=True, exist_ok=True)
    headers.write_bytes(chain.headers_json())


def _write_tokens(root: Path, lists: list[Path]) -> None:
    # Each authority's key read once per demo: loading an RSA key checks it, which takes as
    # long as signing a token.
    signers = {tsa: load_demo_signer(tsa) for tsa in DEMO_TSAS}
    serial = 1000
    for path in lists:
        if path.parent.name < TOKENS_FROM:
            continue
        data = path.read_bytes()
        for offset, tsa in enumerate(DEMO_TSAS):
            serial += 1
            gen_time = _seal_time(path) + timedelta(seconds=offset)
            path.with_name(f"{path.name}.{tsa}.tsr").write_bytes(
                build_token(data, gen_time, serial, *signers[tsa]))
        tsa_folder = path.parent / "tsa"
        tsa_folder.mkdir(exist_ok=True)
        shutil.copyfile(demo_root_path(), tsa_folder / "demo-root.pem")
        for tsa in DEMO_TSAS:
            shutil.copyfile(demo_dir() / f"{tsa}.crt", tsa_folder / f"{tsa}.crt")


def _logged_at(stamped: Path) -> datetime:
    """Lists are logged at sealing from 2026-10-22; earlier ones were entered a day later."""
    sealed = _seal_time(stamped)
    return sealed + (timedelta(seconds=5) if stamped.parent.name >= "2026-10-22"
                     else timedelta(days=1, hours=2))
