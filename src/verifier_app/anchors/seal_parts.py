"""Offline, the seals' anchors (steps 6, 9 and 10) checked by the walk's worker processes.

The seals go to the workers in parts; each part's results come back pickled (the progress
bar counts them) and go on, unread here, to one worker, which concludes the three steps and
the log's further checks over all of them and sends the seals' anchors back with them. This
module runs in the walk's own process and loads none of the proof, token and log libraries
(about 26 MB and a third of a second there): only the workers do, each once, through the
functions below that they are sent.
"""

from __future__ import annotations

import math
import pickle
from collections.abc import Callable
from concurrent.futures import as_completed
from itertools import chain

from verifier_app.anchors.anchor_options import AnchorOptions
from verifier_app.anchors.seal_work import SealAnchors, SharedFacts
from verifier_app.core.bundle import Bundle
from verifier_app.core.process_pool import ProcessPool
from verifier_app.core.results import SealResult, StepResult

IN_POOL_FROM = 64  # from this many seals the workers check them; below, this process does
# Each worker's share in this many parts. Each part sets up again what the seals share (the
# header chain's check, the roots, the tokens' certificates), about a tenth of a second; more
# parts would move the progress bar more often at that cost.
PARTS_PER_WORKER = 2

AnchorProgress = Callable[[int, int, bool], None]  # as ``anchor_steps.check_anchors`` has it


def check_in_pool(bundle: Bundle, seals: list[SealResult], options: AnchorOptions,
                  pool: ProcessPool, progress: AnchorProgress | None = None,
                  checks: list[StepResult] | None = None) -> list[StepResult]:
    """``anchor_steps.check_anchors`` offline, by the pool's workers: every seal's anchors
    filled in, steps 6, 9 and 10 returned, the log's further checks appended to ``checks``.
    ``progress`` (which may raise, e.g. on Cancel) counts the seals of the parts done; the
    parts not yet started are then dropped."""
    facts = pool.submit(shared_facts, bundle, seals, options).result()
    size = max(1, math.ceil(len(seals) / (PARTS_PER_WORKER * pool.size)))
    parts = {pool.submit(checked_part, bundle, seals[start:start + size], options, facts):
             start for start in range(0, len(seals), size)}
    answers: dict[int, bytes] = {}  # by the part's first seal
    try:
        for future in as_completed(parts):
            answers[parts[future]] = future.result()
            if progress:
                done = sum(min(size, len(seals) - start) for start in answers)
                progress(done, len(seals), False)
    finally:
        for future in parts:
            future.cancel()
    ended, steps, further = pool.submit(concluded, seals, [answers[s] for s in sorted(answers)],
                                        options, facts, checks is not None).result()
    for seal, found in zip(seals, ended, strict=True):
        _put(seal, found)  # as concluded, sharing their values with the steps' evidence
    if checks is not None:
        checks.extend(further)
    return steps


def _put(seal: SealResult, found: SealAnchors) -> None:
    seal.ots, seal.tokens, seal.rekor = found.ots, list(found.tokens), found.rekor
    seal.anchors_checked = True


# -- sent to the workers ----------------------------------------------------------------------
def shared_facts(bundle: Bundle, seals: list[SealResult], options: AnchorOptions) -> SharedFacts:
    from verifier_app.anchors.anchor_steps import shared_facts as found

    return found(bundle, seals, options)


def checked_part(bundle: Bundle, seals: list[SealResult], options: AnchorOptions,
                 facts: SharedFacts) -> bytes:
    """These seals' anchors (``list[SealAnchors]``), pickled here: the walk's own process
    only passes them on to the worker that concludes, which reads them (``concluded``).

    Read in the walk's process as well, every seal's anchors would be there twice (about
    16 MB of small objects each time at season size, as the parts come back and again as
    concluded) and the seals would go back to the concluding worker with them; one pickle
    each way, ``pickle.dumps`` and ``pickle.loads`` and nothing of our own
    (benchmarks/README.md, "One pool of worker processes per walk")."""
    from verifier_app.anchors.anchor_steps import check_seals

    return pickle.dumps(check_seals(bundle, seals, options, facts), pickle.HIGHEST_PROTOCOL)


def concluded(seals: list[SealResult], parts: list[bytes], options: AnchorOptions,
              facts: SharedFacts, with_checks: bool
              ) -> tuple[list[SealAnchors], list[StepResult], list[StepResult]]:
    """The three steps and the further checks over ``seals`` with the anchors of their
    ``parts`` (as ``checked_part`` pickled them, in order), and the seals' anchors as
    concluded (a signer flagged): sent back together, so that their values are shared,
    not copied."""
    from verifier_app.anchors.anchor_steps import conclude

    for seal, found in zip(seals, chain.from_iterable(map(pickle.loads, parts)), strict=True):
        _put(seal, found)
    further: list[StepResult] = []
    steps = conclude(seals, options, facts.cache_dir, further if with_checks else None)
    return [SealAnchors(s.ots, tuple(s.tokens), s.rekor) for s in seals], steps, further
