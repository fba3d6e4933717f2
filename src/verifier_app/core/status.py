"""The one status vocabulary: a status is an enum here and only becomes an icon or a
colour in a view, so the same verdict reads the same everywhere (and is never carried
by colour alone). Every result (``results``, ``anchor_results``) is decided on it."""

from __future__ import annotations

from enum import StrEnum
from typing import Any


class Status(StrEnum):
    PASS = "pass"
    FAIL = "fail"
    WARN = "warn"
    NOT_CHECKED = "not_checked"


# The word for each status, the same in every view (never carried by colour alone).
STATUS_WORDS = {
    Status.PASS: "PASS",
    Status.FAIL: "FAIL",
    Status.WARN: "WARNING",
    Status.NOT_CHECKED: "NOT CHECKED",
}


def to_status(value: Any) -> Status:
    """A status from plain JSON; anything unknown counts as not checked, never as a pass."""
    if isinstance(value, Status):
        return value
    try:
        return Status(str(value))
    except ValueError:
        return Status.NOT_CHECKED


def combine(statuses: list[Status]) -> Status:
    """The overall status of several checks: any fail fails, then not checked, then warn."""
    if not statuses:
        return Status.NOT_CHECKED
    for worst in (Status.FAIL, Status.NOT_CHECKED, Status.WARN):
        if worst in statuses:
            return worst
    return Status.PASS
