"""A German window says the reasons in German too: step 9's tokens, the log's further checks,
the seals' tooltips, the claims ladder, the statistics banner and the report's appendix.

Each sentence is rendered with the window's German lookup and must differ from the English,
have every placeholder filled and hold no English phrase of the message catalogue."""

from __future__ import annotations

import html
import re
from datetime import UTC, datetime

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication, QToolTip

from tests.english_phrases import literal_phrases
from tests.gui.helpers import WAIT_MS, open_and_wait, save_shot, walked_window
from verifier_app.core.messages import CATALOGUE
from verifier_app.core.results import Status
from verifier_app.demo.tamper import apply_tamper
from verifier_app.gui import config
from verifier_app.gui.config import install_translator
from verifier_app.gui.line_card import describe_properties
from verifier_app.gui.main_window import MainWindow
from verifier_app.gui.messages import engine_text, render, text
from verifier_app.report.html import render_html
from verifier_app.resources import demo_bundle_dir

# The module's German window opens the demo once, on one test process.
pytestmark = [pytest.mark.gui, pytest.mark.xdist_group("german_sentences")]
PLACEHOLDER = re.compile(r"\{[a-z_0-9]+\}")
LOG_CHECKS = ("log_signer", "log_history", "log_equivocation")


def english_phrases() -> list[str]:
    """The literal parts of every template that German says differently (at least three
    words, so names and codes shared by both languages are not counted)."""
    phrases = []
    for template in CATALOGUE.values():
        if QCoreApplication.translate("engine", template) in ("", template):
            continue
        phrases += literal_phrases([template])
    return phrases


def assert_german(said: str, english: str, phrases: list[str]) -> None:
    assert said != english, english
    assert not PLACEHOLDER.search(said), said
    found = [p for p in phrases if p and p in said]
    assert not found, f"English left in {said!r}: {found}"


@pytest.fixture(scope="module")
def built_in_german(request):
    """A window built in German that opened the demo and drew its statistics, once for the
    module's tests that read it; the language is then taken out again until a test asks."""
    app = request.getfixturevalue("qapp")
    before = QLocale()
    assert install_translator(app, "de") == "de"
    try:
        return walked_window(request, [demo_bundle_dir()])
    finally:
        config.remove_translators(app)
        QLocale.setDefault(before)


@pytest.fixture
def german_window(built_in_german):
    """The German window, with German installed while the test renders its sentences."""
    app = QApplication.instance()
    assert install_translator(app, "de") == "de"
    yield built_in_german
    install_translator(app, "en")
    config.LANGUAGE.set("")


def test_step_9_the_log_checks_and_the_seal_tooltips_speak_german(german_window):
    report, phrases = german_window.report, english_phrases()
    step9 = report.step("step9")
    checks = [c for c in report.checks if c.id in LOG_CHECKS]
    assert step9.message is not None and len(checks) == len(LOG_CHECKS)
    for result in (step9, *checks, *[s for s in report.steps if s.message is not None]):
        assert result.message is not None, result.id
        assert_german(result.said(engine_text), result.detail, phrases)
    tokens = [t for seal in report.seals for t in seal.tokens]
    assert tokens and all(t.message is not None for t in tokens)
    for token in tokens:
        assert_german(token.said(engine_text), token.detail, phrases)
    table = german_window.seals_view.seals
    tips = [table.item(r, c).toolTip() for r in range(table.rowCount())
            for c in range(table.columnCount()) if table.item(r, c) is not None]
    assert any(tokens[0].said(engine_text) in tip for tip in tips)
    assert not any(tokens[0].detail in tip for tip in tips)


def test_the_statistics_tab_speaks_german_with_german_numbers(german_window):
    ladder = german_window.stats_for(german_window.report).claims
    said = render(ladder.message)
    assert_german(said, ladder.sentence, english_phrases())
    assert said.startswith("Dieses Bündel erreicht")
    for rung in ladder.rungs:
        if rung.said is not None and not isinstance(rung.said, str):
            assert_german(rung.evidence_in(engine_text), rung.evidence, english_phrases())
    banner = german_window.stats_view.rows_label.text()
    assert "Prognosezeilen" in banner or "Zeilen" in banner
    assert not re.search(r"\d,\d{3}\b", banner), banner  # German groups with a point
    stats = german_window.stats_for(german_window.report)
    shown = german_window.stats_view.endpoint_label.text()
    for reading in (stats.endpoint, stats.disagreement):
        assert reading is not None
        said = render(reading.said)
        assert_german(said, reading.said.render(), english_phrases())
        assert said in shown
    rows = stats.rows
    if rows.total >= 1000:
        assert f"{rows.total:,}".replace(",", ".") in banner


def test_the_report_appendix_is_in_the_windows_language(german_window):
    report = german_window.report
    page = html.unescape(render_html(report, None, None, datetime(2026, 12, 1, tzinfo=UTC),
                                     lookup=engine_text, text=text))
    assert "Anhang: jede Prüfung im Einzelnen" in page
    assert '<html lang="de">' in page
    # A step in parts (step 7: 7a, 7b) is shown part by part, each with its own sentence.
    shown = [p for s in (*report.steps, *report.checks) for p in (s.parts or (s,))]
    assert {"step7a", "step7b"} <= {step.id for step in shown}
    for step in shown:
        if step.message is not None:
            assert step.said(engine_text) in page
            assert step.detail not in page, step.id
    for english in ("Appendix: every check in detail", "What was checked",
                    "Each seal in detail", "Why the verdict is what it is"):
        assert english not in page


def test_the_line_cards_proof_panel_speaks_german(german_window):
    phrases = english_phrases()
    lines = german_window.report.properties.lines
    for line in lines[:40]:
        panel = html.unescape(re.sub(r"<[^>]+>", " ", describe_properties(line)))
        assert panel.lstrip().startswith("Vorher-Beweis für diese Zeile")
        assert not PLACEHOLDER.search(panel)
        found = [p for p in phrases if p and p in panel]
        assert not found, f"English left in {panel!r}: {found}"
        for name, found in line.to_json().items():
            if name in ("P2", "P1a", "P1b", "P3"):  # the JSON names its sentence
                assert found["message"]["id"] in CATALOGUE


@pytest.mark.parametrize("tamper", ["token-digest", "header"])
def test_a_tampered_copys_broken_seal_speaks_german_in_its_tooltip(qtbot, demo_bundle,
                                                                    tamper, tmp_path):
    """The reason a token or a Bitcoin proof fails, in the Seals tab's tooltip, is German."""
    apply_tamper(demo_bundle, tamper)
    app = QApplication.instance()
    assert install_translator(app, "de") == "de"
    window = MainWindow()
    qtbot.addWidget(window)
    try:
        window.resize(1400, 900)
        window.show()
        open_and_wait(qtbot, window, [demo_bundle])
        phrases = english_phrases()
        broken = [a for seal in window.report.seals for a in seal.anchors()
                  if a.status is Status.FAIL]
        assert broken, tamper
        said = broken[0].said(engine_text)
        assert_german(said, broken[0].detail, phrases)
        table = window.seals_view.seals
        cells = [table.item(r, c) for r in range(table.rowCount())
                 for c in range(table.columnCount()) if table.item(r, c) is not None]
        shown = next(item for item in cells if said in item.toolTip())
        assert broken[0].detail not in shown.toolTip()
        window.tabs.setCurrentWidget(window.seals_view)
        table.selectRow(shown.row())
        qtbot.waitUntil(lambda: window.seals_view.loaded_seal is not None, timeout=WAIT_MS)
        QToolTip.showText(table.viewport().mapToGlobal(table.visualItemRect(shown).center()),
                          shown.toolTip(), table)
        tip = next((w for w in QApplication.topLevelWidgets()
                    if w.metaObject().className() == "QTipLabel" and w.isVisible()), None)
        assert save_shot(window, tmp_path / f"seals-{tamper}-de.png")
        if tip is not None:
            assert save_shot(tip, tmp_path / f"tooltip-{tamper}-de.png")
    finally:
        QToolTip.hideText()
        window.close()
        install_translator(app, "en")
        config.LANGUAGE.set("")
