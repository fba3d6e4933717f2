"""The chain on top of an anchor, checked by the app: real main-chain headers against the
shipped checkpoints, headers files, a loopback Electrum server and a batching node."""

from __future__ import annotations

import json
from pathlib import Path

from opentimestamps.core.notary import BitcoinBlockHeaderAttestation
from opentimestamps.core.op import OpSHA256
from opentimestamps.core.serialize import BytesSerializationContext
from opentimestamps.core.timestamp import DetachedTimestampFile, Timestamp

from tests.servers.electrum import ElectrumServer
from tests.servers.esplora import BitcoinRpcServer
from verifier_app.anchors import header_store
from verifier_app.anchors.block_headers import header_from_hex, meets_target, target_from_bits
from verifier_app.anchors.header_chain import (
    MAX_TARGET,
    check_chain,
    checkpoint_hash,
    checkpoints,
    era_problem,
    era_target,
    work,
)
from verifier_app.anchors.ots import HeaderSourceOptions, check_ots
from verifier_app.anchors.ots_demo import mine_header
from verifier_app.core.results import Status

DATA = Path(__file__).resolve().parents[1] / "data" / "ots"
HELLO = (DATA / "hello-world.txt").read_bytes()
HELLO_PROOF = (DATA / "hello-world.txt.ots").read_bytes()
REAL_358391 = json.loads((DATA / "block-358391.json").read_text())["358391"]
# Bitcoin's first two blocks, as every node has them; each proves itself by its hash.
GENESIS = header_from_hex(
    "0100000000000000000000000000000000000000000000000000000000000000000000003ba3edfd7a7b12"
    "b27ac72c3e67768f617fc81bc3888a51323a9fb8aa4b1e5e4a29ab5f49ffff001d1dac2b7c")
BLOCK_1 = header_from_hex(
    "010000006fe28c0ab6f1b372c1a6a246ae63f74f931e8365e15a089c68d6190000000000982051fd1e4ba7"
    "44bbbe680e1fee14677ba1a3c3540bf7b1cdb606e857233e0e61bc6649ffff001d01e36299")


def hello_digest() -> bytes:
    import hashlib

    return hashlib.sha256(HELLO).digest()


def genesis_proof() -> tuple[bytes, bytes]:
    """A proof whose file digest is the genesis block's Merkle root, attested at block 0."""
    root = GENESIS.merkle_root
    stamp = Timestamp(root)
    stamp.attestations.add(BitcoinBlockHeaderAttestation(0))
    ctx = BytesSerializationContext()
    DetachedTimestampFile(OpSHA256(), stamp).serialize(ctx)
    return root, ctx.getbytes()


def headers_file(tmp_path: Path, headers: dict[int, bytes]) -> Path:
    path = tmp_path / "headers.json"
    path.write_text(json.dumps({str(h): raw.hex() for h, raw in headers.items()}))
    return path


def test_the_shipped_checkpoints_hold_the_real_target_of_block_358391():
    header = header_from_hex(REAL_358391)
    assert meets_target(header)
    assert target_from_bits(header.bits) == era_target(358391)
    assert era_problem(358391, header) is None
    assert len(checkpoints()) >= 470 and era_target(0) == MAX_TARGET
    assert checkpoint_hash(2015) == ("00000000693067b0e6b440bc51450b9f3850561b07f6d3c021c5"
                                     "4fbd6abb9763")


def test_the_first_two_real_blocks_link_and_give_the_work_on_top():
    assert BLOCK_1.prev_hash == GENESIS.block_hash and meets_target(BLOCK_1)
    chain = check_chain(0, {0: GENESIS, 1: BLOCK_1})
    assert (chain.confirmations, chain.work_on_top, chain.main_chain) == \
        (2, work(BLOCK_1), True)
    assert chain.work_on_top == 4_295_032_833  # difficulty 1: 2^32 hashes and a little
    assert chain.seconds_of_work == 600.0


def test_a_block_ending_a_period_must_be_the_published_one():
    fake = header_from_hex(BLOCK_1.raw.hex())  # block 1's bytes claimed at height 2015
    assert "not the block Bitcoin's main chain has there" in era_problem(2015, fake).render()


def test_a_chain_easier_than_its_era_is_not_bitcoins_main_chain(tmp_path):
    real = bytes.fromhex(REAL_358391)
    easy = mine_header(bytes(32), 1432826000, header_from_hex(REAL_358391).block_hash)
    options = HeaderSourceOptions(headers_file=headers_file(tmp_path, {358391: real,
                                                                       358392: easy}),
                                  offline=True)
    result = check_ots(hello_digest(), HELLO_PROOF, options)
    assert result.main_chain is False and result.status == Status.WARN
    assert result.confirmations == 2
    assert any("easier to mine than any main-chain block" in w for w in result.warnings)
    assert result.to_json()["main_chain"] is False


def unlinked_on_top(tmp_path) -> HeaderSourceOptions:
    """A headers file with the real block 358,391 and, above it, a header that does not
    link to it."""
    real = bytes.fromhex(REAL_358391)
    stray = mine_header(bytes(32), 1432826000, bytes(32))  # names no real block before it
    return HeaderSourceOptions(headers_file=headers_file(tmp_path, {358391: real,
                                                                    358392: stray}),
                               offline=True)


def test_a_header_that_does_not_link_is_flagged_at_its_seal(tmp_path):
    result = check_ots(hello_digest(), HELLO_PROOF, unlinked_on_top(tmp_path))
    assert result.status == Status.WARN and result.confirmations == 1
    assert any("does not link to block 358,391" in w for w in result.warnings)
    assert result.main_chain is None  # nothing on top was checked


def test_without_a_header_source_the_chain_is_not_checked_never_a_pass():
    result = check_ots(hello_digest(), HELLO_PROOF, HeaderSourceOptions(offline=True))
    assert result.status == Status.NOT_CHECKED
    data = result.to_json()
    assert (data["confirmations"], data["work_on_top"], data["main_chain"]) == \
        (None, None, None)


def test_an_electrum_server_gives_the_anchor_and_the_chain_in_one_call(tmp_path):
    root, proof = genesis_proof()
    with ElectrumServer({0: GENESIS.raw, 1: BLOCK_1.raw}) as server:
        options = HeaderSourceOptions(explorers=[], electrum=[server.address], timeout=5)
        result = check_ots(root, proof, options)
    assert result.status == Status.PASS, result.detail
    data = result.to_json()
    assert (data["confirmations"], data["work_on_top"], data["main_chain"]) == \
        (2, "4295032833", True)
    assert "about 10 minutes of the whole Bitcoin network's work" in result.detail
    assert "one block every ten minutes" in result.detail  # the assumption is named
    assert server.requests == ["server.version", "blockchain.headers.subscribe",
                               "blockchain.block.headers"]
    assert set(header_store.read_range(0, 1)) == {0, 1}  # both kept, both checked


def test_a_bitcoin_core_node_answers_the_chain_in_batches():
    root, proof = genesis_proof()
    with BitcoinRpcServer({0: GENESIS.raw, 1: BLOCK_1.raw}, "u", "p") as node:
        options = HeaderSourceOptions(explorers=[], bitcoind_url=node.url.replace(
            "http://", "http://u:p@"), timeout=5)
        result = check_ots(root, proof, options)
    assert result.status == Status.PASS, result.detail
    assert (result.confirmations, result.main_chain) == (2, True)
    assert node.requests.count("batch") == 3  # height, hashes, headers


def test_the_store_admits_only_headers_that_meet_their_era(tmp_path):
    path = tmp_path / "store.sqlite3"
    easy = header_from_hex(mine_header(bytes(32), 1432826000, bytes(32)).hex())
    assert header_store.admit({0: GENESIS, 1: BLOCK_1, 358392: easy}, path) == 2
    assert set(header_store.read_range(0, 400_000, path)) == {0, 1}


def test_every_seal_of_the_demo_shows_its_confirmations_and_work_on_top():
    from verifier_app.core.bundle_open import open_bundle
    from verifier_app.engine.walk import WalkOptions, default_anchor_options, walk
    from verifier_app.resources import demo_bundle_dir

    bundle = open_bundle([demo_bundle_dir()])
    report = walk(bundle, WalkOptions(anchors=default_anchor_options(bundle)))
    anchored = [s.ots for s in report.seals if s.ots and s.ots.height is not None]
    assert anchored
    for ots in anchored:
        data = ots.to_json()
        assert data["confirmations"] >= 1 and int(data["work_on_top"]) >= 0
        assert data["main_chain"] is False  # the demo's headers are not Bitcoin's


def test_an_explorers_bulk_answer_gives_the_header_in_one_request():
    from tests.servers.esplora import EsploraServer

    real = bytes.fromhex(REAL_358391)
    with EsploraServer({358391: real}, bulk=True) as bulk, \
            EsploraServer({358391: real}, bulk=True, hash_for={358391: "00" * 32}) as liar:
        result = check_ots(hello_digest(), HELLO_PROOF,
                           HeaderSourceOptions(explorers=[bulk.url], timeout=5))
        assert result.status == Status.PASS, result.detail
        # The block's ten-block window (358390..358399) lies above this explorer's tip,
        # so the answer starting at the block itself is asked next.
        assert bulk.requests == ["/api/blocks/358399", "/api/blocks/358391"]
        lied = check_ots(hello_digest(), HELLO_PROOF,
                         HeaderSourceOptions(explorers=[liar.url], timeout=5))
    # A description that does not hash to the id it names is not used: block by block,
    # the lie is then caught as before.
    assert lied.status == Status.FAIL and liar.requests[1] == "/api/blocks/358391"


def test_the_option_checks_use_the_header_sources_limits():
    from verifier_app.anchors import anchor_files, header_answers, header_sources

    assert header_sources.MAX_HEADERS_FILE_BYTES is anchor_files.MAX_HEADERS_FILE_BYTES
    assert header_answers.MAX_COOKIE_BYTES is anchor_files.MAX_COOKIE_BYTES


def test_a_lone_book_imports_no_network_cryptography_or_pandas(tmp_path):
    import subprocess
    import sys

    from verifier_app.resources import demo_bundle_dir

    book = next(demo_bundle_dir().rglob("council-book.jsonl"))
    code = ("import sys; from verifier_app.cli import main; main(['verify', sys.argv[1], "
            "'--offline']); print(sorted(m for m in ('pandas', 'httpx', 'cryptography', "
            "'asn1crypto') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code, str(book)], capture_output=True,
                         text=True, timeout=120, check=False).stdout
    assert out.strip().splitlines()[-1] == "[]"


def test_the_consensus_rules_bound_is_the_header_time_six_blocks_later(tmp_path):
    """Section 3.11: "a verifier who wants a bound from the consensus rules alone uses the
    header time of a block several confirmations later". P1a keeps the practical bound
    (header time + τ); the consensus one is shown beside it, from checked headers only."""
    first_ten = json.loads((DATA / "blocks-0-9.json").read_text())
    headers = {int(h): header_from_hex(text).raw for h, text in first_ten.items()}
    root, proof = genesis_proof()
    with ElectrumServer(headers) as server:
        options = HeaderSourceOptions(explorers=[], electrum=[server.address], timeout=5)
        result = check_ots(root, proof, options)
    assert result.status == Status.PASS and result.main_chain, result.detail
    assert (result.bound, result.consensus_height, result.consensus_bound) == (
        "2009-01-03T20:15:05Z", 6, "2009-01-09T03:29:49Z")  # genesis + 2 h; block 6's time
    from verifier_app.engine.properties import _p1a_from

    p1a = _p1a_from((result.bound, "bitcoin", "x.txt", "pass",
                     (result.consensus_bound, result.consensus_height))).to_json()
    assert (p1a["existed_no_later_than"], p1a["consensus_bound"]) == (
        "2009-01-03T20:15:05Z", "2009-01-09T03:29:49Z")
    assert p1a["bound_rule"] == "practical: header time + tau (2 h)"
    assert "by the consensus rules alone, no later than 2009-01-09T03:29:49Z" in p1a["detail"]


def test_low_work_headers_give_no_consensus_bound_either():
    from verifier_app.engine.properties import _p1a_from

    p1a = _p1a_from(("2026-10-21T15:00:00Z", "rekor", "x.txt", "pass", ("", 0))).to_json()
    assert p1a["consensus_bound"] is None and "consensus" not in p1a["detail"]
