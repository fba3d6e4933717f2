"""The translations: complete, and never with placeholders other than the source's.

A translation whose placeholders differ would either crash ``str.format`` or show a
wrong value; an accelerator lost in translation leaves a menu without its key.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from verifier_app.resources import resource_path

FOLDER = resource_path("translations")
TS_FILES = sorted(FOLDER.glob("verifier_app_*.ts"))
PLACEHOLDER = re.compile(r"\{[a-z_]*\}|%n|%L?\d")


def messages(ts: Path) -> list[tuple[str, str, str]]:
    root = ET.parse(ts).getroot()
    found = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            found.append((name, message.findtext("source") or "",
                          "" if translation.get("type") == "unfinished" else
                          (translation.text or "")))
    return found


def accelerators(text: str) -> int:
    return len(re.findall(r"&(?!&)\S", text.replace("&&", "")))


def test_the_papers_three_languages_are_translated():
    assert {p.stem.removeprefix("verifier_app_") for p in TS_FILES} == {"de", "es", "ko"}
    for ts in TS_FILES:
        assert ts.with_suffix(".qm").is_file(), f"{ts.name} is not compiled"


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.stem)
def test_every_text_is_translated(ts):
    missing = [source for _, source, text in messages(ts) if not text.strip()]
    assert not missing, f"{ts.name}: untranslated {missing[:3]}"


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.stem)
def test_placeholders_equal_the_source(ts):
    for context, source, text in messages(ts):
        assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(source)), \
            f"{ts.name} [{context}] {source!r} -> {text!r}"


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.stem)
def test_menu_accelerators_survive_translation(ts):
    for _, source, text in messages(ts):
        assert accelerators(text) == accelerators(source), f"{ts.name}: {source!r}"


def test_placeholder_check_catches_a_renamed_placeholder():
    """The rule above must reject the mistake it exists for."""
    assert sorted(PLACEHOLDER.findall("Step {nummer}")) != \
        sorted(PLACEHOLDER.findall("Step {number}"))


def test_engine_sentences_shown_in_the_gui_are_marked_for_translation():
    from verifier_app.anchors import equivocation, log_history, rekor_signer
    from verifier_app.engine import verdict
    from verifier_app.engine.commitments import IDENTITY_TITLE
    from verifier_app.engine.paper_check import PAPER_TITLE
    from verifier_app.engine.report_text import MARKS
    from verifier_app.engine.step_ids import TITLES
    from verifier_app.gui.messages import ENGINE_TEXTS
    from verifier_app.stats import file_check
    from verifier_app.witness import check as witness_check

    engine = {*TITLES.values(), *verdict.TITLES.values(), *verdict.MEANINGS.values(),
              PAPER_TITLE, IDENTITY_TITLE, rekor_signer.SIGNER_TITLE, log_history.TITLE,
              equivocation.TITLE, witness_check.TITLE, file_check.TITLE}
    assert engine <= set(ENGINE_TEXTS)
    assert set(MARKS.values()) - {"PASS", "FAIL"} <= set(ENGINE_TEXTS)  # PASS, FAIL: titles
