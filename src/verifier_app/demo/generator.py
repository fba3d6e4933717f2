"""``verifier-app demo``: write a synthetic league bundle in the live site's layout.

Same settings, same bytes: the embedded demo under ``resources/`` is this output with the
default settings, and a test regenerates it to prove it.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from verifier_app.core.bundle import DEMO_MARKER
from verifier_app.core.errors import UserFacingError
from verifier_app.core.messages import Message
from verifier_app.demo.league import Declaring, League
from verifier_app.demo.market import ASSETS, HORIZONS, SEATS
from verifier_app.demo.portfolio import protocol_rules, write_portfolio_league

DEMO_NOTICE = (
    "DEMONSTRATION BUNDLE\n\n"
    "Everything in this folder is synthetic: a made-up league of demo models, written by\n"
    "`verifier-app demo` to show how the verifier works. It is not a real league, the\n"
    "forecasts are not real, and nothing here says anything about real markets.\n"
)
CODE_FILES = {
    "council_arena.py": "# Demonstration engine code (never executed by the verifier).\n"
                        "def score(p, o):\n    return (p / 100 - o) ** 2\n",
    "tools/replay.py": "# Demonstration recount script (the verifier never runs it).\n"
                       "print('replay: demo')\n",
}


@dataclass
class DemoSettings:
    sessions: int = 6
    seed: int = 20261019
    late_reference: bool = True  # False: the answer sealed after the open has no late_ref
    declaring: Declaring = field(default_factory=Declaring)  # how the asks chain declares


def write_demo_bundle(dest: Path, settings: DemoSettings, tamper: str | None = None) -> str:
    if settings.sessions < 1 or settings.sessions > 400:
        raise UserFacingError(Message.of("cli.demo_sessions"))
    if dest.exists() and (not dest.is_dir() or any(dest.iterdir())):
        raise UserFacingError(Message.of("cli.demo_not_empty", dest=str(dest)))
    if tamper is not None:
        from verifier_app.demo.tamper import check_tamper_kind

        check_tamper_kind(tamper)
    dest.mkdir(parents=True, exist_ok=True)
    (dest / DEMO_MARKER).write_text(DEMO_NOTICE, encoding="utf-8")
    league = League(dest, settings.sessions, settings.seed, settings.late_reference,
                    settings.declaring)
    league.play()
    from verifier_app.demo.anchors import add_demo_anchors
    from verifier_app.demo.prices import PRICE_FILE, write_price_file

    add_demo_anchors(dest)
    write_price_file(dest, league)
    api = dest / "api" / "v1"
    _write_json(api / "council-stats.json", league.stats.to_json())
    if league.blind:
        from verifier_app.demo.blind import salts_file

        _write_json(api / "council-salts.json", salts_file(settings.seed, SEATS))
    _write_climatology(api, random.Random(settings.seed + 1))
    _write_code(api)
    _write_json(api / "arena-protocol.json", {"version": "arena-3 (demo)", "demo": True,
                                              "markets": list(ASSETS), "horizons": list(HORIZONS),
                                              "portfolio": protocol_rules()})
    write_portfolio_league(api, league.days, settings.seed)
    _write_json(api / "council-league.json", {"demo": True, "seats": [
        {"seat": s.seat, "model": s.model, "family": s.family} for s in SEATS]})
    summary = (f"Wrote a demonstration bundle to {dest}: {settings.sessions} sessions, "
               f"{league.book.n} book lines, {league.seal_count} stamped lists, "
               f"{league.forecasts.rows} forecast rows; the demo market's prices for "
               f"reconciling are in {PRICE_FILE}.")
    if tamper is not None:
        from verifier_app.demo.tamper import apply_tamper

        summary += "\nTampered: " + apply_tamper(dest, tamper)
    return summary


def _write_json(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    path.write_bytes(text.encode("utf-8"))


def climatology_hash(obj: dict[str, Any]) -> str:
    """SPEC section 8: json.dumps of the object without its hash fields, sorted keys."""
    from verifier_app.core.canonical import sha256_hex

    body = {k: v for k, v in obj.items() if k not in ("sha256", "sha256_ok")}
    return sha256_hex(json.dumps(body, sort_keys=True).encode("utf-8"))


def _write_climatology(api: Path, rng: random.Random) -> None:
    table = []
    for asset in ASSETS:
        for horizon in HORIZONS:
            n = 2500
            ups = sum(rng.random() < 0.53 for _ in range(n))
            draws = rng.randint(0, 12)
            table.append({"asset": asset, "h": horizon, "p_up": round(ups / n, 4),
                          "p_up_ex_draw": round(ups / (n - draws), 4), "n": n,
                          "n_independent": n // HORIZONS[horizon],
                          "window": "2016-10-17..2026-10-16 (demo)",
                          "rule": "share of strict rises over the window"})
    window = {"table": table, "window": "2016-10-17..2026-10-16 (demo)",
              "rule": "fixed before the season; share of strict rises", "demo": True}
    _write_json(api / "council-clim-window.json", window)
    fixed = dict(window, sha256=climatology_hash(window), sha256_ok=True)
    _write_json(api / "council-calibration.json", {"demo": True, "climatology_fixed": fixed,
                                                   "calib_min": 20})


def _write_code(api: Path) -> None:
    from verifier_app.core.canonical import sha256_hex

    manifest = []
    for name, text in CODE_FILES.items():
        data = text.encode("utf-8")
        (api / f"arena-code-{name.replace('/', '-')}.txt").write_bytes(data)
        manifest.append({"name": name, "sha256": sha256_hex(data), "bytes": len(data)})
    _write_json(api / "arena-code.json", {"demo": True, "files": manifest})
