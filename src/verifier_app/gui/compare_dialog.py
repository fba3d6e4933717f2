"""File > Compare with another copy…: what differs between the open bundle and another copy.

The comparison runs in a worker (``engine.compare``); this module only words it: the files
present in one copy only, the files whose bytes differ, and for each its first differing
line with the changed fields and the bytes before and after.
"""

from __future__ import annotations

import unicodedata
from pathlib import Path

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.errors import UserFacingError
from verifier_app.engine.compare import MAX_FILES_READ, Comparison, LineChange, compare
from verifier_app.gui.messages import error_text, tr
from verifier_app.gui.window_parts import Window


def comparison_text(found: Comparison) -> str:
    out = [tr("First copy: {first}. Second copy: {second}.").format(first=found.first,
                                                                     second=found.second)]
    if found.identical:
        out.append(tr("The two copies are identical: %Ln file(s), byte for byte.", None,
                      found.same))
        return "\n".join(out)
    # One count per text, each in its plural form ("1 unterscheidet sich", "2 … sich").
    out.append("; ".join([tr("%Ln file(s) are identical", None, found.same),
                          tr("%Ln differ(s)", None, len(found.changed)),
                          tr("%Ln only in the first copy", None, len(found.only_first)),
                          tr("%Ln only in the second.", None, len(found.only_second))]))
    for title, names in ((tr("Only in the first copy:"), found.only_first),
                         (tr("Only in the second copy:"), found.only_second),
                         (tr("Different bytes in the two copies:"), found.changed)):
        if names:
            out += ["", title, *(f"  {name}" for name in names)]
    for change in found.lines:
        out += ["", *line_text(change)]
    if found.not_read:  # a cap on the work: said, so a missing line is not taken as none
        out += ["", tr("%Ln more changed text file(s) were not read line by line (the "
                       "first differing line is looked for in the first {read} only); they "
                       "are listed above as differing.", None, found.not_read).format(
            read=MAX_FILES_READ)]
    return "\n".join(out)


def line_text(change: LineChange) -> list[str]:
    diff = change.diff
    out = [tr("{file}, line {line}: the first line that differs (byte {offset} of the line).")
           .format(file=change.file, line=change.line, offset=diff.offset)]
    for field in change.fields:
        out.append(tr("  field {field}: {before} → {after}").format(
            field=field.field, before=field.before, after=field.after))
    missing = tr("(line missing)")
    # Translated outside the f-strings: lupdate does not read inside them.
    bytes_before, bytes_after = tr("bytes before:"), tr("bytes after:")
    marks = tr("the line before (−) and after (+):")
    wide = max(map(columns, (bytes_before, bytes_after)))
    # The two lines start with the same ASCII marks, so the caret stays under the changed
    # byte in every language (a word of Hangul before them would be drawn wider).
    out += [f"  {marks}",
            f"  − {diff.before if change.before is not None else missing}",
            f"  + {diff.after if change.after is not None else missing}",
            " " * (4 + diff.caret) + "^",
            f"  {padded(bytes_before, wide)} {diff.before_hex or '—'}",
            f"  {padded(bytes_after, wide)} {diff.after_hex or '—'}"]
    return out


def columns(text: str) -> int:
    """How many columns ``text`` takes in a fixed-width font: a Hangul or CJK character two."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def padded(text: str, width: int) -> str:
    return text + " " * (width - columns(text))


class CompareDialog(QDialog):
    """The comparison, worded in the window's language; ``retranslate`` words it again."""

    def __init__(self, found: Comparison, parent: QWidget | None = None):
        super().__init__(parent)
        self.found = found
        self.body: QWidget | None = None
        QVBoxLayout(self).setContentsMargins(0, 0, 0, 0)
        self.retranslate()
        self.resize(900, 560)

    def retranslate(self) -> None:
        """Build the words again in the language now installed (a new language at once)."""
        self.setWindowTitle(tr("Compare with another copy"))
        self.setAccessibleName(tr("Comparison of two copies"))
        body = QWidget(self)
        layout = QVBoxLayout(body)
        self.view = QPlainTextEdit(comparison_text(self.found))
        self.view.setReadOnly(True)
        self.view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.view.setAccessibleName(tr("What differs between the two copies"))
        layout.addWidget(self.view)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        replace_body(self, body)


def replace_body(dialog: QDialog, body: QWidget) -> None:
    """Put ``body`` where the dialog's old body was (the old one is deleted)."""
    old = getattr(dialog, "body", None)
    if old is not None:
        dialog.layout().removeWidget(old)
        old.hide()
        old.deleteLater()
    dialog.layout().addWidget(body)
    dialog.body = body


def compare_with(window: Window, other: Path) -> None:
    """Compare the bundle the user opened with ``other``, off the GUI thread."""
    if window.original is None:
        window.tell(tr("Compare"), tr("Open a bundle first."))
        return
    first = window.original.bundle
    window.set_status(tr("Comparing with {name}…").format(name=other.name))

    def work(control):
        return compare(first, open_bundle([other]), control.cancelled)

    def done(found, error):
        if isinstance(error, UserFacingError):
            window.tell(tr("Compare"), error_text(error))
        elif error is not None:
            window.show_bug(error)
        else:
            window.show_comparison(CompareDialog(found, window))
            window.set_status(tr("Compared with {name}.").format(name=other.name))

    window.runner.run(work, done)


def choose_and_compare(window: Window) -> None:
    folder = QFileDialog.getExistingDirectory(window, tr("The other copy (a folder)"))
    if folder:
        compare_with(window, Path(folder))
