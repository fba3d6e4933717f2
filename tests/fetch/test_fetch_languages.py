"""``verifier-app fetch --lang``: the text output and the progress lines in the reader's
language (issue 27, items 7, 9 and 10), from a live site on 127.0.0.1."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator

import pytest

from tests.cli_in_process import run_in_process
from tests.english_phrases import english_left, translated_phrases_left
from tests.fetch.conftest import ALL_DAYS
from tests.servers.live_site import LiveSite
from verifier_app.cli_fetch import _ProgressPrinter
from verifier_app.cli_lang import words_for
from verifier_app.fetch import Progress

# With pytest-xdist, one process runs this module: each language is downloaded once.
pytestmark = pytest.mark.xdist_group("fetch-languages")

BOOK = "/api/v1/council-book.jsonl"
STATS = "/api/v1/council-stats.json"
# Names and commands every language shows as they are, and the words a language writes as
# English does (German "was", Spanish "error").
ALLOWED = {"HTTP", "verify"}
SAME_WORDS = {"de": {"was"}, "es": {"error"}, "ko": set()}
PLACEHOLDER = re.compile(r"\{[a-z_0-9]+\}")


def three_downloads(site, demo_master, dest, lang: str) -> tuple[str, str, str]:
    """A first download (with days that had no session), a second after the operator
    rewrote old book lines and one file fails, and a third after a stamped list was
    replaced and the book shortened: (text output, progress lines, JSON of the second)."""
    site.overrides.clear()
    site.fail.discard(STATS)
    said, progress = [], []
    first = run_in_process("fetch", site.data_url, dest, "--day", ALL_DAYS, "--lang", lang)
    said.append(first.stdout.decode("utf-8"))
    progress.append(first.stderr.decode("utf-8"))
    lines = (demo_master / BOOK.lstrip("/")).read_bytes().splitlines(keepends=True)
    for n in (2, 5, 7, 9, 11, 13, 15, 17, 19, 21):
        lines[n] = lines[n].replace(b'"at": "', b'"at": "X', 1)
    site.overrides[BOOK] = b"".join(lines)
    site.fail.add(STATS)
    second = run_in_process("fetch", site.data_url, dest, "--quiet", "--retries", "0",
                            "--lang", lang)
    said.append(second.stdout.decode("utf-8"))
    day = demo_master / "markets/proof/2026-10-20"
    stamped = sorted(day.glob("*Z.txt"))[0]
    site.overrides[f"/markets/proof/2026-10-20/{stamped.name}"] = stamped.read_bytes() + b"x\n"
    site.overrides[BOOK] = b"".join(lines[:-3])
    third = run_in_process("fetch", site.data_url, dest, "--quiet", "--retries", "0",
                           "--day", "2026-10-20", "--lang", lang)
    said.append(third.stdout.decode("utf-8"))
    assert (first.returncode, second.returncode, third.returncode) == (0, 1, 1)
    return "\n".join(said), "\n".join(progress), second.stdout.decode("utf-8")


@pytest.fixture(scope="module")
def downloads(demo_master, tmp_path_factory) -> Iterator[Callable[[str], tuple[str, str, str]]]:
    """``three_downloads`` in each language, made once for the module from its own live
    site: the tests only read what was said (each language's downloads go to a folder of
    their own, as before)."""
    said: dict[str, tuple[str, str, str]] = {}
    with LiveSite(demo_master) as site:

        def in_language(lang: str) -> tuple[str, str, str]:
            if lang not in said:
                said[lang] = three_downloads(site, demo_master,
                                             tmp_path_factory.mktemp("fetched") / lang, lang)
            return said[lang]

        yield in_language


@pytest.fixture(scope="module")
def english(downloads) -> str:
    said, _, _ = downloads("en")
    for line in ("Refresh check: first. There was no earlier copy to compare with.",
                 "!!! The operator changed lines you already had: line 3 (and 9 more: ",
                 "!!! The operator removed lines you already had: ", "Problem: Could not fetch",
                 "Note: There is no proof page for 2026-10-24", "Files: ", "Next: verifier-app"):
        assert line in said  # the English output as it always was
    return said


@pytest.mark.parametrize("lang", ["de", "es", "ko"])
def test_no_english_is_left_in_the_translated_output(english, downloads, lang):
    said, progress, _ = downloads(lang)
    for text in (said, progress):
        assert translated_phrases_left(text, words_for(lang).engine) == []
        assert not PLACEHOLDER.search(text)
    assert english_left(english, said, ALLOWED | SAME_WORDS[lang]) == []
    assert " of " not in progress


@pytest.mark.parametrize(("lang", "line", "words"), [
    ("en", "[2/9] api/v1/council-book.jsonl: 12,345 of 1,234,567 bytes",
     ["The operator removed lines", "Bundle: ", "Files: "]),
    ("de", "[2/9] api/v1/council-book.jsonl: 12.345 von 1.234.567 Bytes",
     ["Zeilen entfernt", "Bündel: ", "Dateien: "]),
    ("es", "[2/9] api/v1/council-book.jsonl: 12.345 de 1.234.567 bytes",
     ["eliminó líneas", "Paquete: ", "Archivos: "]),
    ("ko", "[2/9] api/v1/council-book.jsonl: 1,234,567바이트 중 12,345바이트",
     ["줄을 지웠습니다", "번들: ", "파일: "]),
])
def test_numbers_and_words_are_the_reader_s(downloads, capsys, lang, line, words):
    """Issue 27, item 9: a progress line's byte counts grouped the reader's way (on
    loopback every file arrives within the second, so the line is made here)."""
    said, _, _ = downloads(lang)
    assert all(word in said for word in words)
    _ProgressPrinter(words_for(lang).engine)(Progress("api/v1/council-book.jsonl", 12345,
                                                      1234567, 2, 9))
    assert capsys.readouterr().err == f" 22% {line}\n"  # (2 + 0.01) of 9 files


def test_lang_overrides_the_locale_and_the_json_stays_english(site, demo_master, tmp_path,
                                                              monkeypatch):
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    german = run_in_process("fetch", site.data_url, tmp_path / "a", "--quiet")
    korean = run_in_process("fetch", site.data_url, tmp_path / "b", "--quiet", "--lang", "ko")
    assert "Abgleich mit der früheren Kopie: erster Abruf." in german.stdout.decode("utf-8")
    assert "이전 사본과 비교: 첫 다운로드." in korean.stdout.decode("utf-8")
    report = json.loads(run_in_process("fetch", site.data_url, tmp_path / "b", "--json",
                                       "--lang", "ko").stdout)
    assert report["refresh"] == {"verdict": "consistent", "detail": (
        "Everything you had before came back unchanged; the book only grew (or stayed the "
        "same).")}
