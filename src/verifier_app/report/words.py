"""The report's words in the reader's language: one object handed to every part of it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from verifier_app.core.messages import Lookup, Message
from verifier_app.core.status import STATUS_WORDS, to_status


def same(text: str) -> str:
    return text


@dataclass(frozen=True)
class ReportWords:
    """``engine``: the engine's message templates (the report's own wording among them);
    ``text``: the window's fixed texts (status words, verdict titles). English without."""

    engine: Lookup | None = None
    text: Lookup = same

    def say(self, id: str, **values: Any) -> str:
        return Message.of(id, **values).render(self.engine)

    def status(self, value: Any) -> str:
        """PASS, FAIL, WARNING, NOT CHECKED in the reader's language."""
        return self.text(STATUS_WORDS[to_status(value)])

    def said(self, result: Any) -> str:
        """A step's, check's, reason's or anchor's sentence in the reader's language."""
        return result.said(self.engine)

    def label(self, report: Any, reason: Any) -> str:
        """'Step 3: The book starts with the stamped lines' (a reason's label), its title in
        the reader's language."""
        check = next((c for c in (*report.steps, *report.checks) if c.id == reason.check),
                     None)
        if check is None:
            seal = reason.check.removeprefix("seal ")
            return self.say("reason.seal", list=seal) if seal != reason.check else reason.label
        number = check.id.removeprefix("step")
        title = self.text(check.title)
        return self.say("report.step_label", number=number, title=title) if number.isdigit() \
            else title

