"""Updating the trusted root through TUF, against a real TUF repository on 127.0.0.1
(metadata built with ``tuf.api.metadata``, signed with fresh test keys): a verified update
brings a log key the shipped copy lacks; a tampered copy, expired or unsigned metadata and
a rollback are refused; no network, a slow server or a copy changed on disk fall back to
the copy named, in one sentence. The walk itself never refreshes."""

from __future__ import annotations

import base64
import hashlib
import json
import os
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat
from securesystemslib.signer import CryptoSigner
from tuf.api.metadata import Metadata, Root

from tests.servers.slow_drip import SlowDripServer
from tests.servers.tuf_repo import TufRepository
from verifier_app.anchors import trusted_root_cache
from verifier_app.anchors.anchor_steps import rekor_step
from verifier_app.anchors.rekor import RESOURCES, RekorOptions, verify_rekor_response
from verifier_app.anchors.rekor_demo import build_demo_log, demo_public_key_pem
from verifier_app.anchors.rekor_verify import load_public_key, log_id_of
from verifier_app.anchors.trust_refresh import refresh_trusted_root
from verifier_app.anchors.trusted_root_cache import in_use_dir, root_in_use, target_file
from verifier_app.core.results import SealResult, Status

LIST = hashlib.sha256(b"a list\n").hexdigest()
DEMO_URL = "https://demo-rekor.invalid"


def root_with_demo_log() -> bytes:
    """The shipped trusted root plus the demonstration log, as a newer release would be."""
    doc = json.loads((RESOURCES / "trusted_root.json").read_bytes())
    key = load_public_key(demo_public_key_pem())
    der = key.public_bytes(Encoding.DER, PublicFormat.SubjectPublicKeyInfo)
    doc["tlogs"].append({
        "baseUrl": DEMO_URL, "hashAlgorithm": "SHA2_256",
        "publicKey": {"rawBytes": base64.b64encode(der).decode(),
                      "keyDetails": "PKIX_ECDSA_P256_SHA_256",
                      "validFor": {"start": "2021-01-01T00:00:00Z"}},
        "logId": {"keyId": base64.b64encode(bytes.fromhex(log_id_of(key))).decode()}})
    return json.dumps(doc, indent=2).encode()


def demo_entry() -> bytes:
    log = build_demo_log([(LIST, 1792626303)])
    return log.response_bytes(next(iter(log.entries)))


def check_demo_entry():
    return verify_rekor_response(LIST, demo_entry(), RekorOptions(offline=True))


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A fresh cache folder and a loopback TUF repository whose root is the trust anchor."""
    monkeypatch.setenv("VERIFIER_APP_CACHE_DIR", str(tmp_path / "cache"))
    with TufRepository(root_with_demo_log()) as served:
        monkeypatch.setattr(trusted_root_cache, "tuf_anchor", lambda: served.anchor)
        yield served


def test_the_shipped_tuf_root_is_sigstores_published_root() -> None:
    raw = (RESOURCES / "sigstore-tuf-root.json").read_bytes()
    source = json.loads((RESOURCES / "sigstore-tuf-root.source.json").read_bytes())
    assert hashlib.sha256(raw).hexdigest() == source["sha256"]
    root = Metadata[Root].from_bytes(raw)
    root.signed.verify_delegate(Root.type, root.signed_bytes, root.signatures)  # threshold
    assert root.signed.version == source["version"] and root.signed.consistent_snapshot
    assert trusted_root_cache.tuf_anchor() == raw


def test_an_update_brings_a_log_key_the_shipped_root_lacks(repo: TufRepository) -> None:
    before = check_demo_entry()
    assert before.status is Status.NOT_CHECKED and "unknown log" in before.detail
    assert root_in_use().kind == "shipped"

    outcome = refresh_trusted_root(repo.url, seconds=10)
    assert outcome.updated, outcome.sentence
    assert "verified by TUF" in outcome.sentence and DEMO_URL in outcome.to_json()["logs"]
    root = root_in_use()
    assert root.kind == "updated" and root.fetched == datetime.now(UTC).date()

    after = check_demo_entry()
    assert after.status is Status.PASS
    note = after.evidence["trusted_root"]
    assert note["kind"] == "updated" and "verified by TUF" in note["source"]
    seal = SealResult(list="130025Z.txt", sha256=LIST)
    seal.rekor = after
    step = rekor_step([seal])
    assert "verified by TUF" in step.detail and step.evidence["trusted_root"]["kind"] == "updated"
    assert "1.targets.json" in repo.requests  # consistent snapshots, as Sigstore's


def test_a_second_update_with_nothing_new_keeps_the_copy(repo: TufRepository) -> None:
    assert refresh_trusted_root(repo.url, seconds=10).updated
    again = refresh_trusted_root(repo.url, seconds=10)
    assert again.updated and root_in_use().kind == "updated"


def test_a_tampered_trusted_root_is_refused(repo: TufRepository) -> None:
    signed = root_with_demo_log()
    repo.tamper_target(signed.replace(b"demo-rekor.invalid", b"evil-rekor.invalid"))
    outcome = refresh_trusted_root(repo.url, seconds=10)
    assert not outcome.updated
    assert "length or hash differs" in outcome.sentence and "refused" in outcome.sentence
    assert outcome.sentence.endswith(f"Walks keep using the shipped copy, taken "
                                     f"{root_in_use().fetched}.")
    assert root_in_use().kind == "shipped" and not target_file(repo.url).exists()
    assert check_demo_entry().status is Status.NOT_CHECKED


def test_a_tampered_update_after_a_good_one_keeps_the_good_one(repo) -> None:
    assert refresh_trusted_root(repo.url, seconds=10).updated
    repo.publish(root_with_demo_log() + b"\n")
    repo.tamper_target(root_with_demo_log().replace(b"demo-rekor", b"evil-rekor") + b"\n")
    outcome = refresh_trusted_root(repo.url, seconds=10)
    assert not outcome.updated and "refused" in outcome.sentence
    assert "keep using the trusted root updated earlier" in outcome.sentence
    assert root_in_use().kind == "updated" and check_demo_entry().status is Status.PASS


def test_a_longer_tampered_trusted_root_is_cut_off(repo: TufRepository) -> None:
    repo.tamper_target(root_with_demo_log() + b" " * 100)
    outcome = refresh_trusted_root(repo.url, seconds=10)
    assert not outcome.updated and "longer than its signed metadata" in outcome.sentence


def test_expired_timestamp_metadata_is_refused(repo: TufRepository) -> None:
    repo.publish(root_with_demo_log() + b"\n", timestamp_days=-1)
    outcome = refresh_trusted_root(repo.url, seconds=10)
    assert not outcome.updated and "expired" in outcome.sentence
    assert root_in_use().kind == "shipped"


def test_metadata_signed_by_an_untrusted_key_is_refused(repo: TufRepository) -> None:
    repo.signers["timestamp"] = CryptoSigner.generate_ed25519()  # the root never named it
    repo.publish(root_with_demo_log() + b"\n")
    outcome = refresh_trusted_root(repo.url, seconds=10)
    assert not outcome.updated and "not signed by enough" in outcome.sentence


def test_a_rollback_is_refused_and_the_earlier_update_kept(repo: TufRepository) -> None:
    assert refresh_trusted_root(repo.url, seconds=10).updated
    repo.publish(root_with_demo_log() + b"\n")
    assert refresh_trusted_root(repo.url, seconds=10).updated
    repo.serve_old_timestamp()
    outcome = refresh_trusted_root(repo.url, seconds=10)
    assert not outcome.updated and "rollback" in outcome.sentence
    assert "keep using the trusted root updated earlier" in outcome.sentence
    assert root_in_use().kind == "updated"
    assert check_demo_entry().status is Status.PASS


def test_a_rotated_key_is_followed_through_the_new_root(repo: TufRepository) -> None:
    repo.rotate_timestamp_key()
    outcome = refresh_trusted_root(repo.url, seconds=10)
    assert outcome.updated, outcome.sentence
    assert "2.root.json" in repo.requests and root_in_use().kind == "updated"


def test_no_network_falls_back_to_the_shipped_copy_in_one_sentence(repo) -> None:
    with TufRepository(b"{}") as gone:
        url = gone.url
    outcome = refresh_trusted_root(url, seconds=5)
    assert not outcome.updated
    assert outcome.sentence == (f"Sigstore's TUF repository ({url.split('//')[1]}) could not "
                                "be reached. Walks keep using the shipped copy, taken "
                                f"{root_in_use().fetched}.")
    assert check_demo_entry().status is Status.NOT_CHECKED


def test_a_repository_that_drips_stops_at_the_total_deadline(repo) -> None:
    with SlowDripServer(part="body", interval=0.2, max_seconds=10) as slow:
        started = time.monotonic()
        outcome = refresh_trusted_root(slow.url, seconds=1.5)
    assert time.monotonic() - started < 5
    assert not outcome.updated and "did not answer in time" in outcome.sentence


def test_a_copy_changed_on_disk_is_not_used_and_the_walk_says_so(repo) -> None:
    assert refresh_trusted_root(repo.url, seconds=10).updated
    path = in_use_dir(repo.url) / "trusted_root.json"
    path.write_bytes(path.read_bytes().replace(b"demo-rekor", b"evil-rekor"))
    trusted_root_cache.forget_choice()
    root = root_in_use()
    assert root.kind == "shipped" and "is not used" in root.note
    result = check_demo_entry()
    assert result.status is Status.NOT_CHECKED  # the shipped copy knows no demo log
    raw = (RESOURCES / "production-entry-79605083.json").read_bytes()
    entry = next(iter(json.loads(raw).values()))
    value = json.loads(base64.b64decode(entry["body"]))["spec"]["data"]["hash"]["value"]
    seal = SealResult(list="130025Z.txt", sha256=value)
    seal.rekor = verify_rekor_response(value, raw, RekorOptions(offline=True))
    step = rekor_step([seal])
    assert step.status is Status.PASS and "updated on this computer is not used" in step.detail


def test_a_walk_never_asks_the_tuf_repository(repo) -> None:
    check_demo_entry()
    root_in_use()
    assert repo.requests == []


def test_the_command_line_shows_the_root_in_use_and_updates_it(repo, capsys) -> None:
    from verifier_app.cli import main

    assert main(["trusted-root", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["trusted_root"]["kind"] == "shipped" and DEMO_URL not in shown["logs"]
    assert shown["trusted_root"]["fetched"] == root_in_use().fetched.isoformat()

    assert main(["trusted-root", "--update", "--repository", repo.url, "--json"]) == 0
    updated = json.loads(capsys.readouterr().out)
    assert updated["updated"] is True and updated["trusted_root"]["kind"] == "updated"
    assert DEMO_URL in updated["logs"] and "verified by TUF" in updated["message"]

    assert main(["trusted-root"]) == 0
    text = capsys.readouterr().out
    assert "verified by TUF" in text and "days ago" in text and DEMO_URL in text


def test_a_failed_update_on_the_command_line_is_one_sentence_and_exit_1(repo, capsys) -> None:
    from verifier_app.cli import main

    repo.publish(root_with_demo_log() + b"\n", timestamp_days=-1)
    assert main(["trusted-root", "--update", "--repository", repo.url]) == 1
    out = capsys.readouterr()
    assert out.err.count(".") >= 1 and "expired" in out.err and "Traceback" not in out.err
    assert "Walks keep using the shipped copy" in out.err
    assert out.out.startswith("Sigstore's trusted root in use: shipped copy")


def test_the_age_warning_applies_to_an_updated_copy_too(repo, monkeypatch) -> None:
    from dataclasses import replace
    from datetime import date

    assert refresh_trusted_root(repo.url, seconds=10).updated
    old = replace(trusted_root_cache.shipped_root(), fetched=date(2020, 1, 1))
    monkeypatch.setattr(trusted_root_cache, "shipped_root", lambda: old)
    data = (in_use_dir(repo.url) / "trusted_root.json").read_bytes()
    targets = (in_use_dir(repo.url) / "targets.json").read_bytes()
    trusted_root_cache.save_in_use(repo.url, datetime(2021, 1, 1, tzinfo=UTC), targets, data)
    trusted_root_cache.forget_choice()
    assert root_in_use().kind == "updated" and root_in_use().describe()["too_old"]
    result = check_demo_entry()
    assert result.status is Status.WARN and "days ago" in result.detail


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_in_place_of_the_copy_is_never_opened(repo) -> None:
    assert refresh_trusted_root(repo.url, seconds=10).updated
    path = in_use_dir(repo.url) / "trusted_root.json"
    path.unlink()
    os.mkfifo(path)
    trusted_root_cache.forget_choice()
    root = root_in_use()
    assert root.kind == "shipped" and \
        "trusted_root.json is damaged (it is not a regular file)" in root.note


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_in_the_saved_metadata_is_set_aside_and_said(repo) -> None:
    """Damaged saved metadata is reported and ignored (issue 26, item 4): the update starts
    afresh from the shipped TUF root instead of stopping."""
    assert refresh_trusted_root(repo.url, seconds=10).updated
    saved = trusted_root_cache.metadata_dir(repo.url) / "timestamp.json"
    saved.unlink()
    os.mkfifo(saved)
    outcome = refresh_trusted_root(repo.url, seconds=10)
    assert outcome.updated
    assert "damaged (timestamp.json: it is not a regular file)" in outcome.sentence


def test_a_walk_checks_the_demo_log_once_an_update_brought_its_key(repo, demo_bundle,
                                                                  capsys) -> None:
    """The demo bundle's saved log answers are of a log the shipped root does not name; once
    a verified update names it, the same offline walk checks them with its key."""
    from verifier_app.anchors.demo_sources import HEADERS_FILE
    from verifier_app.cli import main

    def step10() -> dict:
        main(["verify", str(demo_bundle), "--offline", "--headers",
              str(demo_bundle / HEADERS_FILE), "--json"])
        report = json.loads(capsys.readouterr().out)
        return next(s for s in report["steps"] if s["id"] == "step10")

    before = step10()
    assert before["status"] == "not_checked" and "unknown log" in before["detail"]
    assert refresh_trusted_root(repo.url, seconds=10).updated
    after = step10()
    assert after["status"] in ("pass", "warn") and "unknown log" not in after["detail"]
    assert after["evidence"]["trusted_root"]["kind"] == "updated"
    assert "verified by TUF" in after["detail"] and repo.requests.count("timestamp.json") == 1


def test_an_update_older_than_the_shipped_copy_gives_way_quietly(repo, monkeypatch) -> None:
    from dataclasses import replace
    from datetime import date

    newer = replace(trusted_root_cache.shipped_root(), fetched=date(2099, 1, 1))
    monkeypatch.setattr(trusted_root_cache, "shipped_root", lambda: newer)
    outcome = refresh_trusted_root(repo.url, seconds=10)
    assert not outcome.updated and "dated before the copy shipped" in outcome.sentence
    root = root_in_use()
    assert root.kind == "shipped" and root.note == ""


@pytest.fixture
def stale(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A repository whose first root, the client's anchor, expired yesterday: as the shipped
    Sigstore TUF root (version 15) did on 2026-11-20."""
    monkeypatch.setenv("VERIFIER_APP_CACHE_DIR", str(tmp_path / "cache"))
    with TufRepository(root_with_demo_log(), root_days=-1) as served:
        monkeypatch.setattr(trusted_root_cache, "tuf_anchor", lambda: served.anchor)
        yield served


def test_an_expired_anchor_and_no_newer_root_says_the_apps_anchor_is_out_of_date(stale):
    outcome = refresh_trusted_root(stale.url, seconds=10)
    assert not outcome.updated and "1.root.json" not in stale.requests  # the anchor is ours
    assert "2.root.json" in stale.requests  # a newer one was asked for and there was none
    assert outcome.sentence.startswith("The app's own trust anchor is out of date: the copy "
                                       "of Sigstore's TUF root shipped with this app "
                                       "(version 1) expired on ")
    assert "offered expired metadata" not in outcome.sentence
    assert "Install the newest version of this app" in outcome.sentence
    assert outcome.sentence.endswith(f"Walks keep using the shipped copy, taken "
                                     f"{root_in_use().fetched}.")
    assert outcome.message is not None and outcome.message.render() == outcome.sentence
    assert root_in_use().kind == "shipped"


def test_an_expired_anchor_with_a_newer_root_offered_updates(stale):
    stale.publish_root(days=365)
    outcome = refresh_trusted_root(stale.url, seconds=10)
    assert outcome.updated, outcome.sentence
    assert "2.root.json" in stale.requests and root_in_use().kind == "updated"
    assert check_demo_entry().status is Status.PASS


def test_an_expired_newer_root_is_the_repositorys_expired_metadata(stale):
    stale.publish_root(days=-1)  # the repository's own newer root has expired too
    outcome = refresh_trusted_root(stale.url, seconds=10)
    assert not outcome.updated and "offered expired metadata" in outcome.sentence
    assert "trust anchor is out of date" not in outcome.sentence
    assert outcome.message is not None and outcome.message.render() == outcome.sentence


def test_the_command_line_shows_the_anchors_expiry(stale, capsys) -> None:
    from verifier_app.cli import main

    assert main(["trusted-root", "--json"]) == 0
    anchor = json.loads(capsys.readouterr().out)["tuf_root"]
    assert anchor["version"] == 1 and anchor["expired"] is True
    assert datetime.fromisoformat(anchor["expires"]) < datetime.now(UTC)
    assert main(["trusted-root", "--update", "--repository", stale.url]) == 1
    out = capsys.readouterr()
    assert "trust anchor is out of date" in out.err
    assert "version 1, expired on " in out.out and "install the newest version" in out.out
    stale.publish_root(days=365)
    assert main(["trusted-root", "--update", "--repository", stale.url, "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["updated"] is True and shown["tuf_root"]["version"] == 1  # the shipped one


def test_the_shipped_anchors_expiry_is_read_from_the_file() -> None:
    from verifier_app.anchors.trusted_root_cache import anchor_info

    source = json.loads((RESOURCES / "sigstore-tuf-root.source.json").read_bytes())
    info = anchor_info()
    assert info.version == source["version"]
    assert info.to_json()["expires"] == source["expires"]
    expires = datetime.fromisoformat(source["expires"])  # root 15: 2026-11-20T13:58:18Z
    assert info.expired(expires) and not info.expired(expires - timedelta(seconds=1))
