"""Reading a bundle's files and finding its stamped files cheaply, with the same results
(issue 29: a re-check reads hundreds of small files and lists thousands of names).

A small file is read straight from the system: the bytes as stored (CR LF, NUL and all),
never more than the limit, and a file that vanished or became a folder since the bundle
was opened is said in one sentence, as the buffered stream said it. The stamped files are
those given with their own proof or tokens; a re-check hashes every stamped list but
parses only the ones it has not settled (``engine.seals.hash_seals``).
"""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import pytest

from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.errors import UserFacingError
from verifier_app.engine.seals import hash_seals, read_seals

STORED = b"first\r\nsecond\x00\rthird without LF"


def test_a_small_file_is_read_as_stored(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_bytes(STORED)
    found = open_bundle([tmp_path]).files["notes.txt"]
    assert found.read_bytes(1024) == STORED
    with pytest.raises(UserFacingError) as refused:
        found.read_bytes(len(STORED) - 1)  # larger than the limit asked for: never read
    assert refused.value.message.id == "open.too_large"


def test_a_file_that_grew_since_opening_is_read_up_to_the_limit(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_bytes(STORED)
    found = open_bundle([tmp_path]).files["notes.txt"]
    path.write_bytes(STORED + b"x" * 5000)
    assert found.read_bytes(100) == (STORED + b"x" * 5000)[:100]


@pytest.mark.parametrize("becomes", ["removed", "a folder"])
def test_a_file_gone_since_opening_is_said(tmp_path: Path, becomes: str) -> None:
    path = tmp_path / "notes.txt"
    path.write_bytes(STORED)
    found = open_bundle([tmp_path]).files["notes.txt"]
    path.unlink()
    if becomes == "a folder":
        path.mkdir()
    with pytest.raises(UserFacingError) as gone:
        found.read_bytes(1024)
    assert gone.value.message.id == "open.gone"
    assert gone.value.message.render().startswith("notes.txt")


def test_stamped_files_are_those_given_with_their_own_proofs(tmp_path: Path) -> None:
    for name in ("notes.md", "notes.md.ots", "prices.csv", "prices.csv.freetsa.tsr",
                 "plain.csv", "proof.ots", "proof.ots.ots", "sub/deep.json",
                 "sub/deep.json.ots", "sub/deep.json.other.tsr"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(b"x")
    bundle = open_bundle([tmp_path])
    # a proof of a proof is not a stamped file; a file without proofs is none either
    assert [f.relpath for f in bundle.stamped_files()] == ["notes.md", "prices.csv",
                                                           "sub/deep.json"]


def test_settled_lists_are_hashed_not_parsed(demo_master: Path, tmp_path: Path) -> None:
    bundle_root = tmp_path / "bundle"
    shutil.copytree(demo_master, bundle_root)
    bundle = open_bundle([bundle_root])
    every = hash_seals(bundle)
    assert [s.read for s in every] == read_seals(bundle)  # nothing settled: all parsed
    first = bundle.stamped_lists()[0]
    settled = hashlib.sha256((bundle_root / first.relpath).read_bytes()).hexdigest()
    hashed = hash_seals(bundle, frozenset({settled}))
    assert [(s.relpath, s.sha256) for s in hashed] == [(s.relpath, s.sha256) for s in every]
    assert [s.relpath for s in hashed if s.read is None] == [first.relpath]
    assert all(s.read is not None and s.read[1] for s in hashed[1:])
