"""The cyclic garbage collector in a process that does one task and ends.

A walk keeps nearly everything it makes until its report is written: a season's chain
scan, anchors and recount build millions of objects that live to the end, and reference
counting frees the rest as it goes. The collector's scans of them freed nothing yet took
about a tenth of the walk's processor time (four full scans of 50 ms each in the command's
process alone, and young scans in every process). Peak memory was the same with no
collection at all.

So a process that does one task (the command line, the process that checks the anchors
beside the walk, the chain scan's workers) scans young objects only after many
allocations, and never the whole heap. Young scans still free short-lived reference
cycles, so memory stays bounded even for input that makes many of them. The window is not
such a process: it keeps its own rules (``gui/collector.py``).
"""

from __future__ import annotations

import gc

YOUNG_EVERY = 100_000  # allocations between two young scans (Python's default: 700)
MIDDLE_EVERY = 10  # young scans between two scans of the middle generation (default 10)
FULL_SCANS_WAIT = 1_000_000  # middle scans between two full ones: in effect, never


def for_one_task() -> None:
    """Set this process's collector for one task that ends with the process."""
    gc.set_threshold(YOUNG_EVERY, MIDDLE_EVERY, FULL_SCANS_WAIT)
