"""One headline N_eff: the counted series (``council-stats.json`` ``n_eff.counted``) at one
day, named as such, with its interval from the last five counted runs (the paper's Section
5.1: "an interval comes from five counted runs").

Decisions where the paper is silent: the figure is the mean of the one-day N_eff of the last
five counted runs recomputed from verified rows; its interval is the lowest and highest of
those five; with fewer than five runs there is no interval. The other figure a bundle may
publish (``n_eff.per_run``: every sealed run, test runs and late answers included) is not
the headline and is named for what it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from verifier_app.stats.n_eff import NEffRun

RUNS = 5
HORIZON = "1d"
ALTERNATIVE = ("n_eff.per_run averages every sealed run, test runs and late answers "
               "included: not the counted series, and not the headline")


@dataclass(frozen=True)
class NEffHeadline:
    value: float
    low: float | None  # None: fewer than five counted runs, so no interval
    high: float | None
    runs: tuple[str, ...]
    horizon: str = HORIZON

    @property
    def sentence(self) -> str:
        head = (f"N_eff, the counted series ({self.horizon}): {self.value:.2f} independent "
                f"voices, the mean of the last {len(self.runs)} counted runs")
        if self.low is None or self.high is None:
            return head + f" (no interval before {RUNS} counted runs)."
        return head + f"; interval over those runs {self.low:.2f} to {self.high:.2f}."

    def to_json(self) -> dict[str, Any]:
        return {"series": "n_eff.counted", "horizon": self.horizon,
                "value": round(self.value, 6), "interval": None if self.low is None else
                [round(self.low, 6), round(self.high or 0.0, 6)], "runs": list(self.runs),
                "alternative": ALTERNATIVE, "sentence": self.sentence}


def n_eff_headline(runs: list[NEffRun], horizon: str = HORIZON) -> NEffHeadline | None:
    counted = sorted((r for r in runs if r.horizon == horizon and r.count.n_eff is not None),
                     key=lambda r: (r.session, r.run_id))
    last = counted[-RUNS:]
    if not last:
        return None
    values = [r.count.n_eff for r in last]
    mean = sum(values) / len(values)  # type: ignore[arg-type]
    full = len(last) == RUNS
    return NEffHeadline(mean, min(values) if full else None,  # type: ignore[type-var]
                        max(values) if full else None,  # type: ignore[type-var]
                        tuple(r.run_id for r in last), horizon)
