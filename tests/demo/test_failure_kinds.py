"""Every workshop change fails with the code of what it broke, not only with a sentence.

The codes (``core.failures``) are what programs and tests compare; the sentences are for
readers and may be reworded or translated.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from verifier_app.core.bundle_open import open_bundle
from verifier_app.core.failures import (
    BitcoinFailure,
    ChainRule,
    ForecastsFailure,
    LogFailure,
    PrefixFailure,
    RecountFailure,
    TokenFailure,
)
from verifier_app.core.results import Status
from verifier_app.demo.tamper import TAMPERS
from verifier_app.engine.walk import walk

CHANGED_BOOK = {"step3": PrefixFailure.PREFIX_DIFFERS, "step7": RecountFailure.FIGURES_DIFFER}

EXPECTED = {
    "crlf": {**CHANGED_BOOK, "step4": ChainRule.CRLF},
    "flip": {**CHANGED_BOOK, "step4": ChainRule.SEAL},
    "reorder": {**CHANGED_BOOK, "step4": ChainRule.N},
    "bom": {**CHANGED_BOOK, "step4": ChainRule.BOM},
    "truncate": {"step3": PrefixFailure.BOOK_SHORTER, "step7": RecountFailure.FIGURES_DIFFER},
    # the day's sealed score line holds the close: the forecasts file is checked against it
    "close": {"forecasts_file": ForecastsFailure.DISAGREES_WITH_BOOK},
    # the trades file is not sealed; the recount of the accounts (step 7b) catches it
    "trade-price": {"step7": RecountFailure.ACCOUNT_DIFFERS},
    "ots-byte": {"step6": BitcoinFailure.MERKLE_ROOT},
    "header": {"step6": BitcoinFailure.MERKLE_ROOT},
    "token-digest": {"step9": TokenFailure.OTHER_CONTENT},
    "late-token": {"step9": TokenFailure.LIST_TIME_CONTRADICTED},
    "log-hash": {"step10": LogFailure.ENTRY_INVALID},
}


def test_every_tamper_kind_has_its_expected_codes() -> None:
    assert set(EXPECTED) == set(TAMPERS)


@pytest.mark.parametrize("kind", sorted(TAMPERS))
def test_a_tamper_kind_fails_exactly_its_checks_with_their_codes(tmp_path: Path, make_demo,
                                                                 kind) -> None:
    root = make_demo(tmp_path / kind, tamper=kind)
    report = walk(open_bundle([root]))
    failed = {s.id: s.failure for s in (*report.steps, *report.checks)
              if s.status is Status.FAIL}
    assert failed == EXPECTED[kind]
    # The failing anchor carries the same code as its step, and so does the JSON.
    anchors = {a.failure for seal in report.seals for a in seal.anchors()
               if a.status is Status.FAIL}
    assert anchors <= set(EXPECTED[kind].values())
    written = {s["id"]: s["failure"] for part in ("steps", "checks")
               for s in report.to_json()[part] if s["status"] == "fail"}
    assert written == {k: v.value for k, v in EXPECTED[kind].items()}
