"""The workshop's byte views: what changed, shown as bytes a reader can see."""

from __future__ import annotations

from verifier_app.engine.byte_diff import diff_window, escape_bytes


def test_a_carriage_return_is_shown_visibly():
    assert escape_bytes(b'}\r\n') == "}\\r\\n"


def test_a_byte_order_mark_is_shown_as_bytes():
    diff = diff_window(b'{"n": 1}\n', b'\xef\xbb\xbf{"n": 1}\n')
    assert diff.offset == 0
    assert diff.after.startswith("\\xef\\xbb\\xbf{")
    assert diff.after_hex.startswith("ef bb bf")
