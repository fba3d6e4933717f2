"""A folder of more witness statements than are read is never a pass: the check says how
many were not read (issue 26, item 2). The 1,001st statement here contradicts the book,
and the check that read only the first 1,000 must not say they all agree."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from verifier_app.cli import main
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.results import Status
from verifier_app.engine.walk import WalkOptions, walk
from verifier_app.witness.check import MAX_STATEMENTS, load_statements, make_statement
from verifier_app.witness.keys import witness_key
from verifier_app.witness.statement import read_statement, sign_statement


@pytest.fixture(scope="module")
def agreeing_statement(demo_master: Path) -> str:
    """A witness statement that agrees with the demo bundle, made from one walk of it for
    every test here (they only read it)."""
    report = walk(open_bundle([demo_master]))
    text = make_statement(report.seals, report.bundle.book.relpath, witness_key())
    assert text is not None
    return text


def folder_of_statements(text: str, folder: Path) -> None:
    """1,000 copies of the agreeing statement ``text``, then one that names another head
    link, last in name order."""
    key = witness_key()
    folder.mkdir()
    for i in range(MAX_STATEMENTS):
        (folder / f"{i:04d}.txt").write_text(text, encoding="utf-8")
    statement, _ = read_statement(text.encode())
    other = sign_statement(replace(statement, head_link="0" * 64), key)
    (folder / f"{MAX_STATEMENTS:04d}.txt").write_text(other, encoding="utf-8")


def witness_of(bundle: Path, folder, cap: int = MAX_STATEMENTS):
    report = walk(open_bundle([bundle]), WalkOptions(witnesses=load_statements(folder, cap)))
    return next(c for c in report.checks if c.id == "witness")


@pytest.mark.slow
def test_statements_past_the_cap_leave_the_check_not_checked_with_their_count(
        demo_master: Path, agreeing_statement: str, tmp_path: Path, capsys) -> None:
    folder = tmp_path / "statements"
    folder_of_statements(agreeing_statement, folder)
    loaded = load_statements(folder)
    assert (len(loaded.found), loaded.not_read) == (MAX_STATEMENTS, 1)
    check = witness_of(demo_master, folder)
    assert check.status is Status.NOT_CHECKED, check.detail
    assert "1 more witness statement(s) that were not read" in check.detail
    assert f"{MAX_STATEMENTS} agree" in check.detail
    assert check.evidence["not_read"] == 1
    # Read in full, the last statement is the contradiction it was made to be.
    assert witness_of(demo_master, folder, cap=MAX_STATEMENTS + 1).status is Status.FAIL
    # And the command line says the same, in its JSON and its text.
    main(["verify", str(demo_master), "--witnesses", str(folder), "--json"])
    said = next(c for c in json.loads(capsys.readouterr().out)["checks"] if c["id"] == "witness")
    assert said["status"] == "not_checked" and said["evidence"]["not_read"] == 1
    main(["verify", str(demo_master), "--witnesses", str(folder)])
    # The text is said with the English plural forms: one statement "was not read".
    text = capsys.readouterr().out
    assert "1 more witness statement that was not read" in text
    assert f"of those read, {MAX_STATEMENTS} agree" in text


def test_a_folder_within_the_cap_is_read_whole_and_a_contradiction_fails(
        demo_master: Path, agreeing_statement: str, tmp_path: Path) -> None:
    folder = tmp_path / "statements"
    folder_of_statements(agreeing_statement, folder)
    for i in range(5, MAX_STATEMENTS):  # 6 statements remain, the last one contradicts
        (folder / f"{i:04d}.txt").unlink()
    assert load_statements(folder).not_read == 0
    check = witness_of(demo_master, folder)
    assert check.status is Status.FAIL and "0" * 64 in check.detail


def test_a_statement_whose_line_count_is_no_number_is_one_sentence(
        agreeing_statement: str) -> None:
    """"²" and "٣" pass str.isdigit but not int(); 4,301 digits are past int()'s limit."""
    from verifier_app.witness.statement import StatementUnreadable

    text = agreeing_statement
    statement, _ = read_statement(text.encode())
    for count in ("²", "٣", "1" * 4301, "+7", "1.5"):
        damaged = text.replace(f"\nlines {statement.lines}\n", f"\nlines {count}\n")
        assert damaged != text
        try:
            read_statement(damaged.encode())
        except StatementUnreadable as exc:
            assert "line count or hashes are damaged" in str(exc) or "too large" in str(exc)
        else:
            raise AssertionError(f"a line count of {count[:8]!r} was read")
