"""Hostile command-line input for the network options: time limits that are no time, and
anchor files that are devices, pipes, folders, empty, huge or nested beyond reading."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from verifier_app.anchors.anchor_files import MAX_KEY_BYTES
from verifier_app.anchors.header_answers import MAX_COOKIE_BYTES
from verifier_app.cli import main as cli_main
from verifier_app.resources import resource_path

DEMO_LOG_KEY = str(resource_path("rekor", "demo-log-key.pub.pem"))
BAD_TIMEOUTS = ["-1", "nan", "inf", "-inf", "0", "1e300", "ten", ""]


def run(capsys, *args: str) -> tuple[int, str, str]:
    try:
        code = cli_main(list(args))
    except SystemExit as done:  # argparse refuses before anything runs
        code = done.code
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


@pytest.mark.parametrize("value", BAD_TIMEOUTS)
def test_verify_refuses_a_timeout_that_is_no_time(capsys, tmp_path, value):
    code, _, err = run(capsys, "verify", str(tmp_path), f"--timeout={value}")
    assert code == 2 and "is not a usable time limit" in err


@pytest.mark.parametrize("value", BAD_TIMEOUTS)
def test_fetch_refuses_a_timeout_that_is_no_time(capsys, tmp_path, value):
    code, _, err = run(capsys, "fetch", "https://example.invalid/api/v1/", str(tmp_path),
                       f"--timeout={value}")
    assert code == 2 and "is not a usable time limit" in err


@pytest.mark.parametrize("value", BAD_TIMEOUTS)
def test_stats_refuses_a_timeout_that_is_no_time_like_verify(capsys, tmp_path, value):
    # stats takes verify's anchor options (asking no server unless one is named)
    code, _, err = run(capsys, "stats", str(tmp_path), f"--timeout={value}")
    assert code == 2 and "is not a usable time limit" in err


# --- anchor files ---------------------------------------------------------------------

FLAGS = ["--headers", "--rekor-key", "--trust-ca", "--bitcoind-cookie"]
SMALL_LIMITS = {"--rekor-key": MAX_KEY_BYTES, "--bitcoind-cookie": MAX_COOKIE_BYTES}
# Headers files and root stores may be hundreds of MB: "too large" is tried on the small.
CASES = [(flag, kind) for flag in FLAGS
         for kind in ("device", "pipe", "folder", "empty", "huge", "missing")
         if kind != "huge" or flag in SMALL_LIMITS]


def unusable_file(tmp_path: Path, flag: str, kind: str) -> tuple[Path, str]:
    if kind == "device":
        return Path("/dev/zero"), "is not a regular file"
    if kind == "pipe":
        os.mkfifo(tmp_path / "pipe")
        return tmp_path / "pipe", "is not a regular file"
    if kind == "folder":
        return tmp_path, "is a folder, not a file"
    if kind == "missing":
        return tmp_path / "nowhere.pem", "does not exist"
    path = tmp_path / f"{kind}.pem"
    limit = SMALL_LIMITS.get(flag, 0)
    path.write_bytes(b"x" * (limit + 1) if kind == "huge" else b"")
    return path, f"is larger than {limit:,} bytes" if kind == "huge" else "is empty"


@pytest.mark.parametrize(("flag", "kind"), CASES)
def test_unusable_anchor_file_is_named_plainly(capsys, demo_bundle, tmp_path, flag, kind):
    path, words = unusable_file(tmp_path, flag, kind)
    extra = [] if flag == "--rekor-key" else ["--rekor-key", DEMO_LOG_KEY]
    code, _, err = run(capsys, "verify", str(demo_bundle), "--offline", flag, str(path), *extra)
    assert code == 2
    assert f"{path} {words}" in err


def test_headers_file_nested_beyond_reading_is_not_a_headers_file(capsys, demo_bundle,
                                                                  tmp_path):
    nested = tmp_path / "headers.json"
    nested.write_bytes(b"[" * 100_000 + b"]" * 100_000)
    code, out, _ = run(capsys, "verify", str(demo_bundle), "--offline", "--headers",
                       str(nested), "--rekor-key", DEMO_LOG_KEY, "--json")
    report = json.loads(out)
    step6 = next(s for s in report["steps"] if s["id"] == "step6")
    assert step6["status"] == "not_checked"
    assert "headers.json is not a headers file" in step6["detail"]
    assert code in (0, 1) and report["verdict"] != "pass"


def test_trust_root_that_is_a_device_stops_the_walk_with_a_sentence(demo_bundle):
    from verifier_app.anchors.anchor_steps import AnchorOptions
    from verifier_app.core.bundle_open import open_bundle
    from verifier_app.core.input_files import InputFileError
    from verifier_app.engine.walk import WalkOptions, walk

    anchors = AnchorOptions(offline=True, explorers=[], trust_ca=[Path("/dev/zero")])
    with pytest.raises(InputFileError, match="/dev/zero is not a regular file"):
        walk(open_bundle([demo_bundle]), WalkOptions(anchors=anchors))
