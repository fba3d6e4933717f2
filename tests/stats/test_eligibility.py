"""Every drop reason of the common-event and score rules, one row each."""

from __future__ import annotations

import pandas as pd
from hypothesis import given, seed, settings
from hypothesis import strategies as st

from tests.stats.conftest import make_rows
from verifier_app.stats.eligibility import (
    KeptAnswers,
    answers_not_counted,
    dropped_by_group,
    select,
)

CASES = [
    ({}, "", ""),
    ({"row_status": "not_sealed", "line": 11}, "line_not_sealed", "line_not_sealed"),
    ({"row_status": "failed", "line": 12}, "line_failed", "line_failed"),
    ({"run_role": "earlier_run", "status": "not_counted", "line": 13}, "not_counted_run",
     "not_counted_run"),
    ({"line_kind": "correction", "line": 14}, "correction", "correction"),
    ({"book_sealed": "2026-10-21T13:30:00Z", "line": 15}, "sealed_after_open",
     "sealed_after_open"),
    ({"same_event": "false", "line": 16}, "not_same_event", "not_same_event"),
    ({"status": "counted_50", "cell_status": "invalid", "prob_up": "50", "line": 17},
     "not_stated", "not_stated"),
    ({"status": "refused_shape", "cell_status": "invalid", "prob_up": "", "line": 18},
     "not_stated", "not_stated"),
    ({"prob_up": "", "line": 19}, "not_stated", "not_stated"),
    ({"cell_status": "explicit_50", "prob_up": "50", "seat": "s02", "line": 20}, "", ""),
]


def test_each_row_gets_the_first_reason_that_excludes_it():
    records = [{"seat": "s01", "asset": f"A{i}", "close": "101", **case}
               for i, (case, _, _) in enumerate(CASES)]
    df = make_rows(records)
    # s01's latest eligible line is 10, so nothing of s01 is superseded here
    assert df["drop_common"].tolist() == [c for _, c, _ in CASES]
    assert df["drop_score"].tolist() == [s for _, _, s in CASES]


def test_the_open_follows_new_york_rules_across_the_clock_change():
    # 2026-11-02 is after the switch to EST: the open is 14:30Z, so 14:00Z is before it.
    df = make_rows([{"session": "2026-11-02", "run_id": "2026-11-02-am"}],
                   sealed="2026-11-02T14:00:00Z")
    assert df["drop_common"].tolist() == [""]
    df = make_rows([{}], sealed="2026-10-21T14:00:00Z")  # EDT: after the 13:30Z open
    assert df["drop_common"].tolist() == ["sealed_after_open"]


def test_before_session_11_the_latest_answer_counts_for_every_statistic():
    # Section 5.1 ("the most recent answer line of each seat"), the methodology of the
    # design window: line 5 of s01 is kept in the book, labelled, not counted.
    df = make_rows([{"line": 5, "close": "99"}, {"line": 9, "close": "99"},
                    {"line": 7, "seat": "s02"}])
    assert df["drop_common"].tolist() == ["superseded", "", ""]
    # the scores count the same one answer per seat; an unresolved row waits
    assert df["drop_score"].tolist() == ["superseded", "", "not_resolved"]
    selection = select(df, "drop_common")
    assert selection.to_json() == {"rows_used": 2, "dropped": {"superseded": 1},
                                   "sources": {"from_book": 0, "from_file_only": 2}}
    assert answers_not_counted(df, None).kept["superseded"] == KeptAnswers(rows=1, lines=1)


def test_from_session_11_the_first_well_formed_answer_counts():
    # Section 3.11, P3: "la primera respuesta bien formada de cada asiento cuenta desde la
    # sesión 11" -- session 11 is 2026-11-02 (09:30 EST = 14:30Z).
    day = {"session": "2026-11-02", "run_id": "2026-11-02-am", "close": "99"}
    df = make_rows([{**day, "line": 5, "book_sealed": "2026-11-02T13:00:00Z"},
                    {**day, "line": 9, "book_sealed": "2026-11-02T14:20:00Z"},
                    {**day, "line": 7, "seat": "s02"}], sealed="2026-11-02T13:10:00Z")
    assert df["drop_common"].tolist() == ["", "answer_not_counted", ""]
    assert df["drop_score"].tolist() == ["", "answer_not_counted", ""]
    assert answers_not_counted(df, None).kept["answer_not_counted"] == KeptAnswers(1, 1)


def test_a_first_answer_that_is_not_well_formed_gives_way_to_the_next():
    day = {"session": "2026-11-02", "run_id": "2026-11-02-am", "close": "99"}
    df = make_rows([{**day, "line": 5, "book_sealed": "2026-11-02T13:00:00Z"},
                    {**day, "line": 9, "book_sealed": "2026-11-02T14:20:00Z"}])
    df["line_well_formed"] = [False, True]
    from verifier_app.stats.eligibility import with_reasons

    # line 5 states no probability, so line 9 is the first well-formed answer
    assert with_reasons(df)["drop_common"].tolist() == ["answer_not_counted", ""]
    df["line_well_formed"] = [True, True]
    assert with_reasons(df)["drop_common"].tolist() == ["", "answer_not_counted"]


def _grouped_drops(df: pd.DataFrame, column: str, keys: list[str]) -> dict[tuple, dict]:
    """``dropped_by_group`` as pandas groups it, one group at a time."""
    dropped = df.loc[df[column] != "", [*keys, column]]
    out: dict[tuple, dict] = {}
    for group, counts in dropped.groupby(keys)[column].value_counts().groupby(level=keys):
        key = group if isinstance(group, tuple) else (group,)
        out[key] = {str(idx[-1]): int(v) for idx, v in counts.items()}
    return out


@seed(21)
@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["r1", "r2", "r10"]), st.sampled_from(["1d", "1w"]),
                          st.sampled_from(["", "", "superseded", "not_stated", "correction"])),
                max_size=40))
def test_drops_per_group_match_pandas_groups_in_content_and_order(rows):
    df = pd.DataFrame(rows, columns=["run_id", "horizon", "drop_common"], dtype=str)
    for keys in (["run_id", "horizon"], ["horizon"]):
        found = dropped_by_group(df, "drop_common", keys)
        expected = _grouped_drops(df, "drop_common", keys)
        assert [(k, list(v.items())) for k, v in found.items()] == \
            [(k, list(v.items())) for k, v in expected.items()]
