"""Every file the user names goes through one opener (issue 26, item 5): a pipe, a device
(``/dev/zero``, which ``--untrusted`` read for 5 GB), a folder or an oversize file is
refused with one sentence, before anything is read, and the command exits 2. The same holds
for the file a witness statement is written to and for the witness key."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from verifier_app.anchors.anchor_files import MAX_CERT_FILE_BYTES
from verifier_app.cli import main as cli_main
from verifier_app.core.input_files import InputFileError, read_input_file
from verifier_app.stats.price_file import MAX_BYTES, read_price_file

PIPE_WORDS = "is not a regular file (it is a device, pipe or socket)"


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = cli_main(list(args))
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


def pipe(tmp_path: Path, name: str = "pipe") -> Path:
    path = tmp_path / name
    os.mkfifo(path)
    return path


@pytest.mark.parametrize("kind", ["device", "pipe"])
def test_untrusted_that_is_a_device_or_a_pipe_is_one_sentence(capsys, demo_bundle, tmp_path,
                                                              kind):
    path = Path("/dev/zero") if kind == "device" else pipe(tmp_path)
    code, out, err = run(capsys, "verify", str(demo_bundle), "--offline", "--untrusted",
                         str(path))
    assert code == 2 and out == ""
    assert err == (f"verifier-app: {path} {PIPE_WORDS}; give an intermediate certificate "
                   "(PEM or DER).\n")


def test_an_oversize_untrusted_file_is_refused_unread(tmp_path):
    from verifier_app.anchors.trust_roots import intermediates

    huge = tmp_path / "chain.pem"
    with open(huge, "wb") as out:
        out.truncate(MAX_CERT_FILE_BYTES + 1)  # sparse: nothing to read, only its size
    with pytest.raises(InputFileError) as refused:
        intermediates([huge])
    assert str(refused.value) == (f"{huge} is larger than {MAX_CERT_FILE_BYTES:,} bytes, too "
                                  "large to be an intermediate certificate (PEM or DER).")


@pytest.mark.parametrize("kind", ["device", "pipe", "folder", "huge"])
def test_stats_prices_is_opened_by_the_one_opener(capsys, demo_bundle, tmp_path, kind):
    if kind == "device":
        path, said = Path("/dev/zero"), f"{PIPE_WORDS}; give a price file (CSV)."
    elif kind == "pipe":
        path, said = pipe(tmp_path), f"{PIPE_WORDS}; give a price file (CSV)."
    elif kind == "folder":
        path, said = tmp_path, "is a folder, not a file; give a price file (CSV)."
    else:
        path = tmp_path / "prices.csv"
        with open(path, "wb") as out:
            out.truncate(MAX_BYTES + 1)
        said = f"is larger than {MAX_BYTES:,} bytes, too large to be a price file (CSV)."
    code, out, err = run(capsys, "stats", str(demo_bundle), "--prices", str(path))
    assert code == 2 and out == ""
    assert err == f"verifier-app: {path} {said}\n"


def test_a_price_file_that_grows_after_its_check_is_cut_at_the_cap(tmp_path, monkeypatch):
    from verifier_app.stats import price_file

    path = tmp_path / "prices.csv"
    path.write_text("asset,time,price\nSPX,2026-10-19,5800\n" * 3, encoding="utf-8")
    monkeypatch.setattr(price_file, "MAX_BYTES", 40)
    with pytest.raises(InputFileError, match="is larger than 40 bytes"):
        read_price_file(path)


def test_a_good_price_file_is_still_read(tmp_path):
    path = tmp_path / "prices.csv"
    path.write_text("asset,time,price\nSPX,2026-10-19,5800.5\nSPX,2026-10-20T13:30:00Z,5801\n",
                    encoding="utf-8")
    prices = read_price_file(path)
    assert prices.rows == 2 and list(prices.assets) == ["SPX"]


@pytest.mark.parametrize("kind", ["pipe", "device", "folder"])
def test_witness_statement_output_is_refused_before_the_walk(capsys, demo_bundle, tmp_path,
                                                             kind):
    path = {"pipe": lambda: pipe(tmp_path), "device": lambda: Path("/dev/null"),
            "folder": lambda: tmp_path}[kind]()
    code, out, err = run(capsys, "verify", str(demo_bundle), "--witness-statement", str(path))
    assert code == 2 and out == ""
    end = "give the name of a file to write a witness statement to."
    said = "is a folder;" if kind == "folder" else f"{PIPE_WORDS};"
    assert err == f"verifier-app: {path} {said} {end}\n"


def test_a_witness_key_that_is_a_pipe_never_hangs(tmp_path, monkeypatch):
    from verifier_app.witness import keys

    monkeypatch.setenv(keys.DATA_ENV, str(tmp_path))
    key = pipe(tmp_path, keys.KEY_FILE)
    assert keys.existing_key() is None
    with pytest.raises(InputFileError) as refused:
        keys.witness_key()
    assert str(refused.value) == f"{key} {PIPE_WORDS}; give a witness key (PEM)."


def test_a_witness_key_that_is_not_a_key_is_said_and_kept(tmp_path, monkeypatch):
    from verifier_app.witness import keys

    monkeypatch.setenv(keys.DATA_ENV, str(tmp_path))
    (tmp_path / keys.KEY_FILE).write_bytes(b"not a key")
    with pytest.raises(OSError, match="is not a witness key; move it away"):
        keys.witness_key()
    assert (tmp_path / keys.KEY_FILE).read_bytes() == b"not a key"


def test_the_opener_says_its_sentences_in_the_readers_language():
    from verifier_app.cli_lang import words_for

    with pytest.raises(InputFileError) as refused:
        read_input_file(Path("/dev/zero"), 10, "a price file (CSV)")
    german = refused.value.message.render(words_for("de").engine)
    assert german.startswith("/dev/zero ") and "price file" not in german
