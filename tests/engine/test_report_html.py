"""The HTML report: everything a journalist needs, in one file, with hostile input escaped."""

from __future__ import annotations

import base64
import html
import re
import struct
import zlib
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.conftest import offline_walk_options
from verifier_app import __version__
from verifier_app.core.bundle_open import open_bundle
from verifier_app.engine.walk import walk
from verifier_app.report.html import render_html, write_html_report
from verifier_app.report.text import MARKS
from verifier_app.resources import demo_bundle_dir
from verifier_app.stats.disagreement import Disagreement
from verifier_app.stats.endpoint import Interval, PrimaryEndpoint, SessionGain, part_of
from verifier_app.stats.forecasts import RowSummary
from verifier_app.stats.summary import compute_stats

CHECKED_AT = datetime(2026, 10, 27, 8, 15, 30, tzinfo=UTC)
HOSTILE = "<script>alert(1)</script>"


def tiny_png(width: int = 3, height: int = 2) -> bytes:
    """A valid PNG built by hand, so this engine test needs no Qt."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    rows = b"".join(b"\x00" + b"\xff\x00\x00" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows))
            + chunk(b"IEND", b""))


@pytest.fixture(scope="module")
def demo_report():
    return walk(open_bundle([demo_bundle_dir()]))


@pytest.fixture(scope="module")
def demo_stats(demo_report):
    return compute_stats(demo_report.bundle, demo_report)


@pytest.fixture(scope="module")
def demo_html(demo_report, demo_stats):
    stats = replace(demo_stats, rows=RowSummary(total=10, verified=9, not_sealed=1, failed=0))
    return render_html(demo_report, stats, {"Calibration": tiny_png()}, CHECKED_AT)


def test_report_names_the_verdict_version_and_time_of_check(demo_html, demo_report):
    assert demo_report.verdict == "pass"
    assert "PASS WITH 3 WARNINGS" in demo_html
    assert f"verifier-app version {__version__}" in demo_html
    assert "2026-10-27 08:15:30 UTC" in demo_html
    assert "DEMONSTRATION DATA" in demo_html


def test_report_has_every_step_with_its_word_and_symbol(demo_html, demo_report):
    steps = demo_html.split("Appendix: every check in detail", 1)[1]  # page 1 names some
    for step in demo_report.steps:
        assert step.title.replace("'", "&#x27;") in steps
        row = steps.split(step.title.replace("'", "&#x27;"), 1)[0].rsplit("<tr>", 1)[1]
        assert MARKS[step.status] in row, f"{step.id} has no status word"
    assert demo_html.count("✓&nbsp;PASS") >= 1 and demo_html.count("!&nbsp;WARNING") >= 1


def test_report_lists_each_seal_with_its_hash(demo_html, demo_report):
    assert len(demo_report.seals) == 17
    for seal in demo_report.seals:
        assert seal.list in demo_html
        assert seal.sha256 in demo_html
        for cover in seal.covers:
            assert cover.sha256 in demo_html


def test_report_names_sources_for_headers_roots_and_log(demo_html):
    assert "headers file DEMO-NOT-BITCOIN-block-headers.json" in demo_html
    assert "CN=DEMO Root CA" in demo_html
    assert "https://rekor.sigstore.dev (its answer saved in the bundle, re-verified)" in demo_html


def test_shared_report_does_not_reveal_the_readers_folders(demo_html):
    """A trust root's file is named by its file name only, never by its folder."""
    assert str(demo_bundle_dir().parent) not in demo_html
    assert "file demo-root.pem" in demo_html


def test_report_has_the_properties_summary_and_the_chart(demo_html):
    for name in ("P2", "P1a", "P1b", "P3"):
        assert f"<b>{name}</b>" in demo_html
    uri = re.search(r'src="data:image/png;base64,([^"]+)"', demo_html)
    assert uri and base64.b64decode(uri.group(1)) == tiny_png()
    assert 'width="3" height="2"' in demo_html
    assert "9 verified" in demo_html


def test_report_without_charts_says_so(demo_report):
    page = render_html(demo_report, None, None, CHECKED_AT)
    assert "Charts not available" in page
    assert "data:image" not in page


def test_not_a_png_is_never_embedded(demo_report):
    page = render_html(demo_report, None, {"x": b"<svg onload=alert(1)>"}, CHECKED_AT)
    assert "onload" not in page and "Charts not available" in page


def test_hostile_book_name_in_a_stamped_list_is_escaped(tmp_path: Path):
    folder = tmp_path / HOSTILE.replace("/", "_")
    day = folder / "markets" / "proof" / "2026-10-19"
    day.mkdir(parents=True)
    (day / "121012Z.txt").write_bytes(
        b"stamped list (sealed before the open)\nstamped at 2026-10-19T12:10:12Z\n"
        + f"daily/{HOSTILE}/book.jsonl: 4 lines, sha256 {'a' * 64}, last link {'b' * 64}\n"
        .encode())
    report = walk(open_bundle([folder]), offline_walk_options())
    assert any(HOSTILE in c.book for s in report.seals for c in s.covers)
    page = render_html(report, None, None, CHECKED_AT, notice=HOSTILE)
    assert "<script" not in page.lower()
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert report.verdict == "incomplete" and "INCOMPLETE: NOT A PASS" in page


def test_write_html_report_writes_utf8_with_the_time_of_the_check(demo_report, tmp_path):
    target = tmp_path / "report.html"
    before = datetime.now(UTC).replace(microsecond=0)
    write_html_report(demo_report, target)
    page = target.read_bytes().decode("utf-8")
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    written = page.split("Report written", 1)[1]  # the walk's own time comes first
    stamp = re.search(r"(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d) UTC", written).group(1)
    assert datetime.strptime(stamp, "%Y-%m-%d %H:%M:%S").replace(tzinfo=UTC) >= before


def test_report_states_the_registered_test_and_whether_it_is_interim(demo_report, demo_stats):
    """The report reads the computed statistics themselves (never their JSON read back):
    the registered test's reading, its estimate and intervals, the secondary reading."""
    window = tuple(SessionGain(n, f"2027-01-{n % 28 + 1:02d}", 5, 0.01, part_of(n))
                   for n in range(1, 41))
    last = replace(window[-1], day=f"day {HOSTILE}")  # a day as the bundle wrote it
    endpoint = PrimaryEndpoint(True, "", sessions=(*window[:-1], last), estimate=0.0123,
                               ci95=Interval(0.95, -0.001, 0.025), ci90=None)
    secondary = Disagreement(False, "a tercile has fewer than 30 events")
    stats = replace(demo_stats, endpoint=endpoint, disagreement=secondary)
    page = render_html(demo_report, stats, None, CHECKED_AT)
    assert "Interim reading as of session 40 (day &lt;script&gt;" in page and HOSTILE not in page
    scored = len(endpoint.window)
    assert f"Estimate +0.0123 over {scored} sessions; 95% interval -0.0010 to +0.0250" in page
    assert "90% interval no interval yet" in page and "fewer than 30 events" in page
    assert html.escape(demo_stats.claims.sentence, quote=True) in page
    assert "Independent prices" not in page  # none were given
