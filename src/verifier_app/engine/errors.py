"""Errors a user reads, as opposed to bugs.

A ``UserFacingError`` carries one plain sentence; the command line prints it and exits 2,
the GUI shows it in a dialog. Anything else is a bug and gets a crash report instead. Given
as a ``Message``, the sentence is said in the reader's language (``str()`` is its English);
given as text, it is shown as it is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from verifier_app.engine.messages import Lookup, Message


class UserFacingError(Exception):
    """An input problem explained in words a non-programmer follows."""

    def __init__(self, message: str | Message = ""):
        self.message = None if isinstance(message, str) else message
        super().__init__(message if isinstance(message, str) else message.render())

    def __reduce__(self):  # the message survives the trip back from a worker process
        return self.__class__, (self.message or str(self),)

    def said(self, lookup: Lookup | None = None) -> str:
        """The sentence in the language of ``lookup`` (English without one)."""
        return self.message.render(lookup) if self.message is not None else str(self)


class Cancelled(Exception):
    """The user pressed Cancel; work stopped cleanly."""
