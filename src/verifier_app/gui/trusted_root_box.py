"""Settings: which Sigstore trusted root the walks use, its date and age, and a button that
updates it through Sigstore's TUF repository (the only place in the window that does; a
walk never does). The work is in ``anchors.trust_refresh`` (no Qt), run off the GUI
thread."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QLabel, QPushButton, QVBoxLayout
from shiboken6 import isValid

from verifier_app.anchors.trusted_root import MAX_AGE_DAYS
from verifier_app.anchors.trusted_root_cache import REPOSITORY, anchor_info, root_in_use
from verifier_app.core.messages import Message
from verifier_app.gui.messages import error_text, render, tr
from verifier_app.gui.tasks import TaskRunner


class TrustedRootBox(QGroupBox):
    def __init__(self, runner: TaskRunner | None = None, repository: str = REPOSITORY):
        super().__init__(tr("Sigstore's trusted root (transparency-log keys)"))
        self.runner = runner or TaskRunner()
        self.repository = repository
        layout = QVBoxLayout(self)
        self.in_use = _label(tr("Trusted root in use"))
        self.outcome = _label(tr("Result of the last update"))
        self.button = QPushButton(tr("&Update the trusted root"))
        self.button.setToolTip(tr(
            "Fetch the current trusted root through Sigstore's TUF repository and verify "
            "it (needs the network). A walk never does this by itself."))
        self.button.clicked.connect(self.update_root)
        layout.addWidget(self.in_use)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.outcome)
        self.outcome.hide()
        self.show_in_use()

    def show_in_use(self) -> None:
        root = root_in_use()
        info = root.describe()
        which = tr("updated on this computer, verified by TUF") if root.kind == "updated" \
            else tr("the copy shipped with the app")
        lines = [tr("In use: {which}, taken {fetched} ({age} days ago); logs: {logs}.").format(
            which=which, fetched=info["fetched"], age=info["age_days"],
            logs=", ".join(log.base_url.split("//")[-1] for log in root.logs))]
        if info["too_old"]:
            lines.append(tr("Older than {days} days: a newer log key may be missing from "
                            "it. Update it.").format(days=MAX_AGE_DAYS))
        if root.unused_said is not None:
            lines.append(render(Message.of("step10.root_unused", reason=root.unused_said)))
        elif root.note:
            lines.append(root.note)
        lines.append(render(anchor_info().message()))
        self.in_use.setText("\n".join(lines))

    def update_root(self) -> None:
        from verifier_app.anchors.trust_refresh import refresh_trusted_root

        self.button.setEnabled(False)
        self.outcome.setText(tr("Updating…"))
        self.outcome.show()
        self.runner.run(lambda _control: refresh_trusted_root(self.repository), self._done)

    def _done(self, outcome, error: BaseException | None) -> None:
        if not isValid(self):  # the dialog was closed while the update ran
            return
        self.button.setEnabled(True)
        if error is not None:
            self.outcome.setText(error_text(error))
        else:
            self.outcome.setText(render(outcome.message) if outcome.message else outcome.sentence)
        self.show_in_use()


def _label(name: str) -> QLabel:
    label = QLabel("")
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setAccessibleName(name)
    return label
