"""Step 2 and step 3: read every stamped list and check each claim against the books.

Each line of a list claims "the first N lines of this book hash to H and line N's link
is L". The claim is checked against the prefix hashes the chain scan took on its way.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass

from verifier_app.core.bundle import Bundle, BundleFile
from verifier_app.core.chain import ChainScan
from verifier_app.core.errors import UserFacingError
from verifier_app.core.failures import PrefixFailure
from verifier_app.core.messages import Message
from verifier_app.core.results import CoverResult, SealResult, Status
from verifier_app.core.stamped_list import ListedBook, parse_stamped_list
from verifier_app.core.status import combine
from verifier_app.core.times import seal_name_time

MAX_LIST_BYTES = 1024 * 1024


SealRead = tuple[SealResult, list[ListedBook]]


@dataclass(frozen=True)
class SealHashed:
    """A stamped file's path and SHA-256 ("" when it cannot be read); ``read``: the seal
    and its claims, None when the hash is one of those the caller took as settled."""

    relpath: str
    sha256: str
    read: SealRead | None


def read_seals(bundle: Bundle) -> list[SealRead]:
    """Every stamped list with its SHA-256 and its parsed claims (step 2)."""
    return [seal.read for seal in hash_seals(bundle) if seal.read is not None]


def hash_seals(bundle: Bundle, settled: frozenset[str] = frozenset()) -> list[SealHashed]:
    """Every stamped list, then every other stamped file, with its SHA-256 (step 2); each
    one's claims are parsed unless its hash is in ``settled`` (the seals a re-check from
    the reader's history takes as checked, issue 29: their bytes are hashed, not read
    again as claims)."""
    seals = []
    for stamped in bundle.stamped_lists():
        try:
            data = stamped.read_bytes(MAX_LIST_BYTES)
        except UserFacingError as error:  # too large to be a stamped list
            seals.append(_hashed((_unreadable(stamped, "list", str(error)), []), settled))
            continue
        digest = hashlib.sha256(data).hexdigest()
        seals.append(SealHashed(stamped.relpath, digest, None) if digest in settled
                     else _hashed(_list_seal(stamped, data, digest), settled))
    for stamped in bundle.stamped_files():
        try:
            digest = stamped.sha256()
        except UserFacingError as error:
            seals.append(_hashed((_unreadable(stamped, "file", str(error)), []), settled))
            continue
        seals.append(_hashed((SealResult(list=stamped.relpath, sha256=digest,
                                         day=stamped.day, kind="file"), []), settled))
    return seals


def _hashed(read: SealRead, settled: frozenset[str]) -> SealHashed:
    seal = read[0]
    return SealHashed(seal.list, seal.sha256, None if seal.sha256 in settled else read)


def _list_seal(stamped: BundleFile, data: bytes, digest: str) -> SealRead:
    """A stamped list's seal and its claims; one that names no book fails (step 2)."""
    claims = parse_stamped_list(data)
    seal = SealResult(
        list=stamped.relpath,
        sha256=digest,
        day=stamped.day,
        time=seal_name_time(stamped.name, stamped.day),
    )
    if not claims:
        seal.status = Status.FAIL
        seal.problem_message = Message.of("seal.names_no_book")
        seal.problem = seal.problem_message.render()
    return seal, claims


def _unreadable(stamped: BundleFile, kind: str, why: str) -> SealResult:
    """A seal whose file cannot be read fails: its hash, and so every anchor, is unknown."""
    return SealResult(list=stamped.relpath, sha256="", day=stamped.day,
                      time=seal_name_time(stamped.name, stamped.day), kind=kind,
                      status=Status.FAIL, problem=why)


def checkpoints_for(bundle: Bundle, claims: list[ListedBook], book: BundleFile) -> set[int]:
    """The line counts at which the scan of ``book`` must take a prefix hash."""
    return {c.lines for c in claims if not c.problem and bundle.find_book_file(c.book) is book}


def check_cover(bundle: Bundle, claim: ListedBook, scans: dict[str, ChainScan]) -> CoverResult:
    """Step 3 for one claim: prefix hash and last link against the book the user has."""
    cover = CoverResult(claim.book, claim.lines, claim.sha256, claim.last_link)
    book_file = bundle.find_book_file(claim.book)
    if claim.problem:
        cover.status, cover.problem = Status.FAIL, claim.problem
        cover.failure = PrefixFailure.CLAIM_UNREADABLE
        return cover
    if book_file is None:
        return _said(cover, Message.of("cover.not_provided", book=claim.book))
    cover.file = book_file.relpath
    if book_file.relpath not in scans:  # present, but nothing in it reads as a book
        cover.prefix_ok = cover.last_link_ok = False
        cover.status, cover.failure = Status.FAIL, PrefixFailure.NOT_A_BOOK
        return _said(cover, Message.of("cover.not_a_book", file=cover.file))
    scan = scans[book_file.relpath]
    have = scan.result.lines
    prefix = scan.prefixes.get(claim.lines)
    if prefix is None:
        cover.prefix_ok = cover.last_link_ok = False
        cover.status, cover.failure = Status.FAIL, PrefixFailure.BOOK_SHORTER
        return _said(cover, Message.of("cover.shorter", lines=claim.lines, file=cover.file,
                                       have=have))
    cover.actual_sha256 = prefix.sha256
    cover.actual_last_link = prefix.last_link
    cover.prefix_ok = prefix.sha256 == claim.sha256
    cover.last_link_ok = prefix.last_link == claim.last_link
    cover.status = Status.PASS if cover.prefix_ok and cover.last_link_ok else Status.FAIL
    if not cover.prefix_ok:
        cover.failure = PrefixFailure.PREFIX_DIFFERS
        _said(cover, Message.of("cover.prefix_differs", lines=claim.lines, file=cover.file))
    elif not cover.last_link_ok:
        cover.failure = PrefixFailure.LINK_DIFFERS
        _said(cover, Message.of("cover.link_differs", lines=claim.lines, file=cover.file))
    return cover


def _said(cover: CoverResult, message: Message) -> CoverResult:
    cover.problem, cover.message = message.render(), message
    return cover


@dataclass(frozen=True)
class SealChain:
    """The chain over the book lines a seal covers, as the engine decides it once: its
    status, the first line that breaks it (FAIL only) and the sentence saying so."""

    status: Status = Status.NOT_CHECKED
    broken_at: int | None = None
    problem: Message | None = None


def chain_over_covers(covers: list[CoverResult], scans: Mapping[str, ChainScan]) -> SealChain:
    """Whether the book lines a seal covers also chain (step 4 over those lines only).

    A seal can match a prefix whose lines were broken when they were sealed; those lines
    are then no better than the chain, so the seal is judged with them. A claim on a book
    that was given but does not match it (a book cut short, a changed line) leaves the
    chain over that claim's lines not checked: the lines the seal covers are not the ones
    this book holds, so the book's own chain says nothing about them (and never passes for
    them). Claims on books not provided are listed apart and left out.
    """
    statuses: list[Status] = []
    broken_at: int | None = None
    problem: Message | None = None
    for cover in covers:
        if cover.file is None:
            continue
        scan = scans.get(cover.file)
        if scan is None or cover.status != Status.PASS:
            statuses.append(Status.NOT_CHECKED)
            continue
        bad = scan.result.first_bad_line
        if bad is not None and bad <= cover.lines:
            statuses.append(Status.FAIL)
            if problem is None:
                broken_at = bad
                problem = Message.of("seal.chain_breaks", line=bad, file=cover.file,
                                     lines=cover.lines, rule=scan.result.rule)
        else:
            statuses.append(Status.PASS)
    return SealChain(combine(statuses), broken_at, problem)


def seal_status(seal: SealResult) -> Status:
    """One verdict per seal: its prefix claims, then at least one time anchor.

    Claims on books that were not provided are listed apart. Once anchors were checked
    (``seal.anchors_checked``), any failed anchor fails the seal, and a seal whose prefix holds but
    none of whose anchors could be checked is "not checked": a prefix alone says nothing
    about time.
    """
    if seal.status == Status.FAIL and not seal.covers:
        return Status.FAIL
    prefix = combine([c.status for c in seal.covers if c.file is not None])
    if seal.chain == Status.FAIL:
        prefix = Status.FAIL
    if seal.kind == "file":
        prefix = Status.PASS  # it claims no book lines; only its anchors speak
    anchors = [a.status for a in seal.anchors()]
    if prefix == Status.FAIL or Status.FAIL in anchors:
        return Status.FAIL
    if not seal.anchors_checked or prefix == Status.NOT_CHECKED:
        return prefix
    proven = [s for s in anchors if s in (Status.PASS, Status.WARN)]
    if not proven:
        return Status.NOT_CHECKED
    return Status.WARN if Status.WARN in proven or prefix == Status.WARN else Status.PASS
