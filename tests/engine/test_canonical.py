"""The paper's step-4 rule (Appendix B), reproduced on hand-written lines."""

from __future__ import annotations

import hashlib
import json

import pytest

from verifier_app.core.canonical import chain_line, compute_link, compute_seal, encode_line


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
    from verifier_app.core.canonical import seal_and_link, seal_link_and_text

    raw = (demo_master / "api/v1/council-book.jsonl").read_bytes().splitlines()
    for line in [json.loads(r) for r in raw] + EDGE_LINES:
        assert seal_and_link(line) == (compute_seal(line), compute_link(line))
        assert seal_link_and_text(line)[2] == json.dumps(line, sort_keys=True,
                                                         ensure_ascii=False)


# -- lines read fast: the stored bytes, when they are J(line) ----------------------------
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from verifier_app.core.canonical import (  # noqa: E402
    canonical_text,
    read_if_written_by_rule,
    stored_seal_and_link,
)
from verifier_app.core.line_rules import check_line  # noqa: E402

KEYS = st.sampled_from(["link", "n", "prev", "seal", "a", "zz", "ü", "市场", "\"q\"", ""])
SCALARS = (st.none() | st.booleans() | st.integers(-2**63, 2**64 - 1)  # the fast reader's range
           | st.floats(allow_nan=False, allow_infinity=False)
           | st.text(st.characters(exclude_categories=["Cs"]), max_size=8))
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=3)
                      | st.dictionaries(KEYS, inner, max_size=3), max_leaves=12)


@st.composite
def book_lines(draw: st.DrawFn) -> dict:
    """Objects with the bookkeeping keys on top and, often, the same pieces nested."""
    line = draw(st.dictionaries(KEYS, VALUES, max_size=5))
    for key in ("n", "prev", "seal", "link"):
        line[key] = draw(VALUES)
    if draw(st.booleans()):  # the very piece "link": value again, inside another value
        line["zz"] = {"link": line["link"], "n": line["n"]}
    return line


def plain_j(obj: object) -> str:
    return json.dumps(obj, sort_keys=True, ensure_ascii=False)


@settings(max_examples=400, deadline=None)
@given(book_lines())
def test_a_line_written_by_the_rule_is_read_and_hashed_as_the_plain_rule_does(line) -> None:
    text = plain_j(line)
    assert canonical_text(line) == text  # the rule as the module writes it: json.dumps
    stored = text.encode("utf-8")
    read = read_if_written_by_rule(text, stored)
    assert read is not None and plain_j(read) == text
    assert read == json.loads(text)
    fast = stored_seal_and_link(read, stored)  # the rule's result, or None: never other
    assert fast is None or fast == (compute_seal(line), compute_link(line))


def test_the_fast_path_uses_no_private_interpreter_api() -> None:
    """One plain rule (json.dumps); the fast path reads with orjson and writes with the
    plain rule, never through the json module's private C encoder."""
    import inspect

    from verifier_app.core import canonical

    assert "c_make_encoder" not in inspect.getsource(canonical)
    assert canonical.canonical_text({"b": 1, "a": "é"}) == '{"a": "é", "b": 1}'


@pytest.mark.parametrize("text", [
    '{"a": NaN, "link": "l", "n": 1, "prev": "", "seal": "s"}',  # json reads NaN
    '{"a": 123456789012345678901234567890, "link": "l", "n": 1, "prev": "", "seal": "s"}',
    '{"a": "\\ud800", "link": "l", "n": 1, "prev": "", "seal": "s"}',  # a lone surrogate
    '{"a": 1, "a": 2, "link": "l", "n": 1, "prev": "", "seal": "s"}',  # a key twice
    '{"link": "l", "n": 1, "seal": "s", "prev": ""}',  # keys not in order
    '{"a":1, "link": "l", "n": 1, "prev": "", "seal": "s"}',  # another separator
    '[1, 2]',
])
def test_lines_not_written_by_the_rule_are_read_the_plain_way(text: str) -> None:
    assert read_if_written_by_rule(text, text.encode("utf-8")) is None


def test_a_big_integer_is_hashed_from_python_s_reading() -> None:
    """The fast reader reads 2**70 as a float; the line then takes the plain way, and its
    seal is the paper's (an integer), not that of the float."""
    content = {"kind": "run", "at": "2026-10-20T12:30:00Z", "big": 2**70}
    line = chain_line(content, 1, "")
    raw = encode_line(line)
    assert check_line(raw, 1).rules == []
    other = dict(line, big=float(2**70))
    assert compute_seal(other) != line["seal"]


def test_a_nested_copy_of_a_bookkeeping_piece_does_not_move_the_cut() -> None:
    content = {"kind": "answer", "a": {"link": "x"}, "z": {"n": 1, "prev": ""}}
    line = chain_line(content, 1, "")
    line["a"]["link"] = line["link"]  # the same piece, nested, before the real one
    line = chain_line({k: v for k, v in line.items() if k in content}, 1, "")
    raw = encode_line(line)
    assert check_line(raw, 1).rules == []
    assert check_line(raw.replace(b'"kind": "answer"', b'"kind": "answeR"'), 1).rules == [
        "seal", "link"]
