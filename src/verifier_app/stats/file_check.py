"""The further check "The forecasts file agrees with the book" (``checks`` id
``forecasts_file``): every column of ``council-forecasts.csv`` the verified book speaks to,
compared with the book's value (``stats.book_rows``). Any disagreement fails the verdict;
the statistics use the book's values either way."""

from __future__ import annotations

from typing import TYPE_CHECKING

from verifier_app.core.failures import ForecastsFailure
from verifier_app.core.messages import Message
from verifier_app.core.results import Status, StepResult

if TYPE_CHECKING:  # a lone book's walk never reads rows, nor loads pandas for them
    from verifier_app.stats.book_rows import Disagreement, FileAgainstBook

SHOWN = 3  # disagreements named in the sentence; --json lists every one

CHECK_ID = "forecasts_file"
TITLE = "The forecasts file agrees with the book"
COMMAND = ("compare each row of council-forecasts.csv with its book line (line), the run "
           "line of its run and the verified score line of its run and horizon")


def forecasts_check(checked: FileAgainstBook | None, provided: bool) -> StepResult:
    """``checked``: the comparison, when step 7 read the rows; ``provided``: whether the
    bundle has a forecasts file at all (without one the check has nothing to decide)."""
    if checked is None:
        return StepResult(CHECK_ID, TITLE, Status.NOT_CHECKED, evidence={}, command=COMMAND,
                          applies=provided, left_unchecked=True,
                          message=Message.of("forecasts.not_read"))
    evidence = checked.to_json()
    said = _said(checked)
    if checked.disagreements or checked.missing:
        return StepResult(CHECK_ID, TITLE, Status.FAIL, evidence=evidence, command=COMMAND,
                          failure=ForecastsFailure.DISAGREES_WITH_BOOK, message=said)
    # Rows no book line can be found for: never a pass. Where such a row's cell holds a
    # sealed probability, ``missing`` names it and the check has failed above.
    if checked.malformed_lines:
        return StepResult(CHECK_ID, TITLE, Status.NOT_CHECKED, evidence=evidence,
                          command=COMMAND, message=said)
    return StepResult(CHECK_ID, TITLE, Status.PASS, evidence=evidence, command=COMMAND,
                      message=said)


def _said(checked: FileAgainstBook) -> Message:
    from verifier_app.stats.book_rows import COMPARED

    found = checked.disagreements
    if found:
        said = Message.of("forecasts.differ", count=len(found), first=_first(found))
    elif checked.missing:
        said = Message.of("forecasts.agree_but", rows=checked.spoken, columns=len(COMPARED))
    else:
        said = Message.of("forecasts.agree", rows=checked.spoken, columns=len(COMPARED))
    if checked.missing:
        said = Message.of("join.sentences", first=said, second=Message.of(
            "forecasts.missing", count=len(checked.missing), first=_first(checked.missing)))
    if checked.unscored:
        said = Message.of("join.sentences", first=said,
                          second=Message.of("forecasts.unscored", count=checked.unscored))
    if checked.run_undecided:
        said = Message.of("join.sentences", first=said,
                          second=Message.of("forecasts.undecided", count=checked.run_undecided))
    if checked.not_spoken:
        said = Message.of("join.sentences", first=said,
                          second=Message.of("forecasts.unspoken", count=checked.not_spoken))
    if checked.malformed_lines:
        line, text = checked.malformed_first[0]
        said = Message.of("join.sentences", first=said, second=Message.of(
            "forecasts.malformed_line", count=checked.malformed_lines, line=line, text=text))
    return said


def _first(found: tuple[Disagreement, ...]) -> Message:
    items = [_item(d) for d in found[:SHOWN]]
    joined = items[0]
    for item in items[1:]:
        joined = Message.of("join.semicolon", first=joined, second=item)
    return joined


def _item(d: Disagreement) -> Message:
    return Message.of("forecasts.item", run=d.run_id, seat=d.seat, market=d.asset,
                      horizon=d.horizon, column=d.column, file=_shown(d.file),
                      book=_shown(d.book))


def _shown(value: object) -> str:
    if value is None:
        return "(none)"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value).lower() if isinstance(value, bool) else str(value)
