"""Step 9's tokens, the log's entries and the claims ladder speak through messages: the
English is what they always said, and each renders in another language with every value
filled in."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

import pytest

from tests.anchors.test_header_chain import HELLO_PROOF, hello_digest, unlinked_on_top
from tests.anchors.test_rekor import LIST_A, closed_port_url
from tests.anchors.test_rekor import options as rekor_options
from tests.anchors.test_tsa import DAY, EARLY, LIST, flip_signature_byte, ours
from tests.english_phrases import literal_phrases
from tests.pristine import walked
from verifier_app.anchors.anchor_steps import tokens_step
from verifier_app.anchors.ots import FILE_HASH_WARNINGS, HeaderSourceOptions, check_ots
from verifier_app.anchors.rekor import check_rekor
from verifier_app.anchors.tsa_demo import demo_root_path, make_token
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.market_time import margin_message
from verifier_app.core.messages import CATALOGUE, Message
from verifier_app.core.results import SealResult, Status
from verifier_app.demo.tamper import apply_tamper
from verifier_app.engine.walk import WalkOptions, walk
from verifier_app.stats.claims_ladder import RUNGS
from verifier_app.witness.check import load_statements, make_statement
from verifier_app.witness.keys import witness_key


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


def test_a_margin_reads_in_english_as_a_message():
    for margin, said in ((timedelta(0), "exactly at"),
                         (timedelta(minutes=29, seconds=41), "29 min 41 s before"),
                         (-timedelta(hours=1, minutes=2, seconds=3.5), "1 h 2 min 3.500 s after"),
                         (timedelta(minutes=11), "11 min 0 s before")):
        assert margin_message(margin).render() == said


def test_the_weak_hash_warning_is_the_proof_checks_own_words():
    """Step 6 says the SHA-1 warning from the catalogue: the same words as ots.py."""
    for name, warning in FILE_HASH_WARNINGS.items():
        assert CATALOGUE[f"step6.weak_{name}"] == f"WARNING: {warning}"


def test_each_rung_has_its_name_in_the_catalogue():
    for key, name, *_ in RUNGS:
        assert CATALOGUE[f"rung.{key}"] == name.lower()


# --- every reason a message: nothing English left but names, numbers and hashes ----------

PLACEHOLDER = re.compile(r"\{([a-z_0-9]+)\}")


def opaque(template: str) -> str:
    """A "language" with no word of English: only the template's placeholders survive."""
    return "§" + " ".join("{" + name + "}" for name in PLACEHOLDER.findall(template))


def english_phrases() -> list[str]:
    """The literal parts of every template (three words or more, so names do not count)."""
    return literal_phrases(CATALOGUE.values())


def assert_no_english(said: str) -> None:
    assert not PLACEHOLDER.search(said), said
    found = [p for p in english_phrases() if p and p in said]
    assert not found, f"English left in {said!r}: {found}"


def said_in_any_language(result) -> None:
    """The message is the detail in English, and says nothing in English otherwise."""
    assert result.message is not None, result.detail
    english = result.message.render()
    assert english[:1].lower() + english[1:] == result.detail[:1].lower() + result.detail[1:]
    assert_no_english(result.said(opaque))


@pytest.mark.parametrize("token", [
    lambda: flip_signature_byte(make_token(LIST, EARLY, "demo-tsa-a", 31)),
    lambda: make_token(b"another list\n", EARLY, "demo-tsa-a", 32),
    lambda: b"not a token",
    lambda: make_token(LIST, EARLY, "demo-tsa-a", 33)[:-40],
])
def test_a_token_that_does_not_verify_says_why_in_any_language(token):
    result = ours(token(), roots=[demo_root_path()])
    assert result.status == Status.FAIL and result.failure is not None
    said_in_any_language(result)
    problem = dict(result.message.values)["problem"]
    assert isinstance(problem, Message) and problem.id.startswith("token.")
    assert result.problems == [problem.render()]  # the JSON keeps its English


def test_an_unreachable_log_says_why_in_any_language():
    result = check_rekor(LIST_A, rekor_options(closed_port_url()))
    assert result.status is Status.NOT_CHECKED and "could not be reached" in result.detail
    said_in_any_language(result)


def test_a_broken_header_chain_says_so_in_any_language(tmp_path):
    options = unlinked_on_top(tmp_path)
    result = check_ots(hello_digest(), HELLO_PROOF, options)
    assert "does not link to block 358,391" in result.detail
    said_in_any_language(result)
    unreadable = check_ots(hello_digest(), b"\x00not a proof", options)
    assert unreadable.status == Status.FAIL
    said_in_any_language(unreadable)


def test_the_witness_check_says_its_sentence_in_any_language(demo_master, demo_bundle, tmp_path):
    report = walked(demo_master)  # the pristine demo's walk, shared: the bundle's own bytes
    statement = make_statement(report.seals, report.bundle.book.relpath, witness_key())
    (tmp_path / "w").mkdir()
    (tmp_path / "w" / "today.txt").write_text(statement, encoding="utf-8")
    for tamper in (None, "flip"):
        if tamper:
            apply_tamper(demo_bundle, tamper)
        checked = walk(open_bundle([demo_bundle]),
                       WalkOptions(witnesses=load_statements(tmp_path / "w")))
        check = next(c for c in checked.checks if c.id == "witness")
        assert check.status is (Status.FAIL if tamper else Status.PASS)
        said_in_any_language(check)


@pytest.mark.parametrize("tamper", [None, "token-digest", "header", "log-hash"])
def test_german_text_output_has_no_english_step_or_seal_reason(demo_bundle, tamper, capsys):
    from verifier_app.cli import main
    from verifier_app.cli_lang import words_for

    if tamper:
        apply_tamper(demo_bundle, tamper)
    main(["verify", str(demo_bundle), "--lang", "de"])
    german = capsys.readouterr().out
    words = words_for("de")
    assert words.language == "de"
    translated = [t for t in CATALOGUE.values() if words.engine(t) not in ("", t)]
    phrases = literal_phrases(translated)
    found = sorted({p for p in phrases if p and p in german})
    assert not found, f"English left: {found}"
    assert not PLACEHOLDER.search(german)


def test_a_block_not_looked_up_offline_says_why_in_any_language():
    result = check_ots(hello_digest(), HELLO_PROOF, HeaderSourceOptions(offline=True))
    assert result.status == Status.NOT_CHECKED
    assert "no block header source (offline and no headers file)" in result.detail
    said_in_any_language(result)


@pytest.mark.parametrize("raw", [b"\x00" * 79, bytes(76) + (0x01800001).to_bytes(4, "little"),
                                 bytes(72) + (0).to_bytes(4, "little") + bytes(4),
                                 bytes(72) + (0xFF7FFFFF).to_bytes(4, "little") + bytes(4)])
def test_an_unusable_block_header_says_why_in_any_language(raw):
    from verifier_app.anchors.block_headers import check_header

    found = check_header(358391, bytes(32), raw, "the headers file")
    assert found.status == "fail" and "is unusable" in found.detail
    assert_no_english(found.message.render(opaque))
    reason = dict(found.message.values)["reason"]
    assert isinstance(reason, Message) and reason.id.startswith("header.")
    assert found.detail.endswith(reason.render())  # the JSON keeps its English
