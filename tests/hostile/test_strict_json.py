"""``--json`` output is strict JSON, always (RFC 8259 has no NaN or Infinity; issue 26,
item 12): a figure the bundle publishes as ``NaN`` or ``Infinity`` is written as null."""

from __future__ import annotations

import json
import re

import pytest

from verifier_app.cli import main
from verifier_app.cli_output import emit_json

STATS = "api/v1/council-stats.json"


def strict(text: str):
    """Parse as a strict reader does: NaN, Infinity and -Infinity are refused."""
    def refuse(name: str):
        raise AssertionError(f"{name} in the JSON output")
    return json.loads(text, parse_constant=refuse)


def published_as(bundle, values: list[str]) -> list[str]:
    """The first figures of council-stats.json rewritten as the given bare words."""
    path = bundle / STATS
    text = path.read_text()
    found = re.findall(r'"brier": ([0-9.]+)', text)[:len(values)]
    for number, word in zip(found, values, strict=True):
        text = text.replace(f'"brier": {number}', f'"brier": {word}', 1)
    path.write_text(text)
    return found


@pytest.mark.parametrize("command", ["stats", "verify"])
def test_a_published_nan_or_infinity_is_null_in_the_json(demo_bundle, capsys, command):
    published_as(demo_bundle, ["NaN", "Infinity", "-Infinity"])
    main([command, str(demo_bundle), "--json", *(["--offline"] if command == "verify" else [])])
    out = capsys.readouterr().out
    assert "NaN" not in out and "Infinity" not in out
    data = strict(out)
    differences = data["recount"]["differences"] if command == "stats" else next(
        s for s in data["steps"] if s["id"] == "step7")["evidence"]["differences"]
    first = next(d for d in differences if d["figure"] == "brier.per_seat/s01/1d/brier")
    assert first["published"] is None and first["matches"] is False


def test_the_indented_output_is_strict_too(capsys):
    emit_json({"a": float("nan"), "b": [1.5, float("inf")], "c": {"d": -float("inf")}})
    assert strict(capsys.readouterr().out) == {"a": None, "b": [1.5, None], "c": {"d": None}}
