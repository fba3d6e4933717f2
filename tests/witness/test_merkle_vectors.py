"""RFC 6962 consistency proofs against the published test tree (the eight leaves of the
Certificate Transparency reference tests, as used by transparency-dev), and every pair of
sizes of a larger tree, with damaged proofs refused."""

from __future__ import annotations

import hashlib

import pytest

from tests.servers.merkle_proofs import consistency_proof
from verifier_app.anchors.merkle import EMPTY_ROOT, tree_root, verify_consistency
from verifier_app.anchors.rekor_verify import leaf_hash

LEAVES = [bytes.fromhex(h) for h in (
    "", "00", "10", "2021", "3031", "40414243", "5051525354555657",
    "606162636465666768696a6b6c6d6e6f")]
ROOTS = [
    "6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d",
    "fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125",
    "aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77",
    "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
    "4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4",
    "76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef",
    "ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c",
    "5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328",
]
CONSISTENCY = [
    (1, 1, []),
    (2, 8, ["5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
            "6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4"]),
    (6, 8, ["0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a",
            "ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0",
            "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7"]),
]
HASHES = [leaf_hash(leaf) for leaf in LEAVES]


def test_roots_of_the_reference_tree() -> None:
    assert tree_root([]) == EMPTY_ROOT
    for size in range(1, 9):
        assert tree_root(HASHES[:size]).hex() == ROOTS[size - 1]


@pytest.mark.parametrize(("first", "second", "proof"), CONSISTENCY)
def test_published_consistency_proofs(first: int, second: int, proof: list[str]) -> None:
    path = [bytes.fromhex(h) for h in proof]
    assert consistency_proof(first, HASHES[:second]) == path
    assert verify_consistency(first, second, bytes.fromhex(ROOTS[first - 1]),
                              bytes.fromhex(ROOTS[second - 1]), path)


def test_every_pair_verifies_and_any_damage_is_refused() -> None:
    leaves = [leaf_hash(hashlib.sha256(str(i).encode()).digest()) for i in range(33)]
    roots = [tree_root(leaves[:n]) for n in range(34)]
    for second in range(1, 34):
        for first in range(1, second + 1):
            proof = consistency_proof(first, leaves[:second])
            assert verify_consistency(first, second, roots[first], roots[second], proof)
            if first == second:
                continue
            assert not verify_consistency(first, second, roots[first], roots[second],
                                          proof[:-1])
            assert not verify_consistency(first, second, roots[first], roots[second],
                                          [*proof, bytes(32)])
            flipped = [bytes([proof[0][0] ^ 1]) + proof[0][1:], *proof[1:]]
            assert not verify_consistency(first, second, roots[first], roots[second],
                                          flipped)


def test_a_forked_history_is_not_consistent() -> None:
    forked = [*HASHES[:3], leaf_hash(b"another line"), *HASHES[4:]]
    proof = consistency_proof(4, forked)
    assert not verify_consistency(4, 8, bytes.fromhex(ROOTS[3]), tree_root(forked), proof)
    assert not verify_consistency(8, 6, bytes.fromhex(ROOTS[7]), bytes.fromhex(ROOTS[5]), [])
    assert not verify_consistency(4, 4, bytes.fromhex(ROOTS[3]), bytes.fromhex(ROOTS[4]), [])
