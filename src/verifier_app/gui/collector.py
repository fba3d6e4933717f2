"""Keep what the window holds for long out of the cyclic collector's full scans.

A full collection visits every tracked object while holding the interpreter lock: with
the libraries loaded at start-up and a season's report and statistics that is 100-350 ms
in which no thread runs, the window's event loop included. What is alive when start-up
ends, when a bundle has been opened for its walk, and when a result reaches the window,
lives as long as it is shown, so it is moved out of those scans (``gc.freeze``).
Reference counting still frees it once it is dropped (reports and statistics hold no
reference cycles); before the next bundle is checked the frozen objects are handed back,
so any cycle among what that bundle replaces is still collected.
"""

from __future__ import annotations

import gc


def keep_alive_objects() -> None:
    """Everything alive now is long-lived: leave it out of later full collections."""
    gc.collect(1)  # young cycles are garbage, not long-lived data: they are not kept
    gc.freeze()


def hand_back() -> None:
    """The collector scans everything again (a new bundle replaces what was kept)."""
    gc.unfreeze()
