"""Block headers checked on their own terms, fetched from loopback explorers, a loopback
Bitcoin Core-style node, and headers files."""

from __future__ import annotations

import hashlib
import json
import socket
import struct
from pathlib import Path

import pytest

from tests.servers.esplora import BitcoinRpcServer, EsploraServer, display_hash
from verifier_app.anchors.block_headers import (
    HeaderError,
    check_header,
    difficulty,
    is_low_work,
    meets_target,
    parse_header,
    target_from_bits,
)
from verifier_app.anchors.ots import HeaderSourceOptions, check_ots, ots_step_status
from verifier_app.anchors.ots_demo import make_demo_chain, mine_header
from verifier_app.core.failures import BitcoinFailure
from verifier_app.core.results import Status

DATA = Path(__file__).resolve().parents[1] / "data" / "ots"
REAL_HEIGHT = 358391
REAL_HEADER = bytes.fromhex(json.loads((DATA / "block-358391.json").read_text())["358391"])
REAL_MTP = 1432823794  # any plausible value: the servers simply repeat what they are given
HELLO_DIGEST = hashlib.sha256((DATA / "hello-world.txt").read_bytes()).digest()
HELLO_PROOF = (DATA / "hello-world.txt.ots").read_bytes()


def explorers(*servers: EsploraServer, timeout: float = 5.0) -> HeaderSourceOptions:
    return HeaderSourceOptions(explorers=[s.url for s in servers], timeout=timeout)


def check_hello(options: HeaderSourceOptions):
    return check_ots(HELLO_DIGEST, HELLO_PROOF, options)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


# --- the header on its own -------------------------------------------------------------

def test_real_header_is_self_consistent_main_chain_work():
    header = parse_header(REAL_HEADER)
    assert display_hash(REAL_HEADER) == ("000000000000000003e892881a8cdcdc"
                                         "117c06d444057c98b6f04a9ee75a2319")
    assert header.time == 1432827678 and header.bits == 0x181686F5
    assert meets_target(header)
    assert 4.8e10 < difficulty(header.bits) < 4.9e10
    assert not is_low_work(header, REAL_HEIGHT)


def test_regtest_difficulty_is_low_work_at_any_height():
    header = parse_header(mine_header(bytes(32), 1_700_000_000))
    assert meets_target(header)
    assert is_low_work(header, 1) and is_low_work(header, 972334)


@pytest.mark.parametrize(("bits", "words"), [
    (0x04923456, "negative"), (0x03000000, "zero"), (0x2300FFFF, "too large")])
def test_impossible_difficulty_fields_are_refused(bits, words):
    with pytest.raises(HeaderError, match=words):
        target_from_bits(bits)


def test_header_must_have_80_bytes():
    with pytest.raises(HeaderError, match="80 bytes"):
        parse_header(REAL_HEADER[:79])


def test_header_not_hashing_to_the_named_block_fails():
    check = check_header(REAL_HEIGHT, parse_header(REAL_HEADER).merkle_root, REAL_HEADER,
                         "x", claimed_hash=bytes(32))
    assert check.status == "fail" and check.failure is BitcoinFailure.HEADER_HASH


def test_header_with_unmined_hash_fails_its_own_proof_of_work():
    root = parse_header(REAL_HEADER).merkle_root
    raw = REAL_HEADER[:68] + struct.pack("<III", 1432827678, 0x1D00FFFF, 1)
    check = check_header(REAL_HEIGHT, root, raw, "x")
    assert check.status == "fail" and check.failure is BitcoinFailure.PROOF_OF_WORK


# --- Esplora-style explorers on loopback ------------------------------------------------

def test_one_explorer_passes_a_real_proof():
    with EsploraServer({REAL_HEIGHT: REAL_HEADER}, mediantime={REAL_HEIGHT: REAL_MTP}) as ex:
        result = check_hello(explorers(ex))
    assert result.outcome == "bitcoin", result.detail
    assert ots_step_status(result) == Status.PASS
    assert result.source == ex.url
    # The explorer's own median time is not taken: only checked headers give one.
    assert result.median_time_past is None
    assert result.header_time == "2015-05-28T15:41:18Z"


def test_two_agreeing_explorers_pass_and_are_both_named():
    headers = {REAL_HEIGHT: REAL_HEADER}
    with EsploraServer(headers) as one, EsploraServer(headers) as two:
        result = check_hello(explorers(one, two))
        assert result.outcome == "bitcoin"
        assert result.source == f"{one.url}, {two.url}"
        assert one.requests and two.requests


def test_disagreeing_explorers_are_settled_by_work(tmp_path):
    """Issue 26, item 9: the header with more work wins; the other explorer is named."""
    other = mine_header(parse_header(REAL_HEADER).merkle_root, 1432827678)  # a demo target
    with EsploraServer({REAL_HEIGHT: REAL_HEADER}) as one, \
            EsploraServer({REAL_HEIGHT: other}) as two:
        result = check_hello(explorers(one, two))
    assert result.status == Status.PASS and result.source == one.url
    assert any(f"from {two.url} has less work than another source's" in n
               for n in result.notes)


def test_explorers_that_disagree_with_equal_work_leave_the_block_not_checked(tmp_path):
    root = parse_header(REAL_HEADER).merkle_root
    first, second = mine_header(root, 1432827678), mine_header(root, 1432827679)
    with EsploraServer({REAL_HEIGHT: first}) as one, \
            EsploraServer({REAL_HEIGHT: second}) as two:
        result = check_hello(explorers(one, two))
    assert result.status == "not_checked"
    assert "the block explorers disagree" in result.detail.lower()
    assert ots_step_status(result) == Status.NOT_CHECKED


def test_slow_explorer_is_not_checked_and_named():
    with EsploraServer({REAL_HEIGHT: REAL_HEADER}, delay=3.0) as slow:
        result = check_hello(explorers(slow, timeout=0.3))
    assert result.status == "not_checked"
    assert f"{slow.url} did not answer in time" in result.detail
    assert ots_step_status(result) == Status.NOT_CHECKED
    assert result.height == REAL_HEIGHT and result.commitment


def test_unreachable_explorer_is_not_checked():
    url = f"http://127.0.0.1:{free_port()}/api"
    result = check_hello(HeaderSourceOptions(explorers=[url], timeout=2))
    assert result.status == "not_checked"
    assert f"{url} could not be reached" in result.detail


def test_one_of_two_explorers_down_still_checks_and_says_so():
    url = f"http://127.0.0.1:{free_port()}/api"
    with EsploraServer({REAL_HEIGHT: REAL_HEADER}) as up:
        result = check_hello(HeaderSourceOptions(explorers=[url, up.url], timeout=2))
    assert result.outcome == "bitcoin" and result.source == up.url
    assert any(url in note for note in result.notes)


def test_explorer_without_the_block_is_not_checked():
    with EsploraServer({}) as empty:
        result = check_hello(explorers(empty))
    assert result.status == "not_checked" and "does not know this block" in result.detail


def test_explorer_header_not_matching_the_proof_fails():
    wrong = mine_header(hashlib.sha256(b"some other root").digest(), 1432827678)
    with EsploraServer({REAL_HEIGHT: wrong}) as ex:
        result = check_hello(explorers(ex))
    assert result.status == "fail" and result.failure is BitcoinFailure.MERKLE_ROOT


def test_explorer_header_without_proof_of_work_fails():
    unmined = REAL_HEADER[:68] + struct.pack("<III", 1432827678, 0x1D00FFFF, 1)
    with EsploraServer({REAL_HEIGHT: unmined}) as ex:
        result = check_hello(explorers(ex))
    assert result.status == "fail" and result.failure is BitcoinFailure.PROOF_OF_WORK


def test_explorer_naming_a_hash_its_header_does_not_have_fails():
    lie = "00" * 4 + "ab" * 28
    with EsploraServer({REAL_HEIGHT: REAL_HEADER}, hash_for={REAL_HEIGHT: lie}) as ex:
        result = check_hello(explorers(ex))
    assert result.status == "fail" and result.failure is BitcoinFailure.HEADER_HASH


def test_offline_never_touches_the_network(tmp_path):
    with EsploraServer({REAL_HEIGHT: REAL_HEADER}) as ex:
        options = explorers(ex)
        options.offline = True
        result = check_hello(options)
        assert ex.requests == []
    assert result.status == "not_checked" and "no block header source" in result.detail


def test_headers_file_is_the_fallback_when_explorers_are_down():
    url = f"http://127.0.0.1:{free_port()}/api"
    options = HeaderSourceOptions(explorers=[url], headers_file=DATA / "block-358391.json",
                                  timeout=2)
    result = check_hello(options)
    assert result.outcome == "bitcoin" and result.source == "headers file block-358391.json"
    assert any("could not be reached" in note for note in result.notes)


# --- a Bitcoin Core-style node on loopback ----------------------------------------------

def test_node_with_password_in_url_passes():
    with BitcoinRpcServer({REAL_HEIGHT: REAL_HEADER}, "alice", "secret",
                          mediantime={REAL_HEIGHT: REAL_MTP}) as node:
        url = node.url.replace("http://", "http://alice:secret@")
        result = check_hello(HeaderSourceOptions(bitcoind_url=url, explorers=[]))
    assert result.outcome == "bitcoin", result.detail
    assert result.median_time_past is None  # the node's word alone is not taken
    assert "secret" not in result.source and "Bitcoin Core node" in result.source
    assert node.requests[:3] == ["getblockhash", "getblockheader", "getblockheader"]
    assert node.requests[3:] == ["batch"] * 3  # then the chain on top, in batches


def test_node_with_cookie_file_passes(tmp_path):
    cookie = tmp_path / ".cookie"
    cookie.write_text("__cookie__:c00k1e")
    with BitcoinRpcServer({REAL_HEIGHT: REAL_HEADER}, "__cookie__", "c00k1e") as node:
        options = HeaderSourceOptions(bitcoind_url=node.url, bitcoind_cookie=cookie,
                                      explorers=[])
        assert check_hello(options).outcome == "bitcoin"


def test_node_refusing_credentials_is_not_checked(tmp_path):
    with BitcoinRpcServer({REAL_HEIGHT: REAL_HEADER}, "alice", "secret") as node:
        url = node.url.replace("http://", "http://alice:wrong@")
        result = check_hello(HeaderSourceOptions(bitcoind_url=url, explorers=[]))
    assert result.status == "not_checked" and "refused the credentials" in result.detail


def test_node_without_the_block_is_not_checked():
    with BitcoinRpcServer({}, "alice", "secret") as node:
        url = node.url.replace("http://", "http://alice:secret@")
        result = check_hello(HeaderSourceOptions(bitcoind_url=url, explorers=[]))
    assert result.status == "not_checked" and "out of range" in result.detail


# --- headers files ---------------------------------------------------------------------

def test_headers_file_with_eleven_earlier_headers_gives_median_time_past(tmp_path):
    """Paper Section 3.11: "the median time of the 11 previous blocks" (12:45:12Z for block
    972,334): blocks 99 to 109 for an anchor in block 110, not the block itself."""
    digest = hashlib.sha256(b"a stamped list").digest()
    heights = range(99, 111)
    times = {h: 1_700_000_000 + 600 * (h - 100) for h in heights}
    chain = make_demo_chain({h: [hashlib.sha256(b"%d" % h).digest()] for h in heights[:-1]}
                            | {110: [digest]}, times)
    path = tmp_path / "headers.json"
    path.write_bytes(chain.headers_json())
    result = check_ots(digest, chain.proofs[digest],
                       HeaderSourceOptions(headers_file=path, offline=True))
    assert result.outcome == "bitcoin"
    assert result.median_time_past == "2023-11-14T22:53:20Z"  # block 104, the 6th of 11
    assert parse_header(chain.headers[110]).prev_hash == parse_header(chain.headers[109]).block_hash
