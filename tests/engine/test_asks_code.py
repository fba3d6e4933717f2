"""Steps 5 and 8: a changed ask text or code file is caught; a missing one is not checked."""

from __future__ import annotations

import json
from pathlib import Path

from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.failures import AskFailure, CodeFailure
from verifier_app.core.results import Status
from verifier_app.engine.walk import walk


def test_changed_ask_text_fails_step5(demo_bundle: Path) -> None:
    ask = sorted((demo_bundle / "api/v1/asks").iterdir())[0]
    ask.write_bytes(ask.read_bytes().replace(b"probability", b"likelihood", 1))
    step = walk(open_bundle([demo_bundle])).step("step5")
    assert step.status == Status.FAIL
    assert step.failure is AskFailure.TEXT_CHANGED


def test_missing_ask_text_is_not_checked(demo_bundle: Path) -> None:
    sorted((demo_bundle / "api/v1/asks").iterdir())[0].unlink()
    step = walk(open_bundle([demo_bundle])).step("step5")
    assert step.status == Status.NOT_CHECKED
    assert "7 of 8 runs checked" in step.detail


def test_changed_code_file_fails_step8(demo_bundle: Path) -> None:
    code = demo_bundle / "api/v1/arena-code-council_arena.py.txt"
    code.write_bytes(code.read_bytes() + b"# backdoor\n")
    step = walk(open_bundle([demo_bundle])).step("step8")
    assert step.status == Status.FAIL and step.failure is CodeFailure.FILE_DIFFERS
    assert "council_arena.py" in step.detail  # the file is named


def test_code_manifest_as_a_plain_mapping(demo_bundle: Path) -> None:
    manifest = demo_bundle / "api/v1/arena-code.json"
    files = json.loads(manifest.read_bytes())["files"]
    manifest.write_text(json.dumps({f["name"]: f["sha256"] for f in files}))
    step = walk(open_bundle([demo_bundle])).step("step8")
    assert step.status == Status.PASS
    assert {row["published_as"] for row in step.evidence["files"]} == {
        "council_arena.py", "tools-replay.py"}
