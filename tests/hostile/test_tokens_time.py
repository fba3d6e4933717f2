"""Hostile token times: year 0, year 1, no time zone, an impossible date.

Each is a failed token with one plain sentence; the walk, the text report and the JSON
carry on with every other seal.
"""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime

import pytest
from asn1crypto import core, tsp

from verifier_app.anchors.tsa import TrustOptions, check_tokens
from verifier_app.anchors.tsa_demo import (
    DEMO_POLICY,
    demo_root_path,
    load_demo_signer,
    sign_tst_info,
)
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.results import Status
from verifier_app.engine.walk import WalkOptions, walk
from verifier_app.report.html import render_html
from verifier_app.report.text import render_report

LIST = b"a stamped list\n"
DAY = "2026-10-21"


def token_with_time(written: bytes, data: bytes = LIST, accuracy: dict | None = None) -> bytes:
    """A token signed by demo-tsa-a whose genTime holds exactly the characters ``written``."""
    info = tsp.TSTInfo({
        "version": "v1", "policy": DEMO_POLICY, "serial_number": 7,
        "message_imprint": {"hash_algorithm": {"algorithm": "sha256"},
                            "hashed_message": hashlib.sha256(data).digest()},
        "gen_time": datetime(2026, 10, 21, 13, 0, 19, tzinfo=UTC),
        "accuracy": accuracy,
    })
    info["gen_time"] = core.GeneralizedTime.load(bytes([0x18, len(written)]) + written)
    return sign_tst_info(info, *load_demo_signer("demo-tsa-a"))


def check(token: bytes):
    options = TrustOptions(extra_roots=[demo_root_path()], use_system_store=False)
    [result] = check_tokens(LIST, DAY, {"demo-tsa-a": token}, {}, options)
    return result


@pytest.mark.parametrize(("written", "says"), [
    (b"00000101000000Z", "year 0000"),
    (b"00010101000000Z", "year 0001"),
    (b"19691231235959Z", "year 1969"),
    (b"99991231235959Z", "year 9999"),
    (b"20261021130019", "not written in UTC"),
    (b"20261021130019+0100", "not written in UTC"),
    (b"00010101000000+0100", "not written in UTC"),
    (b"99991231235959-0100", "not written in UTC"),
    (b"20261321130019Z", "not a valid date"),
    (b"2026102113\x0019Z", "not a valid date"),
])
def test_out_of_range_or_malformed_token_time_fails_with_a_sentence(written, says):
    result = check(token_with_time(written))
    assert result.status == Status.FAIL
    assert says in result.detail and result.detail.endswith(".")
    assert result.gen_time is None and result.before_open is None
    data = json.loads(json.dumps(result.to_json()))  # renders: no OverflowError, no ValueError
    assert data["gen_time"] is None and data["gen_time_new_york"] is None


@pytest.mark.parametrize("accuracy", [{"seconds": -5}, {"millis": 5000}, {"micros": 0}])
def test_stated_accuracy_outside_rfc3161_fails_with_a_sentence(accuracy):
    result = check(token_with_time(b"20261021130019Z", accuracy=accuracy))
    assert result.status == Status.FAIL
    assert "stated accuracy is not valid" in result.detail
    json.dumps(result.to_json())


@pytest.mark.parametrize("seconds", [10**16, 10**400])
def test_huge_stated_accuracy_is_genuine_but_never_before_the_open(seconds):
    result = check(token_with_time(b"20261021130019Z", accuracy={"seconds": seconds}))
    assert result.status == Status.PASS  # genuine: only its timing is useless
    assert result.before_open is False
    assert "stated accuracy" in result.problems[0]
    json.dumps(result.to_json())


def test_ordinary_token_time_still_passes():
    result = check(token_with_time(b"20261021130019Z"))
    assert result.status == Status.PASS
    assert result.to_json()["gen_time_new_york"] == "2026-10-21T09:00:19-04:00"


def test_year_one_token_leaves_the_rest_of_the_bundle_usable(demo_bundle):
    stamped = sorted((demo_bundle / "markets/proof/2026-10-21").glob("*Z.txt"))[0]
    token = stamped.with_name(stamped.name + ".demo-tsa-a.tsr")
    token.write_bytes(token_with_time(b"00010101000000Z", stamped.read_bytes()))
    bundle = open_bundle([demo_bundle])
    report = walk(bundle, WalkOptions())
    found = {s.id: s for s in report.steps}
    assert found["step9"].status == Status.FAIL and "year 0001" in found["step9"].detail
    assert all(found[f"step{i}"].status == Status.PASS for i in (1, 2, 3, 4, 5, 7, 8))
    assert "year 0001" in render_report(report)
    assert "year 0001" in render_html(report, None, None, datetime.now(UTC))
    json.dumps(report.to_json())
