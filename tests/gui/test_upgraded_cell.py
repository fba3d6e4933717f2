"""The seals table's Bitcoin cell for a proof completed from its calendar (issue 29,
item 1): it names the calendar and the time, in the reader's language, and its verdict
is the completed proof's own, never more."""

from __future__ import annotations

import pytest

from verifier_app.core.anchor_results import OtsResult, ProofKind, Upgrade
from verifier_app.core.results import SealResult, Status
from verifier_app.gui.seal_rows import _bitcoin

pytestmark = pytest.mark.gui

UPGRADE = Upgrade("https://alice.btc.calendar.opentimestamps.org", "2026-10-21T09:12:00Z",
                  "cache", "ab" * 32, "ots-upgrades/x.json")


def _cell(ots: OtsResult):
    seal = SealResult(list="markets/proof/2026-10-20/130025Z.txt", sha256="00" * 32)
    seal.ots = ots
    return _bitcoin(None, seal)  # the report is read only for a seal without a proof


def test_an_upgraded_proof_names_its_calendar_and_time(qapp) -> None:
    cell = _cell(OtsResult(kind=ProofKind.BITCOIN, status=Status.PASS, height=972334,
                           header_time="2026-10-20T13:55:20Z", upgraded=UPGRADE))
    assert cell.status is Status.PASS
    assert "upgraded from calendar alice.btc.calendar.opentimestamps.org at " \
        "2026-10-21 09:12:00 UTC" in cell.text


def test_an_upgraded_proof_whose_block_was_not_checked_stays_not_checked(qapp) -> None:
    cell = _cell(OtsResult(kind=ProofKind.BITCOIN, status=Status.NOT_CHECKED, height=972334,
                           upgraded=UPGRADE))
    assert cell.status is Status.NOT_CHECKED and cell.text.startswith("NOT CHECKED")
    assert "upgraded from calendar" in cell.text


def test_a_pending_proof_says_nothing_of_an_upgrade(qapp) -> None:
    cell = _cell(OtsResult(kind=ProofKind.PENDING))
    assert "upgraded" not in cell.text and "pending" in cell.text
