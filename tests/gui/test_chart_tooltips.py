"""The charts' hover texts count in the reader's language (issue 27, item 10): "1 Sitz",
"2 Sitze", never "1 Sitze" nor an English "seat(s)" left over; the numbers in the
language's form."""

from __future__ import annotations

import re

import numpy as np
import pytest

from tests.gui.visible_text import foreign_words
from verifier_app.gui import config
from verifier_app.gui.charts.registry import CHARTS, default_choice
from verifier_app.gui.charts.render import drawn
from verifier_app.gui.config import install_translator
from verifier_app.stats.n_eff import Count, NEffRun

pytestmark = pytest.mark.gui
LANGUAGES = ("en", "de", "es", "ko")
# A counted noun of English written for any number, as a text without plural forms says it.
EITHER = re.compile(r"\w\(s\)")
# One of a thing said in the plural ("1 forecasts", "1 Zeilen"): a count without its forms.
ONE_MANY = re.compile(r"(?<![\d.,])1 (?:forecasts|events|rows|seats|pairs|Prognosen|Ereignisse|"
                      r"Zeilen|Sitze|Paare|pronósticos|eventos|filas|asientos|pares)\b")


@pytest.fixture
def demo_stats(demo_walked):
    return demo_walked.stats


@pytest.fixture
def language(qapp):
    app = qapp

    def installed(code: str) -> str:
        assert install_translator(app, code) == code
        return code

    yield installed
    install_translator(app, "en")
    config.LANGUAGE.set("")


def hover_texts(stats) -> list[str]:
    run, horizon = default_choice(stats)
    texts = []
    for chart_class in CHARTS:
        chart = drawn(chart_class, stats, run, horizon)
        texts += chart.hover_texts
        chart.deleteLater()
    return texts


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_charts_hover_text_counts_in_the_language(demo_stats, language, code):
    language(code)
    texts = hover_texts(demo_stats)
    assert len(texts) > 100  # every chart's points were read
    either = [t for t in texts if EITHER.search(t) or ONE_MANY.search(t)]
    assert not either, either[:3]
    foreign = [(t, foreign_words(t, code)) for t in texts if foreign_words(t, code)]
    assert not foreign, foreign[:3]


def one_seat_run(seats: int, pairs: int) -> NEffRun:
    return NEffRun("2026-10-26-am", "2026-10-26", "1d", Count(seats, 0.25, 1.0, pairs, 1),
                   ["s1"], ["SPX"], np.zeros((1, 1)), np.zeros((1, 1)), rows_used=1)


@pytest.mark.parametrize(("code", "one", "many"), [
    ("en", ["N = 1 seat,", "1 row,", "1 pair used", "1 skipped"],
     ["N = 2 seats,", "12,928 pairs used"]),
    ("de", ["N = 1 Sitz,", "1 Zeile,", "1 Paar verwendet", "1 übersprungen"],
     ["N = 2 Sitze,", "12.928 Paare verwendet"]),
    ("es", ["N = 1 asiento,", "1 fila,", "1 par usado", "1 omitido"],
     ["N = 2 asientos,", "12.928 pares usados"]),
    ("ko", ["N = 좌석 1개,", "행 1개,", "사용한 쌍 1개"], ["N = 좌석 2개,", "사용한 쌍 12,928개"]),
])
def test_the_n_eff_tip_takes_the_plural_form_of_each_number(language, code, one, many):
    from verifier_app.gui.charts.n_eff import _tip

    language(code)
    single, plural = _tip(one_seat_run(1, 1)), _tip(one_seat_run(2, 12928))
    assert all(part in single for part in one), single
    assert all(part in plural for part in many), plural
