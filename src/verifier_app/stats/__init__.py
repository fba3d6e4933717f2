"""The league's statistics (paper, Sections 4 and 5), computed from verified rows only.

Names are imported on first use, so a walk that needs no statistics (a lone book) never
loads pandas.
"""

from __future__ import annotations

from typing import Any

__all__ = ["LeagueStats", "compute_stats", "recount_step"]


def __getattr__(name: str) -> Any:
    if name == "recount_step":
        from verifier_app.stats.step7 import recount_step

        return recount_step
    if name in ("LeagueStats", "compute_stats"):
        from verifier_app.stats import summary

        return getattr(summary, name)
    raise AttributeError(name)
