"""Beside the Extra trust roots field: every root with its fingerprint and who trusts it.

The roots this app ships are listed with their fingerprints, and each root the reader added
is shown as "trusted by you" with its own, so a root pasted from a bundle is easy to tell
from a shipped one. The verdict on a token never rests on this list: it only shows it.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QWidget

from verifier_app.anchors.trust_roots import shipped_roots, user_roots
from verifier_app.core.errors import UserFacingError
from verifier_app.gui.messages import error_text, tr


def root_lines(paths: list[str]) -> list[str]:
    """One line per root: who trusts it, what it is, its SHA-256 fingerprint."""
    lines = [tr("shipped with this app: {authority}, SHA-256 {sha256}").format(
        authority=r.authority or r.subject, sha256=r.sha256) for r in shipped_roots()]
    for text in paths:
        try:
            roots = user_roots([Path(text)])
        except UserFacingError as error:
            lines.append(tr("trusted by you: {path}: {problem}").format(path=text,
                                                                        problem=error_text(error)))
            continue
        lines += [tr("trusted by you: {subject} ({path}), SHA-256 {sha256}").format(
            subject=r.subject, path=text, sha256=r.sha256) for r in roots]
    return lines


class TrustRootList(QLabel):
    def __init__(self, field: QPlainTextEdit, parent: QWidget | None = None):
        super().__init__(parent)
        self.field = field
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setAccessibleName(tr("Trust roots and their fingerprints"))
        field.textChanged.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        paths = [p.strip() for p in self.field.toPlainText().splitlines() if p.strip()]
        rows = "".join(f"<li>{html.escape(line)}</li>" for line in root_lines(paths))
        note = tr("A root copied from a bundle's own tsa/ folder stays the operator's word: "
                  "tokens resting on it are shown as warnings.")
        self.setText(f"<b>{html.escape(tr('Trust roots in use'))}</b><ul>{rows}</ul>"
                     f"{html.escape(note)}")
