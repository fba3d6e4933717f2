"""A source that cannot be reached: the step says what to do, and stays not checked."""

from __future__ import annotations

from verifier_app.anchors.anchor_steps import bitcoin_step, rekor_step
from verifier_app.core.anchor_results import OtsResult, ProofKind, RekorResult
from verifier_app.core.results import SealResult, Status


def _seal() -> SealResult:
    return SealResult(list="markets/proof/2026-10-20/130025Z.txt", sha256="00" * 32)


def test_no_header_source_says_to_give_a_headers_file_or_check_again():
    seal = _seal()
    seal.ots = OtsResult(kind=ProofKind.BITCOIN, status=Status.NOT_CHECKED, height=972334,
                         detail="Block 972334 was not checked: no block header source.")
    step = bitcoin_step([seal])
    assert step.status == Status.NOT_CHECKED
    assert "Settings > Bitcoin block headers" in step.detail
    assert "press Check again" in step.detail


def test_an_unreachable_log_says_to_connect_and_check_again():
    seal = _seal()
    seal.rekor = RekorResult(list_sha256="00" * 32, status=Status.NOT_CHECKED,
                             detail="The log could not be reached.",
                             evidence={"log_unreachable": "connection refused"})
    step = rekor_step([seal])
    assert step.status == Status.NOT_CHECKED and "press Check again" in step.detail
    pending = _seal()
    pending.ots = OtsResult(kind=ProofKind.PENDING)
    assert "What to do" not in bitcoin_step([pending]).detail  # nothing to look up yet
