"""The league's statistics (paper, Sections 4 and 5), computed from verified rows only."""

from verifier_app.stats.step7 import recount_step
from verifier_app.stats.summary import LeagueStats, compute_stats

__all__ = ["LeagueStats", "compute_stats", "recount_step"]
