"""Nothing is written into what is being verified (issue 26, item 10): an evidence pack, a
witness statement, a report or a chart whose place lies inside the bundle folder, among
loose files, or is the zip itself is refused before anything is written — however the place
is spelled: a symlink, a ``..``, or a bind mount of the bundle folder."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from verifier_app.cli import main
from verifier_app.core.messages import Message
from verifier_app.core.verified_tree import WriteRefused, refuse_writing_into

REFUSED = "is inside the bundle being checked"
EVIDENCE = Message.of("write.what_evidence")


def tree(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture
def small(tmp_path: Path) -> Path:
    """A bundle folder of two files: enough to open; the refusal comes before any walk."""
    folder = tmp_path / "bundle"
    (folder / "api").mkdir(parents=True)
    (folder / "api" / "book.jsonl").write_bytes(b'{"n":1}\n')
    (folder / "notes.txt").write_bytes(b"notes\n")
    return folder


def refused(capsys, argv: list[str]) -> str:
    code = main(argv)
    err = capsys.readouterr().err
    assert code == 2, err
    assert REFUSED in err and "Traceback" not in err
    return err


@pytest.mark.parametrize("spelling", ["plain", "symlink", "dotdot", "nested"])
def test_evidence_inside_the_bundle_folder_is_refused_however_spelled(small, tmp_path, capsys,
                                                                       spelling):
    (tmp_path / "link").symlink_to(small)
    dest = {"plain": small / "pack", "symlink": tmp_path / "link" / "pack",
            "dotdot": tmp_path / "elsewhere" / ".." / "bundle" / "pack",
            "nested": small / "api" / "deeper" / "pack"}[spelling]
    before = tree(small)
    refused(capsys, ["verify", str(small), "--offline", "--save-evidence", str(dest)])
    assert tree(small) == before and sorted(os.listdir(small)) == ["api", "notes.txt"]


def test_evidence_beside_loose_files_in_their_own_folder_is_refused(small, tmp_path, capsys):
    loose = [small / "api" / "book.jsonl", small / "notes.txt"]
    before = tree(small)
    err = refused(capsys, ["verify", *map(str, loose), "--offline", "--save-evidence",
                           str(small / "api" / "pack")])
    assert str(small / "api") in err  # the folder of the loose file is named
    assert tree(small) == before and not (small / "api" / "pack").exists()


def test_a_witness_statement_inside_the_bundle_is_refused(small, tmp_path, capsys):
    (tmp_path / "link").symlink_to(small / "api")
    before = tree(small)
    for dest in (small / "mine.txt", tmp_path / "link" / "mine.txt"):
        refused(capsys, ["verify", str(small), "--offline", "--witness-statement", str(dest)])
    assert tree(small) == before


def test_a_witness_statement_among_loose_files_or_over_the_zip_is_refused(small, tmp_path,
                                                                            capsys):
    refused(capsys, ["verify", str(small / "notes.txt"), "--offline",
                     "--witness-statement", str(small / "statement.txt")])
    archive = tmp_path / "bundle.zip"
    with zipfile.ZipFile(archive, "w") as out:
        out.write(small / "api" / "book.jsonl", "api/book.jsonl")
    raw = archive.read_bytes()
    refused(capsys, ["verify", str(archive), "--offline", "--witness-statement", str(archive)])
    assert archive.read_bytes() == raw and not (small / "statement.txt").exists()


def test_beside_a_bundle_folder_or_a_zip_is_allowed(small, tmp_path) -> None:
    archive = Path(shutil.make_archive(str(tmp_path / "bundle"), "zip", small))
    for dest in (tmp_path / "pack", tmp_path / "bundle-evidence" / "pack"):
        refuse_writing_into(dest, [small], EVIDENCE)  # raises nothing
    refuse_writing_into(tmp_path / "statement.txt", [archive], EVIDENCE)


def test_a_hard_link_to_a_bundle_file_is_replaced_never_written_through(demo_bundle, tmp_path,
                                                                         capsys):
    """A statement path that is a hard link to the book, outside the bundle folder: the
    statement is put in place by a rename, so the book keeps its bytes."""
    book = demo_bundle / "api" / "v1" / "council-book.jsonl"
    raw = book.read_bytes()
    (tmp_path / "out").mkdir()
    os.link(book, tmp_path / "out" / "mine.txt")
    assert main(["verify", str(demo_bundle), "--witness-statement",
                 str(tmp_path / "out" / "mine.txt")]) == 0
    assert "Witness statement written" in capsys.readouterr().err
    assert book.read_bytes() == raw
    assert (tmp_path / "out" / "mine.txt").read_bytes().startswith(b"verifier-app witness")


def test_the_refusal_is_a_catalogue_message_with_what_would_be_written(small) -> None:
    with pytest.raises(WriteRefused) as caught:
        refuse_writing_into(small / "x" / "y.txt", [small],
                            Message.of("write.what_statement"))
    message = caught.value.message
    assert message is not None and message.id == "write.inside_tree"
    assert "a witness statement is written beside a bundle" in str(caught.value)


BIND_MOUNT = """
set -e
mount --bind "$1" "$2"
exec "$3" -m verifier_app verify "$1" --offline --save-evidence "$2/pack"
"""


@pytest.mark.skipif(sys.platform != "linux" or os.geteuid() != 0 or not shutil.which("unshare"),
                    reason="a bind mount needs Linux, root and unshare")
def test_a_bind_mount_of_the_bundle_folder_is_the_bundle(small, tmp_path) -> None:
    """The bundle folder mounted a second time elsewhere (in a private mount namespace, so
    nothing outlives the test): a pack written there would land in the bundle."""
    mirror = tmp_path / "mirror"
    mirror.mkdir()
    before = tree(small)
    done = subprocess.run(["unshare", "-m", "sh", "-c", BIND_MOUNT, "sh", str(small),
                           str(mirror), sys.executable], capture_output=True, text=True,
                          timeout=120)
    if "mount" in done.stderr and done.returncode not in (0, 2):
        pytest.skip(f"no bind mount here: {done.stderr.strip()}")
    assert done.returncode == 2, done.stderr
    assert REFUSED in done.stderr and tree(small) == before and not mirror.joinpath("pack").exists()
