"""What the window keeps out of the collector's scans is still freed once it is dropped."""

from __future__ import annotations

import gc
import weakref

from verifier_app.core.bundle_open import open_bundle
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


def test_full_collections_wait_while_any_task_works_and_come_back_after_the_last():
    import threading

    from verifier_app.gui.collector import FULL_SCANS_WAIT, young_collections_only

    before = gc.get_threshold()
    inside: list[tuple[int, int, int]] = []
    started, release = threading.Event(), threading.Event()

    def task() -> None:
        with young_collections_only():
            started.set()
            release.wait(10)

    other = threading.Thread(target=task)
    other.start()
    started.wait(10)
    with young_collections_only():  # a second task beside the first, and one inside it
        with young_collections_only():
            inside.append(gc.get_threshold())
        inside.append(gc.get_threshold())
    inside.append(gc.get_threshold())  # the other task still works
    release.set()
    other.join(10)
    assert inside == [(before[0], before[1], FULL_SCANS_WAIT)] * 3
    assert gc.get_threshold() == before  # the last task gave the thresholds back


def test_a_task_that_fails_gives_the_thresholds_back():
    from verifier_app.gui.collector import young_collections_only

    before = gc.get_threshold()
    try:
        with young_collections_only():
            raise ValueError("the work failed")
    except ValueError:
        pass
    assert gc.get_threshold() == before
