"""Step 7a, the forecasts' scores: recompute what the operator publishes and compare.

The paper's step 7 runs the operator's scripts; the app never runs downloaded code.
It recomputes, from verified rows only, the published ``n_eff.counted.per_run`` of
``council-stats.json`` ({n, rho, n_eff} per run and horizon), the per-seat Brier totals
``brier.per_seat`` ({n, brier} per seat and horizon), and the climatology's content hash
(``sha256_ok``). Counts must match exactly; rho, n_eff and Brier within ``TOLERANCE``
(the operator rounds to six decimals). A difference is a finding shown with its size.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from verifier_app.core.messages import Message
from verifier_app.stats.climatology import Climatology

TOLERANCE = 1e-5
# The operator's recount of the forecasts' scores (Section 4: tools/replay_brier.py), read
# by a reader who wants it, never run here; the accounts' replay.py is step 7b's (step7b).
COMMAND = "curl -s <data>/tools/replay_brier.py -o replay_brier.py; python3 replay_brier.py"


@dataclass
class Comparison:
    figure: str  # e.g. n_eff.counted.per_run/2026-10-21-am/1d/rho
    published: Any
    recomputed: Any
    matches: bool
    difference: float | None = None

    def to_json(self) -> dict[str, Any]:
        return {"figure": self.figure, "published": self.published,
                "recomputed": self.recomputed, "matches": self.matches,
                "difference": self.difference}


@dataclass
class Recount:
    available: bool = False
    reason: str = ""
    said: Message | None = None  # ``reason`` as a message, for the reader's language
    comparisons: list[Comparison] = field(default_factory=list)
    not_published: int = 0

    @property
    def differences(self) -> list[Comparison]:
        return [c for c in self.comparisons if not c.matches]

    def to_json(self) -> dict[str, Any]:
        return {"available": self.available, "reason": self.reason,
                "tolerance": TOLERANCE, "compared": len(self.comparisons),
                "matched": len(self.comparisons) - len(self.differences),
                "differences": [c.to_json() for c in self.differences],
                "recomputed_not_published": self.not_published, "command": COMMAND}


def compare_value(figure: str, published: Any, recomputed: Any, exact: bool) -> Comparison:
    numeric = isinstance(published, int | float) and not isinstance(published, bool) and \
        isinstance(recomputed, int | float) and not isinstance(recomputed, bool)
    if not numeric:
        return Comparison(figure, published, recomputed, published == recomputed)
    difference = round(float(recomputed) - float(published), 9)
    ok = difference == 0 if exact else abs(difference) <= TOLERANCE
    return Comparison(figure, published, recomputed, ok, difference)


def recount(published: Any, reason: Message | None,
            mine_neff: dict[tuple[str, str], dict[str, Any]],
            mine_brier: dict[tuple[str, str], dict[str, Any]], clim: Climatology) -> Recount:
    """``mine_*``: (run or seat, horizon) -> {n, rho, n_eff} / {n, brier}, recomputed;
    ``reason``: why ``published`` could not be read (None when it was)."""
    result = Recount()
    if not isinstance(published, dict):
        result.said = reason or Message.of("stats.recount_not_object")
        result.reason = result.said.render()
        return result
    result.available = True
    per_run = _path(published, "n_eff", "counted", "per_run")
    per_seat = _path(published, "brier", "per_seat")
    _compare_block(result, "n_eff.counted.per_run", per_run, mine_neff, ("rho", "n_eff"))
    _compare_block(result, "brier.per_seat", per_seat, mine_brier, ("brier",))
    if clim.declared is not None:
        result.comparisons.append(Comparison(
            "council-calibration.json/climatology_fixed/sha256", clim.declared,
            clim.recomputed, bool(clim.sha256_ok)))
    if not result.comparisons:
        result.available = False
        result.said = Message.of("stats.recount_nothing")
        result.reason = result.said.render()
    return result


def _path(obj: Any, *keys: str) -> dict[str, Any]:
    for key in keys:
        obj = obj.get(key) if isinstance(obj, dict) else None
    return obj if isinstance(obj, dict) else {}


def _compare_block(result: Recount, name: str, published: dict[str, Any],
                   mine: dict[tuple[str, str], dict[str, Any]], approx: tuple[str, ...]) -> None:
    seen = set()
    for outer, horizons in sorted(published.items()):
        if not isinstance(horizons, dict):
            continue
        for horizon, figures in sorted(horizons.items()):
            if not isinstance(figures, dict):
                continue
            seen.add((outer, horizon))
            ours = mine.get((outer, horizon), {})
            for key, value in sorted(figures.items()):
                if key in ("n", *approx):
                    result.comparisons.append(compare_value(
                        f"{name}/{outer}/{horizon}/{key}", value, ours.get(key),
                        exact=key not in approx))
    result.not_published += len(set(mine) - seen)
