"""One pool of worker processes per walk, made where the process starts its work.

The command line and the window make the pool (``process_pool``) and pass it to the walk
(``WalkOptions.pool``); nothing below them keeps a pool of its own. Work goes to it as a
module-level function with plain picklable inputs, and comes back as typed results
(``concurrent.futures``: no protocol of the app's own). Without a pool (the tests, a
watch) the walk does everything in its own process. A re-check from the reader's history
is given one worker (``side_pool``) for its step 7b, where a worker starts quickly.

Where no other thread runs (the command line) the workers are forked, all at once when the
pool is first used, so they start with what this process has loaded; where threads run
(the window), fork would copy them half-way, so the workers come from a server process
that was started with the engine loaded (forkserver). Each worker starts by setting its
collector for a process that ends with its task (``core/collector.py``).

Once its workers are started, the process that made the pool fixes the C library's
threshold for blocks mapped apart (``keep_large_blocks_apart``). Left to itself, glibc
raises it to the size of any such block freed (the workers' answers are a megabyte and
more at season size); the recount's large arrays then come from the shared heap, which
keeps the pages they free, and the season walk's peak memory grew by about a tenth
(benchmarks/README.md, "One pool of worker processes per walk").
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import threading
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from contextlib import AbstractContextManager, nullcontext
from multiprocessing.context import BaseContext
from types import TracebackType
from typing import Any, TypeVar

from verifier_app.core.collector import for_one_task

T = TypeVar("T")
# From this size a block is mapped apart and returned to the system when freed. Measured on
# the season walk: 128 KiB (glibc's first threshold) costs about a second more of system
# time, 2 MiB and 4 MiB keep more of the peak (benchmarks/README.md).
LARGE_BLOCK_BYTES = 1024 * 1024
_M_MMAP_THRESHOLD = -3  # mallopt's parameter number, malloc.h
# What a server-started worker has loaded before any work arrives.
PRELOAD = ["verifier_app.engine.walk", "verifier_app.anchors.anchor_steps",
           "verifier_app.stats.step7b"]
MAX_WORKERS = 8
_preload = threading.Lock()
_preload_set: list[bool] = []


class ProcessPool:
    """A walk's worker processes and how many there are; ``with`` ends them."""

    def __init__(self, executor: Executor, size: int):
        self.executor = executor
        self.size = size

    def submit(self, work: Callable[..., T], /, *args: Any) -> Future[T]:
        return self.executor.submit(work, *args)

    def start(self) -> None:
        """Start the workers now: forked ones are all made at the first call, and must be
        made before this process starts a thread of its own. Then this process (not the
        workers, whose many blocks would each cost a mapping) keeps its large blocks
        apart."""
        self.executor.submit(int).result()
        keep_large_blocks_apart()

    def __enter__(self) -> ProcessPool:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.executor.shutdown(wait=True, cancel_futures=True)


def process_pool(workers: int | None = None) -> ProcessPool:
    """The pool of one walk: ``workers`` processes (default: one per core, at most
    ``MAX_WORKERS``), started when first used."""
    size = max(1, workers if workers is not None else min(os.cpu_count() or 1, MAX_WORKERS))
    context = _context()
    environment = {} if context.get_start_method() == "fork" else dict(os.environ)
    return ProcessPool(ProcessPoolExecutor(max_workers=size, mp_context=context,
                                           initializer=_worker_starts,
                                           initargs=(environment,)), size)


def side_pool() -> AbstractContextManager[ProcessPool | None]:
    """One worker for work done beside the caller's (a re-check's step 7b), where a worker
    starts in milliseconds: forked, or from the server; none where it would start a fresh
    interpreter (spawn, as on Windows), which takes longer than the work it would take."""
    if _context().get_start_method() == "spawn":
        return nullcontext()
    return process_pool(1)


def walk_pool(workers: int | None = None) -> AbstractContextManager[ProcessPool | None]:
    """What a command gives its walk: a pool of ``workers`` processes (default: one per
    core), or none for ``workers`` 1 (everything in this process)."""
    return nullcontext() if workers is not None and workers <= 1 else process_pool(workers)


def keep_large_blocks_apart() -> bool:
    """Fix glibc's threshold for mapped blocks at ``LARGE_BLOCK_BYTES`` in this process:
    large blocks are then always returned to the system when freed. Elsewhere (another C
    library, no ``mallopt``) nothing changes; returns whether it was set."""
    if not sys.platform.startswith("linux"):
        return False
    import ctypes  # a few milliseconds, once a walk has started

    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):  # a C library without it
        return False
    mallopt.argtypes, mallopt.restype = [ctypes.c_int, ctypes.c_int], ctypes.c_int
    return mallopt(_M_MMAP_THRESHOLD, LARGE_BLOCK_BYTES) == 1


def _worker_starts(environment: dict[str, str]) -> None:
    """A worker's entry point: the user's folders as the walk has them (a server's worker
    was started before), and the collector of a process that ends with its task."""
    os.environ.update(environment)
    for_one_task()


def can_fork() -> bool:
    """fork copies only the calling thread: safe only while no other thread runs."""
    return os.name == "posix" and threading.active_count() == 1 and \
        "fork" in multiprocessing.get_all_start_methods()


def _context() -> BaseContext:
    """fork where it is safe, else the server's, else a fresh interpreter (spawn)."""
    if can_fork():
        return multiprocessing.get_context("fork")
    return _server_context() or multiprocessing.get_context("spawn")


def _server_context() -> BaseContext | None:
    if "forkserver" not in multiprocessing.get_all_start_methods():
        return None
    context = multiprocessing.get_context("forkserver")
    with _preload:  # before the server starts, once: it then loads the engine itself
        if not _preload_set:
            context.set_forkserver_preload(PRELOAD)
            _preload_set.append(True)
    return context


def start_server() -> None:
    """Start the server now (as the window starts), so the first walk does not wait while
    it loads the engine; nothing happens where there is no server."""
    if _server_context() is not None:
        from multiprocessing import forkserver

        forkserver.ensure_running()
