"""File > Watch this league (issue 29, item 4): the window polls a league's site on the
watch's schedule, shows each new result, and tells each event once as a desktop
notification (Qt's system tray; where the desktop has none, the status bar says it).

Each poll (download and walk) runs off the GUI thread; the next one is a single-shot timer,
so the window never waits. The events and their rules are the engine's (``watch``).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QInputDialog, QLineEdit, QSystemTrayIcon

from verifier_app.core.errors import UserFacingError
from verifier_app.gui.messages import error_text, render, tr
from verifier_app.watch.events import WatchEvent
from verifier_app.watch.loop import Watcher, WatchOptions

if TYPE_CHECKING:
    from verifier_app.gui.window_parts import Window

MAX_WAIT_MS = 2**31 - 1  # a QTimer's longest interval (about 24 days)


class WatchController(QObject):
    def __init__(self, window: Window):
        super().__init__(window)
        self.window = window
        self.watcher: Watcher | None = None
        self.told: list[str] = []  # every notification shown, in order (the tests read it)
        self.clock = lambda: datetime.now(UTC)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.poll)
        self.tray: QSystemTrayIcon | None = None
        if QSystemTrayIcon.isSystemTrayAvailable():
            self.tray = QSystemTrayIcon(window.windowIcon(), self)
            self.tray.setToolTip(tr("Watching a league"))
            self.tray.show()

    @property
    def watching(self) -> bool:
        return self.watcher is not None

    def start(self, source: str, dest: Path | None = None, anchors: Any = None) -> None:
        """Watch ``source`` into ``dest`` (default: the downloader's folder for it)."""
        from verifier_app.fetch.planner import FetchRequest, resolve
        from verifier_app.gui.config import anchor_options_from_settings

        _, folder = resolve(FetchRequest(source, dest))  # an unusable address is said
        options = WatchOptions(source, folder, anchors=anchors or anchor_options_from_settings)
        self.watcher = Watcher(options, lambda _: None, clock=self.clock)
        self.window.set_status(tr("Watching {source}.").format(source=source))
        self.poll()

    def stop(self) -> None:
        self.timer.stop()
        self.watcher = None
        self.window.set_status(tr("The watch has stopped."))

    def poll(self) -> None:
        watcher = self.watcher
        if watcher is None:
            return
        self.window.runner.run(lambda control: watcher.poll(),
                               lambda events, error: self._polled(watcher, events, error))

    def _polled(self, watcher: Watcher, events: list[WatchEvent] | None,
                error: BaseException | None) -> None:
        if watcher is not self.watcher:  # stopped or restarted meanwhile
            return
        if watcher.report is not None and not self.window.busy:
            self.window.show_walked(watcher.report)  # first: the events are said after it
        if error is not None:
            said = error_text(error) if isinstance(error, UserFacingError) else \
                tr("An internal error stopped this poll; the watch goes on.")
            self._tell(said, failure=True)
        for event in events or []:
            self._tell(render(event.message), event.failure)
        now = self.clock()
        wait = (watcher.schedule.next_poll(now) - now).total_seconds()
        self.timer.start(min(MAX_WAIT_MS, max(1000, int(wait * 1000))))

    def _tell(self, text: str, failure: bool) -> None:
        self.told.append(text)
        self.window.set_status(text)
        if self.tray is not None:
            icon = QSystemTrayIcon.MessageIcon.Critical if failure else \
                QSystemTrayIcon.MessageIcon.Information
            self.tray.showMessage(tr("Watching a league"), text, icon)


def ask_and_watch(window: Window, controller: WatchController) -> None:
    """The menu action: stop a running watch, or ask for the address (the open bundle's
    own source, when it was downloaded) and start one."""
    if controller.watching:
        controller.stop()
        return
    address, ok = QInputDialog.getText(
        window, tr("Watch this league"),
        tr("The league's data address (as for Download), e.g. https://…/api/v1/:"),
        QLineEdit.EchoMode.Normal, _known_source(window))
    if not ok or not address.strip():
        return
    try:
        controller.start(address.strip())
    except UserFacingError as problem:
        window.tell(tr("Watch this league"), error_text(problem))


def _known_source(window: Window) -> str:
    """The address the open bundle was downloaded from, if it says so (bundle.json)."""
    report = window.report
    if report is None:
        return ""
    from verifier_app.fetch.store import Layout

    for path in window.last_paths[:1]:
        record = Layout(Path(path)).load_record()
        sources = record.get("sources") or []
        if sources and isinstance(sources[-1], dict):
            return str(sources[-1].get("source") or "")
    return ""
