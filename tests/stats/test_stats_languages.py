"""``verifier-app stats --lang``: every line of the text output in the reader's language
(issue 27, items 7, 9 and 10), numbers the reader's way, English and JSON unchanged."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from tests.english_phrases import english_left, translated_phrases_left
from verifier_app.cli_lang import words_for
from verifier_app.demo.tamper import apply_tamper
from verifier_app.stats.render import shown, table

# With pytest-xdist, one process runs these modules: the 8-session league is written,
# walked and counted once (tests/stats/conftest.py) instead of once in each process.
pytestmark = pytest.mark.xdist_group("league")

LANGUAGES = ("en", "de", "es", "ko")
# Names and commands every language shows as they are, and the words a language writes
# as English does (German "was"; Spanish "base", "hash", "script", "token", "pipeline" and
# "arena", the league's name for its portfolios).
NAMES = {"BSS", "Brier", "rho", "Bitcoin", "Rekor", "curl", "stats", "FILE"}
SAME_WORDS = {"en": set(), "de": {"was"}, "es": {"Use", "arena", "base", "hash", "pipeline",
                                                 "script", "token"}, "ko": set()}
PLACEHOLDER = re.compile(r"\{[a-z_0-9]+\}")


def troubled_league(master: Path, dest: Path) -> tuple[Path, Path]:
    """A copy whose every section has something to say: a changed book line (rows that
    failed, and why), a published figure the recount does not reproduce, and a price file
    that differs from the league's prices."""
    league = dest / "bundle"
    shutil.copytree(master, league)
    apply_tamper(league, "flip")
    path = league / "api/v1/council-stats.json"
    published = json.loads(path.read_bytes())
    seat = sorted(published["brier"]["per_seat"])[0]
    published["brier"]["per_seat"][seat]["1d"]["brier"] = 0.1
    path.write_bytes(json.dumps(published).encode())
    prices = league / "demo-prices.csv"
    lines = prices.read_text(encoding="utf-8").splitlines()
    for n in range(1, 40, 2):
        asset, when, price = lines[n].split(",")
        lines[n] = f"{asset},{when},{float(price) + 1}"
    prices.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return league, prices


@pytest.fixture(scope="module")
def said(league_master: Path, tmp_path_factory: pytest.TempPathFactory,
         stats_once) -> dict:
    """The text output of the plain league and of the troubled one, in each language; under
    "data", the words of the prices' rows (assets, columns), which are data. Each league is
    counted once (``stats_once``); each language is the command's own output."""
    league, prices = troubled_league(league_master, tmp_path_factory.mktemp("troubled"))
    data = json.loads(stats_once(league, "--prices", prices, "--json").stdout)
    found = {"data": {str(d[key]) for d in data["independent_prices"]["differences"]
                      for key in ("asset", "field")}}
    for lang in LANGUAGES:
        plain = stats_once(league_master, "--lang", lang)
        troubled = stats_once(league, "--prices", prices, "--lang", lang)
        assert (plain.returncode, troubled.returncode) == (0, 1), troubled.stderr
        found[lang] = plain.stdout.decode("utf-8") + "\n" + troubled.stdout.decode("utf-8")
    return found


def test_the_english_output_is_the_one_the_tests_know(said):
    english = said["en"]
    for line in ("Forecast rows: ", "Brier per seat (primary: all rows, strict rise; coin 0.25)",
                 "failed because: ", "Recount of the published figures: ",
                 "Independent prices: ", "Claims ladder (Section 3.12, Table B1): "):
        assert line in english
    assert "published " in english and "recounted " in english  # a figure that differs
    assert re.search(r"\n  run 2026-\S+ s\d\d line \d+ ", english)  # a price that differs


@pytest.mark.parametrize("lang", ["de", "es", "ko"])
def test_no_english_is_left_in_the_translated_output(said, lang):
    """Issue 27, item 7: no English phrase of a translated sentence, and no English word of
    the English output but names and commands."""
    text = said[lang]
    assert translated_phrases_left(text, words_for(lang).engine) == []
    assert english_left(said["en"], text, NAMES | SAME_WORDS[lang] | said["data"]) == []
    assert not PLACEHOLDER.search(text)


@pytest.mark.parametrize(("lang", "thousands", "decimal"), [
    ("en", ",", "."), ("de", ".", ","), ("es", ".", ","), ("ko", ",", ".")])
def test_numbers_are_written_the_reader_s_way(said, lang, thousands, decimal):
    """Issue 27, item 9: 3.506 and 0,25 in German (3,506 would read as a fraction)."""
    text = said[lang]
    other = "," if thousands == "." else "."
    assert re.search(rf"\d{re.escape(thousands)}\d{{3}}\b", text)  # the rows, grouped
    assert not re.search(rf"\b\d{{1,3}}{re.escape(other)}\d{{3}} [—-]", text)
    brier = re.search(r"\n(s\d\d)\s+1d\s+\d+\s+\d+\s+(\S+)", text)
    assert brier and re.fullmatch(rf"0{re.escape(decimal)}\d{{3}}", brier.group(2))
    assert f"0{decimal}25" in text  # the coin's Brier score


def test_counted_nouns_take_the_language_s_plural_forms(said):
    """Issue 27, item 10: "2 Zeilen", "2 líneas" for the answers kept but not counted."""
    assert re.search(r"nicht gezählte Antworten: \d+ Zeilen? \(", said["de"])
    assert re.search(r"no contadas: \d+ líneas? \(", said["es"])
    assert "Zeile(n)" not in said["de"] and "line(s)" not in said["de"]


def test_a_korean_table_keeps_its_rows_under_its_heads():
    """A Korean letter takes two columns: a head widens its column, never shifts the rows."""
    lines = table([("실행", 3, True), ("n", 3, False), ("고유값 비중", 10, False)],
                  [["abc", "11", "0.68"], ["d", "1", "1.00"]])
    assert len({shown(line) for line in lines}) == 1
    head, row = lines[0], lines[1]
    assert shown(row[:row.index("11") + 2]) == shown(head[:head.index("n") + 1])  # under "n"
    english = table([("run", 18, True), ("n", 3, False)], [["2026-10-19-am", "11"]])
    assert english == [f"{'run':<18}{'n':>3}", f"{'2026-10-19-am':<18}{'11':>3}"]


def test_lang_overrides_the_locale_and_the_locale_is_the_default(league_master, monkeypatch,
                                                                 stats_once):
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    german = stats_once(league_master).stdout.decode("utf-8")
    korean = stats_once(league_master, "--lang", "ko").stdout.decode("utf-8")
    english = stats_once(league_master, "--lang", "en").stdout.decode("utf-8")
    assert german.startswith("DEMONSTRATIONSDATEN") and "Prognosezeilen: " in german
    assert korean.startswith("시연 데이터") and "예측 행: " in korean
    assert english.startswith("DEMONSTRATION DATA") and "Forecast rows: " in english


def test_the_json_is_the_same_in_every_language(league_master, stats_once):
    english = stats_once(league_master, "--json").stdout
    assert stats_once(league_master, "--json", "--lang", "ko").stdout == english
    reading = json.loads(english)["crowd"]["primary"]["reading"]  # in English, as it was
    assert reading in {"no edge (gap <= 2d)", "not enough resolved contracts", "seats ahead",
                       "crowd ahead"}
