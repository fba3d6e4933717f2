"""``verifier-app fetch``: progress on stderr, one JSON object on stdout, then ``verify``."""

from __future__ import annotations

import argparse
import json

import pytest

from tests.fetch.conftest import ALL_DAYS
from verifier_app.cli import main as cli_main
from verifier_app.cli_fetch import add_fetch_parser, run_fetch


def run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="verifier-app")
    add_fetch_parser(parser.add_subparsers(dest="command"))
    return run_fetch(parser.parse_args(argv))


def test_fetch_release_then_verify(site, tmp_path, capsys):
    dest = tmp_path / "release"
    code = run(["fetch", f"10.5281/zenodo.{site.record_id}", str(dest), "--json",
                "--zenodo-api", site.zenodo_api, "--retries", "0"])
    out, err = capsys.readouterr()
    result = json.loads(out)
    assert code == 0 and result["verdict"] == "ok" and result["refresh"]["verdict"] == "first"
    book = next(f for f in result["files"] if f["relpath"] == "api/v1/council-book.jsonl")
    assert book["status"] == "fetched" and len(book["sha256"]) == 64 and book["size"] > 0
    assert "council-book.jsonl" in err and "%" in err  # progress lines
    assert cli_main(["verify", str(dest)]) == 0


def test_fetch_live_text_output_and_rewritten_exit_code(site, demo_master, tmp_path, capsys):
    dest = tmp_path / "league"
    assert run(["fetch", site.data_url, str(dest), "--day", ALL_DAYS, "--quiet"]) == 0
    assert "Refresh check: first" in capsys.readouterr().out
    book = (demo_master / "api/v1/council-book.jsonl").read_bytes()
    site.overrides["/api/v1/council-book.jsonl"] = book.replace(b'"n": 3,', b'"n": 3 ,', 1)
    assert run(["fetch", site.data_url, str(dest), "--quiet"]) == 1
    out = capsys.readouterr().out
    assert "!!! The operator changed lines you already had: line 3" in out


def test_fetch_refuses_plain_http_elsewhere(tmp_path, capsys):
    assert run(["fetch", "http://example.org/api/v1/", str(tmp_path / "x")]) == 2
    assert "plain http" in capsys.readouterr().err


@pytest.mark.parametrize(("language", "said"), [
    ("de", ["verifier-app: Es konnte nichts heruntergeladen werden.",
            "war nicht erreichbar (offline, oder der Server ist ausgefallen)."]),
    ("es", ["verifier-app: No se pudo descargar nada.",
            "no se pudo conectar con http://127.0.0.1:9/"]),
    ("ko", ["verifier-app: 아무것도 다운로드할 수 없었습니다.", "에 연결할 수 없었습니다"]),
    ("en", ["verifier-app: Nothing could be downloaded.", "could not reach http://127.0.0.1:9/"]),
])
def test_a_download_that_brings_nothing_says_why_in_the_readers_language(
        tmp_path, capsys, monkeypatch, language, said):
    """Issue 27, item 7: the refusal and the reasons inside it, in the locale's language."""
    monkeypatch.setenv("LANG", f"{language}_XX.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    assert cli_main(["fetch", "http://127.0.0.1:9/api/v1/", str(tmp_path / "x"), "--day",
                     "2026-10-20", "--retries", "0", "--timeout", "2", "--quiet"]) == 2
    err = capsys.readouterr().err
    assert all(part in err for part in said), err
    assert language == "en" or "could not reach" not in err
