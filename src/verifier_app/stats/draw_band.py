"""The draw band (paper Section 3.5): small moves count as draws by a rule fixed in advance,
``0.1 × mean|r_1min| × √390``, where ``mean|r_1min|`` is the mean absolute one-minute percent
return over the four sessions of minute bars before the reference ("for normal returns about
0.08 of a session's standard deviation").

The reader's price reconciliation (``stats.prices``) recomputes the band from the reader's
own one-minute bars: the bars of the four NYSE sessions before the reference's day, 09:30 to
16:00 New York time, returns taken between bars one minute apart. A row is a draw when its
change lies within the band (|change| ≤ band: the paper does not say whether the edge is
in). Where the reader's file does not hold at least half of those minutes, no band is
computed and the row's draw flag is not compared (said, never passed).

Decisions where the paper is silent, said here and in docs/decisions.md: the four sessions are the
exchange's (NYSE) for every market, Bitcoin included (one clock for all twelve, as Section
3.3 keeps one for the references); futures' roll minutes (``noise_rolls``) are not known from
a price file and are not left out.
"""

from __future__ import annotations

import math
from datetime import date, datetime, time
from functools import lru_cache

import numpy as np
import pandas as pd

from verifier_app.core.sessions import sessions_before
from verifier_app.stats.price_file import BAR_NS, NEW_YORK, Bars

BAND_FACTOR = 0.1
SESSION_MINUTES = 390
SESSIONS = 4
MIN_SHARE = 0.5  # of the four sessions' one-minute returns the file must hold
OPEN, CLOSE = time(9, 30), time(16, 0)


def band_at(bars: Bars, reference: pd.Timestamp) -> float | None:
    """The band (in percent) for a reference time, from ``bars``; None when the bars of the
    four sessions before it are too few."""
    returns = []
    for day in _days_before(reference.tz_convert(NEW_YORK).date()):
        start = int(pd.Timestamp(datetime.combine(day, OPEN, NEW_YORK)).value)
        stop = int(pd.Timestamp(datetime.combine(day, CLOSE, NEW_YORK)).value)
        first, last = np.searchsorted(bars.starts, [start, stop], side="left")
        starts, prices = bars.starts[first:last], bars.prices[first:last]
        adjacent = np.diff(starts) == BAR_NS
        returns.append((100 * (prices[1:] / prices[:-1] - 1))[adjacent])
    found = np.concatenate(returns) if returns else np.array([])
    if len(found) < MIN_SHARE * SESSIONS * (SESSION_MINUTES - 1):
        return None
    return BAND_FACTOR * float(np.mean(np.abs(found))) * math.sqrt(SESSION_MINUTES)


@lru_cache(maxsize=4096)
def _days_before(day: date) -> tuple[date, ...]:
    return tuple(sessions_before(day, SESSIONS))
