"""The ``--json`` contract as golden files: ``verify --json`` and ``stats --json`` of the
demo bundle and of every workshop tamper, with the paths that depend on the machine taken
out. The test compares them byte for byte; ``python -m tests.golden.contract`` writes them
anew, for a commit that changes the contract on purpose and says which keys and why.

Each output is stored pretty-printed (one value a line, the keys in the order the app
writes them) so that a change of the contract reads as a diff of the keys it touched.
"""

from __future__ import annotations

import io
import json
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager, redirect_stdout
from pathlib import Path
from typing import Any

from verifier_app import cli
from verifier_app.core.cache import CACHE_ENV
from verifier_app.demo.generator import DemoSettings, write_demo_bundle
from verifier_app.demo.tamper import TAMPERS, apply_tamper
from verifier_app.resources import resources_dir

GOLDEN = Path(__file__).parent
KINDS = ("demo", *TAMPERS)
COMMANDS = ("verify", "stats")


def golden_file(command: str, kind: str) -> Path:
    return GOLDEN / f"{command}-{kind}.json"


def tampered_copy(master: Path, kind: str, folder: Path) -> Path:
    """A copy of the pristine demo bundle with one workshop change (none for ``demo``)."""
    copy = folder / kind
    shutil.copytree(master, copy)
    if kind != "demo":
        apply_tamper(copy, kind)
    return copy


def contract_text(command: str, bundle: Path) -> str:
    """The command's ``--json`` output, run in process, as the golden file holds it."""
    out = io.StringIO()
    with fresh_cache(), redirect_stdout(out):
        cli.main([command, str(bundle), "--json"])
    text = out.getvalue()
    # Paths that name this machine: the bundle's folder and the app's own resources.
    for path, name in ((bundle, "<bundle>"), (resources_dir(), "<resources>")):
        text = text.replace(json.dumps(str(path))[1:-1], name)
    return json.dumps(steady(json.loads(text)), indent=1, ensure_ascii=False,
                      allow_nan=False) + "\n"


def steady(value: Any) -> Any:
    """Every float rounded to 10 decimals. The last bits of a float that LAPACK computes
    (the correlation matrices' eigenvalues, up to about 10) differ between processes on one
    machine, with the memory alignment of its arrays, by about 1e-15; 10 decimals keep every
    real change in view."""
    if isinstance(value, float):
        return round(value, 10)
    if isinstance(value, list):
        return [steady(item) for item in value]
    if isinstance(value, dict):
        return {key: steady(item) for key, item in value.items()}
    return value


@contextmanager
def fresh_cache() -> Iterator[None]:
    """An empty cache folder for one command, so that no earlier walk (the log's tree head
    "seen before") decides what this one says, whatever order the tests run in."""
    before = os.environ.get(CACHE_ENV)
    with tempfile.TemporaryDirectory() as folder:
        os.environ[CACHE_ENV] = folder
        try:
            yield
        finally:
            if before is None:
                os.environ.pop(CACHE_ENV, None)
            else:
                os.environ[CACHE_ENV] = before


def write_all() -> None:
    with tempfile.TemporaryDirectory() as folder:
        master = Path(folder) / "master"
        write_demo_bundle(master, DemoSettings())
        for kind in KINDS:
            bundle = tampered_copy(master, kind, Path(folder))
            for command in COMMANDS:
                golden_file(command, kind).write_text(contract_text(command, bundle),
                                                      encoding="utf-8")
                print(f"wrote {golden_file(command, kind).name}", file=sys.stderr)


if __name__ == "__main__":
    write_all()
