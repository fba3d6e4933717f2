"""Shared looks: colour-blind-safe colours, a marker and dash per horizon, fonts from the app.

Colour never carries meaning alone: each horizon also has its own marker and line dash,
and every chart says in words what its marks are.
"""

from __future__ import annotations

import re
from datetime import date

import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP, QDate, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from verifier_app.gui.config import window_locale
from verifier_app.gui.messages import tr

pg.setConfigOptions(antialias=True, background="w", foreground="k")

# Okabe-Ito: told apart by most readers with a colour vision deficiency.
PALETTE = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000"]
SYMBOLS = ["o", "s", "t", "d", "star", "p", "h"]
DASHES = [Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine,
          Qt.PenStyle.DashDotLine, Qt.PenStyle.DashDotDotLine]
SYMBOL_WORDS = {"o": QT_TRANSLATE_NOOP("messages", "circle"),
                "s": QT_TRANSLATE_NOOP("messages", "square"),
                "t": QT_TRANSLATE_NOOP("messages", "triangle"),
                "d": QT_TRANSLATE_NOOP("messages", "diamond"),
                "star": QT_TRANSLATE_NOOP("messages", "star"),
                "p": QT_TRANSLATE_NOOP("messages", "pentagon"),
                "h": QT_TRANSLATE_NOOP("messages", "hexagon")}
GREY = "#8a8a8a"
HEATMAP = "CET-CBD1"  # diverging, colour-blind safe
_UNIT_DAYS = {"d": 1, "w": 7, "m": 30, "q": 91, "y": 365}


def horizon_days(horizon: str) -> float:
    """Sort key: '1d' < '1w' < '1m' < '6m'; unknown spellings go last, alphabetically."""
    match = re.fullmatch(r"(\d+)\s*([dwmqy])", horizon.strip().lower())
    return int(match[1]) * _UNIT_DAYS[match[2]] if match else float("inf")


def ordered_horizons(horizons) -> list[str]:
    return sorted(set(horizons), key=lambda h: (horizon_days(h), h))


def horizon_look(horizon: str, horizons: list[str]) -> tuple[str, str, Qt.PenStyle]:
    """(colour, marker, dash) of a horizon, stable within one list of horizons."""
    i = horizons.index(horizon) if horizon in horizons else len(horizons)
    return PALETTE[i % len(PALETTE)], SYMBOLS[i % len(SYMBOLS)], DASHES[i % len(DASHES)]


def base_points() -> float:
    size = QApplication.font().pointSizeF()
    return size if size > 0 else 10.0


def font(scale: float = 1.0, bold: bool = False) -> QFont:
    """The application font (system size, presentation mode), scaled: never fixed pixels."""
    out = QFont(QApplication.font())
    out.setPointSizeF(base_points() * scale)
    out.setBold(bold)
    return out


def points(scale: float = 1.0) -> str:
    return f"{base_points() * scale:.1f}pt"


def number(value, digits: int = 2) -> str:
    """A figure in the window's language (its decimal mark and grouping)."""
    return "–" if value is None else window_locale().toString(float(value), "f", digits)


def count(value: int) -> str:
    """A count in the window's language: "3,506" in English, "3.506" in German."""
    return window_locale().toString(int(value))


def day_text(day: date) -> str:
    """A day as a chart's axis writes it, in the window's language ("19 Oct 2026",
    "19. Okt. 2026", "2026년 10월 19일"): the pattern is the language's own (translated)."""
    return window_locale().toString(QDate(day.year, day.month, day.day),
                                    tr("d MMM yyyy", "date on a chart's axis"))
