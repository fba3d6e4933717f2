"""The cache folder is input too (issue 26, item 4): every cached file is opened like hostile
input (a regular file, a size cap, re-hashed against its name or checked again against the
log's signature), and a damaged one is said where the result is shown and left unused, as
if it were absent. Never a crash, a hang, a memory blow-up, or a planted copy used."""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from verifier_app.anchors import header_store
from verifier_app.anchors.header_fetch import chain_on_top
from verifier_app.core.cache import cache_root, cached_copy, read_cached
from verifier_app.core.results import Status

DATA = Path(__file__).resolve().parents[1] / "data" / "ots"
HEIGHT = 358391
HEADER = bytes.fromhex(json.loads((DATA / "block-358391.json").read_text())[str(HEIGHT)])


def damaged(name: str, why: str) -> str:
    return (f"The copy kept in the cache folder ({name}) was damaged ({why}) and was not "
            "used.")


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    folder.mkdir()
    monkeypatch.setenv("VERIFIER_APP_CACHE_DIR", str(folder))
    return folder


# --- the one reader of cached files ----------------------------------------------------

def test_a_pipe_a_folder_an_oversize_file_and_a_wrong_digest_are_damage(cache):
    os.mkfifo(cache / "pipe")
    (cache / "folder").mkdir()
    (cache / "big").write_bytes(b"x" * 11)
    (cache / "planted").write_bytes(b"other")
    cases = {"pipe": "it is not a regular file", "folder": "a folder stands in its place",
             "big": "it is larger than 10 bytes", "planted": "its content does not match "
                                                            "its name"}
    for name, why in cases.items():
        kept = read_cached(cache / name, 10, hashlib.sha256(b"right").hexdigest())
        assert kept.data is None and kept.damage.render() == damaged(name, why)
    assert read_cached(cache / "absent", 10) == read_cached(cache / "absent", 10)
    assert read_cached(cache / "absent", 10).damage is None


def test_a_sparse_3_gb_cached_file_is_refused_unread(cache):
    huge = cache / "huge.json"
    with open(huge, "wb") as out:
        out.truncate(3 << 30)
    kept = read_cached(huge, 1 << 20)
    assert kept.data is None
    assert kept.damage.render() == damaged("huge.json", "it is larger than 1,048,576 bytes")


# --- the copy of a zipped demo's headers -----------------------------------------------

HEADERS = b'{"1": "00"}\n'
NAME = hashlib.sha256(HEADERS).hexdigest() + ".json"


def test_a_planted_copy_of_the_right_name_and_size_is_re_hashed_and_replaced(cache):
    planted = cache / "demo-headers" / NAME
    planted.parent.mkdir()
    planted.write_bytes(b"X" * len(HEADERS))  # right name, right size, other bytes
    path = cached_copy("demo-headers", HEADERS, ".json")
    assert path.read_bytes() == HEADERS


def test_a_folder_where_the_cached_headers_stand_is_left_and_the_copy_kept_beside(cache):
    (cache / "demo-headers" / NAME / "inside").mkdir(parents=True)
    path = cached_copy("demo-headers", HEADERS, ".json")
    assert path.read_bytes() == HEADERS and path.parent == cache / "demo-headers"
    assert path.name.startswith(NAME.removesuffix(".json")) and path.suffix == ".json"
    assert (cache / "demo-headers" / NAME / "inside").is_dir()  # nothing of the user's lost


def test_a_pipe_where_the_cached_headers_stand_is_replaced_never_opened(cache):
    pipe = cache / "demo-headers" / NAME
    pipe.parent.mkdir()
    os.mkfifo(pipe)
    assert cached_copy("demo-headers", HEADERS, ".json").read_bytes() == HEADERS


def test_the_zipped_demo_walks_with_a_folder_in_place_of_its_cached_headers(cache, demo_master,
                                                                           tmp_path):
    import shutil

    from verifier_app.anchors.demo_sources import HEADERS_FILE, demo_anchor_options
    from verifier_app.core.bundle_open import open_bundle

    zipped = Path(shutil.make_archive(str(tmp_path / "demo"), "zip", demo_master))
    data = (demo_master / HEADERS_FILE).read_bytes()
    (cache / "demo-headers" / (hashlib.sha256(data).hexdigest() + ".json")).mkdir(parents=True)
    options = demo_anchor_options(open_bundle([zipped]))
    assert options.headers_file.read_bytes() == data


# --- the header store ------------------------------------------------------------------

def store_with(rows: list[tuple[object, object]]) -> Path:
    path = header_store.store_path()
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE headers (height INTEGER PRIMARY KEY, raw BLOB)")
        db.execute("INSERT INTO headers VALUES (?, ?)", (HEIGHT, HEADER))
        for height, raw in rows:
            db.execute("INSERT INTO headers VALUES (?, ?)", (height, raw))
    return path


@pytest.mark.parametrize("row", [
    (HEIGHT + 1, 10**12),  # bytes(10**12) would ask for a terabyte
    (HEIGHT + 1, "not bytes"),
    (HEIGHT + 1, 1.5),
    (HEIGHT + 1, HEADER[:79]),
    (HEIGHT + 1, None),
], ids=["huge-number", "text", "float", "79-bytes", "null"])
def test_a_header_store_row_of_another_type_leaves_the_store_unused_and_said(cache, row):
    store_with([row])
    kept = header_store.read_checked(HEIGHT - 5, HEIGHT + 5)
    assert kept.headers == {}
    assert kept.damage.render() == damaged(
        "bitcoin-headers.sqlite3", "1 of its rows are not block headers")
    assert header_store.read_range(HEIGHT - 5, HEIGHT + 5) == {}


def test_a_good_store_is_still_read(cache):
    store_with([])
    kept = header_store.read_checked(HEIGHT - 5, HEIGHT + 5)
    assert kept.damage is None and kept.headers[HEIGHT].raw == HEADER


@pytest.mark.parametrize("kind", ["pipe", "folder", "garbage"])
def test_a_store_that_is_no_database_is_said_beside_the_chain_result(cache, kind):
    path = header_store.store_path()
    if kind == "pipe":
        os.mkfifo(path)
        why = "it is not a regular file"
    elif kind == "folder":
        path.mkdir()
        why = "a folder stands in its place"
    else:
        path.write_bytes(b"SQLite format 3\x00" + b"\xff" * 5000)
        why = None
    found = chain_on_top(HEIGHT, HEADER, None, SimpleNamespace(offline=True))
    assert found.source is None  # as if there were no store
    if why is not None:
        assert found.notes == (damaged("bitcoin-headers.sqlite3", why),)
    else:
        assert len(found.notes) == 1 and found.notes[0].startswith(
            "The copy kept in the cache folder (bitcoin-headers.sqlite3) was damaged (it "
            "cannot be read: ")


def test_a_damaged_row_is_said_where_the_chain_result_is_shown(cache):
    store_with([(HEIGHT + 1, "junk")])
    found = chain_on_top(HEIGHT, HEADER, None, SimpleNamespace(offline=True))
    assert found.source is None
    assert found.notes == (damaged("bitcoin-headers.sqlite3",
                                   "1 of its rows are not block headers"),)


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(st.one_of(st.integers(-2**63, 2**63 - 1), st.text(max_size=8),
                                    st.floats(allow_nan=False), st.none()),
                          st.one_of(st.binary(max_size=100), st.integers(-2**63, 2**63 - 1),
                                    st.text(max_size=100), st.none())),
                max_size=8))
def test_any_rows_are_headers_or_damage_never_a_crash(cache, rows):
    header_store.store_path().unlink(missing_ok=True)
    path = header_store.store_path()
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE headers (height, raw)")  # no types: anything goes in
        db.executemany("INSERT INTO headers VALUES (?, ?)", rows)
    kept = header_store.read_checked(-2**63, 2**63 - 1)
    assert all(len(h.raw) == 80 for h in kept.headers.values())
    asked = [(h, r) for h, r in rows  # what BETWEEN selects: numbers in range
             if isinstance(h, int | float) and -2**63 <= h <= 2**63 - 1]
    bad = [(h, r) for h, r in asked
           if type(h) is not int or type(r) is not bytes or len(r) != 80]
    assert (kept.damage is None) == (not bad)
    assert kept.headers == {} if bad else set(kept.headers) == {h for h, _ in asked}


# --- the trusted root's record and the saved TUF metadata ------------------------------

@pytest.mark.parametrize("fetched", ["9999-12-31T23:59:59-23:59", "0001-01-01T00:00:00+23:59",
                                     "2026-13-01T00:00:00Z", "2026-11-20T10:00:00"])
def test_a_trusted_root_record_with_a_date_out_of_range_falls_back_to_the_shipped_copy(
        cache, fetched):
    from verifier_app.anchors import trusted_root_cache
    from verifier_app.core.messages import CATALOGUE

    folder = cache / trusted_root_cache.FOLDER
    folder.mkdir()
    (folder / trusted_root_cache.RECORD).write_text(json.dumps(
        {"repository": "https://tuf.example", "sha256": "0" * 64, "fetched": fetched}))
    trusted_root_cache.forget_choice()
    root = trusted_root_cache.root_in_use()
    assert root.kind == "shipped"
    assert root.note == CATALOGUE["step10.root_unused"].format(
        reason="the note of when it was updated is unreadable")


def test_a_trusted_root_record_that_is_a_pipe_is_said_never_opened(cache):
    from verifier_app.anchors import trusted_root_cache
    from verifier_app.core.messages import CATALOGUE

    folder = cache / trusted_root_cache.FOLDER
    folder.mkdir()
    os.mkfifo(folder / trusted_root_cache.RECORD)
    trusted_root_cache.forget_choice()
    root = trusted_root_cache.root_in_use()
    assert root.kind == "shipped" and root.note == CATALOGUE["step10.root_unused"].format(
        reason="in-use.json is damaged (it is not a regular file)")


# --- the log's checkpoint and its saved answers -----------------------------------------

def test_a_checkpoint_that_is_a_pipe_is_damage_never_a_hang(cache):
    from verifier_app.anchors.log_history import memory_path, remembered
    from verifier_app.anchors.rekor_demo import demo_public_key_pem
    from verifier_app.anchors.rekor_verify import load_public_key, log_id_of

    key = load_public_key(demo_public_key_pem())
    path = memory_path(cache_root(), log_id_of(key))
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    old, damage = remembered(cache_root(), key)
    assert old is None
    assert damage.render() == damaged(f"rekor/{log_id_of(key)}/checkpoint.json",
                                      "it is not a regular file")


def test_a_checkpoint_not_signed_by_the_log_is_damage(cache):
    from verifier_app.anchors.log_history import memory_path, remembered
    from verifier_app.anchors.rekor_demo import demo_public_key_pem
    from verifier_app.anchors.rekor_verify import load_public_key, log_id_of

    key = load_public_key(demo_public_key_pem())
    path = memory_path(cache_root(), log_id_of(key))
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"tree_size": 5, "root_hash": "00" * 32,
                                "note": "demo\n5\nAAAA\n\n— demo AAAA\n"}))
    old, damage = remembered(cache_root(), key)
    assert old is None
    assert damage.render() == damaged(f"rekor/{log_id_of(key)}/checkpoint.json",
                                      "the log's signature on it does not verify")


LIST = hashlib.sha256(b"130025Z.txt cached list\n").hexdigest()
TIME = 1792626303


@pytest.mark.parametrize("kind", ["planted", "pipe", "huge"])
def test_a_damaged_saved_log_answer_is_as_if_absent_offline_and_said(cache, kind):
    from verifier_app.anchors.rekor import RekorOptions, cache_path, check_rekor
    from verifier_app.anchors.rekor_demo import build_demo_log, demo_public_key_pem
    from verifier_app.anchors.rekor_verify import MAX_RESPONSE_BYTES, load_public_key, log_id_of

    log = build_demo_log([(LIST, TIME)])
    answer = json.loads(log.response_bytes(next(iter(log.entries))))
    log_id = log_id_of(load_public_key(demo_public_key_pem()))
    path = cache_path(cache, LIST, log_id=log_id)
    path.parent.mkdir(parents=True)
    if kind == "planted":  # a backdated time: the SET no longer covers it
        next(iter(answer.values()))["integratedTime"] = TIME - 3600
        path.write_text(json.dumps(answer))
        why = "it no longer verifies as the log's answer"
    elif kind == "pipe":
        os.mkfifo(path)
        why = "it is not a regular file"
    else:
        with open(path, "wb") as out:
            out.truncate(3 << 30)
        why = f"it is larger than {MAX_RESPONSE_BYTES:,} bytes"
    options = RekorOptions(url="http://unused.invalid", public_key_pem=demo_public_key_pem(),
                           cache_dir=cache, offline=True)
    result = check_rekor(LIST, options)
    assert result.status is Status.NOT_CHECKED and result.signed_time is None
    said = damaged(f"rekor/{log_id}/{LIST}.json", why)
    assert result.detail.endswith(said) and result.evidence["cache_damaged"] == said


def test_an_intact_saved_log_answer_still_passes_offline(cache):
    from verifier_app.anchors.rekor import RekorOptions, cache_path, check_rekor
    from verifier_app.anchors.rekor_demo import build_demo_log, demo_public_key_pem
    from verifier_app.anchors.rekor_verify import load_public_key, log_id_of

    log = build_demo_log([(LIST, TIME)])
    path = cache_path(cache, LIST, log_id=log_id_of(load_public_key(demo_public_key_pem())))
    path.parent.mkdir(parents=True)
    path.write_bytes(log.response_bytes(next(iter(log.entries))))
    options = RekorOptions(url="http://unused.invalid", public_key_pem=demo_public_key_pem(),
                           cache_dir=cache, offline=True)
    result = check_rekor(LIST, options)
    assert result.status is Status.PASS and result.signed_time == TIME
    assert "cache_damaged" not in result.evidence


# --- TUF metadata saved by an earlier update --------------------------------------------

@pytest.fixture
def repo(cache: Path, monkeypatch: pytest.MonkeyPatch):
    """A loopback TUF repository whose root is the trust anchor, over the test's cache."""
    from tests.servers.tuf_repo import TufRepository
    from tests.witness.test_trust_refresh import root_with_demo_log
    from verifier_app.anchors import trusted_root_cache

    with TufRepository(root_with_demo_log()) as served:
        monkeypatch.setattr(trusted_root_cache, "tuf_anchor", lambda: served.anchor)
        yield served


@pytest.mark.parametrize("kind", ["huge", "pipe"])
def test_damaged_saved_tuf_metadata_is_set_aside_and_the_update_starts_afresh(repo, kind):
    from verifier_app.anchors.trust_refresh import refresh_trusted_root
    from verifier_app.anchors.trusted_root_cache import metadata_dir

    assert refresh_trusted_root(repo.url, seconds=10).updated
    saved = metadata_dir(repo.url) / "timestamp.json"
    saved.unlink()
    if kind == "huge":  # a 3 GB file the TUF client would read whole
        with open(saved, "wb") as out:
            out.truncate(3 << 30)
        why = "it is larger than 1,048,576 bytes"
    else:
        os.mkfifo(saved)
        why = "it is not a regular file"
    outcome = refresh_trusted_root(repo.url, seconds=10)
    assert outcome.updated and outcome.in_use.kind == "updated"
    aside = [p.name for p in metadata_dir(repo.url).parent.iterdir()
             if p.name.startswith("metadata.damaged-")]
    assert len(aside) == 1
    assert outcome.sentence.startswith(
        f"The TUF metadata saved on this computer was damaged (timestamp.json: {why}); it "
        f"was set aside as {aside[0]} and the update started afresh from the TUF root "
        "shipped with the app. The trusted root was updated")
