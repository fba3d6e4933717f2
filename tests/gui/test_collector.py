"""What the window keeps out of the collector's scans is still freed once it is dropped."""

from __future__ import annotations

import gc
import weakref

from verifier_app.engine.bundle import open_bundle
from verifier_app.engine.walk import walk
from verifier_app.gui.collector import hand_back, keep_alive_objects
from verifier_app.stats import compute_stats


def test_a_kept_report_and_its_statistics_are_freed_when_dropped(demo_master):
    """Reports and statistics hold no reference cycles: reference counting frees them even
    while the collector leaves them alone, so keeping them out of its scans leaks nothing."""
    bundle = open_bundle([demo_master])
    report = walk(bundle)
    stats = compute_stats(bundle, report)
    gone = [weakref.ref(report), weakref.ref(stats), weakref.ref(bundle)]
    keep_alive_objects()
    try:
        assert gc.get_freeze_count() > 0
        del bundle, report, stats
        assert [ref() for ref in gone] == [None, None, None]
    finally:
        hand_back()
    assert gc.get_freeze_count() == 0


def test_a_cycle_kept_is_collected_once_handed_back():
    class Node:
        pass

    node = Node()
    node.me = node  # a reference cycle: only the collector frees it
    gone = weakref.ref(node)
    keep_alive_objects()
    del node
    gc.collect()
    assert gone() is not None  # kept: the collector does not look at it
    hand_back()
    gc.collect()
    assert gone() is None
