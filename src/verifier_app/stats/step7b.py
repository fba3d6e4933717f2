"""Step 7b, the portfolio accounts: the part of the paper's step 7 that ``replay.py`` does.

Where the bundle carries the arena's published accounts, trades and prices and the
protocol file declares the rules, every account is recounted by the app's own code
(``portfolio_recount``) and compared within the published rounding. Where it does not, the
part is not checked and says the paper's command (Appendix B, step 7). The three files are
not sealed (the book holds no trade): a pass says so in its sentence, and the evidence
carries ``files_sealed`` false, so an agreeing recount is never read as a sealed portfolio.
"""

from __future__ import annotations

from verifier_app.core.bundle import Bundle
from verifier_app.core.failures import RecountFailure
from verifier_app.core.messages import Grouped, Message
from verifier_app.core.results import Status, StepResult
from verifier_app.core.step_ids import PART_TITLES
from verifier_app.stats.portfolio_files import (
    PortfolioInputError,
    missing_files,
    read_inputs,
    read_protocol,
)
from verifier_app.stats.portfolio_recount import AccountsRecount, Category, recount_accounts

PART = "step7b"
PAPER_COMMAND = "python3 replay.py https://trends.polyhelper.ai/api/v1/"
COMMAND = ("curl -s https://trends.polyhelper.ai/api/v1/arena-code-tools-replay.py.txt "
           f"-o replay.py; {PAPER_COMMAND}")


def accounts_part(bundle: Bundle) -> StepResult:
    missing = missing_files(bundle)
    if missing:
        return _part(Status.NOT_CHECKED, Message.of(
            "step7b.no_files", missing=", ".join(missing), command=PAPER_COMMAND),
            {"missing_files": missing})
    try:
        recount = recount_accounts(read_inputs(bundle, read_protocol(bundle)))
    except PortfolioInputError as error:
        assert error.message is not None
        return _part(Status.NOT_CHECKED, Message.of("step7b.not_read", reason=error.message,
                                                    command=PAPER_COMMAND),
                     {"problem": str(error)})
    return _verdict(recount)


def _verdict(recount: AccountsRecount) -> StepResult:
    evidence = {**recount.to_json(), "files_sealed": False}
    if not recount.rows:
        return _part(Status.NOT_CHECKED, Message.of("step7b.no_rows"), evidence)
    counted = _counted(recount)
    if recount.different:
        row = recount.different[0]
        worst = row.worst
        assert worst is not None
        said = Message.of("step7b.different", account=row.row.account,
                          session=row.row.session.isoformat(), field=worst.field,
                          published=worst.published,
                          recomputed=_shown(worst.field, worst.recomputed),
                          count=len(recount.different))
        return _part(Status.FAIL, Message.of("join.sentences", first=said, second=counted),
                     evidence, RecountFailure.ACCOUNT_DIFFERS)
    if recount.not_recounted:
        row = recount.not_recounted[0]
        said = Message.of("step7b.some_not_recounted", count=len(recount.not_recounted),
                          account=row.row.account, session=row.row.session.isoformat(),
                          missing=row.detail)
        return _part(Status.NOT_CHECKED, Message.of("join.sentences", first=counted,
                                                    second=said), evidence)
    return _part(Status.PASS, Message.of("join.sentences", first=counted,
                                         second=Message.of("step7b.reproduced")), evidence)


def _shown(name: str, value: float) -> float:
    """A recounted figure as the sentence shows it: money to the cent, shares to 1e-6."""
    return round(value, 2) if name in ("value", "fees") else round(value, 6)


def _counted(recount: AccountsRecount) -> Message:
    """The paper's replay summary, in its words (Appendix B, step 7)."""
    sessions = recount.sessions
    return Message.of(
        "step7b.counted", rows=Grouped(len(recount.rows)), accounts=Grouped(recount.accounts),
        sessions=Grouped(len(sessions)), first=sessions[0].isoformat(),
        last=sessions[-1].isoformat(), trades=Grouped(recount.trades),
        rules=recount.rules.version, exact=Grouped(recount.count(Category.EXACT)),
        rounding=Grouped(recount.count(Category.ROUNDING)),
        different=Grouped(recount.count(Category.DIFFERENT)),
        other=Grouped(recount.count(Category.NOT_RECOUNTED)))


def accounts_result(status: Status, message: Message, evidence: dict,
                    failure: RecountFailure | None = None) -> StepResult:
    """7b's result as ``accounts_part`` makes it (one kept for the same files is rebuilt
    with it, ``history.kept_accounts``)."""
    return _part(status, message, evidence, failure)


def _part(status: Status, message: Message, evidence: dict,
          failure: RecountFailure | None = None) -> StepResult:
    return StepResult(PART, PART_TITLES[PART], status, "", evidence, COMMAND, failure=failure,
                      message=message)
