"""The witness options of ``verify`` on the command line (argparse only: a lone book's
walk must not load the signing code)."""

from __future__ import annotations

import argparse
from pathlib import Path


def add_witness_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("witness statements (what readers saw before)")
    group.add_argument("--witnesses", type=Path, metavar="DIR",
                       help="check every witness statement (*.txt) in this folder")
    group.add_argument("--witness-statement", type=Path, metavar="FILE",
                       help="after the walk, write your signed statement of what you saw")
