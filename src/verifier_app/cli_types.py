"""Argument types for the command line: a bad value is refused by argparse (exit 2) with
one sentence, before anything runs."""

from __future__ import annotations

import argparse
import math

MAX_SECONDS = 86_400.0  # a day: no single request is worth waiting longer


def seconds(text: str) -> float:
    """A time limit in seconds: a finite number above 0, at most a day."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and 0 < value <= MAX_SECONDS):
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a usable time limit: give a number of seconds above 0 and at "
            f"most {MAX_SECONDS:,.0f}, e.g. 10")
    return value
