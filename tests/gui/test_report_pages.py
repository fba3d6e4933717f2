"""The PDF report on A4 and Letter: one attachable first page, nothing cut at the margins.

Every page is rendered to PNG with pdftoppm (poppler), and every word's box is read with
pdftotext -bbox: no word may reach past the right margin, and the first page must hold the
headline, the file hashes, the seals, what is proven, the commands, and nothing after.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from verifier_app.gui.report_export import (
    MARGIN_MM,
    chart_pngs,
    compute_report_stats,
    write_pdf_report,
)

pytestmark = [pytest.mark.gui,
              pytest.mark.skipif(not (shutil.which("pdftoppm") and shutil.which("pdftotext")),
                                 reason="poppler (pdftoppm, pdftotext) is not installed")]
WORD = re.compile(r'<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">'
                  r"([^<]*)</word>")
PAGE = re.compile(r'<page width="([\d.]+)" height="([\d.]+)">(.*?)</page>', re.S)


def _pages(pdf: Path) -> list[tuple[float, list[tuple[float, float, str]]]]:
    out = subprocess.run(["pdftotext", "-bbox", str(pdf), "-"], capture_output=True,
                         check=True, text=True).stdout
    return [(float(w), [(float(a), float(b), t) for a, b, t in WORD.findall(body)])
            for w, _h, body in PAGE.findall(out)]


@pytest.fixture(scope="module")
def report_and_stats(demo_walked):
    """The demo's report (walked once per test process) and the statistics the report
    export computes for it, once for the module: every report here is written from them."""
    return demo_walked.report, compute_report_stats(demo_walked.report)


@pytest.fixture(scope="module")
def english_charts(report_and_stats):
    """The charts of the English report, drawn once for the pages of both sizes."""
    return chart_pngs(report_and_stats[1])


def page_one_foreign(words: str, language: str) -> list[str]:
    """The words of page 1 from another language, its numbers without their groups, and its
    decimals with another language's mark (N_eff's "1.63" on a German page)."""
    from tests.gui.visible_text import foreign_words, point_decimals, ungrouped_numbers

    return (foreign_words(words, language) + ungrouped_numbers(words)
            + point_decimals(words, language))


@pytest.mark.parametrize("page", ["A4", "Letter"])
def test_first_page_is_attachable_and_no_page_is_cut(qtbot, tmp_path, page, report_and_stats,
                                                     english_charts):
    report, stats = report_and_stats
    pdf = tmp_path / f"report-{page}.pdf"
    write_pdf_report(report, pdf, stats, english_charts, page=page)
    subprocess.run(["pdftoppm", "-r", "40", "-png", str(pdf), str(tmp_path / "page")],
                   check=True)
    pngs = sorted(tmp_path.glob("page-*.png"))
    pages = _pages(pdf)
    assert len(pngs) == len(pages) > 1
    margin = MARGIN_MM / 25.4 * 72
    for number, (width, words) in enumerate(pages, start=1):
        for _x0, x1, text in words:
            assert x1 <= width - margin + 1, f"page {number}: '{text}' is cut at the margin"
    first = " ".join(t for _a, _b, t in pages[0][1])
    assert "Chain intact — times proven by: nothing independent (level 1)" in first
    assert not page_one_foreign(first, "en")
    # Page 1: the verdict, what limits it, how it was checked, the day's seals, the hashes
    # (issue 27, item 12); what is proven and the commands follow before the appendix.
    for needed in ("SHA-256", "council-book.jsonl", "The seals of 2026-10-26", "New York",
                   "What limits this result", "How this was checked", "Network",
                   "Log key", "Time-stamp roots", "independent voices", "Registered test"):
        assert needed in first, needed
    start = next(i for i, (_w, words) in enumerate(pages)
                 if " ".join(t for _a, _b, t in words).startswith("Appendix"))
    before = " ".join(t for _w, words in pages[:start] for _a, _b, t in words)
    assert 1 <= start <= 2  # the first part is at most two pages
    for needed in ("Proven:", "Not proven:", "shasum", "ots verify", "openssl ts -verify",
                   "rekor-cli"):
        assert needed in before, needed


TRANSLATED = {
    "de": ("Kette intakt", "Die Siegel: 2026-10-26", "Was dieses Ergebnis einschränkt",
           "Wie geprüft wurde", "Anhang:"),
    "es": ("Cadena intacta", "Los sellos del 2026-10-26", "Qué limita este resultado",
           "Cómo se comprobó", "Apéndice:"),
    "ko": ("체인 온전함", "2026-10-26의 봉인", "이 결과를 제한하는 것", "확인 방법", "부록:"),
}


@pytest.mark.slow
@pytest.mark.parametrize("language", sorted(TRANSLATED))
def test_a_translated_report_is_translated_and_no_word_is_cut(qtbot, tmp_path, language,
                                                              report_and_stats):
    """German and Spanish run longer than English: the first page still fits, no word is
    cut at the margin, and no status word is broken inside a narrow column."""
    from PySide6.QtWidgets import QApplication

    from verifier_app.core.status import STATUS_WORDS
    from verifier_app.gui import config
    from verifier_app.gui.config import install_translator
    from verifier_app.gui.messages import text

    report, stats = report_and_stats
    pdf = tmp_path / "report.pdf"
    app = QApplication.instance()
    try:
        assert install_translator(app, language) == language
        write_pdf_report(report, pdf, stats, chart_pngs(stats), page="A4")
        words = {w for word in STATUS_WORDS.values() for w in text(word).split()}
    finally:
        install_translator(app, "en")
        config.LANGUAGE.set("")
    subprocess.run(["pdftoppm", "-r", "40", "-png", str(pdf), str(tmp_path / "page")],
                   check=True)
    pages = _pages(pdf)
    assert len(sorted(tmp_path.glob("page-*.png"))) == len(pages) > 1
    margin = MARGIN_MM / 25.4 * 72
    for number, (width, found) in enumerate(pages, start=1):
        for _x0, x1, shown in found:
            assert x1 <= width - margin + 1, f"page {number}: '{shown}' is cut at the margin"
            broken = [w for w in words if w != shown and len(shown) >= 4 and
                      w.startswith(shown)]
            assert not broken, f"page {number}: '{shown}' is a status word cut short"
    *needed, appendix = TRANSLATED[language]
    first = " ".join(t for _a, _b, t in pages[0][1])
    for phrase in needed:
        assert phrase in first, phrase
    # Page 1 holds no word of another language and no number without its groups (item 27,
    # "Done when": page 1 of the PDF in each language, rendered to PNG, its words checked).
    assert not page_one_foreign(first, language)
    assert appendix not in first  # the details start on a page of their own
    assert any(" ".join(t for _a, _b, t in words).startswith(appendix)
               for _w, words in pages[1:3])
    everything = " ".join(t for _w, found in pages for _a, _b, t in found)
    for english in ("What was checked", "Each seal in detail", "valid signature",
                    "Why the verdict is what it is", "The ten steps", "This bundle reaches",
                    "Interim reading as of", "Primary endpoint not computed"):
        assert english not in everything, english


def test_long_runs_break_between_characters_never_inside_styles_or_commands():
    """The PDF wraps between words only; a fingerprint in a sentence gets zero-width break
    points, while the style sheet, the title and the commands stay byte for byte."""
    from verifier_app.gui.report_export import breakable

    digest = "ab" * 32
    page = (f"<html><head><title>{digest}</title>\n<style>body{{font-family:\"Noto Sans\","
            f"\"DejaVu Sans\",Arial,sans-serif;color:#1f1f1f}}</style></head><body>"
            f"<p>key {digest}.</p><code>rekor-cli search --sha {digest}</code></body></html>")
    out = breakable(page)
    assert out.replace("\u200b", "") == page
    assert f"<title>{digest}</title>" in out and "sans-serif;color:#1f1f1f" in out
    assert f"--sha {digest}</code>" in out
    assert f"key {digest[:16]}\u200b{digest[16:32]}\u200b" in out
