"""Steps 1 to 4, and steps 6, 7, 9 and 10 when there is nothing for them to check.

Each function turns facts the walk gathered into a ``StepResult`` with a one-sentence
verdict a non-programmer can read and the evidence an expert wants.
"""

from __future__ import annotations

from verifier_app.engine.bundle import Bundle
from verifier_app.engine.chain import ChainScan
from verifier_app.engine.failures import ChainRule, ListFailure
from verifier_app.engine.results import SealResult, Status, StepResult, combine
from verifier_app.engine.step_ids import TITLES


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
    if bundle.file_problems:
        first = bundle.file_problems[0]
        more = len(bundle.file_problems) - 1
        status = Status.NOT_CHECKED
        detail = (f"{first.sentence}" + (f" {more} more file(s) could not be used either."
                                         if more else "")
                  + " Whatever they hold was not checked, so this bundle cannot fully pass.")
    elif book and seals:
        status = Status.PASS
        detail = f"Found the book and {len(seals)} stamped list(s)."
    elif book:
        status = Status.NOT_CHECKED
        detail = "Found the book but no stamped list (file not provided)."
    elif seals:
        status, detail = Status.NOT_CHECKED, "Found stamped lists but no book (file not provided)."
    else:
        status, detail = Status.NOT_CHECKED, "Neither a book nor a stamped list was provided."
    command = ("curl -sO <data>/council-book.jsonl; curl -sO <proof>/<day>/<HHMMSS>Z.txt; "
               "curl -sO <proof>/<day>/<HHMMSS>Z.txt.ots")
    return StepResult("step1", TITLES["step1"], status, detail, evidence, command)


def read_lists(seals: list[SealResult]) -> StepResult:
    seals = [s for s in seals if s.kind == "list"]
    evidence = {"lists": [{"list": s.list, "sha256": s.sha256, "day": s.day, "time": s.time,
                           "claims": [(c.book, c.lines) for c in s.covers]} for s in seals]}
    if not seals:
        return StepResult("step2", TITLES["step2"], Status.NOT_CHECKED,
                          "No stamped list was provided.", evidence, "cat <HHMMSS>Z.txt")
    empty = [s.list for s in seals if not s.covers]
    if empty:
        return StepResult("step2", TITLES["step2"], Status.FAIL,
                          f"{empty[0]} names no book, so it seals nothing that can be checked.",
                          evidence, "cat <HHMMSS>Z.txt", failure=ListFailure.NAMES_NO_BOOK)
    claims = sum(len(s.covers) for s in seals)
    return StepResult("step2", TITLES["step2"], Status.PASS,
                      f"Read {len(seals)} stamped list(s) with {claims} book claim(s).",
                      evidence, "cat <HHMMSS>Z.txt")


def prefixes(seals: list[SealResult], bundle: Bundle) -> StepResult:
    covers = [c for s in seals for c in s.covers]
    provided = [c for c in covers if c.file is not None]
    skipped = sorted({c.book for c in covers if c.file is None})
    evidence = {"checked": len(provided), "books_not_provided": skipped}
    command = "head -n <N> council-book.jsonl | shasum -a 256"
    if not provided:
        return StepResult("step3", TITLES["step3"], Status.NOT_CHECKED,
                          "No book named by a stamped list was provided.", evidence, command)
    asks = bundle.asks_chain.relpath if bundle.asks_chain else None
    if all(c.file == asks for c in provided):  # the outgoing asks alone are not the book
        missing = next((c.book for c in covers if c.file is None), "the book")
        return StepResult("step3", TITLES["step3"], Status.NOT_CHECKED,
                          f"The book the stamped lists name ({missing}) was not provided or "
                          "could not be read, so not one of its stamped lines was checked.",
                          evidence, command)
    status = combine([c.status for c in provided])
    failure = None
    if status == Status.FAIL:
        bad = next(c for c in provided if c.status == Status.FAIL)
        detail, failure = bad.problem, bad.failure
    else:
        detail = (f"All {len(provided)} stamped prefixes match the book: the sealed lines are "
                  "exactly the lines you have.")
    if skipped:
        detail += f" {len(skipped)} other book(s) named in the lists were not provided."
    return StepResult("step3", TITLES["step3"], status, detail, evidence, command,
                      failure=failure)


def chain(book: ChainScan | None, asks: ChainScan | None) -> StepResult:
    command = "python3 (the paper's step-4 snippet) council-book.jsonl"
    scans = [s for s in (book, asks) if s is not None]
    evidence = {s.result.path: s.result.to_json() for s in scans}
    if book is None:
        return StepResult("step4", TITLES["step4"], Status.NOT_CHECKED,
                          "No book was provided.", evidence, command)
    broken = [s.result for s in scans if not s.result.chain_ok]
    if broken:
        first = broken[0]
        return StepResult("step4", TITLES["step4"], Status.FAIL,
                          f"{first.path}: {first.problem}", evidence, command,
                          failure=ChainRule(first.rule) if first.rule else None)
    notes = [note for s in scans for note in s.result.notes]
    detail = "; ".join(f"chain ok: {s.result.lines} lines of {s.result.path}" for s in scans)
    status = Status.WARN if notes else Status.PASS
    if notes:
        detail += ". " + " ".join(notes)
    return StepResult("step4", TITLES["step4"], status, detail, evidence, command)


def bitcoin_anchor() -> StepResult:
    return StepResult("step6", TITLES["step6"], Status.NOT_CHECKED,
                      "Not checked: no stamped list or proof was provided.",
                      command="ots verify <HHMMSS>Z.txt.ots")


def timestamp_tokens() -> StepResult:
    return StepResult("step9", TITLES["step9"], Status.NOT_CHECKED,
                      "Not checked: no stamped list or token was provided.",
                      command="openssl ts -verify -data <list> -in <list>.<tsa>.tsr "
                              "-CAfile <ca.pem> -untrusted <tsa.crt>")


def transparency_log() -> StepResult:
    return StepResult("step10", TITLES["step10"], Status.NOT_CHECKED,
                      "Not checked: no stamped list was provided to look up in the log.",
                      command='curl -s "https://rekor.sigstore.dev/api/v1/log/entries?logIndex=N"')
