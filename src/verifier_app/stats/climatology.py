"""The climatology benchmark q, used only after its content hash is recomputed.

``council-calibration.json`` carries ``climatology_fixed`` with a ``table`` of base rates
per asset and horizon and the ``sha256`` of its content: ``json.dumps`` of the object
without its hash fields (``sha256`` and the operator's own verdict ``sha256_ok``), sorted
keys, default settings (paper, Section 4.3). The same rule is applied to
``council-clim-window.json`` when present. On any mismatch q is not used, and the reason
says so.

``calib_min``, the number of forecasts a calibration bin is drawn from, is the paper's 20
(Section 4.4: "trazada a partir de 20 pronósticos (calib_min)"). The file's own
``calib_min`` lies outside the hashed ``climatology_fixed`` and is not sealed: it is shown
(``calib_min_file``) but never changes which bins are results.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from verifier_app.core.bundle import Bundle
from verifier_app.core.canonical import sha256_hex
from verifier_app.core.messages import CATALOGUE, Grouped, Message

HASH_FIELDS = ("sha256", "sha256_ok")
PAPER_WINDOW_SHA256 = "2810d11e907bbaa1f311d06622c929c69e60cc81e558fdb78f5baa04113cabb7"
MAX_JSON = 32 * 1024 * 1024
DEFAULT_CALIB_MIN = 20
NOT_PROVIDED = Message.of("clim.not_provided", name="council-calibration.json")


@dataclass
class Climatology:
    usable: bool = False
    reason: str = "council-calibration.json was not provided."  # NOT_PROVIDED
    declared: str | None = None
    recomputed: str | None = None
    window_file: str | None = None
    q: dict[tuple[str, str], float] = field(default_factory=dict)
    q_ex_draw: dict[tuple[str, str], float] = field(default_factory=dict)
    calib_min: int = DEFAULT_CALIB_MIN
    calib_min_source: str = CATALOGUE["stats.calib_default"]
    calib_min_file: int | None = None  # what council-calibration.json says (not sealed)
    said: Message | None = None  # ``reason`` as a message id with its values

    def __post_init__(self) -> None:
        if self.said is None and self.reason == NOT_PROVIDED.render():
            self.said = NOT_PROVIDED

    @property
    def sha256_ok(self) -> bool | None:
        if self.declared is None or self.recomputed is None:
            return None
        return self.declared == self.recomputed and self.window_file in (None, self.declared)

    @property
    def unfixed(self) -> Message | None:
        """Where q is used but hashes to another value than the paper printed: only its own
        file's hash checks it, so BSS and K_clim rest on a table nothing fixed before the
        season (Section 4.3); said wherever they are shown. None otherwise."""
        if not self.usable or self.recomputed is None or self.recomputed == PAPER_WINDOW_SHA256:
            return None
        return Message.of("stats.clim_unfixed", recomputed=self.recomputed[:12],
                          paper=PAPER_WINDOW_SHA256[:12])

    def to_json(self) -> dict[str, Any]:
        return {"usable": self.usable, "reason": self.reason, "declared_sha256": self.declared,
                "recomputed_sha256": self.recomputed, "window_file_sha256": self.window_file,
                "sha256_ok": self.sha256_ok,
                "equals_paper_value": self.recomputed == PAPER_WINDOW_SHA256
                if self.recomputed else None,
                "calib_min": self.calib_min, "calib_min_source": self.calib_min_source,
                "calib_min_file": self.calib_min_file}


def content_hash(obj: dict[str, Any]) -> str:
    body = {k: v for k, v in obj.items() if k not in HASH_FIELDS}
    return sha256_hex(json.dumps(body, sort_keys=True).encode("utf-8"))


def read_json(bundle: Bundle, name: str) -> tuple[Any, str]:
    """(object, "") or (None, reason); never raises for a damaged file."""
    data, said = read_json_said(bundle, name)
    return data, said.render() if said else ""


def read_json_said(bundle: Bundle, name: str) -> tuple[Any, Message | None]:
    """(object, None) or (None, the reason as a message); never raises for a damaged file."""
    found = bundle.first_named(name)
    if found is None:
        return None, Message.of("clim.not_provided", name=name)
    if found.size > MAX_JSON:
        return None, Message.of("clim.too_large", name=name, limit=Grouped(MAX_JSON))
    try:
        return json.loads(found.read_bytes(MAX_JSON)), None
    except (ValueError, RecursionError):
        return None, Message.of("clim.not_json", name=name)


def _why(clim: Climatology, said: Message | None) -> None:
    """Why the benchmark is not used, as its message and its English text."""
    clim.said, clim.reason = said, said.render() if said else ""


def load_climatology(bundle: Bundle) -> Climatology:
    clim = Climatology()
    calibration, reason = read_json_said(bundle, "council-calibration.json")
    if not isinstance(calibration, dict):
        _why(clim, reason or Message.of("clim.not_object"))
        return clim
    if isinstance(calibration.get("calib_min"), int) and not isinstance(
            calibration["calib_min"], bool):
        clim.calib_min_file = calibration["calib_min"]
    fixed = calibration.get("climatology_fixed")
    if not isinstance(fixed, dict) or not isinstance(fixed.get("table"), list):
        _why(clim, Message.of("clim.no_table"))
        return clim
    clim.declared = str(fixed.get("sha256")) if fixed.get("sha256") else None
    clim.recomputed = content_hash(fixed)
    window, _ = read_json(bundle, "council-clim-window.json")
    if isinstance(window, dict):
        clim.window_file = content_hash(window)
    if not clim.sha256_ok:
        _why(clim, _mismatch(clim))
        return clim
    _read_table(clim, fixed["table"])
    clim.usable = bool(clim.q)
    _why(clim, None if clim.usable else Message.of("clim.no_rows"))
    return clim


def _mismatch(clim: Climatology) -> Message:
    if clim.declared is None:
        return Message.of("clim.no_sha256")
    if clim.declared != clim.recomputed:
        return Message.of("clim.content_differs", recomputed=(clim.recomputed or "")[:12],
                          declared=clim.declared[:12])
    return Message.of("clim.window_differs", window=(clim.window_file or "")[:12],
                      declared=clim.declared[:12])


def _read_table(clim: Climatology, table: list[Any]) -> None:
    for row in table:
        if not isinstance(row, dict):
            continue
        key = (str(row.get("asset")), str(row.get("h")))
        for target, name in ((clim.q, "p_up"), (clim.q_ex_draw, "p_up_ex_draw")):
            value = row.get(name)
            if isinstance(value, int | float) and not isinstance(value, bool) and 0 <= value <= 1:
                target[key] = float(value)
