"""Inputs that once crashed the verifier: each is now a verdict, or exit 2 with a sentence."""

from __future__ import annotations

import json
import os
import zipfile
from pathlib import Path

import pytest

from tests.cli_in_process import run_in_process
from tests.hostile.inputs import (
    ASKS,
    BOOK,
    CSV,
    bit_flips,
    many_member_zip,
    run,
    set_declared_size,
    statuses,
    verify_json,
    walk_verdict,
    zip_folder,
)
from verifier_app.core.canonical import chain_line, encode_line

LIST = "markets/proof/2026-10-20/130027Z.txt"


def _append_answer(bundle: Path, **fields: object) -> int:
    """Append a correctly chained answer line to the book; returns its number."""
    book = bundle / BOOK
    lines = book.read_bytes().splitlines()
    last = json.loads(lines[-1])
    content = {"kind": "answer", "at": "2026-10-27T13:00:00Z", "run_id": "2026-10-27-am",
               "seat": "S1", **fields}
    line = chain_line(content, last["n"] + 1, last["link"])
    with book.open("ab") as out:
        out.write(encode_line(line) if "\\ud800" not in json.dumps(content)
                  else _escaped(line))
    return line["n"]


def _escaped(line: dict) -> bytes:
    return json.dumps(line, sort_keys=True).encode() + b"\n"  # ASCII escapes keep it writable


def _sealed_line_with(bundle: Path, number: int, **fields: object) -> None:
    """Rewrite sealed line ``number`` with extra fields (its seal no longer matches)."""
    book = bundle / BOOK
    lines = book.read_bytes().split(b"\n")
    line = json.loads(lines[number - 1])
    line.update(fields)
    lines[number - 1] = json.dumps(line, sort_keys=True).encode()
    book.write_bytes(b"\n".join(lines))


def test_a_lone_surrogate_in_a_sealed_line_fails_that_line(demo_bundle: Path) -> None:
    _sealed_line_with(demo_bundle, 5, note="\ud800")
    code, report = verify_json(demo_bundle)
    assert code == 1
    assert report["book"]["first_bad_line"] == 5 and report["book"]["rule"] == "text"


def test_a_lone_surrogate_after_the_seals_is_a_failed_line_not_a_crash(
        demo_bundle: Path) -> None:
    lines = (demo_bundle / BOOK).read_bytes().splitlines()
    last = json.loads(lines[-1])
    raw = (b'{"kind": "answer", "n": %d, "prev": "%s", "seal": "x", "link": "y", '
           b'"seat": "\\ud800"}\n' % (last["n"] + 1, last["link"].encode()))
    with (demo_bundle / BOOK).open("ab") as out:
        out.write(raw)
    code, report = verify_json(demo_bundle)
    assert code == 1 and report["book"]["rule"] == "text"


@pytest.mark.parametrize("when", ["0001-01-01T00:00:00+01:00", "9999-12-31T23:59:59-01:00",
                                  "2026-10-21T13:20:00", "not a time", "2026-13-45T00:00:00Z"])
def test_an_unusable_answer_time_is_a_property_not_checked(demo_bundle: Path, when: str) -> None:
    n = _append_answer(demo_bundle, at=when)
    code, report = verify_json(demo_bundle)
    # A line after the last seal is sealed by nothing: it moves no verdict (the demo's own
    # pass with its three warnings stands), and its own P1b cannot be checked.
    assert (code, report["verdict_detail"]) == (0, "pass_with_warnings")
    line = next(p for p in report["properties"]["lines"] if p["line"] == n)
    assert line["P1b"]["status"] == "not_checked"
    assert "not established" in line["P1b"]["detail"]


@pytest.mark.slow
def test_a_zone_less_time_is_never_read_in_the_computers_zone(demo_bundle: Path) -> None:
    n = _append_answer(demo_bundle, at="2026-10-27T13:20:00")
    results = []
    for zone in ("UTC", "America/New_York", "Asia/Seoul"):
        done = run("verify", demo_bundle, "--json", env=dict(os.environ, TZ=zone))
        line = next(p for p in json.loads(done.stdout)["properties"]["lines"] if p["line"] == n)
        results.append(line["P1b"])
    assert results[0] == results[1] == results[2]
    assert results[0]["time_problem"] == "no_zone"


def test_a_run_id_that_names_no_day_is_a_property_of_its_line(demo_bundle: Path) -> None:
    n = _append_answer(demo_bundle, run_id="XXXXXXXXXX-am")
    code, report = verify_json(demo_bundle)
    assert (code, report["verdict_detail"]) == (0, "pass_with_warnings")  # sealed by nothing
    line = next(p for p in report["properties"]["lines"] if p["line"] == n)
    assert line["P1b"]["status"] == "not_checked" and line["P3"]["status"] == "not_checked"
    assert statuses(report)["step4"] == "pass"


def test_a_line_count_of_4301_digits_fails_its_claim(demo_bundle: Path) -> None:
    stamped = demo_bundle / LIST
    text = stamped.read_bytes()
    start = text.index(b"daily/council/book.jsonl: ") + len(b"daily/council/book.jsonl: ")
    end = text.index(b" lines", start)
    stamped.write_bytes(text[:start] + b"9" * 4301 + text[end:])
    code, report = verify_json(demo_bundle)
    assert code == 1
    seal = next(s for s in report["seals"] if s["list"] == LIST)
    assert "digit" in seal["covers"][0]["problem"]


@pytest.mark.parametrize("value", ["1.5", "NaN", "1e400", "12345678901234567890", "-3", ""])
def test_junk_in_the_csv_line_column_marks_the_row_never_a_crash(
        demo_bundle: Path, value: str) -> None:
    csv = demo_bundle / CSV
    rows = csv.read_bytes().split(b"\n")
    header = rows[0].split(b",")
    column = header.index(b"line")
    cells = rows[1].split(b",")
    cells[column] = value.encode()
    rows[1] = b",".join(cells)
    csv.write_bytes(b"\n".join(rows))
    code, report = verify_json(demo_bundle)
    # The row names no book line, so no verified line stands behind it: it is counted
    # apart, and the recount of the published figures from the verified rows still holds.
    # But its cell's sealed probability (book line 2: SPX 1d, 41) is then in no figure, as
    # if the row were left out: the forecasts file check fails and names it.
    assert code == 1 and statuses(report)["step7"] == "pass"
    check = next(c for c in report["checks"] if c["id"] == "forecasts_file")
    assert check["status"] == "fail"
    assert check["evidence"]["missing_rows"] == [
        {"row": {"run_id": "2026-10-19-early", "seat": "s01", "market": "SPX",
                 "horizon": "1d"}, "column": "row", "file": None, "book": 41.0}]
    done = run_in_process("stats", demo_bundle, "--json")
    assert done.returncode == 0
    assert json.loads(done.stdout)["rows"]["failed"] == 1


@pytest.mark.slow
def test_forty_random_bit_flips_of_a_zip_never_crash(demo_master: Path, tmp_path: Path) -> None:
    archive = zip_folder(demo_master, tmp_path / "b.zip")
    original = archive.read_bytes()
    verdicts = []
    for position, data in bit_flips(original, 40, seed=15):
        archive.write_bytes(data)
        verdicts.append((position, walk_verdict(archive)))
    assert {v for _, v in verdicts} <= {"pass", "fail", "incomplete", "unusable"}
    central = original.find(b"PK\x01\x02")
    for position, verdict in verdicts:  # a flip inside a member's data is never a pass
        if position < central and verdict == "pass":
            member = _member_at(original, position)
            assert member is None or not member.endswith((".jsonl", "Z.txt")), \
                (position, member)


def _member_at(archive: bytes, position: int) -> str | None:
    import io

    with zipfile.ZipFile(io.BytesIO(archive)) as z:
        for info in z.infolist():
            start = info.header_offset
            if start <= position < start + 30 + len(info.filename) + info.compress_size + 64:
                return info.filename
    return None


@pytest.mark.parametrize("kind", ["bad_crc", "encrypted", "method"])
def test_a_damaged_zip_member_is_named_and_the_rest_is_checked(
        demo_master: Path, tmp_path: Path, kind: str) -> None:
    archive = zip_folder(demo_master, tmp_path / "b.zip")
    data = bytearray(archive.read_bytes())
    with zipfile.ZipFile(archive) as z:
        info = z.getinfo(f"bundle/{LIST}")
    local = info.header_offset
    if kind == "bad_crc":  # the CRC field of both headers: the data no longer matches it
        _patch_both(data, local, f"bundle/{LIST}", 14, 16, lambda v: v ^ 0xFF)
    elif kind == "encrypted":
        _patch_both(data, local, f"bundle/{LIST}", 6, 8, lambda v: v | 1)
    else:
        _patch_both(data, local, f"bundle/{LIST}", 8, 10, lambda v: 99)
    archive.write_bytes(bytes(data))
    code, report = verify_json(archive)
    assert code == 0 and report["verdict"] == "incomplete"
    assert any(LIST in p for p in report["problems"])


def _patch_central(data: bytearray, name: str, offset: int, change) -> None:
    at = data.find(b"PK\x01\x02")
    while at != -1:
        length = int.from_bytes(data[at + 28: at + 30], "little")
        if bytes(data[at + 46: at + 46 + length]) == name.encode():
            data[at + offset] = change(data[at + offset]) & 0xFF
        at = data.find(b"PK\x01\x02", at + 4)


def _patch_both(data: bytearray, local: int, name: str, local_offset: int,
                central_offset: int, change) -> None:
    data[local + local_offset] = change(data[local + local_offset]) & 0xFF
    _patch_central(data, name, central_offset, change)


@pytest.mark.slow
def test_a_file_name_that_is_not_utf8_keeps_the_json_valid(
        demo_master: Path, tmp_path: Path) -> None:
    folder = tmp_path / "bundle"
    import shutil

    shutil.copytree(demo_master, folder)
    strange = os.fsencode(folder / "markets/proof/2026-10-20") + b"/\xff\xfe-notes.txt"
    with open(strange, "wb") as out:
        out.write(b"notes\n")
    os.rename(os.fsencode(folder / LIST), os.fsencode(folder / "markets/proof/2026-10-20")
              + b"/130027Z\xe9.txt")
    for env in ({}, {"PYTHONIOENCODING": "utf-8"}, {"PYTHONIOENCODING": "ascii"},
                {"LC_ALL": "C", "PYTHONUTF8": "0"}):
        done = run("verify", folder, "--json", env=dict(os.environ, **env))
        assert done.returncode == 0 and b"Traceback" not in done.stderr, env
        report = json.loads(done.stdout.decode("utf-8"))
        # The renamed list has lost its proofs (named after the old name): not checked.
        assert report["verdict_detail"] == "incomplete", env
        assert any("\ufffd" in s["list"] for s in report["seals"]), env
        text = run("verify", folder, env=dict(os.environ, **env))
        assert text.returncode == 0 and b"Traceback" not in text.stderr, env


@pytest.mark.parametrize("kind", ["fifo", "dev_zero", "dev_null"])
def test_only_regular_files_and_folders_are_opened(tmp_path: Path, kind: str) -> None:
    if kind == "fifo":
        path = tmp_path / "council-book.jsonl"
        os.mkfifo(path)
    else:
        path = Path("/dev/zero" if kind == "dev_zero" else "/dev/null")
    done = run("verify", path, timeout=60)
    assert done.returncode == 2
    assert b"not a file or a folder" in done.stderr and b"Traceback" not in done.stderr


@pytest.mark.slow
def test_a_zip_of_fifty_thousand_entries_is_opened_once(tmp_path: Path) -> None:
    archive = many_member_zip(tmp_path / "many.zip",
                              [f"bundle/notes/{i:05d}.txt" for i in range(50_000)])
    with zipfile.ZipFile(archive) as written:  # what zipfile itself reads in it
        assert len(written.infolist()) == 50_000
        assert written.read("bundle/notes/00000.txt") == written.read("bundle/notes/49999.txt")
    assert walk_verdict(archive) == "unusable"  # nothing verifiable, said in a sentence


def test_a_zip_with_too_many_entries_is_refused(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    from verifier_app.core import bundle_open

    monkeypatch.setattr(bundle_open, "MAX_ZIP_MEMBERS", 100)
    archive = tmp_path / "many.zip"
    with zipfile.ZipFile(archive, "w") as out:
        for i in range(101):
            out.writestr(f"{i}.txt", b"x")
    with pytest.raises(Exception, match="more than the 100"):
        bundle_open.open_bundle([archive])


@pytest.mark.parametrize(("member", "size", "expected"), [
    # Just under 4 GiB for one member takes the zip past its 4 GiB unpacked: refused whole.
    (CSV, (4 << 30) - 1, 2), (LIST, (4 << 30) - 1, 2),
    # 3 GiB keeps the zip under that, but the chains past their 2 GiB: never read, a FAIL.
    (ASKS, 3 << 30, 1), (BOOK, 3 << 30, 1),
])
def test_a_zip_member_past_its_role_limit_is_never_read(
        demo_master: Path, tmp_path: Path, member: str, size: int, expected: int) -> None:
    archive = zip_folder(demo_master, tmp_path / "b.zip")
    set_declared_size(archive, f"bundle/{member}", size)
    code, report = verify_json(archive)
    assert code == expected
    if code == 1:
        assert report["verdict"] == "fail"


def test_a_sparse_forecasts_file_of_3_gb_is_not_parsed(demo_bundle: Path) -> None:
    with (demo_bundle / CSV).open("r+b") as out:
        out.truncate(3 << 30)
    code, report = verify_json(demo_bundle)
    assert code == 1 and statuses(report)["step7"] == "fail"
    assert "larger than" in next(s["detail"] for s in report["steps"] if s["id"] == "step7")
    done = run_in_process("stats", demo_bundle)
    assert done.returncode == 2 and b"larger than" in done.stderr


@pytest.mark.parametrize(("day", "name"), [("2026-10-20", "996099Z.txt"),
                                            ("2026-13-45", "130027Z.txt")])
def test_impossible_list_names_and_days_give_no_seal_time(
        demo_bundle: Path, day: str, name: str) -> None:
    target = demo_bundle / "markets/proof" / day
    target.mkdir(exist_ok=True)
    (demo_bundle / LIST).rename(target / name)
    (demo_bundle / f"{LIST}.ots").rename(target / f"{name}.ots")
    _, report = verify_json(demo_bundle)
    seal = next(s for s in report["seals"] if s["list"].endswith(f"{day}/{name}"))
    assert seal["time"] is None


def test_a_zipped_demo_leaves_nothing_in_the_temporary_folder(
        demo_master: Path, tmp_path: Path) -> None:
    archive = zip_folder(demo_master, tmp_path / "demo.zip")
    private_tmp = tmp_path / "tmp"
    private_tmp.mkdir()
    env = dict(os.environ, TMPDIR=str(private_tmp))
    for _ in range(2):
        assert run("verify", archive, env=env).returncode == 0
    assert list(private_tmp.iterdir()) == []
