"""The same bundle in German gives the same answers as in English, in German words; a
pseudo-localised window (every text 40% longer) is drawn and saved for review."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from tests.gui.helpers import WAIT_MS, open_and_wait, save_shot
from tests.gui.pseudo import Stretched
from verifier_app.gui import config
from verifier_app.gui.config import install_translator
from verifier_app.gui.main_window import MainWindow
from verifier_app.resources import demo_bundle_dir

pytestmark = pytest.mark.gui


def _walked(qtbot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    open_and_wait(qtbot, window, [demo_bundle_dir()])
    qtbot.waitUntil(lambda: window.stats_for(window.report) is not None, timeout=WAIT_MS)
    return window


def test_german_window_gives_the_same_answers_in_german(qtbot):
    english = _walked(qtbot)
    answers = (english.report.verdict, english.ladder.levels,
               english.report.verdict_summary.headline.level)
    assert english.verdict.headline.text().startswith("Chain intact")
    app = QApplication.instance()
    try:
        assert install_translator(app, "de") == "de"
        german = _walked(qtbot)
        assert (german.report.verdict, german.ladder.levels,
                german.report.verdict_summary.headline.level) == answers
        assert german.verdict.headline.text() == ("Kette intakt — Zeiten bewiesen durch: "
                                                 "nichts Unabhängiges (Stufe 1)")
        assert german.verdict.title == "BESTANDEN MIT 3 WARNUNGEN"
        assert german.walk_view.cards[0].mark.word_label.text() == "BESTANDEN"
        # The steps' sentences too, not only their marks: step 1, 3 and 7 in German.
        said = {card.step.id: card.detail.text() for card in german.walk_view.cards}
        assert said["step1"] == "Das Buch und 17 gestempelte Listen gefunden."  # plural form
        assert said["step3"].startswith("Alle 34 gestempelten Anfänge stimmen")
        parts = {p.part.id: p.detail.text() for p in german.walk_view.cards[6].parts}
        assert parts["step7a"].startswith("Alle 117 veröffentlichten Zahlen")
        assert parts["step7b"].startswith("30 veröffentlichte Zeilen, 5 Konten")
        assert said["step6"].startswith("14 von 17 Siegeln sind in Blockköpfen verankert")
        # The banner's reason is the first warning, in German too.
        assert "14 von 17 Siegeln" in german.verdict.sentence.text()
    finally:
        install_translator(app, "en")
        config.LANGUAGE.set("")


def _cut_off(window) -> list[str]:
    """Texts of visible one-line labels and buttons narrower than their text needs."""
    cut = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or not isinstance(widget, QLabel | QAbstractButton):
            continue
        if isinstance(widget, QLabel) and widget.wordWrap():
            continue
        if widget.text() and widget.sizeHint().width() > widget.width() + 1:
            cut.append(widget.text())
    return cut


def test_pseudo_localised_window_is_drawn(qtbot, tmp_path):
    app = QApplication.instance()
    stretched = Stretched()
    app.installTranslator(stretched)
    try:
        window = _walked(qtbot)
        window.resize(1200, 820)
        assert window.verdict.headline.text().endswith("ÿ")
        # Nothing forces the window past its default size, so nothing is pushed off it.
        assert window.minimumSizeHint().width() <= 1200 and window.width() == 1200
        for index in range(window.tabs.count()):
            window.tabs.setCurrentIndex(index)
            qtbot.wait(50)
            shot = tmp_path / f"pseudo-{index}.png"
            assert save_shot(window, shot)
            assert shot.stat().st_size > 0
            assert _cut_off(window) == [], window.tabs.tabText(index)
        # Headline, verdict word and first reason each stay within the banner's width.
        banner = window.verdict
        for label in (banner.headline, banner.sentence):
            assert label.wordWrap() and label.geometry().right() <= banner.width()
    finally:
        app.removeTranslator(stretched)
