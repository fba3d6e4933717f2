"""Help > Guide: a short guide for a reader who never read the paper, in every language.

Four sections: how to read a verdict, what each level proves, how to check offline, how to
compare two copies. Opened from the Help menu and from the "?" of every step.
"""

from __future__ import annotations

import html

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from verifier_app.gui.messages import tr


def sections() -> list[tuple[str, str]]:
    return [
        (tr("How to read a verdict"),
         tr("The headline says what was proven and at which level: first whether the chain of "
            "book lines is intact, then which independent sources prove when it existed. "
            "Beside it stands the one-word verdict: PASS, PASS WITH WARNINGS, INCOMPLETE (never "
            "a pass: something could not be checked) or FAIL. The line below names the first "
            "reason. A warning means a check passed only with a caveat, such as a key that "
            "belongs to the operator or to the demonstration.")),
        (tr("What each level proves"),
         tr("Level 0: nothing is checked. Level 1: the operator's own hash chain holds, so no "
            "line was changed after it was sealed, but the operator could have rebuilt the "
            "whole book. Level 2: a Bitcoin block or the public transparency log fixes a time "
            "the operator does not control. Level 2+: time-stamp authorities you trust signed "
            "the seals before the market opened. The Trust ladder tab says, for each level, "
            "what it proves and what it does not.")),
        (tr("How to check offline"),
         tr("Tick Settings > Offline: never use the network, so nothing waits for servers "
            "that cannot be reached. Without a network the Bitcoin anchor and the log cannot be "
            "looked up and are NOT CHECKED, never passed. Give a file of Bitcoin block headers "
            "in Settings > Block headers file, the log's public key in Settings > Rekor public "
            "key file (the bundle's own rekor/ answers are then checked against it), and the "
            "roots of the time-stamp authorities you trust in Settings > Extra trust roots, "
            "then press Check again. Beware: a headers file can be fake, and so can a key or "
            "a root handed to you with the bundle. Each proves only what its source is worth: "
            "take them from a source you trust, not from the operator, and the app warns when "
            "one is a copy of a file inside the bundle. Every step also shows the command to "
            "repeat it by hand (Show evidence).")),
        (tr("How to compare two copies"),
         tr("File > Compare with another copy… compares the open bundle with another folder: "
            "it lists the files present in one copy only, the files whose bytes differ, and "
            "for each the first line that differs, the field that changed and its bytes before "
            "and after. The Workshop tab makes such a change on purpose and shows which check "
            "catches it.")),
    ]


def guide_html() -> str:
    parts = [f"<h2>{html.escape(title)}</h2><p>{html.escape(body)}</p>"
             for title, body in sections()]
    return "".join(parts)


class GuideDialog(QDialog):
    """The guide in the window's language; ``retranslate`` renders it again."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.body: QWidget | None = None
        QVBoxLayout(self).setContentsMargins(0, 0, 0, 0)
        self.retranslate()
        self.resize(720, 620)

    def retranslate(self) -> None:
        """Render the guide again in the language now installed."""
        from verifier_app.gui.compare_dialog import replace_body

        self.setWindowTitle(tr("Guide"))
        self.setAccessibleName(tr("Guide"))
        body = QWidget(self)
        layout = QVBoxLayout(body)
        self.view = QTextBrowser()
        self.view.setHtml(guide_html())
        self.view.setAccessibleName(tr("Guide"))
        layout.addWidget(self.view)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        replace_body(self, body)


def show_guide(parent: QWidget) -> GuideDialog:
    window = parent.window()
    dialog = GuideDialog(window)
    window.guide_dialog = dialog
    dialog.open()
    return dialog
