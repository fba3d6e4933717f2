"""The workshop's witness: sign what the original bundle shows, then check the changed copy
against it, as a reader who kept yesterday's copy would."""

from __future__ import annotations

from verifier_app.core.errors import UserFacingError
from verifier_app.core.messages import Message
from verifier_app.witness.check import Witnessed, WitnessFolder, make_statement
from verifier_app.witness.keys import witness_key
from verifier_app.witness.statement import read_statement
from verifier_app.witness.walked import Walked

NAME = "the statement you signed before the change"


def witness_original(report: Walked) -> WitnessFolder:
    """One statement of the original, signed with the reader's key (not saved to a file)."""
    book = report.bundle.book.relpath if report.bundle.book else None
    try:
        text = make_statement(report.seals, book, witness_key())
    except (OSError, ValueError) as exc:
        raise UserFacingError(Message.of("statement.not_signed",
                                         reason=getattr(exc, "message", None) or str(exc))) \
            from exc
    if text is None:
        raise UserFacingError(Message.of("statement.original_unverified"))
    statement, valid = read_statement(text.encode("utf-8"))
    return WitnessFolder((Witnessed(NAME, statement, valid),))
