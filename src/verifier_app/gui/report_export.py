"""Export the walk as a PDF (Qt's rich-text engine) and as self-contained HTML.

The HTML comes from the engine (``report_html``); the PDF lays out the same page with
``QTextDocument``, which understands its tables, text styles and embedded PNG charts.
Statistics are computed off the GUI thread; charts are drawn on it, because the chart
code paints with Qt.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QMarginsF, QSizeF
from PySide6.QtGui import (
    QPageLayout,
    QPageSize,
    QPdfWriter,
    QTextBlock,
    QTextBlockFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextOption,
)

from verifier_app import __version__
from verifier_app.core.errors import UserFacingError
from verifier_app.engine.walk import WalkReport
from verifier_app.gui.messages import engine_text, text
from verifier_app.report.first_page import HEADING_ANCHOR
from verifier_app.report.html import SCREEN_CSS, render_html
from verifier_app.report.seals import seals_csv
from verifier_app.report.words import ReportWords

if TYPE_CHECKING:  # pandas is imported only once statistics are asked for
    from verifier_app.stats.summary import LeagueStats

PDF_RESOLUTION = 150  # dots per inch: sharp charts, moderate file size
MARGIN_MM = 15.0
SEALS_CSV = "seals.csv"  # attached to the PDF


def compute_report_stats(report: WalkReport) -> LeagueStats | None:
    """The league's statistics for the report, or None when there are none to compute.

    Safe to call off the GUI thread (plain Python)."""
    from verifier_app.stats import compute_stats

    try:
        return compute_stats(report.bundle, report)
    except UserFacingError:  # e.g. no verified forecast rows: the report says so
        return None


def chart_pngs(stats: LeagueStats | None) -> dict[str, bytes] | None:
    """PNG bytes per chart, or None when the chart code is not available (GUI thread)."""
    if stats is None:
        return None
    try:
        from verifier_app.gui.charts.registry import CHARTS
        from verifier_app.gui.charts.render import chart_images
    except ImportError:
        return None
    titles = {chart.key: text(chart.title) for chart in CHARTS}  # in the reader's language
    return {titles.get(key, key): png for key, png in chart_images(stats).items()}


@dataclass(frozen=True)
class Shown:
    """What the window showed when the report was asked for: the day chosen in the Seals
    tab (None: the last day) and whether the result predates a change of settings."""

    day: str | None = None
    stale: bool = False


def build_document(report: WalkReport, stats: LeagueStats | None = None,
                   charts: dict[str, bytes] | None = None,
                   checked_at: datetime | None = None, notice: str = "",
                   shown: Shown = Shown()) -> QTextDocument:
    page = render_html(report, stats, charts, checked_at or datetime.now(UTC), notice,
                       day=shown.day, lookup=engine_text, text=text, stale=shown.stale,
                       compact=True)
    document = QTextDocument()
    # Words break only between words: a status word in a narrow column ("DURCHGEFALLEN")
    # moves to the next line whole, never "DURCHGEFALL|EN".
    option = document.defaultTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    document.setDefaultTextOption(option)
    document.setHtml(breakable(page.replace(SCREEN_CSS, "", 1)))  # the PDF sets its width
    return document


LONG_RUN = re.compile(r"[^\s<>&]{33,}")
TEXT = re.compile(r"(<code[^>]*>.*?</code>|<style[^>]*>.*?</style>|<title>.*?</title>)"
                  r"|>([^<]+)(?=<)", re.S)
BREAK_EVERY = 16


def breakable(page: str) -> str:
    """Long unbroken runs in the text (a fingerprint, a path) get a zero-width space every
    BREAK_EVERY characters, so words never need breaking inside: the page wraps between
    words only. Commands (``<code>``) and attributes are left exactly as they are."""
    def text(found: re.Match[str]) -> str:
        if found.group(1) is not None:
            return found.group(1)
        inner = LONG_RUN.sub(lambda run: "\u200b".join(
            run.group(0)[i:i + BREAK_EVERY] for i in range(0, len(run.group(0)), BREAK_EVERY)),
            found.group(2))
        return f">{inner}"
    return TEXT.sub(text, page)


PAGE_SIZES = {"A4": QPageSize.PageSizeId.A4, "Letter": QPageSize.PageSizeId.Letter}


def local_page_size() -> str:
    """Letter where the reader's locale measures in inches (the US), A4 elsewhere."""
    return "Letter" if QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem \
        else "A4"


def write_pdf_report(report: WalkReport, path: Path, stats: LeagueStats | None = None,
                     charts: dict[str, bytes] | None = None,
                     checked_at: datetime | None = None, notice: str = "",
                     page: str | None = None, shown: Shown = Shown()) -> None:
    """Lay the report out on A4 or Letter pages (default: the locale's) into ``path``."""
    document = build_document(report, stats, charts, checked_at, notice, shown)
    path = Path(path)
    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(PAGE_SIZES[page or local_page_size()]))
    writer.setPageMargins(QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                          QPageLayout.Unit.Millimeter)
    writer.setResolution(PDF_RESOLUTION)
    keep_headings_with_text(document, writer)
    writer.setTitle(QCoreApplication.translate("report_export", "Verification report: {label}")
                    .format(label=report.bundle.label))
    writer.setCreator(f"verifier-app {__version__}")
    # Every seal's every check, which the PDF's appendix shows only for failed seals.
    writer.addFileAttachment(SEALS_CSV, seals_csv(report, ReportWords(engine_text, text)),
                             "text/csv")
    document.print_(writer)
    del writer  # the file is complete only once the writer is gone
    if not path.is_file() or path.stat().st_size == 0:
        raise UserFacingError(QCoreApplication.translate(
            "report_export", "The PDF could not be written to {path}: choose another folder."
        ).format(path=str(path)))


KEEP_BELOW = 0.12  # of a page: a heading with less room than this under it starts a page
PRINT_MARGIN_CM = 2.0  # what QTextDocument.print_ adds around the page's paint rectangle


def keep_headings_with_text(document: QTextDocument, writer: QPdfWriter) -> None:
    """No heading is left alone at the foot of a page: the page is laid out as
    ``print_`` lays it out, and a heading (h1-h3) too close to a page's foot gets a page
    break before it; then the layout is made again, until none is left."""
    for _ in range(60):  # each round moves one heading; a report has a few dozen
        number = _stranded_heading(document, writer)
        if number is None:
            return
        cursor = QTextCursor(document.findBlockByNumber(number))
        moved = QTextBlockFormat()
        moved.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
        cursor.mergeBlockFormat(moved)


def _stranded_heading(document: QTextDocument, writer: QPdfWriter) -> int | None:
    copy = document.clone()
    layout = copy.documentLayout()
    layout.setPaintDevice(writer)
    # As print_ does it: 2 cm at 96 dpi, scaled to the device when laid out.
    frame = copy.rootFrame().frameFormat()
    frame.setMargin(int(PRINT_MARGIN_CM / 2.54 * 96))
    copy.rootFrame().setFrameFormat(frame)
    margin = int(PRINT_MARGIN_CM / 2.54 * 96) * writer.logicalDpiY() / 96
    copy.setPageSize(QSizeF(writer.width(), writer.height()))
    height = copy.pageSize().height()
    block = copy.begin()
    while block.isValid():
        if _is_heading(block) and block.blockFormat().pageBreakPolicy() \
                != QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore:
            rect = layout.blockBoundingRect(block)
            top = rect.top() % height
            if top > height * 0.3 and height - (top + rect.height()) - margin < \
                    height * KEEP_BELOW:
                return block.blockNumber()
        block = block.next()
    return None


def _is_heading(block: QTextBlock) -> bool:
    """An h1-h3, or a paragraph the first page names as a heading."""
    if block.blockFormat().headingLevel() > 0:
        return True
    first = block.begin()
    return not first.atEnd() and HEADING_ANCHOR in first.fragment().charFormat().anchorNames()


def write_html_file(report: WalkReport, path: Path, stats: LeagueStats | None = None,
                    charts: dict[str, bytes] | None = None, notice: str = "",
                    shown: Shown = Shown()) -> None:
    try:
        page = render_html(report, stats, charts, datetime.now(UTC), notice,
                           day=shown.day, lookup=engine_text, text=text, stale=shown.stale)
        Path(path).write_bytes(page.encode("utf-8"))
    except OSError as error:
        raise UserFacingError(QCoreApplication.translate(
            "report_export", "The report could not be written to {path}: {reason}."
        ).format(path=str(path), reason=error.strerror or QCoreApplication.translate(
            "report_export", "unknown reason"))) from error


def export_report(report: WalkReport, path: Path, kind: str, stats: LeagueStats | None,
                  notice: str = "", shown: Shown = Shown()) -> None:
    """Write ``kind`` ("pdf" or "html") to ``path`` on the GUI thread, charts included."""
    charts = chart_pngs(stats)
    if kind == "pdf":
        write_pdf_report(report, path, stats, charts, notice=notice, shown=shown)
    else:
        write_html_file(report, path, stats, charts, notice, shown)
