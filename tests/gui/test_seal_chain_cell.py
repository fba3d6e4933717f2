"""The seals table's Chain column shows the chain as the engine decided it (``seal.chain``),
never decided a second time: for a book cut short (the workshop's "truncate") the window,
the report's JSON and the engine agree seal by seal (paper, Appendix B step 3 and 4: a
seal's prefix is checked against the book, then the chain over the lines it covers)."""

from __future__ import annotations

import shutil

import pytest

from tests.gui.helpers import walked_window
from verifier_app.core.failures import PrefixFailure
from verifier_app.core.results import Status
from verifier_app.demo.tamper import apply_tamper
from verifier_app.gui.seal_rows import iter_rows
from verifier_app.gui.seals_view import OVERALL_COLUMN

# The module's window opens the cut copy once, on one test process.
pytestmark = [pytest.mark.gui, pytest.mark.xdist_group("seal_chain_cell")]
CHAIN_COLUMN = OVERALL_COLUMN + 2  # Overall, Prefix, Chain


@pytest.fixture(scope="module")
def truncated_window(request, demo_master, tmp_path_factory):
    """A window that opened a copy of the demo cut short, once for the module's tests that
    read it."""
    cut = tmp_path_factory.mktemp("truncated") / "cut"
    shutil.copytree(demo_master, cut)
    apply_tamper(cut, "truncate")
    window = walked_window(request, [cut], statistics=False)
    window.tabs.setCurrentWidget(window.seals_view)
    return window


def test_a_truncated_books_chain_cells_are_the_engines(truncated_window):
    report = truncated_window.report
    rows = list(iter_rows(report))
    assert len(rows) == len(report.seals) > 2
    for row in rows:
        assert row.chain.status == row.seal.chain, row.seal.list
        assert row.seal.to_json()["chain"] == row.chain.status.value
    # The seals past the cut claim more lines than the book has: their prefix fails, and
    # the chain over lines this book does not hold is not checked (it once read FAIL here
    # while the engine said not checked).
    past = [r for r in rows if r.cover is not None and r.cover.failure
            is PrefixFailure.BOOK_SHORTER]
    assert past, "the cut leaves no seal past it"
    for row in past:
        assert row.prefix.status == Status.FAIL
        assert row.chain.status == Status.NOT_CHECKED == row.seal.chain
        assert row.chain.text == "NOT CHECKED (prefix does not match)"
        assert row.overall.status == Status.FAIL
    # Seals before the cut still match, and their lines chain.
    before = [r for r in rows if r.cover is not None and r.cover.status == Status.PASS]
    assert before and all(r.chain.status == Status.PASS == r.seal.chain for r in before)
    assert before[0].chain.text == f"ok, lines 1–{before[0].cover.lines}"


def test_the_tables_chain_column_shows_the_same(truncated_window):
    table = truncated_window.seals_view.seals
    assert table.horizontalHeaderItem(CHAIN_COLUMN).text() == "Chain"
    rows = list(iter_rows(truncated_window.report))
    assert table.rowCount() == len(rows)
    shown = {table.item(r, CHAIN_COLUMN).text() for r in range(table.rowCount())}
    assert shown == {row.chain.text for row in rows}
    assert "NOT CHECKED (prefix does not match)" in shown
