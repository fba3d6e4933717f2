"""File > Save evidence…: the log entries and Bitcoin headers the check relied on, written
to a folder the reader picks beside the bundle (never inside it), as ``verify
--save-evidence`` does."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from verifier_app.core.errors import UserFacingError
from verifier_app.gui.messages import error_text, render, tr
from verifier_app.gui.window_parts import Window
from verifier_app.gui.write_places import refused


def save_evidence_dialog(window: Window) -> None:
    if window.report is None or window.busy:
        window.tell(tr("Save evidence"), tr(
            "Open a bundle and wait for its check to finish, then save its evidence."))
        return
    path = QFileDialog.getExistingDirectory(window, tr("Save evidence to an empty folder"))
    if path:
        save_evidence_to(window, Path(path))


def save_evidence_to(window: Window, dest: Path) -> None:
    from verifier_app.anchors.evidence_pack import (
        check_destination,
        pack_written,
        save_evidence,
    )
    from verifier_app.gui.config import anchor_options_from_settings

    report = window.report
    if report is None:
        return
    bundle = report.bundle
    if refused(window, dest, "write.what_evidence", tr("Save evidence")):
        return
    try:
        check_destination(dest, list(bundle.given))
        saved = save_evidence(dest, bundle, report.seals, anchor_options_from_settings(bundle))
    except (UserFacingError, OSError) as problem:
        window.set_status(error_text(problem))
        window.tell(tr("Save evidence"), error_text(problem))
        return
    window.set_status(render(pack_written(dest, saved)))  # as the command line says it
