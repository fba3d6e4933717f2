"""Step 5: the question a run answered (``asks/<sha256>.md``).

The ask text must hash to its own file name and to the ``ask_sha256`` of every run line
that names it; answer lines repeat the run's ``ask_sha256`` and must agree with it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from verifier_app.core.bundle import Bundle
from verifier_app.core.errors import UserFacingError
from verifier_app.core.failures import AskFailure
from verifier_app.core.messages import Message
from verifier_app.core.results import Status, StepResult

TITLE = "The question each run answered"
COMMAND = "curl -s <data>/asks/<ask_sha256>.md | shasum -a 256"


@dataclass
class AskIndex:
    """What the book says about asks, gathered during the chain scan."""

    run_asks: dict[str, tuple[int, str]] = field(default_factory=dict)  # run_id -> (line, sha)
    answer_mismatches: list[str] = field(default_factory=list)

    def record(self, n: int, facts: dict) -> None:
        sha = facts.get("ask_sha256")
        run_id = str(facts.get("run_id", f"line {n}"))
        if not isinstance(sha, str):
            return
        if facts.get("kind") == "run":
            self.run_asks[run_id] = (n, sha)
        elif facts.get("kind") == "answer" and self.run_asks.get(run_id, (0, sha))[1] != sha:
            self.answer_mismatches.append(
                f"line {n} (answer in run {run_id}) names ask {sha[:12]}…, its run line "
                f"names {self.run_asks[run_id][1][:12]}…"
            )


def check_asks(bundle: Bundle, index: AskIndex | None) -> StepResult:
    texts = bundle.ask_texts()
    if index is None or not index.run_asks:
        return StepResult("step5", TITLE, Status.NOT_CHECKED, command=COMMAND,
                          message=Message.of("step5.none"))
    bad_names, actual = _hash_texts(bundle, texts)
    runs, missing, wrong = [], [], []
    for run_id, (line, sha) in index.run_asks.items():
        if sha not in texts:
            state = "not_checked"
            missing.append(run_id)
        elif actual[sha] != sha:
            state = "fail"
            wrong.append(run_id)
        else:
            state = "pass"
        runs.append({"run_id": run_id, "line": line, "ask_sha256": sha, "status": state})
    evidence = {"runs": runs, "texts_with_wrong_hash": bad_names,
                "answer_lines_naming_another_ask": index.answer_mismatches}
    status, said = _verdict(len(runs), missing, wrong, bad_names, index.answer_mismatches)
    detail, message = (said, None) if isinstance(said, str) else (said.render(), said)
    failure = None
    if status is Status.FAIL:
        failure = AskFailure.TEXT_CHANGED if wrong or bad_names else AskFailure.OTHER_ASK
    return StepResult("step5", TITLE, status, detail, evidence, COMMAND, failure=failure,
                      message=message)


def _hash_texts(bundle: Bundle, texts: dict) -> tuple[list[str], dict[str, str]]:
    actual: dict[str, str] = {}
    bad: list[str] = []
    for sha, bundle_file in texts.items():
        try:
            actual[sha] = bundle_file.sha256()
        except UserFacingError:  # too large to be read, so it cannot be the ask's text
            actual[sha] = ""
        if actual[sha] != sha:
            bad.append(bundle_file.relpath)
    return bad, actual


def _verdict(total: int, missing: list[str], wrong: list[str], bad_names: list[str],
             answer_mismatches: list[str]) -> tuple[Status, str | Message]:
    if wrong or bad_names or answer_mismatches:
        parts = []
        if wrong:
            parts.append(f"the ask text of run {wrong[0]} does not match the hash its run sealed")
        if bad_names:
            parts.append(f"{bad_names[0]} does not hash to its own name")
        if answer_mismatches:
            parts.append(f"an answer names another ask than its run ({answer_mismatches[0]})")
        return Status.FAIL, "Changed ask text: " + "; ".join(parts) + "."
    if missing:
        return Status.NOT_CHECKED, Message.of("step5.missing", checked=total - len(missing),
                                              runs=total, missing=len(missing),
                                              first=missing[0])
    return Status.PASS, Message.of("step5.all", runs=total)
