"""Step 9's tokens, the log's entries and the claims ladder speak through messages: the
English is what they always said, and each renders in another language with every value
filled in."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from tests.anchors.test_tsa import DAY, EARLY, LIST, ours
from verifier_app.anchors.anchor_steps import tokens_step
from verifier_app.anchors.market_time import describe_margin, margin_message
from verifier_app.anchors.ots import FILE_HASH_WARNINGS
from verifier_app.anchors.tsa_demo import demo_root_path, make_token
from verifier_app.engine.messages import CATALOGUE
from verifier_app.engine.results import SealResult, Status
from verifier_app.stats.claims_ladder import RUNGS


def pseudo(template: str) -> str:
    return f"«{template}»"


def said_everywhere(result) -> None:
    """The message's English is the detail; another language has no placeholder left."""
    assert result.message is not None
    assert result.message.render() == result.detail
    other = result.said(pseudo)
    assert other.startswith("«") and other != result.detail and "{" not in other


@pytest.mark.parametrize("roots, in_bundle, origin", [
    ([demo_root_path()], False, "user"),  # a root you trust
    ([], True, "bundle"),  # the operator's own root
    ([demo_root_path()], True, "user"),  # your root, but a copy of the operator's
])
def test_each_token_says_who_vouches_for_it_in_any_language(roots, in_bundle, origin):
    bundle = {f"{DAY}/tsa/demo-root.pem": demo_root_path().read_bytes()} if in_bundle else {}
    result = ours(make_token(LIST, EARLY, "demo-tsa-a", 21), roots=roots, bundle=bundle)
    assert result.trusted_by["origin"] == origin
    said_everywhere(result)
    vouched = dict(result.message.values)["vouched"]
    assert vouched.id.startswith("tsa.vouch_")
    opening = CATALOGUE[vouched.id].split("{")[0].split(" (")[0]
    assert f"«{opening}" in result.said(pseudo)  # who vouches, translated, said first


def test_step_9_is_a_message_whether_tokens_pass_fail_or_are_missing():
    good = ours(make_token(LIST, EARLY, "demo-tsa-a", 22))
    late = ours(make_token(LIST, datetime(2026, 10, 21, 14, 0, tzinfo=UTC), "demo-tsa-a", 23))
    bad = ours(b"not a token")
    for tokens in ([good], [good, late], [good, bad], []):
        seal = SealResult(list=f"{DAY}/130025Z.txt", day=DAY, sha256="00" * 32)
        seal.tokens = tokens
        step = tokens_step([seal])
        said_everywhere(step)
    assert step.status == Status.NOT_CHECKED


def test_a_margin_reads_the_same_in_english_and_as_a_message():
    for margin in (timedelta(0), timedelta(minutes=29, seconds=41),
                   -timedelta(hours=1, minutes=2, seconds=3.5)):
        assert margin_message(margin).render() == describe_margin(margin)
    assert describe_margin(timedelta(minutes=11)) == "11 min 0 s before"


def test_the_weak_hash_warning_is_the_proof_checks_own_words():
    """Step 6 says the SHA-1 warning from the catalogue: the same words as ots.py."""
    for name, warning in FILE_HASH_WARNINGS.items():
        assert CATALOGUE[f"step6.weak_{name}"] == f"WARNING: {CATALOGUE[warning]}"


def test_each_rung_has_its_name_in_the_catalogue():
    for key, name, *_ in RUNGS:
        assert CATALOGUE[f"rung.{key}"] == name.lower()
