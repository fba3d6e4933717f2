"""Append-only writers for the demo operator: a hash-chained book and the forecasts CSV."""

from __future__ import annotations

import csv
import hashlib
from pathlib import Path
from typing import Any

from verifier_app.core.canonical import chain_line, encode_line
from verifier_app.core.stamped_list import ListedBook

FORECAST_COLUMNS = (
    "run_id", "session", "seat", "model", "mode", "line", "sealed_at", "status", "asset",
    "horizon", "action", "action_word", "prob_up", "exp_pct", "target", "invalidation", "ref",
    "close", "actual_pct", "draw", "source_domains", "source_urls", "why_missing", "run_role",
    "seat_versions_in_run", "line_kind", "reference_at", "same_event", "cell_status", "attempt",
    "event_id", "event_reference_at", "event_end_at", "methodology_version",
)


class BookWriter:
    """Writes chained lines as the operator does and remembers what a seal needs."""

    def __init__(self, path: Path, listed_as: str):
        path.parent.mkdir(parents=True, exist_ok=True)
        self.stream = open(path, "wb")  # noqa: SIM115 - closed by close(), written over a season
        self.listed_as = listed_as
        self.n = 0
        self.link = ""
        self.prefix_hash = hashlib.sha256()

    def append(self, content: dict[str, Any]) -> dict[str, Any]:
        line = chain_line(content, self.n + 1, self.link)
        data = encode_line(line)
        self.stream.write(data)
        self.prefix_hash.update(data)
        self.n += 1
        self.link = line["link"]
        return line

    def claim(self) -> ListedBook:
        return ListedBook(self.listed_as, self.n, self.prefix_hash.hexdigest(), self.link)

    def close(self) -> None:
        self.stream.close()


class ForecastWriter:
    """``council-forecasts.csv``: one row per seat x run x market x horizon."""

    def __init__(self, path: Path):
        self.stream = open(path, "w", newline="", encoding="utf-8")  # noqa: SIM115
        self.writer = csv.DictWriter(self.stream, FORECAST_COLUMNS, lineterminator="\n")
        self.writer.writeheader()
        self.rows = 0

    def write(self, row: dict[str, Any]) -> None:
        self.writer.writerow({k: _cell(row.get(k)) for k in FORECAST_COLUMNS})
        self.rows += 1

    def close(self) -> None:
        self.stream.close()


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
