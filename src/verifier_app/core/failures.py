"""Why a check failed, as a code: one enum per check, like the chain's rules.

A failed step, seal claim or anchor carries one of these beside its sentence, so programs
(the ``--json`` key ``failure``) and tests compare codes, never English words. The
sentence says the same thing in words, in the reader's language.
"""

from __future__ import annotations

from enum import StrEnum


class ListFailure(StrEnum):
    """Step 2: reading the stamped lists."""

    NAMES_NO_BOOK = "names_no_book"


class PrefixFailure(StrEnum):
    """Step 3: one claim of a stamped list against the book the reader has."""

    CLAIM_UNREADABLE = "claim_unreadable"
    NOT_A_BOOK = "not_a_book"
    BOOK_SHORTER = "book_shorter"
    PREFIX_DIFFERS = "prefix_differs"
    LINK_DIFFERS = "link_differs"


class ChainRule(StrEnum):
    """Step 4: the rules of the chain (``core.line_rules``), declared in the order in
    which they are reported when several break on one line."""

    BOM = "bom"
    TOO_LONG = "too_long"
    CRLF = "crlf"
    UTF8 = "utf8"
    JSON = "json"
    FIELDS = "fields"
    TEXT = "text"
    N = "n"
    PREV = "prev"
    SEAL = "seal"
    LINK = "link"
    DUPLICATE_KEY = "duplicate_key"


class AskFailure(StrEnum):
    """Step 5: the question each run answered."""

    TEXT_CHANGED = "text_changed"  # an ask text does not hash to its own name
    OTHER_ASK = "other_ask"  # an answer names another ask than its run


class BitcoinFailure(StrEnum):
    """Step 6: an OpenTimestamps proof and its Bitcoin block."""

    PROOF_UNREADABLE = "proof_unreadable"
    OTHER_HASH = "other_hash"  # the proof stamps another kind of hash of the file
    OTHER_FILE = "other_file"  # the proof stamps another file
    HEADER_UNUSABLE = "header_unusable"
    HEADER_HASH = "header_hash"  # the header does not hash to the block hash given for it
    MERKLE_ROOT = "merkle_root"  # the proof does not lead to this block
    PROOF_OF_WORK = "proof_of_work"
    SOURCES_DISAGREE = "sources_disagree"


class RecountFailure(StrEnum):
    """Step 7: the league recounted from the verified rows."""

    FIGURES_DIFFER = "figures_differ"
    NOT_RECOUNTABLE = "not_recountable"
    ACCOUNT_DIFFERS = "account_differs"  # 7b: a published account is not what it recounts to


class ForecastsFailure(StrEnum):
    """The forecasts file checked against the verified book."""

    DISAGREES_WITH_BOOK = "disagrees_with_book"


class CodeFailure(StrEnum):
    """Step 8: the engine code."""

    LIST_UNREADABLE = "list_unreadable"
    LIST_EMPTY = "list_empty"
    FILE_DIFFERS = "file_differs"


class TokenFailure(StrEnum):
    """Step 9: an RFC 3161 time-stamp token."""

    INVALID = "invalid"  # the token does not verify (its sentence says why)
    OTHER_CONTENT = "other_content"  # its imprint is not the hash of this list
    WEAK_HASH = "weak_hash"
    SIGNER_MISSING = "signer_missing"  # no certificate of the signer to check it with
    BAD_SIGNATURE = "bad_signature"
    UNTRUSTED = "untrusted"  # its chain leads to no root the reader trusts
    UNCHECKABLE = "uncheckable"  # a structure this verifier cannot check
    LIST_TIME_CONTRADICTED = "list_time_contradicted"  # signed long after the list's time


class LogFailure(StrEnum):
    """Step 10 and the log's further checks."""

    ENTRY_INVALID = "entry_invalid"  # the log's answer does not verify
    ANSWER_UNREADABLE = "answer_unreadable"
    UNPUBLISHED_ENTRY = "unpublished_entry"  # no second book: an entry the bundle lacks
    FORKED = "forked"  # two histories of the log


class PaperFailure(StrEnum):
    """The cross-check against the values printed in the paper."""

    VALUE_DIFFERS = "value_differs"


class IdentityFailure(StrEnum):
    """The blind season's sealed model identities."""

    COMMITMENT_DIFFERS = "commitment_differs"


class WitnessFailure(StrEnum):
    """Witness statements beside the bundle."""

    FEWER_LINES = "fewer_lines"
    LINK_DIFFERS = "link_differs"
    PREFIX_DIFFERS = "prefix_differs"
    LIST_DIFFERS = "list_differs"



class ClaimFailure(StrEnum):
    """The central claim (Section 3.11, P1b): every counted answer sealed before the open."""

    SEALED_AFTER_OPEN = "sealed_after_open"
    # P3: a session's counted run chosen by a rule sealed after its runs (Section 3.4).
    RULE_AFTER_RUNS = "rule_after_runs"
