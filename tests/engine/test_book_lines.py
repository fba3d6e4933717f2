"""Reading book lines by number, and recomputing one line's seal and link."""

from __future__ import annotations

from verifier_app.core import book_lines
from verifier_app.core.bundle_open import open_bundle
from verifier_app.demo.generator import DemoSettings


def _book(folder):
    return open_bundle([folder]).book


def test_read_lines_returns_stored_bytes_by_number(tmp_path, make_demo):
    make_demo(tmp_path / "b", DemoSettings(sessions=1))
    book = _book(tmp_path / "b")
    stored = book.disk_path.read_bytes().splitlines(keepends=True)
    got = book_lines.read_lines(book, [1, 3, 10_000])
    assert got == {1: stored[0], 3: stored[2]}
    assert book_lines.read_line(book, len(stored)) == stored[-1]


def test_flipped_probability_breaks_the_recomputed_seal(tmp_path, make_demo):
    make_demo(tmp_path / "clean", DemoSettings(sessions=1))
    make_demo(tmp_path / "flip", DemoSettings(sessions=1), tamper="flip")
    clean, flipped = _book(tmp_path / "clean"), _book(tmp_path / "flip")
    line = book_lines.first_difference(clean, flipped)
    assert line is not None
    good = book_lines.check_line(line, book_lines.read_line(clean, line))
    bad = book_lines.check_line(line, book_lines.read_line(flipped, line))
    assert good.seal_ok and good.link_ok
    assert not bad.seal_ok
    assert bad.stored_seal == good.stored_seal


def test_crlf_line_is_named_and_shown_with_a_visible_cr():
    check = book_lines.check_line(1, b'{"n": 1}\r\n')
    assert "CR LF" in check.problem


def test_byte_order_mark_is_shown_as_bytes_and_unreadable_as_json():
    check = book_lines.check_line(1, b'\xef\xbb\xbf{"n": 1}\n')
    assert check.line is None and "byte-order mark" in check.problem


def test_summaries_list_kind_and_seat(tmp_path, make_demo):
    make_demo(tmp_path / "b", DemoSettings(sessions=1))
    rows = book_lines.summaries(_book(tmp_path / "b"), 1, 5)
    assert [r.n for r in rows] == [1, 2, 3, 4, 5]
    assert rows[0].kind == "run"
    assert any(r.kind == "answer" and r.seat for r in rows)
