"""Export the walk as a PDF (Qt's rich-text engine) and as self-contained HTML.

The HTML comes from the engine (``report_html``); the PDF lays out the same page with
``QTextDocument``, which understands its tables, text styles and embedded PNG charts.
Statistics are computed off the GUI thread; charts are drawn on it, because the chart
code paints with Qt.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

from verifier_app import __version__
from verifier_app.engine.errors import UserFacingError
from verifier_app.engine.report_html import SCREEN_CSS, render_html
from verifier_app.engine.walk import WalkReport
from verifier_app.gui.messages import engine_text, text

PDF_RESOLUTION = 150  # dots per inch: sharp charts, moderate file size
MARGIN_MM = 15.0


def compute_report_stats(report: WalkReport) -> Any | None:
    """The league's statistics for the report, or None when there are none to compute.

    Safe to call off the GUI thread (plain Python)."""
    from verifier_app.stats import compute_stats

    try:
        return compute_stats(report.bundle, report)
    except UserFacingError:  # e.g. no verified forecast rows: the report says so
        return None


def chart_pngs(stats: Any | None) -> dict[str, bytes] | None:
    """PNG bytes per chart, or None when the chart code is not available (GUI thread)."""
    if stats is None:
        return None
    try:
        from verifier_app.gui.charts.registry import CHARTS
        from verifier_app.gui.charts.render import chart_images
    except ImportError:
        return None
    titles = {chart.key: chart.title for chart in CHARTS}  # headings a reader understands
    return {titles.get(key, key): png for key, png in chart_images(stats).items()}


def build_document(report: WalkReport, stats_json: dict | None = None,
                   charts: dict[str, bytes] | None = None,
                   checked_at: datetime | None = None, notice: str = "") -> QTextDocument:
    page = render_html(report, stats_json, charts, checked_at or datetime.now(UTC), notice,
                       lookup=engine_text, text=text)
    document = QTextDocument()
    document.setHtml(page.replace(SCREEN_CSS, "", 1))  # the PDF page sets its own width
    return document


PAGE_SIZES = {"A4": QPageSize.PageSizeId.A4, "Letter": QPageSize.PageSizeId.Letter}


def local_page_size() -> str:
    """Letter where the reader's locale measures in inches (the US), A4 elsewhere."""
    return "Letter" if QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem \
        else "A4"


def write_pdf_report(report: WalkReport, path: Path, stats_json: dict | None = None,
                     charts: dict[str, bytes] | None = None,
                     checked_at: datetime | None = None, notice: str = "",
                     page: str | None = None) -> None:
    """Lay the report out on A4 or Letter pages (default: the locale's) into ``path``."""
    document = build_document(report, stats_json, charts, checked_at, notice)
    path = Path(path)
    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(PAGE_SIZES[page or local_page_size()]))
    writer.setPageMargins(QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                          QPageLayout.Unit.Millimeter)
    writer.setResolution(PDF_RESOLUTION)
    writer.setTitle(QCoreApplication.translate("report_export", "Verification report: {label}")
                    .format(label=report.bundle.label))
    writer.setCreator(f"verifier-app {__version__}")
    document.print_(writer)
    del writer  # the file is complete only once the writer is gone
    if not path.is_file() or path.stat().st_size == 0:
        raise UserFacingError(QCoreApplication.translate(
            "report_export", "The PDF could not be written to {path}: choose another folder."
        ).format(path=str(path)))


def write_html_file(report: WalkReport, path: Path, stats_json: dict | None = None,
                    charts: dict[str, bytes] | None = None, notice: str = "") -> None:
    from verifier_app.engine.report_html import write_html_report

    try:
        write_html_report(report, path, stats_json, charts, notice, lookup=engine_text,
                          text=text)
    except OSError as error:
        raise UserFacingError(QCoreApplication.translate(
            "report_export", "The report could not be written to {path}: {reason}."
        ).format(path=str(path), reason=error.strerror or QCoreApplication.translate(
            "report_export", "unknown reason"))) from error


def export_report(report: WalkReport, path: Path, kind: str, stats: Any | None,
                  notice: str = "") -> None:
    """Write ``kind`` ("pdf" or "html") to ``path`` on the GUI thread, charts included."""
    stats_json = stats.to_json() if stats is not None else None
    charts = chart_pngs(stats)
    if kind == "pdf":
        write_pdf_report(report, path, stats_json, charts, notice=notice)
    else:
        write_html_file(report, path, stats_json, charts, notice)
