"""Errors a user reads, as opposed to bugs.

A ``UserFacingError`` carries one plain sentence; the command line prints it and exits 2,
the GUI shows it in a dialog. Anything else is a bug and gets a crash report instead.
"""


class UserFacingError(Exception):
    """An input problem explained in words a non-programmer follows."""


class Cancelled(Exception):
    """The user pressed Cancel; work stopped cleanly."""
