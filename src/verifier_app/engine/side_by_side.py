"""Two independent parts of the walk at once, on a second core.

The anchors (steps 6, 9 and 10) and the recount (step 7) need nothing from each other. In a
process with no other thread (the command line), the first runs in a forked child while
this process does the second; the child's result comes back pickled through a pipe. Where
forking is unsafe (the window runs threads), unavailable, or not worth it, they run one
after the other. Either way the results are the same objects' equals.
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import pickle
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

A = TypeVar("A")
B = TypeVar("B")


def can_fork() -> bool:
    """fork copies only the calling thread: safe only while no other thread runs."""
    return os.name == "posix" and threading.active_count() == 1 and \
        "fork" in multiprocessing.get_all_start_methods()


def side_by_side(first: Callable[[], A], second: Callable[[], B],
                 together: bool) -> tuple[A, B]:
    """``(first(), second())``; with ``together`` (and ``can_fork()``), ``first`` runs in a
    child process meanwhile. An exception of either is raised here, as if run in turn."""
    if not (together and can_fork()):
        return first(), second()
    for stream in (sys.stdout, sys.stderr):  # else the child writes what is buffered again
        stream.flush()
    receiver, sender = multiprocessing.get_context("fork").Pipe(duplex=False)
    child = multiprocessing.get_context("fork").Process(
        target=_run_child, args=(first, sender))  # not a daemon: it may start its own
    child.start()
    sender.close()
    try:
        mine = second()
        theirs = _received(receiver)
    finally:
        receiver.close()
        child.join()
    return theirs, mine


def _run_child(work: Callable[[], Any], sender: Any) -> None:
    try:
        outcome: tuple[str, Any] = ("done", work())
    except BaseException as exc:
        outcome = ("raised", exc)
    try:
        with _no_collection():
            data = pickle.dumps(outcome, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception as exc:  # what cannot be pickled goes back as its sentence
        data = pickle.dumps(("raised", RuntimeError(str(
            outcome[1] if outcome[0] == "raised" else exc))))
    sender.send_bytes(data)
    sender.close()


def _received(receiver: Any) -> Any:
    try:
        data = receiver.recv_bytes()
    except EOFError:
        raise RuntimeError("The second process of the walk stopped without a result.") \
            from None
    with _no_collection():  # among 100,000 new objects a collection is pure cost
        kind, value = pickle.loads(data)
    if kind == "raised":
        raise value
    return value


@contextmanager
def _no_collection() -> Iterator[None]:
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()
