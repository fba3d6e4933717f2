"""The paper's step-4 rule (Appendix B), reproduced on hand-written lines."""

from __future__ import annotations

import hashlib
import json

from verifier_app.engine.canonical import chain_line, compute_link, compute_seal, encode_line


def paper_h(o: dict) -> str:
    # Appendix B, step 4, verbatim in substance.
    return hashlib.sha256(json.dumps(o, sort_keys=True, ensure_ascii=False).encode()).hexdigest()


def test_seal_and_link_follow_the_paper_on_non_ascii_text() -> None:
    content = {"kind": "answer", "at": "2026-10-20T12:31:11Z", "seat": "s01",
               "note": "Größe — 市场 — ¿qué?", "items": {"SPX": {"1d": {"prob_up": 61}}}}
    line = chain_line(content, 1, "")
    assert line["seal"] == paper_h({k: v for k, v in line.items()
                                    if k not in ("seal", "link", "prev", "n")})
    assert line["link"] == paper_h({k: v for k, v in line.items() if k != "link"})
    # ensure_ascii=False: the stored bytes hold the characters as UTF-8, not \u escapes.
    assert "市场".encode() in encode_line(line)


def test_hand_computed_vector() -> None:
    line = {"kind": "run", "at": "2026-10-20T12:30:00Z", "n": 1, "prev": ""}
    expected_seal = hashlib.sha256(
        b'{"at": "2026-10-20T12:30:00Z", "kind": "run"}').hexdigest()
    assert compute_seal(line) == expected_seal
    line["seal"] = expected_seal
    expected_link = hashlib.sha256(
        ('{"at": "2026-10-20T12:30:00Z", "kind": "run", "n": 1, "prev": "", "seal": "'
         + expected_seal + '"}').encode()).hexdigest()
    assert compute_link(line) == expected_link


def test_paper_snippet_accepts_the_demo_book(demo_master) -> None:
    """Run the paper's own snippet on the generated book: it must say chain ok."""
    path = demo_master / "api" / "v1" / "council-book.jsonl"
    lines = [json.loads(raw) for raw in open(path, encoding="utf-8")]  # noqa: SIM115
    prev = ""
    for i, x in enumerate(lines, 1):
        assert x["n"] == i and x["prev"] == prev
        assert x["seal"] == paper_h({k: v for k, v in x.items()
                                     if k not in ("seal", "link", "prev", "n")})
        assert x["link"] == paper_h({k: v for k, v in x.items() if k != "link"})
        prev = x["link"]
    assert len(lines) == 100


EDGE_LINES = [
    {"n": 1, "prev": "", "seal": "x", "link": "y"},
    {"n": 2, "prev": "a", "seal": "s", "link": "l", "kind": "run", "empty": {}, "list": [],
     "nested": {"z": 1, "a": [1.5, None, True, "ü\"\\\n\t"], "m": {"b": {}, "a": -0.0}},
     "ключ": "значение", "€": 1e-7, "big": 12345678901234567890, "esc": "\u2028\x00"},
    {"kind": "x", "n": 3, "prev": "p", "seal": "q", "link": "r", "nan": float("nan")},
]


def test_fast_seal_and_link_equal_the_plain_rule(demo_master) -> None:
    from verifier_app.engine.canonical import seal_and_link, seal_link_and_text

    raw = (demo_master / "api/v1/council-book.jsonl").read_bytes().splitlines()
    for line in [json.loads(r) for r in raw] + EDGE_LINES:
        assert seal_and_link(line) == (compute_seal(line), compute_link(line))
        assert seal_link_and_text(line)[2] == json.dumps(line, sort_keys=True,
                                                         ensure_ascii=False)
