"""Every workshop tamper kind is caught at the right step and line."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.failures import PrefixFailure
from verifier_app.core.results import Status
from verifier_app.demo.generator import DemoSettings, write_demo_bundle
from verifier_app.demo.tamper import apply_tamper
from verifier_app.engine.walk import walk


def tampered(demo_master: Path, tmp_path: Path, kind: str):
    """A copy of the demo with one workshop change; the walk, and what the change says."""
    root = tmp_path / kind
    shutil.copytree(demo_master, root)
    summary = apply_tamper(root, kind)
    return walk(open_bundle([root])), summary


@pytest.mark.parametrize(("kind", "line", "rule"), [
    ("crlf", 1, "crlf"),
    ("bom", 1, "bom"),
    ("reorder", None, "n"),
    ("flip", None, "seal"),
])
def test_tamper_fails_chain_and_prefix_at_the_changed_line(demo_master, tmp_path, kind, line,
                                                           rule) -> None:
    report, summary = tampered(demo_master, tmp_path, kind)
    book = report.book.result
    changed = re.search(r"lines? (\d+)", summary)
    expected_line = line or int(changed[1])
    assert (book.first_bad_line, book.rule) == (expected_line, rule)
    assert report.step("step4").status == Status.FAIL
    assert report.step("step3").status == Status.FAIL
    assert report.verdict == "fail"
    # Seals stamped before the changed line still verify: the damage is located.
    covering = [s for s in report.seals if s.covers[0].lines >= expected_line]
    earlier = [s for s in report.seals if s.covers[0].lines < expected_line]
    assert all(s.status == Status.FAIL for s in covering)
    assert all(s.status in (Status.PASS, Status.WARN) for s in earlier)
    assert report.verified_through == max((s.covers[0].lines for s in earlier), default=0)
    assert report.line_status(expected_line) == "failed"


def test_truncated_book_is_shorter_than_the_stamped_one(demo_master, tmp_path) -> None:
    report, _ = tampered(demo_master, tmp_path, "truncate")
    step3 = report.step("step3")
    assert step3.status == Status.FAIL
    assert step3.failure is PrefixFailure.BOOK_SHORTER
    assert report.book.result.partial_last_line
    assert report.step("step4").status == Status.WARN


def test_unknown_tamper_kind_is_refused(tmp_path) -> None:
    from verifier_app.core.errors import UserFacingError

    with pytest.raises(UserFacingError, match="Unknown tamper kind"):
        write_demo_bundle(tmp_path / "x", DemoSettings(), tamper="melt")


def test_the_command_line_lists_every_tamper_kind_of_the_one_registry() -> None:
    from tests.cli_in_process import run_in_process
    from verifier_app.demo.tamper import TAMPERS

    done = run_in_process("demo", "unused", "--tamper", "list")
    assert done.returncode == 0
    listed = [line.split()[0] for line in done.stdout.decode("utf-8").splitlines()]
    assert listed == list(TAMPERS)
