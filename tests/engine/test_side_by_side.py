"""The anchors beside the recount: a second process where forking is safe, the same report."""

from __future__ import annotations

import json
import os
import threading
import time

import pytest

from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.errors import Cancelled, UserFacingError
from verifier_app.core.side_by_side import can_fork, child_context, side_by_side
from verifier_app.engine import walk as walk_module

on_a_fork_platform = pytest.mark.skipif(not can_fork(),
                                        reason="fork is not safe in this process")


@pytest.fixture
def no_other_thread() -> None:
    """Fork is taken only while no other thread runs. A loopback server of an earlier test
    may still be finishing an answer on a handler thread of its own: join it (ten seconds
    in all at most), so that these tests check the forked child they mean to."""
    deadline = time.monotonic() + 10
    for thread in threading.enumerate():
        if thread is not threading.current_thread():
            thread.join(max(0.0, deadline - time.monotonic()))
    assert can_fork(), [t.name for t in threading.enumerate()]


def needs_fork(test):
    return on_a_fork_platform(pytest.mark.usefixtures("no_other_thread")(test))


@needs_fork
def test_the_first_part_runs_in_another_process_and_its_result_comes_back() -> None:
    theirs, mine = side_by_side(lambda _report, _cancelled: (os.getpid(), list(range(5))),
                                os.getpid, together=True)
    assert mine == os.getpid() and theirs[0] != mine and theirs[1] == [0, 1, 2, 3, 4]


def test_without_together_both_run_here_in_turn() -> None:
    order: list[str] = []
    theirs, mine = side_by_side(lambda _r, _c: order.append("first") or os.getpid(),
                                lambda: order.append("second") or os.getpid(), together=False)
    assert theirs == mine == os.getpid() and order == ["first", "second"]


@needs_fork
def test_an_error_in_the_other_process_is_raised_here_with_its_sentence() -> None:
    def fails(_report, _cancelled) -> None:
        raise UserFacingError("The proof folder could not be read.")

    with pytest.raises(UserFacingError, match="proof folder could not be read"):
        side_by_side(fails, lambda: 1, together=True)


@needs_fork
def test_the_walk_gives_the_same_report_with_its_anchors_in_a_second_process(
        demo_master, monkeypatch) -> None:
    def report_json() -> str:
        report = walk_module.walk(open_bundle([demo_master]))
        return json.dumps(report.to_json(), sort_keys=True, default=str)

    monkeypatch.setattr(walk_module, "SIDE_BY_SIDE_FROM", 10**9)
    in_turn = report_json()
    started: list[int] = []
    real = walk_module.side_by_side

    def spy(first, second, together, *rest):
        started.append(together)
        return real(first, second, together, *rest)

    monkeypatch.setattr(walk_module, "SIDE_BY_SIDE_FROM", 1)
    monkeypatch.setattr(walk_module, "side_by_side", spy)
    assert report_json() == in_turn
    assert started == [True]


def _counts_to_five(report, cancelled) -> int:
    """A task that can be sent to a server's child (module level: picklable)."""
    for n in range(1, 6):
        report(n / 5, f"step {n} of 5")
    return os.getpid()


def _runs_until_cancelled(report, cancelled) -> None:
    for n in range(500):
        if cancelled():
            raise Cancelled()
        report(n / 500, "working")
        time.sleep(0.01)


class _ThreadRunning:
    """A second thread, as the window has: fork is then unsafe and the server is used."""

    def __enter__(self):
        self.release = threading.Event()
        self.thread = threading.Thread(target=self.release.wait, daemon=True)
        self.thread.start()
        return self

    def __exit__(self, *_exc):
        self.release.set()
        self.thread.join()


def test_with_threads_running_the_child_comes_from_the_server_and_reports_progress() -> None:
    with _ThreadRunning():
        if child_context() is None:
            pytest.skip("no process server on this system")
        seen: list[str] = []
        theirs, mine = side_by_side(_counts_to_five, os.getpid, together=True,
                                    report=lambda _f, message: seen.append(message))
    assert theirs != mine == os.getpid()
    assert seen == [f"step {n} of 5" for n in range(1, 6)]


def test_cancel_reaches_the_child_and_is_raised_here() -> None:
    calls: list[float] = []

    def report(fraction: float, _message: str) -> None:
        calls.append(fraction)
        if len(calls) == 3:
            raise Cancelled()  # as the window's progress does once Cancel was pressed

    with _ThreadRunning(), pytest.raises(Cancelled):
        side_by_side(_runs_until_cancelled, lambda: 1, together=True, report=report)
    assert len(calls) < 500  # the child stopped early


def test_with_threads_running_the_walk_gives_the_same_report(demo_master, monkeypatch) -> None:
    def report_json() -> str:
        report = walk_module.walk(open_bundle([demo_master]))
        return json.dumps(report.to_json(), sort_keys=True, default=str)

    monkeypatch.setattr(walk_module, "SIDE_BY_SIDE_FROM", 10**9)
    in_turn = report_json()
    monkeypatch.setattr(walk_module, "SIDE_BY_SIDE_FROM", 1)
    with _ThreadRunning():
        assert not can_fork()
        assert report_json() == in_turn


def test_the_anchors_results_are_read_without_the_libraries_that_check_them() -> None:
    """The walk's own process reads back the seals the other one checked: that must not
    load the proof, token and log libraries (about 0.2 s and 23 MB it would not use)."""
    import pickle
    import subprocess
    import sys

    from verifier_app.resources import demo_bundle_dir

    report = walk_module.walk(open_bundle([demo_bundle_dir()]))
    seals = [s for s in report.seals if s.ots is not None and s.tokens and s.rekor]
    assert seals  # the demo checks all three anchors of its seals
    code = ("import pickle, sys; import verifier_app.engine.walk; "
            "seals = pickle.loads(sys.stdin.buffer.read()); "
            "print(len(seals), sorted(m for m in ('asn1crypto', 'opentimestamps', "
            "'rfc3161_client', 'httpx', 'tuf', 'cryptography') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], input=pickle.dumps(seals),
                         capture_output=True, timeout=120, check=True).stdout.decode()
    assert out.split() == [str(len(seals)), "[]"]


@needs_fork
def test_with_nobody_listening_no_thread_runs_here_so_the_second_part_may_fork() -> None:
    """The command line gives neither progress nor Cancel: the child's result is read once
    the second part is done, and meanwhile this process has no other thread."""
    threads_meanwhile: list[int] = []

    def second() -> int:
        threads_meanwhile.append(threading.active_count())
        return os.getpid()

    theirs, mine = side_by_side(_counts_to_five, second, together=True)
    assert theirs != mine == os.getpid()
    assert threads_meanwhile == [1] and can_fork()


@needs_fork
def test_with_nobody_listening_a_failure_here_stops_the_child() -> None:
    def fails() -> None:
        raise ValueError("the book could not be read")

    started = time.monotonic()
    with pytest.raises(ValueError, match="could not be read"):
        side_by_side(_runs_until_cancelled, fails, together=True)
    assert time.monotonic() - started < 4  # the child runs 5 s unless it is stopped


def _collector_thresholds(_report, _cancelled) -> tuple[int, int, int]:
    import gc

    return gc.get_threshold()


@needs_fork
def test_the_child_collects_as_a_process_that_ends_with_its_task() -> None:
    import gc

    from verifier_app.core.collector import FULL_SCANS_WAIT, MIDDLE_EVERY, YOUNG_EVERY

    before = gc.get_threshold()
    theirs, _ = side_by_side(_collector_thresholds, lambda: None, together=True)
    assert theirs == (YOUNG_EVERY, MIDDLE_EVERY, FULL_SCANS_WAIT)
    assert gc.get_threshold() == before  # this process keeps its own


@needs_fork
def test_the_anchors_are_checked_while_the_book_is_scanned_by_forked_workers(
        demo_master, monkeypatch) -> None:
    """At season size the anchors' process starts once the lists are read; on the command
    line (no progress, no Cancel) the chain scan still forks its workers meanwhile."""
    from verifier_app.core import chain as chain_module

    order: list[str] = []
    real_task, real_context = walk_module.AnchorTask.__call__, chain_module.child_context

    def task(self, report, cancelled):
        order.append("anchors")  # in the child: seen here only in its copy of ``order``
        return real_task(self, report, cancelled)

    def context():
        order.append(f"scan workers, {threading.active_count()} thread(s) here")
        return real_context()

    monkeypatch.setattr(walk_module, "SIDE_BY_SIDE_FROM", 1)
    monkeypatch.setattr(walk_module.AnchorTask, "__call__", task)
    monkeypatch.setattr(chain_module, "child_context", context)
    report = walk_module.walk(open_bundle([demo_master]), walk_module.WalkOptions(workers=2))
    # The book's and the asks chain's scans forked their workers; the anchors ran in the
    # other process.
    assert order and set(order) == {"scan workers, 1 thread(s) here"}
    assert report.seals and all(s.anchors_checked for s in report.seals)


def test_one_progress_bar_for_the_book_and_the_anchors_beside_it(demo_master,
                                                                  monkeypatch) -> None:
    seen: list[tuple[float, str]] = []
    monkeypatch.setattr(walk_module, "SIDE_BY_SIDE_FROM", 1)
    walk_module.walk(open_bundle([demo_master]), walk_module.WalkOptions(
        progress=lambda fraction, message: seen.append((fraction, message.render()))))
    fractions = [fraction for fraction, _ in seen]
    assert fractions == sorted(fractions) and fractions[0] >= 0 and seen[-1] == (1.0, "Done")
    assert any("anchors" in m and m.startswith(("Checking", "Recounting"))
               and "; " in m for _, m in seen)  # both parts named while both run


@needs_fork
def test_the_anchors_checked_in_two_halves_count_up_from_the_first_seal() -> None:
    """The first half is checked in a second process at the pace of the second: the count
    shown climbs from the first seal to the last, not from the half."""
    from verifier_app.anchors import anchor_steps
    from verifier_app.core.results import SealResult

    seals = [SealResult(list=f"markets/proof/{i}.txt", sha256="00" * 32) for i in range(80)]
    counts: list[tuple[int, int]] = []
    anchor_steps._each_offline(lambda seal: None, seals,
                               lambda done, total, _no_network: counts.append((done, total)))
    assert len(seals) >= anchor_steps.HALVES_FROM
    assert counts[0][0] <= 2 and counts == sorted(counts) and counts[-1] == (80, 80)
    assert all(seal.anchors_checked for seal in seals[:40])
