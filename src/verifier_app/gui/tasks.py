"""Run work off the GUI thread and hand plain results back to it.

``TaskRunner.run(func, callback)`` runs ``func(control)`` in a thread pool and calls
``callback(result, error)`` on the main thread; progress goes through ``control`` and
arrives on the main thread too. Workers never touch widgets. ``inline=True`` runs tasks
at once in the calling thread, which makes tests deterministic.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot

from verifier_app.core.errors import Cancelled
from verifier_app.gui.collector import keep_alive_objects, young_collections_only

Callback = Callable[[Any, BaseException | None], None]
ProgressSink = Callable[[float, Any], None]  # a fraction, and a Message or text


class TaskControl:
    """What a running task may do: report progress and ask whether to stop."""

    def __init__(self, relay: _Relay | None = None):
        self._cancel = threading.Event()
        self._relay = relay
        self.progress_hook: ProgressSink | None = None  # called in the worker (tests)

    def cancel(self) -> None:
        self._cancel.set()

    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def progress(self, fraction: float, message: Any) -> None:
        """Called from the worker; raises ``Cancelled`` once Cancel was pressed."""
        if self.progress_hook is not None:
            self.progress_hook(fraction, message)
        if self.cancelled():
            raise Cancelled()
        if self._relay is not None:
            try:
                self._relay.progressed.emit(fraction, message)
            except RuntimeError:  # the app closed meanwhile: stop the work
                raise Cancelled() from None


class _Relay(QObject):
    """Lives on the main thread; queued signals carry worker results to it."""

    finished = Signal(object, object)
    progressed = Signal(float, object)  # a fraction, and a Message or text

    def __init__(self, callback: Callback, on_progress: ProgressSink | None,
                 release: Callable[[_Relay], None]):
        super().__init__()
        self._callback = callback
        self._on_progress = on_progress
        self._release = release
        self.finished.connect(self._deliver)
        self.progressed.connect(self._progress)

    @Slot(object, object)
    def _deliver(self, result: Any, error: Any) -> None:
        self._release(self)
        keep_alive_objects()  # a result is kept while shown; see collector.py
        self._callback(result, error)

    @Slot(float, str)
    def _progress(self, fraction: float, message: str) -> None:
        if self._on_progress is not None:
            self._on_progress(fraction, message)


class _Job(QRunnable):
    def __init__(self, func: Callable[[TaskControl], Any], control: TaskControl, relay: _Relay):
        super().__init__()
        self._func = func
        self._control = control
        self._relay = relay

    def run(self) -> None:
        try:
            with young_collections_only():  # no full scan holds the window meanwhile
                result = self._func(self._control)
        except BaseException as error:  # delivered to the callback, which decides
            self._deliver(None, error)
            return
        self._deliver(result, None)

    def _deliver(self, result: Any, error: BaseException | None) -> None:
        # The app closed while this ran (the relay is gone): no window is left to tell.
        with contextlib.suppress(RuntimeError):
            self._relay.finished.emit(result, error)


class TaskRunner:
    def __init__(self, pool: QThreadPool | None = None, inline: bool = False):
        self.pool = pool or QThreadPool.globalInstance()
        self.inline = inline
        self._relays: set[_Relay] = set()  # keep them alive until they deliver

    def run(self, func: Callable[[TaskControl], Any], callback: Callback,
            on_progress: ProgressSink | None = None,
            progress_hook: ProgressSink | None = None) -> TaskControl:
        if self.inline:
            control = TaskControl()
            control.progress_hook = progress_hook
            try:
                result = func(control)
            except BaseException as error:
                callback(None, error)
            else:
                callback(result, None)
            return control
        relay = _Relay(callback, on_progress, self._relays.discard)
        self._relays.add(relay)
        control = TaskControl(relay)
        control.progress_hook = progress_hook
        self.pool.start(_Job(func, control, relay))
        return control

    def busy(self) -> bool:
        return bool(self._relays)
