"""Errors a user reads, as opposed to bugs.

A ``UserFacingError`` carries one plain sentence; the command line prints it and exits 2,
the GUI shows it in a dialog. Anything else is a bug and gets a crash report instead. Given
as a ``Message``, the sentence is said in the reader's language (``str()`` is its English);
given as text, it is shown as it is.
"""

from __future__ import annotations

from verifier_app.core.messages import SaidError


class UserFacingError(SaidError):
    """An input problem explained in words a non-programmer follows (as a ``Message`` or as
    text; ``SaidError`` keeps it and says it in the reader's language)."""


class Cancelled(Exception):
    """The user pressed Cancel; work stopped cleanly."""
