"""One story on every screen (issue 27, items 1, 3, 4, 5, 12, 14, 15, 16): a badge never
contradicts its sentence, a seal's row names every check that failed on it, the registered
test says when its benchmark was not frozen (Section 8), and the report's first page says
when and how the check was made, what limits it, and that a stale result is stale."""

from __future__ import annotations

import csv
import io
import shutil
import subprocess
import unicodedata
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.conftest import offline_walk_options
from tests.engine.test_paper_check import PAPER_CLAIM
from tests.gui.helpers import open_and_wait, walked_window
from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.results import Status
from verifier_app.core.stamped_list import render_stamped_list
from verifier_app.demo.generator import DemoSettings
from verifier_app.engine.walk import walk
from verifier_app.gui.main_window import MainWindow
from verifier_app.report.html import render_html
from verifier_app.resources import demo_bundle_dir

# The module's window on the demo opens it once, on one test process.
pytestmark = [pytest.mark.gui, pytest.mark.xdist_group("one_story")]
POPPLER = shutil.which("pdftotext") and shutil.which("pdftoppm") and shutil.which("pdfdetach")


@pytest.fixture(scope="module")
def window(request):
    """A window that opened the demo, once for the module's tests that read it."""
    return walked_window(request, [demo_bundle_dir()], size=None, statistics=False)


def test_a_check_not_done_offline_is_marked_not_checked_never_does_not_apply(window):
    cards = {c.step.id: c for c in window.walk_view.cards}
    offline = cards["log_equivocation"]
    assert offline.step.detail.startswith("Not checked: working offline")
    assert offline.mark.word_label.text() == "NOT CHECKED"
    nothing = cards["identities"]  # nothing in this bundle to decide: does not apply
    assert nothing.mark.word_label.text() == "DOES NOT APPLY"
    # The verdict is not moved by either (engine.verdict: a check that does not apply).
    assert window.report.verdict_summary.title == "PASS WITH 3 WARNINGS"


def test_the_demo_root_is_never_said_to_be_trusted_by_the_reader(window):
    step9 = next(s for s in window.report.steps if s.id == "step9")
    assert "trusted by you" not in step9.detail
    assert "resting on the demonstration root this app ships with its demo" in step9.detail
    assert step9.status == Status.WARN  # a demonstration root never vouches for a pass


def test_the_claims_ladder_names_rungs_reached_above_a_gap():
    from verifier_app.stats.claims_ladder import RUNGS, ClaimsLadder, Rung

    def rung(number: int, reached: bool) -> Rung:
        key, name, _supports, _leaves = RUNGS[number - 1]
        return Rung(number, key, name, "", "", reached, "evidence", "")

    ladder = ClaimsLadder(tuple(rung(n, n in (2, 3)) for n in range(1, 7)))
    said = ladder.sentence
    assert said.startswith("This bundle reaches no rung of the claims ladder: evidence")
    assert "Rung(s) 2, 3 are reached on their own, but a ladder is climbed from the bottom: " \
        "they count only once rung 1 is reached." in said
    top = ClaimsLadder(tuple(rung(n, n in (1, 2, 5)) for n in range(1, 7)))
    assert top.highest == 2 and "Rung(s) 5 are reached on their own" in top.sentence


def test_a_row_naming_another_runs_line_is_not_a_failed_line(qtbot, tmp_path):
    """The statistics banner and captions say the row points at another run's line, as
    the sentence below them does, never that a book line FAILED."""
    from verifier_app.gui.charts.captions import left_out
    from verifier_app.gui.stats_view import rows_sentence
    from verifier_app.stats import compute_stats

    bundle = tmp_path / "bundle"
    shutil.copytree(demo_bundle_dir(), bundle)
    path = bundle / "api/v1/council-forecasts.csv"
    rows = list(csv.DictReader(io.StringIO(path.read_text())))
    first = rows[0]
    other = next(r for r in rows if r["run_id"] != first["run_id"]
                 and r["seat"] == first["seat"] and r["line"])
    first["line"] = other["line"]
    out = io.StringIO()
    writer = csv.DictWriter(out, list(first), lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    path.write_text(out.getvalue())
    report = walk(open_bundle([bundle]))
    assert report.lines.first_bad_line is None  # every book line verified
    stats = compute_stats(report.bundle, report)
    assert stats.rows.misdirected_count == 1 and stats.rows.line_failed == 0
    dropped = stats.eligibility.common_event.dropped
    assert dropped.get("line_not_its_own") == 1 and "line_failed" not in dropped
    assert "FAILED" not in rows_sentence(stats.rows)
    assert "FAILED" not in left_out(dropped)
    assert "1 naming another run's or seat's book line (that line itself verified)" in \
        left_out(dropped)


def test_the_seal_the_paper_contradicts_shows_fail_in_its_row(qtbot, demo_bundle):
    from verifier_app.gui.seal_rows import iter_rows

    (demo_bundle / "DEMONSTRATION.txt").unlink()
    listed = demo_bundle / "markets/proof/2026-10-20/130025Z.txt"
    listed.write_bytes(render_stamped_list("2026-10-20T13:00:25Z", [PAPER_CLAIM]))
    # No longer the demonstration: walked offline, so no public explorer or log is asked.
    report = walk(open_bundle([demo_bundle]), offline_walk_options())
    row = next(r for r in iter_rows(report) if r.seal.list.endswith("2026-10-20/130025Z.txt"))
    assert row.overall.status == Status.FAIL
    assert row.overall.text == "FAIL: the paper's cross-check"
    assert "The paper's cross-check failed on this seal: its SHA-256 of the stamped list " \
        "2026-10-20 13:00:25Z differs from the one printed in the paper" in row.overall.tip
    others = [r for r in iter_rows(report) if r.seal.list != row.seal.list]
    assert not any("paper" in r.overall.text for r in others)
    html = render_html(report, None, None, datetime(2026, 12, 3, tzinfo=UTC))
    assert html.count("The paper&#x27;s cross-check failed on this seal") >= 2  # table, block


def test_the_registered_test_says_its_benchmark_was_not_frozen(qtbot, demo_walked):
    from verifier_app.gui.stats_view import StatisticsView

    report, stats = demo_walked.report, demo_walked.stats
    view = StatisticsView()
    qtbot.addWidget(view)
    view.show()
    view.show_stats(stats, report.verdict_summary)
    prospective = next(r for r in stats.claims.rungs if r.key == "prospective")
    assert not prospective.reached and "not frozen by the registration" in prospective.evidence
    assert not view.endpoint_caveat.isHidden()
    said = view.endpoint_caveat.text()
    assert said.startswith("! Read the estimate below with care")
    assert "it was not frozen by the registration" in said
    # Above the estimate on its page, and in the JSON and the report too.
    layout = view.endpoint_caveat.parentWidget().layout()
    assert layout.indexOf(view.endpoint_caveat) < layout.indexOf(view.endpoint_label)
    assert stats.to_json()["claims_ladder"]["caveat"].startswith("Read the estimate below")
    view.show_computing()
    assert view.endpoint_caveat.isHidden()


def test_the_consensus_page_says_its_families_are_not_sealed(qtbot, demo_walked):
    """Section 5.3: a later model of a family weighs 1/3; the demo's families come from
    council-league.json, which is not sealed, and move the consensus and the registered
    test: the consensus page and the registered test's page say so."""
    from verifier_app.gui.stats_view import StatisticsView

    report, stats = demo_walked.report, demo_walked.stats
    view = StatisticsView()
    qtbot.addWidget(view)
    view.show()
    view.show_stats(stats, report.verdict_summary)
    said = "come from council-league.json, which is not sealed (Section 5.3)"
    assert not view.families_caveat.isHidden() and said in view.families_caveat.text()
    assert said in view.endpoint_label.text()
    html = render_html(report, stats, None, datetime(2026, 12, 3, tzinfo=UTC))
    assert said in html
    view.show_computing()
    assert view.families_caveat.isHidden()


def test_a_seal_that_only_warns_shows_the_papers_failure_in_its_row(qtbot, demo_walked):
    """The seal's own anchors warn (the demo's keys); the paper printed its list otherwise:
    its row says FAIL and why, never WARNING alone."""
    from dataclasses import replace

    from verifier_app.engine.paper_check import PaperRow
    from verifier_app.gui.seal_rows import iter_rows

    report = demo_walked.report  # read only: the paper's rows go to a copy of it
    seal = report.seals[3]
    assert seal.status == Status.WARN
    paper = [PaperRow("list-x", "SHA-256 of the stamped list", "ab" * 32, seal.sha256,
                      Status.FAIL, seal.list),
             PaperRow("code-x", "Code", "1", "1", Status.PASS)]
    rows = list(iter_rows(replace(report, paper=paper)))
    assert rows[3].overall.status == Status.FAIL
    assert rows[3].overall.text == "FAIL: the paper's cross-check"
    assert [r.overall.status for i, r in enumerate(rows) if i != 3] == \
        [s.status for i, s in enumerate(report.seals) if i != 3]


def test_recent_bundles_show_their_paths():
    from verifier_app.gui.file_menu import MAX_RECENT_LABEL, recent_label

    home = str(Path.home())
    demo = recent_label([str(demo_bundle_dir())])
    copy = recent_label([f"{home}/copies/demo-bundle"])
    assert demo != copy and copy == "~/copies/demo-bundle"
    assert str(demo_bundle_dir()).endswith(demo.split("…")[-1])
    long = recent_label(["/data/" + "x" * 200 + "/league"])
    assert len(long) <= MAX_RECENT_LABEL and long.endswith("/league")


def test_the_guide_on_offline_names_the_key_the_box_and_warns_of_fake_headers():
    from verifier_app.gui.guide import sections

    offline = dict(sections())["How to check offline"]
    for needed in ("Offline: never use the network", "Rekor public key file",
                   "Block headers file", "a headers file can be fake"):
        assert needed in offline, needed


def _late_bundle(root: Path, make_demo) -> Path:
    return make_demo(root / "late", DemoSettings(late_reference=False))


@pytest.mark.skipif(not POPPLER, reason="poppler (pdftotext, pdftoppm, pdfdetach) missing")
def test_page_one_of_an_exported_stale_report(qtbot, tmp_path, make_demo):
    """Exported from the window while the result is stale: page 1 says so, names the
    settings and the day chosen in the Seals tab, the P1b failure as the verdict's reason
    (said FAIL once), and the PDF carries every seal's checks as seals.csv."""
    from verifier_app.gui.file_menu import export_to

    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    open_and_wait(qtbot, window, [_late_bundle(tmp_path, make_demo)])
    window.seals_view.day_box.setCurrentText("2026-10-21")
    window.recheck.mark_stale()
    pdf = tmp_path / "report.pdf"
    export_to(window, pdf, "pdf")
    qtbot.waitUntil(lambda: getattr(window, "last_export", None) == pdf, timeout=120_000)
    first = subprocess.run(["pdftotext", "-f", "1", "-l", "1", str(pdf), "-"],
                           capture_output=True, text=True, check=True).stdout
    flat = " ".join(unicodedata.normalize("NFKC", first).split())  # ligatures as letters
    assert flat.index("OUT OF DATE") < flat.index("Verdict:")
    assert "Verdict: FAIL. 1 counted answer line(s) sealed after the 09:30 New York open" \
        in flat
    assert "FAIL:" not in flat  # the verdict is said once
    assert "line 51 (seat s03, run 2026-10-21-am, sealed 35 min 14 s after the open)" in flat
    for needed in ("How this was checked", "offline: nothing was asked of the network",
                   "the app's demonstration key (proves nothing)",
                   "2026-10-21 (the day you chose; New York session day)",
                   "The seals of 2026-10-21", "independent voices", "Registered test",
                   "What limits this result",
                   "The block headers are not Bitcoin's main chain"):
        assert needed in flat, needed
    assert "2026-10-21 09:00:17" in flat  # a New York time with its date
    listed = subprocess.run(["pdfdetach", "-list", str(pdf)], capture_output=True,
                            text=True, check=True).stdout
    assert "seals.csv" in listed
    subprocess.run(["pdfdetach", "-save", "1", "-o", str(tmp_path / "seals.csv"), str(pdf)],
                   check=True)
    seals = list(csv.DictReader((tmp_path / "seals.csv").open(encoding="utf-8")))
    assert len(seals) == len(window.report.seals)
    assert all(row["time_new_york"] for row in seals)
    subprocess.run(["pdftoppm", "-r", "70", "-f", "1", "-l", "1", "-png", str(pdf),
                    str(tmp_path / "page")], check=True)
    assert (tmp_path / "page-01.png").stat().st_size > 10_000


def test_the_reports_why_names_the_p1b_failure_first(tmp_path, make_demo):
    """Issue 27, item 1: the report's "why the verdict is what it is" leads with the P1b
    summary the window's banner shows (Section 3.11)."""
    from verifier_app.report.text import render_report

    report = walk(open_bundle([_late_bundle(tmp_path, make_demo)]))
    first = report.verdict_summary.first_reason
    assert first is not None and first.check == "p1b"
    html = render_html(report, None, None, datetime(2026, 12, 3, tzinfo=UTC))
    why = html.split("Why the verdict is what it is", 1)[1].split("</ol>", 1)[0]
    assert why.index("Every counted answer sealed before the open (P1b)") < why.index("Step 6")
    text = render_report(report, str, str)
    assert text.split("Why the verdict is what it is", 1)[1].lstrip().startswith(
        "- FAIL: Every counted answer sealed before the open (P1b): 1 counted answer line(s)")
