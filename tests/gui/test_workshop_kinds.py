"""Every workshop change, applied from the real window, fails at its own step."""

from __future__ import annotations

import pytest

from tests.gui.helpers import WAIT_MS, walked_window
from verifier_app.core.results import Status
from verifier_app.gui.workshop_run import BEYOND_THE_SEALS, TAMPER_CHOICES
from verifier_app.resources import demo_bundle_dir

# One window for the module, on one test process: it opens the demo once.
pytestmark = [pytest.mark.gui, pytest.mark.xdist_group("workshop_kinds")]

FAILING_STEP = {"flip": "step4", "reorder": "step4", "crlf": "step4", "bom": "step4",
                "truncate": "step3", "ots-byte": "step6", "header": "step6",
                "token-digest": "step9", "late-token": "step9", "log-hash": "step10",
                "trade-price": "step7"}
FIRST_LINE = {"crlf": 1, "bom": 1}


@pytest.fixture(scope="module")
def opened(request):
    """The window with the demo opened (and its statistics drawn), once for the module."""
    return walked_window(request, [demo_bundle_dir()])


@pytest.fixture
def window(qtbot, opened):
    """The module's window showing the demo as opened; each case restores it (and should a
    case fail before it does, it is restored here for the next)."""
    assert opened.workshop is None and opened.original is not None and not opened.busy
    assert opened.report is opened.original and opened.verdict.title == "PASS WITH 3 WARNINGS"
    yield opened
    qtbot.waitUntil(lambda: not opened.busy, timeout=WAIT_MS)
    if opened.workshop is not None:
        opened.restore_original()


def test_every_kind_in_the_panel_has_an_expected_step() -> None:
    # a change beyond the seals (a published close) fails no step: it says what catches it
    assert set(TAMPER_CHOICES) == set(FAILING_STEP) | set(BEYOND_THE_SEALS)


@pytest.mark.parametrize("kind", list(FAILING_STEP))
def test_workshop_change_fails_at_its_step(qtbot, window, kind: str) -> None:
    window.apply_tamper(kind)
    qtbot.waitUntil(lambda: window.workshop is not None and not window.busy, timeout=WAIT_MS)
    cards = {card.step.id: card.mark.status for card in window.walk_view.cards}
    assert cards[FAILING_STEP[kind]] == Status.FAIL
    assert window.verdict.title == "FAIL"
    broke = window.workshop_view.broke.text()
    assert "FAILED" in broke
    if kind in FIRST_LINE:
        assert f"line {FIRST_LINE[kind]};" in broke
    if kind == "trade-price":  # step 7 shows its two parts, and the failed one is named
        card = window.walk_view.cards[6]
        assert [(r.part.id, r.mark.status) for r in card.parts] == \
            [("step7a", Status.PASS), ("step7b", Status.FAIL)]
        assert not card.detail.isVisible() and card.parts[1].detail.text().startswith("Account s")
        assert broke.startswith("Step 7b (The portfolio accounts) FAILED: Account s")
        assert "portfolio league's trades file" in window.workshop_view.bytes_view.toPlainText()
    if FAILING_STEP[kind] in ("step6", "step9", "step10"):
        assert "unchanged" in window.workshop_view.bytes_view.toPlainText()
        assert cards["step4"] == Status.PASS  # the book itself is untouched
    window.restore_original()
    assert window.workshop is None
