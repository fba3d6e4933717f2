"""Step sentences as message ids with their values: the English text is what the engine
always wrote, and a view can render the same sentence in the reader's language."""

from __future__ import annotations

from pathlib import Path

import pytest

from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.messages import CATALOGUE
from verifier_app.engine.walk import walk


def pseudo(template: str) -> str:
    """A stand-in language: every template marked, the placeholders kept."""
    return f"«{template}»"


@pytest.mark.parametrize("kind", [None, "flip", "truncate", "crlf"])
def test_every_step_message_renders_the_english_detail(tmp_path: Path, make_demo,
                                                        kind) -> None:
    root = make_demo(tmp_path / (kind or "plain"), tamper=kind)
    report = walk(open_bundle([root]))
    with_message = [s for s in (*report.steps, *report.checks) if s.message is not None]
    assert len(with_message) >= 7  # steps 1 to 5, 7 and 8 speak in messages
    for step in with_message:
        assert step.message.render() == step.detail
        translated = step.said(pseudo)
        assert translated != step.detail and translated.startswith("«")
        assert "{" not in translated  # every value filled in
    json_steps = report.to_json()["steps"]
    assert all(s["message"] is None or s["message"]["id"] in CATALOGUE for s in json_steps)


def test_a_broken_chain_names_its_rule_in_the_readers_language(tmp_path: Path,
                                                                make_demo) -> None:
    root = make_demo(tmp_path / "flip", tamper="flip")
    report = walk(open_bundle([root]))
    step4 = report.step("step4")
    assert step4.message is not None and step4.message.id == "step4.broken"
    said = step4.said(pseudo)
    assert "«the line's content does not match its seal" in said  # the rule, translated
    first = report.verdict_summary.first_reason
    assert first is not None and first.said(pseudo) != first.sentence
    assert report.verdict_summary.sentence_in(pseudo, pseudo).startswith("«FAIL»: «")
