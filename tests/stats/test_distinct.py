"""The CSV's rules computed once per distinct value give what the plain per-row rule gives.

Each rule below is written out as it reads row by row (the reference) and compared with the
module's distinct-value path on columns of odd values: spaces, odd case, ``1.5``, ``NaN``,
``1e400``, signs, huge numbers, empty cells and missing values.
"""

from __future__ import annotations

import itertools

import numpy as np
import pandas as pd
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

from verifier_app.stats.book import AnswerLine, BookIndex
from verifier_app.stats.distinct import key_codes, per_distinct
from verifier_app.stats.forecasts import TRUE_WORDS, _differs, line_numbers, typed

ODD = ["", " ", "1", "01", " 7 ", "7", "1.5", "NaN", "nan", "1e400", "-3", "+4", "0x10",
       "12345678901234567890", "123456789012345", "1234567890123456", "TRUE", " yes",
       "True ", "t", "0", "no", "\t1\n", "٣", "60", "60.0", " 60.000000001", "inf", "-0"]
odd_text = st.one_of(st.sampled_from(ODD), st.text(max_size=4))
column = st.lists(st.one_of(odd_text, st.none()), max_size=40)
SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def _text(values: list[str | None]) -> pd.Series:
    return pd.Series(values, dtype=str).astype(str)


def _row_number(text: pd.Series) -> pd.Series:
    return pd.to_numeric(text.astype(str).str.strip(), errors="coerce")


def _row_flag(text: pd.Series) -> pd.Series:
    return text.astype(str).str.strip().str.lower().isin(TRUE_WORDS)


def _row_line(text: pd.Series) -> pd.Series:
    text = text.astype(str).str.strip()
    whole = text.where(text.str.fullmatch(r"\d{1,15}"))
    return pd.to_numeric(whole, errors="coerce").astype("Int64")


@seed(7)
@SETTINGS
@given(column)
def test_numbers_flags_and_line_numbers_match_the_per_row_rules(values):
    text = _text(values)
    for rule in (_row_number, _row_flag, _row_line):
        pd.testing.assert_series_equal(per_distinct(text, rule), rule(text), check_exact=True)
    pd.testing.assert_series_equal(line_numbers(text), _row_line(text), check_exact=True)


@seed(8)
@SETTINGS
@given(st.lists(st.tuples(*[st.sampled_from(ODD)] * 5), min_size=1, max_size=30))
def test_typed_frame_matches_the_per_row_rules(rows):
    raw = pd.DataFrame(rows, columns=["prob_up", "ref", "close", "line", "draw"], dtype=str)
    raw["same_event"] = raw["draw"]
    df = typed(raw)
    for name in ("prob_up", "ref", "close"):
        pd.testing.assert_series_equal(df[name], _row_number(raw[name]), check_exact=True)
    pd.testing.assert_series_equal(df["line"], _row_line(raw["line"]), check_exact=True)
    for name in ("draw", "same_event"):
        pd.testing.assert_series_equal(df[name], _row_flag(raw[name]), check_exact=True)


def test_a_column_of_mixed_objects_gets_every_row_its_own_answer():
    # 1, 1.0 and True are one key to a hash table; the rule must still see each.
    mixed = pd.Series([1, 1.0, True, "1"], dtype=object)
    assert per_distinct(mixed, lambda s: s.map(repr)).tolist() == ["1", "1.0", "True", "'1'"]


def test_key_codes_give_each_row_its_combination_in_order_of_first_appearance():
    frame = pd.DataFrame({"a": ["x", "y", "x", None, "x"], "b": ["1", "1", "1", "2", "2"]},
                         dtype=str)
    codes, distinct = key_codes(frame, ["a", "b"])
    assert codes.tolist() == [0, 1, 0, 2, 3]
    pd.testing.assert_frame_equal(distinct.iloc[codes].reset_index(drop=True), frame)


def _row_differs(df: pd.DataFrame, book: BookIndex) -> np.ndarray:
    """The rule row by row: a stated probability its answer line does not hold."""
    out = np.zeros(len(df), dtype=bool)
    for i, row in enumerate(df.itertuples(index=False)):
        if row.cell_status not in ("elicited", "explicit_50") or pd.isna(row.line) \
                or int(row.line) not in book.answers:
            continue
        sealed = book.answers[int(row.line)].probs.get((row.asset, row.horizon))
        out[i] = sealed is None or np.isnan(row.prob_up) or abs(sealed - row.prob_up) > 1e-9
    return out


def _book() -> BookIndex:
    book = BookIndex()
    for n in (3, 4, 9):
        book.answers[n] = AnswerLine(n, "answer", "r", "s01", None, {
            ("SPX", "1d"): 60.0, ("SPX", "1w"): 55.5, ("NDX", "1d"): 40.0 + n})
    book.answers[5] = AnswerLine(5, "answer", "r", "s01", None, {})
    return book


LINES = ["3", "4", "5", "9", "12", "", "1.5", " 4", "x"]
ASSETS = ["SPX", "NDX", "spx", " SPX", "", "DJI"]
HORIZONS = ["1d", "1w", "1m", ""]
PROBS = ["60", "60.0000000001", "60.000000005", "60.00000001", "55.5", "43", "44", "49", "",
         "NaN", "1e400", "-0"]
CELLS = ["elicited", "explicit_50", "counted_50", ""]


def _check_differs(rows: list[tuple[str, ...]]) -> None:
    raw = pd.DataFrame(rows, columns=["line", "asset", "horizon", "prob_up", "cell_status"],
                       dtype=str)
    for name in ("ref", "close", "draw", "same_event"):
        raw[name] = ""
    df = typed(raw)
    book = _book()
    assert _differs(df, book).tolist() == _row_differs(df, book).tolist()


def test_differs_matches_the_per_row_rule_on_every_combination():
    _check_differs(list(itertools.product(LINES, ASSETS, HORIZONS, PROBS, CELLS)))


@seed(9)
@SETTINGS
@given(st.lists(st.tuples(*map(st.sampled_from, (LINES, ASSETS, HORIZONS, PROBS, CELLS))),
                max_size=40))
def test_differs_matches_the_per_row_rule_in_any_order(rows):
    _check_differs(rows)
