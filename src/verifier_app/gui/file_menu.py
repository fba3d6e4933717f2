"""The File and View menus: open a folder, a zip or loose files, recent bundles, download,
export the report, settings.

Every entry has a keyboard shortcut or an accelerator; the dialogs only collect paths
and hand them to the window's ``open_paths``. Texts are translated in the "file_menu"
context: the template is translated first, then filled in.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from verifier_app.core.errors import UserFacingError
from verifier_app.gui import config, settings
from verifier_app.gui.compare_dialog import choose_and_compare
from verifier_app.gui.guide import show_guide
from verifier_app.gui.history_view import show_history
from verifier_app.gui.messages import error_text, tr
from verifier_app.gui.seal_rows import ALL_DAYS
from verifier_app.gui.window_parts import Window
from verifier_app.gui.witness_actions import add_witness_actions
from verifier_app.gui.write_places import refused
from verifier_app.resources import demo_bundle_dir

MAX_RECENT_LABEL = 90  # characters of a recent bundle's path in the menu



def _action(window: Window, text: str, slot, shortcut: str | None = None) -> QAction:
    action = QAction(text, window)
    if shortcut:
        action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(slot)
    return action


@dataclass(frozen=True)
class Menus:
    """The menus and the actions the window enables, checks or retranslates."""

    file_menu: QMenu
    recent_menu: QMenu
    download_action: QAction
    compare_action: QAction
    export_html_action: QAction
    export_pdf_action: QAction
    save_evidence_action: QAction
    export_witness_action: QAction
    check_witness_action: QAction
    settings_action: QAction
    presentation_action: QAction
    guide_action: QAction
    history_action: QAction
    watch_action: QAction


def build_menus(window: Window) -> Menus:
    """The File, View and Help menus on the window's menu bar; what the window keeps of
    them is returned, for the window to hold."""
    bar = window.menuBar()
    file_menu = bar.addMenu(tr("&File"))
    file_menu.addAction(_action(window, tr("Open &Folder…"), lambda: open_folder(window),
                                "Ctrl+O"))
    file_menu.addAction(_action(window, tr("Open &Zip…"), lambda: open_zip(window),
                                "Ctrl+Shift+O"))
    file_menu.addAction(_action(window, tr("Open F&iles…"), lambda: open_files(window),
                                "Ctrl+I"))
    download_action = _action(window, tr("&Download…"), lambda: show_download(window))
    file_menu.addAction(download_action)
    watch_action = _action(window, tr("&Watch this league…"), window.toggle_watch)
    watch_action.setToolTip(tr(
        "Poll the league's site on its schedule, check each new seal as it appears, and "
        "tell each event once as a desktop notification. Choose it again to stop."))
    file_menu.addAction(watch_action)
    recent_menu = file_menu.addMenu(tr("&Recent bundles"))
    recent_menu.aboutToShow.connect(lambda: fill_recent(window, recent_menu))
    file_menu.addAction(_action(window, tr("Open the &demonstration bundle"),
                                lambda: window.open_paths([demo_bundle_dir()], remember=False)))
    compare_action = _action(window, tr("&Compare with another copy…"),
                             lambda: choose_and_compare(window), "Ctrl+Shift+C")
    file_menu.addAction(compare_action)
    file_menu.addSeparator()
    export_html_action = _action(window, tr("Export report as &HTML…"),
                                 lambda: export_dialog(window, "html"), "Ctrl+E")
    export_pdf_action = _action(window, tr("Export report as &PDF…"),
                                lambda: export_dialog(window, "pdf"), "Ctrl+P")
    for action in (export_html_action, export_pdf_action):
        action.setToolTip(tr("A file to attach to an article: every step and seal, the "
                             "sources used, the app version and the time of the check."))
        file_menu.addAction(action)
    from verifier_app.gui.evidence_menu import save_evidence_dialog

    save_evidence_action = _action(window, tr("Save e&vidence…"),
                                   lambda: save_evidence_dialog(window))
    save_evidence_action.setToolTip(tr(
        "Write the log's answers and the Bitcoin headers this check relied on to a folder "
        "beside the bundle, to check them again offline later."))
    file_menu.addAction(save_evidence_action)
    export_witness_action, check_witness_action = add_witness_actions(window, file_menu)
    history_action = _action(window, tr("&History…"), lambda: show_history(window), "Ctrl+H")
    history_action.setToolTip(tr("The checks of downloaded bundles kept in your "
                                 "history, each signed with your own key."))
    file_menu.addAction(history_action)
    file_menu.addSeparator()
    settings_action = _action(window, tr("&Settings…"), lambda: show_settings(window),
                              "Ctrl+,")
    file_menu.addAction(settings_action)
    file_menu.addAction(_action(window, tr("&Quit"), window.close, "Ctrl+Q"))
    view_menu = bar.addMenu(tr("&View"))
    presentation_action = _action(window, tr("&Presentation mode (larger text)"),
                                  window.set_presentation, "Ctrl+Shift+P")
    presentation_action.setCheckable(True)
    presentation_action.setToolTip(config.PRESENTATION.tooltip())
    view_menu.addAction(presentation_action)
    for index, name in enumerate((tr("&Walk"), tr("&Seals"), tr("&Trust ladder"),
                                  tr("W&orkshop"), tr("St&atistics"), tr("&Day's page")),
                                 start=1):
        view_menu.addAction(_action(window, name, lambda _=False, i=index - 1:
                                    window.tabs.setCurrentIndex(i), f"Ctrl+{index}"))
    help_menu = bar.addMenu(tr("&Help"))
    guide_action = _action(window, tr("&Guide"), lambda: show_guide(window), "F1")
    help_menu.addAction(guide_action)
    help_menu.addAction(_action(window, tr("&About"), lambda: show_about(window)))
    return Menus(file_menu, recent_menu, download_action, compare_action, export_html_action,
                 export_pdf_action, save_evidence_action, export_witness_action,
                 check_witness_action, settings_action, presentation_action, guide_action,
                 history_action, watch_action)


def open_folder(window: Window) -> None:
    folder = QFileDialog.getExistingDirectory(window, tr("Open a bundle folder"))
    if folder:
        window.open_paths([Path(folder)])


def open_zip(window: Window) -> None:
    path, _ = QFileDialog.getOpenFileName(window, tr("Open a bundle zip"), "",
                                          tr("Zip files (*.zip);;All files (*)"))
    if path:
        window.open_paths([Path(path)])


def open_files(window: Window) -> None:
    paths, _ = QFileDialog.getOpenFileNames(
        window, tr("Open loose files (the book, stamped lists, proofs)"), "",
        tr("Book, lists and proofs (*.jsonl *.txt *.ots *.tsr *.json *.md);;All files (*)"))
    if paths:
        window.open_paths([Path(p) for p in paths])


def fill_recent(window: Window, menu: QMenu) -> None:
    menu.clear()
    entries = settings.recent_bundles()
    if not entries:
        empty = menu.addAction(tr("(no bundles opened yet)"))
        empty.setEnabled(False)
        return
    for number, paths in enumerate(entries, start=1):
        action = menu.addAction(f"&{number} {recent_label(paths).replace('&', '&&')}")
        action.setToolTip("\n".join(paths))
        action.triggered.connect(lambda _=False, p=paths: window.open_paths([Path(x) for x in p]))


def recent_label(paths: list[str]) -> str:
    """A recent bundle by its path, the home folder shortened to ~, so the built-in demo
    and a copy of it never look alike; the middle of a very long path gives way."""
    home = str(Path.home())
    shown = [("~" + p[len(home):]) if p == home or p.startswith(home + "/") else p
             for p in paths]
    label = ", ".join(shown)
    return label if len(label) <= MAX_RECENT_LABEL else \
        f"{label[:MAX_RECENT_LABEL // 2 - 1]}…{label[-(MAX_RECENT_LABEL // 2):]}"


def show_download(window: Window) -> None:
    """Download a bundle from the live site or a release; open it when it arrives."""
    from verifier_app.gui.download_dialog import open_download_dialog

    open_download_dialog(window, lambda path: window.open_paths([path]))


def show_about(window: Window) -> None:
    from verifier_app import __version__

    window.tell(tr("About"), tr("Verifier for the 'sealed before the open' standard, version "
                                "{version}. It checks a forecasting league's sealed book "
                                "without trusting the operator.").format(version=__version__),
                QMessageBox.Icon.Information)


def show_settings(window: Window):
    from verifier_app.gui.settings_dialog import SettingsDialog

    return window.show_settings(SettingsDialog(window))


# -- the report ----------------------------------------------------------------------------
def _suggested_name(window: Window, kind: str) -> str:
    label = re.sub(r"[^A-Za-z0-9._-]+", "-", window.report.bundle.label).strip("-.")
    return f"verification-report-{label or 'bundle'}.{kind}"


def _not_ready(window: Window) -> bool:
    if window.report is None or window.busy:
        window.tell(tr("Export report"), tr(
            "Open a bundle and wait for its check to finish, then export the report."))
        return True
    return False


def export_dialog(window: Window, kind: str, day: str | None = None) -> None:
    """Ask where to write the report; ``day``: the day whose page comes first (default:
    the day chosen in the Seals tab)."""
    if _not_ready(window):
        return
    title = tr("Export report as PDF") if kind == "pdf" else tr("Export report as HTML")
    pattern = tr("PDF files (*.pdf)") if kind == "pdf" else tr("Web pages (*.html)")
    path, _ = QFileDialog.getSaveFileName(window, title, _suggested_name(window, kind), pattern)
    if path:
        export_to(window, Path(path), kind, day)


def export_to(window: Window, path: Path, kind: str, day: str | None = None) -> None:
    """Compute the statistics off the GUI thread, then write the report to ``path``."""
    from verifier_app.gui.report_export import Shown, compute_report_stats, export_report

    if _not_ready(window) or refused(window, path, "write.what_report", tr("Export report")):
        return
    report = window.report
    notice = ""
    if window.workshop is not None and report is window.workshop.report:
        notice = tr("WORKSHOP COPY: this report is about a deliberately changed copy "
                    "({change}), not the bundle that was opened.").format(
                        change=window.workshop.kind)
    window.set_status(tr("Writing the report to {path}…").format(path=str(path)))
    chosen = day or window.seals_view.day_box.currentData()
    shown = Shown(day=None if chosen in (None, ALL_DAYS) else chosen,
                  stale=window.recheck.stale and report is window.report)

    def done(stats, error) -> None:
        try:
            if error is not None:
                raise error
            export_report(report, path, kind, stats, notice, shown)
        except UserFacingError as problem:
            window.set_status(error_text(problem))
            window.tell(tr("Export report"), error_text(problem))
            return
        except Exception as bug:  # a bug, not the user's doing: the crash dialog
            window.show_bug(bug)
            return
        window.report_saved(path)

    known = window.stats_for(report)
    if known is not None:  # the Statistics tab computed them already: no second pass
        done(known, None)
        return
    window.runner.run(lambda control: compute_report_stats(report), done)
