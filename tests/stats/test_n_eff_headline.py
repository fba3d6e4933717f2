"""One headline N_eff: the counted series at one day, with its five-run interval."""

from __future__ import annotations

from verifier_app.core.bundle_open import open_bundle
from verifier_app.engine.walk import walk
from verifier_app.resources import demo_bundle_dir
from verifier_app.stats import compute_stats


def test_headline_n_eff_is_the_mean_of_the_last_five_counted_runs_with_their_range():
    bundle = open_bundle([demo_bundle_dir()])
    stats = compute_stats(bundle, walk(bundle))
    headline = stats.n_eff_headline
    one_day = sorted((r for r in stats.n_eff if r.horizon == "1d"),
                     key=lambda r: (r.session, r.run_id))[-5:]
    values = [r.count.n_eff for r in one_day]
    assert headline.runs == tuple(r.run_id for r in one_day)
    assert abs(headline.value - sum(values) / 5) < 1e-12
    assert (headline.low, headline.high) == (min(values), max(values))
    data = stats.to_json()["n_eff_headline"]
    assert data["series"] == "n_eff.counted" and data["interval"] == [
        round(min(values), 6), round(max(values), 6)]
    assert "not the counted series" in data["alternative"]
    from verifier_app.gui.stats_view import n_eff_sentence

    assert n_eff_sentence(headline).startswith("N_eff, the counted series (1d): ")
