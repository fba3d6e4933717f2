"""Servers that answer with nonsense: every field taken from an answer is checked, and a bad
answer is that source's failure ("not checked", or a disagreement), never a crash."""

from __future__ import annotations

import base64
import hashlib
import json
from pathlib import Path

import pytest

from tests.servers.esplora import BitcoinRpcServer, EsploraServer
from tests.servers.rekor_log import RekorLogServer
from verifier_app.anchors.header_sources import (
    HeaderSourceOptions,
    SourceUnavailable,
    fetch_header,
)
from verifier_app.anchors.ots import check_ots
from verifier_app.anchors.rekor import RekorOptions, check_rekor, verify_rekor_response
from verifier_app.anchors.rekor_demo import build_demo_log, demo_public_key_pem
from verifier_app.core.results import Status

DATA = Path(__file__).resolve().parents[1] / "data" / "ots"
REAL_HEIGHT = 358391
REAL_HEADER = bytes.fromhex(json.loads((DATA / "block-358391.json").read_text())["358391"])
HELLO_DIGEST = hashlib.sha256((DATA / "hello-world.txt").read_bytes()).digest()
HELLO_PROOF = (DATA / "hello-world.txt.ots").read_bytes()
NESTED = b"[" * 100_000 + b"]" * 100_000
ABSURD = [10**30, -1, 0, 2**32, 1.5, 1e300, "1432823794", True, [1432823794],
          {"time": 1432823794}]
LIST = hashlib.sha256(b"130025Z.txt hostile list\n").hexdigest()


@pytest.mark.parametrize("value", ABSURD, ids=repr)
def test_absurd_median_time_from_an_explorer_is_not_checked_never_a_crash(value):
    with EsploraServer({REAL_HEIGHT: REAL_HEADER}, mediantime={REAL_HEIGHT: value}) as bad:
        result = check_ots(HELLO_DIGEST, HELLO_PROOF, HeaderSourceOptions(explorers=[bad.url]))
    assert result.status == "not_checked"
    assert "impossible median time" in result.detail
    json.dumps(result.to_json())  # the report can be written


def test_absurd_median_time_from_one_explorer_leaves_the_other_to_answer():
    with EsploraServer({REAL_HEIGHT: REAL_HEADER}, mediantime={REAL_HEIGHT: 10**30}) as bad, \
            EsploraServer({REAL_HEIGHT: REAL_HEADER}, mediantime={REAL_HEIGHT: 1432823794}) \
            as good:
        found = fetch_header(REAL_HEIGHT, HeaderSourceOptions(explorers=[bad.url, good.url]))
    assert found.source == good.url and found.median_time_past == 1432823794
    assert any("impossible median time" in note for note in found.notes)


@pytest.mark.parametrize("body", [NESTED, b"not json", b"[1, 2]", b'"text"'],
                         ids=["nested", "text", "list", "string"])
def test_unreadable_block_details_from_an_explorer_are_not_used(body):
    with EsploraServer({REAL_HEIGHT: REAL_HEADER}, block_json=body) as bad, \
            pytest.raises(SourceUnavailable, match="not readable"):
        fetch_header(REAL_HEIGHT, HeaderSourceOptions(explorers=[bad.url]))


@pytest.mark.parametrize("named", ["zz" * 32, "00" * 31, "0" * 10_000, " " + "ab" * 32 + "x"])
def test_explorer_naming_no_block_hash_is_not_checked(named):
    with EsploraServer({REAL_HEIGHT: REAL_HEADER}, hash_for={REAL_HEIGHT: named}) as bad, \
            pytest.raises(SourceUnavailable, match="did not answer with a block hash"):
        fetch_header(REAL_HEIGHT, HeaderSourceOptions(explorers=[bad.url]))


def test_huge_block_height_is_not_checked_never_a_crash(tmp_path):
    headers = tmp_path / "headers.json"
    headers.write_text(json.dumps({str(REAL_HEIGHT): REAL_HEADER.hex()}))
    with EsploraServer({REAL_HEIGHT: REAL_HEADER}) as explorer:
        options = HeaderSourceOptions(explorers=[explorer.url], headers_file=headers)
        with pytest.raises(SourceUnavailable, match="does not know this block"):
            fetch_header(10**30, options)


# --- a Bitcoin Core node ----------------------------------------------------------------

@pytest.fixture
def node():
    with BitcoinRpcServer({REAL_HEIGHT: REAL_HEADER}, "u", "p") as server:
        yield server


def node_options(node: BitcoinRpcServer) -> HeaderSourceOptions:
    address = node.url.replace("http://", "http://u:p@")
    return HeaderSourceOptions(explorers=[], bitcoind_url=address, timeout=5.0)


@pytest.mark.parametrize("value", ABSURD, ids=repr)
def test_absurd_median_time_from_a_node_is_not_checked(node, value):
    node.results[("getblockheader", True)] = {"mediantime": value}
    with pytest.raises(SourceUnavailable, match="impossible median time"):
        fetch_header(REAL_HEIGHT, node_options(node))


@pytest.mark.parametrize(("call", "result"), [
    (("getblockhash", None), 12345), (("getblockhash", None), ["a"]),
    (("getblockhash", None), "zz" * 32), (("getblockheader", False), {"hex": "00"}),
    (("getblockheader", True), [1]),
    (("getblockheader", True), "details")], ids=repr)
def test_mistyped_node_answers_are_not_checked(node, call, result):
    node.results[call] = result
    with pytest.raises(SourceUnavailable, match=r"not a block|not readable"):
        fetch_header(REAL_HEIGHT, node_options(node))


@pytest.mark.parametrize("body", [NESTED, b'{"result": null, "error": ' + b"[" * 50_000 + b"]"
                                  * 50_000 + b"}", b'{"error": "' + b"x" * 100_000 + b'"}'],
                         ids=["nested", "nested-error", "long-error"])
def test_junk_node_answers_are_not_checked(node, body):
    node.raw = body
    with pytest.raises(SourceUnavailable) as caught:
        fetch_header(REAL_HEIGHT, node_options(node))
    assert len(str(caught.value)) < 400  # a sentence, not the server's junk


# --- the Rekor log ------------------------------------------------------------------------

@pytest.fixture(scope="module")
def demo_log():
    return build_demo_log([(LIST, 1792626303)])


def tampered(demo_log, **fields) -> tuple[str, bytes]:
    uuid = demo_log.by_sha[LIST][0]
    answer = json.loads(demo_log.response_bytes(uuid))
    next(iter(answer.values())).update(fields)
    return uuid, json.dumps(answer).encode()


def rekor_options(url: str) -> RekorOptions:
    return RekorOptions(url=url, public_key_pem=demo_public_key_pem(), timeout=5.0)


# 2**53 - 1 is a possible log position (the signatures decide), but no possible time.
LOG_NUMBERS = [(field, value) for field in ("integratedTime", "logIndex")
               for value in (10**30, 2**53 - 1, -1, 1.5, "1792626303", True, None, [1])
               if (field, value) != ("logIndex", 2**53 - 1)]


@pytest.mark.parametrize(("field", "value"), LOG_NUMBERS, ids=repr)
def test_absurd_log_entry_numbers_are_not_checked_never_a_crash(demo_log, field, value):
    uuid, raw = tampered(demo_log, **{field: value})
    with RekorLogServer(demo_log.entries) as log:
        log.raw[uuid] = raw
        result = check_rekor(LIST, rekor_options(log.url))
    assert result.status is Status.NOT_CHECKED and "fields of a log entry" in result.detail
    json.dumps(result.to_json())


def test_absurd_time_in_a_saved_log_answer_fails_never_a_crash(demo_log):
    _, raw = tampered(demo_log, integratedTime=2**53 - 1)
    result = verify_rekor_response(LIST, raw, rekor_options("http://unused.invalid"))
    assert result.status is Status.FAIL and "damaged" in result.detail
    assert json.dumps(result.to_json())


@pytest.mark.parametrize("body", [NESTED, b'{"x": 1}', b"[1, 2, {}]", b'"' + b"a" * 1000 + b'"'],
                         ids=["nested", "object", "junk-list", "string"])
def test_junk_log_search_answers_are_not_checked(demo_log, body):
    with RekorLogServer(demo_log.entries) as log:
        log.search_raw = body
        result = check_rekor(LIST, rekor_options(log.url))
    assert result.status is Status.NOT_CHECKED


def test_nested_log_entry_is_not_checked(demo_log):
    uuid = demo_log.by_sha[LIST][0]
    body = base64.b64encode(NESTED).decode()
    with RekorLogServer(demo_log.entries) as log:
        log.raw[uuid] = NESTED
        first = check_rekor(LIST, rekor_options(log.url))
        log.raw[uuid] = tampered(demo_log, body=body)[1]
        second = check_rekor(LIST, rekor_options(log.url))
    assert first.status is Status.NOT_CHECKED and "not readable" in first.detail
    assert second.status is Status.NOT_CHECKED and "not readable" in second.detail
