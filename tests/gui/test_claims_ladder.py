"""The claims ladder beside the trust ladder, on a real window (pytest-qt)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFrame

from tests.gui.helpers import WAIT_MS, open_and_wait
from verifier_app.gui.claims_ladder import ClaimsLadder
from verifier_app.gui.main_window import MainWindow
from verifier_app.gui.messages import CLAIMS_TEXTS
from verifier_app.resources import demo_bundle_dir
from verifier_app.stats.claims_ladder import RUNGS, TO_REACH

pytestmark = pytest.mark.gui


def test_the_claims_ladder_wording_is_marked_for_translation():
    engine = {t for rung in RUNGS for t in rung[1:]} | set(TO_REACH.values())
    assert set(CLAIMS_TEXTS) == engine


def test_the_demo_window_shows_rung_2_reached_beside_the_trust_ladder(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    open_and_wait(qtbot, window, [demo_bundle_dir()])
    claims: ClaimsLadder = window.ladder.claims
    qtbot.waitUntil(lambda: bool(claims.reached), timeout=WAIT_MS)
    assert claims.reached == {1: True, 2: True, 3: False, 4: False, 5: False, 6: False}
    names = [w.accessibleName() for w in claims.findChildren(QFrame)
             if w.accessibleName().startswith("Rung ") and w.isVisibleTo(claims)]
    assert names[0].startswith("Rung 6:") and names[-1] == "Rung 1: Published rules: reached"
    assert window.ladder.levels["1"] is True  # the trust ladder is still there


def test_without_statistics_the_claims_ladder_says_so(qtbot):
    ladder = ClaimsLadder()
    qtbot.addWidget(ladder)
    ladder.show_ladder(None)
    assert ladder.reached == {}
