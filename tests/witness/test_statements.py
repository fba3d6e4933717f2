"""Witness statements: made once per reader with their own key, signed in the C2SP note
style, and checked against a bundle: agreement, a workshop change, a swapped book."""

from __future__ import annotations

import os
import shutil
import stat
from pathlib import Path

import pytest

from verifier_app.cli import main
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.failures import WitnessFailure
from verifier_app.core.results import Status
from verifier_app.demo.generator import DemoSettings
from verifier_app.demo.tamper import apply_tamper
from verifier_app.engine.walk import WalkOptions, walk
from verifier_app.witness.check import load_statements, make_statement
from verifier_app.witness.keys import KEY_FILE, data_root, witness_key
from verifier_app.witness.statement import ORIGIN, read_statement


def _witness(bundle: Path, folder: Path, name: str = "today.txt") -> str:
    report = walk(open_bundle([bundle]))
    text = make_statement(report.seals, report.bundle.book.relpath, witness_key())
    assert text is not None
    folder.mkdir(exist_ok=True)
    (folder / name).write_text(text, encoding="utf-8")
    return text


def _check(bundle: Path, folder: Path):
    report = walk(open_bundle([bundle]), WalkOptions(witnesses=load_statements(folder)))
    return report, next(c for c in report.checks if c.id == "witness")


def test_the_key_is_made_once_in_the_data_folder_and_kept_private(user_data_dir) -> None:
    assert data_root() == user_data_dir
    first, again = witness_key(), witness_key()
    assert first.fingerprint == again.fingerprint and len(first.fingerprint) == 64
    assert (user_data_dir / KEY_FILE).is_file()
    if os.name == "posix":
        assert stat.S_IMODE((user_data_dir / KEY_FILE).stat().st_mode) == 0o600


def test_a_statement_is_a_signed_note_that_verifies(demo_master: Path, tmp_path: Path) -> None:
    text = _witness(demo_master, tmp_path / "w")
    assert text.startswith(ORIGIN + "\n") and "\n\n\u2014 witness-" in text
    statement, valid = read_statement(text.encode())
    assert valid and statement.witness == witness_key().name
    assert statement.lines > 0 and len(statement.head_link) == 64
    forged = text.replace(f"lines {statement.lines}\n", f"lines {statement.lines - 1}\n")
    assert read_statement(forged.encode())[1] is False


def test_the_same_bundle_agrees_with_its_witness(demo_master: Path, tmp_path: Path) -> None:
    _witness(demo_master, tmp_path / "w")
    _, check = _check(demo_master, tmp_path / "w")
    assert check.status is Status.PASS and "agree" in check.detail


def test_a_workshop_change_after_the_statement_is_caught_naming_the_line(
        demo_bundle: Path, tmp_path: Path) -> None:
    text = _witness(demo_bundle, tmp_path / "w")
    statement, _ = read_statement(text.encode())
    apply_tamper(demo_bundle, "flip")
    report, check = _check(demo_bundle, tmp_path / "w")
    assert check.status is Status.FAIL and check.failure is WitnessFailure.PREFIX_DIFFERS
    assert f"line {statement.lines:,}" in check.detail and statement.witness in check.detail
    assert statement.prefix_sha256 in check.detail
    assert report.verdict == "fail"


def test_a_swapped_book_and_proofs_pass_every_anchor_but_not_the_witness(
        demo_master: Path, tmp_path: Path, make_demo) -> None:
    """The paper's threat: a second book, stamped too; only the reader's copy tells."""
    text = _witness(demo_master, tmp_path / "w")
    statement, _ = read_statement(text.encode())
    other = tmp_path / "other"
    make_demo(other, DemoSettings(seed=7))
    plain = walk(open_bundle([other]))
    assert plain.verdict == "pass"  # on its own the substitute checks out
    report, check = _check(other, tmp_path / "w")
    assert check.status is Status.FAIL and report.verdict == "fail"
    assert check.failure in (WitnessFailure.FEWER_LINES, WitnessFailure.LINK_DIFFERS)
    assert statement.head_link in check.detail  # both values are shown


def test_a_statement_with_a_bad_signature_warns_and_proves_nothing(
        demo_master: Path, tmp_path: Path) -> None:
    text = _witness(demo_master, tmp_path / "w")
    statement, _ = read_statement(text.encode())
    (tmp_path / "w" / "today.txt").write_text(
        text.replace(statement.time, "2020-01-01T00:00:00Z"), encoding="utf-8")
    (tmp_path / "w" / "notes.txt").write_text("my own notes\n", encoding="utf-8")
    _, check = _check(demo_master, tmp_path / "w")
    assert check.status is Status.WARN and "does not verify" in check.detail


def test_cli_exports_then_checks_a_folder(demo_bundle: Path, tmp_path: Path, capsys) -> None:
    folder = tmp_path / "statements"
    folder.mkdir()
    assert main(["verify", str(demo_bundle), "--witness-statement",
                 str(folder / "mine.txt")]) == 0
    assert "signed by witness-" in capsys.readouterr().err
    shutil.copytree(demo_bundle, tmp_path / "copy")
    apply_tamper(tmp_path / "copy", "flip")
    assert main(["verify", str(tmp_path / "copy"), "--witnesses", str(folder), "--json"]) == 1
    assert main(["verify", str(demo_bundle), "--witnesses", str(tmp_path / "none")]) == 2


@pytest.mark.parametrize("raw", [b"", b"\xff\xfe", b"x" * 20000,
                                 (ORIGIN + "\ntime x\n\n").encode()])
def test_damaged_statements_are_one_sentence(raw: bytes) -> None:
    from verifier_app.witness.statement import StatementUnreadable

    with pytest.raises(StatementUnreadable):
        read_statement(raw)


def test_a_verifier_key_whose_base64_holds_a_plus_still_parses() -> None:
    from verifier_app.witness.keys import parse_verifier_key, verifier_key

    public = bytes([0xFB] * 32)  # base64 of 0x01 ‖ 0xfb… is full of "+" and "/"
    text = verifier_key("witness-test", public)
    assert "+" in text.split("+", 2)[2]
    assert parse_verifier_key(text) == ("witness-test", public)
