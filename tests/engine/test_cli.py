"""The command line as a user runs it: exit codes, JSON shape, plain errors. Most run
``cli.main`` in this process (``run_here``); the exit codes, a reader that stops early and
the output reaching a file are checked on a real process (``run_cli``)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli_in_process import run_in_process

STEP_IDS = [f"step{i}" for i in range(1, 11)]


def run_cli(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "verifier_app", *map(str, args)],
                          capture_output=True, text=True, timeout=120)


def run_here(*args: str | Path) -> subprocess.CompletedProcess[str]:
    done = run_in_process(*args)
    return subprocess.CompletedProcess([str(a) for a in args], done.returncode,
                                       done.stdout.decode("utf-8"), done.stderr.decode("utf-8"))


def test_verify_json_contract_on_the_demo(demo_master: Path) -> None:
    done = run_here("verify", demo_master, "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["verdict"] == "pass"  # with warnings: the demo anchors prove nothing
    assert [s["id"] for s in report["steps"]] == STEP_IDS
    for step in report["steps"]:
        assert set(step) >= {"id", "title", "status", "detail"}
    statuses = {s["id"]: s["status"] for s in report["steps"]}
    assert all(statuses[f"step{i}"] == "pass" for i in (1, 2, 3, 4, 5, 8))
    # The demo's anchors use demo headers and keys: checked, but never a plain pass.
    assert all(statuses[f"step{i}"] == "warn" for i in (6, 9, 10))
    assert statuses["step7"] == "pass"  # the recount reproduces the published figures
    assert set(report["book"]) >= {"path", "lines", "chain_ok", "first_bad_line", "problem"}
    assert report["book"]["lines"] == 100 and report["book"]["chain_ok"] is True
    seal = report["seals"][0]
    assert seal["list"] == "markets/proof/2026-10-19/121012Z.txt"
    assert set(seal) >= {"list", "sha256", "covers", "status"}
    assert set(seal["covers"][0]) >= {"book", "lines", "prefix_ok", "last_link_ok"}
    assert report["demo"] is True


def test_human_output_is_a_table_and_says_demo(demo_master: Path) -> None:
    done = run_here("verify", demo_master)
    assert done.returncode == 0
    assert "DEMONSTRATION DATA" in done.stdout
    assert "Verdict: PASS WITH 3 WARNINGS" in done.stdout
    # Step 7 says what it recounted, in its two parts (issue 24, item 5)
    assert "PASS         Recount the forecasts' scores and the portfolio accounts" in done.stdout
    assert "7b. PASS         The portfolio accounts" in done.stdout
    assert "NOT main-chain work" in done.stdout


def test_failed_check_exits_1(tmp_path: Path) -> None:
    assert run_here("demo", tmp_path / "b", "--tamper", "flip").returncode == 0
    done = run_cli("verify", tmp_path / "b", "--json")
    assert done.returncode == 1
    assert json.loads(done.stdout)["verdict"] == "fail"


@pytest.mark.parametrize("content", [
    b"",
    bytes(range(256)) * 64,
    b'{"n": 1, "text": "' + b"x" * (50 * 1024 * 1024) + b'"}',
], ids=["empty", "binary-garbage", "50MB-single-line"])
def test_unusable_input_exits_2_with_a_plain_message(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "council-book.jsonl"
    path.write_bytes(content)
    done = run_here("verify", path)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr + done.stdout
    assert done.stderr.startswith("verifier-app: ")
    assert len(done.stderr.strip()) > 30


def test_missing_file_exits_2(tmp_path: Path) -> None:
    done = run_cli("verify", tmp_path / "council-book.jsonl")
    assert done.returncode == 2
    assert "does not exist" in done.stderr and "Traceback" not in done.stderr


def test_demo_refuses_a_folder_that_is_not_empty(tmp_path: Path) -> None:
    (tmp_path / "keep.txt").write_text("mine")
    done = run_here("demo", tmp_path)
    assert done.returncode == 2 and "not empty" in done.stderr
    assert (tmp_path / "keep.txt").read_text() == "mine"


def test_version() -> None:
    from verifier_app import __version__

    done = run_cli("--version")
    assert done.returncode == 0 and __version__ in done.stdout


def test_a_reader_that_stops_reading_early_gets_no_traceback(demo_master: Path) -> None:
    """``verify … --json | head -c 100``: the command ends quietly, its output cut short."""
    child = subprocess.Popen([sys.executable, "-m", "verifier_app", "verify", demo_master,
                              "--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert child.stdout is not None and child.stderr is not None
    assert child.stdout.read(100).startswith(b"{")
    child.stdout.close()
    errors = child.stderr.read().decode()
    assert child.wait(timeout=120) in (0, 1)
    assert "Traceback" not in errors and "Exception ignored" not in errors


def test_the_whole_report_reaches_a_file(demo_master: Path, tmp_path: Path) -> None:
    """The command ends at once after its work: all it wrote is in the file first."""
    target = tmp_path / "report.json"
    with target.open("wb") as sink:
        done = subprocess.run([sys.executable, "-m", "verifier_app", "verify", demo_master,
                               "--json"], stdout=sink, stderr=subprocess.PIPE, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(target.read_bytes())["book"]["lines"] == 100
