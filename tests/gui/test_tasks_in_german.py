"""The journalist's tasks through the window in German give the same answers as in English:
the verdict, its first reason, the headline's level, the trust ladder, the headline N_eff,
the failing line of a changed copy and what a comparison of two copies finds."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tests.gui.helpers import WAIT_MS, changed_copies, open_and_wait
from verifier_app.demo.generator import DemoSettings
from verifier_app.gui import config
from verifier_app.gui.compare_dialog import compare_with
from verifier_app.gui.config import install_translator
from verifier_app.gui.main_window import MainWindow

pytestmark = pytest.mark.gui
# What a comparison names, whatever the language: file names, line numbers, values.
FACTS = re.compile(r"[\w./-]+\.(?:csv|txt|jsonl|json)|\d+")


@pytest.fixture(scope="module")
def copies(tmp_path_factory, demo_masters) -> tuple[Path, Path]:
    """A small league and a copy of it with one probability changed (42 → 43) and a file
    added, as the journalist was given."""
    return changed_copies(tmp_path_factory.mktemp("copies"),
                          demo_masters(DemoSettings(sessions=1)))


def _answers(qtbot, copies) -> dict:
    first, second = copies
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    open_and_wait(qtbot, window, [first])
    qtbot.waitUntil(lambda: window.stats_for(window.report) is not None, timeout=WAIT_MS)
    summary = window.report.verdict_summary
    reason = summary.first_reason
    stats = window.stats_for(window.report)
    out = {"verdict": summary.verdict.contract_word,
           "first reason": (reason.check, reason.status) if reason else None,
           "headline level": summary.headline.level, "ladder": dict(window.ladder.levels),
           "n_eff": round(stats.n_eff_headline.value, 6) if stats.n_eff_headline else None,
           "seals": window.seals_view.seals.rowCount()}
    window.compare_dialog = None
    compare_with(window, second)
    qtbot.waitUntil(lambda: window.compare_dialog is not None or window.last_message is not None,
                    timeout=WAIT_MS)
    shown = window.compare_dialog.view.toPlainText()
    out["compare"] = sorted(FACTS.findall(shown))
    window.apply_tamper("flip")
    qtbot.waitUntil(lambda: not window.busy and window.workshop is not None, timeout=WAIT_MS)
    tampered = window.workshop
    out["tampered"] = (tampered.report.verdict, tampered.line,
                       tampered.report.book.result.first_bad_line,
                       [s.id for s in tampered.report.steps if s.status.name == "FAIL"])
    words = {"caught": window.workshop_view.caught.word_label.text(),
             "overall": window.seals_view.seals.horizontalHeaderItem(3).text(),
             "values": window.stats_view.charts["n_eff"].values_button.text(),
             "compare": shown}
    window.close()
    return {"answers": out, "words": words}


@pytest.mark.slow
def test_the_tasks_in_german_give_the_english_answers_in_german_words(qtbot, copies):
    english = _answers(qtbot, copies)
    app = QApplication.instance()
    try:
        assert install_translator(app, "de") == "de"
        german = _answers(qtbot, copies)
    finally:
        install_translator(app, "en")
        config.LANGUAGE.set("")
    assert german["answers"] == english["answers"]
    assert english["answers"]["tampered"][0] == "fail"
    assert "notes.txt" in english["answers"]["compare"]
    assert german["words"]["caught"] == "ERKANNT: die Prüfung schlägt fehl"
    assert german["words"]["overall"] == "Gesamt"
    assert german["words"]["values"] == "Werte zeigen"
    assert "Nur in der zweiten Kopie:\n  notes.txt" in german["words"]["compare"]
    assert english["words"]["caught"] == "CAUGHT: the walk fails"
