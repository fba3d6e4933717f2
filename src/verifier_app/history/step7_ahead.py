"""What a re-check's step 7 reads that the new seals do not decide, started before them
(issue 29, the re-check's measure; Appendix B step 7).

Step 7 needs the seals' verdict only to know which lines are verified. Three of its reads
do not depend on it, so the re-check starts them first and takes their results when step 7
asks for them:

- step 7b, which reads only the portfolio files: the result kept at the reader's check
  when the four files are the bytes it was recounted from (``history.kept_accounts``),
  else a recount in a worker of the re-check's pool, beside everything this process does
  (without a pool, in this process when asked for);
- the step 7a parts kept at the reader's check (``history.kept_parts``);
- the forecasts file's growth since those parts (``run_parts.growth``), on a thread: it
  is mostly hashing the bytes counted then (19 MB at season size), which lets this
  thread's interpreter run on meanwhile.

Each is exactly what step 7 would have computed at its own turn: nothing is taken from
elsewhere, and a worker that died is replaced by the recount in this process.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import BrokenExecutor, ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from verifier_app.core.bundle import Bundle
from verifier_app.core.messages import Message
from verifier_app.core.process_pool import ProcessPool
from verifier_app.core.results import StepResult
from verifier_app.history.store import Entry

if TYPE_CHECKING:
    from verifier_app.stats.run_parts import Grown, SeasonParts

T = TypeVar("T")


@dataclass(frozen=True)
class Ahead:
    """Step 7's reads started before the seals are checked; each callable gives its
    result, waiting for it if it is not there yet."""

    accounts: Callable[[], StepResult]
    parts: SeasonParts | None  # the parts kept at the reader's check (None: none usable)
    why: Message | None  # why none (None: none was kept)
    grown: Callable[[], Grown | None]  # the file's growth since the parts (None: none)


def start_ahead(bundle: Bundle, source: str, entry: Entry, pool: ProcessPool | None
                ) -> Ahead:
    # Imported here: they read with pandas, which a re-check without step 7 never loads.
    from verifier_app.history.kept_parts import load_parts
    from verifier_app.stats.run_parts import growth

    accounts = _accounts(bundle, source, entry, pool)  # forks a worker before any thread
    parts, why = load_parts(source, entry.record.head)
    forecasts = bundle.first_named("council-forecasts.csv")
    grown = on_thread(growth, forecasts, parts) if parts is not None and \
        forecasts is not None else (lambda: None)
    return Ahead(accounts, parts, why, grown)


def _accounts(bundle: Bundle, source: str, entry: Entry, pool: ProcessPool | None
              ) -> Callable[[], StepResult]:
    from verifier_app.history.kept_accounts import load_accounts
    from verifier_app.stats.step7b import accounts_part

    kept = load_accounts(source, entry.record.head, bundle)
    if kept is not None:
        return lambda: kept
    try:
        beside = pool.submit(accounts_part, bundle) if pool is not None else None
    except BrokenExecutor:  # a worker of the pool died before: none is asked again
        beside = None
    if beside is None:
        return lambda: accounts_part(bundle)

    def taken() -> StepResult:
        try:
            return beside.result()
        except BrokenExecutor:  # the worker was killed (out of memory, say)
            return accounts_part(bundle)
    return taken


def on_thread(work: Callable[..., T], *args: object) -> Callable[[], T]:
    """``work(*args)`` started on a thread of its own; the callable returned waits for
    its result (or raises what it raised)."""
    executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ahead")
    future = executor.submit(work, *args)
    executor.shutdown(wait=False)  # the thread ends with its one task
    return future.result
