"""Forecast rows and price times that are not what they claim get a sentence, not a
traceback, and never pass (issue 26, item 8): a row with a field more than its header, a
``line`` of ``1.5``, ``NaN``, ``+7`` or ``٣``, and price times in year 1."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pandas as pd
import pytest
from hypothesis import given
from hypothesis import strategies as st

from verifier_app.cli import main
from verifier_app.core.errors import UserFacingError
from verifier_app.stats.forecasts import _malformed_line, line_numbers
from verifier_app.stats.price_file import read_price_file

FORECASTS = "api/v1/council-forecasts.csv"
BAD_LINES = ["1.5", "NaN", "+7", "٣"]


def changed(demo_master: Path, folder: Path, change) -> Path:
    bundle = folder / "bundle"
    shutil.copytree(demo_master, bundle)
    path = bundle / FORECASTS
    lines = path.read_text(encoding="utf-8").split("\n")
    change(lines)
    path.write_text("\n".join(lines), encoding="utf-8")
    return bundle


def set_line(lines: list[str], row: int, value: str) -> None:
    header, fields = lines[0].split(","), lines[row].split(",")
    fields[header.index("line")] = value
    lines[row] = ",".join(fields)


def run_json(capsys, *args: str) -> tuple[int, dict]:
    code = main([*args, "--json"])
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, json.loads(out)


def unstated_rows(lines: list[str]) -> list[int]:
    """Indexes (in ``lines``) of rows whose cell the book's answer line states no
    probability for (``cell_status`` invalid: counted_50, refused_shape)."""
    column = lines[0].split(",").index("cell_status")
    return [i for i, text in enumerate(lines)
            if i and text and text.split(",")[column] == "invalid"]


@pytest.fixture(scope="module")
def malformed_bundle(demo_master: Path, tmp_path_factory) -> Path:
    """Malformed lines on four rows whose cells the book states nothing for, so the file
    leaves no sealed probability out: what stays open is only which line they name."""
    def change(lines: list[str]) -> None:
        for row, value in zip(unstated_rows(lines), BAD_LINES, strict=False):
            set_line(lines, row, value)
    return changed(demo_master, tmp_path_factory.mktemp("malformed"), change)


def test_malformed_lines_leave_the_forecasts_check_not_checked_naming_the_first(
        capsys, malformed_bundle):
    code, report = run_json(capsys, "verify", str(malformed_bundle))
    check = next(c for c in report["checks"] if c["id"] == "forecasts_file")
    assert check["status"] == "not_checked" and report["verdict"] != "pass"
    assert check["evidence"]["rows_with_malformed_line"] == 4
    assert check["evidence"]["rows_missing_from_the_file"] == 0
    # The demo's first rows of an invalid cell are on file lines 389, 393, 397 and 401.
    assert check["evidence"]["malformed_lines"] == [
        {"file_line": 389, "line": "1.5"}, {"file_line": 393, "line": "NaN"},
        {"file_line": 397, "line": "+7"}]
    assert check["detail"].endswith(
        "Not checked in full: 4 row(s) give a line that is not a book line number (the "
        "first, on line 389 of the file: '1.5'), so the book cannot be found for them, and "
        "they enter no statistic.")
    assert code == 0  # not a failure of the book: incomplete, never a pass


def test_malformed_lines_on_sealed_forecasts_fail_the_forecasts_check(
        capsys, demo_master, tmp_path):
    """A row whose line is malformed does not give its cell: where the book seals a
    probability there, no statistic includes it, as if the row were left out (Section 4:
    each score traces back to a sealed answer). That fails the check, naming both."""
    def change(lines: list[str]) -> None:
        for row, value in enumerate(BAD_LINES, start=1):  # lines[1] is file line 2
            set_line(lines, row, value)
    bundle = changed(demo_master, tmp_path, change)
    code, report = run_json(capsys, "verify", str(bundle))
    check = next(c for c in report["checks"] if c["id"] == "forecasts_file")
    assert (code, report["verdict"], check["status"]) == (1, "fail", "fail")
    evidence = check["evidence"]
    assert evidence["rows_with_malformed_line"] == 4
    assert evidence["malformed_lines"] == [
        {"file_line": 2, "line": "1.5"}, {"file_line": 3, "line": "NaN"},
        {"file_line": 4, "line": "+7"}]
    assert evidence["rows_missing_from_the_file"] == 4
    assert evidence["missing_rows"][0] == {
        "row": {"run_id": "2026-10-19-early", "seat": "s01", "market": "SPX",
                "horizon": "1d"}, "column": "row", "file": None, "book": 41.0}
    assert "4 probabilities sealed in verified answer lines have no row" in check["detail"]
    assert check["detail"].endswith(
        "Not checked in full: 4 row(s) give a line that is not a book line number (the "
        "first, on line 2 of the file: '1.5'), so the book cannot be found for them, and "
        "they enter no statistic.")


def test_malformed_lines_are_counted_apart_in_stats(capsys, malformed_bundle):
    code, stats = run_json(capsys, "stats", str(malformed_bundle))
    assert code == 0  # the rows are left out and counted; the figures stand
    assert stats["rows"]["failed_reasons"] == {"line_malformed": 4}
    assert stats["rows"]["verified"] == stats["rows"]["total"] - 4


@given(st.text(max_size=20))
def test_a_line_is_a_number_of_ascii_digits_or_said_malformed(text):
    column = pd.Series([text], dtype=object)
    number = line_numbers(column).iloc[0]
    malformed = bool(_malformed_line(column.astype(str)).iloc[0])
    stripped = text.strip()
    if stripped.isascii() and stripped.isdigit() and len(stripped) <= 15:
        assert number == int(stripped) and not malformed
    else:
        assert pd.isna(number) and malformed == (stripped != "")


@pytest.mark.parametrize("value", ["٣", "³", "７", "1.5", "NaN", "+7", "-3", "1e3", "0x10"])
def test_no_unicode_digit_or_number_form_becomes_a_line_number(value):
    assert pd.isna(line_numbers(pd.Series([value], dtype=object)).iloc[0])


def test_a_first_row_with_an_extra_field_is_a_sentence(capsys, demo_master, tmp_path):
    bundle = changed(demo_master, tmp_path, lambda lines: lines.__setitem__(
        1, lines[1] + ",extra"))
    code = main(["stats", str(bundle), "--json"])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err == (f"verifier-app: {FORECASTS} is not a readable CSV file (its first row has "
                   "more fields than its header line names).\n")
    code, report = run_json(capsys, "verify", str(bundle))
    step7 = next(s for s in report["steps"] if s["id"] == "step7")
    assert report["verdict"] == "fail" and step7["status"] == "fail"
    # Step 7 is said in two parts (7a the forecasts' scores, 7b the portfolio accounts):
    # the unreadable file is 7a's sentence; 7b recounts the accounts from their own files.
    assert step7["detail"].startswith(
        f"7a, the forecasts' scores: The published figures cannot be recounted: {FORECASTS} "
        "is not a readable CSV file (its first row has more fields than its header line "
        "names). 7b, the portfolio accounts: ")


def test_a_later_row_with_an_extra_field_is_a_sentence(capsys, demo_master, tmp_path):
    bundle = changed(demo_master, tmp_path, lambda lines: lines.__setitem__(
        4, lines[4] + ",extra"))
    code = main(["stats", str(bundle)])
    out, err = capsys.readouterr()
    columns = len(lines_of(bundle)[0].split(","))
    assert code == 2 and out == ""
    assert err == (f"verifier-app: {FORECASTS} is not a readable CSV file (Error tokenizing "
                   f"data. C error: Expected {columns} fields in line 5, saw "
                   f"{columns + 1}\n).\n")


def lines_of(bundle: Path) -> list[str]:
    return (bundle / FORECASTS).read_text(encoding="utf-8").split("\n")


# --- price times in year 1 ---------------------------------------------------------------

@pytest.mark.parametrize(("time", "said"), [
    ("0001-01-01", "'0001-01-01' is outside the years a price time can have (1678 to 2261)."),
    ("0001-01-01T13:30:00Z", "'0001-01-01T13:30:00Z' is outside the years a price time can "
                             "have (1678 to 2261)."),
    ("9999-12-31T23:59:00+01:00", "'9999-12-31T23:59:00+01:00' is outside the years a price "
                                  "time can have (1678 to 2261)."),
    ("0001-01-01T13:30:00", "'0001-01-01T13:30:00' is neither a date nor a time with its "
                            "zone (such as 2026-10-19T13:30:00Z)."),
])
def test_a_price_time_in_year_1_is_a_sentence(tmp_path, time, said):
    path = tmp_path / "prices.csv"
    path.write_text(f"asset,time,price\nSPX,2026-10-19,5800\nSPX,{time},5801\n",
                    encoding="utf-8")
    with pytest.raises(UserFacingError) as refused:
        read_price_file(path)
    assert str(refused.value) == f"The price file prices.csv, line 3: {said}"


def test_a_forecast_reference_time_in_year_1_is_not_priced_and_said(capsys, demo_master,
                                                                     tmp_path):
    def change(lines: list[str]) -> None:
        header, fields = lines[0].split(","), lines[1].split(",")
        fields[header.index("reference_at")] = "0001-01-01T13:30:00Z"
        lines[1] = ",".join(fields)

    bundle = changed(demo_master, tmp_path, change)
    _, stats = run_json(capsys, "stats", str(bundle), "--prices",
                           str(bundle / "demo-prices.csv"))
    prices = stats["independent_prices"]
    assert prices["not_priced"] == {"reference_time_unreadable": 1}
    assert "1 rows could not be priced (reference time unreadable" in prices["sentence"]
