"""The command line run inside the test process: ``cli.main`` with its output caught as the
bytes a UTF-8 terminal would get. A subprocess adds about half a second of start-up and
imports to every call and checks nothing more, except what the process itself does (its
exit, its encoding, its environment): the tests of those start a real one."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path

from verifier_app import cli


@dataclass(frozen=True)
class Finished:
    """What a finished command gave: the fields of ``subprocess.CompletedProcess`` tests read."""

    returncode: int
    stdout: bytes
    stderr: bytes


def run_in_process(*args: str | Path) -> Finished:
    """``verifier-app ARGS…`` with standard output and error as strict UTF-8 text streams."""
    out, err = io.BytesIO(), io.BytesIO()
    stdout = io.TextIOWrapper(out, encoding="utf-8", errors="strict", write_through=True)
    stderr = io.TextIOWrapper(err, encoding="utf-8", errors="strict", write_through=True)
    with redirect_stdout(stdout), redirect_stderr(stderr):
        code = cli.main([str(a) for a in args])
    for stream in (stdout, stderr):
        stream.flush()
    result = Finished(code, out.getvalue(), err.getvalue())
    stdout.detach()
    stderr.detach()
    return result


def json_in_process(*args: str | Path) -> tuple[int, dict]:
    """``verifier-app ARGS… --json``: the exit code and the parsed document ({} if none)."""
    done = run_in_process(*args, "--json")
    return done.returncode, json.loads(done.stdout.decode("utf-8")) if done.stdout else {}
