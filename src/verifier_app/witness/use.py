"""The witness options of ``verify``: check a folder of statements, export a new one."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from verifier_app.engine.errors import UserFacingError
from verifier_app.engine.input_files import InputFileError, write_output_file
from verifier_app.witness.check import (
    StatementUnreadable,
    WitnessFolder,
    load_statements,
    make_statement,
)
from verifier_app.witness.keys import witness_key

if TYPE_CHECKING:
    from verifier_app.engine.walk import WalkReport


def witnesses_for(folder: Path | None) -> WitnessFolder | None:
    if folder is None:
        return None
    if not folder.is_dir():
        raise UserFacingError(f"{folder.name} is not a folder of witness statements.")
    try:
        return load_statements(folder)
    except StatementUnreadable as exc:
        raise UserFacingError(f"{exc}.") from exc


def export_statement(report: WalkReport, path: Path) -> str:
    """Write the signed statement; the one plain sentence to show."""
    book = report.bundle.book.relpath if report.bundle.book else None
    try:
        key = witness_key()
        text = make_statement(report.seals, book, key)
    except InputFileError as exc:  # the key's file is a pipe, a device or far too large
        raise UserFacingError(f"The witness statement was not written: {exc}") from exc
    except (OSError, ValueError) as exc:
        raise UserFacingError(f"The witness statement was not written: {exc}.") from exc
    if text is None:
        raise UserFacingError("No witness statement was written: no seal of the book "
                              "was verified, so there is nothing to witness.")
    # the one opener's rule for output: never a pipe, a device or a folder
    write_output_file(path, text.encode("utf-8"), "a witness statement")
    return f"Witness statement written to {path.name}, signed by {key.name}."
