"""The results' JSON: every field of a claim is a key, in the order the fields are declared."""

from __future__ import annotations

from dataclasses import fields

from verifier_app.core.failures import PrefixFailure
from verifier_app.core.messages import Message
from verifier_app.core.results import CoverResult, Status


def test_a_claims_json_has_every_field_in_order_with_plain_values() -> None:
    said = Message.of("join.sentences", first="a", second="b")
    cover = CoverResult("book.jsonl", 3, "h", "l", file="council-book.jsonl",
                        actual_sha256="x", actual_last_link="y", prefix_ok=False,
                        last_link_ok=True, status=Status.FAIL, problem="p",
                        failure=next(iter(PrefixFailure)), message=said)
    data = cover.to_json()
    assert list(data) == [f.name for f in fields(CoverResult)]
    assert data["status"] == "fail" and data["failure"] == next(iter(PrefixFailure)).value
    assert data["message"] == said.to_json()
    assert data["lines"] == 3 and data["prefix_ok"] is False and data["last_link_ok"] is True
    bare = CoverResult("book.jsonl", 1, "h", "l").to_json()
    assert bare["failure"] is None and bare["message"] is None and bare["status"] == "not_checked"
