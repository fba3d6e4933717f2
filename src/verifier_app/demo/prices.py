"""The demonstration league's own market as a reader's price file (``demo-prices.csv``).

Written in the format ``stats --prices`` reads (see ``stats.price_file``), as a reader
would export it from a provider: per session and market the one-minute bar at the 09:30
New York open (the demo's reference price) and the day's close; and, for an answer with its
own reference, the bar at that minute. It lies beside the bundle, not inside ``api/``: it
stands for a source the operator does not control.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from verifier_app.demo.calendar import iso, open_utc
from verifier_app.demo.market import ASSETS

PRICE_FILE = "demo-prices.csv"


def _minute_at_or_after(moment: datetime) -> datetime:
    start = moment.replace(second=0, microsecond=0)
    return start if start == moment else start + timedelta(minutes=1)


def write_price_file(root: Path, league) -> Path:
    rows: dict[tuple[str, str], float] = {}
    for index, day in enumerate(league.days):
        for asset in ASSETS:
            rows[(asset, iso(open_utc(day)))] = league.market.ref(asset, index)
            rows[(asset, day.isoformat())] = league.market.ref(asset, index + 1)
    for asset, answered, index in league.late_references:
        bar = _minute_at_or_after(answered.astimezone(UTC))
        rows.setdefault((asset, iso(bar)), league.market.ref(asset, index))
    lines = ["asset,time,price"]
    lines += [f"{asset},{time},{price}" for (asset, time), price in sorted(rows.items())]
    path = root / PRICE_FILE
    path.write_bytes(("\n".join(lines) + "\n").encode("utf-8"))
    return path
