"""check_prefix: the head a reader checked is still the start of the book (issue 29,
item 3; Appendix B step 3 applied to the reader's own record). Real files: the embedded
demonstration's book and copies of it changed byte by byte."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from verifier_app.engine.bundle_open import open_bundle
from verifier_app.history.prefix import PrefixStatus, RecordedHead, check_prefix
from verifier_app.resources import resource_path

BOOK = resource_path("demo-bundle", "api", "v1", "council-book.jsonl")


def head(path: Path, lines: int) -> RecordedHead:
    """The head of the first ``lines`` lines, as ``head -n N | sha256sum`` gives it."""
    kept = path.read_bytes().splitlines(keepends=True)[:lines]
    link = json.loads(kept[-1])["link"]
    return RecordedHead("council-book.jsonl", lines, hashlib.sha256(b"".join(kept)).hexdigest(),
                        link)


def first_lines(path: Path, lines: int, dest: Path) -> Path:
    dest.write_bytes(b"".join(path.read_bytes().splitlines(keepends=True)[:lines]))
    return dest


def test_a_longer_copy_extends_the_head_and_says_where_the_new_lines_start() -> None:
    recorded = head(BOOK, 60)
    found = check_prefix(BOOK, recorded)
    assert found.status is PrefixStatus.EXTENDS and found.extends and not found.rewritten
    assert found.lines_read == 60
    assert found.offset == len(b"".join(BOOK.read_bytes().splitlines(keepends=True)[:60]))
    assert found.found_link == recorded.last_link
    assert "The first 60 lines of council-book.jsonl are exactly" in found.message.render()


def test_the_book_as_a_bundle_file_is_read_the_same_way() -> None:
    bundle = open_bundle([resource_path("demo-bundle")])
    found = check_prefix(bundle.book, head(BOOK, 100))
    assert found.extends and found.lines_read == 100


def test_a_rewritten_line_is_named_from_the_copy_kept_at_the_check(tmp_path: Path) -> None:
    recorded = head(BOOK, 80)
    kept = first_lines(BOOK, 80, tmp_path / "kept.jsonl")
    lines = BOOK.read_bytes().splitlines(keepends=True)
    lines[41] = lines[41].replace(b'"n": 42', b'"n": 42 ', 1)  # one byte more in line 42
    rewritten = tmp_path / "council-book.jsonl"
    rewritten.write_bytes(b"".join(lines))
    found = check_prefix(rewritten, recorded, kept)
    assert found.status is PrefixStatus.REWRITTEN and found.rewritten
    assert found.first_changed_line == 42 and found.earlier_copy_used
    assert found.found_sha256 != recorded.sha256
    assert "Line 42 of council-book.jsonl was rewritten" in found.message.render()
    without_copy = check_prefix(rewritten, recorded)
    assert without_copy.first_changed_line is None and without_copy.rewritten
    assert "lines 1–80" in without_copy.message.render()


def test_a_damaged_kept_copy_is_not_believed(tmp_path: Path) -> None:
    """A kept copy that no longer hashes to the signed head could name a wrong line."""
    recorded = head(BOOK, 80)
    kept = first_lines(BOOK, 80, tmp_path / "kept.jsonl")
    data = bytearray(kept.read_bytes())
    data[10] ^= 1
    kept.write_bytes(bytes(data))
    lines = BOOK.read_bytes().splitlines(keepends=True)
    lines[69] = lines[69].replace(b"{", b"{ ", 1)
    (tmp_path / "book.jsonl").write_bytes(b"".join(lines))
    found = check_prefix(tmp_path / "book.jsonl", recorded, kept)
    assert found.rewritten and found.first_changed_line is None
    assert not found.earlier_copy_used


def test_a_shorter_book_lost_recorded_lines(tmp_path: Path) -> None:
    short = first_lines(BOOK, 50, tmp_path / "council-book.jsonl")
    found = check_prefix(short, head(BOOK, 80))
    assert found.status is PrefixStatus.SHORTER and found.rewritten and found.lines_read == 50
    assert "now has 50 complete lines, fewer than the 80" in found.message.render()


def test_crlf_line_endings_are_a_rewrite(tmp_path: Path) -> None:
    """SPEC section 3: a copy whose line endings were rewritten must fail."""
    crlf = tmp_path / "council-book.jsonl"
    crlf.write_bytes(BOOK.read_bytes().replace(b"\n", b"\r\n"))
    found = check_prefix(crlf, head(BOOK, 10), first_lines(BOOK, 10, tmp_path / "kept.jsonl"))
    assert found.rewritten and found.first_changed_line == 1


@pytest.mark.parametrize("kind", ["fifo", "folder", "empty", "missing"])
def test_a_book_that_is_no_file_is_unreadable_with_a_sentence(tmp_path: Path, kind: str) -> None:
    import os

    path = tmp_path / "council-book.jsonl"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "empty":
        path.touch()
    found = check_prefix(path, head(BOOK, 10))
    assert found.status is PrefixStatus.UNREADABLE and not found.extends
    assert found.message.render().startswith("council-book.jsonl could not be read")
