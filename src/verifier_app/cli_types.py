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


def web_address(text: str) -> str:
    """An http:// or https:// address with a host (and a port in range, if given)."""
    from verifier_app.net import usable_url

    if not usable_url(text):
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a usable web address: give it as http://host or "
            "https://host, with :port after the host if needed")
    return text


def explorer_address(text: str) -> str:
    """A block explorer's web address; an empty one names no explorer at all."""
    return text if text == "" else web_address(text)


def electrum_address(text: str) -> str:
    """tcp://host:port or ssl://host:port (host:port is TCP)."""
    from verifier_app.anchors.electrum import ElectrumError, parse_address

    try:
        parse_address(text)
    except ElectrumError as exc:
        raise argparse.ArgumentTypeError(f"{exc}, e.g. ssl://electrum.blockstream.info:50002") \
            from None
    return text
