"""Step 7b, the portfolio accounts: recounted by the app's own code from the published
trades and prices, by the rules the protocol declares (issue 24, item 5).

The paper's step 7 (Appendix B) runs the operator's ``replay.py``, which prints
"exact to the cent (|d| <= 0.01): 204; within the rounding of the published trades: 49;
DIFFERENT: 0; not recounted (other price sets): 0"; Section 4.7: "each dollar that changes
hands costs 0.1%". The app never runs that script; these tests hold its own recount to the
same categories.
"""

from __future__ import annotations

import csv
import io
import json
import shutil
from datetime import UTC, date, datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

from tests.cli_in_process import run_in_process
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.failures import RecountFailure
from verifier_app.core.results import Status
from verifier_app.demo.tamper import apply_tamper
from verifier_app.engine.walk import walk
from verifier_app.report.html import render_html
from verifier_app.report.text import render_report
from verifier_app.stats.portfolio_files import (
    AccountRow,
    PortfolioInputs,
    PriceBook,
    Rounding,
    Rules,
    Trade,
)
from verifier_app.stats.portfolio_recount import Category, recount_accounts
from verifier_app.stats.step7b import PAPER_COMMAND, accounts_part

API = Path("api") / "v1"
PAPER_SAYS = "python3 replay.py https://trends.polyhelper.ai/api/v1/"  # Appendix B, step 7


def _rows(path: Path) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(path.read_text(encoding="utf-8"))))


def _write(path: Path, rows: list[dict[str, str]]) -> None:
    out = io.StringIO(newline="")
    writer = csv.DictWriter(out, fieldnames=list(rows[0]), lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    path.write_text(out.getvalue(), encoding="utf-8")


def _part(root: Path):
    return accounts_part(open_bundle([root]))


# -- the arithmetic, on a case worked by hand ------------------------------------------------
RULES = Rules("arena-3", 100_000.0, 0.001, Rounding(0.01, 0.0001, 0.01, 0.0001, 0.01, 0.0001),
              None)
DAY = date(2026, 10, 20)


def test_one_purchase_worked_by_hand() -> None:
    """10 SPY at 500.00 cost 5,000 plus 0.1% (5.00): cash 94,995.00; marked at 510.00 the
    account is worth 100,095.00, 5.0951% in SPY."""
    row = AccountRow(2, "arena-3", "p", "a1", DAY, 100_095.00, 0.9490, 5.00,
                     (("SPY", 0.0510),))
    prices = PriceBook("p", {("SPY", DAY): (500.0, 510.0)})
    done = recount_accounts(PortfolioInputs(RULES, (row,), (Trade(2, "a1", DAY, "SPY", 10, 500),),
                                            {"p": prices}))
    assert [r.category for r in done.rows] == [Category.EXACT]
    fields = {f.field: f.recomputed for f in done.rows[0].fields}
    assert fields["value"] == pytest.approx(100_095.00)
    assert fields["fees"] == pytest.approx(5.00)
    assert fields["cash_share"] == pytest.approx(94_995 / 100_095)
    assert fields["weights/SPY"] == pytest.approx(5_100 / 100_095)


def test_a_cent_more_is_exact_two_cents_beyond_the_rounding_is_different() -> None:
    """|d| <= 0.01 is exact to the cent; a published price rounded to the cent may leave
    10 shares x half a cent = 0.05 more; beyond both the row is DIFFERENT."""
    prices = {"p": PriceBook("p", {("SPY", DAY): (500.0, 510.0)})}
    trades = (Trade(2, "a1", DAY, "SPY", 10, 500),)

    def category(value: float) -> Category:
        row = AccountRow(2, "arena-3", "p", "a1", DAY, value, 0.9490, 5.00, (("SPY", 0.0510),))
        return recount_accounts(PortfolioInputs(RULES, (row,), trades, prices)).rows[0].category

    assert category(100_095.01) is Category.EXACT
    assert category(100_095.05) is Category.ROUNDING
    assert category(100_095.20) is Category.DIFFERENT


def test_a_row_in_another_price_set_is_not_recounted() -> None:
    row = AccountRow(2, "arena-3", "pro-prices", "a1", DAY, 100_000.0, 1.0, 0.0, ())
    done = recount_accounts(PortfolioInputs(RULES, (row,), (), {"p": PriceBook("p", {})}))
    assert done.rows[0].category is Category.NOT_RECOUNTED
    assert done.rows[0].detail == "pro-prices"


# -- the demo bundle ---------------------------------------------------------------------------
def test_the_demo_accounts_are_recounted_and_pass(demo_master: Path) -> None:
    part = _part(demo_master)
    assert part.status is Status.PASS, part.detail
    counts = part.evidence["counts"]
    assert part.evidence["rows"] == 30 and part.evidence["accounts"] == 5
    assert counts["different"] == 0 and counts["not_recounted"] == 0
    # Both of the paper's agreeing categories occur: exact to the cent, and within the
    # rounding of the published trades (a buy_dips entry priced between two cents).
    assert counts["exact"] > 0 and counts["within_rounding"] > 0
    assert "exact to the cent (|d| <= 0.01): " in part.detail
    assert "DIFFERENT: 0; not recounted (other price sets): 0." in part.detail


def test_a_pass_says_the_portfolio_files_are_not_sealed(demo_bundle: Path) -> None:
    """Appendix B, step 7: replay.py "recomputes every account from the published trades and
    prices" (253 rows, 145 accounts on 2026-10-20); none of those files is in the book. A
    copy with one account row taken out still passed with "64 published rows" and never said
    the files are not sealed; the pass says it now, and the evidence carries it."""
    path = demo_bundle / "api" / "v1" / "arena-accounts.csv"
    lines = path.read_bytes().split(b"\n")
    path.write_bytes(b"\n".join(lines[:1] + lines[2:]))
    part = _part(demo_bundle)
    assert part.status is Status.PASS, part.detail
    assert "These files are not sealed" in part.detail
    assert "not that the trades were decided before the open" in part.detail
    assert part.evidence["files_sealed"] is False


def test_one_trade_price_changed_fails_naming_the_account(demo_bundle: Path) -> None:
    said = apply_tamper(demo_bundle, "trade-price")
    account = said.split("account ")[1].split(",")[0]
    report = walk(open_bundle([demo_bundle]))
    step = report.steps[6]
    assert step.status is Status.FAIL and step.failure is RecountFailure.ACCOUNT_DIFFERS
    scores, accounts = step.parts
    assert scores.status is Status.PASS  # the forecasts' scores are untouched
    assert accounts.status is Status.FAIL
    assert accounts.detail.startswith(f"Account {account}, session ")
    assert report.verdict == "fail"
    written = report.to_json()["steps"][6]
    assert [p["id"] for p in written["parts"]] == ["step7a", "step7b"]
    assert written["parts"][1]["evidence"]["counts"]["different"] >= 1
    # The text output and the exported report give each part its own line and mark, and
    # the banner's reason for the verdict leads with the failed part, not 7a's pass.
    text = render_report(report)
    assert "7a. PASS" in text and f"7b. FAIL         The portfolio accounts\n          " \
        f"Account {account}, session " in text
    html = render_html(report, None, None, datetime.now(UTC))
    assert "<tr><td>7b</td><td><span class=\"status fail\">" in html
    assert report.summary.first_reason.said().startswith(
        f"7b, the portfolio accounts: Account {account}, session ")


def test_one_published_account_value_changed_fails(demo_bundle: Path) -> None:
    path = demo_bundle / API / "arena-accounts.csv"
    rows = _rows(path)
    # $50 on a $100,000 account: more than the rounding of its published trades explains
    # (their half cents and half 1/10,000 shares add up to a few dollars in the demo).
    rows[7]["value"] = f"{float(rows[7]['value']) + 50.00:.2f}"
    _write(path, rows)
    part = _part(demo_bundle)
    assert part.status is Status.FAIL and part.failure is RecountFailure.ACCOUNT_DIFFERS
    assert part.detail.startswith(f"Account {rows[7]['account']}, session {rows[7]['session']}:"
                                  f" the published value is {float(rows[7]['value'])}, but the"
                                  " app recounts ")
    different = part.evidence["different"]
    assert different[0]["field"] == "value"
    assert different[0]["difference"] == pytest.approx(-50.00, abs=0.06)
    assert different[0]["rounding_within"] < 10


def test_without_the_portfolio_files_7b_is_not_checked_with_the_papers_command(
        demo_bundle: Path) -> None:
    for name in ("arena-accounts.csv", "arena-trades.csv", "arena-prices.csv"):
        (demo_bundle / API / name).unlink()
    report = walk(open_bundle([demo_bundle]))
    step = report.steps[6]
    assert PAPER_COMMAND == PAPER_SAYS
    assert [p.status for p in step.parts] == [Status.PASS, Status.NOT_CHECKED]
    assert step.status is Status.NOT_CHECKED  # 7a alone is not the paper's step 7
    assert PAPER_SAYS in step.parts[1].detail and PAPER_SAYS in step.parts[1].command
    assert "recount the league" not in step.title.lower()
    assert report.verdict != "pass"


# -- hostile files: a sentence, never a traceback, never a pass --------------------------------
def _break_trades(root: Path) -> None:
    path = root / API / "arena-trades.csv"
    rows = _rows(path)
    rows[3]["quantity"] = "twelve"
    _write(path, rows)


def _break_day(root: Path) -> None:
    path = root / API / "arena-accounts.csv"
    rows = _rows(path)
    rows[2]["session"] = "20-10-2026"
    _write(path, rows)


def _extra_cell(root: Path) -> None:
    path = root / API / "arena-prices.csv"
    path.write_text(path.read_text(encoding="utf-8") + "a,b,c,d,e,f\n", encoding="utf-8")


def _binary(root: Path) -> None:
    (root / API / "arena-trades.csv").write_bytes(b"account,session\n\xff\xfe\x00\x9c" * 50)


def _weights(root: Path) -> None:
    path = root / API / "arena-accounts.csv"
    rows = _rows(path)
    rows[0]["weights"] = "SPY:0.5"
    _write(path, rows)


def _no_rules(root: Path) -> None:
    path = root / API / "arena-protocol.json"
    protocol = json.loads(path.read_text(encoding="utf-8"))
    del protocol["portfolio"]["fee_rate"]
    path.write_text(json.dumps(protocol), encoding="utf-8")


def _missing_column(root: Path) -> None:
    path = root / API / "arena-prices.csv"
    rows = _rows(path)
    _write(path, [{k: v for k, v in r.items() if k != "close"} for r in rows])


def _too_large(root: Path) -> None:
    with open(root / API / "arena-trades.csv", "r+b") as stream:
        stream.truncate((128 << 20) + 1)  # sparse: past the cap of a .csv in a bundle


MALFORMED = {
    _break_trades: "arena-trades.csv, line 5: quantity \"twelve\" is not a usable number.",
    _break_day: "arena-accounts.csv, line 4: the session \"20-10-2026\" is not a date",
    _extra_cell: "arena-prices.csv, line 38: the row has 6 cells where the header names 5",
    _binary: "arena-trades.csv is not a readable CSV file",
    _weights: "arena-accounts.csv, line 2: the weights \"SPY:0.5\" are not written as",
    _no_rules: "the rule portfolio.fee_rate is missing or not a usable number.",
    _missing_column: "arena-prices.csv lacks the column(s) close.",
    _too_large: "larger than the 134,217,728 bytes such a file can be; it was not read.",
}


def _long_cell(root: Path) -> None:
    path = root / API / "arena-accounts.csv"
    rows = _rows(path)
    rows[4]["rules"] += " " * (64 * 1024)  # one cell past MAX_FIELD, stripped or not
    _write(path, rows)


MALFORMED[_long_cell] = "arena-accounts.csv, line 6: the row has 8 cells where the header"


def test_blank_rows_are_no_rows_whatever_their_cells(demo_bundle: Path) -> None:
    """An empty line, a row of empty cells and a row of blanks (even one longer than a cell
    may be, and with more cells than the header) are skipped: the same recount."""
    before = _part(demo_bundle)
    path = demo_bundle / API / "arena-accounts.csv"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    blanks = ["\n", ",,,\n", " , \t,\n", " " * (70 * 1024) + ",,,,,,,,,\n"]
    path.write_text("".join([lines[0], *blanks, *lines[1:]]), encoding="utf-8")
    after = _part(demo_bundle)
    assert after.status is before.status is Status.PASS
    moved = [r["line"] for r in after.evidence["not_recounted"]]
    assert after.evidence["rows"] == before.evidence["rows"] and not moved
    assert after.evidence["counts"] == before.evidence["counts"]


@pytest.mark.parametrize("damage", list(MALFORMED), ids=lambda f: f.__name__.strip("_"))
def test_a_damaged_portfolio_file_gives_a_sentence(demo_bundle: Path, damage) -> None:
    damage(demo_bundle)
    part = _part(demo_bundle)
    assert part.status is Status.NOT_CHECKED
    assert MALFORMED[damage] in part.detail, part.detail
    assert PAPER_SAYS in part.detail


def test_the_command_line_says_the_sentence_without_a_traceback(demo_bundle: Path) -> None:
    _break_trades(demo_bundle)
    done = run_in_process("verify", "--json", demo_bundle)  # an exception would fail here
    assert "Traceback" not in done.stderr.decode("utf-8")
    step = json.loads(done.stdout)["steps"][6]
    assert step["status"] == "not_checked"
    assert step["parts"][1]["message"]["values"]["reason"]["id"] == "portfolio.bad_number"


PORTFOLIO_FILES = ("arena-accounts.csv", "arena-trades.csv", "arena-prices.csv",
                   "arena-protocol.json")


@pytest.fixture(scope="module")
def portfolio_only(demo_master: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A bundle of the four files 7b reads, and nothing else."""
    root = tmp_path_factory.mktemp("portfolio")
    for name in PORTFOLIO_FILES:
        shutil.copyfile(demo_master / API / name, root / name)
    return root


@seed(20261203)
@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_any_byte_change_to_a_portfolio_file_gives_a_result_never_an_exception(
        portfolio_only: Path, data) -> None:
    """Bits flipped, bytes inserted or deleted, files cut: 7b always answers with a status
    and a sentence (a changed figure may still recount; a damaged file is never a pass)."""
    path = portfolio_only / data.draw(st.sampled_from(PORTFOLIO_FILES))
    original = path.read_bytes()
    position = data.draw(st.integers(0, len(original) - 1))
    kind = data.draw(st.sampled_from(["flip", "insert", "delete", "truncate"]))
    value = data.draw(st.integers(0, 255))
    changed = {"flip": original[:position] + bytes([original[position] ^ (1 << value % 8)])
               + original[position + 1:],
               "insert": original[:position] + bytes([value]) + original[position:],
               "delete": original[:position] + original[position + 1:],
               "truncate": original[:position]}[kind]
    path.write_bytes(changed)
    try:
        part = _part(portfolio_only)
    finally:
        path.write_bytes(original)
    assert part.status in (Status.PASS, Status.FAIL, Status.NOT_CHECKED) and part.detail
    if part.status is Status.NOT_CHECKED:
        assert PAPER_SAYS in part.detail or "not recounted" in part.detail


def test_the_four_files_alone_recount_as_in_the_demo(portfolio_only: Path) -> None:
    assert _part(portfolio_only).status is Status.PASS
