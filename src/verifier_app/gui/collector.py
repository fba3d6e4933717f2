"""Keep what the window holds for long out of the cyclic collector's full scans.

A full collection visits every tracked object while holding the interpreter lock: with
the libraries loaded at start-up and a season's report and statistics that is 100-350 ms
in which no thread runs, the window's event loop included. What is alive when start-up
ends, when a bundle has been opened for its walk, and when a result reaches the window,
lives as long as it is shown, so it is moved out of those scans (``gc.freeze``).
Reference counting still frees it once it is dropped (reports and statistics hold no
reference cycles); before the next bundle is checked the frozen objects are handed back,
so any cycle among what that bundle replaces is still collected.

While the engine works on a worker thread (a walk, the statistics), full collections wait
until no such work runs: the young generations are still collected, so short-lived cycles
are freed as usual, but the whole heap is not scanned in the middle of the work, which
creates some hundred thousand objects and so brought on a full scan (150-290 ms) at
random moments.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

from verifier_app.core.collector import FULL_SCANS_WAIT  # none during work


class _FullScansPaused:
    """How many worker tasks run now, and the thresholds to give back after the last."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.running = 0
        self.saved = gc.get_threshold()


_paused = _FullScansPaused()


@contextmanager
def young_collections_only() -> Iterator[None]:
    """Full collections wait while the body runs (on any thread, nested or side by side)."""
    with _paused.lock:
        if _paused.running == 0:
            _paused.saved = gc.get_threshold()
            young, middle = _paused.saved[0], _paused.saved[1]
            gc.set_threshold(young, middle, FULL_SCANS_WAIT)
        _paused.running += 1
    try:
        yield
    finally:
        with _paused.lock:
            _paused.running -= 1
            if _paused.running == 0:
                gc.set_threshold(*_paused.saved)


def keep_alive_objects() -> None:
    """Everything alive now is long-lived: leave it out of later full collections."""
    gc.collect(1)  # young cycles are garbage, not long-lived data: they are not kept
    gc.freeze()


def hand_back() -> None:
    """The collector scans everything again (a new bundle replaces what was kept)."""
    gc.unfreeze()
