"""The anchors' results as plain data: one seal's Bitcoin proof, time-stamp tokens and log
entry, as the walk, the report and the views read them.

They live apart from the code that checks them (``ots``, ``tsa``, ``rekor``), so that a
process which only reads results (the walk's own, after the anchors were checked beside
it; the views) does not load the libraries that parse proofs, tokens and log answers.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

from verifier_app.core import market_time
from verifier_app.core.messages import Lookup, Message
from verifier_app.core.status import Status


@dataclass(kw_only=True)
class AnchorResult:
    """What one time anchor of a seal (a proof, a token, a log entry) concluded.

    Every anchor type extends this; results are typed all the way to the views and turned
    into JSON only in ``to_json``. ``demo`` marks an anchor checked with keys or headers
    that ship with the app for its demonstration: it can warn at best, never pass.
    """

    status: Status = Status.NOT_CHECKED
    detail: str = ""
    problems: list[str] = field(default_factory=list)
    evidence: dict[str, Any] = field(default_factory=dict)
    demo: bool = False
    failure: StrEnum | None = None  # why it failed, as a code (``core.failures``)
    # ``detail`` as a message id with its values, for views in the reader's language (None:
    # the detail is said in English only). Not part of the JSON, which keeps ``detail``.
    message: Message | None = None

    def said(self, lookup: Lookup | None = None) -> str:
        """The detail in the reader's language (``lookup``), or as the engine wrote it."""
        return self.message.render(lookup) if self.message and lookup else self.detail

    @property
    def failure_code(self) -> str | None:
        """The ``failure`` key of the JSON."""
        return self.failure.value if self.failure else None

    @property
    def proven(self) -> bool:
        """Whether this anchor speaks for the seal's time (passed, or passed with a caveat)."""
        return self.status in (Status.PASS, Status.WARN)


@dataclass
class Attestation:
    kind: str  # bitcoin | pending | litecoin | unknown (named by its tag)
    commitment: bytes  # the message at the attestation, internal byte order
    ops: list[str]
    height: int | None = None
    calendar: str | None = None
    tag: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "height": self.height, "calendar": self.calendar,
                "tag": self.tag, "commitment": self.commitment.hex(),
                "commitment_display": self.commitment[::-1].hex(),
                "operations": self.ops}


@dataclass(frozen=True)
class Upgrade:
    """Where the completed proof of a pending one came from (Appendix B, step 6: "ots
    upgrade"). The proof itself was checked like a bundled complete one; these are the
    circumstances shown beside it."""

    calendar: str  # the calendar (named in the bundle's proof) that answered
    time: str  # when it answered, UTC, e.g. 2026-12-03T08:55:12Z
    source: str  # calendar | cache | evidence pack: where this walk read it
    proof_sha256: str  # SHA-256 of the completed proof's bytes
    saved: str | None = None  # the cache file holding it, relative to the cache folder

    @property
    def from_cache(self) -> bool:
        return self.source != "calendar"

    def to_json(self) -> dict[str, Any]:
        return {"calendar": self.calendar, "time": self.time, "from_cache": self.from_cache,
                "source": self.source, "proof_sha256": self.proof_sha256,
                "saved": self.saved}


class ProofKind(StrEnum):
    """What an OpenTimestamps proof holds (not whether it checks out: that is the status)."""

    BITCOIN = "bitcoin"  # a Bitcoin block-header attestation
    PENDING = "pending"  # only calendars that promise one later
    NONE = "none"  # nothing this app can check (or the proof is unreadable)


@dataclass(kw_only=True)
class OtsResult(AnchorResult):
    """The Bitcoin anchor of one seal."""

    kind: ProofKind = ProofKind.NONE
    file_digest: str | None = None
    file_hash: str | None = None  # the hash the proof names for the file: sha256, sha1, ...
    height: int | None = None
    commitment: str | None = None  # internal byte order, what the header must hold
    commitment_display: str | None = None  # as block explorers display a Merkle root
    merkle_root: str | None = None
    merkle_root_display: str | None = None
    block_hash: str | None = None  # display order
    header_time: str | None = None
    median_time_past: str | None = None
    bound: str | None = None  # the practical bound: header time + τ (what P1a uses)
    # The consensus rules' bound (Section 3.11): the header time of a block several
    # confirmations later, on main-chain work only.
    consensus_bound: str | None = None
    consensus_height: int | None = None
    source: str | None = None
    low_work: bool = False
    confirmations: int | None = None  # the anchor's block and each checked one on top
    work_on_top: int | None = None  # expected hashes of the checked headers on top
    main_chain: bool | None = None  # None: not checked
    work_words: str | None = None  # the work on top in plain words, with its assumption
    attestations: list[Attestation] = field(default_factory=list)
    upgraded: Upgrade | None = None  # a pending proof completed from its calendar
    warnings: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def outcome(self) -> str:
        """bitcoin | pending | fail | not_checked: the ``status`` key of the JSON."""
        if self.status == Status.FAIL:
            return "fail"
        if self.kind == ProofKind.BITCOIN and self.proven:
            return "bitcoin"
        return "pending" if self.kind == ProofKind.PENDING else "not_checked"

    def to_json(self) -> dict[str, Any]:
        return {
            "status": self.outcome, "detail": self.detail, "failure": self.failure_code,
            "file_digest": self.file_digest,
            "file_hash": self.file_hash, "height": self.height, "commitment": self.commitment,
            "commitment_display": self.commitment_display, "merkle_root": self.merkle_root,
            "merkle_root_display": self.merkle_root_display, "block_hash": self.block_hash,
            "header_time": self.header_time, "median_time_past": self.median_time_past,
            "bound": self.bound, "consensus_bound": self.consensus_bound,
            "consensus_height": self.consensus_height,
            "source": self.source, "low_work": self.low_work,
            "warnings": list(self.warnings), "notes": list(self.notes),
            "attestations": [a.to_json() for a in self.attestations],
            "step_status": self.status.value, "kind": self.kind.value, "demo": self.demo,
            "problems": list(self.problems), "confirmations": self.confirmations,
            "work_on_top": None if self.work_on_top is None else str(self.work_on_top),
            "main_chain": self.main_chain, "work_on_top_words": self.work_words,
            "upgraded": self.upgraded.to_json() if self.upgraded else None,
        }


@dataclass(kw_only=True)
class TokenResult(AnchorResult):
    """One authority's RFC 3161 token over one seal."""

    tsa: str
    day: str | None = None
    gen_time: datetime | None = None
    before_open: bool | None = None
    margin_seconds: float | None = None
    trusted_by: dict[str, Any] | None = None
    time_claim: str | None = None  # "contradicted": signed long after the list's own time

    @property
    def gen_time_text(self) -> str | None:
        t = self.gen_time
        return t.strftime("%Y-%m-%dT%H:%M:%S.%fZ").replace(".000000Z", "Z") if t else None

    def to_json(self) -> dict[str, Any]:
        t = self.gen_time
        data = {
            "tsa": self.tsa,
            "status": self.status.value,
            "detail": self.detail,
            "failure": self.failure_code,
            "day": self.day,
            "gen_time": self.gen_time_text,
            "gen_time_new_york": market_time.new_york(t).isoformat() if t else None,
            "open_utc": (market_time.session_open_utc(self.day).isoformat()
                         if self.day else None),
            "before_open": self.before_open,
            "margin_seconds": self.margin_seconds,
            "trusted_by": self.trusted_by,
            "problems": self.problems,
            "evidence": self.evidence,
            "demo": self.demo,
        }
        if self.time_claim:
            data["time_claim"] = self.time_claim
        return data


@dataclass(kw_only=True)
class RekorResult(AnchorResult):
    """The log's word on one stamped list.

    The entry's time is kept as ``signed_time`` only when its signed entry timestamp (SET)
    verified: the inclusion proof and the checkpoint cover the entry's body, not its time,
    so an ``integratedTime`` without a valid SET is kept apart (``unsigned_time``), shown
    as a claim and never used as a bound (Section 3.11, P1a).
    """

    list_sha256: str
    uuid: str | None = None
    log_index: int | None = None
    signed_time: int | None = None  # integratedTime under a SET that verified
    unsigned_time: int | None = None  # integratedTime no signature covers: never a bound
    source: str | None = None  # "log" or "cache"
    saved_in: str | None = None  # for "cache": "bundle" or "cache folder"
    url: str = ""
    signer: str | None = None  # fingerprint of the key that signed the list's hash
    signature_valid: bool | None = None  # None: not checked

    @property
    def signed_time_utc(self) -> str | None:
        return _utc_text(self.signed_time)

    @property
    def unsigned_time_utc(self) -> str | None:
        return _utc_text(self.unsigned_time)

    def to_json(self) -> dict[str, Any]:
        # ``integrated_time`` names the signed time only; an unsigned one has its own key.
        return {
            "status": self.status.value,
            "detail": self.detail,
            "failure": self.failure_code,
            "list_sha256": self.list_sha256,
            "uuid": self.uuid,
            "log_index": self.log_index,
            "integrated_time": self.signed_time,
            "integrated_time_utc": self.signed_time_utc,
            "source": self.source,
            "saved_in": self.saved_in,
            "url": self.url,
            "problems": self.problems,
            "evidence": self.evidence,
            "demo": self.demo,
            "signer": self.signer,
            "signature_valid": self.signature_valid,
            "time_signed": self.signed_time is not None,
            "unsigned_time_utc": self.unsigned_time_utc,
        }


def _utc_text(seconds: int | None) -> str | None:
    if seconds is None:
        return None
    return datetime.fromtimestamp(seconds, tz=UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
