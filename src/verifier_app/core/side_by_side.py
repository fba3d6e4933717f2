"""Two independent parts of the walk at once, on a second core.

The anchors (steps 6, 9 and 10) and the recount (step 7) need nothing from each other: the
first runs in a child process while this process does the second. Where no other thread
runs (the command line) the child is forked; where threads run (the window), fork would
copy them half-way, so the child comes from a server process that was started with the
engine loaded (forkserver), and the work is sent to it pickled. The child's progress comes
back as it happens, Cancel reaches it through an event, and its result comes back pickled.
Where neither way exists, or it is not worth it, the two run one after the other. Either way
the results are the same objects' equals.
"""

from __future__ import annotations

import gc
import io
import multiprocessing
import os
import pickle
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import fields, is_dataclass
from multiprocessing.context import BaseContext
from typing import Any, TypeVar

from verifier_app.core.collector import for_one_task
from verifier_app.core.errors import Cancelled

A = TypeVar("A")
B = TypeVar("B")
Progress = Callable[[float, str], None]
Cancel = Callable[[], bool]
# Work for the child, called with where to report progress and what says Cancel; to be
# sent to a server's child it must be picklable (a module-level function or dataclass).
Task = Callable[[Progress, Cancel], A]
# What a server-started child has loaded before any work arrives.
PRELOAD = ["verifier_app.engine.walk", "verifier_app.anchors.anchor_steps"]
_preload = threading.Lock()
_preload_set: list[bool] = []


def can_fork() -> bool:
    """fork copies only the calling thread: safe only while no other thread runs."""
    return os.name == "posix" and threading.active_count() == 1 and \
        "fork" in multiprocessing.get_all_start_methods()


def child_context() -> BaseContext | None:
    """fork where it is safe, else the server's; None where there is neither."""
    return multiprocessing.get_context("fork") if can_fork() else _server_context()


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


def side_by_side(first: Task[A], second: Callable[[], B], together: bool,
                 report: Progress | None = None, cancelled: Cancel | None = None
                 ) -> tuple[A, B]:
    """``(first(report, cancelled), second())``; with ``together``, ``first`` runs in a
    child process meanwhile. An exception of either is raised here, as if run in turn.

    With neither ``report`` nor ``cancelled`` (the command line) nobody listens to the
    child while ``second`` runs: it sends only its result, read once ``second`` is done, and
    no thread is started here, so ``second`` may still fork processes of its own."""
    quiet = report is None and cancelled is None
    report = report or (lambda _fraction, _message: None)
    cancelled = cancelled or (lambda: False)
    context = child_context() if together else None
    if context is None:
        return first(report, cancelled), second()
    for stream in (sys.stdout, sys.stderr):  # else a forked child writes it again
        stream.flush()
    receiver, sender = context.Pipe(duplex=False)
    stop = context.Event()
    child = context.Process(target=_run_child,
                            args=(first, sender, stop, dict(os.environ), quiet))
    child.start()  # not a daemon: it may start processes of its own
    sender.close()
    relay = _Relay(receiver, report, cancelled, stop)
    if not quiet:
        relay.start()
    try:
        mine = second()
    except BaseException:
        stop.set()
        raise
    finally:
        if quiet:
            relay.run()  # here, now: the child's result (or its stop, after ours)
        else:
            relay.join()
        receiver.close()
        child.join()
    return relay.outcome(), mine


class _Relay(threading.Thread):
    """Reads the child's messages: progress is passed on (which may say Cancel), the last
    message is its result or its exception."""

    def __init__(self, receiver: Any, report: Progress, cancelled: Cancel, stop: Any):
        super().__init__(name="side-by-side relay", daemon=True)
        self._receiver, self._report, self._cancelled, self._halt = \
            receiver, report, cancelled, stop
        self._outcome: tuple[str, Any] = ("raised", RuntimeError(
            "The second process of the walk stopped without a result."))

    def run(self) -> None:
        while True:
            try:
                data = self._receiver.recv_bytes()
            except (EOFError, OSError):
                return
            kind, *values = pickle.loads(data)
            if kind == "result":
                self._outcome = ("done", _read_parts(self._receiver, values[0]))
                return
            if kind != "progress":
                self._outcome = (kind, values[0])
                return
            try:
                if self._cancelled():
                    raise Cancelled()
                self._report(*values)
            except Cancelled:
                self._halt.set()  # the child stops at its next step and says so

    def outcome(self) -> Any:
        kind, value = self._outcome
        if kind == "raised":
            raise value
        return value


def _run_child(work: Task[Any], sender: Any, stop: Any, environment: dict[str, str],
               quiet: bool = False) -> None:
    os.environ.update(environment)  # a server's child: the user's folders as the caller has
    for_one_task()  # this process ends with its task

    def progressed(fraction: float, message: str) -> None:
        if not quiet:  # unread until the end, progress would fill the pipe and stall here
            sender.send_bytes(pickle.dumps(("progress", fraction, message)))

    try:
        parts = _written_parts(work(progressed, stop.is_set))
    except BaseException as exc:  # every failure goes back to the caller
        try:
            sender.send_bytes(pickle.dumps(("raised", exc)))
        except Exception:  # an exception that cannot be pickled: its sentence instead
            sender.send_bytes(pickle.dumps(("raised", RuntimeError(str(exc)))))
    else:
        sender.send_bytes(pickle.dumps(("result", len(parts))))
        for part in parts:
            sender.send_bytes(part)
    sender.close()


SLICE = 50  # items of a long list read in one step


def _written_parts(value: Any) -> list[bytes]:
    """``value`` pickled in parts: slices of its long list fields first, then itself. One
    pickler remembers what it wrote, so the last part refers to the slices' objects and the
    one unpickler that reads the parts in turn rebuilds the very same objects; between
    parts the receiver lets other threads run (a window's event loop)."""
    stream = io.BytesIO()
    pickler = pickle.Pickler(stream, protocol=pickle.HIGHEST_PROTOCOL)
    parts = []
    with _no_collection():  # among 100,000 new objects a collection is pure cost
        for part in [*_slices(value), value]:
            pickler.dump(part)
            parts.append(stream.getvalue())
            stream.seek(0)
            stream.truncate()
    return parts


def _slices(value: Any) -> Iterator[list[Any]]:
    if not is_dataclass(value):
        return
    for item in fields(value):
        found = getattr(value, item.name)
        if isinstance(found, list | tuple) and len(found) > SLICE:
            for start in range(0, len(found), SLICE):
                yield list(found[start:start + SLICE])


def _read_parts(receiver: Any, count: int) -> Any:
    buffer = _Joined()
    unpickler = pickle.Unpickler(buffer)
    value: Any = None
    with _no_collection():
        for _ in range(count):
            buffer.add(receiver.recv_bytes())
            value = unpickler.load()
            time.sleep(0)  # other threads run between parts
    return value


class _Joined(io.RawIOBase):
    """The parts received so far, read by one unpickler as one stream."""

    def __init__(self) -> None:
        super().__init__()
        self._data = b""
        self._at = 0

    def add(self, part: bytes) -> None:
        self._data = self._data[self._at:] + part
        self._at = 0

    def readable(self) -> bool:
        return True

    def readinto(self, target: Any) -> int:
        size = min(len(target), len(self._data) - self._at)
        target[:size] = self._data[self._at:self._at + size]
        self._at += size
        return size


@contextmanager
def _no_collection() -> Iterator[None]:
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()
