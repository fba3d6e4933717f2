"""The blind season (from 2026-11-02): an answer seals its model as a salted commitment.

``model_commitment = SHA-256(salt ∥ model ∥ version ∥ mode)`` with the salt's raw bytes
and the texts as UTF-8, one salt per seat, published after the season in
``council-salts.json``. The paper does not print the byte layout; this is the demo's.
"""

from __future__ import annotations

import hashlib
from datetime import date
from typing import Any

from verifier_app.demo.market import Seat

BLIND_FROM = date(2026, 11, 2)
MODEL_VERSION = "demo-1"
MODE = "standard"


def salt_for(seed: int, seat: Seat) -> str:
    return hashlib.sha256(f"demo salt/{seed}/{seat.seat}".encode()).hexdigest()


def commitment(salt_hex: str, model: str, version: str, mode: str) -> str:
    data = bytes.fromhex(salt_hex) + model.encode() + version.encode() + mode.encode()
    return hashlib.sha256(data).hexdigest()


def identity(day: date, seat: Seat, seed: int) -> dict[str, Any]:
    """The identity fields of an answer line: readable before the blind season, sealed in it."""
    if day < BLIND_FROM:
        return {"model": seat.model, "mode": MODE}
    return {"model_commitment": commitment(salt_for(seed, seat), seat.model, MODEL_VERSION,
                                           MODE)}


def salts_file(seed: int, seats: tuple[Seat, ...]) -> dict[str, Any]:
    return {"demo": True, "published": "after the season (demonstration)",
            "seats": {s.seat: {"salt": salt_for(seed, s), "model": s.model,
                               "version": MODEL_VERSION, "mode": MODE} for s in seats}}
