"""File > Compare with another copy: the first differing line, its field, the bytes, and
the files present in one copy only."""

from __future__ import annotations

import shutil

from verifier_app.core.bundle_open import open_bundle
from verifier_app.demo.generator import DemoSettings
from verifier_app.engine.compare import compare

CSV = "api/v1/council-forecasts.csv"


def test_one_changed_probability_and_one_extra_file_are_both_said(tmp_path, make_demo):
    first, second = tmp_path / "first", tmp_path / "second"
    make_demo(first, DemoSettings(sessions=1))
    shutil.copytree(first, second)
    path = second / CSV
    rows = path.read_bytes().split(b"\n")
    header = rows[0].split(b",")
    column = header.index(b"prob_up")
    target = next(i for i, row in enumerate(rows[1:], 1) if row.split(b",")[column] == b"42")
    cells = rows[target].split(b",")
    cells[column] = b"43"
    rows[target] = b",".join(cells)
    path.write_bytes(b"\n".join(rows))
    (second / "notes.txt").write_text("added later\n")

    found = compare(open_bundle([first]), open_bundle([second]))
    assert found.only_first == () and found.only_second == ("notes.txt",)
    assert found.changed == (CSV,)
    [line] = found.lines
    assert (line.file, line.line) == (CSV, target + 1)
    assert [(f.field, f.before, f.after) for f in line.fields] == [("prob_up", "42", "43")]
    assert "42" in line.diff.before and "43" in line.diff.after
    assert not found.identical


def test_a_flipped_book_line_names_the_json_field(tmp_path, make_demo):
    make_demo(tmp_path / "clean", DemoSettings(sessions=1))
    make_demo(tmp_path / "flip", DemoSettings(sessions=1), tamper="flip")
    found = compare(open_bundle([tmp_path / "clean"]), open_bundle([tmp_path / "flip"]))
    book = next(c for c in found.lines if c.file.endswith("council-book.jsonl"))
    [change] = book.fields
    assert change.field.startswith("items.") and change.field.endswith(".prob_up")
    assert change.after == change.before + 1 or change.after == change.before - 1
    same = compare(open_bundle([tmp_path / "clean"]), open_bundle([tmp_path / "clean"]))
    assert same.identical and same.same > 0
