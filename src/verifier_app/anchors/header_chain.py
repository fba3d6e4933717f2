"""The chain of headers on top of an anchor, checked by the app itself.

An explorer's word that a block is Bitcoin's is not needed: every header that follows the
anchor must hash below its own target and name the previous header's hash, and each
target must be no easier than the least one Bitcoin's main chain had in that difficulty
period (shipped checkpoints, ``resources/bitcoin/checkpoints.json``). What such a chain
cost to produce is then a number of hashes, the work on top, which nobody can fake more
cheaply than by doing it.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

from verifier_app.anchors.block_headers import (
    DIFFICULTY_1_TARGET,
    BlockHeader,
    HeaderError,
    display_hex,
    median_time,
    meets_target,
    target_from_bits,
)
from verifier_app.core.messages import CATALOGUE, Grouped, Message
from verifier_app.resources import resource_path

PERIOD = 2016  # blocks between difficulty adjustments
# The median time past of an anchor's block: "the median time of the 11 previous blocks"
# (paper Section 3.11: 12:45:12Z for block 972,334), the bound consensus sets from below.
MTP_WINDOW = 11
# "A verifier who wants a bound from the consensus rules alone uses the header time of a
# block several confirmations later" (Section 3.11): the paper names no number; six is the
# depth wallets commonly wait for.
CONSENSUS_CONFIRMATIONS = 6
MAX_TARGET = DIFFICULTY_1_TARGET  # Bitcoin's powLimit: no main-chain target is easier
MAX_STEP = 4  # a retarget changes the target by at most a factor of four either way
BLOCK_SECONDS = 600  # the ten minutes a block takes at the difficulty of its period

# The assumption behind "days of the network's work", named wherever the figure is shown.
RATE_ASSUMPTION = CATALOGUE["headers.rate"]


@dataclass(frozen=True)
class Checkpoint:
    height: int  # the last block of its period
    block_hash: str  # display order
    next_target: int  # the target every block of the following period had


@lru_cache(maxsize=1)
def checkpoints() -> tuple[Checkpoint, ...]:
    data = json.loads(resource_path("bitcoin", "checkpoints.json").read_text("utf-8"))
    return tuple(Checkpoint(PERIOD * i + PERIOD - 1, h, int(t, 16))
                 for i, (h, t) in enumerate(data["periods"]))


def era_target(height: int) -> int:
    """The easiest target a main-chain header at ``height`` can have.

    Inside the checkpoints it is that period's exact target; after them the last known
    target eased by the largest step a retarget allows, once per period since.
    """
    period = height // PERIOD
    known = checkpoints()
    if period == 0:
        return MAX_TARGET
    if period <= len(known):
        return known[period - 1].next_target
    return min(MAX_TARGET, known[-1].next_target * MAX_STEP ** (period - len(known)))


def checkpoint_hash(height: int) -> str | None:
    """The published hash of the block at ``height`` when it ends a checkpointed period."""
    if (height + 1) % PERIOD:
        return None
    index = height // PERIOD
    known = checkpoints()
    return known[index].block_hash if index < len(known) else None


def work(header: BlockHeader) -> int:
    """Expected hashes to find a header meeting this target (as Bitcoin Core counts it)."""
    return (1 << 256) // (target_from_bits(header.bits) + 1)


@dataclass(frozen=True)
class ChainCheck:
    """What the headers from an anchor onward show."""

    confirmations: int | None  # the anchor's block counts as the first
    work_on_top: int | None  # expected hashes of the headers after the anchor's block
    main_chain: bool | None  # None: not checked (no header after the anchor's to check)
    last_height: int | None = None
    median_time_past: int | None = None  # from checked headers only
    problem: Message | None = None  # a header that does not link or fails its target
    below_era: Message | None = None  # why this is not Bitcoin's main chain
    seconds_of_work: float | None = None  # the work on top at the network's rate
    later_time: int | None = None  # header time CONSENSUS_CONFIRMATIONS blocks on (main chain)


def check_chain(height: int, headers: Mapping[int, BlockHeader]) -> ChainCheck:
    """The headers from ``height`` up to the first gap, each checked and linked."""
    anchor = headers.get(height)
    if anchor is None:
        return ChainCheck(None, None, None)
    run = _RUNS.run(height, headers)
    below = era_problem(height, anchor) or run.below
    last = run.last
    main = None if last == height and below is None else below is None
    later = headers.get(height + CONSENSUS_CONFIRMATIONS) \
        if main and last >= height + CONSENSUS_CONFIRMATIONS else None
    return ChainCheck(last - height + 1, run.total, main, last, median_time_past(height, headers),
                      run.problem, below, _seconds(run.total, run.end) if main else None,
                      later.time if later is not None else None)


@dataclass(frozen=True, slots=True)
class _Run:
    """What the headers after one height show, up to the first gap or broken link."""

    last: int
    total: int  # the work of the headers after the first
    problem: Message | None  # why the run stops, when it is not a gap
    below: Message | None  # the first era problem among the headers after the first
    end: BlockHeader  # the header at ``last``


class _Runs:
    """Each height's run, worked out once for a season's 600 anchors on one chain.

    A run depends only on the header objects from its height to the one after its last;
    a kept run is used again only when every one of them is the very object seen before,
    so any other mapping of headers is checked afresh. Only the latest walk is kept: its
    runs and the objects it saw belong together.
    """

    def __init__(self) -> None:
        self.seen: dict[int, BlockHeader | None] = {}
        self.runs: dict[int, _Run] = {}
        self.lock = threading.Lock()  # seals are checked side by side online

    def run(self, height: int, headers: Mapping[int, BlockHeader]) -> _Run:
        with self.lock:
            kept = self.runs.get(height)
            if kept is not None and all(self.seen.get(h) is headers.get(h)
                                        for h in range(height, kept.last + 2)):
                return kept
            return self._walk(height, headers)

    def _walk(self, height: int, headers: Mapping[int, BlockHeader]) -> _Run:
        self.seen.clear()
        self.runs.clear()
        path, last = [], height
        previous = headers[height]
        problem = None
        while (following := headers.get(last + 1)) is not None:
            problem = _link_problem(last + 1, following, previous)
            if problem:
                break
            path.append(last)
            last, previous = last + 1, following
        self.seen.update((h, headers.get(h)) for h in range(height, last + 2))
        run = self.runs[last] = _Run(last, 0, problem, None, previous)
        for h in reversed(path):  # each height's run from the one after it
            following = headers[h + 1]
            run = self.runs[h] = _Run(last, work(following) + run.total, problem,
                                      era_problem(h + 1, following) or run.below, previous)
        return run


_RUNS = _Runs()


def _link_problem(height: int, header: BlockHeader, previous: BlockHeader) -> Message | None:
    if header.prev_hash != previous.block_hash:
        return Message.of("headers.no_link", height=Grouped(height), before=Grouped(height - 1),
                          named=display_hex(header.prev_hash),
                          actual=display_hex(previous.block_hash))
    try:
        mined = meets_target(header)
    except HeaderError:
        mined = False
    if not mined:
        return Message.of("headers.no_work", height=Grouped(height))
    return None


def era_problem(height: int, header: BlockHeader) -> Message | None:
    try:
        target = target_from_bits(header.bits)
    except HeaderError:
        return Message.of("headers.bad_bits", height=Grouped(height))
    published = checkpoint_hash(height)
    if published is not None and display_hex(header.block_hash) != published:
        return Message.of("headers.checkpoint", height=Grouped(height), published=published)
    if target > era_target(height):
        return Message.of("headers.too_easy", height=Grouped(height))
    return None


def mtp_heights(height: int) -> range:
    """The 11 blocks before ``height`` whose median bounds its time from below."""
    return range(height - MTP_WINDOW, height)


def median_time_past(height: int, headers: Mapping[int, BlockHeader]) -> int | None:
    """The median time of the 11 blocks before the anchor's, when all of them are present
    and linked, up to the anchor's own block."""
    window = [headers.get(h) for h in (*mtp_heights(height), height)]
    if any(h is None for h in window):
        return None
    chain = [h for h in window if h is not None]
    if any(b.prev_hash != a.block_hash for a, b in pairwise(chain)):
        return None
    return median_time([h.time for h in chain[:-1]])


def _seconds(total: int, last: BlockHeader) -> float:
    rate = work(last) / BLOCK_SECONDS  # hashes a second, per the stated assumption
    return total / rate


def work_words(seconds: float) -> Message:
    """The work on top in plain words: "about 9 days of the whole Bitcoin network's work"."""
    units = ((365.25 * 86_400, "year"), (86_400, "day"), (3_600, "hour"), (60, "minute"))
    for size, name in units:
        if seconds >= size:
            count = round(seconds / size)
            return Message.of(f"work.{name}{'s' if count != 1 else ''}", count=Grouped(count))
    return Message.of("work.less")


def describe(check: ChainCheck, say_why: bool = True) -> Message | None:
    """One sentence for a seal's detail; None when nothing was checked. ``say_why`` off
    when the detail already says the header is not the main chain's."""
    if check.confirmations is None:
        return None
    count = Grouped(check.confirmations)
    if check.main_chain is False:
        if say_why and check.below_era:
            return Message.of("headers.off_main_why", why=check.below_era, count=count)
        return Message.of("headers.off_main", count=count)
    if check.main_chain is None:
        return Message.of("headers.none_after")
    return Message.of("headers.work", count=count, last=Grouped(check.last_height),
                      work=Grouped(check.work_on_top),
                      words=work_words(check.seconds_of_work or 0.0),
                      rate=Message.of("headers.rate"))
