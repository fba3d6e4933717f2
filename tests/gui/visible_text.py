"""Every text a reader sees in a window, and the words in it that belong to another language.

The window's texts are gathered from its visible widgets (labels, buttons, tab names, group
titles, table cells and headers, combo boxes, text panes) and from the charts' scenes (title,
axis names, captions, tick labels). A text is foreign when it holds a phrase of another
language: an English function word in a German, Spanish or Korean window, a German or Spanish
one in the others, Hangul outside the Korean window. Data (file names, hashes, numbers,
dates, codes such as SHA-256, RFC 3161 or P1b) holds none of these words."""

from __future__ import annotations

import html
import json
import re

from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialog,
    QGroupBox,
    QLabel,
    QPlainTextEdit,
    QTableWidget,
    QTabWidget,
    QTextBrowser,
    QTreeWidget,
    QWidget,
)

# Words that are words of one language only (among English, German and Spanish), common
# enough that a sentence of that language left in a window holds at least one of them.
FUNCTION_WORDS = {
    "en": {"the", "and", "of", "is", "are", "were", "with", "from", "this", "that", "which",
           "has", "have", "been", "be", "by", "its", "it", "not", "or", "for", "after",
           "before", "one", "each", "every", "could", "should", "seals", "pending",
           "checked", "lines", "line", "book", "list", "lists", "step", "passed", "failed",
           "warning", "shown", "here", "there", "their", "they", "when", "then", "only"},
    "de": {"der", "die", "das", "und", "nicht", "ist", "sind", "wurde", "wurden", "mit",
           "von", "für", "eine", "einer", "einen", "dem", "den", "des", "zu", "auf", "aus",
           "oder", "alle", "keine", "kein", "nur", "noch", "wird", "vor", "nach", "bei",
           "über", "werden", "hat", "haben", "diese", "dieser", "dieses", "Siegel", "Zeile",
           "Zeilen", "Buch", "Schritt", "geprüft", "bestanden", "WARNUNG"},
    "es": {"el", "los", "las", "del", "que", "una", "por", "con", "para", "fue", "están",
           "está", "sin", "cada", "todos", "todas", "libro", "sello", "sellos", "línea",
           "líneas", "paso", "comprobado", "AVISO", "ADVERTENCIA", "pero", "como", "más",
           "también", "desde", "hasta", "entre"},
}
HANGUL = re.compile(r"[\uac00-\ud7a3]")
WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
TAG = re.compile(r"<[^>]+>")
# Paths, file names, addresses and identifiers (council-book.jsonl, rekor/entries/, run_id).
# Certificate subjects (CN=DEMO Root CA,O=verifier-app DEMO (not a real authority)) too.
DATA = re.compile(r"CN=[^,]+(?:,[A-Z]+=[^,]+)*|\S*[/_]\S*|\S+\.[a-z]{2,5}\b\S*"
                  r"|\b[a-z]+(?:-[a-z]+)+\b")


# A whole number of five digits or more written without the language's groups ("Höhe
# 9000000" beside "9.000.000" in the tooltip); hashes, times and names are data around it.
UNGROUPED = re.compile(r"(?<![\w.,:/+#-])\d{5,}(?![\w.,:/-])")


def ungrouped_numbers(text: str) -> list[str]:
    """The numbers of ``text`` written without their thousands' groups."""
    return UNGROUPED.findall(without_data(text))


# A decimal written with a point, in a language that writes a comma (1.63 beside 0,25); a
# point before exactly three digits is a thousands' group, and 0.1.0 is a version.
POINT_DECIMAL = re.compile(r"(?<![\w.,:/+#-])\d+\.(?:\d{1,2}|\d{4,})(?![\w.,:/-])")
COMMA_DECIMALS = {"de", "es"}
# The paper's section numbers ("Abschnitt 3.13") are names, not decimals.
SECTION = re.compile(r"(?:Abschnitt\w*|[Ss]ecci[oó]n\w*|Section\w*|Anhang|Ap[eé]ndice|§)\s*"
                     r"[\d.]+")


def point_decimals(text: str, language: str) -> list[str]:
    """The decimals of ``text`` written with the point where ``language`` writes a comma."""
    if language not in COMMA_DECIMALS:
        return []
    return POINT_DECIMAL.findall(SECTION.sub(" ", without_data(text)))


def is_json(text: str) -> bool:
    try:
        json.loads(text)
    except ValueError:
        return False
    return True


def plain(text: str) -> str:
    """A label's or a pane's text without its markup."""
    return html.unescape(TAG.sub(" ", text.replace("&nbsp;", " "))).replace("&&", "&")


def without_data(text: str) -> str:
    """``text`` without the names it quotes: paths, file names, addresses, identifiers."""
    return DATA.sub(" ", text.replace("&", ""))


def foreign_words(text: str, language: str) -> list[str]:
    """The words of ``text`` that belong to a language other than ``language``."""
    found = []
    words = WORD.findall(without_data(text))
    for other, vocabulary in FUNCTION_WORDS.items():
        if other != language:
            found += [w for w in words if w in vocabulary or
                      (w.lower() in vocabulary and w.islower() is False and w.istitle())]
    if language != "ko" and HANGUL.search(text):
        found.append(HANGUL.search(text).group())
    return found


def _widget_texts(widget: QWidget) -> list[str]:
    if isinstance(widget, QLabel):
        return [plain(widget.text())]
    if isinstance(widget, QAbstractButton):
        return [widget.text()]
    if isinstance(widget, QGroupBox):
        return [widget.title()]
    if isinstance(widget, QTabWidget):
        return [widget.tabText(i) for i in range(widget.count())]
    if isinstance(widget, QComboBox):
        return [widget.itemText(i) for i in range(widget.count())]
    if isinstance(widget, QTextBrowser):
        return [widget.toPlainText()]
    if isinstance(widget, QPlainTextEdit):  # a pane of raw JSON (a book line) is data
        return [] if is_json(widget.toPlainText()) else [widget.toPlainText()]
    if isinstance(widget, QDialog):
        return [widget.windowTitle()]
    if isinstance(widget, QTableWidget):
        texts = [widget.horizontalHeaderItem(c).text() for c in range(widget.columnCount())
                 if widget.horizontalHeaderItem(c) is not None]
        rows = range(min(widget.rowCount(), 60))
        return texts + [plain(widget.item(r, c).text()) for r in rows
                        for c in range(widget.columnCount()) if widget.item(r, c) is not None]
    if isinstance(widget, QTreeWidget):
        texts = [widget.headerItem().text(c) for c in range(widget.columnCount())]
        for i in range(min(widget.topLevelItemCount(), 60)):
            item = widget.topLevelItem(i)
            texts += [item.text(c) for c in range(widget.columnCount())]
        return texts
    return []


def chart_texts(window: QWidget) -> list[str]:
    """The words drawn in the charts' scenes (titles, axis names, captions, tick labels) and
    what hovering their points shows."""
    import pyqtgraph as pg

    from verifier_app.gui.charts.panel import ChartPanel

    texts = [t for panel in window.findChildren(ChartPanel) if panel.isVisible()
             for t in panel.hover_texts]
    for view in window.findChildren(pg.GraphicsLayoutWidget):
        for item in view.scene().items():
            if isinstance(item, pg.LabelItem):
                texts.append(plain(item.text))
            elif isinstance(item, pg.TextItem):
                texts.append(item.textItem.toPlainText())
            elif isinstance(item, pg.AxisItem) and item.isVisible():
                texts.append(plain(item.labelText or ""))
                if not item.style.get("showValues", True):
                    continue  # its numbers are never drawn (a colour bar's frame)
                for level in item.tickValues(*item.range, item.size().width() or 400):
                    texts += item.tickStrings(level[1], 1.0, level[0])
    return [t for t in texts if t and t.strip()]


def visible_texts(window: QWidget) -> list[str]:
    """Every text of the window's visible widgets, and its title."""
    texts = [window.windowTitle()]
    for widget in window.findChildren(QWidget):
        if widget.isVisible():
            texts += [t for t in _widget_texts(widget) if t and t.strip()]
    return texts
