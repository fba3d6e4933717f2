"""One pool of worker processes per walk (issue 28, item 4): made by the caller and passed
in, the same report as a walk in one process, Cancel, and no pool or collector setting
anywhere else."""

from __future__ import annotations

import ast
import contextlib
import gc
import json
import multiprocessing
import os
import platform
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from verifier_app.anchors import seal_parts
from verifier_app.core import chain as chain_module
from verifier_app.core import process_pool as process_pool_module
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.collector import FULL_SCANS_WAIT, MIDDLE_EVERY, YOUNG_EVERY
from verifier_app.core.errors import Cancelled
from verifier_app.core.process_pool import (
    ProcessPool,
    can_fork,
    keep_large_blocks_apart,
    process_pool,
    side_pool,
)
from verifier_app.engine import walk as walk_module

SRC = Path(__file__).parents[2] / "src" / "verifier_app"


@pytest.fixture
def no_other_thread() -> None:
    """Fork is taken only while no other thread runs. A loopback server of an earlier test
    may still be finishing an answer on a handler thread of its own: join it (ten seconds
    in all at most), so that these tests check the forked workers they mean to."""
    deadline = time.monotonic() + 10
    for thread in threading.enumerate():
        if thread is not threading.current_thread():
            # a thread Python did not start (Qt's) cannot be joined: it still counts
            with contextlib.suppress(AssertionError, RuntimeError):
                thread.join(max(0.0, deadline - time.monotonic()))
    if not can_fork():
        pytest.skip("fork is not safe in this process")


@pytest.fixture
def everything_in_the_pool(monkeypatch) -> None:
    """The demo is small: let the pool check its book's lines and its seals."""
    monkeypatch.setattr(walk_module, "SIDE_BY_SIDE_FROM", 1)
    monkeypatch.setattr(walk_module, "IN_POOL_FROM", 1)
    monkeypatch.setattr(chain_module, "PARALLEL_FROM_BYTES", 0)


def _report_json(bundle: Path, pool: ProcessPool | None = None, **options) -> str:
    report = walk_module.walk(open_bundle([bundle]), walk_module.WalkOptions(pool=pool,
                                                                             **options))
    return json.dumps(report.to_json(), sort_keys=True, default=str)


def _watched(pool: ProcessPool) -> list[str]:
    """The names of the work ``pool`` is given, from now on."""
    given: list[str] = []
    real = pool.submit
    pool.submit = lambda work, *args: given.append(work.__name__) or real(work, *args)
    return given


@pytest.mark.usefixtures("no_other_thread", "everything_in_the_pool")
def test_the_walk_with_a_pool_gives_the_report_of_a_walk_in_one_process(demo_master) -> None:
    alone = _report_json(demo_master)
    assert multiprocessing.active_children() == []  # without a pool nothing is started
    with process_pool(2) as pool:
        given = _watched(pool)
        together = _report_json(demo_master, pool)
        workers = {pid for pid in pool.executor.map(_pid, range(4))}
    assert together == alone
    # The book's lines and the seals went to the workers, and the steps were concluded there.
    assert set(given) == {"check_batch", "shared_facts", "checked_part", "concluded"}
    assert os.getpid() not in workers


@pytest.mark.usefixtures("no_other_thread")  # forked workers are all made at once
def test_the_walks_process_keeps_its_large_blocks_apart_once_the_workers_start(
        monkeypatch) -> None:
    """glibc's threshold for blocks mapped apart is fixed in the process that made the pool,
    after its workers are made (benchmarks/README.md: the season walk's peak memory)."""
    calls: list[int] = []
    monkeypatch.setattr(process_pool_module, "keep_large_blocks_apart",
                        lambda: calls.append(len(multiprocessing.active_children())))
    with process_pool(2) as pool:
        assert calls == []  # nothing changes until the walk starts the workers
        pool.start()
    assert calls == [2]
    assert keep_large_blocks_apart() is (platform.libc_ver()[0] == "glibc")


def _pid(_n: int) -> int:
    return os.getpid()


@pytest.mark.usefixtures("everything_in_the_pool")
def test_with_threads_running_the_workers_come_from_the_server(demo_master) -> None:
    alone = _report_json(demo_master)
    release = threading.Event()
    other = threading.Thread(target=release.wait, daemon=True)  # as the window has
    other.start()
    try:
        with process_pool(2) as pool:
            method = pool.executor._mp_context.get_start_method()  # type: ignore[attr-defined]
            together = _report_json(demo_master, pool)
    finally:
        release.set()
        other.join()
    assert method in ("forkserver", "spawn") and together == alone


@pytest.mark.usefixtures("no_other_thread")
def test_each_worker_collects_as_a_process_that_ends_with_its_task() -> None:
    before = gc.get_threshold()
    with process_pool(2) as pool:
        found = set(pool.executor.map(_thresholds, range(4)))
    assert found == {(YOUNG_EVERY, MIDDLE_EVERY, FULL_SCANS_WAIT)}
    assert gc.get_threshold() == before  # this process keeps its own


def _thresholds(_n: int) -> tuple[int, int, int]:
    return gc.get_threshold()


@pytest.mark.usefixtures("no_other_thread", "everything_in_the_pool")
def test_cancel_while_the_workers_check_the_seals_stops_the_walk(demo_master) -> None:
    said: list[str] = []

    def progress(_fraction: float, message) -> None:
        said.append(message.render())
        if "anchors" in said[-1]:  # as the window's progress does once Cancel was pressed
            raise Cancelled()

    with process_pool(2) as pool, pytest.raises(Cancelled):
        walk_module.walk(open_bundle([demo_master]),
                         walk_module.WalkOptions(pool=pool, progress=progress))
    assert not any("Done" in m for m in said)


@pytest.mark.usefixtures("no_other_thread", "everything_in_the_pool")
def test_one_progress_bar_for_the_book_and_the_anchors_beside_it(demo_master) -> None:
    seen: list[tuple[float, str]] = []
    with process_pool(2) as pool:
        walk_module.walk(open_bundle([demo_master]), walk_module.WalkOptions(
            pool=pool, progress=lambda fraction, message: seen.append(
                (fraction, message.render()))))
    fractions = [fraction for fraction, _ in seen]
    assert fractions == sorted(fractions) and fractions[0] >= 0 and seen[-1] == (1.0, "Done")
    assert any("anchors" in m and m.startswith(("Checking", "Recounting"))
               and "; " in m for _, m in seen)  # both parts named while both run


def test_the_seals_checked_in_parts_count_up_to_all_of_them(demo_master) -> None:
    """The workers' parts come back one by one; each is put in its own seals."""
    bundle = open_bundle([demo_master])
    seals = list(walk_module.read_lists(bundle).seals)
    options = walk_module.default_anchor_options(bundle)
    alone = [json.dumps(s.to_json(), sort_keys=True, default=str) for s in
             walk_module.check_anchor_phase(bundle, tuple(seals),
                                            walk_module.WalkOptions(anchors=options)).seals]
    counts: list[tuple[int, int]] = []
    with process_pool(2) as pool:
        seal_parts.check_in_pool(bundle, seals, options, pool, lambda done, total, _n:
                                 counts.append((done, total)))
    assert len(counts) == min(len(seals), seal_parts.PARTS_PER_WORKER * 2)
    assert counts == sorted(counts) and counts[-1] == (len(seals), len(seals))
    assert [json.dumps(s.to_json(), sort_keys=True, default=str) for s in seals] == alone


def test_the_walks_own_process_loads_none_of_the_anchors_libraries(demo_master) -> None:
    """Offline with a pool, only the workers check proofs, tokens and log entries: the
    walk's own process reads their typed results without those libraries (about 26 MB)."""
    code = (
        "import sys, json\n"
        "from verifier_app.core.bundle_open import open_bundle\n"
        "from verifier_app.core.process_pool import process_pool\n"
        "from verifier_app.engine import walk as W\n"
        "W.SIDE_BY_SIDE_FROM = W.IN_POOL_FROM = 1\n"
        "with process_pool(2) as pool:\n"
        "    report = W.walk(open_bundle([sys.argv[1]]), W.WalkOptions(pool=pool))\n"
        "print(json.dumps([len(report.seals), all(s.anchors_checked for s in report.seals),\n"
        "    sorted(m for m in ('asn1crypto', 'opentimestamps', 'rfc3161_client', 'httpx',\n"
        "                       'tuf', 'cryptography') if m in sys.modules)]))\n")
    out = subprocess.run([sys.executable, "-c", code, str(demo_master)], capture_output=True,
                         timeout=300, check=True).stdout
    count, checked, loaded = json.loads(out)
    assert count > 0 and checked and loaded == []


def _calls(path: Path) -> set[str]:
    """The dotted names ``path`` calls (``gc.freeze``, ``ProcessPoolExecutor``)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            function = node.func
            if isinstance(function, ast.Attribute) and isinstance(function.value, ast.Name):
                found.add(f"{function.value.id}.{function.attr}")
            elif isinstance(function, ast.Name):
                found.add(function.id)
    return found


def test_no_module_keeps_a_process_pool_or_sets_the_collector_of_its_own() -> None:
    """Processes are started in one module (``core/process_pool.py``); the collector is set
    in the two that say each process's rules (``core/collector.py`` for a process that
    ends with its task, ``gui/collector.py`` for the window)."""
    starts, collects = set(), set()
    for path in SRC.rglob("*.py"):
        called = _calls(path)
        name = str(path.relative_to(SRC))
        if called & {"ProcessPoolExecutor", "multiprocessing.Process", "os.fork",
                     "multiprocessing.Pool", "context.Process"}:
            starts.add(name)
        if any(call.startswith("gc.") for call in called):
            collects.add(name)
    assert starts == {"core/process_pool.py"}
    assert collects == {"core/collector.py", "gui/collector.py"}


def test_work_beside_a_recheck_gets_one_worker_only_where_it_starts_quickly(
        monkeypatch) -> None:
    """A re-check's step 7b goes to a worker only where one starts in milliseconds; where
    each worker is a fresh interpreter (spawn) it is done in the re-check's own process."""
    with side_pool() as pool:
        assert pool is not None and pool.size == 1
    monkeypatch.setattr(process_pool_module, "_context",
                        lambda: multiprocessing.get_context("spawn"))
    with side_pool() as pool:
        assert pool is None
