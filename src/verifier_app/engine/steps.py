"""Steps 1 to 4, and steps 6, 7, 9 and 10 when there is nothing for them to check.

Each function turns facts the walk gathered into a ``StepResult`` with a one-sentence
verdict a non-programmer can read and the evidence an expert wants.
"""

from __future__ import annotations

from verifier_app.core.bundle import Bundle
from verifier_app.core.chain import ChainScan
from verifier_app.core.failures import ChainRule, ListFailure
from verifier_app.core.messages import Message
from verifier_app.core.results import ChainResult, SealResult, Status, StepResult
from verifier_app.core.status import combine
from verifier_app.core.step_ids import TITLES


def get_files(bundle: Bundle, seals: list[SealResult]) -> StepResult:
    book = bundle.book
    seals = [s for s in seals if s.kind == "list"]
    evidence = {
        "book": book.relpath if book else None,
        "asks_chain": bundle.asks_chain.relpath if bundle.asks_chain else None,
        "stamped_lists": [s.list for s in seals],
        "files": len(bundle.files),
        "problems": bundle.problems,
        "unreadable": [{"file": p.relpath, "kind": p.kind.value, "sentence": p.sentence}
                       for p in bundle.file_problems],
    }
    command = ("curl -sO <data>/council-book.jsonl; curl -sO <proof>/<day>/<HHMMSS>Z.txt; "
               "curl -sO <proof>/<day>/<HHMMSS>Z.txt.ots")
    if bundle.file_problems:
        first = bundle.file_problems[0]
        more = len(bundle.file_problems) - 1
        detail = (f"{first.sentence}" + (f" {more} more file(s) could not be used either."
                                         if more else "")
                  + " Whatever they hold was not checked, so this bundle cannot fully pass.")
        return StepResult("step1", TITLES["step1"], Status.NOT_CHECKED, detail, evidence,
                          command)
    if book and seals:
        status, message = Status.PASS, Message.of("step1.found", lists=len(seals))
    elif book:
        status, message = Status.NOT_CHECKED, Message.of("step1.no_lists")
    elif seals:
        status, message = Status.NOT_CHECKED, Message.of("step1.no_book")
    else:
        status, message = Status.NOT_CHECKED, Message.of("step1.nothing")
    return StepResult("step1", TITLES["step1"], status, "", evidence, command, message=message)


def read_lists(seals: list[SealResult]) -> StepResult:
    seals = [s for s in seals if s.kind == "list"]
    evidence = {"lists": [{"list": s.list, "sha256": s.sha256, "day": s.day, "time": s.time,
                           "claims": [(c.book, c.lines) for c in s.covers]} for s in seals]}
    if not seals:
        return StepResult("step2", TITLES["step2"], Status.NOT_CHECKED, "", evidence,
                          "cat <HHMMSS>Z.txt", message=Message.of("step2.none"))
    empty = [s.list for s in seals if not s.covers]
    if empty:
        return StepResult("step2", TITLES["step2"], Status.FAIL, "", evidence,
                          "cat <HHMMSS>Z.txt", failure=ListFailure.NAMES_NO_BOOK,
                          message=Message.of("step2.names_no_book", list=empty[0]))
    claims = sum(len(s.covers) for s in seals)
    return StepResult("step2", TITLES["step2"], Status.PASS, "", evidence, "cat <HHMMSS>Z.txt",
                      message=Message.of("step2.read", lists=len(seals), claims=claims))


def prefixes(seals: list[SealResult], bundle: Bundle) -> StepResult:
    covers = [c for s in seals for c in s.covers]
    provided = [c for c in covers if c.file is not None]
    skipped = sorted({c.book for c in covers if c.file is None})
    evidence = {"checked": len(provided), "books_not_provided": skipped}
    command = "head -n <N> council-book.jsonl | shasum -a 256"
    if not provided:
        return StepResult("step3", TITLES["step3"], Status.NOT_CHECKED, "", evidence, command,
                          message=Message.of("step3.none"))
    asks = bundle.asks_chain.relpath if bundle.asks_chain else None
    if all(c.file == asks for c in provided):  # the outgoing asks alone are not the book
        missing = next((c.book for c in covers if c.file is None), "the book")
        return StepResult("step3", TITLES["step3"], Status.NOT_CHECKED, "", evidence, command,
                          message=Message.of("step3.book_missing", book=missing))
    status = combine([c.status for c in provided])
    failure = None
    if status == Status.FAIL:
        bad = next(c for c in provided if c.status == Status.FAIL)
        message, failure = bad.message, bad.failure
        detail = bad.problem
    else:
        message = Message.of("step3.all_match", count=len(provided))
        detail = message.render()
    if skipped:
        more = Message.of("step3.skipped", count=len(skipped))
        detail += " " + more.render()
        message = Message.of("join.sentences", first=message, second=more) if message else None
    return StepResult("step3", TITLES["step3"], status, detail, evidence, command,
                      failure=failure, message=message)


def chain(book: ChainScan | None, asks: ChainScan | None) -> StepResult:
    command = "python3 (the paper's step-4 snippet) council-book.jsonl"
    scans = [s for s in (book, asks) if s is not None]
    evidence = {s.result.path: s.result.to_json() for s in scans}
    if book is None:
        return StepResult("step4", TITLES["step4"], Status.NOT_CHECKED, "", evidence, command,
                          message=Message.of("step4.none"))
    broken = [s.result for s in scans if not s.result.chain_ok]
    if broken:
        first = broken[0]
        return StepResult("step4", TITLES["step4"], Status.FAIL,
                          f"{first.path}: {first.problem}", evidence, command,
                          failure=ChainRule(first.rule) if first.rule else None,
                          message=_broken(first))
    notes = [note for s in scans for note in s.result.notes]
    if notes:
        detail = "; ".join(f"chain ok: {s.result.lines} lines of {s.result.path}"
                           for s in scans)
        return StepResult("step4", TITLES["step4"], Status.WARN,
                          detail + ". " + " ".join(notes), evidence, command)
    oks = [Message.of("step4.ok", lines=s.result.lines, path=s.result.path) for s in scans]
    message = oks[0] if len(oks) == 1 else Message.of("join.semicolon", first=oks[0],
                                                      second=oks[1])
    return StepResult("step4", TITLES["step4"], Status.PASS, "", evidence, command,
                      message=message)


def _broken(first: ChainResult) -> Message | None:
    """The chain's first problem as a message; None where it names more than the rule
    (a duplicate field's name), so the English sentence is shown as written."""
    if first.first_bad_line is None:
        return Message.of("step4.empty", path=first.path) if first.lines == 0 else None
    if first.rule is None or first.rule == "duplicate_key":
        return None
    return Message.of("step4.broken", path=first.path, line=first.first_bad_line,
                      reason=Message.of(f"rule.{first.rule}"))


def bitcoin_anchor() -> StepResult:
    return StepResult("step6", TITLES["step6"], Status.NOT_CHECKED,
                      message=Message.of("step6.none"), command="ots verify <HHMMSS>Z.txt.ots")


def timestamp_tokens() -> StepResult:
    return StepResult("step9", TITLES["step9"], Status.NOT_CHECKED,
                      message=Message.of("step9.none"),
                      command="openssl ts -verify -data <list> -in <list>.<tsa>.tsr "
                              "-CAfile <ca.pem> -untrusted <tsa.crt>")


def transparency_log() -> StepResult:
    return StepResult("step10", TITLES["step10"], Status.NOT_CHECKED,
                      message=Message.of("step10.none"),
                      command='curl -s "https://rekor.sigstore.dev/api/v1/log/entries?logIndex=N"')
