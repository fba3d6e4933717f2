"""Every word in the reader's language (issue 27, items 7-10).

A league (the demonstration's files without its demonstration notice, checked offline) and a
changed copy of it are opened in English, German, Spanish and Korean; on every tab, every
statistics page, the chosen seal's lines and line card and in every chart, no visible text
holds a word of another language (``visible_text.foreign_words``). A change of language
re-renders every view at once and does not make the result stale. Screenshots of each
language are saved beside the test's temporary files."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLineEdit

from tests.gui.helpers import WAIT_MS, open_and_wait, save_shot
from tests.gui.test_compare_dialog import caret_under_the_change
from tests.gui.visible_text import (
    chart_texts,
    foreign_words,
    point_decimals,
    ungrouped_numbers,
    visible_texts,
)
from verifier_app.core.bundle import DEMO_MARKER
from verifier_app.core.messages import Message
from verifier_app.demo.generator import DemoSettings
from verifier_app.gui import config
from verifier_app.gui.compare_dialog import compare_with
from verifier_app.gui.config import install_translator
from verifier_app.gui.main_window import MainWindow
from verifier_app.gui.messages import engine_text, render, tr
from verifier_app.gui.settings_dialog import settings_changed

# A test in a language may read the league in the window an earlier one left showing it:
# the module's tests run on one test process.
pytestmark = [pytest.mark.gui, pytest.mark.xdist_group("every_word")]
LANGUAGES = ("en", "de", "es", "ko")


@pytest.fixture(scope="module")
def league_and_copy(tmp_path_factory, demo_masters) -> tuple[Path, Path]:
    """A league the app does not know as its demonstration, and a copy of it with one
    probability changed and a file added."""
    root = tmp_path_factory.mktemp("league")
    league, copy = root / "league", root / "copy"
    shutil.copytree(demo_masters(DemoSettings(sessions=2)), league)  # as written for this run
    (league / DEMO_MARKER).unlink()
    shutil.copytree(league, copy)
    path = copy / "api/v1/council-forecasts.csv"
    data = path.read_bytes()
    index = data.index(b",42,")
    path.write_bytes(data[:index] + b",43," + data[index + 4:])
    (copy / "notes.txt").write_text("added later\n")
    return league, copy


@pytest.fixture(scope="module")
def kept_windows():
    """Per language, the window a test of this module left showing the league (walked, its
    statistics drawn): a later test that only reads the league there, or changes what
    is no walk, takes it instead of opening the league again. Closed with the module."""
    kept: dict[str, MainWindow] = {}
    yield kept
    for window in kept.values():
        window.close()
        window.deleteLater()


@pytest.fixture
def in_language(qtbot, kept_windows):
    """A window in a language (and offline: the league's anchors are not looked up); one
    asked for with ``keep`` stays open for the module's later tests in that language."""
    app = QApplication.instance()

    def window_in(language: str, keep: bool = False) -> MainWindow:
        assert install_translator(app, language) == language
        config.OFFLINE.set(True)
        window = MainWindow()
        if keep:
            if language in kept_windows:
                kept_windows[language].close()
            kept_windows[language] = window
        else:
            qtbot.addWidget(window)  # closed with the test
        window.resize(1400, 900)
        window.show()
        return window

    yield window_in
    for window in kept_windows.values():
        window.hide()  # out of the way (nothing drawn) until a test takes it again
    install_translator(app, "en")
    config.LANGUAGE.set("")
    config.OFFLINE.set(False)


@pytest.fixture
def league_in(qtbot, in_language, kept_windows, league_and_copy):
    """``league_in(language)``: a window in that language showing the league, walked with
    its statistics drawn: the one an earlier test left showing it, or a new one."""
    app = QApplication.instance()
    league = league_and_copy[0]

    def window_with_league(language: str) -> MainWindow:
        window = kept_windows.get(language)
        if window is None:
            window = in_language(language, keep=True)
        else:  # the language is installed again, as for a window made now, and it is shown
            assert install_translator(app, language) == language
            config.OFFLINE.set(True)
            window.show()
        if window.busy or window.last_paths != [league] or window.workshop is not None:
            walked(qtbot, window, league)
        assert window.report is not None and window.stats_for(window.report) is not None
        return window

    return window_with_league


def walked(qtbot, window: MainWindow, path: Path) -> None:
    open_and_wait(qtbot, window, [path])
    qtbot.waitUntil(lambda: window.stats_for(window.report) is not None, timeout=WAIT_MS)


def every_text(qtbot, window: MainWindow, shots: Path | None = None) -> list[str]:
    """The texts of every tab and statistics page, with a seal and its first line chosen."""
    texts = []
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        if window.tabs.currentWidget() is window.seals_view:
            choose_a_line(qtbot, window)
        pages = window.stats_view.pages
        for page in range(pages.count() if index == window.tabs.count() - 1 else 1):
            pages.setCurrentIndex(page)
            qtbot.wait(30)
            texts += visible_texts(window) + chart_texts(window)
            if shots is not None:
                assert save_shot(window, shots / f"tab{index}-{page}.png")
    return texts


def choose_a_line(qtbot, window: MainWindow) -> None:
    view = window.seals_view
    view.seals.selectRow(0)
    qtbot.waitUntil(lambda: view.loaded_seal is not None, timeout=WAIT_MS)
    view.lines.selectRow(0)
    qtbot.waitUntil(lambda: line_shown(window), timeout=WAIT_MS)


def line_shown(window: MainWindow) -> bool:
    return window.seals_view.card.heading.text() != tr("Select a line to see it here.")


def foreign(texts: list[str], language: str) -> str:
    """Each text with a word of another language or a number not grouped the language's
    way, and those words ("" when none)."""
    found = [(t, foreign_words(t, language) + ungrouped_numbers(t)
              + point_decimals(t, language))
             for t in dict.fromkeys(texts)]
    return "\n".join(f"{words}: {t}" for t, words in found if words)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_league_and_its_copy_speak_one_language(qtbot, in_language, league_and_copy,
                                                    language, tmp_path):
    """Done when: no widget text is left from another language; every visible string is
    in that language's catalogue or is data."""
    window = in_language(language, keep=True)  # left showing the league for later tests
    for path in reversed(league_and_copy):
        walked(qtbot, window, path)
        shots = tmp_path / path.name
        shots.mkdir()
        texts = every_text(qtbot, window, shots)
        assert len(texts) > 200  # the tabs were really read
        found = foreign(texts, language)
        if found:
            pytest.fail(f"{path.name} in {language}:\n{found}", pytrace=False)


def test_the_window_title_and_the_check_in_progress_are_in_the_language(qtbot, in_language,
                                                                        league_and_copy):
    window = in_language("de")
    window.open_paths([league_and_copy[0]], remember=False)
    assert window.progress_label.text() == "league wird geprüft…"
    assert window.cancel_button.text() == "&Abbrechen"
    qtbot.waitUntil(lambda: not window.busy, timeout=WAIT_MS)
    assert window.windowTitle() == "league — Vor der Eröffnung versiegelt: Prüfprogramm"


def test_a_new_language_redraws_every_view_at_once_and_is_not_a_stale_result(
        qtbot, in_language, league_and_copy):
    """German, then Korean, then German again: the seals tab, the line card, the workshop
    and the statistics pages change at once; the result stays the one checked."""
    window = in_language("de")
    walked(qtbot, window, league_and_copy[0])
    window.tabs.setCurrentWidget(window.seals_view)
    choose_a_line(qtbot, window)
    verdict = window.report.verdict
    compared, guide = open_compare_and_guide(qtbot, window, league_and_copy[1])
    for language in ("ko", "de"):
        window.tabs.setCurrentWidget(window.seals_view)
        before = config.chosen_language()
        sources = config.deciding_values()
        config.LANGUAGE.set(language)
        settings_changed(window, before, sources)
        assert not window.recheck.stale and window.recheck.note.text() == ""
        assert window.report.verdict == verdict
        assert window.tabs.currentWidget() is window.seals_view  # where the reader was
        qtbot.waitUntil(lambda: line_shown(window), timeout=WAIT_MS)
        qtbot.waitUntil(lambda: window.stats_for(window.report) is not None, timeout=WAIT_MS)
        texts = every_text(qtbot, window)
        # The open Compare and Guide dialogs are worded again too (item 8).
        assert compared.isVisible() and guide.isVisible()
        assert compared.windowTitle() == tr("Compare with another copy")
        assert tr("Only in the second copy:") in compared.view.toPlainText()
        assert caret_under_the_change(compared.view.toPlainText())
        one_differs = {"de": "; 1 unterscheidet sich;", "ko": "; 1개는 다름;"}[language]
        assert one_differs in compared.view.toPlainText()  # its plural form (item 10)
        assert tr("How to check offline") in guide.view.toPlainText()
        texts += [compared.view.toPlainText(), guide.view.toPlainText()]
        found = foreign(texts, language)
        if found:
            pytest.fail(f"after the switch to {language}:\n{found}", pytrace=False)


def open_compare_and_guide(qtbot, window: MainWindow, other: Path):
    """The comparison with ``other`` and the guide, both left open."""
    window.compare_dialog = None
    compare_with(window, other)
    qtbot.waitUntil(lambda: window.compare_dialog is not None, timeout=WAIT_MS)
    window.guide_action.trigger()
    assert window.compare_dialog.isVisible() and window.guide_dialog.isVisible()
    return window.compare_dialog, window.guide_dialog


@pytest.mark.parametrize("language", ("de", "es", "ko"))
def test_the_errors_of_a_price_file_a_witness_folder_and_a_statement_are_in_the_language(
        qtbot, league_in, language, tmp_path):
    """Item 7: a damaged price file, a witness folder that is a file and a statement that
    cannot be read are said in the window's language, with no word of another one."""
    from verifier_app.gui.witness_actions import check_folder
    from verifier_app.witness.use import witnesses_for

    window = league_in(language)
    bad = tmp_path / "prices.csv"
    bad.write_text("asset,time,price\nSPX,yesterday,1\n", encoding="utf-8")
    before = window.stats_view.stats
    window.stats_view.prices_page.chosen.emit(bad)
    qtbot.waitUntil(lambda: window.stats_view.stats is not None
                    and window.stats_view.stats is not before, timeout=WAIT_MS)
    said = [window.stats_view.prices_page.sentence.text()]
    assert "'yesterday'" in said[0] and "yesterday' is neither" not in said[0]
    check_folder(window, bad)  # a file, not a folder of statements
    said.append(window.last_message.text())
    assert said[1] == render(Message.of("statement.not_a_folder", folder="prices.csv"))
    folder = tmp_path / "statements"
    folder.mkdir()
    (folder / "junk.txt").write_text("not a statement\n", encoding="utf-8")
    unread = witnesses_for(folder).found[0]  # why it is no statement, as the walk says it
    said.append(render(Message.of("witness.not_statement", name=unread.name,
                                  problem=unread.problem)))
    assert unread.problem == Message.of("statement.not_ours")
    found = foreign(said, language)
    if found:
        pytest.fail(f"in {language}:\n{found}", pytrace=False)


def test_a_change_of_source_still_marks_the_result_stale(league_in):
    window = league_in("en")
    before, sources = config.chosen_language(), config.deciding_values()
    config.HEADERS_FILE.set("/nowhere/headers.bin")
    try:
        settings_changed(window, before, sources)
        assert window.recheck.stale and window.recheck.note.text()
    finally:
        config.HEADERS_FILE.set("")


def test_the_evidence_pane_says_its_sentences_and_the_by_hand_comment_in_german(league_in):
    """The pane keeps the JSON's names; its sentences, status words and yes/no are German,
    and the by-hand command's comment too (the command itself is code)."""
    window = league_in("de")
    card = next(c for c in window.walk_view.cards if c.step.id == "step6")
    card.toggle.setChecked(True)
    pane = card.evidence_text.toPlainText()
    proof = next(seal.ots for seal in window.report.seals if seal.ots is not None)
    assert proof.message is not None
    assert proof.said(engine_text) in pane and proof.detail not in pane
    assert "status: NICHT GEPRÜFT" in pane and "status: not_checked" not in pane
    p1b = next(c for c in window.walk_view.cards if c.step.id == "p1b")
    commands = [w.text() for w in p1b.findChildren(QLineEdit)]
    assert commands and commands[0].endswith("# max(at, booked_at) vor 09:30 New Yorker Zeit")


@pytest.mark.parametrize(("language", "height"), [("de", "9.000.000"), ("ko", "9,000,000"),
                                                  ("en", "9,000,000")])
def test_block_heights_are_grouped_the_languages_way_in_every_sentence(
        qtbot, in_language, language, height):
    """Item 9: the demonstration's blocks (height 9,000,000) read "Höhe 9.000.000" in step
    6's sentence as in the seal's tooltip, never "9000000"; no text of any tab holds a
    number without its groups."""
    from verifier_app.resources import demo_bundle_dir

    window = in_language(language)
    walked(qtbot, window, demo_bundle_dir())
    step6 = next(s for s in window.report.steps if s.id == "step6")
    assert height in render(step6.message) and "9000000" not in render(step6.message)
    texts = every_text(qtbot, window)
    assert any(height in t for t in texts)
    ungrouped = sorted({n for t in texts for n in ungrouped_numbers(t)})
    assert not ungrouped, ungrouped
