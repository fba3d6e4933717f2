"""RFC 6962 Merkle trees: the tree head, and the check of consistency proofs.

A consistency proof shows that the tree of size ``first`` is a prefix of the tree of size
``second``: the log only appended. Verification follows RFC 9162, 2.1.4.2. The tree head
also serves the demonstration log (``rekor_demo``); the tests' loopback log builds its
proofs from it (``tests/servers/merkle_proofs.py``).
"""

from __future__ import annotations

import hashlib

from verifier_app.anchors.rekor_verify import node_hash

EMPTY_ROOT = hashlib.sha256(b"").digest()


def split_point(n: int) -> int:
    """RFC 6962's k: the largest power of two smaller than n (n > 1)."""
    return 1 << ((n - 1).bit_length() - 1)


def tree_root(leaves: list[bytes]) -> bytes:
    """MTH(D[n]) over leaf hashes."""
    if not leaves:
        return EMPTY_ROOT
    if len(leaves) == 1:
        return leaves[0]
    k = split_point(len(leaves))
    return node_hash(tree_root(leaves[:k]), tree_root(leaves[k:]))


def verify_consistency(first: int, second: int, first_root: bytes, second_root: bytes,
                       proof: list[bytes]) -> bool:
    """Whether ``proof`` shows the tree (first, first_root) is a prefix of (second, ...)."""
    if not 0 < first <= second or any(len(h) != 32 for h in proof):
        return False
    if first == second:
        return not proof and first_root == second_root
    if first & (first - 1) == 0:  # a power of two: the first tree is a node of the second
        proof = [first_root, *proof]
    if not proof:
        return False
    fn, sn = first - 1, second - 1
    while fn & 1:
        fn, sn = fn >> 1, sn >> 1
    fr = sr = proof[0]
    for sibling in proof[1:]:
        if sn == 0:
            return False
        if fn & 1 or fn == sn:
            fr, sr = node_hash(sibling, fr), node_hash(sibling, sr)
            while not fn & 1 and fn != 0:
                fn, sn = fn >> 1, sn >> 1
        else:
            sr = node_hash(sr, sibling)
        fn, sn = fn >> 1, sn >> 1
    return sn == 0 and fr == first_root and sr == second_root
