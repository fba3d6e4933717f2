"""A pseudo-localised language: every text 40% longer, to find what a translation cuts."""

from __future__ import annotations

from PySide6.QtCore import QTranslator

MARK = "ÿÿÿÿ"


class Stretched(QTranslator):
    """Every text 40% longer (placeholders and accelerators kept), to find what is cut."""

    def translate(self, context, source, disambiguation=None, n=-1):
        if not source:
            return source
        extra = max(1, round(len(source) * 0.4))  # in words of five, as a language would
        return source + " " + " ".join([MARK] * max(1, extra // 5))
