"""The translations: complete, and never with placeholders other than the source's.

A translation whose placeholders differ would either crash ``str.format`` or show a
wrong value; an accelerator lost in translation leaves a menu without its key. English
has a file too: the plural forms of the texts that count something ("1 seal", "2 seals").
Each language keeps one word per thing (its glossary, ``glossary_<lang>.tsv``).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from verifier_app.resources import resource_path

FOLDER = resource_path("translations")
TS_FILES = sorted(FOLDER.glob("verifier_app_*.ts"))
TRANSLATED = [p for p in TS_FILES if not p.stem.endswith("_en")]
PLACEHOLDER = re.compile(r"\{[a-z_]*\}|%L?n|%L?\d")
FORMS = {"de": 2, "es": 2, "ko": 1, "en": 2}  # plural forms of each language (one, other)


def messages(ts: Path) -> list[tuple[str, str, str]]:
    """(context, source, translation) for every text and every plural form of one."""
    root = ET.parse(ts).getroot()
    found = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            unfinished = translation.get("type") == "unfinished"
            forms = [f.text or "" for f in translation.iter("numerusform")] \
                if message.get("numerus") == "yes" else [translation.text or ""]
            found += [(name, message.findtext("source") or "", "" if unfinished else f)
                      for f in forms]
    return found


def plural_forms(ts: Path) -> list[tuple[str, int]]:
    root = ET.parse(ts).getroot()
    return [(m.findtext("source") or "", len(list(m.iter("numerusform"))))
            for m in root.iter("message") if m.get("numerus") == "yes"]


def accelerators(text: str) -> int:
    return len(re.findall(r"&(?!&)\S", text.replace("&&", "")))


def language(ts: Path) -> str:
    return ts.stem.removeprefix("verifier_app_")


def test_the_papers_three_languages_are_translated():
    assert {language(p) for p in TRANSLATED} == {"de", "es", "ko"}
    assert {language(p) for p in TS_FILES} == {"de", "es", "ko", "en"}
    for ts in TS_FILES:
        assert ts.with_suffix(".qm").is_file(), f"{ts.name} is not compiled"


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.stem)
def test_every_text_is_translated(ts):
    missing = [source for _, source, text in messages(ts) if not text.strip()]
    assert not missing, f"{ts.name}: untranslated {missing[:3]}"


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.stem)
def test_every_counted_text_has_its_languages_plural_forms(ts):
    wrong = [(s, n) for s, n in plural_forms(ts) if n != FORMS[language(ts)]]
    assert not wrong, f"{ts.name}: {wrong[:3]}"


def test_the_english_file_holds_the_plural_forms_of_every_counted_engine_sentence():
    from verifier_app.core.catalogue import CATALOGUE, COUNTED

    english = {s for s, _ in plural_forms(FOLDER / "verifier_app_en.ts")}
    assert {CATALOGUE[id] for id in COUNTED} <= english
    assert len(english) > len(COUNTED)  # the window's own counted texts too


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
    assert PLACEHOLDER.findall("%Ln seals") == ["%Ln"]


# -- one word per thing ----------------------------------------------------------------------
def glossary(lang: str) -> list[tuple[str, str, str, list[str]]]:
    """(English term, its one translation, the text every translation of a sentence with
    the term holds, the variants no translation may use)."""
    rows = []
    for line in (FOLDER / f"glossary_{lang}.tsv").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            english, word, holds, forbidden = line.split("\t")
            rows.append((english, word, holds,
                         [v.strip() for v in forbidden.split("|") if v.strip()]))
    return rows


def glossary_breaches(lang: str, found: list[tuple[str, str, str]]) -> list[str]:
    """Every translation that uses a forbidden variant, or says a glossary term of its
    English source in other words."""
    breaches = []
    for english, word, holds, forbidden in glossary(lang):
        term = re.compile(rf"\b{re.escape(english)}", 0 if english.isupper() else re.I)
        for _, source, text in found:
            used = [v for v in forbidden if v in text]
            if used:
                breaches.append(f"{used[0]!r} instead of {word!r} in {text!r}")
            elif term.search(source) and text and holds.lower() not in text.lower():
                breaches.append(f"{english!r} is not {word!r} in {text!r}")
    return breaches


@pytest.mark.parametrize("lang", ["de", "es", "ko"])
def test_each_language_names_each_thing_with_its_glossarys_one_word(lang):
    """Issue 27, item 11: "Transparenzlog", never "Transparenz-Log", "Rekor-Protokoll" or
    "Transparenzprotokoll"; "DURCHGEFALLEN" in the guide as in the window."""
    rows = glossary(lang)
    assert len(rows) >= 5 and all(word and holds for _, word, holds, _ in rows)
    assert glossary_breaches(lang, messages(FOLDER / f"verifier_app_{lang}.ts")) == []


def test_the_glossary_check_catches_a_second_word_for_the_log():
    """The rule above must reject the mistake it exists for."""
    found = [("engine", "{logged} of {total} seals are in the transparency log.",
              "{logged} von {total} Siegeln stehen im Transparenz-Log.")]
    assert len(glossary_breaches("de", found)) == 1
    found = [("", "FAIL", "NICHT BESTANDEN")]
    assert glossary_breaches("de", found)


def test_engine_sentences_shown_in_the_gui_are_marked_for_translation():
    from verifier_app.anchors import equivocation, log_history, rekor_signer
    from verifier_app.core.step_ids import TITLES
    from verifier_app.engine import verdict
    from verifier_app.engine.commitments import IDENTITY_TITLE
    from verifier_app.engine.paper_check import PAPER_TITLE
    from verifier_app.gui.messages import ENGINE_TEXTS
    from verifier_app.report.text import MARKS
    from verifier_app.stats import file_check
    from verifier_app.witness import check as witness_check

    engine = {*TITLES.values(), *verdict.TITLES.values(), *verdict.MEANINGS.values(),
              PAPER_TITLE, IDENTITY_TITLE, rekor_signer.SIGNER_TITLE, log_history.TITLE,
              equivocation.TITLE, witness_check.TITLE, file_check.TITLE}
    assert engine <= set(ENGINE_TEXTS)
    assert set(MARKS.values()) - {"PASS", "FAIL"} <= set(ENGINE_TEXTS)  # PASS, FAIL: titles


def test_by_hand_commands_say_their_comments_in_the_catalogue():
    """Issue 27, item 7: every by-hand command's comment (after "# ") is a catalogue text,
    so the window says it in the reader's language."""
    from verifier_app.anchors import anchor_steps  # noqa: F401  (its command is built inline)
    from verifier_app.core.messages import CATALOGUE
    from verifier_app.engine import asked_runs, code, commitments, paper_check, sealed_before_open

    commands = [asked_runs.ASKED_COMMAND, code.COMMAND, commitments.IDENTITY_COMMAND,
                paper_check.PAPER_COMMAND, sealed_before_open.P1B_COMMAND,
                "ots verify <HHMMSS>Z.txt.ots   # or: ots info <HHMMSS>Z.txt.ots"]
    fixed = set(CATALOGUE.values())
    for command in commands:
        _, mark, comment = command.partition("# ")
        assert mark and comment.strip() in fixed, command


# -- plurals and figures in the reader's language (issue 27, items 9 and 10) -----------------
@pytest.mark.parametrize(("lang", "one", "many"), [
    ("en", "The 1 published figure was reproduced",
     "All 117 published figures were reproduced"),
    ("de", "Die 1 veröffentlichte Zahl wurde", "Alle 117 veröffentlichten Zahlen wurden"),
    ("es", "La 1 cifra publicada se reprodujo", "Las 117 cifras publicadas se reprodujeron"),
    ("ko", "공개된 수치 1개", "공개된 수치 117개"),
])
def test_a_counted_sentence_takes_its_languages_plural_form(lang, one, many):
    """Not "Alle 1 veröffentlichten Zahlen": one form for 1, another for 117."""
    from verifier_app.cli_lang import words_for
    from verifier_app.core.messages import Message

    words = words_for(lang)
    assert words.language == lang
    said = [Message.of("step7.all", count=n, tolerance="1e-05").render(words.engine)
            for n in (1, 117)]
    assert said[0].startswith(one) and said[1].startswith(many)
    assert Message.of("step7.all", count=1, tolerance="1e-05").render() == \
        "All 1 published figures were reproduced from the verified forecasts (within 1e-05)."


def test_seal_counts_and_days_agree_with_their_number_in_german():
    from verifier_app.cli_lang import words_for
    from verifier_app.core.messages import Message

    words = words_for("de")
    one = Message.of("step6.unanchored", count=1, pending=0).render(words.engine)
    two = Message.of("step6.unanchored", count=2, pending=0).render(words.engine)
    assert one.startswith("1 Siegel hat ") and two.startswith("2 Siegel haben ")
    day = Message.of("rekor.root_old", age=1).render(words.engine)
    assert "vor 1 Tag " in day and "Tagen" not in day


def test_a_figure_takes_the_readers_decimal_mark():
    from verifier_app.cli_lang import words_for
    from verifier_app.core.messages import Figure, Message

    interval = Message.of("report.interval", low=Figure(-0.0033, signed=True),
                          high=Figure(0.01, signed=True))
    assert interval.render() == "-0.0033 to +0.0100"
    assert interval.render(words_for("de").engine) == "-0,0033 bis +0,0100"
