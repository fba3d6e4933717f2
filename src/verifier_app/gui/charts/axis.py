"""Chart axes whose numbers are written the window language's way ("0,44" in German, not
"0.44" beside "0,529" in the text), with pyqtgraph's own choice of ticks and places."""

from __future__ import annotations

from math import ceil, log10

import pyqtgraph as pg

from verifier_app.gui.config import window_locale


def tick_text(value: float, places: int) -> str:
    """One tick's number: ``places`` decimals, the language's decimal mark and groups;
    very small or very large values in exponent form, as pyqtgraph writes them."""
    locale = window_locale()
    if value != 0 and (abs(value) < 0.001 or abs(value) >= 10000):
        return locale.toString(value, "g", 6)
    return locale.toString(value, "f", places)


def tick_strings(axis: pg.AxisItem, values, scale: float, spacing: float) -> list[str]:
    """What ``AxisItem.tickStrings`` gives, written the window language's way."""
    if axis.logMode:  # pyqtgraph's own choice of powers, with the language's decimal mark
        mark = window_locale().decimalPoint()
        return [text.replace(".", mark) for text in
                pg.AxisItem.tickStrings(axis, values, scale, spacing)]
    if spacing <= 0 or scale <= 0:
        return pg.AxisItem.tickStrings(axis, values, scale, spacing)
    places = max(0, ceil(-log10(spacing * scale)))
    return [tick_text(v * scale, places) for v in values]


class LocaleAxis(pg.AxisItem):
    """An axis like pyqtgraph's, its tick numbers in the window's language."""

    def tickStrings(self, values, scale, spacing):
        return tick_strings(self, values, scale, spacing)


def in_locale(axis: pg.AxisItem) -> None:
    """An axis pyqtgraph made itself (a colour bar's) writes its numbers the same way."""
    axis.tickStrings = lambda values, scale, spacing: tick_strings(axis, values, scale, spacing)


def locale_axes() -> dict[str, LocaleAxis]:
    """The two axes a chart shows, for ``addPlot(axisItems=...)`` (an axis given there is
    shown, so the top and right ones stay pyqtgraph's own, hidden)."""
    return {side: LocaleAxis(side) for side in ("left", "bottom")}
