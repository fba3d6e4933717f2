"""One verdict everywhere: for every workshop change, a salts file that opens a commitment to
another model, and a league bundle that differs from the paper's printed values, the text
output, the JSON, the HTML report and the window's banner give the same verdict and name
the same first reason."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from verifier_app.anchors.anchor_steps import AnchorOptions
from verifier_app.anchors.demo_sources import HEADERS_FILE
from verifier_app.core.bundle_open import open_bundle
from verifier_app.demo.generator import DemoSettings
from verifier_app.demo.tamper import TAMPERS
from verifier_app.engine.verdict import lower_first
from verifier_app.engine.walk import WalkOptions, walk
from verifier_app.gui.verdict_banner import VerdictBanner
from verifier_app.report.html import render_html
from verifier_app.report.text import render_report
from verifier_app.resources import resource_path

pytestmark = pytest.mark.gui

PAPER_CODE_SHA256 = "9ff5575c2b5c7736fba06bec1b63a608f5f290aacdee6df6b24a51381f22686c"


def _tampered(kind: str, make_demo, folder: Path) -> Path:
    return make_demo(folder, tamper=kind)


def _salts_to_another_model(make_demo, folder: Path) -> Path:
    make_demo(folder, DemoSettings(sessions=12))
    salts = folder / "api/v1/council-salts.json"
    published = json.loads(salts.read_bytes())
    published["seats"]["s03"]["model"] = "Aurora-4 (demo)"
    salts.write_text(json.dumps(published))
    return folder


def _differs_from_the_paper(make_demo, folder: Path) -> Path:
    """A bundle that holds two of the paper's values: one as printed, one not.

    Its code list names council_arena.py by the printed hash (the file itself is not
    published, so step 8 cannot check it), which makes it the paper's league; its ask of
    run 2026-10-20-am is the demo's, not the printed one: a difference, and a failure.
    """
    make_demo(folder)
    (folder / "DEMONSTRATION.txt").unlink()  # it now claims to be the paper's league
    code = folder / "api/v1/arena-code.json"
    listing = json.loads(code.read_bytes())
    listing["files"][0]["sha256"] = PAPER_CODE_SHA256
    code.write_text(json.dumps(listing))
    (folder / "api/v1/arena-code-council_arena.py.txt").unlink()
    return folder


CASES = {f"tamper-{kind}": (lambda make, f, k=kind: _tampered(k, make, f))
         for kind in sorted(TAMPERS)}
CASES["salts-open-another-model"] = _salts_to_another_model
CASES["differs-from-the-paper"] = _differs_from_the_paper


def _demo_sources(folder: Path) -> AnchorOptions:
    """The demo's own sources, named explicitly, so that a bundle without the demo marker
    is checked against the same headers, authorities and log as the demo."""
    return AnchorOptions(headers_file=folder / HEADERS_FILE, explorers=[], offline=True,
                         trust_ca=[resource_path("demo-tsa", "demo-root.pem")],
                         rekor_key=resource_path("rekor", "demo-log-key.pub.pem"))


@pytest.mark.parametrize("case", sorted(CASES))
def test_every_view_gives_the_same_verdict_and_first_reason(qtbot, tmp_path, make_demo,
                                                            case) -> None:
    folder = CASES[case](make_demo, tmp_path / "bundle")
    report = walk(open_bundle([folder]), WalkOptions(anchors=_demo_sources(folder)))
    summary = report.verdict_summary
    # Every change fails or leaves the walk incomplete; a moved close in the forecasts file
    # is named by the check of that file against the book's sealed score line.
    assert summary.verdict.value in ("fail", "incomplete"), case
    first = summary.first_reason
    assert first is not None
    if case == "tamper-close":
        assert first.check == "forecasts_file"

    data = json.loads(json.dumps(report.to_json()))
    assert data["verdict"] == summary.verdict.contract_word
    assert data["verdict_detail"] == summary.verdict.value
    assert data["verdict_reasons"][0] == first.to_json()

    text = render_report(report)
    assert f"Verdict: {summary.title}" in text
    assert summary.sentence in text

    html = render_html(report, None, None, datetime(2026, 12, 1, tzinfo=UTC))
    assert "Verdict: " in html and summary.title in html
    assert _html_text(first.sentence) in html

    banner = VerdictBanner()
    qtbot.addWidget(banner)
    banner.show_verdict(summary, "subject")
    assert banner.title == summary.title
    assert banner.sentence.text() == f"{summary.reason_word}: {lower_first(first.sentence)}"


def test_the_paper_case_fails_on_the_paper_first(tmp_path, make_demo) -> None:
    folder = _differs_from_the_paper(make_demo, tmp_path / "bundle")
    report = walk(open_bundle([folder]), WalkOptions(anchors=_demo_sources(folder)))
    reasons = report.verdict_summary.reasons
    assert [r.check for r in reasons if r.status.value == "fail"] == ["paper"]
    assert reasons[0].sentence.startswith("This bundle is not the one the paper describes: "
                                          "its ask of run 2026-10-20-am differs from the one "
                                          "printed in the paper")
    assert report.verdict_summary.sentence.startswith("FAIL: this bundle is not the one the "
                                                      "paper describes")


def test_the_salts_case_names_the_identities(tmp_path, make_demo) -> None:
    folder = _salts_to_another_model(make_demo, tmp_path / "bundle")
    report = walk(open_bundle([folder]))
    assert report.verdict_summary.first_reason.check == "identities"
    assert "do not open with the published salts" in report.verdict_summary.sentence


def _html_text(sentence: str) -> str:
    from html import escape

    return escape(sentence, quote=True)
