"""The trusted root: the shipped copy picks the log key by logID and validity, its age is
shown (and warned about past its stated age), an unknown log is "not checked: unknown log",
and an entry of a log that signs no time takes its time from the tokens alone."""

from __future__ import annotations

import base64
import copy
import hashlib
import json
from dataclasses import replace
from datetime import UTC, date, datetime

import pytest

from verifier_app.anchors import rekor
from verifier_app.anchors.rekor import (
    PRODUCTION_LOG_ID,
    RESOURCES,
    RekorOptions,
    verify_rekor_response,
)
from verifier_app.anchors.rekor_demo import build_demo_log, demo_public_key_pem
from verifier_app.anchors.rekor_verify import load_public_key, log_id_of
from verifier_app.anchors.trusted_root import (
    MAX_AGE_DAYS,
    LogKey,
    TrustedRoot,
    read_trusted_root,
    shipped_root,
)
from verifier_app.core.results import Status

LIST = hashlib.sha256(b"a list\n").hexdigest()
DEMO_KEY = load_public_key(demo_public_key_pem())


def real(name: str) -> tuple[bytes, str]:
    raw = (RESOURCES / name).read_bytes()
    entry = next(iter(json.loads(raw).values()))
    return raw, json.loads(base64.b64decode(entry["body"]))["spec"]["data"]["hash"]["value"]


def with_demo_log(monkeypatch: pytest.MonkeyPatch, url: str, start: datetime | None = None):
    root = shipped_root()
    demo = LogKey(url, log_id_of(DEMO_KEY), DEMO_KEY, start, None)
    monkeypatch.setattr(rekor, "root_in_use", lambda: replace(root, logs=(*root.logs, demo)))


def test_the_shipped_root_names_both_sigstore_logs() -> None:
    root = shipped_root()
    v1 = root.key_for(PRODUCTION_LOG_ID)
    assert v1 is not None and v1.base_url == "https://rekor.sigstore.dev" and v1.signs_time
    assert log_id_of(v1.key) == PRODUCTION_LOG_ID
    v2 = next(log for log in root.logs if "log2025-1" in log.base_url)
    assert not v2.signs_time and v2.valid_from == datetime(2025, 9, 23, tzinfo=UTC)


def test_a_real_entry_is_checked_with_the_shipped_root_offline_and_its_age_shown() -> None:
    raw, value = real("production-entry-79605083.json")
    result = verify_rekor_response(value, raw, RekorOptions(offline=True))
    assert result.status is Status.PASS
    note = result.evidence["trusted_root"]
    assert note["fetched"] == shipped_root().fetched.isoformat()
    assert isinstance(note["age_days"], int) and "shipped copy" in note["source"]


def test_an_old_root_warns(monkeypatch: pytest.MonkeyPatch) -> None:
    old = replace(shipped_root(), fetched=date(2020, 1, 1))
    monkeypatch.setattr(rekor, "root_in_use", lambda: old)
    raw, value = real("production-entry-118981923.json")
    result = verify_rekor_response(value, raw, RekorOptions(offline=True))
    assert result.status is Status.WARN and "days ago" in result.detail
    assert shipped_root().describe(today=date(2026, 12, 1))["too_old"] is False
    later = date.fromordinal(shipped_root().fetched.toordinal() + MAX_AGE_DAYS + 1)
    assert shipped_root().describe(today=later)["too_old"] is True


def test_an_unknown_log_is_not_checked_never_a_pass() -> None:
    log = build_demo_log([(LIST, 1792626303)])
    raw = log.response_bytes(next(iter(log.entries)))
    result = verify_rekor_response(LIST, raw, RekorOptions(offline=True))
    assert result.status is Status.NOT_CHECKED and "unknown log" in result.detail


def test_a_key_not_yet_valid_at_the_entry_time_is_not_used(monkeypatch) -> None:
    with_demo_log(monkeypatch, "https://demo-rekor.invalid", datetime(2030, 1, 1, tzinfo=UTC))
    log = build_demo_log([(LIST, 1792626303)])
    result = verify_rekor_response(LIST, log.response_bytes(next(iter(log.entries))),
                                   RekorOptions(offline=True))
    assert result.status is Status.NOT_CHECKED and "not valid" in result.detail


def test_a_log_known_to_the_root_is_checked_with_its_key(monkeypatch) -> None:
    with_demo_log(monkeypatch, "https://demo-rekor.invalid")
    log = build_demo_log([(LIST, 1792626303)])
    result = verify_rekor_response(LIST, log.response_bytes(next(iter(log.entries))),
                                   RekorOptions(offline=True))
    assert result.status is Status.PASS and result.signed_time == 1792626303


def test_an_entry_without_log_time_takes_its_time_from_the_tokens_alone(monkeypatch) -> None:
    with_demo_log(monkeypatch, "https://log2026-1.demo-rekor.invalid")
    log = build_demo_log([(LIST, 1792626303)])
    uuid, entry = next(iter(copy.deepcopy(log.entries).items()))
    del entry["integratedTime"]
    del entry["verification"]["signedEntryTimestamp"]
    raw = json.dumps({uuid: entry}).encode()
    result = verify_rekor_response(LIST, raw, RekorOptions(offline=True))
    assert result.status is Status.WARN and result.signed_time is None
    assert result.signed_time_utc is None
    assert "tokens alone" in result.detail and result.evidence["time_source"] == "tokens"


def test_a_damaged_root_is_one_sentence() -> None:
    with pytest.raises(ValueError, match="not a readable"):
        read_trusted_root(b'{"tlogs": [{"baseUrl": 1}]}', None, "test")
    assert TrustedRoot((), None, "x").describe()["too_old"] is True


def test_step10_names_the_trusted_root_and_its_age() -> None:
    from verifier_app.anchors.anchor_steps import rekor_step
    from verifier_app.core.results import SealResult

    raw, value = real("production-entry-79605083.json")
    seal = SealResult(list="130025Z.txt", sha256=value)
    seal.rekor = verify_rekor_response(value, raw, RekorOptions(offline=True))
    step = rekor_step([seal])
    assert step.status is Status.PASS
    assert f"taken {shipped_root().fetched.isoformat()}" in step.detail
    assert "days ago" in step.detail
