"""Every message id the source names is in the catalogue, so no rarely taken path (a forked
log, a token far too large, a price file that differs) stops with an unknown id."""

from __future__ import annotations

import re
from pathlib import Path

from verifier_app.anchors.ots import FILE_HASH_WARNINGS
from verifier_app.anchors.rekor import SAVED_WHERE
from verifier_app.core.messages import CATALOGUE
from verifier_app.core.results import Status
from verifier_app.report.first_page import PROVES
from verifier_app.report.html import PROPERTIES
from verifier_app.report.sources import SOURCE_KINDS
from verifier_app.stats.claims_ladder import RUNGS
from verifier_app.stats.endpoint import READINGS

SOURCE = Path(__file__).resolve().parents[2] / "src" / "verifier_app"
# Message.of("id" …), w.say("id" …), Message.of("a" if … else "b" …): every quoted id.
NAMED = re.compile(r"""(?:Message\.of|\.say)\(\s*(?:"([a-z0-9_.+]+)"|'([a-z0-9_.+]+)')""")
CHOSEN = re.compile(r"""Message\.of\(\s*"([a-z0-9_.+]+)" if .*? else "([a-z0-9_.+]+)\"""")


def test_every_quoted_message_id_is_in_the_catalogue():
    named = set()
    for path in SOURCE.rglob("*.py"):
        code = path.read_text(encoding="utf-8")
        named |= {a or b for a, b in NAMED.findall(code)}
        named |= {i for pair in CHOSEN.findall(code) for i in pair}
    assert len(named) > 150
    assert named <= set(CATALOGUE), sorted(named - set(CATALOGUE))


def test_every_message_id_made_from_a_name_is_in_the_catalogue():
    made = {f"step6.weak_{name}" for name in FILE_HASH_WARNINGS}
    made |= {f"rung.{key}" for key, *_ in RUNGS}
    made |= {f"claims.{kind}_{status.value}" for kind in ("first", "step") for status in Status}
    made |= {f"report.proves_{level}" for level in PROVES}
    made |= {f"report.source_{kind}" for kind, _ in SOURCE_KINDS}
    made |= {f"report.{name}" for name in PROPERTIES}
    made |= set(READINGS.values()) | set(SAVED_WHERE.values())
    made |= {"margin.at", "margin.before", "margin.after", "step6.no_headers",
             "step10.no_log", "rekor.in_log"}
    assert made <= set(CATALOGUE), sorted(made - set(CATALOGUE))
