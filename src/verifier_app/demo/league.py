"""The demo operator's day: asks, runs, answers, seals, scores and crowd resolutions.

Each session writes, in New York time: yesterday's scores (07:00), the ask (08:25), the
run line (08:30), the answers (08:31-08:45) booked in one batch and sealed (~09:00),
sometimes a late answer, and in the evening the crowd resolution and a last seal (17:00).
Development sessions (the first two) also have an earlier run that does not count.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

from verifier_app.core.canonical import sha256_hex
from verifier_app.core.stamped_list import render_stamped_list
from verifier_app.demo.answers import Cell, build_items, forecast_row
from verifier_app.demo.blind import BLIND_FROM, identity
from verifier_app.demo.calendar import iso, new_york_time, open_utc, trading_days
from verifier_app.demo.market import ASSET_NAMES, ASSETS, HORIZONS, SEATS, Market, Seat, common_view
from verifier_app.demo.operator_stats import OperatorStats
from verifier_app.demo.writers import BookWriter, ForecastWriter

METHODOLOGY = {"version": 2, "brier": "(p/100 - o)^2, o = 1 for a strict rise",
               "reference": "09:30 America/New_York open of the session",
               "counted_run": "the scheduled morning run declared in asks.jsonl line 1"}
# The rules the asks chain declares (paper Sections 3.4 and 3.11, P3), in the form
# ``core.declarations`` reads: the schedule as the chain's first line, and the rule
# within a run before session 11.
SCHEDULE = [{"slot": "morning", "asks_at": "08:25", "zone": "America/New_York"}]
COUNTED_RUN = {"from": "2026-10-21", "slot": "morning"}
WITHIN_RUN = {"answer": "first_well_formed", "from_session": 11, "from": "2026-11-02"}
WITHIN_RUN_BEFORE = 10  # the index of session 11: its rule is declared the evening before
CROWD_CONTRACTS = {"SPX": ("odds", 250_000), "BTC": ("odds", 1_200_000),
                   "GOLD": ("kalshi", 40_000), "WTI": ("kalshi", 600)}
DEV_SESSIONS = 2


@dataclass
class Session:
    index: int
    day: date
    run_id: str
    counted: bool = True
    answer_lines: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Declaring:
    """How the demo operator declares its rules: ``schedule`` "first" (the asks chain's
    first line, as the paper has it), "after_run" (after the first run it governs, as an
    operator who picks the rule once the runs are in would) or "none"; ``within_run``:
    whether the rule within a run is declared; ``morning``: the morning run's name."""

    schedule: str = "first"
    within_run: bool = True
    morning: str = "am"


class League:
    def __init__(self, root: Path, sessions: int, seed: int, late_reference: bool = True,
                 declaring: Declaring | None = None):
        self.root = root
        self.declaring = declaring or Declaring()
        # False: the answer sealed after the open gets no late_ref, as an operator who
        # counts a late line without saying so would write it (the P1b tests).
        self.late_reference = late_reference
        self.api = root / "api" / "v1"
        self.rng = random.Random(seed)
        self.days = trading_days(sessions)
        self.market = Market(self.rng, len(self.days))
        self.book = BookWriter(self.api / "council-book.jsonl", "daily/council/book.jsonl")
        self.asks = BookWriter(self.api / "asks.jsonl", "daily/council/asks.jsonl")
        self.forecasts = ForecastWriter(self.api / "council-forecasts.csv")
        self.stats = OperatorStats()
        self.sessions: list[Session] = []
        self.seal_count = 0
        self.views: dict[int, dict] = {}
        self.seed = seed
        self.blind = False  # whether any answer sealed its model as a commitment
        self.late_references: set[tuple[str, datetime, int]] = set()  # own-reference rows

    # -- the season --------------------------------------------------------------------
    def play(self) -> None:
        if self.declaring.schedule == "first":
            self._declare_schedule(new_york_time(self.days[0], 0, 16, 39))
        for index, day in enumerate(self.days):
            self._session(index, day)
        for writer in (self.book, self.asks, self.forecasts):
            writer.close()

    def _session(self, index: int, day: date) -> None:
        self._morning_scores(index, day)
        if index < DEV_SESSIONS:
            early = Session(index, day, f"{day.isoformat()}-early", counted=False)
            self._run(early, new_york_time(day, 7, 40), SEATS[:3])
        session = Session(index, day, f"{day.isoformat()}-{self.declaring.morning}")
        self.sessions.append(session)
        self._run(session, new_york_time(day, 8, 30), self._seats_today(index))
        if self.declaring.schedule == "after_run" and day.isoformat() == COUNTED_RUN["from"]:
            self._declare_schedule(new_york_time(day, 8, 40))
        if index % 3 == 1:
            self._late_answer(session, before_open=True)
        if index % 4 == 2:
            self._late_answer(session, before_open=False)
        self._evening(session)
        if self.declaring.within_run and index == min(WITHIN_RUN_BEFORE, len(self.days)) - 1:
            self._declare_within_run(new_york_time(day, 17, 10))

    def _declare_schedule(self, at: datetime) -> None:
        self.asks.append({"kind": "declaration", "at": iso(at),
                          "rule": "From 2026-10-21 the scheduled morning run counts; every "
                          "other run is a reference computation.",
                          "counted_run": COUNTED_RUN, "schedule": SCHEDULE,
                          "note": "Demonstration league: synthetic data, not real forecasts."})

    def _declare_within_run(self, at: datetime) -> None:
        self.asks.append({"kind": "declaration", "at": iso(at),
                          "rule": "From session 11 the first well-formed answer of each seat "
                          "in the counted run counts.", "within_run": WITHIN_RUN})

    def _seats_today(self, index: int) -> tuple[Seat, ...]:
        # One seat misses a session now and then, so a run has 9 to 11 seats.
        absent = {SEATS[8].seat} if index % 5 == 2 else set()
        if index % 7 == 4:
            absent.add(SEATS[3].seat)
        return tuple(s for s in SEATS if s.seat not in absent)

    # -- a run -------------------------------------------------------------------------
    def _run(self, session: Session, start: datetime, seats: tuple[Seat, ...]) -> None:
        ask_text = self._ask_text(session, seats)
        ask_sha = sha256_hex(ask_text)
        (self.api / "asks").mkdir(parents=True, exist_ok=True)
        (self.api / "asks" / f"{ask_sha}.md").write_bytes(ask_text)
        self.asks.append({"kind": "ask", "at": iso(start - timedelta(minutes=5)),
                          "run_id": session.run_id, "ask_sha256": ask_sha,
                          "expected": {"seats": [s.seat for s in seats], "markets": list(ASSETS),
                                       "horizons": list(HORIZONS), "deadline_min": 20}})
        crowd = self._crowd(session, start)
        run = self.book.append({
            "kind": "run", "at": iso(start), "run_id": session.run_id, "ask_sha256": ask_sha,
            "snapshot_sha256": sha256_hex(f"snapshot {session.run_id}".encode()),
            "roster": {"council": [s.seat for s in seats]}, "methodology": METHODOLOGY,
            "crowd": crowd,
        })
        booked = start + timedelta(minutes=30, seconds=self.rng.randint(5, 50))
        for offset, seat in enumerate(seats):
            answered = start + timedelta(minutes=1 + offset, seconds=self.rng.randint(0, 59))
            self._answer(session, seat, answered, booked, ask_sha, crowd, run["n"])
        self._seal(session.day, booked)

    def _ask_text(self, session: Session, seats: tuple[Seat, ...]) -> bytes:
        markets = "\n".join(f"- {code}: {ASSET_NAMES[code]}" for code in ASSETS)
        return (
            f"# Ask for run {session.run_id} (demonstration)\n\n"
            "For each market below, give the probability (0–100) that it closes higher at the "
            "end of each horizon (1d, 1w, 1m, 6m) than at its reference price, the 09:30 "
            "New York open. Antwort bitte als JSON — 答案请用 JSON。\n\n"
            f"{markets}\n\nSeats asked: {', '.join(s.seat for s in seats)}.\n"
        ).encode()

    def _crowd(self, session: Session, start: datetime) -> dict[str, Any]:
        crowd: dict[str, Any] = {"at": iso(start - timedelta(minutes=2)), "odds": {}, "kalshi": {}}
        for code, (venue, volume) in CROWD_CONTRACTS.items():
            p_up = round(min(0.95, max(0.05, self.rng.gauss(0.52, 0.1))), 3)
            volume_now = round(volume * self.rng.uniform(0.6, 1.4))
            entry: dict[str, Any] = {"p_up": p_up, "vol": volume_now}
            if venue == "kalshi":
                ref = self.market.ref(code, session.index)
                entry.update(lo=round(ref * 0.995, 2), hi=round(ref * 1.005, 2))
            crowd[venue][code] = entry
        return crowd

    def _answer(self, session: Session, seat: Seat, answered: datetime, booked: datetime,
                ask_sha: str, crowd: dict[str, Any], run_line: int) -> int:
        items, cells = build_items(self.rng, self.market, self._views(session.index), session.index,
                                   seat, crowd, session.counted)
        line = self.book.append({
            "kind": "answer", "at": iso(answered), "booked_at": iso(booked), "seat": seat.seat,
            **self._identity(session, seat), "run_id": session.run_id,
            "ask_sha256": ask_sha,
            "own_sha256": sha256_hex(f"{session.run_id}/{seat.seat}".encode()),
            "items": items, "years": {"SPX": "2026"},
        })
        session.answer_lines[seat.seat] = line["n"]
        sealed = max(answered, booked)
        same_event = sealed < open_utc(session.day)
        self._write_rows(session, seat, line["n"], answered, cells, same_event, "issue")
        return line["n"]

    def _identity(self, session: Session, seat: Seat) -> dict[str, Any]:
        if session.day >= BLIND_FROM:
            self.blind = True
        return identity(session.day, seat, self.seed)

    def _views(self, index: int) -> dict:
        """The shared view per market and horizon, drawn once per session for every seat."""
        if index not in self.views:
            self.views = {index: {(index, a, h): common_view(self.rng, self.market, a, index, h)
                                  for a in ASSETS for h in HORIZONS}}
        return self.views[index]

    def _write_rows(self, session: Session, seat: Seat, line: int, answered: datetime,
                    cells: list[Cell], same_event: bool, line_kind: str) -> None:
        reference = open_utc(session.day)
        common = {
            "run_id": session.run_id, "session": session.day.isoformat(), "seat": seat.seat,
            "model": "" if session.day >= BLIND_FROM else seat.model,
            "mode": "" if session.day >= BLIND_FROM else "standard",
            "line": line, "sealed_at": iso(answered),
            "run_role": "session_run" if session.counted else "earlier_run",
            "seat_versions_in_run": 1, "line_kind": line_kind, "same_event": same_event,
            "attempt": 1, "methodology_version": METHODOLOGY["version"],
            "source_domains": "demo.invalid", "source_urls": "https://demo.invalid/prices",
        }
        last = len(self.days) - 1
        for cell in cells:
            row = forecast_row(common, cell, self.market, session.index, last)
            own_reference = iso(answered) if not same_event else iso(reference)
            if not same_event:
                self.late_references.add((cell.asset, answered, session.index))
            event = f"{session.day.isoformat()}:{cell.asset}:{cell.horizon}"
            row.update(reference_at=own_reference, event_reference_at=own_reference,
                       event_id=event if same_event else f"{event}:{seat.seat}:late",
                       event_end_at=session.day.isoformat() + f"+{HORIZONS[cell.horizon]}d")
            self.forecasts.write(row)
            self.stats.add(session.run_id, seat, row, counted=session.counted)

    # -- late answers, scores, crowd, seals ------------------------------------------------
    def _late_answer(self, session: Session, before_open: bool) -> None:
        """A seat answering late: booked and sealed at once, before or after the open."""
        seat = SEATS[9] if before_open else SEATS[2]
        open_time = open_utc(session.day)
        answered = open_time - timedelta(minutes=7) if before_open else open_time + \
            timedelta(minutes=35)
        booked = answered + timedelta(seconds=14)
        run = self.sessions[-1]
        items, cells = build_items(self.rng, self.market, self._views(session.index),
                                   session.index, seat, {"odds": {}, "kalshi": {}}, True)
        content: dict[str, Any] = {
            "kind": "answer", "at": iso(answered), "booked_at": iso(booked), "seat": seat.seat,
            **self._identity(session, seat), "run_id": run.run_id, "items": items,
            "attempt": 2, "years": {"SPX": "2026"},
        }
        if not before_open and self.late_reference:
            content["late_ref"] = {"at": iso(booked), "rule": "own reference: first price "
                                   "after the line's seal"}
        line = self.book.append(content)
        self._write_rows(session, seat, line["n"], answered, cells, before_open, "issue")
        self._seal(session.day, booked + timedelta(seconds=self.rng.randint(1, 3)))

    def _morning_scores(self, index: int, day: date) -> None:
        at = iso(new_york_time(day, 7, 0, self.rng.randint(0, 59)))
        for past in self.sessions:
            for horizon, length in HORIZONS.items():
                if past.index + length != index:
                    continue
                rows = {}
                for asset in ASSETS:
                    up, draw = self.market.outcome(asset, past.index, horizon)
                    rows[asset] = {"ref": self.market.ref(asset, past.index),
                                   "close": self.market.close(asset, past.index, horizon),
                                   "up": bool(up), "draw": draw}
                kind = "score" if horizon == "1d" else "score_h"
                self.book.append({"kind": kind, "at": at, "run_id": past.run_id, "h": horizon,
                                  "rows": rows, "of": sorted(past.answer_lines.values()),
                                  "noise": 0.05, "late_ref": []})
                if horizon == "1d":
                    self._crowd_resolution(past, at)

    def _crowd_resolution(self, past: Session, at: str) -> None:
        rows = {}
        for code, (venue, _volume) in CROWD_CONTRACTS.items():
            up, _ = self.market.outcome(code, past.index, "1d")
            if self.rng.random() < 0.12:  # the crowd's question is not exactly the league's
                up = 1 - up
            rows[code if venue == "odds" else f"{code}@kalshi"] = {"up": bool(up)}
        self.book.append({"kind": "crowd", "at": at, "run_id": past.run_id, "rows": rows})

    def _evening(self, session: Session) -> None:
        evening = new_york_time(session.day, 16, 45, self.rng.randint(0, 59))
        self.book.append({"kind": "portfolio", "at": iso(evening), "league": "demo-portfolio",
                          "note": "another league's line: chained, hashed, otherwise ignored"})
        if session.index % 3 == 2 and SEATS[5].seat in session.answer_lines:
            self._correction(session, evening + timedelta(minutes=5))
        self._seal(session.day, evening + timedelta(minutes=15, seconds=self.rng.randint(0, 59)))

    def _correction(self, session: Session, at: datetime) -> None:
        """A later line restoring one cell; the corrected line stays as it was."""
        seat = SEATS[5]
        target = session.answer_lines[seat.seat]
        line = self.book.append({"kind": "correction", "at": iso(at), "run_id": session.run_id,
                                 "of": [target], "seat": seat.seat,
                                 "reason": "cell restored from the answer the seat sent",
                                 "items": {"COPPER": {"1w": {"prob_up": 55}}}})
        cell = Cell("COPPER", "1w", 55, "counted", "elicited", "buy_dips")
        self._write_rows(session, seat, line["n"], at, [cell], False, "correction")

    def _seal(self, day: date, when: datetime) -> None:
        claims = [self.book.claim(), self.asks.claim()]
        folder = self.root / "markets" / "proof" / day.isoformat()
        folder.mkdir(parents=True, exist_ok=True)
        name = when.strftime("%H%M%SZ") + ".txt"
        (folder / name).write_bytes(render_stamped_list(iso(when), claims))
        self.seal_count += 1
