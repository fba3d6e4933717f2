"""Every cap that leaves input unread says so where its result is shown, and what it
left unread is never part of a pass (issue 26, item 2, "more generally")."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from tests.servers.rekor_log import RekorLogServer
from verifier_app.anchors import equivocation
from verifier_app.anchors.anchor_steps import AnchorOptions
from verifier_app.anchors.rekor import MAX_ENTRIES, RekorOptions, check_rekor
from verifier_app.anchors.rekor_demo import build_demo_log, demo_public_key_pem
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.results import Status
from verifier_app.demo.anchors import HEADERS_FILE
from verifier_app.engine.walk import WalkOptions, walk
from verifier_app.resources import resource_path

LIST = hashlib.sha256(b"a stamped list\n").hexdigest()
DEMO_ROOT_CA = resource_path("demo-tsa", "demo-root.pem")
DEMO_LOG_KEY = resource_path("rekor", "demo-log-key.pub.pem")


def log_options(url: str) -> RekorOptions:
    return RekorOptions(url=url, public_key_pem=demo_public_key_pem(), timeout=2.0)


@pytest.mark.parametrize("extra", [0, 1])
def test_a_hash_search_naming_more_entries_than_are_fetched_says_how_many(extra):
    """The log names the list's entry and more; past the cap, they are counted."""
    demo = build_demo_log([(LIST, 1_792_626_303)])
    with RekorLogServer(demo.entries) as log:
        [uuid] = log.search_index[f"sha256:{LIST}"]
        others = [hashlib.sha256(b"%d" % i).hexdigest() for i in range(MAX_ENTRIES - 1 + extra)]
        log.search_index[f"sha256:{LIST}"] = [uuid, *others]  # those are not in the log
        result = check_rekor(LIST, log_options(log.url))
    if not extra:  # within the cap: every named entry was asked for
        assert result.status is Status.PASS and "entries_not_fetched" not in result.evidence
        return
    assert result.status is Status.WARN, result.detail
    assert result.evidence["entries_not_fetched"] == 1
    assert "1 more entries for this list that were not fetched" in result.detail


def _saved(bundle: Path) -> list[tuple[str, int]]:
    found = []
    for saved in (bundle / "rekor").glob("*.json"):
        entry = next(iter(json.loads(saved.read_bytes()).values()))
        found.append((saved.stem, entry["integratedTime"]))
    return sorted(found, key=lambda e: e[1])


def _second_book(bundle: Path, entries: dict):
    options = AnchorOptions(headers_file=bundle / HEADERS_FILE, explorers=[],
                            trust_ca=[DEMO_ROOT_CA], rekor_url="", rekor_key=DEMO_LOG_KEY,
                            timeout=5.0)
    with RekorLogServer(entries) as log:
        options.rekor_url = log.url
        report = walk(open_bundle([bundle]), WalkOptions(anchors=options))
    return next(c for c in report.checks if c.id == "log_equivocation")


def test_a_key_search_naming_more_entries_than_are_looked_at_is_not_checked(
        demo_bundle: Path, monkeypatch) -> None:
    entries = build_demo_log(_saved(demo_bundle)).entries
    assert _second_book(demo_bundle, entries).status is Status.PASS
    monkeypatch.setattr(equivocation, "MAX_FOUND", 5)  # the demo's 17 entries: 12 past it
    check = _second_book(demo_bundle, entries)
    assert check.status is Status.NOT_CHECKED and check.evidence["not_fetched"] == 12
    assert "12 entries signed by the league's key were not fetched" in check.detail


def test_a_foreign_entry_whose_time_is_unsigned_is_not_placed_in_or_out_of_the_season(
        demo_bundle: Path) -> None:
    """Section 3.11: an entry of a list the bundle lacks, its SET removed, is undated."""
    lists = _saved(demo_bundle)
    hidden = (hashlib.sha256(b"a list of the other book\n").hexdigest(), lists[2][1] + 30)
    log_data = build_demo_log([*lists[:3], hidden, *lists[3:]])
    uuid = log_data.by_sha[hidden[0]][0]
    del log_data.entries[uuid]["verification"]["signedEntryTimestamp"]
    check = _second_book(demo_bundle, log_data.entries)
    assert check.status is Status.NOT_CHECKED and check.evidence["undated"] == 1
    assert "the log signed no time for them" in check.detail


def test_compare_says_how_many_changed_files_it_did_not_read_line_by_line(demo_master,
                                                                          tmp_path):
    from verifier_app.core.bundle_open import open_bundle as open_copy
    from verifier_app.engine.compare import MAX_FILES_READ, compare
    from verifier_app.gui.compare_dialog import comparison_text

    copies = [tmp_path / "first", tmp_path / "second"]
    for number, copy in enumerate(copies):
        copy.mkdir()
        for i in range(MAX_FILES_READ + 2):
            (copy / f"notes-{i:02d}.txt").write_text(f"copy {number}\n")
    found = compare(open_copy([copies[0]]), open_copy([copies[1]]))
    assert len(found.changed) == MAX_FILES_READ + 2 and len(found.lines) == MAX_FILES_READ
    assert found.not_read == 2
    said = comparison_text(found)  # its plural form comes with the English file (the app's)
    assert "2 more changed text file" in said and "were not read line by line" in said


@pytest.mark.parametrize("logged", [10, 11])
def test_a_list_with_more_entries_than_the_bulk_answer_takes_is_asked_alone(logged):
    """Past the bulk cap the list is left to the lone search, which says what it left."""
    from cryptography.hazmat.primitives.asymmetric import ec

    from verifier_app.anchors.rekor_bulk import PER_HASH, prefetch

    entries: dict = {}
    for i in range(logged):  # one list logged again and again, each time by another key
        signer = ec.generate_private_key(ec.SECP256R1())
        entries.update(build_demo_log([(LIST, 1_792_626_303 + i)],
                                      signers={LIST: signer}).entries)
    with RekorLogServer(entries, bulk=True) as log:
        found = prefetch([LIST], log_options(log.url))
        alone = check_rekor(LIST, log_options(log.url))
    if logged <= PER_HASH:
        assert len(found[LIST]) == logged and alone.status is Status.PASS
    else:
        assert LIST not in found
        assert alone.status is Status.WARN and alone.evidence["entries_not_fetched"] == 1


def _proof_with_attestations(digest: bytes, heights: list[int]) -> tuple[bytes, dict]:
    """A proof whose file digest is attested in each of ``heights``, and their headers."""
    from opentimestamps.core.notary import BitcoinBlockHeaderAttestation
    from opentimestamps.core.op import OpAppend, OpSHA256
    from opentimestamps.core.serialize import BytesSerializationContext
    from opentimestamps.core.timestamp import DetachedTimestampFile, Timestamp

    from verifier_app.anchors.block_headers import parse_header
    from verifier_app.anchors.ots_demo import mine_header

    stamp, headers, prev = Timestamp(digest), {}, bytes(32)
    for height in heights:
        leaf = stamp.ops.add(OpAppend(b"%d" % height)).ops.add(OpSHA256())
        leaf.attestations.add(BitcoinBlockHeaderAttestation(height))
        headers[str(height)] = mine_header(leaf.msg, 1_792_000_000 + height, prev).hex()
        prev = parse_header(bytes.fromhex(headers[str(height)])).block_hash
    ctx = BytesSerializationContext()
    DetachedTimestampFile(OpSHA256(), stamp).serialize(ctx)
    return ctx.getbytes(), headers


@pytest.mark.parametrize("count", [4, 5])
def test_bitcoin_attestations_past_the_cap_are_said_and_keep_the_proof_from_passing(
        tmp_path, count):
    from verifier_app.anchors.ots import MAX_HEIGHTS_CHECKED, HeaderSourceOptions, check_ots

    digest = hashlib.sha256(b"a stamped list\n").digest()
    proof, headers = _proof_with_attestations(digest, list(range(800_000, 800_000 + count)))
    (tmp_path / "headers.json").write_text(json.dumps(headers))
    options = HeaderSourceOptions(headers_file=tmp_path / "headers.json", offline=True)
    result = check_ots(digest, proof, options)
    assert result.outcome == "bitcoin", result.detail
    said = f"Only the first {MAX_HEIGHTS_CHECKED} of its {count} Bitcoin attestations"
    if count <= MAX_HEIGHTS_CHECKED:
        assert said not in result.detail
    else:
        assert said in result.detail and said in result.message.render()
        assert result.status is not Status.PASS  # demo headers warn anyway; below, a pass


def test_an_unchecked_attestation_keeps_a_passing_proof_from_passing():
    from verifier_app.anchors.ots import _say_unchecked
    from verifier_app.core.anchor_results import OtsResult, ProofKind

    result = OtsResult(kind=ProofKind.BITCOIN, status=Status.PASS, detail="Anchored.")
    _say_unchecked(result, 5)
    assert result.status is Status.WARN and result.outcome == "bitcoin"
    assert result.detail.startswith("Anchored. Only the first 4 of its 5")
