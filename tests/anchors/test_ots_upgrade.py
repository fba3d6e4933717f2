"""Pending proofs completed from their calendars (Appendix B, step 6: "Una prueba que
muestra solo una atestación de calendario pendiente se completa con ots upgrade. Una
atestación pendiente no lleva consigo ninguna hora que un lector pueda verificar.").

A loopback calendar answers pending, then complete, then garbage; a loopback explorer
serves the block the completed proof names. Nothing is mocked: the requests go through
the app's network layer to real servers.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest
from opentimestamps.core.notary import PendingAttestation
from opentimestamps.core.op import OpAppend, OpSHA256
from opentimestamps.core.serialize import BytesSerializationContext
from opentimestamps.core.timestamp import DetachedTimestampFile, Timestamp

from tests.cli_in_process import run_in_process
from tests.servers.calendar import PENDING_WORDS, CalendarServer, calendar_answer
from tests.servers.esplora import EsploraServer
from tests.servers.rekor_log import RekorLogServer, saved_entries
from verifier_app import net
from verifier_app.anchors.ots import HeaderSourceOptions, check_ots
from verifier_app.anchors.ots_demo import make_pending_proof
from verifier_app.anchors.ots_upgrade import (
    MAX_ANSWER_BYTES,
    MAX_CALENDARS,
    Kept,
    kept_path,
    refused_calendar,
    upgrade_pending,
)
from verifier_app.core.anchor_results import OtsResult, ProofKind
from verifier_app.core.results import Status
from verifier_app.resources import resource_path

LIST = b"daily/council/book.jsonl: 159 lines, sha256 59673b9e, last link 378273fd\n"
DIGEST = hashlib.sha256(LIST).digest()
DEMO_LOG_KEY = resource_path("rekor", "demo-log-key.pub.pem")
HEIGHT = 9_100_000  # far above Bitcoin's real height: only the loopback explorer knows it


@pytest.fixture(autouse=True)
def own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Each test its own cache folder: what one test kept never decides another."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("VERIFIER_APP_CACHE_DIR", str(folder))
    return folder


def online(explorer: EsploraServer | None = None) -> HeaderSourceOptions:
    return HeaderSourceOptions(explorers=[explorer.url] if explorer else [], timeout=5,
                               budget=net.Clock(60))


def upgrade(proof: bytes, options: HeaderSourceOptions, packed: bytes | None = None,
            digest: bytes = DIGEST) -> OtsResult:
    """The walk's own sequence: check the proof, then complete it if it is pending."""
    pending = check_ots(digest, proof, options)
    assert pending.kind is ProofKind.PENDING
    return upgrade_pending(digest, proof, pending, options, "130025Z.txt.ots", packed)


def commitment_of(proof: bytes) -> bytes:
    [pending] = check_ots(DIGEST, proof, HeaderSourceOptions(offline=True)).attestations
    return pending.commitment


@pytest.fixture
def calendar() -> CalendarServer:
    with CalendarServer() as server:
        yield server


@pytest.fixture
def anchored(calendar: CalendarServer) -> tuple[bytes, bytes, EsploraServer]:
    """The bundle's pending proof naming the loopback calendar, the calendar's complete
    answer for it, and an explorer serving the block that answer names."""
    proof = make_pending_proof(DIGEST, calendar.url)
    answer, headers = calendar_answer(commitment_of(proof), HEIGHT)
    with EsploraServer(headers) as explorer:
        yield proof, answer, explorer


def test_pending_then_complete_then_kept(calendar, anchored, own_cache) -> None:
    proof, answer, explorer = anchored
    calendar.pending()
    result = upgrade(proof, online(explorer))
    assert (result.kind, result.status, result.upgraded) == \
        (ProofKind.PENDING, Status.NOT_CHECKED, None)
    assert f"{calendar.url} has not anchored it in Bitcoin yet" in result.detail
    assert PENDING_WORDS.decode() in result.detail and "stays pending" in result.detail
    assert not kept_path(proof).exists()

    calendar.complete({commitment_of(proof): answer})
    result = upgrade(proof, online(explorer))
    # Checked like a bundled complete proof: the demo block is low-work, so a warning.
    assert result.outcome == "bitcoin" and result.height == HEIGHT
    assert result.status is Status.WARN and result.low_work
    assert result.upgraded is not None and result.upgraded.calendar == calendar.url
    assert result.upgraded.source == "calendar" and not result.upgraded.from_cache
    assert result.detail.startswith(f"Upgraded from calendar {calendar.url} at ")
    assert result.upgraded.saved and (own_cache / result.upgraded.saved).is_file()
    assert result.to_json()["upgraded"]["calendar"] == calendar.url

    calendar.garbage(200, b"\x00not a timestamp")  # kept: the calendar is not asked again
    asked = len(calendar.requests)
    again = upgrade(proof, online(explorer))
    assert len(calendar.requests) == asked
    assert again.outcome == "bitcoin" and again.upgraded.from_cache
    assert again.upgraded.source == "cache" and "checked again now" in again.detail
    assert again.upgraded.time == result.upgraded.time


def test_offline_says_how_to_upgrade_later_and_asks_nobody(calendar, anchored) -> None:
    proof, answer, _ = anchored
    calendar.complete({commitment_of(proof): answer})
    result = upgrade(proof, HeaderSourceOptions(offline=True))
    assert result.status is Status.NOT_CHECKED and result.kind is ProofKind.PENDING
    assert "Offline, its calendar was not asked" in result.detail
    assert "this app asks the calendar for the completed proof itself" in result.detail
    assert "ots upgrade 130025Z.txt.ots" in result.detail
    assert calendar.requests == []


def test_a_kept_upgrade_whose_block_cannot_be_checked_is_not_a_pass(calendar,
                                                                    anchored) -> None:
    proof, answer, explorer = anchored
    calendar.complete({commitment_of(proof): answer})
    assert upgrade(proof, online(explorer)).outcome == "bitcoin"
    offline = upgrade(proof, HeaderSourceOptions(offline=True))  # no header source at all
    assert offline.upgraded is not None and offline.upgraded.from_cache
    assert offline.kind is ProofKind.BITCOIN and offline.status is Status.NOT_CHECKED
    assert offline.outcome == "not_checked" and not offline.proven
    assert f"Block {HEIGHT:,} was not checked" in offline.detail or \
        f"Block {HEIGHT} was not checked" in offline.detail


def _other_answer(proof: bytes) -> bytes:
    """A complete answer, but for another commitment: its path leads to another root."""
    wrong, _ = calendar_answer(hashlib.sha256(b"another list").digest(), HEIGHT)
    return wrong


@pytest.mark.parametrize(("status", "body", "words"), [
    (200, b"\xf0" * (MAX_ANSWER_BYTES + 1), f"larger than {MAX_ANSWER_BYTES} bytes"),
    (200, b"\xff\x00garbage", "not a readable timestamp"),
    (200, b"", "not a readable timestamp"),
    (500, b"Internal Server Error", "answered with HTTP status 500"),
    (200, None, "does not verify"),  # a real answer for another commitment
    (200, "trailing", "not a readable timestamp"),
])
def test_garbage_from_the_calendar_leaves_the_proof_pending(calendar, anchored, status, body,
                                                            words) -> None:
    proof, answer, explorer = anchored
    if body is None:
        body = _other_answer(proof)
    elif body == "trailing":
        body = answer + b"\x00"
    calendar.garbage(status, body)
    result = upgrade(proof, online(explorer))
    assert result.kind is ProofKind.PENDING and result.status is Status.NOT_CHECKED
    assert result.upgraded is None and words in result.detail, result.detail
    assert not kept_path(proof).exists()


def test_a_redirect_to_another_host_is_refused(calendar, anchored) -> None:
    proof, answer, explorer = anchored
    with CalendarServer() as elsewhere:
        elsewhere.complete({commitment_of(proof): answer})
        calendar.redirect(elsewhere.url + "/timestamp/" + commitment_of(proof).hex())
        result = upgrade(proof, online(explorer))
        assert elsewhere.requests == []
    assert result.kind is ProofKind.PENDING and result.upgraded is None
    assert "redirected to another address" in result.detail


def _plant(proof: bytes, kept: Kept | bytes) -> None:
    path = kept_path(proof)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(kept if isinstance(kept, bytes) else kept.to_bytes())


def _complete_proof(proof: bytes, answer: bytes) -> bytes:
    """The bundle's proof with ``answer`` merged, as ``ots upgrade`` writes it."""
    from opentimestamps.core.serialize import BytesDeserializationContext

    whole = DetachedTimestampFile.deserialize(BytesDeserializationContext(proof))
    commitment = commitment_of(proof)
    stamp = next(s for s in _stamps(whole.timestamp) if s.msg == commitment)
    stamp.merge(Timestamp.deserialize(BytesDeserializationContext(answer), commitment))
    ctx = BytesSerializationContext()
    whole.serialize(ctx)
    return ctx.getbytes()


def _stamps(root: Timestamp) -> list[Timestamp]:
    found, stack = [], [root]
    while stack:
        stamp = stack.pop()
        found.append(stamp)
        stack.extend(stamp.ops.values())
    return found


@pytest.mark.parametrize(("planted", "words"), [
    ("other-digest", "This proof is for another file"),
    ("other-block", "does not lead to this block"),
    ("damaged", "it is damaged"),
    ("other-calendar", "names a calendar this proof does not name"),
])
def test_a_wrong_upgrade_planted_in_the_cache_is_reported_and_not_used(
        calendar, anchored, planted, words) -> None:
    proof, answer, explorer = anchored
    good = _complete_proof(proof, answer)
    if planted == "other-digest":  # a real complete proof, of another list
        record = Kept(calendar.url, "2026-12-01T10:00:00Z",
                      _complete_proof_of(hashlib.sha256(b"another list\n").digest()))
    elif planted == "other-block":  # the path leads elsewhere than block HEIGHT's root
        record = Kept(calendar.url, "2026-12-01T10:00:00Z",
                      _complete_proof(proof, _other_answer(proof)))
    elif planted == "damaged":
        record = b'{"calendar": "' + calendar.url.encode() + b'", "proof": "zz"}'
    else:
        record = Kept("https://elsewhere.example", "2026-12-01T10:00:00Z", good)
    _plant(proof, record)
    calendar.pending()
    result = upgrade(proof, online(explorer))
    assert result.kind is ProofKind.PENDING and result.status is Status.NOT_CHECKED
    assert result.upgraded is None
    assert "The completed proof kept in this computer's cache was not used" in result.detail
    assert words in result.detail, result.detail
    # Once the calendar answers, the good upgrade replaces the planted one.
    calendar.complete({commitment_of(proof): answer})
    fixed = upgrade(proof, online(explorer))
    assert fixed.outcome == "bitcoin" and fixed.upgraded.source == "calendar"
    assert upgrade(proof, online(explorer)).upgraded.source == "cache"


def _complete_proof_of(digest: bytes) -> bytes:
    """A complete proof of another list, anchored in a block the explorer does not serve."""
    from opentimestamps.core.serialize import BytesDeserializationContext

    pending = make_pending_proof(digest)
    whole = DetachedTimestampFile.deserialize(BytesDeserializationContext(pending))
    [leaf] = [s for s in _stamps(whole.timestamp) if s.attestations]
    answer, _ = calendar_answer(leaf.msg, HEIGHT + 1)
    leaf.merge(Timestamp.deserialize(BytesDeserializationContext(answer), leaf.msg))
    ctx = BytesSerializationContext()
    whole.serialize(ctx)
    return ctx.getbytes()


def _many_calendars(urls: list[str]) -> bytes:
    stamp = Timestamp(DIGEST)
    for i, url in enumerate(urls):
        leaf = stamp.ops.add(OpAppend(bytes([i]) * 16)).ops.add(OpSHA256())
        leaf.attestations.add(PendingAttestation(url))
    ctx = BytesSerializationContext()
    DetachedTimestampFile(OpSHA256(), stamp).serialize(ctx)
    return ctx.getbytes()


def test_at_most_four_calendars_are_asked_per_proof(calendar) -> None:
    urls = [f"{calendar.url}/c{i}" for i in range(MAX_CALENDARS + 2)]
    calendar.pending()
    result = upgrade(_many_calendars(urls), online())
    assert len(calendar.requests) == MAX_CALENDARS
    assert f"only the first {MAX_CALENDARS} of its {MAX_CALENDARS + 2} calendars were asked" \
        in result.detail


@pytest.mark.parametrize(("address", "asked"), [
    ("https://alice.btc.calendar.opentimestamps.org", True),
    ("http://127.0.0.1:8080", True),  # loopback: the tests' own calendars
    ("http://localhost:1", True),
    ("http://alice.btc.calendar.opentimestamps.org", False),  # plain http to the world
    ("https://demo-calendar.invalid", False),  # a name that can never exist
    ("ftp://calendar.example", False),
    ("https:///timestamp", False),
])
def test_only_https_calendars_are_asked(address: str, asked: bool) -> None:
    assert (refused_calendar(address) is None) is asked


def test_a_proof_whose_calendars_cannot_be_asked_says_so_without_asking() -> None:
    proof = _many_calendars(["http://calendar.example", "https://x.invalid"])
    result = upgrade(proof, online())
    assert "No calendar of this proof can be asked" in result.detail
    assert "only asked at an https:// address" in result.detail
    assert result.status is Status.NOT_CHECKED


# --- through the whole walk: the command line, the JSON, the evidence pack -----------------

def verify(cache: Path, *args: str | Path) -> tuple[int, dict, str]:
    """``verifier-app verify ARGS… --json`` with ``cache`` as the user's cache folder, run in
    this process (``cli.main``): its exit code, its JSON and what it said on stderr. Each
    walk keeps its own memos, so a second call with another folder is another computer."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("VERIFIER_APP_CACHE_DIR", str(cache))
        done = run_in_process("verify", *args, "--json")
    stderr = done.stderr.decode("utf-8")
    assert "Traceback" not in stderr, stderr
    return done.returncode, json.loads(done.stdout), stderr


def test_the_walk_upgrades_saves_the_evidence_and_checks_it_again_offline(
        tmp_path, calendar, anchored) -> None:
    proof, answer, explorer = anchored
    stamped = tmp_path / "files" / "statement.txt"
    stamped.parent.mkdir()
    stamped.write_bytes(LIST)
    stamped.with_name("statement.txt.ots").write_bytes(proof)
    calendar.complete({commitment_of(proof): answer})
    pack = tmp_path / "pack"
    with RekorLogServer({}) as log:  # a loopback log: the walk asks no public host
        code, report, said = verify(tmp_path / "cache", stamped, stamped.with_name(
            "statement.txt.ots"), "--explorer", explorer.url, "--rekor-url", log.url,
            "--save-evidence", pack)
    ots = report["seals"][0]["ots"]
    assert ots["status"] == "bitcoin" and ots["height"] == HEIGHT, ots
    assert code == 0, [(s["id"], s["status"], s["detail"]) for s in report["steps"]]
    assert ots["upgraded"]["calendar"] == calendar.url and not ots["upgraded"]["from_cache"]
    assert ots["detail"].startswith("Upgraded from calendar")
    assert "1 upgraded Bitcoin proof." in said
    # The bundle is only read: the completed proof is in the cache and the pack, not there.
    assert stamped.with_name("statement.txt.ots").read_bytes() == proof
    saved = pack / "ots" / f"{DIGEST.hex()}.json"
    assert saved.is_file() and (pack / "ots" / "statement.txt.ots").is_file()
    # Another computer (an empty cache), no network: the pack's proof is checked again,
    # against the demo block's header given as a file (the pack keeps main-chain headers).
    headers = tmp_path / "headers.json"
    headers.write_text(json.dumps({str(h): raw.hex() for h, raw in explorer.headers.items()}))
    code, again, _ = verify(tmp_path / "other-cache", stamped,
                            stamped.with_name("statement.txt.ots"), "--evidence", pack,
                            "--headers", headers, "--offline")
    ots = again["seals"][0]["ots"]
    assert ots["status"] == "bitcoin", (ots["detail"], ots["upgraded"])
    assert ots["upgraded"]["source"] == "evidence pack"
    assert ots["upgraded"]["from_cache"] and "the evidence pack" in ots["detail"]
    # Without the pack, offline and with an empty cache: pending, never a pass.
    code, alone, _ = verify(tmp_path / "third-cache", stamped,
                            stamped.with_name("statement.txt.ots"), "--offline")
    ots = alone["seals"][0]["ots"]
    assert ots["status"] == "pending" and ots["upgraded"] is None
    assert alone["seals"][0]["status"] == "not_checked"
    assert "ots upgrade statement.txt.ots" in ots["detail"]


@pytest.mark.parametrize("planted", ["fifo", "folder", "device", "huge"])
def test_a_cache_entry_that_is_no_record_neither_hangs_nor_counts(calendar, anchored,
                                                                  planted) -> None:
    """Whatever stands in place of the kept record is said (the cache is input like any
    other), the calendar is asked as if nothing were kept, and the proof stays pending."""
    proof, _, explorer = anchored
    path = kept_path(proof)
    path.parent.mkdir(parents=True, exist_ok=True)
    if planted == "fifo":
        os.mkfifo(path)  # opened blocking, a pipe would wait for a writer for ever
    elif planted == "folder":
        path.mkdir()
    elif planted == "device":
        path.symlink_to("/dev/zero")
    else:
        path.write_bytes(b"{" + b" " * (3 << 20) + b"}")
    calendar.pending()
    result = upgrade(proof, online(explorer))
    assert result.kind is ProofKind.PENDING and result.upgraded is None
    assert result.status is Status.NOT_CHECKED
    assert "kept in this computer's cache was not used: it is damaged" in result.detail
    assert calendar.requests  # asked all the same


@pytest.mark.parametrize("part", ["head", "body"])
def test_a_calendar_dripping_its_answer_is_cut_off_at_the_deadline(part: str) -> None:
    """Per-read timeouts (the library's client) would wait for ever on a byte a second;
    the app's network layer ends the request at its total deadline."""
    import time

    from tests.servers.slow_drip import SlowDripServer

    with SlowDripServer(part=part, interval=0.2) as drip:
        proof = make_pending_proof(DIGEST, drip.url)
        options = HeaderSourceOptions(explorers=[], timeout=1.0, budget=net.Clock(60))
        started = time.monotonic()
        result = upgrade(proof, options)
        took = time.monotonic() - started
    assert took < 5, took
    assert result.kind is ProofKind.PENDING and result.status is Status.NOT_CHECKED
    assert "did not answer in time (within 1 s)" in result.detail, result.detail


def test_the_demos_pending_seals_are_completed_in_a_whole_online_walk(
        demo_bundle: Path, tmp_path: Path) -> None:
    """The demo with its pending proofs pointed at a loopback calendar: online, every seal
    ends anchored, each pending one said as upgraded, the others as bundled."""
    from verifier_app.anchors.demo_sources import HEADERS_FILE

    headers = {int(h): bytes.fromhex(v) for h, v in
               json.loads((demo_bundle / HEADERS_FILE).read_bytes()).items()}
    with CalendarServer() as calendar:
        answers = {}
        for i, ots in enumerate(sorted(demo_bundle.glob("markets/proof/*/*Z.txt.ots"))):
            digest = hashlib.sha256(ots.with_suffix("").read_bytes()).digest()
            if check_ots(digest, ots.read_bytes(), HeaderSourceOptions(offline=True)).kind \
                    is not ProofKind.PENDING:
                continue
            proof = make_pending_proof(digest, calendar.url)
            ots.write_bytes(proof)
            [pending] = check_ots(digest, proof, HeaderSourceOptions(offline=True)).attestations
            answers[pending.commitment], block = calendar_answer(pending.commitment,
                                                                 HEIGHT + i)
            headers.update(block)
        calendar.complete(answers)
        with EsploraServer(headers) as explorer, \
                RekorLogServer(saved_entries(demo_bundle)) as log:  # loopback only
            _, report, _ = verify(tmp_path / "cache", demo_bundle, "--explorer", explorer.url,
                                  "--rekor-url", log.url, "--rekor-key", DEMO_LOG_KEY)
    upgraded = [s for s in report["seals"] if s["ots"]["upgraded"]]
    assert len(upgraded) == len(answers) >= 2
    assert all(s["ots"]["status"] == "bitcoin" for s in report["seals"])
    assert len(calendar.requests) == len(answers)  # each asked once, none again
    step6 = next(s for s in report["steps"] if s["id"] == "step6")
    total = len(report["seals"])
    assert f"{total} of {total} seals are anchored" in step6["detail"]
