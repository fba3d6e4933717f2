"""Issue 26, item 9: two header sources that disagree about an anchor's block.

Section 3.11 takes the time of "a block in the chain the network has accepted": the chain
with the most work. Each side counts the work this app checks itself; more work wins, a
tie leaves the seal NOT CHECKED, and the sources are named. The header store is written
directly, as a cache damaged by a reorg would hold it (the cache is input too).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.anchors.test_header_chain import BLOCK_1, GENESIS, genesis_proof
from tests.servers.esplora import EsploraServer
from verifier_app.anchors import header_store
from verifier_app.anchors.block_headers import header_from_hex, meets_target
from verifier_app.anchors.ots import HeaderSourceOptions, check_ots
from verifier_app.core.failures import BitcoinFailure
from verifier_app.core.results import Status

FIRST_TEN = json.loads((Path(__file__).resolve().parents[1] / "data" / "ots" /
                        "blocks-0-9.json").read_text())
BLOCK_2 = header_from_hex(FIRST_TEN["2"])


@pytest.fixture
def store(tmp_path, monkeypatch):
    """An empty cache folder of this test's own; ``store(rows)`` plants header rows."""
    monkeypatch.setenv("VERIFIER_APP_CACHE_DIR", str(tmp_path / "cache"))

    def plant(rows: dict[int, bytes]) -> None:
        db = header_store._connect(header_store.store_path())
        db.executemany("INSERT INTO headers VALUES (?, ?)", rows.items())
        db.commit()
        db.close()
    return plant


def checked_with_explorer(headers: dict[int, bytes]):
    root, proof = genesis_proof()  # the proof names block 0, the genesis block
    with EsploraServer(headers) as explorer:
        return check_ots(root, proof, HeaderSourceOptions(explorers=[explorer.url], timeout=5))


def test_an_orphan_in_the_store_with_equal_work_leaves_the_seal_not_checked(store):
    store({0: BLOCK_1.raw})  # another real header (difficulty 1) where the genesis block is
    result = checked_with_explorer({0: GENESIS.raw})
    assert result.status is Status.NOT_CHECKED, result.detail
    assert "The sources disagree about block 0" in result.detail
    assert "headers kept from earlier walks" in result.detail
    assert "neither has more work checked here" in result.detail
    assert result.bound is None and result.confirmations is None


def test_a_store_chain_with_more_work_fails_the_proofs_block(store):
    # Blocks 1 and 2 planted at heights 0 and 1: they link and each meets its target, so
    # that side has two headers' work against the proof's one.
    assert BLOCK_2.prev_hash == BLOCK_1.block_hash and meets_target(BLOCK_2)
    store({0: BLOCK_1.raw, 1: BLOCK_2.raw})
    result = checked_with_explorer({0: GENESIS.raw})
    assert result.status is Status.FAIL, result.detail
    assert result.failure is BitcoinFailure.SOURCES_DISAGREE
    assert "has more work (2 block(s) checked here)" in result.detail
    assert "headers kept from earlier walks" in result.detail
    assert result.bound is None


def test_a_stored_header_without_work_loses_and_is_named(store):
    forged = bytearray(BLOCK_1.raw)
    forged[-1] ^= 0xFF  # another nonce: the header no longer meets its target
    assert not meets_target(header_from_hex(bytes(forged).hex()))
    store({0: bytes(forged)})
    result = checked_with_explorer({0: GENESIS.raw})
    assert result.status is Status.PASS, result.detail
    assert any("differs from the one the proof names and has less work" in n
               for n in result.notes)


def test_two_explorers_that_disagree_leave_the_seal_not_checked(store):
    root, proof = genesis_proof()
    with EsploraServer({0: GENESIS.raw}) as one, EsploraServer({0: BLOCK_1.raw}) as other:
        result = check_ots(root, proof, HeaderSourceOptions(
            explorers=[one.url, other.url], timeout=5))
    assert result.status is Status.NOT_CHECKED, result.detail
    assert one.url in result.detail and other.url in result.detail
    assert "Neither header has more work checked here" in result.detail
