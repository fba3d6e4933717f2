"""One line reader: an over-long line is broken, and the lines after it keep their numbers."""

from __future__ import annotations

from pathlib import Path

from verifier_app.core.book_lines import iter_lines, read_line
from verifier_app.core.bundle import BundleFile
from verifier_app.core.line_rules import MAX_LINE_BYTES
from verifier_app.stats.book import read_book


def _file(path: Path) -> BundleFile:
    return BundleFile(path.name, path.stat().st_size, disk_path=path)


def test_an_over_long_line_does_not_shift_the_numbers_of_the_next_lines(tmp_path) -> None:
    path = tmp_path / "book.jsonl"
    answer = b'{"kind": "answer", "seat": "s01"}\n'
    path.write_bytes(answer + b"x" * (MAX_LINE_BYTES + 10) + b"\n" + answer)
    lines = list(iter_lines(_file(path)))
    assert [n for n, _ in lines] == [1, 2, 3]
    assert len(lines[1][1]) == MAX_LINE_BYTES + 1 and not lines[1][1].endswith(b"\n")
    assert read_line(_file(path), 3) == answer
    assert sorted(read_book(_file(path)).answers) == [1, 3]


def test_reading_on_from_where_a_line_begins_is_reading_from_the_start(tmp_path) -> None:
    """A re-check reads the book on from the byte where its prefix check stopped: the lines
    and their numbers are those a read from line 1 gives, in a folder and in a zip."""
    import zipfile

    from verifier_app.core.bundle import ZipSource

    answer = b'{"kind": "answer", "seat": "s01"}\n'
    lines = [answer, b"x" * (MAX_LINE_BYTES + 10) + b"\n", answer, b"{}\n", b"not yet"]
    path = tmp_path / "book.jsonl"
    path.write_bytes(b"".join(lines))
    archive = tmp_path / "bundle.zip"
    with zipfile.ZipFile(archive, "w", compression=zipfile.ZIP_DEFLATED) as out:
        out.writestr("api/v1/council-book.jsonl", b"".join(lines))
    member = BundleFile("api/v1/council-book.jsonl", path.stat().st_size,
                        zip_source=ZipSource(archive, zipfile.ZipFile(archive)),
                        zip_member="api/v1/council-book.jsonl")
    for book in (_file(path), member):
        for after in range(len(lines)):
            begins = sum(len(line) for line in lines[:after])
            assert list(iter_lines(book, after + 1, begins=begins)) == \
                list(iter_lines(book, after + 1))
