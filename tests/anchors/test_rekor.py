"""Step 10, the Rekor log: real entries from a local Rekor-compatible log on 127.0.0.1,
real signatures (the demo log key, and the production key on a real published entry)."""

from __future__ import annotations

import base64
import hashlib
import json
import socket
from pathlib import Path

import pytest

from tests.servers.rekor_log import RekorLogServer
from verifier_app.anchors.anchor_steps import rekor_step
from verifier_app.anchors.rekor import (
    PRODUCTION_LOG_ID,
    RESOURCES,
    RekorOptions,
    cache_path,
    check_rekor,
    verify_rekor_response,
)
from verifier_app.anchors.rekor_demo import DemoLog, build_demo_log, demo_public_key_pem
from verifier_app.anchors.rekor_verify import (
    BAD_CHECKPOINT,
    BAD_PROOF,
    BAD_SET,
    NOT_OUR_HASH,
    load_public_key,
    log_id_of,
)
from verifier_app.core.anchor_results import RekorResult
from verifier_app.core.errors import UserFacingError
from verifier_app.core.results import SealResult, Status

LIST_A = hashlib.sha256(b"130025Z.txt demo list A\n").hexdigest()
LIST_B = hashlib.sha256(b"150012Z.txt demo list B\n").hexdigest()
LIST_C = hashlib.sha256(b"153605Z.txt demo list C\n").hexdigest()
UNLOGGED = hashlib.sha256(b"never logged\n").hexdigest()
TIME_A = 1792626303  # 2026-10-21 23:45:03 UTC, the paper's Rekor time
FIRST_INDEX = 3368351276  # a log-wide position far from the tree position, as in Rekor
DEMO_LOG_ID = log_id_of(load_public_key(demo_public_key_pem()))


@pytest.fixture(scope="module")
def demo_log() -> DemoLog:
    return build_demo_log([(LIST_A, TIME_A), (LIST_B, TIME_A + 60), (LIST_C, TIME_A + 120)],
                          first_log_index=FIRST_INDEX)


@pytest.fixture
def log(demo_log: DemoLog):
    with RekorLogServer(demo_log.entries) as server:
        yield server


def options(server_url: str, cache: Path | None = None, **kw) -> RekorOptions:
    kw.setdefault("timeout", 2.0)
    return RekorOptions(url=server_url, public_key_pem=demo_public_key_pem(), cache_dir=cache,
                        **kw)


def uuid_of(demo_log: DemoLog, sha: str) -> str:
    return demo_log.by_sha[sha][0]


def closed_port_url() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{sock.getsockname()[1]}"


# --- a good entry ----------------------------------------------------------------------

def test_good_entry_passes_by_hash_search(log, demo_log, tmp_path):
    result = check_rekor(LIST_A, options(log.url, tmp_path))
    assert result.status is Status.PASS, result.problems
    assert (result.log_index, result.signed_time) == (FIRST_INDEX, TIME_A)
    assert result.signed_time_utc == "2026-10-21T23:45:03Z"
    assert result.uuid == uuid_of(demo_log, LIST_A) and result.source == "log"
    assert result.evidence["set"] == "valid"
    assert result.evidence["checkpoint"]["signature_valid"] is True
    data = result.to_json()
    assert {"status", "log_index", "integrated_time", "uuid", "source", "detail",
            "problems"} <= data.keys()
    assert data["status"] == "pass" and "2026-10-21T23:45:03Z" in data["detail"]
    json.dumps(data)  # plain data only


def test_good_entry_passes_by_log_index(log):
    result = check_rekor(LIST_B, options(log.url, log_index=FIRST_INDEX + 1))
    assert result.status is Status.PASS, result.problems
    assert result.signed_time == TIME_A + 60
    assert any("logIndex=" in r for r in log.requests)


def test_verified_answer_is_saved_byte_for_byte(log, demo_log, tmp_path):
    check_rekor(LIST_C, options(log.url, tmp_path))
    saved = cache_path(tmp_path, LIST_C, log_id=DEMO_LOG_ID)
    assert saved.read_bytes() == demo_log.response_bytes(uuid_of(demo_log, LIST_C))
    assert not list(saved.parent.glob(".rekor-*"))  # no temp file left behind


def test_earliest_of_several_entries_is_reported(log, demo_log):
    # The same body logged in two shards: the search names it twice, with two tree ids.
    older = build_demo_log([(LIST_A, TIME_A - 1000)], first_log_index=7)
    leaf = uuid_of(demo_log, LIST_A)
    log.search_index[f"sha256:{LIST_A}"] = [leaf, "0123456789abcdef" + leaf]
    log.raw["0123456789abcdef" + leaf] = older.response_bytes(leaf)
    result = check_rekor(LIST_A, options(log.url))
    assert result.status is Status.PASS, result.problems
    assert (result.signed_time, result.log_index) == (TIME_A - 1000, 7)
    assert result.evidence["entries_found"] == 2


def test_demo_log_refuses_a_duplicate_entry():
    # Rekor refuses an identical second entry; the demo log must not invent one.
    with pytest.raises(ValueError):
        build_demo_log([(LIST_A, TIME_A + 500), (LIST_A, TIME_A)])


# --- entries that must fail --------------------------------------------------------------

def test_entry_holding_another_hash_fails(log, demo_log):
    log.search_index[f"sha256:{LIST_A}"] = [uuid_of(demo_log, LIST_B)]
    result = check_rekor(LIST_A, options(log.url))
    assert result.status is Status.FAIL
    assert NOT_OUR_HASH in result.problems and NOT_OUR_HASH in result.detail


def test_log_index_of_another_list_fails(log):
    result = check_rekor(LIST_A, options(log.url, log_index=FIRST_INDEX + 2))
    assert result.status is Status.FAIL and NOT_OUR_HASH in result.problems


def test_entry_of_another_kind_fails(log, demo_log):
    # e.g. an in-toto entry at the position given: readable, but not this list's fingerprint
    entry = log.entries[uuid_of(demo_log, LIST_A)]
    entry["body"] = base64.b64encode(b'{"kind":"intoto","spec":{"content":{}}}').decode()
    result = check_rekor(LIST_A, options(log.url, log_index=FIRST_INDEX))
    assert result.status is Status.FAIL and NOT_OUR_HASH in result.problems


def test_backdated_integrated_time_breaks_the_set(log, demo_log):
    log.entries[uuid_of(demo_log, LIST_A)]["integratedTime"] = TIME_A - 86400
    result = check_rekor(LIST_A, options(log.url))
    assert result.status is Status.FAIL and BAD_SET in result.problems


def test_tampered_set_signature_fails(log, demo_log):
    entry = log.entries[uuid_of(demo_log, LIST_A)]
    signature = bytearray(base64.b64decode(entry["verification"]["signedEntryTimestamp"]))
    signature[-1] ^= 0x01
    entry["verification"]["signedEntryTimestamp"] = base64.b64encode(signature).decode()
    result = check_rekor(LIST_A, options(log.url))
    assert result.status is Status.FAIL and BAD_SET in result.problems


def test_wrong_inclusion_proof_fails(log, demo_log):
    proof = log.entries[uuid_of(demo_log, LIST_B)]["verification"]["inclusionProof"]
    proof["hashes"][0] = hashlib.sha256(b"another sibling").hexdigest()
    result = check_rekor(LIST_B, options(log.url))
    assert result.status is Status.FAIL and BAD_PROOF in result.problems


def test_forged_checkpoint_signature_fails(log, demo_log):
    proof = log.entries[uuid_of(demo_log, LIST_B)]["verification"]["inclusionProof"]
    note, _, line = proof["checkpoint"].partition("\n\n")
    name, blob = line.split(" ")[1:3]
    forged = bytearray(base64.b64decode(blob))
    forged[-1] ^= 0x01
    proof["checkpoint"] = f"{note}\n\n\u2014 {name} {base64.b64encode(forged).decode()}\n"
    result = check_rekor(LIST_B, options(log.url))
    assert result.status is Status.FAIL and BAD_CHECKPOINT in result.problems


def test_entry_of_a_log_outside_the_trusted_root_is_not_checked_unknown_log(log):
    result = check_rekor(LIST_A, RekorOptions(url=log.url, timeout=2.0))
    assert result.status is Status.NOT_CHECKED and "unknown log" in result.detail


def test_entry_of_another_log_fails_under_a_key_the_user_chose(log):
    key = (RESOURCES / "rekor.sigstore.dev.pub.pem").read_bytes()
    result = check_rekor(LIST_A, RekorOptions(url=log.url, timeout=2.0, public_key_pem=key))
    assert result.status is Status.FAIL
    assert "different log" in " ".join(result.problems) and BAD_SET in result.problems


def test_entry_without_any_log_signature_fails(log, demo_log):
    verification = log.entries[uuid_of(demo_log, LIST_A)]["verification"]
    del verification["signedEntryTimestamp"]
    del verification["inclusionProof"]["checkpoint"]
    result = check_rekor(LIST_A, options(log.url))
    assert result.status is Status.FAIL and "no signature from the log" in result.detail


def test_entry_without_set_is_only_a_warning(log, demo_log):
    # The signed checkpoint still proves the entry is in the log; its time is unsigned.
    del log.entries[uuid_of(demo_log, LIST_A)]["verification"]["signedEntryTimestamp"]
    result = check_rekor(LIST_A, options(log.url))
    assert result.status is Status.WARN and "no signature covers the time" in result.detail
    assert result.signed_time is None and result.unsigned_time == TIME_A  # never a bound


def test_entry_without_inclusion_proof_is_only_a_warning(log, demo_log):
    del log.entries[uuid_of(demo_log, LIST_C)]["verification"]["inclusionProof"]
    result = check_rekor(LIST_C, options(log.url))
    assert result.status is Status.WARN and "no inclusion proof" in result.detail


# --- the log cannot be heard ----------------------------------------------------------

def test_slow_log_is_not_checked(demo_log):
    with RekorLogServer(demo_log.entries, delay=1.5) as server:
        result = check_rekor(LIST_A, options(server.url, timeout=0.3))
    assert result.status is Status.NOT_CHECKED
    assert result.detail.startswith("Not checked:") and "within 0.3 s" in result.detail


def test_unreachable_log_is_not_checked():
    result = check_rekor(LIST_A, options(closed_port_url()))
    assert result.status is Status.NOT_CHECKED and "could not be reached" in result.detail


def test_list_without_entry_is_not_checked(log):
    result = check_rekor(UNLOGGED, options(log.url))
    assert result.status is Status.NOT_CHECKED
    assert "the log has no entry for this list" in result.detail


def test_proxy_error_page_is_not_checked(log, demo_log):
    log.raw[uuid_of(demo_log, LIST_A)] = b"<html>captive portal</html>"
    result = check_rekor(LIST_A, options(log.url))
    assert result.status is Status.NOT_CHECKED and "not readable" in result.detail


# --- offline, from the saved answer ---------------------------------------------------

def test_offline_reverifies_from_cache(log, tmp_path):
    assert check_rekor(LIST_A, options(log.url, tmp_path)).source == "log"
    asked = len(log.requests)
    result = check_rekor(LIST_A, options(log.url, tmp_path, offline=True))
    assert result.status is Status.PASS and result.source == "cache"
    assert result.signed_time == TIME_A
    assert len(log.requests) == asked  # offline means offline


def test_offline_without_cache_is_not_checked(tmp_path):
    result = check_rekor(LIST_A, options(closed_port_url(), tmp_path, offline=True))
    assert result.status is Status.NOT_CHECKED and "offline" in result.detail


def test_backdated_time_in_cache_is_damage_not_checked_offline(demo_log, tmp_path):
    """An answer is kept only once it verified: one that now fails was changed in the
    reader's own cache folder, which is said and ignored, never blamed on the bundle
    (issue 26, item 4)."""
    answer = json.loads(demo_log.response_bytes(uuid_of(demo_log, LIST_A)))
    next(iter(answer.values()))["integratedTime"] = TIME_A - 3600
    cached = cache_path(tmp_path, LIST_A, log_id=DEMO_LOG_ID)
    cached.parent.mkdir(parents=True)
    cached.write_bytes(json.dumps(answer).encode())
    result = check_rekor(LIST_A, options("http://unused.invalid", tmp_path, offline=True))
    assert result.status is Status.NOT_CHECKED and result.signed_time is None
    assert "no longer verifies as the log's answer" in result.detail


def test_damaged_cache_copy_is_not_checked_offline(tmp_path):
    # The cache folder is not the bundle's evidence: a damaged copy is as if never saved.
    cached = cache_path(tmp_path, LIST_A, log_id=DEMO_LOG_ID)
    cached.parent.mkdir(parents=True)
    cached.write_bytes(b'{"truncated": ')
    result = check_rekor(LIST_A, options("http://unused.invalid", tmp_path, offline=True))
    assert result.status is Status.NOT_CHECKED and "unreadable" in result.detail


def test_unreachable_log_falls_back_to_cache(demo_log, tmp_path):
    for sha, uuids in demo_log.by_sha.items():
        cached = cache_path(tmp_path, sha, log_id=DEMO_LOG_ID)
        cached.parent.mkdir(parents=True, exist_ok=True)
        cached.write_bytes(demo_log.response_bytes(uuids[0]))
    result = check_rekor(LIST_B, options(closed_port_url(), tmp_path))
    assert result.status is Status.PASS and result.source == "cache"
    assert "could not be reached" in result.evidence["log_unreachable"]


def test_answer_of_another_log_in_the_cache_is_not_used(demo_log, tmp_path):
    other = cache_path(tmp_path, LIST_A, log_id="ab" * 32)  # saved for another log's key
    other.parent.mkdir(parents=True)
    other.write_bytes(demo_log.response_bytes(uuid_of(demo_log, LIST_A)))
    result = check_rekor(LIST_A, options("http://unused.invalid", tmp_path, offline=True))
    assert result.status is Status.NOT_CHECKED and "offline" in result.detail


def test_saved_entry_at_another_position_fails(demo_log, tmp_path):
    demo_log.write(tmp_path)
    raw = cache_path(tmp_path, LIST_A).read_bytes()  # as a bundle saves it
    result = verify_rekor_response(LIST_A, raw, options("http://unused.invalid", offline=True,
                                                        log_index=FIRST_INDEX + 7))
    assert result.status is Status.FAIL and "not at" in result.detail
    problem = dict(result.message.values)["problem"]  # said in the reader's language too
    assert problem.id == "log.other_position" and problem.render() in result.detail


# --- the real log's key on a real published entry ----------------------------------------

def real_entry(name: str) -> tuple[bytes, str]:
    raw = (RESOURCES / name).read_bytes()
    entry = next(iter(json.loads(raw).values()))
    value = json.loads(base64.b64decode(entry["body"]))["spec"]["data"]["hash"]["value"]
    return raw, value


def test_shipped_production_key_is_the_rekor_key():
    der_b64 = b"".join((RESOURCES / "rekor.sigstore.dev.pub.pem").read_bytes().split(b"\n")[1:-2])
    assert hashlib.sha256(base64.b64decode(der_b64)).hexdigest() == PRODUCTION_LOG_ID
    assert PRODUCTION_LOG_ID in (RESOURCES / "README.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", ["production-entry-79605083.json",
                                  "production-entry-118981923.json"])
def test_real_entry_verifies_against_production_key(name):
    raw, value = real_entry(name)
    result = verify_rekor_response(value, raw, RekorOptions())
    assert result.status is Status.PASS, result.problems
    assert result.evidence["set"] == "valid" and result.evidence["inclusion_proof"]["valid"]


def test_real_checkpoint_is_signed_by_rekor():
    raw, value = real_entry("production-entry-79605083.json")
    result = verify_rekor_response(value, raw, RekorOptions())
    assert result.evidence["checkpoint"]["signed_by"] == "rekor.sigstore.dev"
    assert result.signed_time_utc == "2024-03-19T22:41:16Z"


def test_real_entry_with_shifted_time_fails_against_production_key():
    raw, value = real_entry("production-entry-118981923.json")
    raw = raw.replace(b'"integratedTime":1722976367', b'"integratedTime":1722976366')
    result = verify_rekor_response(value, raw, RekorOptions())
    assert result.status is Status.FAIL and BAD_SET in result.problems


def test_real_entry_served_by_local_log_passes_by_hash_search():
    raw, value = real_entry("production-entry-79605083.json")
    with RekorLogServer(json.loads(raw)) as server:
        result = check_rekor(value, RekorOptions(url=server.url, timeout=2.0))
    assert result.status is Status.PASS and result.log_index == 79605083


# --- the step, the demo, bad input ------------------------------------------------------

def test_step_status_never_turns_not_checked_into_pass():
    def step(*statuses: Status) -> Status:
        seals = [SealResult(f"l{i}.txt", LIST_A, anchors_checked=True,
                            rekor=RekorResult(list_sha256=LIST_A, status=s))
                 for i, s in enumerate(statuses)]
        return rekor_step(seals).status
    assert step() is Status.NOT_CHECKED
    assert step(Status.NOT_CHECKED) is Status.NOT_CHECKED
    assert step(Status.PASS, Status.NOT_CHECKED) is Status.WARN  # said, never a plain pass
    assert step(Status.PASS, Status.FAIL) is Status.FAIL
    assert step(Status.PASS, Status.PASS) is Status.PASS


def test_demo_log_is_byte_identical_when_rebuilt(demo_log):
    again = build_demo_log([(LIST_A, TIME_A), (LIST_B, TIME_A + 60), (LIST_C, TIME_A + 120)],
                           first_log_index=FIRST_INDEX)
    assert again.bundle_files() == demo_log.bundle_files()
    # The key ships with the app, not in the bundle: a copy there is the operator's word.
    assert "rekor/demo-log-key.pub.pem" not in demo_log.bundle_files()
    assert b"DEMO" in demo_log.public_key_pem


def test_malformed_fingerprint_is_a_user_facing_error():
    with pytest.raises(UserFacingError):
        check_rekor("not-a-hash", RekorOptions(offline=True))
