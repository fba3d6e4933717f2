"""Every rule of the chain check, each named after what it catches."""

from __future__ import annotations

import hashlib
import subprocess
from pathlib import Path

import pytest

from tests.conftest import book_path
from verifier_app.core import chain as chain_module
from verifier_app.core.bundle import BundleFile
from verifier_app.core.canonical import chain_line, encode_line
from verifier_app.core.chain import scan_chain
from verifier_app.core.errors import Cancelled
from verifier_app.core.process_pool import ProcessPool, process_pool


def write_book(path: Path, contents: list[dict]) -> list[bytes]:
    lines, prev = [], ""
    for n, content in enumerate(contents, 1):
        line = chain_line(content, n, prev)
        prev = line["link"]
        lines.append(encode_line(line))
    path.write_bytes(b"".join(lines))
    return lines


def scan(path: Path, checkpoints: set[int] | None = None, pool: ProcessPool | None = None):
    return scan_chain(BundleFile(path.name, path.stat().st_size, disk_path=path),
                      checkpoints, pool=pool)


@pytest.fixture
def small_book(tmp_path: Path) -> tuple[Path, list[bytes]]:
    contents = [{"kind": "run", "at": f"2026-10-20T12:3{i}:00Z", "text": f"Zeile {i} — 第{i}行"}
                for i in range(6)]
    path = tmp_path / "council-book.jsonl"
    return path, write_book(path, contents)


def test_intact_book_passes_with_line_count(small_book) -> None:
    path, _ = small_book
    result = scan(path).result
    assert result.chain_ok and result.lines == 6 and result.first_bad_line is None
    assert result.sha256 == hashlib.sha256(path.read_bytes()).hexdigest()


def test_prefix_hashes_equal_head_n_sha256sum(small_book) -> None:
    path, _ = small_book
    prefixes = scan(path, {1, 4, 6}).prefixes
    for n in (1, 4, 6):
        shell = subprocess.run(f"head -n {n} '{path}' | sha256sum", shell=True, check=True,
                               capture_output=True, text=True).stdout.split()[0]
        assert prefixes[n].sha256 == shell
    assert 7 not in scan(path, {7}).prefixes  # beyond the book: no prefix claimed


def _rewrite(path: Path, lines: list[bytes]) -> None:
    path.write_bytes(b"".join(lines))


def test_changed_content_breaks_the_seal_at_that_line(small_book) -> None:
    path, lines = small_book
    lines[3] = lines[3].replace(b"Zeile 3", b"Zeile 9")
    _rewrite(path, lines)
    result = scan(path).result
    assert (result.first_bad_line, result.rule) == (4, "seal")


def test_rewritten_link_is_caught(small_book) -> None:
    path, lines = small_book
    old_link = lines[2].rsplit(b'"link": "', 1)[1][:64]
    lines[2] = lines[2].replace(old_link, b"0" * 64)
    _rewrite(path, lines)
    assert scan(path).result.rule == "link"


def test_dropped_line_breaks_numbering(small_book) -> None:
    path, lines = small_book
    del lines[2]
    _rewrite(path, lines)
    result = scan(path).result
    assert (result.first_bad_line, result.rule) == (3, "n")


def test_byte_order_mark_is_named(small_book) -> None:
    path, lines = small_book
    _rewrite(path, [b"\xef\xbb\xbf" + lines[0], *lines[1:]])
    assert (scan(path).result.first_bad_line, scan(path).result.rule) == (1, "bom")


def test_crlf_line_endings_are_named(small_book) -> None:
    path, lines = small_book
    _rewrite(path, [line[:-1] + b"\r\n" for line in lines])
    result = scan(path).result
    assert (result.first_bad_line, result.rule) == (1, "crlf")
    assert "CRLF" in result.problem


def test_invalid_utf8_is_named(small_book) -> None:
    path, lines = small_book
    lines[1] = lines[1].replace("—".encode(), b"\xff\xfe")
    _rewrite(path, lines)
    assert (scan(path).result.first_bad_line, scan(path).result.rule) == (2, "utf8")


def test_invalid_json_is_named(small_book) -> None:
    path, lines = small_book
    lines[4] = b'{"n": 5, "broken\n'
    _rewrite(path, lines)
    assert (scan(path).result.first_bad_line, scan(path).result.rule) == (5, "json")


def test_missing_bookkeeping_fields(small_book) -> None:
    path, lines = small_book
    lines[1] = b'{"kind": "run"}\n'
    _rewrite(path, lines)
    assert scan(path).result.rule == "fields"


def test_duplicate_key_that_changes_the_hash(tmp_path: Path) -> None:
    path = tmp_path / "book.jsonl"
    [line] = write_book(path, [{"kind": "run", "seat": "s01"}])
    # A second "seat" first: Python keeps the last (hash ok), another reader the first.
    path.write_bytes(line.replace(b"{", b'{"seat": "s99", ', 1))
    result = scan(path).result
    assert (result.first_bad_line, result.rule) == (1, "duplicate_key")
    assert "seat" in result.problem


def test_harmless_duplicate_key_is_not_flagged(tmp_path: Path) -> None:
    path = tmp_path / "book.jsonl"
    [line] = write_book(path, [{"kind": "run", "seat": "s01"}])
    path.write_bytes(line.replace(b"{", b'{"seat": "s01", ', 1))
    assert scan(path).result.chain_ok


def test_last_line_without_lf_is_not_part_of_the_book(small_book) -> None:
    path, lines = small_book
    _rewrite(path, [*lines, b'{"n": 7, "partial'])
    result = scan(path, {6}).result
    assert result.chain_ok and result.lines == 6 and result.partial_last_line
    assert "not yet part of the book" in result.notes[0]


def test_over_long_line_is_reported_without_loading_it(small_book, monkeypatch) -> None:
    path, lines = small_book
    monkeypatch.setattr(chain_module, "MAX_LINE_BYTES", 1024)
    lines[2] = b'{"n": 3, "x": "' + b"a" * 5000 + b'"}\n'
    _rewrite(path, lines)
    result = scan(path, {6}).result
    assert (result.first_bad_line, result.rule) == (3, "too_long")
    assert result.lines == 6  # counting goes on past the damaged line


def test_parallel_scan_agrees_with_sequential(demo_bundle: Path, monkeypatch) -> None:
    path = book_path(demo_bundle)
    lines = path.read_bytes().splitlines(keepends=True)
    lines[40] = lines[40].replace(b'"prob_up": ', b'"prob_up": 1', 1)
    _rewrite(path, lines)
    sequential = scan(path, {10, 60})
    monkeypatch.setattr(chain_module, "PARALLEL_FROM_BYTES", 0)  # the demo's book is small
    with process_pool(2) as pool:
        submitted = []
        real = pool.submit
        pool.submit = lambda work, *args: submitted.append(work) or real(work, *args)
        parallel = scan(path, {10, 60}, pool)
    assert submitted and set(submitted) == {chain_module.check_batch}  # the pool did check
    assert sequential.result == parallel.result
    assert sequential.prefixes == parallel.prefixes
    assert sequential.result.first_bad_line == 41


def test_cancel_stops_the_scan(small_book) -> None:
    path, _ = small_book
    bundle_file = BundleFile(path.name, path.stat().st_size, disk_path=path)
    with pytest.raises(Cancelled):
        scan_chain(bundle_file, cancel=lambda: True)


def test_progress_reports_bytes(small_book) -> None:
    path, _ = small_book
    seen: list[tuple[int, int]] = []
    bundle_file = BundleFile(path.name, path.stat().st_size, disk_path=path)
    scan_chain(bundle_file, progress=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (path.stat().st_size, path.stat().st_size)
