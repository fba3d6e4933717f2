"""RFC 6962 consistency proofs, built for the tests' loopback log (``rekor_log``) and the
published test vectors; the app itself only checks them (``anchors.merkle``)."""

from __future__ import annotations

from verifier_app.anchors.merkle import split_point, tree_root


def consistency_proof(first: int, leaves: list[bytes]) -> list[bytes]:
    """PROOF(m, D[n]) of RFC 6962, 2.1.2, for 0 < first <= len(leaves)."""
    if not 0 < first <= len(leaves):
        raise ValueError("a consistency proof needs 0 < first <= the tree size")
    return _subproof(first, leaves, True)


def _subproof(m: int, leaves: list[bytes], whole: bool) -> list[bytes]:
    n = len(leaves)
    if m == n:
        return [] if whole else [tree_root(leaves)]
    k = split_point(n)
    if m <= k:
        return [*_subproof(m, leaves[:k], whole), tree_root(leaves[k:])]
    return [*_subproof(m - k, leaves[k:], False), tree_root(leaves[:k])]
