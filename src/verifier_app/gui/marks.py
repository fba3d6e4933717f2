"""How a status looks: an icon of its own shape plus a word, never colour alone.

The engine hands over a ``Status``; only here does it become a picture. Sizes follow the
font, so the marks grow with the system font and with presentation mode.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QIcon
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QWidget

from verifier_app.core.results import Status
from verifier_app.report.text import MARKS
from verifier_app.resources import resource_path

ICON_FILES = {
    Status.PASS: "pass.svg",
    Status.FAIL: "fail.svg",
    Status.WARN: "warn.svg",
    Status.NOT_CHECKED: "not_checked.svg",
}
# Text colours that stay readable on a light background; the word carries the meaning.
COLOURS = {
    Status.PASS: "#1a7f37",
    Status.FAIL: "#b71c1c",
    Status.WARN: "#8a6100",
    Status.NOT_CHECKED: "#37474f",
}
_icons: dict[Status, QIcon] = {}


def icon(status: Status) -> QIcon:
    if status not in _icons:
        _icons[status] = QIcon(str(resource_path("icons", ICON_FILES[status])))
    return _icons[status]


def word(status: Status) -> str:
    """The status word in the chosen language (the icon beside it carries the shape)."""
    from verifier_app.gui.messages import text

    return text(MARKS[status])



def icon_size(widget: QWidget, scale: float = 1.6) -> int:
    return max(16, round(widget.fontMetrics().height() * scale))


class MarkLabel(QWidget):
    """A large status mark: the icon and the word in bold, e.g. [X] FAIL."""

    def __init__(self, status: Status, scale: float = 1.6, text: str | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.scale = scale
        self.icon_label = QLabel()
        self.word_label = QLabel()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.icon_label)
        layout.addWidget(self.word_label)
        layout.addStretch(0)
        self.set_status(status, text)

    def width_for(self, text: str) -> int:
        """Room for the icon and the widest word, so titles after a mark line up."""
        spacing = self.layout().spacing() * 2
        return icon_size(self, self.scale) + spacing + \
            self.word_label.fontMetrics().horizontalAdvance(text + "  ")

    def set_status(self, status: Status, text: str | None = None) -> None:
        self.status = status
        shown = text or word(status)
        font = QFont(QApplication.font())  # follows the system font and presentation mode
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * (1 + (self.scale - 1) / 2))
        self.word_label.setFont(font)
        size = icon_size(self, self.scale)
        self.icon_label.setPixmap(icon(status).pixmap(size, size))
        self.icon_label.setFixedSize(size, size)
        self.word_label.setText(shown)
        self.word_label.setStyleSheet(f"color: {COLOURS[status]};")
        self.setAccessibleName(shown)
        self.word_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
