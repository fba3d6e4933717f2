"""The false passes a hostile bundle once produced; each class, not only its sample.

A false pass is the worst defect a verifier can have: these tests pin that a bundle whose
evidence was not (or could not be) read never passes.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.hostile.inputs import (
    BOOK,
    changed_sealed_line,
    statuses,
    verify_json,
    walk_verdict,
    zip_folder,
)

LIST = "markets/proof/2026-10-20/130027Z.txt"


# -- 1. two zip members for one path ------------------------------------------------------
@pytest.mark.parametrize("member", [
    "bundle/./api/v1/council-book.jsonl",
    "bundle//api/v1/council-book.jsonl",
    "bundle\\api\\v1\\council-book.jsonl",
    "bundle/api/v1/COUNCIL-BOOK.jsonl",
    "bundle/api/x/../v1/council-book.jsonl",
])
def test_zip_member_aliasing_the_book_after_it_is_ambiguous_never_a_pass(
        demo_master: Path, tmp_path: Path, member: str) -> None:
    tampered = changed_sealed_line((demo_master / BOOK).read_bytes())
    archive = zip_folder(demo_master, tmp_path / "b.zip", extra=[(member, tampered)])
    code, _ = verify_json(archive)
    assert code == 2
    done_text = _stderr(archive)
    assert "council-book.jsonl" in done_text and member.replace("\\", "\\\\") in done_text


def test_zip_exact_duplicate_member_before_the_book_is_ambiguous(
        demo_master: Path, tmp_path: Path) -> None:
    tampered = changed_sealed_line((demo_master / BOOK).read_bytes())
    archive = tmp_path / "b.zip"
    with pytest.warns(UserWarning, match="Duplicate name"):
        zip_folder(demo_master, archive, first=[(f"bundle/{BOOK}", tampered)])
    assert zipfile.ZipFile(archive).read(f"bundle/{BOOK}") != tampered  # the last one wins
    code, _ = verify_json(archive)
    assert code == 2
    assert walk_verdict(archive) == "unusable"


def test_two_loose_books_of_one_name_are_ambiguous(demo_master: Path, tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    shutil.copy(demo_master / BOOK, tmp_path / "a")
    (tmp_path / "b" / "council-book.jsonl").write_bytes(
        changed_sealed_line((demo_master / BOOK).read_bytes()))
    stamped = shutil.copy(demo_master / LIST, tmp_path)
    assert walk_verdict(tmp_path / "a/council-book.jsonl", tmp_path / "b/council-book.jsonl",
                        Path(stamped)) == "unusable"


def _replace_with(path: Path, kind: str, link_target: Path) -> None:
    """Put a pipe, a folder or a link where a file was (or nothing, for ``missing``)."""
    path.unlink()
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "directory":
        path.mkdir()
    elif kind == "symlink":
        path.symlink_to(link_target)


# -- 2. step 3 when the book was never read -----------------------------------------------
def _nested(depth: int) -> bytes:
    return b"[" * depth + b"]" * depth + b"\n"


BROKEN_BOOKS = {
    "empty": b"",
    "cr_only": b'{"n": 1}\r{"n": 2}\r',
    "utf16_bom": '{"n": 1, "prev": "", "seal": "", "link": ""}\n'.encode("utf-16"),
    "all_nul": b"\x00" * 4096,
    "one_long_line": b'{"n": 1, "x": "' + b"a" * (3 << 20) + b'"}\n',
    "nested_first_line": _nested(100_000),
}


@pytest.mark.parametrize("kind", sorted(BROKEN_BOOKS))
def test_step3_never_passes_on_a_book_that_was_not_read(demo_bundle: Path, kind: str) -> None:
    (demo_bundle / BOOK).write_bytes(BROKEN_BOOKS[kind])
    code, report = verify_json(demo_bundle)
    assert code in (1, 2)
    if code == 1:
        assert statuses(report)["step3"] in ("fail", "not_checked")
        assert report["verdict"] != "pass"


def test_step3_never_passes_on_a_book_of_a_hundred_megabytes_in_one_line(
        demo_bundle: Path) -> None:
    book = demo_bundle / BOOK
    with book.open("wb") as out:  # sparse: costs no disk, reads as NUL bytes
        out.truncate(100 << 20)
    code, report = verify_json(demo_bundle)
    assert code == 1 and statuses(report)["step3"] == "fail"


@pytest.mark.parametrize("kind", ["fifo", "directory", "symlink", "missing"])
def test_step3_is_not_checked_when_the_book_is_not_a_readable_file(
        demo_bundle: Path, kind: str) -> None:
    _replace_with(demo_bundle / BOOK, kind, demo_bundle / "api/v1/asks.jsonl")
    code, report = verify_json(demo_bundle)
    assert code == 0, report
    assert report["verdict"] == "incomplete"
    assert statuses(report)["step3"] == "not_checked"
    if kind != "missing":
        assert statuses(report)["step1"] == "not_checked"
        assert any("council-book.jsonl" in p for p in report["problems"])


# -- 3. a seal that silently disappears ---------------------------------------------------
@pytest.mark.parametrize("kind", ["fifo", "directory", "symlink"])
def test_a_stamped_list_that_cannot_be_read_is_reported_never_a_pass(
        demo_bundle: Path, kind: str) -> None:
    _replace_with(demo_bundle / LIST, kind, demo_bundle / "markets/proof/2026-10-20/121027Z.txt")
    code, report = verify_json(demo_bundle)
    assert code == 0 and report["verdict"] == "incomplete"
    assert statuses(report)["step1"] == "not_checked"
    assert len(report["seals"]) == 16
    assert any(LIST in p for p in report["problems"])  # the list itself, or its proof


def test_a_proof_without_its_list_is_reported(demo_bundle: Path) -> None:
    (demo_bundle / LIST).unlink()
    code, report = verify_json(demo_bundle)
    assert code == 0 and report["verdict"] == "incomplete"
    assert any(f"{LIST}.ots" in p and "not in the bundle" in p for p in report["problems"])


@pytest.mark.skipif(os.geteuid() != 0, reason="needs to switch to an unprivileged user")
def test_an_unreadable_day_folder_and_book_are_reported_for_an_unprivileged_reader(
        demo_master: Path, shared_tmp: Path) -> None:
    """Root reads everything, so the reader is played by 'nobody' in a forked walk."""
    base = shared_tmp
    copy = base / "bundle"
    shutil.copytree(demo_master, copy)
    for path in [base, *base.rglob("*")]:
        path.chmod(0o755 if path.is_dir() else 0o644)
    (copy / "markets/proof/2026-10-20").chmod(0o700)
    (copy / BOOK).chmod(0o600)
    walk_verdict(demo_master)  # load every module before the rights are dropped
    report = _walk_as_nobody(copy)
    assert report["verdict"] == "incomplete"
    assert statuses(report)["step1"] == "not_checked"
    assert any("2026-10-20" in p and "cannot be read" in p for p in report["problems"])
    assert any("council-book.jsonl" in p and "permission" in p for p in report["problems"])


@pytest.fixture
def shared_tmp() -> Iterator[Path]:
    """A temporary folder another user may enter (pytest's own are private to root)."""
    folder = Path(tempfile.mkdtemp(prefix="hostile-"))
    folder.chmod(0o755)
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def _walk_as_nobody(bundle: Path) -> dict:
    import json
    import traceback

    from verifier_app.core.bundle_open import open_bundle
    from verifier_app.engine.walk import walk

    read_end, write_end = os.pipe()
    child = os.fork()
    if child == 0:  # the child: drop to 'nobody', walk, send the JSON back
        os.close(read_end)
        code = 1
        with os.fdopen(write_end, "wb") as out:
            try:
                os.setgid(65534)
                os.setuid(65534)
                out.write(json.dumps(walk(open_bundle([bundle])).to_json()).encode())
                code = 0
            except BaseException:  # hand the reason to the parent's assertion
                out.write(traceback.format_exc().encode())
            finally:
                out.flush()
                os._exit(code)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as pipe:
        data = pipe.read()
    _, status = os.waitpid(child, 0)
    assert os.waitstatus_to_exitcode(status) == 0, data.decode("utf-8", "replace")
    return json.loads(data)


def _stderr(archive: Path) -> str:
    from tests.cli_in_process import run_in_process

    return run_in_process("verify", archive).stderr.decode("utf-8")
