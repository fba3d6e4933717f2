"""Step 7's reads that the new seals do not decide, started before them (issue 29, the
re-check's measure; Appendix B step 7): step 7b recounted in a worker of the re-check's
pool, the forecasts file's growth on a thread. Each gives exactly what step 7 computes at
its own turn, and a worker that dies leaves 7b recounted in this process, never missing."""

from __future__ import annotations

import os
import signal

import pytest

from tests.history.conftest import reader_anchors
from tests.history.test_kept_index import DAY_FOUR, full_step7, grow_to, same
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.process_pool import ProcessPool, process_pool
from verifier_app.core.results import Status
from verifier_app.history.recheck import recheck
from verifier_app.history.step7_ahead import on_thread

pytestmark = pytest.mark.xdist_group("history")


def given_to(pool: ProcessPool, kill: bool = False) -> list[str]:
    """The names of the work ``pool`` is given from now on; ``kill``: its workers are
    killed as soon as the work is given (as the system does to a process out of memory)."""
    given: list[str] = []
    real = pool.submit

    def watched(work, *args):
        given.append(work.__name__)
        future = real(work, *args)
        if kill:
            for process in list(pool.executor._processes.values()):  # type: ignore[attr-defined]
                os.kill(process.pid, signal.SIGKILL)
        return future
    pool.submit = watched  # type: ignore[method-assign]
    return given


def test_step_7b_goes_to_a_worker_and_gives_the_recount_made_here(site, checked,
                                                                   demo_master):
    dest, _ = checked
    grow_to(site, demo_master, dest, DAY_FOUR, "2026-10-22")  # the portfolio files grew too
    with process_pool(1) as pool:
        given = given_to(pool)
        found = recheck(open_bundle([dest]), reader_anchors(demo_master), record=False,
                        pool=pool)
    assert given == ["accounts_part"]
    assert found.statistics is not None and found.statistics.parts[1].id == "step7b"
    assert found.statistics.parts[1].status is Status.PASS
    assert same(found.statistics, full_step7(found))


def test_a_worker_killed_while_it_recounts_leaves_7b_recounted_here(site, checked,
                                                                     demo_master):
    dest, _ = checked
    grow_to(site, demo_master, dest, DAY_FOUR, "2026-10-22")
    with process_pool(1) as pool:
        given = given_to(pool, kill=True)
        found = recheck(open_bundle([dest]), reader_anchors(demo_master), record=False,
                        pool=pool)
        # the pool is broken now: the next re-check's 7b is not even given to it
        again = recheck(open_bundle([dest]), reader_anchors(demo_master), record=False,
                        pool=pool)
    assert given == ["accounts_part", "accounts_part"]
    assert found.statistics is not None and found.statistics.parts[1].status is Status.PASS
    assert same(found.statistics, full_step7(found))
    assert again.statistics == found.statistics


def test_work_on_a_thread_gives_its_result_or_raises_its_error() -> None:
    assert on_thread(sum, [1, 2, 3])() == 6
    failed = on_thread(int, "not a number")
    with pytest.raises(ValueError):
        failed()
