"""The witness options of ``verify``: check a folder of statements, export a new one."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from verifier_app.core.atomic_write import write_whole
from verifier_app.core.errors import UserFacingError
from verifier_app.core.input_files import InputFileError, check_output_file
from verifier_app.core.messages import Message
from verifier_app.core.verified_tree import refuse_writing_into
from verifier_app.witness.check import (
    StatementUnreadable,
    WitnessFolder,
    load_statements,
    make_statement,
)
from verifier_app.witness.keys import witness_key
from verifier_app.witness.walked import Walked


def witnesses_for(folder: Path | None) -> WitnessFolder | None:
    if folder is None:
        return None
    if not folder.is_dir():
        raise UserFacingError(Message.of("statement.not_a_folder", folder=folder.name))
    try:
        return load_statements(folder)
    except StatementUnreadable as exc:
        raise UserFacingError(Message.of("statement.as_reason",
                                         reason=exc.message or str(exc))) from exc


def check_statement_place(path: Path, given: Iterable[Path]) -> None:
    """Refuse a statement file inside what is being verified (``verified_tree``)."""
    refuse_writing_into(path, given, Message.of("write.what_statement"))


def export_statement(report: Walked, path: Path) -> Message:
    """Write the signed statement; the one plain sentence to show."""
    check_statement_place(path, report.bundle.given)
    book = report.bundle.book.relpath if report.bundle.book else None
    try:
        key = witness_key()
        text = make_statement(report.seals, book, key)
    except InputFileError as exc:  # the key's file is a pipe, a device or far too large
        raise UserFacingError(Message.of("statement.not_written", reason=_reason(exc))) \
            from exc
    except (OSError, ValueError) as exc:
        raise UserFacingError(Message.of("statement.not_written_because",
                                         reason=_reason(exc))) from exc
    if text is None:
        raise UserFacingError(Message.of("statement.nothing_verified"))
    check_output_file(path, "a witness statement")  # the one opener's rule: no pipe, no folder
    try:
        _write_new(path, text.encode("utf-8"))
    except OSError as exc:
        raise UserFacingError(Message.of("statement.not_saved", name=path.name,
                                         reason=exc.strerror or str(exc))) from exc
    return Message.of("statement.written", name=path.name, key=key.name)


def _reason(error: Exception) -> str | Message:
    """An error's reason as a message where it has one (said in the reader's language)."""
    return getattr(error, "message", None) or str(error)


def _write_new(path: Path, data: bytes) -> None:
    """A new file put in place by one rename: a link at ``path`` is replaced, never written
    through, so a hard link to a file of a bundle cannot carry the statement into it."""
    write_whole(path, data, make_parent=False, prefix=".statement-")
